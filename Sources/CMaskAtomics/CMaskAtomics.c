#include "CMaskAtomics.h"

// Swift allocates the word as a plain `UInt`: the atomic type must have its size and alignment.
_Static_assert(sizeof(maskc_atomic_word) == sizeof(uintptr_t), "an atomic word is the size of a word");
_Static_assert(_Alignof(maskc_atomic_word) == _Alignof(uintptr_t), "an atomic word is aligned as a word");
