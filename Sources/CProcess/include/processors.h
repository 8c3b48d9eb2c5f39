#ifndef SHERPA_PROCESSORS_H
#define SHERPA_PROCESSORS_H

#include <pthread.h>

/// The processors this process may run on (its affinity: `taskset`, a container's cpuset),
/// or 0 when that cannot be read. Swift's Glibc module leaves `sched_getaffinity` out.
int sherpa_allowed_processors(void);

/// Sets `attributes` so that a thread made with them starts on a processor other than the
/// caller's, when the caller may run on another; returns whether it did. Left to itself,
/// Linux may start a new thread on its maker's busy processor while the other is idle, and
/// move it only when the maker sleeps or at a later tick: 1.5 ms late in a third of the
/// starts measured on a two-processor virtual machine, against 0.1 ms placed.
int sherpa_place_beside(pthread_attr_t *attributes);

/// Lets the calling thread run on every processor the process may: a thread placed by
/// `sherpa_place_beside` calls it once it runs, so it is not kept to one processor.
void sherpa_allow_all_processors(void);

#endif
