// A deflate encoder for the rows of flat diagrams (see clibpng_deflate_rows in clibpng.h).
//
// Diagrams are mostly rows equal to the row above and runs of one colour, so instead of zlib's
// general string search (about 5 ns a byte, most of a snapshot's recording time) the parse asks
// two questions a pixel: how far does the row equal the row above, and how far does it repeat the
// pixel on the left. A row equal to the one above filters to its filter byte and zeros: two
// literals (2, 0) and a run of zeros at distance 1; other rows become literals and matches at the
// distance of a row or a pixel. The symbols are then Huffman coded in one dynamic block per segment. Everything is
// integer and depends on the pixels alone: the same bytes on every machine and thread count.
#include <stdlib.h>
#include <string.h>
#include <zlib.h>
#if defined(__SSE2__)
#include <emmintrin.h>
#endif

#include "clibpng_huffman.h"
#include "clibpng_internal.h"

enum {
    END_OF_BLOCK = 256,
    LITLEN_CODES = 286,
    DIST_CODES = 30,
    MAX_MATCH = 258,
    MAX_DISTANCE = 32768,
};

// RFC 1951, 3.2.5.
static const uint16_t length_base[29] = {3, 4, 5, 6, 7, 8, 9, 10, 11, 13, 15, 17, 19, 23, 27, 31,
                                         35, 43, 51, 59, 67, 83, 99, 115, 131, 163, 195, 227, 258};
static const uint8_t length_extra[29] = {0, 0, 0, 0, 0, 0, 0, 0, 1, 1, 1, 1, 2, 2, 2,
                                         2, 3, 3, 3, 3, 4, 4, 4, 4, 5, 5, 5, 5, 0};
static const uint16_t dist_base[30] = {1, 2, 3, 4, 5, 7, 9, 13, 17, 25, 33, 49, 65, 97, 129,
                                       193, 257, 385, 513, 769, 1025, 1537, 2049, 3073, 4097, 6145,
                                       8193, 12289, 16385, 24577};
static const uint8_t dist_extra[30] = {0, 0, 0, 0, 1, 1, 2, 2, 3, 3, 4, 4, 5, 5, 6,
                                       6, 7, 7, 8, 8, 9, 9, 10, 10, 11, 11, 12, 12, 13, 13};

static int length_code(int length) {  // 0...28 (symbol 257 + code)
    int c = 0;
    while (c < 28 && length_base[c + 1] <= length) c++;
    return c;
}

// Length codes by table (filled once per block: 256 short searches).
typedef struct {
    uint8_t of[MAX_MATCH + 1];
} length_table;

static void fill_length_table(length_table *t) {
    for (int l = 3; l <= MAX_MATCH; l++) t->of[l] = (uint8_t)length_code(l);
}

static int dist_code(int distance) {  // 0...29
    // Codes 0–3 are distances 1–4; above, two codes a power of two (RFC 1951, 3.2.5): for
    // d − 1 with its highest bit at position b, code 2b or 2b + 1 by the bit below it.
    const unsigned v = (unsigned)distance - 1;
    if (v < 4) return (int)v;
    const int b = 31 - __builtin_clz(v);
    return 2 * b + (int)((v >> (b - 1)) & 1);
}

// A symbol: a literal byte (distance 0) or a match. Packed as length_or_literal << 16 | distance.
// Each symbol's Huffman code is counted as it is made, so the block needs no second pass to
// count them.
typedef struct {
    uint32_t *items;
    size_t count;
    uint32_t lit_freq[LITLEN_CODES], dist_freq[DIST_CODES];
    length_table lengths;
} symbols;

static void symbols_init(symbols *s, uint32_t *items) {
    memset(s, 0, sizeof *s);
    s->items = items;
    fill_length_table(&s->lengths);
}

static inline void literal(symbols *s, uint8_t byte) {
    s->items[s->count++] = (uint32_t)byte << 16;
    s->lit_freq[byte]++;
}

