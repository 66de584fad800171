// The baseline for Scripts/bench-png.sh: what plain libpng does with DEFAULT settings.
//
// For each file: decode to RGBA8 with png_read_png (expand palette/low depths/tRNS, strip 16-bit,
// gray to RGB, opaque alpha added), then encode that RGBA8 image with png_write_png and libpng's
// default compression. Both run in memory, as PNGBenchmarks does, so only the codec is timed.
//
//   cc -O2 libpng_default.c $(pkg-config --cflags --libs libpng) -o libpng_default
//   libpng_default [-n ITERATIONS] FILE.png...
// prints one line a file: "<file> <decode ms> <encode ms> <encoded bytes> <width> <height>", where
// the times are the median of ITERATIONS runs (default 5), in CPU milliseconds.
#include <png.h>
#include <setjmp.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

typedef struct {
    const unsigned char *data;
    size_t length, offset;
} reader;

typedef struct {
    unsigned char *data;
    size_t length, capacity;
} writer;

// CPU time of the process: libpng is single-threaded, and on a shared machine CPU time is far
// steadier than wall time. PNGBenchmarks measures the same clock.
static double now_ms(void) {
    struct timespec t;
    clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &t);
    return t.tv_sec * 1e3 + t.tv_nsec / 1e6;
}

static void read_memory(png_structp png, png_bytep out, size_t count) {
    reader *r = (reader *)png_get_io_ptr(png);
    if (count > r->length - r->offset) png_error(png, "truncated");
    memcpy(out, r->data + r->offset, count);
    r->offset += count;
}

static void write_memory(png_structp png, png_bytep data, size_t count) {
    writer *w = (writer *)png_get_io_ptr(png);
    if (w->length + count > w->capacity) {
        size_t capacity = w->capacity ? w->capacity : 65536;
        while (capacity < w->length + count) capacity *= 2;
        unsigned char *grown = realloc(w->data, capacity);
        if (grown == NULL) png_error(png, "out of memory");
        w->data = grown;
        w->capacity = capacity;
    }
    memcpy(w->data + w->length, data, count);
    w->length += count;
}

static void flush_memory(png_structp png) { (void)png; }

// Decodes to a malloc'ed RGBA8 buffer; returns NULL on error.
static unsigned char *decode_rgba(const unsigned char *data, size_t length, png_uint_32 *width, png_uint_32 *height) {
    reader r = {data, length, 0};
    png_structp png = png_create_read_struct(PNG_LIBPNG_VER_STRING, NULL, NULL, NULL);
    png_infop info = png_create_info_struct(png);
    unsigned char *volatile pixels = NULL;
    if (setjmp(png_jmpbuf(png))) {
        png_destroy_read_struct(&png, &info, NULL);
        free(pixels);
        return NULL;
    }
    png_set_read_fn(png, &r, read_memory);
    // Opaque images get an alpha byte of 255; the transforms below do the rest.
    png_set_add_alpha(png, 0xff, PNG_FILLER_AFTER);
    png_read_png(png, info, PNG_TRANSFORM_EXPAND | PNG_TRANSFORM_STRIP_16 | PNG_TRANSFORM_GRAY_TO_RGB, NULL);
    *width = png_get_image_width(png, info);
    *height = png_get_image_height(png, info);
    png_bytepp rows = png_get_rows(png, info);
    size_t row_bytes = (size_t)*width * 4;
    if (png_get_rowbytes(png, info) != row_bytes) png_error(png, "not RGBA8 after transforms");
    pixels = malloc(row_bytes * *height);
    for (png_uint_32 y = 0; y < *height; y++) memcpy(pixels + y * row_bytes, rows[y], row_bytes);
    png_destroy_read_struct(&png, &info, NULL);
    return pixels;
}

// Encodes RGBA8 with every libpng default; returns the size, or 0 on error.
static size_t encode_rgba(const unsigned char *pixels, png_uint_32 width, png_uint_32 height, writer *out) {
    out->length = 0;
    png_structp png = png_create_write_struct(PNG_LIBPNG_VER_STRING, NULL, NULL, NULL);
    png_infop info = png_create_info_struct(png);
    png_bytepp volatile rows = malloc(sizeof(png_bytep) * height);
    if (setjmp(png_jmpbuf(png))) {
        png_destroy_write_struct(&png, &info);
        free(rows);
        return 0;
    }
    for (png_uint_32 y = 0; y < height; y++) rows[y] = (png_bytep)pixels + (size_t)y * width * 4;
    png_set_write_fn(png, out, write_memory, flush_memory);
    png_set_IHDR(png, info, width, height, 8, PNG_COLOR_TYPE_RGB_ALPHA, PNG_INTERLACE_NONE,
                 PNG_COMPRESSION_TYPE_DEFAULT, PNG_FILTER_TYPE_DEFAULT);
    png_set_rows(png, info, rows);
    png_write_png(png, info, PNG_TRANSFORM_IDENTITY, NULL);
    png_destroy_write_struct(&png, &info);
    free(rows);
    return out->length;
}

static int compare_doubles(const void *a, const void *b) {
    double x = *(const double *)a, y = *(const double *)b;
    return (x > y) - (x < y);
}

static double median(double *values, int count) {
    qsort(values, (size_t)count, sizeof *values, compare_doubles);
    return count % 2 ? values[count / 2] : (values[count / 2 - 1] + values[count / 2]) / 2;
}

static unsigned char *read_file(const char *path, size_t *length) {
    FILE *file = fopen(path, "rb");
    if (file == NULL) return NULL;
    fseek(file, 0, SEEK_END);
    long size = ftell(file);
    fseek(file, 0, SEEK_SET);
    unsigned char *data = size > 0 ? malloc((size_t)size) : NULL;
    if (data != NULL && fread(data, 1, (size_t)size, file) != (size_t)size) {
        free(data);
        data = NULL;
    }
    fclose(file);
    *length = (size_t)size;
    return data;
}

int main(int argc, char **argv) {
    int iterations = 5;
    int first = 1;
    if (argc > 2 && strcmp(argv[1], "-n") == 0) {
        iterations = atoi(argv[2]);
        first = 3;
    }
    if (iterations < 1 || first >= argc) {
        fprintf(stderr, "usage: %s [-n ITERATIONS] FILE.png...\n", argv[0]);
        return 2;
    }
    double *decode_ms = malloc(sizeof(double) * (size_t)iterations);
    double *encode_ms = malloc(sizeof(double) * (size_t)iterations);
    writer out = {NULL, 0, 0};
    int status = 0;
    for (int f = first; f < argc; f++) {
        size_t length = 0;
        unsigned char *data = read_file(argv[f], &length);
        png_uint_32 width = 0, height = 0;
        unsigned char *pixels = data ? decode_rgba(data, length, &width, &height) : NULL;
        if (pixels == NULL) {
            fprintf(stderr, "%s: cannot read or decode\n", argv[f]);
            free(data);
            status = 1;
            continue;
        }
        size_t size = 0;
        for (int i = 0; i < iterations; i++) {
            double start = now_ms();
            free(decode_rgba(data, length, &width, &height));
            decode_ms[i] = now_ms() - start;
            start = now_ms();
            size = encode_rgba(pixels, width, height, &out);
            encode_ms[i] = now_ms() - start;
        }
        printf("%s %.3f %.3f %zu %u %u\n", argv[f], median(decode_ms, iterations), median(encode_ms, iterations), size,
               width, height);
        free(pixels);
        free(data);
    }
    free(out.data);
    free(decode_ms);
    free(encode_ms);
    return status;
}
