#ifndef PALETTE_FIT_H
#define PALETTE_FIT_H

#include <stddef.h>
#include <stdint.h>

/// Makes the `count` RGBA pixels at `pixels` (4 bytes each, r first) use at most `max_colors`
/// distinct colours, in place and deterministically: when there are more, the `max_colors` most
/// frequent stay (a tie goes to the smaller value, read as a little-endian 32-bit number), and every
/// other colour becomes the nearest of those (squared distance over r, g, b and a; a tie goes to
/// the more frequent). Returns the number of distinct colours before, or -1 when memory ran out
/// (the pixels are then unchanged).
long palette_fit_rgba(uint8_t *pixels, size_t count, unsigned max_colors);

#endif
