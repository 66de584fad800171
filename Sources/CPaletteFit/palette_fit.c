#include "palette_fit.h"

#include <stdlib.h>
#include <string.h>

// Why C: this pass reads every pixel of a picture, and a test builds its dependencies unoptimised
// (`swift test` is a debug build), where a Swift loop over millions of pixels costs seconds and
// this one a small part of it. Integers only, so the result is the same on every machine.

typedef struct {
    uint32_t color;
    uint32_t count;   // pixels of this colour
    uint32_t mapped;  // the colour it becomes
    uint8_t used;
} slot;

typedef struct {
    slot *slots;
    size_t mask;      // capacity - 1 (a power of two)
    size_t size;
} table;

static size_t hash(uint32_t c) { return (size_t)((c * 0x9E3779B1u) ^ (c >> 15)); }

static slot *find(table *t, uint32_t color) {
    size_t i = hash(color) & t->mask;
    while (t->slots[i].used && t->slots[i].color != color) i = (i + 1) & t->mask;
    return &t->slots[i];
}

static int grow(table *t) {
    size_t capacity = (t->mask + 1) * 2;
    slot *old = t->slots;
    size_t old_capacity = t->mask + 1;
    t->slots = calloc(capacity, sizeof(slot));
    if (!t->slots) { t->slots = old; return 0; }
    t->mask = capacity - 1;
    for (size_t i = 0; i < old_capacity; i++) {
        if (!old[i].used) continue;
        *find(t, old[i].color) = old[i];
    }
    free(old);
    return 1;
}

static uint32_t load(const uint8_t *p) {
    return (uint32_t)p[0] | (uint32_t)p[1] << 8 | (uint32_t)p[2] << 16 | (uint32_t)p[3] << 24;
}

static void store(uint8_t *p, uint32_t c) {
    p[0] = (uint8_t)c; p[1] = (uint8_t)(c >> 8); p[2] = (uint8_t)(c >> 16); p[3] = (uint8_t)(c >> 24);
}

static int by_count_then_value(const void *a, const void *b) {
    const slot *x = a, *y = b;
    if (x->count != y->count) return x->count > y->count ? -1 : 1;
    return x->color < y->color ? -1 : (x->color > y->color ? 1 : 0);
}

static uint32_t distance(uint32_t a, uint32_t b) {
    uint32_t d = 0;
    for (int shift = 0; shift < 32; shift += 8) {
        int32_t e = (int32_t)((a >> shift) & 0xFF) - (int32_t)((b >> shift) & 0xFF);
        d += (uint32_t)(e * e);
    }
    return d;
}

long palette_fit_rgba(uint8_t *pixels, size_t count, unsigned max_colors) {
    if (count == 0) return 0;
    table t = { calloc(1024, sizeof(slot)), 1023, 0 };
    if (!t.slots) return -1;

    // Count, a run of one colour at a time (a diagram is mostly runs).
    size_t i = 0;
    while (i < count) {
        uint32_t color = load(pixels + i * 4);
        size_t run = 1;
        while (i + run < count && load(pixels + (i + run) * 4) == color) run++;
        slot *s = find(&t, color);
        if (!s->used) {
            if ((t.size + 1) * 2 > t.mask + 1) {
                if (!grow(&t)) { free(t.slots); return -1; }
                s = find(&t, color);
            }
            s->used = 1; s->color = color; s->mapped = color; t.size++;
        }
        s->count += (uint32_t)run;
        i += run;
    }
    long distinct = (long)t.size;
    if (t.size <= max_colors) { free(t.slots); return distinct; }

    // The kept colours: the most frequent.
    slot *all = malloc(t.size * sizeof(slot));
    if (!all) { free(t.slots); return -1; }
    size_t n = 0;
    for (size_t k = 0; k <= t.mask; k++) if (t.slots[k].used) all[n++] = t.slots[k];
    qsort(all, n, sizeof(slot), by_count_then_value);

    // Every other colour maps to its nearest kept one.
    for (size_t k = max_colors; k < n; k++) {
        uint32_t best = all[0].color, best_distance = distance(all[k].color, all[0].color);
        for (size_t j = 1; j < max_colors && best_distance > 0; j++) {
            uint32_t d = distance(all[k].color, all[j].color);
            if (d < best_distance) { best_distance = d; best = all[j].color; }
        }
        find(&t, all[k].color)->mapped = best;
    }
    free(all);

    i = 0;
    while (i < count) {
        uint32_t color = load(pixels + i * 4);
        size_t run = 1;
        while (i + run < count && load(pixels + (i + run) * 4) == color) run++;
        uint32_t mapped = find(&t, color)->mapped;
        if (mapped != color) for (size_t k = 0; k < run; k++) store(pixels + (i + k) * 4, mapped);
        i += run;
    }
    free(t.slots);
    return distinct;
}
