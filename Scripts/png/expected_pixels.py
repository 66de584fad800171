#!/usr/bin/env python3
"""Writes Tests/PNGCodecTests/Fixtures/pngsuite-expected.json: for every PNG under the corpus's
pngsuite/ folder, its width, height and the SHA-256 of its pixels as RGBA8 (rows top to bottom,
4 bytes a pixel), decoded WITHOUT libpng so the Swift tests compare against an independent decoder.

Samples come raw from pypng (pure Python: it inflates, unfilters and de-interlaces, nothing more);
the conversion to RGBA8 is spelled out below so the rules are visible and reviewable:
  - no gamma correction (gAMA, cHRM, iCCP, sRGB ignored), no bKGD compositing;
  - 1/2/4-bit samples scaled exactly: v * 255 / (2^depth - 1)  (x255, x85, x17);
  - 16-bit samples keep their high byte (v >> 8), which is what Pillow does for 16-bit RGB, RGBA
    and gray+alpha, and what libpng's png_set_strip_16 does;
  - tRNS on gray or RGB makes pixels whose RAW samples (full bit depth) equal the key transparent;
  - palette entries give RGB, tRNS gives their alpha (255 past its end).
Then every file is cross-checked against Pillow's Image.convert("RGBA"). Pillow (13.0) disagrees only
where it is known to be wrong for this purpose, and the script checks that the difference is exactly
that quirk; anything else makes it fail:
  - 16-bit grayscale opens as "I;16" and convert() clamps values above 255 instead of scaling;
  - on 4-bit grayscale, tRNS's key is kept unscaled (15) while samples are scaled (255), so the
    transparent colour never matches: Pillow's alpha is wrong, its colour channels agree with ours.

It also writes Tests/PNGCodecTests/Fixtures/badpal-expected.json for the badpal/ images, whose
palette indices run past the end of PLTE. pypng refuses those; Pillow pads the palette with opaque
black, which is what libpng's zero-filled palette gives too, so those expectations come from Pillow.

Usage: python3 Scripts/png/expected_pixels.py [CORPUS_PNG_DIR] [OUT_JSON]
Needs: pip install pypng numpy pillow   (e.g. the /tmp/layout-peers venv of ../shared/bench/setup_peers.sh)
"""
import hashlib
import json
import os
import sys

import numpy as np
import png  # pypng

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))


def to_8bit(samples, depth):
    if depth == 16:
        return (samples >> 8).astype(np.uint8)
    if depth == 8:
        return samples.astype(np.uint8)
    return (samples * 255 // ((1 << depth) - 1)).astype(np.uint8)


def rgba8(path):
    width, height, rows, info = png.Reader(filename=path).read()
    raw = np.array([list(r) for r in rows], dtype=np.int64)
    depth = info["bitdepth"]
    out = np.empty((height, width, 4), dtype=np.uint8)
    if "palette" in info:
        # pypng folds tRNS into the palette as a 4th component.
        pal = np.array([tuple(p) + ((255,) if len(p) == 3 else ()) for p in info["palette"]], dtype=np.uint8)
        out[:] = pal[raw.reshape(height, width)]
        return width, height, out
    planes = info["planes"]
    s = raw.reshape(height, width, planes)
    colour = s[..., :planes - 1] if info["alpha"] else s
    if info["greyscale"]:
        colour = np.repeat(colour[..., :1], 3, axis=2)
    out[..., :3] = to_8bit(colour, depth)
    if info["alpha"]:
        out[..., 3] = to_8bit(s[..., planes - 1], depth)
    else:
        out[..., 3] = 255
        key = info.get("transparent")
        if key is not None:
            key = np.array(key if isinstance(key, tuple) else (key,), dtype=np.int64)
            match = np.all(s == key.reshape(1, 1, -1), axis=2)
            out[..., 3][match] = 0
    return width, height, out


def pillow_rgba8(path):
    from PIL import Image
    with Image.open(path) as im:
        return im.mode, np.asarray(im.convert("RGBA"), dtype=np.uint8)


def write_json(path, manifest):
    with open(path, "w") as f:
        json.dump(manifest, f, indent=1, sort_keys=True)
        f.write("\n")
    print(f"wrote {len(manifest)} entries to {path}")


def main():
    corpus = sys.argv[1] if len(sys.argv) > 1 else os.path.join(ROOT, "..", "shared", "corpus", "png")
    out_path = sys.argv[2] if len(sys.argv) > 2 else os.path.join(ROOT, "Tests", "PNGCodecTests", "Fixtures", "pngsuite-expected.json")
    suite = os.path.join(corpus, "pngsuite")
    manifest = {}
    unexplained = []
    for dirpath, _, files in sorted(os.walk(suite)):
        for name in sorted(files):
            if not name.endswith(".png"):
                continue
            path = os.path.join(dirpath, name)
            key = os.path.relpath(path, suite)
            width, height, px = rgba8(path)
            manifest[key] = {"width": width, "height": height, "sha256": hashlib.sha256(px.tobytes()).hexdigest()}
            mode, theirs = pillow_rgba8(path)
            if not np.array_equal(theirs, px):
                diff = int(np.count_nonzero(np.any(theirs != px, axis=2)))
                if mode == "I;16":
                    note = "known Pillow quirk: I;16 clamped"
                elif mode == "L" and np.array_equal(theirs[..., :3], px[..., :3]) and np.all(theirs[..., 3] == 255):
                    note = "known Pillow quirk: low-depth gray tRNS key not scaled, alpha ignored"
                else:
                    note = "UNEXPLAINED"
                    unexplained.append(key)
                print(f"pillow differs: {key} (mode {mode}, {diff} pixels): {note}")
    write_json(out_path, manifest)

    badpal = {}
    for name in sorted(os.listdir(os.path.join(corpus, "badpal"))):
        if name.endswith(".png"):
            _, px = pillow_rgba8(os.path.join(corpus, "badpal", name))
            badpal[name] = {"width": px.shape[1], "height": px.shape[0], "sha256": hashlib.sha256(px.tobytes()).hexdigest()}
    write_json(os.path.join(os.path.dirname(out_path), "badpal-expected.json"), badpal)
    if unexplained:
        sys.exit(f"unexplained differences from Pillow: {unexplained}")


if __name__ == "__main__":
    main()
