#define _GNU_SOURCE
#include "heap.h"

#include <stdint.h>
#include <stdlib.h>
#include <sys/mman.h>
#include <unistd.h>
#ifdef __GLIBC__
#include <malloc.h>
#endif

void sherpa_keep_heap(int mmap_threshold, int trim_threshold) {
#ifdef __GLIBC__
  mallopt(M_MMAP_THRESHOLD, mmap_threshold);
  mallopt(M_TRIM_THRESHOLD, trim_threshold);
#else
  (void)mmap_threshold;
  (void)trim_threshold;
#endif
}

void sherpa_grow_heap(size_t size) {
  // Taken from the heap's top and given back there: the heap stays that long. (Through a
  // volatile, or the compiler drops the pair.)
  void *volatile block = malloc(size);
  free(block);
}

void sherpa_fault_in(void *address, size_t size) {
  uintptr_t page = (uintptr_t)sysconf(_SC_PAGESIZE);
  uintptr_t start = ((uintptr_t)address + page - 1) & ~(page - 1);
  uintptr_t end = ((uintptr_t)address + size) & ~(page - 1);
  if (end <= start) return;
#ifdef MADV_POPULATE_WRITE
  // One call for every page (Linux 5.14 and later), not one fault each.
  if (madvise((void *)start, end - start, MADV_POPULATE_WRITE) == 0) return;
#endif
  for (uintptr_t at = start; at < end; at += page) {
    volatile char *byte = (volatile char *)at;
    *byte = *byte;
  }
}
