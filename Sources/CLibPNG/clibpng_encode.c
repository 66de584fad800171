// Encoding prepared rows (palette indices, RGB or RGBA) to PNG bytes in memory with libpng.
#include <setjmp.h>
#include <stdlib.h>
#include <string.h>

#include "clibpng_internal.h"

// Big IDAT chunks: each chunk costs 12 bytes, and libpng's default 8 KiB buffer would write
// hundreds of them for a phone-size image.
enum { IDAT_BUFFER_BYTES = 256 * 1024 };

typedef struct output_buffer {
    uint8_t *bytes;
    size_t length;
    size_t capacity;
} output_buffer;

static void write_to_memory(png_structp png, png_bytep data, size_t count) {
    output_buffer *buffer = (output_buffer *)png_get_io_ptr(png);
    if (count > buffer->capacity - buffer->length) {
        size_t capacity = buffer->capacity < 64 * 1024 ? 64 * 1024 : buffer->capacity;
        while (capacity - buffer->length < count) {
            if (capacity > SIZE_MAX / 2) png_error(png, "output too large");
            capacity *= 2;
        }
        uint8_t *grown = (uint8_t *)realloc(buffer->bytes, capacity);
        if (grown == NULL) png_error(png, "out of memory growing the output");
        buffer->bytes = grown;
        buffer->capacity = capacity;
    }
    memcpy(buffer->bytes + buffer->length, data, count);
    buffer->length += count;
}

static void flush_memory(png_structp png) { (void)png; }

static int32_t valid_params(const clibpng_encode_params *p, clibpng_error *error) {
    if (p->width == 0 || p->height == 0 || p->width > 0x7fffffffu || p->height > 0x7fffffffu) {
        return clibpng_fail(error, CLIBPNG_ENCODING, "a PNG needs width and height in 1...2^31-1, got %u x %u",
                            p->width, p->height);
    }
    int depth_ok = p->color_type == CLIBPNG_COLOR_PALETTE
                       ? (p->bit_depth == 1 || p->bit_depth == 2 || p->bit_depth == 4 || p->bit_depth == 8)
                       : p->bit_depth == 8;
    if (!depth_ok || (p->color_type != CLIBPNG_COLOR_PALETTE && p->color_type != CLIBPNG_COLOR_RGB &&
                      p->color_type != CLIBPNG_COLOR_RGBA)) {
        return clibpng_fail(error, CLIBPNG_ENCODING, "unsupported colour type %d at bit depth %d",
                            p->color_type, p->bit_depth);
    }
    if (p->color_type == CLIBPNG_COLOR_PALETTE &&
        (p->palette_count < 1 || p->palette_count > (1 << p->bit_depth) || p->trns_count < 0 ||
         p->trns_count > p->palette_count)) {
        return clibpng_fail(error, CLIBPNG_ENCODING, "palette of %d entries (%d with alpha) at bit depth %d",
                            p->palette_count, p->trns_count, p->bit_depth);
    }
    return CLIBPNG_OK;
}

// Sets everything that precedes the image data; libpng writes it in png_write_info.
static void describe_image(png_structp png, png_infop info, const clibpng_encode_params *p) {
    png_set_IHDR(png, info, p->width, p->height, p->bit_depth, p->color_type, PNG_INTERLACE_NONE,
                 PNG_COMPRESSION_TYPE_BASE, PNG_FILTER_TYPE_BASE);
    if (p->color_type == CLIBPNG_COLOR_PALETTE) {
        png_color palette[256];
        for (int i = 0; i < p->palette_count; i++) {
            palette[i].red = p->palette_rgb[3 * i];
            palette[i].green = p->palette_rgb[3 * i + 1];
            palette[i].blue = p->palette_rgb[3 * i + 2];
        }
        png_set_PLTE(png, info, palette, p->palette_count);
        if (p->trns_count > 0) png_set_tRNS(png, info, p->trns, p->trns_count, NULL);
    }
    if (p->text_count > 0) {
        png_textp texts = (png_textp)png_malloc(png, sizeof(png_text) * (size_t)p->text_count);
        memset(texts, 0, sizeof(png_text) * (size_t)p->text_count);
        for (int i = 0; i < p->text_count; i++) {
            texts[i].compression = p->texts[i].as_itxt ? PNG_ITXT_COMPRESSION_NONE : PNG_TEXT_COMPRESSION_NONE;
            texts[i].key = (png_charp)p->texts[i].keyword;
            texts[i].text = (png_charp)p->texts[i].text;
            texts[i].lang = NULL;
            texts[i].lang_key = NULL;
        }
        // png_set_text copies the strings, so the array can go at once.
        png_set_text(png, info, texts, p->text_count);
        png_free(png, texts);
    }
}

int32_t clibpng_encode(const clibpng_encode_params *params, uint8_t **out, size_t *out_length,
                       clibpng_error *error) {
    *out = NULL;
    *out_length = 0;
    int32_t status = valid_params(params, error);
    if (status != CLIBPNG_OK) return status;

    clibpng_error_sink sink = {error, CLIBPNG_ENCODING};
    // Nothing below is reassigned after setjmp, so it is all still valid after a longjmp; the
    // output grows on the heap, behind a pointer that stays the same.
    output_buffer *buffer = (output_buffer *)calloc(1, sizeof *buffer);
    png_structp png = buffer != NULL ? png_create_write_struct(PNG_LIBPNG_VER_STRING, &sink, clibpng_on_error,
                                                               clibpng_on_warning)
                                     : NULL;
    png_infop info = png != NULL ? png_create_info_struct(png) : NULL;
    if (png == NULL || info == NULL) {
        if (png != NULL) png_destroy_write_struct(&png, NULL);
        free(buffer);
        return clibpng_fail(error, CLIBPNG_ENCODING, "out of memory creating the libpng writer");
    }
    if (setjmp(png_jmpbuf(png))) {
        png_destroy_write_struct(&png, &info);
        free(buffer->bytes);
        free(buffer);
        return error->code;
    }

    png_set_write_fn(png, buffer, write_to_memory, flush_memory);
    png_set_compression_level(png, params->compression_level);
    png_set_compression_strategy(png, params->compression_strategy);
    png_set_compression_buffer_size(png, IDAT_BUFFER_BYTES);
    png_set_filter(png, PNG_FILTER_TYPE_BASE, params->filters);
    describe_image(png, info, params);
    png_write_info(png, info);
    // Transformations apply to the rows handed over below, after the header is written.
    if (params->color_type == CLIBPNG_COLOR_PALETTE && params->bit_depth < 8) png_set_packing(png);
    if (params->color_type == CLIBPNG_COLOR_RGB && params->rows_have_filler) {
        png_set_filler(png, 0, PNG_FILLER_AFTER);
    }
    const uint8_t *row = params->rows;
    for (uint32_t y = 0; y < params->height; y++, row += params->row_stride) {
        png_write_row(png, row);
    }
    png_write_end(png, NULL);

    png_destroy_write_struct(&png, &info);
    *out = buffer->bytes;
    *out_length = buffer->length;
    free(buffer);
    return CLIBPNG_OK;
}
