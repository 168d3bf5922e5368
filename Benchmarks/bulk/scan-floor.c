// The floor of a CSV scan on this machine: simdjson-style stage 1 (AVX2 compares, the
// in-quote mask by carry-less multiplication) that writes every field end's offset, as a
// parser must, and counts records. No judging, no output. Times the scan alone (input in
// memory), median of N runs.
#include <immintrin.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

static uint64_t mask64(const uint8_t *p, __m256i c) {
    __m256i a = _mm256_loadu_si256((const __m256i *)p), b = _mm256_loadu_si256((const __m256i *)(p + 32));
    uint32_t lo = (uint32_t)_mm256_movemask_epi8(_mm256_cmpeq_epi8(a, c));
    uint32_t hi = (uint32_t)_mm256_movemask_epi8(_mm256_cmpeq_epi8(b, c));
    return (uint64_t)lo | ((uint64_t)hi << 32);
}

static size_t scan(const uint8_t *data, size_t n, uint32_t *ends, size_t *records) {
    __m256i q = _mm256_set1_epi8('"'), d = _mm256_set1_epi8(','), l = _mm256_set1_epi8('\n');
    uint64_t inside = 0;  // all ones when the last block ended inside quotes
    size_t count = 0, lines = 0;
    for (size_t i = 0; i + 64 <= n; i += 64) {
        uint64_t quotes = mask64(data + i, q);
        uint64_t in_quote = (uint64_t)_mm_cvtsi128_si64(_mm_clmulepi64_si128(_mm_set_epi64x(0, (long long)quotes), _mm_set1_epi8((char)0xFF), 0)) ^ inside;
        inside = (uint64_t)((int64_t)in_quote >> 63);
        uint64_t feeds = mask64(data + i, l) & ~in_quote;
        uint64_t marks = (mask64(data + i, d) & ~in_quote) | feeds;
        lines += (size_t)__builtin_popcountll(feeds);
        while (marks) {  // flatten: every field end's offset
            ends[count++] = (uint32_t)(i + (size_t)__builtin_ctzll(marks));
            marks &= marks - 1;
        }
    }
    *records = lines;
    return count;
}

static double now(void) { struct timespec t; clock_gettime(CLOCK_MONOTONIC, &t); return t.tv_sec * 1e3 + t.tv_nsec / 1e6; }
static int cmp(const void *a, const void *b) { double x = *(const double *)a, y = *(const double *)b; return (x > y) - (x < y); }

int main(int argc, char **argv) {
    FILE *f = fopen(argv[1], "rb");
    fseek(f, 0, SEEK_END); size_t n = (size_t)ftell(f); fseek(f, 0, SEEK_SET);
    uint8_t *data = aligned_alloc(64, n + 64); if (fread(data, 1, n, f) != n) return 1; fclose(f);
    uint32_t *ends = malloc((n + 1) * sizeof(uint32_t));
    double t[21]; size_t fields = 0, records = 0;
    for (int r = 0; r < 21; r++) { double s = now(); fields = scan(data, n, ends, &records); t[r] = now() - s; }
    qsort(t, 21, sizeof(double), cmp);
    printf("%zu bytes: %zu field ends, %zu records; scan median %.2f ms (min %.2f), %.2f GB/s\n", n, fields, records, t[10], t[0], n / t[10] / 1e6);
    return 0;
}
