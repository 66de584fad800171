#ifndef STABLE_HASH_H
#define STABLE_HASH_H

#include <stddef.h>
#include <stdint.h>

/// `StableHasher.combine(bytes:)` (Sources/RasterImage/StableHasher.swift) over the `length`
/// bytes at `bytes`: each whole 8-byte word read little-endian and combined, then the tail's
/// bytes with the length in the top byte. `state` and `count` are the hasher's and are updated.
void stable_hash_combine_bytes(uint64_t *state, uint64_t *count, const uint8_t *bytes, size_t length);

#endif
