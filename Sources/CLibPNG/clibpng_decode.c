// Decoding a PNG held in memory to RGBA8 with libpng.
#include <setjmp.h>
#include <stdlib.h>
#include <string.h>

#include "clibpng_internal.h"

struct clibpng_decoder {
    png_structp png;
    png_infop info;
    clibpng_error_sink sink;
    const uint8_t *bytes;
    size_t length;
    size_t offset;
    uint32_t width;
    uint32_t height;
};

static uint32_t read_be32(const uint8_t *p) {
    return ((uint32_t)p[0] << 24) | ((uint32_t)p[1] << 16) | ((uint32_t)p[2] << 8) | (uint32_t)p[3];
}

static int exceeds(clibpng_limits limits, uint32_t width, uint32_t height) {
    return width > limits.max_width || height > limits.max_height ||
           (uint64_t)width * (uint64_t)height > limits.max_pixels;
}

// libpng's read callback over the caller's buffer: a short read is a truncated file.
static void read_from_memory(png_structp png, png_bytep out, size_t count) {
    clibpng_decoder *decoder = (clibpng_decoder *)png_get_io_ptr(png);
    if (count > decoder->length - decoder->offset) {
        png_error(png, "unexpected end of file (truncated PNG)");
    }
    memcpy(out, decoder->bytes + decoder->offset, count);
    decoder->offset += count;
}

// Only the chunks that change the RGBA8 pixels or carry text are worth reading. Everything else
// (gAMA, cHRM, iCCP, sRGB, bKGD, sPLT, ...) is skipped after its CRC check: that keeps the pixels
// free of colour management, as Pillow and pngjs read them, and keeps hostile ancillary chunks
// from being parsed at all.
static void keep_only_needed_chunks(png_structp png) {
    static const png_byte needed[] = {
        't', 'R', 'N', 'S', '\0',
        't', 'E', 'X', 't', '\0',
        'z', 'T', 'X', 't', '\0',
        'i', 'T', 'X', 't', '\0',
    };
    png_set_keep_unknown_chunks(png, PNG_HANDLE_CHUNK_NEVER, NULL, -1);
    png_set_keep_unknown_chunks(png, PNG_HANDLE_CHUNK_AS_DEFAULT, needed, (int)(sizeof needed / 5));
}

clibpng_decoder *clibpng_decoder_open(const uint8_t *bytes, size_t length, clibpng_limits limits,
                                      uint32_t *width, uint32_t *height, clibpng_error *error) {
    *width = 0;
    *height = 0;
    if (length < 8 || png_sig_cmp(bytes, 0, 8) != 0) {
        clibpng_fail(error, CLIBPNG_NOT_PNG, "not a PNG file (signature mismatch)");
        return NULL;
    }
    // The size check comes before libpng touches the file, from IHDR's raw bytes, so a file that
    // declares 100000 x 100000 is refused with its real size and before any allocation.
    if (length >= 8 + 8 + 13 && memcmp(bytes + 12, "IHDR", 4) == 0) {
        uint32_t declared_width = read_be32(bytes + 16);
        uint32_t declared_height = read_be32(bytes + 20);
        if (exceeds(limits, declared_width, declared_height)) {
            *width = declared_width;
            *height = declared_height;
            clibpng_fail(error, CLIBPNG_TOO_LARGE, "image is %u x %u, over the limits", declared_width,
                         declared_height);
            return NULL;
        }
    }

    // Every chunk must fit in the file before libpng reads any: libpng 1.6 allocates an ancillary
    // chunk's declared length before it reads the data, so a 100-byte file whose tEXt chunk
    // declares 2 GB made it allocate 2 GB (found by fuzzing, Fuzz/Regressions/FuzzPNGDecoder).
    for (size_t offset = 8; offset + 8 <= length;) {
        uint32_t chunk_length = read_be32(bytes + offset);
        size_t left = length - offset - 8;
        if (chunk_length > 0x7fffffffu || (size_t)chunk_length + 4 > left) {
            char type[5] = {0};
            for (int i = 0; i < 4; i++) {
                uint8_t c = bytes[offset + 4 + (size_t)i];
                type[i] = c >= 0x20 && c < 0x7f ? (char)c : '?';
            }
            clibpng_fail(error, CLIBPNG_CORRUPT,
                         "chunk '%s' at byte %zu declares %u bytes of data, but only %zu bytes follow (truncated or corrupt PNG)",
                         type, offset, chunk_length, left >= 4 ? left - 4 : 0);
            return NULL;
        }
        if (memcmp(bytes + offset + 4, "IEND", 4) == 0) break;
        offset += 12 + (size_t)chunk_length;
    }

    clibpng_decoder *decoder = (clibpng_decoder *)calloc(1, sizeof *decoder);
    if (decoder == NULL) {
        clibpng_fail(error, CLIBPNG_UNSUPPORTED, "out of memory");
        return NULL;
    }
    decoder->bytes = bytes;
    decoder->length = length;
    decoder->sink.error = error;
    decoder->sink.code = CLIBPNG_CORRUPT;
    decoder->png = png_create_read_struct(PNG_LIBPNG_VER_STRING, &decoder->sink, clibpng_on_error,
                                          clibpng_on_warning);
    if (decoder->png != NULL) decoder->info = png_create_info_struct(decoder->png);
    if (decoder->png == NULL || decoder->info == NULL) {
        clibpng_decoder_close(decoder);
        clibpng_fail(error, CLIBPNG_UNSUPPORTED, "out of memory creating the libpng reader");
        return NULL;
    }
    if (setjmp(png_jmpbuf(decoder->png))) {
        clibpng_decoder_close(decoder);
        return NULL;
    }
    // Bound everything libpng may allocate for a hostile file: the image size (again, in case IHDR
    // was not where the raw check looked), each ancillary chunk, and how many of them it keeps.
    png_set_user_limits(decoder->png, limits.max_width > 0x7fffffffu ? 0x7fffffffu : limits.max_width,
                        limits.max_height > 0x7fffffffu ? 0x7fffffffu : limits.max_height);
    png_set_chunk_malloc_max(decoder->png, CLIBPNG_MAX_CHUNK_BYTES);
    png_set_chunk_cache_max(decoder->png, CLIBPNG_MAX_CACHED_CHUNKS);
    keep_only_needed_chunks(decoder->png);
    png_set_read_fn(decoder->png, decoder, read_from_memory);
    png_read_info(decoder->png, decoder->info);

    decoder->width = png_get_image_width(decoder->png, decoder->info);
    decoder->height = png_get_image_height(decoder->png, decoder->info);
    if (exceeds(limits, decoder->width, decoder->height)) {
        *width = decoder->width;
        *height = decoder->height;
        clibpng_fail(error, CLIBPNG_TOO_LARGE, "image is %u x %u, over the limits", decoder->width,
                     decoder->height);
        clibpng_decoder_close(decoder);
        return NULL;
    }
    *width = decoder->width;
    *height = decoder->height;
    return decoder;
}

