// zlib helpers for the Swift text reader, which walks chunks itself so it never inflates IDAT.
#include <stdlib.h>
#include <zlib.h>

#include "clibpng_internal.h"

int32_t clibpng_inflate(const uint8_t *src, size_t src_length, size_t max_out, uint8_t **out,
                        size_t *out_length, clibpng_error *error) {
    *out = NULL;
    *out_length = 0;
    z_stream stream = {0};
    if (inflateInit(&stream) != Z_OK) return clibpng_fail(error, CLIBPNG_UNSUPPORTED, "zlib init failed");

    size_t capacity = 0;
    uint8_t *buffer = NULL;
    const uint8_t *next = src;
    size_t left = src_length;
    int result = Z_OK;
    // Grow the output in steps, never past max_out: a tiny zTXt can claim gigabytes.
    while (result != Z_STREAM_END) {
        if (stream.avail_in == 0) {
            stream.next_in = (Bytef *)next;
            stream.avail_in = left > 0x40000000u ? 0x40000000u : (uInt)left;
            next += stream.avail_in;
            left -= stream.avail_in;
        }
        if (stream.total_out == capacity) {
            if (capacity >= max_out) {
                inflateEnd(&stream);
                free(buffer);
                return clibpng_fail(error, CLIBPNG_CORRUPT, "compressed text inflates past %zu bytes", max_out);
            }
            size_t grown_capacity = capacity == 0 ? 4096 : capacity * 2;
            if (grown_capacity > max_out) grown_capacity = max_out;
            uint8_t *grown = (uint8_t *)realloc(buffer, grown_capacity);
            if (grown == NULL) {
                inflateEnd(&stream);
                free(buffer);
                return clibpng_fail(error, CLIBPNG_UNSUPPORTED, "out of memory inflating text");
            }
            buffer = grown;
            capacity = grown_capacity;
        }
        stream.next_out = buffer + stream.total_out;
        stream.avail_out = (uInt)(capacity - stream.total_out);
        result = inflate(&stream, Z_NO_FLUSH);
        if (result != Z_OK && result != Z_STREAM_END) {
            const char *why = stream.msg != NULL ? stream.msg : "truncated stream";
            if (result == Z_BUF_ERROR && stream.avail_in == 0 && left == 0) why = "truncated stream";
            inflateEnd(&stream);
            free(buffer);
            return clibpng_fail(error, CLIBPNG_CORRUPT, "bad compressed text: %s", why);
        }
    }
    *out_length = stream.total_out;
    *out = buffer;
    inflateEnd(&stream);
    return CLIBPNG_OK;
}

uint32_t clibpng_crc32(uint32_t crc, const uint8_t *bytes, size_t length) {
    uLong value = crc;
    while (length > 0) {
        uInt step = length > 0x40000000u ? 0x40000000u : (uInt)length;
        value = crc32(value, bytes, step);
        bytes += step;
        length -= step;
    }
    return (uint32_t)value;
}
