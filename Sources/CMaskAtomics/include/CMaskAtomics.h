// One atomic word, published once: what MaskVM's PublishedOnce needs, in C11's <stdatomic.h>
// so that the package needs neither Swift's Synchronization module (macOS 15 / iOS 18) nor a
// package dependency. The functions are static inline: Swift imports and inlines them, so a
// load costs what Synchronization's Atomic did.
#ifndef CMASKATOMICS_H
#define CMASKATOMICS_H

#include <stdatomic.h>
#include <stdbool.h>
#include <stdint.h>
#include <stdlib.h>

/// A word of memory that only these functions touch, allocated by the caller with the size
/// and alignment of a `uintptr_t` (`_Atomic uintptr_t` has the same on every platform Swift
/// runs on; CMaskAtomics.c checks it at compile time).
typedef _Atomic(uintptr_t) maskc_atomic_word;

/// A word of its own, holding `value`, from malloc (which aligns for any word); NULL when
/// memory is exhausted. Free it with `maskc_atomic_word_free`. PERF: Swift's `allocate`
/// asks the runtime for its default alignment, which it serves with posix_memalign, about
/// 80 instructions more than malloc a word; a loaded mask has four or five of them.
static inline void *maskc_atomic_word_make(uintptr_t value) {
    maskc_atomic_word *word = malloc(sizeof(maskc_atomic_word));
    if (word) atomic_init(word, value);
    return word;
}

/// Frees a word from `maskc_atomic_word_make`.
static inline void maskc_atomic_word_free(void *word) {
    free(word);
}

/// Stores `value` before the word is shared with any other thread.
static inline void maskc_atomic_word_init(void *word, uintptr_t value) {
    atomic_init((maskc_atomic_word *)word, value);
}

/// The word, with acquire ordering: whatever was written before it was published is visible.
static inline uintptr_t maskc_atomic_word_load_acquire(void *word) {
    return atomic_load_explicit((maskc_atomic_word *)word, memory_order_acquire);
}

/// Stores `desired` if the word is still `expected`, with acquire-release ordering; otherwise
/// leaves it and writes its current value to `*expected`. Returns whether it stored.
static inline bool maskc_atomic_word_compare_exchange(void *word, uintptr_t *expected, uintptr_t desired) {
    return atomic_compare_exchange_strong_explicit((maskc_atomic_word *)word, expected, desired,
                                                   memory_order_acq_rel, memory_order_acquire);
}

#endif
