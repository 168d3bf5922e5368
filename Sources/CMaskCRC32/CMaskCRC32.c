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
// Four lanes: a lane's next block is 64 bytes on, so E * x^576 and L * x^512 are replaced,
// by products with x^543 and x^479 mod P (the same x^33 less), reflected.
static const uint64_t earlierConstant64 = 0x8F352D95u;  // x^543 mod P, reflected
static const uint64_t laterConstant64 = 0x1D9513D7u;    // x^479 mod P, reflected

// `held` followed by the 16 bytes `next`, folded into 16 bytes of the same residue.
__attribute__((target("pclmul,sse2")))
static inline __m128i fold_value(__m128i held, __m128i constants, __m128i next) {
    __m128i earlier = _mm_clmulepi64_si128(held, constants, 0x00);  // the earlier 8 bytes
    __m128i later = _mm_clmulepi64_si128(held, constants, 0x11);    // the later 8 bytes
    return _mm_xor_si128(_mm_xor_si128(earlier, later), next);
}

__attribute__((target("pclmul,sse2")))
static inline __m128i fold_block(__m128i held, __m128i constants, const uint8_t *block) {
    return fold_value(held, constants, _mm_loadu_si128((const __m128i *)block));
}

// Blocks `block` to `end` (16 bytes each) folded into `held`, which stands for the blocks
// before them. PERF: a fold waits for the multiply before it (about 7 cycles), so one chain
// reads about 2 bytes a cycle; four lanes, each a block of every four, fold side by side
// and are folded into one at the end (a file's 45 KB phon section: 8 us to about 2).
__attribute__((target("pclmul,sse2")))
static __m128i fold_run(__m128i held, const uint8_t *bytes, size_t block, size_t end) {
    const __m128i by16 = _mm_set_epi64x((long long)laterConstant, (long long)earlierConstant);
    if (end - block >= 8) {
        const __m128i by64 = _mm_set_epi64x((long long)laterConstant64, (long long)earlierConstant64);
        // Lane k holds the blocks at positions k, k + 4, ... counted from the one before `block`.
        __m128i lane0 = held;
        __m128i lane1 = _mm_loadu_si128((const __m128i *)(bytes + 16 * block));
        __m128i lane2 = _mm_loadu_si128((const __m128i *)(bytes + 16 * (block + 1)));
        __m128i lane3 = _mm_loadu_si128((const __m128i *)(bytes + 16 * (block + 2)));
        block += 3;
        for (; end - block >= 4; block += 4) {
            lane0 = fold_block(lane0, by64, bytes + 16 * block);
            lane1 = fold_block(lane1, by64, bytes + 16 * (block + 1));
            lane2 = fold_block(lane2, by64, bytes + 16 * (block + 2));
            lane3 = fold_block(lane3, by64, bytes + 16 * (block + 3));
        }
        // The lanes are consecutive blocks again: lane 0 followed by lanes 1, 2 and 3.
        held = fold_value(fold_value(fold_value(lane0, by16, lane1), by16, lane2), by16, lane3);
    }
    for (; block < end; block++) held = fold_block(held, by16, bytes + 16 * block);
    return held;
}

__attribute__((target("pclmul,sse2")))
void maskc_crc32_fold(uint32_t reg, const uint8_t *bytes, size_t blocks, size_t record_every, uint8_t *recorded,
                      uint8_t folded[16]) {
    // The register starts the message: it is added to the first four bytes.
    __m128i held = _mm_xor_si128(_mm_loadu_si128((const __m128i *)bytes), _mm_cvtsi32_si128((int)reg));
    size_t block = 1;  // blocks folded into `held`
    // PERF: the records in a loop of their own, so that a pass without them tests nothing a block.
    if (record_every != 0) {
        for (size_t next_record = record_every; next_record <= blocks; next_record += record_every) {
            if (block < next_record) held = fold_run(held, bytes, block, next_record);
            block = next_record;
            _mm_storeu_si128((__m128i *)recorded, held);
            recorded += 16;
        }
    }
    if (block < blocks) held = fold_run(held, bytes, block, blocks);
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
