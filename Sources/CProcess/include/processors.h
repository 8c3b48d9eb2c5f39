#ifndef SHERPA_PROCESSORS_H
#define SHERPA_PROCESSORS_H

/// The processors this process may run on (its affinity: `taskset`, a container's cpuset),
/// or 0 when that cannot be read. Swift's Glibc module leaves `sched_getaffinity` out.
int sherpa_allowed_processors(void);

#endif
