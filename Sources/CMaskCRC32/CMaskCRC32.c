#include "CMaskCRC32.h"

#if defined(__x86_64__) && (defined(__clang__) || defined(__GNUC__))
#include <cpuid.h>
#include <immintrin.h>

int maskc_crc32_can_fold(void) {
    unsigned eax, ebx, ecx, edx;
    if (!__get_cpuid(1, &eax, &ebx, &ecx, &edx)) return 0;
    return (ecx & bit_PCLMUL) != 0 && (edx & bit_SSE2) != 0;
}

int maskc_crc32_can_fold_wide(void) {
    unsigned eax, ebx, ecx, edx;
    if (!__get_cpuid(1, &eax, &ebx, &ecx, &edx) || (ecx & bit_OSXSAVE) == 0) return 0;
    if (!__get_cpuid_count(7, 0, &eax, &ebx, &ecx, &edx)) return 0;
    if ((ebx & bit_AVX512F) == 0 || (ecx & bit_VPCLMULQDQ) == 0) return 0;
    // The system must save the 512-bit registers: XCR0's SSE, AVX, opmask and ZMM bits.
    unsigned low, high;
    __asm__ volatile("xgetbv" : "=a"(low), "=d"(high) : "c"(0));
    (void)high;
    return (low & 0xE6) == 0xE6;
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

// Eight lanes, two 64-byte registers of four: a lane's next block is 128 bytes on.
static const uint64_t earlierConstant128 = 0x33FFF533u;  // x^1055 mod P, reflected
static const uint64_t laterConstant128 = 0x910EEEC1u;    // x^991 mod P, reflected

// fold_value on four lanes at once (VPCLMULQDQ on 512-bit registers); 0x96 is a three-way xor.
__attribute__((target("avx512f,vpclmulqdq")))
static inline __m512i fold_wide(__m512i held, __m512i constants, __m512i next) {
    __m512i earlier = _mm512_clmulepi64_epi128(held, constants, 0x00);
    __m512i later = _mm512_clmulepi64_epi128(held, constants, 0x11);
    return _mm512_ternarylogic_epi64(earlier, later, next, 0x96);
}

// fold_run for sixteen blocks or more where the processor multiplies four lanes an
// instruction: eight lanes in two registers, then folded into one. PERF: about 4 times the
// bytes a cycle of the four 16-byte lanes (a 49 KB phone-e164 file: 2.9 us to 0.8).
__attribute__((target("avx512f,vpclmulqdq,pclmul,sse2")))
static __m128i fold_run_wide(__m128i held, const uint8_t *bytes, size_t block, size_t end) {
    const __m128i by16 = _mm_set_epi64x((long long)laterConstant, (long long)earlierConstant);
    const __m512i by64 = _mm512_broadcast_i32x4(_mm_set_epi64x((long long)laterConstant64, (long long)earlierConstant64));
    const __m512i by128 = _mm512_broadcast_i32x4(_mm_set_epi64x((long long)laterConstant128, (long long)earlierConstant128));
    // The block before `block` (held) and the three after it, then the next four.
    __m512i first = _mm512_inserti32x4(_mm512_loadu_si512((const void *)(bytes + 16 * (block - 1))), held, 0);
    __m512i second = _mm512_loadu_si512((const void *)(bytes + 16 * (block + 3)));
    block += 7;
    for (; end - block >= 8; block += 8) {
        first = fold_wide(first, by128, _mm512_loadu_si512((const void *)(bytes + 16 * block)));
        second = fold_wide(second, by128, _mm512_loadu_si512((const void *)(bytes + 16 * (block + 4))));
    }
    // The lanes of `first` followed by those of `second`, 64 bytes on; then its four lanes in turn.
    first = fold_wide(first, by64, second);
    held = _mm512_castsi512_si128(first);
    held = fold_value(held, by16, _mm512_extracti32x4_epi32(first, 1));
    held = fold_value(held, by16, _mm512_extracti32x4_epi32(first, 2));
    held = fold_value(held, by16, _mm512_extracti32x4_epi32(first, 3));
    for (; block < end; block++) held = fold_block(held, by16, bytes + 16 * block);
    return held;
}


__attribute__((target("pclmul,sse2")))
void maskc_crc32_fold(uint32_t reg, const uint8_t *bytes, size_t blocks, size_t record_every, uint8_t *recorded,
                      uint8_t folded[16], int wide) {
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
    if (wide && blocks - block >= 16) {
        held = fold_run_wide(held, bytes, block, blocks);
    } else if (block < blocks) {
        held = fold_run(held, bytes, block, blocks);
    }
    _mm_storeu_si128((__m128i *)folded, held);
}

#else

int maskc_crc32_can_fold(void) { return 0; }

int maskc_crc32_can_fold_wide(void) { return 0; }

void maskc_crc32_fold(uint32_t reg, const uint8_t *bytes, size_t blocks, size_t record_every, uint8_t *recorded,
                      uint8_t folded[16], int wide) {
    (void)wide;
    (void)reg;
    (void)bytes;
    (void)blocks;
    (void)record_every;
    (void)recorded;
    (void)folded;
}

#endif