// A match of `length` bytes (a multiple of the pixel size, at least 3) as matches of at most 258
// bytes, never leaving a tail shorter than deflate's 3.
static inline void match(symbols *s, size_t length, uint32_t distance) {
    const int dc = dist_code((int)distance);
    while (length > 0) {
        size_t part = length <= MAX_MATCH ? length : (length - MAX_MATCH < 3 ? length - 3 : MAX_MATCH);
        s->items[s->count++] = (uint32_t)part << 16 | distance;
        s->lit_freq[257 + s->lengths.of[part]]++;
        s->dist_freq[dc]++;
        length -= part;
    }
}

typedef struct {
    uint8_t *bytes;
    size_t length;
    uint64_t bits;
    int count;
} bit_writer;

// At most 16 bits a call; whole 32-bit words go out as soon as they are complete, so fewer than
// 32 bits wait in `bits` between calls.
static inline void put(bit_writer *w, uint32_t value, int bits) {
    w->bits |= (uint64_t)value << w->count;
    w->count += bits;
    if (w->count >= 32) {
        uint8_t *p = w->bytes + w->length;
        p[0] = (uint8_t)w->bits;
        p[1] = (uint8_t)(w->bits >> 8);
        p[2] = (uint8_t)(w->bits >> 16);
        p[3] = (uint8_t)(w->bits >> 24);
        w->length += 4;
        w->bits >>= 32;
        w->count -= 32;
    }
}

// Writes out the bits still waiting, padded with zeros to a whole byte.
static void align(bit_writer *w) {
    while (w->count > 0) {
        w->bytes[w->length++] = (uint8_t)w->bits;
        w->bits >>= 8;
        w->count = w->count > 8 ? w->count - 8 : 0;
    }
    w->bits = 0;
}

static const uint8_t code_length_order[19] = {16, 17, 18, 0, 8, 7, 9, 6, 10, 5, 11, 4, 12, 3, 13, 2, 14, 1, 15};

