// A small C shim over libpng for the Swift PNGCodec module.
//
// libpng reports errors by longjmp-ing out of its own calls. A longjmp across Swift frames is
// undefined behaviour, so every setjmp lives in these C functions: each returns a status code and
// fills a clibpng_error, and no libpng error ever unwinds past this layer. This header uses only
// standard C types, so Swift never imports libpng itself.
#ifndef CLIBPNG_H
#define CLIBPNG_H

#include <stddef.h>
#include <stdint.h>

#ifdef __cplusplus
extern "C" {
#endif

/// Status codes; the Swift layer maps each to one PNGError case.
enum {
    CLIBPNG_OK = 0,
    CLIBPNG_NOT_PNG = 1,      // the 8-byte signature is missing
    CLIBPNG_TOO_LARGE = 2,    // IHDR declares more than the caller's limits
    CLIBPNG_CORRUPT = 3,      // libpng or zlib rejected the data
    CLIBPNG_UNSUPPORTED = 4,  // valid PNG we cannot hold (out of memory, odd row layout)
    CLIBPNG_ENCODING = 5,     // the encoder failed
    CLIBPNG_NOT_OPAQUE = 6,   // clibpng_deflate_rows met an alpha below 255
};

typedef struct clibpng_error {
    int32_t code;
    char message[256];
} clibpng_error;

/// Caller-given bounds, checked against IHDR before anything image-sized is allocated.
typedef struct clibpng_limits {
    uint32_t max_width;
    uint32_t max_height;
    uint64_t max_pixels;
} clibpng_limits;

// MARK: decoding

/// Opaque: a libpng read struct positioned after the chunks that precede the first IDAT.
typedef struct clibpng_decoder clibpng_decoder;

/// Checks the signature and IHDR, then reads every chunk before the image data.
/// `bytes` must stay valid and unchanged until clibpng_decoder_close.
/// Returns NULL on failure with `error` filled; for CLIBPNG_TOO_LARGE, `*width`/`*height` hold the
/// declared size. On success `*width`/`*height` are the image size.
clibpng_decoder *clibpng_decoder_open(const uint8_t *bytes, size_t length, clibpng_limits limits,
                                      uint32_t *width, uint32_t *height, clibpng_error *error);

/// Decodes the image as RGBA8 (no gamma correction, 16-bit samples keep their high byte) into
/// `out`, which must hold width * height * 4 bytes, then reads the chunks after the image data.
int32_t clibpng_decoder_read_rgba(clibpng_decoder *decoder, uint8_t *out, size_t out_length,
                                  clibpng_error *error);

/// One text chunk as libpng read it. Pointers stay valid until clibpng_decoder_close.
typedef struct clibpng_text {
    const char *keyword;   // Latin-1, NUL-terminated
    size_t keyword_length;
    const char *text;      // Latin-1 (tEXt, zTXt) or UTF-8 (iTXt)
    size_t text_length;
    int32_t is_utf8;       // 1 for iTXt
} clibpng_text;

/// Text chunks read so far (before and after the image data, in file order).
int32_t clibpng_decoder_text_count(clibpng_decoder *decoder);
void clibpng_decoder_text_at(clibpng_decoder *decoder, int32_t index, clibpng_text *out);

void clibpng_decoder_close(clibpng_decoder *decoder);

// MARK: encoding

/// PNG colour types the encoder writes.
enum {
    CLIBPNG_COLOR_PALETTE = 3,
    CLIBPNG_COLOR_RGB = 2,
    CLIBPNG_COLOR_RGBA = 6,
};

/// Row filter bits, the same values as libpng's PNG_FILTER_* masks.
enum {
    CLIBPNG_FILTER_NONE = 0x08,
    CLIBPNG_FILTER_SUB = 0x10,
    CLIBPNG_FILTER_UP = 0x20,
    CLIBPNG_FILTER_AVG = 0x40,
    CLIBPNG_FILTER_PAETH = 0x80,
};

typedef struct clibpng_text_entry {
    const char *keyword;  // Latin-1 bytes, NUL-terminated, already validated
    const char *text;     // Latin-1 (tEXt) or UTF-8 (iTXt), NUL-terminated
    int32_t as_itxt;      // 1: write an uncompressed iTXt, 0: tEXt
} clibpng_text_entry;

typedef struct clibpng_encode_params {
    uint32_t width;
    uint32_t height;
    int32_t color_type;          // CLIBPNG_COLOR_*
    int32_t bit_depth;           // 1, 2, 4 or 8 for palette (one index byte a pixel in `rows`); 8 otherwise
    const uint8_t *rows;         // first row; rows are `row_stride` bytes apart
    size_t row_stride;
    int32_t rows_have_filler;    // RGB from 4-byte pixels: the 4th byte is dropped
    const uint8_t *palette_rgb;  // palette_count RGB triples
    int32_t palette_count;
    const uint8_t *trns;         // alpha of the first trns_count palette entries
    int32_t trns_count;
    const clibpng_text_entry *texts;
    int32_t text_count;
    int32_t compression_level;   // zlib 0...9
    int32_t compression_strategy;// zlib Z_DEFAULT_STRATEGY 0, Z_FILTERED 1, Z_HUFFMAN_ONLY 2, Z_RLE 3, Z_FIXED 4
    int32_t filters;             // CLIBPNG_FILTER_* mask
} clibpng_encode_params;

/// Encodes to a malloc'ed buffer the caller frees with clibpng_free.
int32_t clibpng_encode(const clibpng_encode_params *params, uint8_t **out, size_t *out_length,
                       clibpng_error *error);

void clibpng_free(void *pointer);

// MARK: the row deflater (flat diagrams, RGB or RGBA)

/// One segment of a zlib stream's deflate data: rows [first_row, end_row) of the image, each a
/// filter byte (2: Up) and its samples filtered, coded as byte-aligned deflate blocks that may refer back
/// into earlier segments (at most one row back). Segments concatenated in order, between the zlib
/// header and the Adler-32 of the whole (the segments' `adler` combined), make the IDAT data.
typedef struct clibpng_row_segment {
    uint8_t *bytes;        // malloc'ed; free with clibpng_free
    size_t length;
    uint32_t adler;        // Adler-32 of this segment's uncompressed bytes
    uint64_t raw_length;   // how many uncompressed bytes that is
} clibpng_row_segment;

/// Deflates rows [first_row, end_row) of `rgba` (width * 4 bytes a row) as `channels` (3: RGB,
/// the alpha bytes dropped; 4: RGBA) samples a pixel; the segment that ends at `height` holds the
/// final block. Needs `clibpng_row_deflate_fits(width, channels)`; CLIBPNG_ENCODING otherwise.
/// When `check_opaque` and `channels` is 3, it also checks the alpha bytes it drops, and stops
/// with CLIBPNG_NOT_OPAQUE (the segment empty) at the first below 255: an image is written as RGB
/// without a pass of its own to find it opaque. (Rows equal to the row above are not looked at:
/// each equals the nearest row above it that differs, which is.)
int32_t clibpng_deflate_rows(const uint8_t *rgba, uint32_t width, uint32_t height, int32_t channels,
                             uint32_t first_row, uint32_t end_row, int32_t check_opaque, clibpng_row_segment *out);

/// Whether rows of `width` pixels of `channels` samples fit the row deflater: a match one row back
/// and one pixel aside (1 + width * channels + channels bytes) stays within deflate's 32 KiB
/// window. RGB up to 10,921 px, RGBA up to 8,190 px; wider rows go through libpng.
int clibpng_row_deflate_fits(uint32_t width, int32_t channels);

/// The Adler-32 of `length` bytes continuing `adler` (1 to start), as zlib's adler32 computes it
/// (16 bytes at a time where SSE2 is available, clibpng_adler32.c).
uint32_t clibpng_adler32(uint32_t adler, const uint8_t *bytes, size_t length);

/// zlib's adler32_combine: the Adler-32 of A followed by B from those of A and of B.
uint32_t clibpng_adler32_combine(uint32_t first, uint32_t second, uint64_t second_length);

// MARK: zlib helpers for the IDAT-free text reader

/// Inflates a zlib stream (zTXt, compressed iTXt), refusing output past `max_out` bytes.
/// The result is malloc'ed; free it with clibpng_free.
int32_t clibpng_inflate(const uint8_t *src, size_t src_length, size_t max_out, uint8_t **out,
                        size_t *out_length, clibpng_error *error);

/// CRC-32 as PNG chunks use it (zlib's crc32).
uint32_t clibpng_crc32(uint32_t crc, const uint8_t *bytes, size_t length);

/// Limits applied to ancillary chunks, shared with the Swift text reader so both agree.
enum {
    CLIBPNG_MAX_CHUNK_BYTES = 4 << 20,  // one chunk (IDAT aside), or one inflated text, at most 4 MiB
    CLIBPNG_MAX_CACHED_CHUNKS = 32,     // libpng keeps at most 30 text chunks: 32 - 2 (see png_handle_tEXt)
};

#ifdef __cplusplus
}
#endif

#endif
