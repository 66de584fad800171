// See include/plain_libpng.h. Nothing is tuned here on purpose: this is the baseline.
#include <png.h>
#include <setjmp.h>
#include <stdlib.h>
#include <string.h>

#include "plain_libpng.h"

typedef struct {
    uint8_t *data;
    size_t length, capacity;
} writer;

static void write_memory(png_structp png, png_bytep data, size_t count) {
    writer *w = (writer *)png_get_io_ptr(png);
    if (w->length + count > w->capacity) {
        size_t capacity = w->capacity ? w->capacity : 65536;
        while (capacity < w->length + count) capacity *= 2;
        uint8_t *grown = realloc(w->data, capacity);
        if (grown == NULL) png_error(png, "out of memory");
        w->data = grown;
        w->capacity = capacity;
    }
    memcpy(w->data + w->length, data, count);
    w->length += count;
}

static void flush_memory(png_structp png) { (void)png; }

size_t plain_libpng_encode_rgba(const uint8_t *pixels, uint32_t width, uint32_t height, uint8_t **out) {
    *out = NULL;
    writer *w = calloc(1, sizeof *w);
    png_bytepp rows = malloc(sizeof(png_bytep) * height);
    png_structp png = png_create_write_struct(PNG_LIBPNG_VER_STRING, NULL, NULL, NULL);
    png_infop info = png ? png_create_info_struct(png) : NULL;
    if (w == NULL || rows == NULL || info == NULL) {
        if (png) png_destroy_write_struct(&png, NULL);
        free(rows);
        free(w);
        return 0;
    }
    if (setjmp(png_jmpbuf(png))) {
        png_destroy_write_struct(&png, &info);
        free(rows);
        free(w->data);
        free(w);
        return 0;
    }
    for (uint32_t y = 0; y < height; y++) rows[y] = (png_bytep)pixels + (size_t)y * width * 4;
    png_set_write_fn(png, w, write_memory, flush_memory);
    png_set_IHDR(png, info, width, height, 8, PNG_COLOR_TYPE_RGB_ALPHA, PNG_INTERLACE_NONE,
                 PNG_COMPRESSION_TYPE_DEFAULT, PNG_FILTER_TYPE_DEFAULT);
    png_set_rows(png, info, rows);
    png_write_png(png, info, PNG_TRANSFORM_IDENTITY, NULL);
    png_destroy_write_struct(&png, &info);
    free(rows);
    size_t length = w->length;
    *out = w->data;
    free(w);
    return length;
}