// One dynamic-Huffman block holding `s`, final or not.
static void write_block(bit_writer *w, symbols *s, int final) {
    uint32_t *lit_freq = s->lit_freq, *dist_freq = s->dist_freq;
    const length_table *lengths = &s->lengths;
    lit_freq[END_OF_BLOCK] = 1;
    uint8_t lit_len[LITLEN_CODES], dist_len[DIST_CODES];
    clibpng_huffman_lengths(lit_freq, LITLEN_CODES, 15, lit_len);
    clibpng_huffman_lengths(dist_freq, DIST_CODES, 15, dist_len);
    uint16_t lit_code[LITLEN_CODES], dist_code_bits[DIST_CODES];
    clibpng_huffman_codes(lit_len, LITLEN_CODES, lit_code);
    clibpng_huffman_codes(dist_len, DIST_CODES, dist_code_bits);

    int hlit = LITLEN_CODES, hdist = DIST_CODES;
    while (hlit > 257 && lit_len[hlit - 1] == 0) hlit--;
    while (hdist > 1 && dist_len[hdist - 1] == 0) hdist--;
    uint8_t all[LITLEN_CODES + DIST_CODES];
    memcpy(all, lit_len, (size_t)hlit);
    memcpy(all + hlit, dist_len, (size_t)hdist);
    int total = hlit + hdist;

    // The code lengths, run-length coded with 16 (repeat the previous 3–6 times), 17 (3–10
    // zeros) and 18 (11–138 zeros): each entry symbol | extra value << 8.
    uint16_t runs[LITLEN_CODES + DIST_CODES];
    int run_count = 0;
    uint32_t cl_freq[19] = {0};
    for (int i = 0; i < total;) {
        int value = all[i], n = 1;
        while (i + n < total && all[i + n] == value) n++;
        i += n;
        if (value == 0) {
            while (n >= 11) {
                int k = n > 138 ? 138 : n;
                runs[run_count++] = (uint16_t)(18 | (k - 11) << 8);
                cl_freq[18]++;
                n -= k;
            }
            if (n >= 3) {
                runs[run_count++] = (uint16_t)(17 | (n - 3) << 8);
                cl_freq[17]++;
                n = 0;
            }
        } else {
            runs[run_count++] = (uint16_t)value;
            cl_freq[value]++;
            n--;
            while (n >= 3) {
                int k = n > 6 ? 6 : n;
                runs[run_count++] = (uint16_t)(16 | (k - 3) << 8);
                cl_freq[16]++;
                n -= k;
            }
        }
        while (n-- > 0) {
            runs[run_count++] = (uint16_t)value;
            cl_freq[value]++;
        }
    }
    uint8_t cl_len[19];
    uint16_t cl_code[19];
    clibpng_huffman_lengths(cl_freq, 19, 7, cl_len);
    clibpng_huffman_codes(cl_len, 19, cl_code);
    int hclen = 19;
    while (hclen > 4 && cl_len[code_length_order[hclen - 1]] == 0) hclen--;

    put(w, final ? 1 : 0, 1);
    put(w, 2, 2);
    put(w, (uint32_t)(hlit - 257), 5);
    put(w, (uint32_t)(hdist - 1), 5);
    put(w, (uint32_t)(hclen - 4), 4);
    for (int i = 0; i < hclen; i++) put(w, cl_len[code_length_order[i]], 3);
    for (int i = 0; i < run_count; i++) {
        int symbol = runs[i] & 0xFF, extra = runs[i] >> 8;
        put(w, cl_code[symbol], cl_len[symbol]);
        if (symbol == 16) put(w, (uint32_t)extra, 2);
        if (symbol == 17) put(w, (uint32_t)extra, 3);
        if (symbol == 18) put(w, (uint32_t)extra, 7);
    }
    for (size_t i = 0; i < s->count; i++) {
        uint32_t item = s->items[i], distance = item & 0xFFFF, value = item >> 16;
        if (distance == 0) {
            put(w, lit_code[value], lit_len[value]);
        } else {
            int lc = lengths->of[value], dc = dist_code((int)distance);
            put(w, lit_code[257 + lc], lit_len[257 + lc]);
            put(w, value - length_base[lc], length_extra[lc]);
            put(w, dist_code_bits[dc], dist_len[dc]);
            put(w, distance - dist_base[dc], dist_extra[dc]);
        }
    }
    put(w, lit_code[END_OF_BLOCK], lit_len[END_OF_BLOCK]);
}