// Asks libpng for 8-bit RGBA whatever the stored format, with no gamma or background handling.
static void request_rgba8(png_structp png, png_infop info) {
    int color_type = png_get_color_type(png, info);
    int bit_depth = png_get_bit_depth(png, info);
    int has_trns = png_get_valid(png, info, PNG_INFO_tRNS) != 0;

    if (color_type == PNG_COLOR_TYPE_PALETTE) png_set_palette_to_rgb(png);
    // Exact scaling of 1/2/4-bit gray: x255, x85, x17 (libpng replicates the bits).
    if (color_type == PNG_COLOR_TYPE_GRAY && bit_depth < 8) png_set_expand_gray_1_2_4_to_8(png);
    // tRNS is compared with the raw samples (16-bit keys against 16-bit samples) before any
    // stripping, because libpng runs the expansion before png_set_strip_16.
    if (has_trns) png_set_tRNS_to_alpha(png);
    // 16-bit samples keep their high byte, like Pillow (RGB;16B, RGBA;16B, LA;16B unpackers).
    if (bit_depth == 16) png_set_strip_16(png);
    if (color_type == PNG_COLOR_TYPE_GRAY || color_type == PNG_COLOR_TYPE_GRAY_ALPHA) {
        png_set_gray_to_rgb(png);
    }
    if (!(color_type & PNG_COLOR_MASK_ALPHA) && !has_trns) png_set_add_alpha(png, 0xff, PNG_FILLER_AFTER);
}

int32_t clibpng_decoder_read_rgba(clibpng_decoder *decoder, uint8_t *out, size_t out_length,
                                  clibpng_error *error) {
    decoder->sink.error = error;
    decoder->sink.code = CLIBPNG_CORRUPT;
    size_t row_bytes = (size_t)decoder->width * 4;
    if (out_length / row_bytes < decoder->height) {
        return clibpng_fail(error, CLIBPNG_UNSUPPORTED, "output buffer too small");
    }
    if (setjmp(png_jmpbuf(decoder->png))) return error->code;

    request_rgba8(decoder->png, decoder->info);
    int passes = png_set_interlace_handling(decoder->png);
    png_read_update_info(decoder->png, decoder->info);
    if (png_get_rowbytes(decoder->png, decoder->info) != row_bytes) {
        return clibpng_fail(error, CLIBPNG_UNSUPPORTED, "libpng produced %zu bytes a row, expected %zu",
                            (size_t)png_get_rowbytes(decoder->png, decoder->info), row_bytes);
    }
    // Reading row by row straight into the caller's buffer: no row-pointer array, no second copy.
    // For interlaced images each pass fills in its own pixels of the same rows.
    for (int pass = 0; pass < passes; pass++) {
        uint8_t *row = out;
        for (uint32_t y = 0; y < decoder->height; y++, row += row_bytes) {
            png_read_row(decoder->png, row, NULL);
        }
    }
    // The chunks after the image data: text, and the checks that the data ended cleanly.
    png_read_end(decoder->png, decoder->info);
    return CLIBPNG_OK;
}

int32_t clibpng_decoder_text_count(clibpng_decoder *decoder) {
    png_textp texts = NULL;
    return (int32_t)png_get_text(decoder->png, decoder->info, &texts, NULL);
}

void clibpng_decoder_text_at(clibpng_decoder *decoder, int32_t index, clibpng_text *out) {
    png_textp texts = NULL;
    int count = png_get_text(decoder->png, decoder->info, &texts, NULL);
    memset(out, 0, sizeof *out);
    if (index < 0 || index >= count || texts == NULL) return;
    png_textp text = &texts[index];
    out->keyword = text->key != NULL ? text->key : "";
    out->keyword_length = strlen(out->keyword);
    out->text = text->text != NULL ? text->text : "";
    // libpng stores each text NUL-terminated and computes its length with strlen.
    out->text_length = strlen(out->text);
    out->is_utf8 = text->compression >= PNG_ITXT_COMPRESSION_NONE;
}

void clibpng_decoder_close(clibpng_decoder *decoder) {
    if (decoder == NULL) return;
    if (decoder->png != NULL) {
        png_destroy_read_struct(&decoder->png, decoder->info != NULL ? &decoder->info : NULL, NULL);
    }
    free(decoder);
}
