// Plain libpng with its defaults, for RecordBenchmarks: the baseline an encoder of ours is
// measured against in the same run (the same encoding as Benchmarks/png/libpng_default.c).
#ifndef PLAIN_LIBPNG_H
#define PLAIN_LIBPNG_H

#include <stddef.h>
#include <stdint.h>
// mallopt, for RecordBenchmarks' memory set-up (Swift's Glibc module does not hold it).
#include <malloc.h>

/// Encodes `width` × `height` RGBA8 pixels (rows `width * 4` bytes apart) with png_write_png and
/// every libpng default (RGBA, default compression level, strategy and adaptive filters), in
/// memory. Returns the PNG's size, 0 on error; `*out` is malloc'ed (free it with free).
size_t plain_libpng_encode_rgba(const uint8_t *pixels, uint32_t width, uint32_t height, uint8_t **out);

#endif
