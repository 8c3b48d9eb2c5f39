#define _GNU_SOURCE
#include "processors.h"

#ifdef __linux__
#include <sched.h>

/// The process's affinity when a thread was last placed, given back to it once it runs.
static cpu_set_t allowed_when_placed;
#endif

int sherpa_allowed_processors(void) {
#ifdef __linux__
  cpu_set_t set;
  if (sched_getaffinity(0, sizeof set, &set) != 0) return 0;
  return CPU_COUNT(&set);
#else
  return 0;
#endif
}

int sherpa_place_beside(pthread_attr_t *attributes) {
#ifdef __linux__
  cpu_set_t others;
  if (sched_getaffinity(0, sizeof others, &others) != 0) return 0;
  int current = sched_getcpu();
  if (current < 0 || !CPU_ISSET(current, &others)) return 0;
  allowed_when_placed = others;
  CPU_CLR(current, &others);
  if (CPU_COUNT(&others) == 0) return 0;
  return pthread_attr_setaffinity_np(attributes, sizeof others, &others) == 0;
#else
  (void)attributes;
  return 0;
#endif
}

void sherpa_allow_all_processors(void) {
#ifdef __linux__
  sched_setaffinity(0, sizeof allowed_when_placed, &allowed_when_placed);
#endif
}
