#ifndef SHERPA_HEAP_H
#define SHERPA_HEAP_H

#include <stddef.h>

/// Allocations below `mmap_threshold` bytes come from the heap, and up to `trim_threshold`
/// bytes freed at its top stay there (glibc's `mallopt`, which Swift's Glibc module leaves
/// out; nothing with another C library).
void sherpa_keep_heap(int mmap_threshold, int trim_threshold);

/// Grows the calling thread's heap by `size` bytes it keeps free, so that allocations of up
/// to that much take no system call; no page is touched. Only with `sherpa_keep_heap`'s
/// trim threshold above `size` (else the heap gives it back at once).
void sherpa_grow_heap(size_t size);

/// Faults in the whole pages of `size` bytes at `address`, which the caller owns, keeping
/// what they hold: one system call where the kernel can, else a write to each page.
void sherpa_fault_in(void *address, size_t size);

#endif
