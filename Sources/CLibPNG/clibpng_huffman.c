// Huffman code lengths by the in-place minimum-redundancy algorithm of Moffat and Katajainen
// (as miniz uses it), limited to `limit` bits by moving leaves down (miniz's
// tdefl_huffman_enforce_max_code_size), then canonical codes (RFC 1951, 3.2.2).
#include <stdlib.h>
#include <string.h>

#include "clibpng_huffman.h"

typedef struct {
    uint32_t freq;
    uint16_t symbol;
} entry;

static int by_frequency(const void *a, const void *b) {
    const entry *x = a, *y = b;
    if (x->freq != y->freq) return x->freq < y->freq ? -1 : 1;
    return (int)x->symbol - (int)y->symbol;  // ties by symbol: the same lengths on every libc
}

// On entry A[0..n) holds frequencies in ascending order; on return A[i] is the code length of
// the i-th of them (the most frequent, last, gets the shortest).
static void minimum_redundancy(uint32_t *A, int n) {
    if (n == 1) {
        A[0] = 1;
        return;
    }
    int root = 0, leaf = 2, next;
    A[0] += A[1];
    for (next = 1; next < n - 1; next++) {
        if (leaf >= n || A[root] < A[leaf]) {
            A[next] = A[root];
            A[root++] = (uint32_t)next;
        } else {
            A[next] = A[leaf++];
        }
        if (leaf >= n || (root < next && A[root] < A[leaf])) {
            A[next] += A[root];
            A[root++] = (uint32_t)next;
        } else {
            A[next] += A[leaf++];
        }
    }
    A[n - 2] = 0;
    for (next = n - 3; next >= 0; next--) A[next] = A[A[next]] + 1;
    int avbl = 1, used = 0, depth = 0;
    root = n - 2;
    next = n - 1;
    while (avbl > 0) {
        while (root >= 0 && (int)A[root] == depth) {
            used++;
            root--;
        }
        while (avbl > used) {
            A[next--] = (uint32_t)depth;
            avbl--;
        }
        avbl = 2 * used;
        depth++;
        used = 0;
    }
}

void clibpng_huffman_lengths(const uint32_t *freq, int count, int limit, uint8_t *lengths) {
    entry list[320];
    uint32_t work[320];
    int n = 0;
    for (int s = 0; s < count; s++) {
        if (freq[s] > 0) list[n++] = (entry){freq[s], (uint16_t)s};
    }
    // Two codes at least: a lone symbol still needs a complete code.
    for (int s = 0; n < 2 && s < count; s++) {
        if (freq[s] == 0) list[n++] = (entry){1, (uint16_t)s};
    }
    qsort(list, (size_t)n, sizeof list[0], by_frequency);
    for (int i = 0; i < n; i++) work[i] = list[i].freq;
    minimum_redundancy(work, n);

    int per_length[320] = {0};
    for (int i = 0; i < n; i++) per_length[work[i]]++;
    // Lengths past the limit are folded into it, then the Kraft sum is restored by moving one
    // code at a time from the limit down to the deepest shorter length.
    for (int l = limit + 1; l < 320; l++) {
        per_length[limit] += per_length[l];
        per_length[l] = 0;
    }
    uint32_t total = 0;
    for (int l = limit; l > 0; l--) total += (uint32_t)per_length[l] << (limit - l);
    while (total != (1u << limit)) {
        per_length[limit]--;
        for (int l = limit - 1; l > 0; l--) {
            if (per_length[l]) {
                per_length[l]--;
                per_length[l + 1] += 2;
                break;
            }
        }
        total--;
    }
    memset(lengths, 0, (size_t)count);
    // The most frequent symbols (at the end of the sorted list) get the shortest codes.
    int j = n;
    for (int l = 1; l <= limit; l++) {
        for (int k = per_length[l]; k > 0; k--) lengths[list[--j].symbol] = (uint8_t)l;
    }
}

void clibpng_huffman_codes(const uint8_t *lengths, int count, uint16_t *codes) {
    int per_length[16] = {0};
    for (int s = 0; s < count; s++) per_length[lengths[s]]++;
    per_length[0] = 0;
    uint32_t next[16];
    uint32_t code = 0;
    for (int l = 1; l < 16; l++) {
        code = (code + (uint32_t)per_length[l - 1]) << 1;
        next[l] = code;
    }
    for (int s = 0; s < count; s++) {
        int l = lengths[s];
        if (l == 0) {
            codes[s] = 0;
            continue;
        }
        uint32_t c = next[l]++, reversed = 0;
        for (int b = 0; b < l; b++) reversed |= ((c >> b) & 1u) << (l - 1 - b);
        codes[s] = (uint16_t)reversed;
    }
}
