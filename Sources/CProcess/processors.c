#define _GNU_SOURCE
#include "processors.h"

#ifdef __linux__
#include <sched.h>
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
