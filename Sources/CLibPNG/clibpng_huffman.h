// Length-limited canonical Huffman codes for the row deflater (clibpng_row_deflate.c).
#ifndef CLIBPNG_HUFFMAN_H
#define CLIBPNG_HUFFMAN_H

#include <stdint.h>

/// Code lengths (at most `limit` bits) for `count` symbols of frequencies `freq`; symbols of
/// frequency 0 get length 0. At least two symbols always get a code (the lowest-numbered unused
/// ones are given one if needed), so every code is complete, as inflaters like it. Deterministic:
/// ties between equal frequencies go by symbol number.
void clibpng_huffman_lengths(const uint32_t *freq, int count, int limit, uint8_t *lengths);

/// Canonical codes for `lengths`, bit-reversed for deflate's LSB-first bit order.
void clibpng_huffman_codes(const uint8_t *lengths, int count, uint16_t *codes);

#endif