// Row `y` Up-filtered (PNG filter 2: each sample minus the one above, the first row as it is),
// its filter byte first, `channels` samples a pixel from the RGBA pixels. For RGB, returns whether
// every alpha byte dropped was 255 (the caller's check that the image is opaque); 1 for RGBA.
static int filter_up(const uint8_t *rgba, uint32_t width, int channels, uint32_t y, uint8_t *out) {
    const size_t rgba_row = (size_t)width * 4;
    const uint8_t *row = rgba + (size_t)y * rgba_row;
    out[0] = 2;
    if (y == 0) {
        uint8_t alphas = 0xFF;
        for (uint32_t x = 0; x < width; x++) {
            memcpy(out + 1 + (size_t)x * channels, row + (size_t)x * 4, (size_t)channels);
            alphas &= row[(size_t)x * 4 + 3];
        }
        return channels == 4 || alphas == 0xFF;
    }
    const uint8_t *above = row - rgba_row;
    // One loop per channel count, so the compiler sees the constant (RGBA: a plain byte loop it
    // vectorises; RGB: three bytes of each four).
    if (channels == 4) {
        for (size_t k = 0; k < rgba_row; k++) out[1 + k] = (uint8_t)(row[k] - above[k]);
        return 1;
    }
    uint32_t x = 0;
    uint8_t alphas = 0xFF;
#if defined(__SSE2__)
    // Four pixels a step (SSE2, which every x86-64 has): one byte-wise subtraction, then each
    // 64-bit half's two pixels packed into its low 6 bytes (the alpha bytes squeezed out) and the
    // upper half moved down 2 bytes to follow the lower: 12 bytes out, written as 16 that the next
    // write overlaps (`out` has 8 bytes to spare, and the last step writes at most 4 past the row).
    // The same bytes as the loops below, in about a third of the instructions.
    {
        const __m128i low_pixel = _mm_set1_epi64x(0xFFFFFF), high_pixel = _mm_set1_epi64x(0xFFFFFF000000ll);
        const __m128i lower_half = _mm_set_epi64x(0, -1), upper_half = _mm_set_epi64x(-1, 0);
        __m128i all = _mm_set1_epi8(-1);
        for (; x + 4 <= width; x += 4) {
            const __m128i a = _mm_loadu_si128((const __m128i *)(row + (size_t)x * 4));
            const __m128i b = _mm_loadu_si128((const __m128i *)(above + (size_t)x * 4));
            all = _mm_and_si128(all, a);
            const __m128i d = _mm_sub_epi8(a, b);
            const __m128i packed = _mm_or_si128(_mm_and_si128(d, low_pixel), _mm_and_si128(_mm_srli_epi64(d, 8), high_pixel));
            const __m128i joined = _mm_or_si128(_mm_and_si128(packed, lower_half), _mm_srli_si128(_mm_and_si128(packed, upper_half), 2));
            _mm_storeu_si128((__m128i *)(out + 1 + (size_t)x * 3), joined);
        }
        // The alpha bytes (3, 7, 11, 15) each 0xFF in every pixel ANDed together.
        if ((_mm_movemask_epi8(_mm_cmpeq_epi8(all, _mm_set1_epi8(-1))) & 0x8888) != 0x8888) alphas = 0;
    }
#elif defined(__BYTE_ORDER__) && __BYTE_ORDER__ == __ORDER_LITTLE_ENDIAN__
    // Two pixels a 64-bit word, subtracted byte by byte without borrows between bytes (SWAR:
    // high bits set in the minuend and cleared in the subtrahend, then put back), the alpha
    // bytes squeezed out: 6 bytes out per word, each written as 8 bytes that the next write
    // overlaps (`out` has 8 bytes to spare, see clibpng_deflate_rows).
    const uint64_t high = 0x8080808080808080ull, alpha_bytes = 0xFF000000FF000000ull;
    uint64_t all = ~0ull;
    for (; x + 2 <= width; x += 2) {
        uint64_t a, b;
        memcpy(&a, row + (size_t)x * 4, 8);
        memcpy(&b, above + (size_t)x * 4, 8);
        all &= a;
        uint64_t d = ((a | high) - (b & ~high)) ^ ((a ^ ~b) & high);
        uint64_t packed = (d & 0xFFFFFFull) | ((d >> 8) & 0xFFFFFF000000ull);
        memcpy(out + 1 + (size_t)x * 3, &packed, 8);
    }
    if ((all & alpha_bytes) != alpha_bytes) alphas = 0;
#endif
    for (; x < width; x++) {
        const size_t from = (size_t)x * 4, to = 1 + (size_t)x * 3;
        out[to] = (uint8_t)(row[from] - above[from]);
        out[to + 1] = (uint8_t)(row[from + 1] - above[from + 1]);
        out[to + 2] = (uint8_t)(row[from + 2] - above[from + 2]);
        alphas &= row[from + 3];
    }
    return alphas == 0xFF;
}

