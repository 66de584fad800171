#include "stable_hash.h"

// Why C: a verify hashes each reference PNG it reads (its seal, Sources/LayoutSnapshotCore/
// Format/SnapshotSeal.swift), a hundred kilobytes a snapshot, and a test builds its dependencies
// unoptimised (`swift test` is a debug build), where the Swift loop cost a twentieth of a
// verify. The same integers as `StableHasher.combine(_:)`, byte order spelled out, so the hash
// is the same on every machine.

static const uint64_t multiplier = 0x9FB21C651E98DF25ull;

// One step of `StableHasher.combine(_:)` on the locals (a macro: an unoptimised build calls no
// function a word).
#define COMBINE(word) do { s = (s ^ (word)) * multiplier; s = (s << 29) | (s >> 35); c += 1; } while (0)

void stable_hash_combine_bytes(uint64_t *state, uint64_t *count, const uint8_t *bytes, size_t length) {
    uint64_t s = *state, c = *count;
    size_t words = length / 8;
    const uint8_t *p = bytes;
    for (size_t i = 0; i < words; i++, p += 8) {
        // The word read little-endian: one load (half the time of eight shifted bytes at -O0,
        // as a debug build compiles this), swapped on a big-endian machine.
        uint64_t word;
        __builtin_memcpy(&word, p, 8);
#if defined(__BYTE_ORDER__) && __BYTE_ORDER__ == __ORDER_BIG_ENDIAN__
        word = __builtin_bswap64(word);
#endif
        COMBINE(word);
    }
    uint64_t tail = 0;
    for (size_t i = words * 8; i < length; i++) tail = tail << 8 | bytes[i];
    COMBINE(tail ^ (uint64_t)length << 56);
    *state = s;
    *count = c;
}
