// Adler-32 (RFC 1950, 8.2) of the row deflater's filtered rows, 16 bytes at a time.
//
// zlib 1.2.13's adler32 adds one byte at a time (unrolled): about 14 % of a snapshot's encoding.
// Here, with SSE2 (every x86-64 has it), a 16-byte block adds to the byte sum with one
// sum-of-absolute-differences against zero and to the weighted sum with one multiply-add of the
// bytes by 16…1; the sums are reduced modulo 65521 once per chunk short enough that no 32-bit lane
// overflows. Other machines use zlib's. The result is the checksum itself, so the bytes of a PNG do
// not depend on which path computed it (`RowDeflateTests` compares both with zlib's).
#include <stddef.h>
#include <stdint.h>
#include <zlib.h>

#include "clibpng.h"

#if defined(__SSE2__)
#include <emmintrin.h>

enum {
    ADLER_BASE = 65521,
    // Bytes a chunk: a multiple of 16 below zlib's NMAX (5552), so that the prefix sums added up
    // per lane (at most 255 · 5536 each, 346 times) stay under 2^32.
    CHUNK = 5536,
};

uint32_t clibpng_adler32(uint32_t adler, const uint8_t *bytes, size_t length) {
    uint64_t a = adler & 0xFFFF, b = adler >> 16;
    const __m128i zero = _mm_setzero_si128();
    // A block's byte k weighs 16 − k in the weighted sum of that block.
    const __m128i weights_low = _mm_setr_epi16(16, 15, 14, 13, 12, 11, 10, 9);
    const __m128i weights_high = _mm_setr_epi16(8, 7, 6, 5, 4, 3, 2, 1);
    while (length >= 16) {
        size_t blocks = (length < CHUNK ? length : CHUNK) / 16;
        size_t n = blocks * 16;
        // Per lane: the byte sum, the byte sums before each block (summed), the weighted sums.
        __m128i sum = zero, prefix = zero, weighted = zero;
        for (size_t k = 0; k < blocks; k++) {
            __m128i v = _mm_loadu_si128((const __m128i *)(bytes + k * 16));
            prefix = _mm_add_epi32(prefix, sum);
            sum = _mm_add_epi32(sum, _mm_sad_epu8(v, zero));
            weighted = _mm_add_epi32(weighted, _mm_madd_epi16(_mm_unpacklo_epi8(v, zero), weights_low));
            weighted = _mm_add_epi32(weighted, _mm_madd_epi16(_mm_unpackhi_epi8(v, zero), weights_high));
        }
        uint32_t s[4], p[4], w[4];
        _mm_storeu_si128((__m128i *)s, sum);
        _mm_storeu_si128((__m128i *)p, prefix);
        _mm_storeu_si128((__m128i *)w, weighted);
        uint64_t bytes_sum = (uint64_t)s[0] + s[1] + s[2] + s[3];
        uint64_t prefixes = (uint64_t)p[0] + p[1] + p[2] + p[3];
        uint64_t weights = (uint64_t)w[0] + w[1] + w[2] + w[3];
        // Over n bytes d_0…d_{n−1}: a += Σ d_i; b += n·a + Σ (n − i)·d_i, and the second sum is
        // 16·(the byte sums before each block) + (each block's own weighted sum).
        b = (b + n * a + 16 * prefixes + weights) % ADLER_BASE;
        a = (a + bytes_sum) % ADLER_BASE;
        bytes += n;
        length -= n;
    }
    for (size_t i = 0; i < length; i++) {
        a += bytes[i];
        b += a;
    }
    return (uint32_t)((b % ADLER_BASE) << 16 | (a % ADLER_BASE));
}

#else

uint32_t clibpng_adler32(uint32_t adler, const uint8_t *bytes, size_t length) {
    // zlib takes at most UINT_MAX bytes a call.
    while (length > 0) {
        uInt n = length > 0x40000000u ? 0x40000000u : (uInt)length;
        adler = (uint32_t)adler32(adler, bytes, n);
        bytes += n;
        length -= n;
    }
    return adler;
}

#endif