// How many bytes of `a` equal those of `b`, at most `limit`: sixteen or eight at a time, then one
// by one.
static inline size_t common_prefix(const uint8_t *a, const uint8_t *b, size_t limit) {
    size_t n = 0;
#if defined(__SSE2__)
    // Sixteen at a time first: a row's runs of zeros are long.
    while (n + 16 <= limit) {
        const unsigned equal = (unsigned)_mm_movemask_epi8(
            _mm_cmpeq_epi8(_mm_loadu_si128((const __m128i *)(a + n)), _mm_loadu_si128((const __m128i *)(b + n))));
        if (equal != 0xFFFF) return n + (size_t)__builtin_ctz(~equal);
        n += 16;
    }
#endif
    while (n + 8 <= limit) {
        uint64_t x, y;
        memcpy(&x, a + n, 8);
        memcpy(&y, b + n, 8);
        if (x != y) {
            // The first differing byte: the lowest in memory, whatever the byte order.
#if defined(__BYTE_ORDER__) && __BYTE_ORDER__ == __ORDER_BIG_ENDIAN__
            return n + (size_t)(__builtin_clzll(x ^ y) >> 3);
#else
            return n + (size_t)(__builtin_ctzll(x ^ y) >> 3);
#endif
        }
        n += 8;
    }
    while (n < limit && a[n] == b[n]) n++;
    return n;
}

// How many bytes from `i` on (before `end`) equal the bytes `back` before them in `f`. The two
// ranges may overlap (a run of one byte or one pixel): comparing byte k with byte k - back is the
// same test either way.
static inline size_t run_within(const uint8_t *f, size_t i, size_t end, size_t back) {
    return common_prefix(f + i, f + i - back, end - i);
}

// How many bytes from `i` on (before `end`) equal those of `ref` from `j` on (before `ref_end`).
static inline size_t run_against(const uint8_t *f, size_t i, size_t end, const uint8_t *ref, size_t j, size_t ref_end) {
    if (j >= ref_end) return 0;
    size_t limit = end - i < ref_end - j ? end - i : ref_end - j;
    return common_prefix(f + i, ref + j, limit);
}

int clibpng_row_deflate_fits(uint32_t width, int32_t channels) {
    if ((channels != 3 && channels != 4) || width == 0) return 0;
    return 1 + (size_t)width * (size_t)channels + (size_t)channels <= MAX_DISTANCE;
}

