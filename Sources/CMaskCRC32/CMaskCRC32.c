#include "CMaskCRC32.h"

#if defined(__x86_64__) && (defined(__clang__) || defined(__GNUC__))
#include <cpuid.h>
#include <immintrin.h>

int maskc_crc32_can_fold(void) {
    unsigned eax, ebx, ecx, edx;
    if (!__get_cpuid(1, &eax, &ebx, &ecx, &edx)) return 0;
    return (ecx & bit_PCLMUL) != 0 && (edx & bit_SSE2) != 0;
}

// Why it holds. A message's bytes, read by the reflected CRC from register 0, end in the
// register M(x) * x^32 mod P, where M is the message as a polynomial (its first bit the highest
// coefficient); two messages of one length with M = M' mod P end in the same register. The
// 16 bytes held so far, E * x^64 + L (E from the earlier 8 bytes), followed by 16 more bytes B,
// are E * x^192 + L * x^128 + B; replacing E * x^192 and L * x^128 by products with x^192 mod P
// and x^128 mod P keeps the residue, and the products (below x^96) fit in 16 bytes: the held
// bytes become those products plus B. With the bit-reflected operands that the CRC reads and
// PCLMULQDQ multiplies, a product stands for the plain one times x^33, so the constants are
// x^159 and x^95 mod P, bit-reversed over 32 bits (ChecksumTests holds the folding to the
// table-driven CRC over every length up to a few hundred bytes, from many registers).
static const uint64_t earlierConstant = 0xAE689191u;  // x^159 mod P, reflected
static const uint64_t laterConstant = 0xCCAA009Eu;    // x^95 mod P, reflected

__attribute__((target("pclmul,sse2")))
static inline __m128i fold_block(__m128i held, __m128i constants, const uint8_t *block) {
    __m128i earlier = _mm_clmulepi64_si128(held, constants, 0x00);  // the earlier 8 bytes
    __m128i later = _mm_clmulepi64_si128(held, constants, 0x11);    // the later 8 bytes
    return _mm_xor_si128(_mm_xor_si128(earlier, later), _mm_loadu_si128((const __m128i *)block));
}

__attribute__((target("pclmul,sse2")))
void maskc_crc32_fold(uint32_t reg, const uint8_t *bytes, size_t blocks, size_t record_every, uint8_t *recorded,
                      uint8_t folded[16]) {
    const __m128i constants = _mm_set_epi64x((long long)laterConstant, (long long)earlierConstant);
    // The register starts the message: it is added to the first four bytes.
    __m128i held = _mm_xor_si128(_mm_loadu_si128((const __m128i *)bytes), _mm_cvtsi32_si128((int)reg));
    size_t block = 1;  // blocks folded into `held`
    // PERF: the records in a loop of their own, so that a pass without them tests nothing a block.
    if (record_every != 0) {
        for (size_t next_record = record_every; next_record <= blocks; next_record += record_every) {
            for (; block < next_record; block++) held = fold_block(held, constants, bytes + 16 * block);
            _mm_storeu_si128((__m128i *)recorded, held);
            recorded += 16;
        }
    }
    for (; block < blocks; block++) held = fold_block(held, constants, bytes + 16 * block);
    _mm_storeu_si128((__m128i *)folded, held);
}

#else

int maskc_crc32_can_fold(void) { return 0; }

void maskc_crc32_fold(uint32_t reg, const uint8_t *bytes, size_t blocks, size_t record_every, uint8_t *recorded,
                      uint8_t folded[16]) {
    (void)reg;
    (void)bytes;
    (void)blocks;
    (void)record_every;
    (void)recorded;
    (void)folded;
}

#endif