int32_t clibpng_deflate_rows(const uint8_t *rgba, uint32_t width, uint32_t height, int32_t channels,
                             uint32_t first_row, uint32_t end_row, int32_t check_opaque, clibpng_row_segment *out) {
    memset(out, 0, sizeof *out);
    const size_t stride = 1 + (size_t)width * (size_t)channels;  // a filtered row: filter byte + samples
    if (!clibpng_row_deflate_fits(width, channels) || first_row >= end_row || end_row > height) {
        return CLIBPNG_ENCODING;
    }
    const size_t rows = end_row - first_row;
    // At most one symbol a byte.
    symbols s;
    symbols_init(&s, malloc(sizeof(uint32_t) * rows * stride));
    // (8 bytes to spare for filter_up's word writes.)
    uint8_t *current = malloc(stride + 8), *previous = malloc(stride + 8);
    if (s.items == NULL || current == NULL || previous == NULL) {
        free(s.items);
        free(current);
        free(previous);
        return CLIBPNG_ENCODING;
    }
    const size_t rgba_row = (size_t)width * 4;
    const size_t ch = (size_t)channels;
    // A row equal to the one above filters to its filter byte and zeros.
    memset(current, 0, stride);
    current[0] = 2;
    const uint32_t zero_row_adler = clibpng_adler32(1, current, stride);
    // The filtered row above (the previous segment's last, for the first row of a segment).
    int previous_valid = first_row > 0;
    if (previous_valid) filter_up(rgba, width, channels, first_row - 1, previous);
    uint32_t adler = 1;
    for (uint32_t y = first_row; y < end_row; y++) {
        const uint8_t *row = rgba + (size_t)y * rgba_row;
        if (y > 0 && memcmp(row, row - rgba_row, rgba_row) == 0) {
            literal(&s, 2);
            literal(&s, 0);
            if (stride - 2 >= 3) {
                match(&s, stride - 2, 1);
            } else {
                for (size_t k = 2; k < stride; k++) literal(&s, 0);
            }
            adler = (uint32_t)adler32_combine(adler, zero_row_adler, (z_off_t)stride);
            memset(previous, 0, stride);
            previous[0] = 2;
            previous_valid = 1;
            continue;
        }
        // (A row equal to the one above has its alpha: only rows filtered here need looking at,
        // and row 0 always is.)
        if (!filter_up(rgba, width, channels, y, current) && check_opaque) {
            free(current);
            free(previous);
            free(s.items);
            return CLIBPNG_NOT_OPAQUE;
        }
        adler = clibpng_adler32(adler, current, stride);
        literal(&s, current[0]);
        size_t i = 1;
        while (i < stride) {
            // Most bytes of a row that differs from the one above start no match: one byte
            // compared with each candidate's first says so without measuring any (the same
            // choice as below, where a candidate whose first byte differs has length 0).
            {
                const uint8_t b = current[i];
                int any = b == current[i - 1] || (i >= ch && b == current[i - ch]);
                if (!any && previous_valid) {
                    any = b == previous[i] || (i + ch < stride && b == previous[i + ch]) || (i >= ch && b == previous[i - ch]);
                }
                if (!any) {
                    literal(&s, b);
                    i++;
                    continue;
                }
            }
            // The longest of: a byte repeated, a pixel repeated, and the filtered row above at
            // the same pixel or one pixel to either side (diagonal hatching moves a pixel a row).
            size_t best = run_within(current, i, stride, 1), distance = 1;
            if (i >= ch) {
                size_t n = run_within(current, i, stride, ch);
                if (n > best) best = n, distance = ch;
            }
            // Matches one row back cost about 10 more bits: worth it from 5 bytes.
            size_t far_best = 0, far_distance = 0;
            // A long run is taken as it is: the rows above are searched only where it is short.
            if (previous_valid && best < 32) {
                size_t n = run_against(current, i, stride, previous, i, stride);
                if (n > far_best) far_best = n, far_distance = stride;
                n = run_against(current, i, stride, previous, i + ch, stride);
                if (n > far_best) far_best = n, far_distance = stride - ch;
                if (i >= ch) {
                    n = run_against(current, i, stride, previous, i - ch, stride);
                    if (n > far_best) far_best = n, far_distance = stride + ch;
                }
            }
            if (far_best >= 5 && far_best > best + 2) best = far_best, distance = far_distance;
            if (best >= 3) {
                match(&s, best, (uint32_t)distance);
                i += best;
            } else {
                literal(&s, current[i]);
                i++;
            }
        }
        uint8_t *swap = previous;
        previous = current;
        current = swap;
        previous_valid = 1;
    }
    free(current);
    free(previous);

    const int final = end_row == height;
    // The output's worst case, so `put` needs no bounds check: a symbol is at most 48 bits, 6
    // bytes (a 15-bit length code, 5 extra bits, a 15-bit distance code, 13 extra bits); the block
    // header at most 17 + 57 + 316 * 14 bits (about 563 bytes), and the end-of-block code, sync
    // marker and alignment under 10 bytes more.
    size_t capacity = s.count * 6 + 1024;
    bit_writer w = {malloc(capacity), 0, 0, 0};
    if (w.bytes == NULL) {
        free(s.items);
        return CLIBPNG_ENCODING;
    }
    write_block(&w, &s, final);
    if (!final) {
        // An empty stored block: the segment ends on a byte boundary, so segments concatenate
        // (zlib's Z_SYNC_FLUSH marker).
        put(&w, 0, 3);
        align(&w);
        put(&w, 0x0000, 16);
        put(&w, 0xFFFF, 16);
    } else {
        align(&w);
    }
    free(s.items);
    out->bytes = w.bytes;
    out->length = w.length;
    out->adler = adler;
    out->raw_length = (uint64_t)rows * stride;
    return CLIBPNG_OK;
}

uint32_t clibpng_adler32_combine(uint32_t first, uint32_t second, uint64_t second_length) {
    return (uint32_t)adler32_combine(first, second, (z_off_t)second_length);
}
