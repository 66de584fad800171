#!/usr/bin/python3
"""Writes Sources/LayoutRenderer/Text/Generated/InterOutlinesData.swift: the glyph outlines the
renderer draws label text with, taken from Inter's nine static weights as Debian's fonts-inter
installs them, for exactly the characters the engine measures (extract_inter_metrics.py's
CHARACTERS, in the same order) plus the font's .notdef glyph (drawn for characters outside the
table). A user's build needs no font package.

Inter is (c) 2016-2022 The Inter Project Authors, under the SIL Open Font License 1.1; the
generated file carries that notice and the licence's full text is
Sources/LayoutRenderer/Text/Generated/Inter-OFL.txt (a copy of the engine's).

The outlines are Inter's CFF charstrings as drawn by fontTools' pen protocol: moveTo, lineTo and
cubic curveTo, each contour closed, in whole font units (Inter's coordinates are integers; the
script refuses a fractional one rather than round it silently). Nothing is flattened or
simplified here: the renderer flattens the cubics at the size it draws.

Encoding (decoded once per weight, lazily, by Sources/LayoutRenderer/Text/InterOutlines.swift).
Swift compiles a large array literal very slowly, a string literal fast, so each weight is one
multi-line string of characters from ALPHABET (base64's, no quote or backslash to escape); line
breaks are ignored. The string is a sequence of unsigned integers, each written as base-32 digits,
least significant first, one character per digit: ALPHABET[digit + 32] when more digits follow,
ALPHABET[digit] for the last. Signed values are zigzag-coded (0, -1, 1, -2, ... -> 0, 1, 2, 3, ...).
Per glyph, in CHARACTERS order and then .notdef:
    contour count
    per contour: segment count, the start point as a zigzag delta (dx, dy) from the pen, then per
    segment: zigzag(dx1) * 2 + (1 for a cubic, 0 for a line), dy1, and for a cubic dx2, dy2, dx3,
    dy3; each point a delta from the previous one. The pen starts at (0, 0) for every glyph and
    carries over from one contour to the next; a contour is closed back to its start point.

Usage:  /usr/bin/python3 Scripts/fonts/extract_inter_outlines.py          (writes the file)
        /usr/bin/python3 Scripts/fonts/extract_inter_outlines.py --check  (exit 1 if it is stale)
Needs:  apt-get install fonts-inter python3-fonttools   (Debian's fontTools is for /usr/bin/python3)
"""
import os
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import extract_inter_metrics as metrics  # noqa: E402  (the same faces and characters as the metrics)

try:
    from fontTools.pens.recordingPen import RecordingPen
    from fontTools.ttLib import TTFont
except ImportError:
    metrics.fail("needs fontTools: apt-get install python3-fonttools and run with /usr/bin/python3 (or pip install fonttools)")

ALPHABET = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/"
OUT = os.path.join(metrics.REPO, "Sources/LayoutRenderer/Text/Generated/InterOutlinesData.swift")
LINE_LENGTH = 120


def unsigned(value, out):
    if value < 0:
        raise ValueError("negative value in the unsigned stream")
    while True:
        digit = value & 31
        value >>= 5
        if value:
            out.append(ALPHABET[digit + 32])
        else:
            out.append(ALPHABET[digit])
            return


def zigzag(value):
    return value * 2 if value >= 0 else -value * 2 - 1


def whole(value, where):
    if value != int(value):
        metrics.fail("%s has a fractional coordinate %r: the encoding keeps whole font units" % (where, value))
    return int(value)


def contours_of(glyph_set, name, where):
    """The glyph's contours: each a start point and a list of segments ((x, y) for a line,
    ((x1, y1), (x2, y2), (x3, y3)) for a cubic), in font units."""
    pen = RecordingPen()
    glyph_set[name].draw(pen)
    contours, current = [], None
    for op, args in pen.value:
        points = [(whole(x, where), whole(y, where)) for x, y in args]
        if op == "moveTo":
            current = {"start": points[0], "segments": []}
        elif op == "lineTo":
            current["segments"].append(points[0])
        elif op == "curveTo":
            if len(points) != 3:
                metrics.fail("%s: a curveTo with %d points (expected one cubic)" % (where, len(points)))
            current["segments"].append(tuple(points))
        elif op in ("closePath", "endPath"):
            # A closing line back to the start adds nothing: the renderer closes every contour.
            if current["segments"] and current["segments"][-1] == current["start"]:
                current["segments"].pop()
            contours.append(current)
            current = None
        else:
            metrics.fail("%s: unexpected outline operation %s (expected CFF cubics)" % (where, op))
    if current is not None:
        metrics.fail("%s: a contour is not closed" % where)
    return contours


def encode_glyph(contours, out):
    unsigned(len(contours), out)
    pen = (0, 0)
    for contour in contours:
        unsigned(len(contour["segments"]), out)
        start = contour["start"]
        unsigned(zigzag(start[0] - pen[0]), out)
        unsigned(zigzag(start[1] - pen[1]), out)
        pen = start
        for segment in contour["segments"]:
            is_curve = isinstance(segment[0], tuple)
            points = list(segment) if is_curve else [segment]
            for i, point in enumerate(points):
                dx, dy = point[0] - pen[0], point[1] - pen[1]
                unsigned(zigzag(dx) * 2 + (1 if is_curve else 0) if i == 0 else zigzag(dx), out)
                unsigned(zigzag(dy), out)
                pen = point


def face_string(style):
    path = os.path.join(metrics.FONT_DIR, "Inter-%s.otf" % style)
    if not os.path.exists(path):
        metrics.fail("no %s (apt-get install fonts-inter, or set INTER_FONT_DIR)" % path)
    font = TTFont(path)
    cmap = font.getBestCmap()
    glyph_set = font.getGlyphSet()
    missing = [c for c in metrics.CHARACTERS if c not in cmap]
    if missing:
        metrics.fail("Inter-%s.otf has no glyph for %s" % (style, ", ".join("U+%04X" % c for c in missing)))
    out = []
    for c in metrics.CHARACTERS:
        encode_glyph(contours_of(glyph_set, cmap[c], "Inter-%s.otf U+%04X" % (style, c)), out)
    encode_glyph(contours_of(glyph_set, ".notdef", "Inter-%s.otf .notdef" % style), out)
    return font["head"].unitsPerEm, "".join(out)


def generate():
    units = set()
    strings = []
    for weight, style in metrics.FACES:
        upm, text = face_string(style)
        units.add(upm)
        strings.append((weight, style, text))
    if len(units) != 1:
        metrics.fail("the faces disagree on unitsPerEm: %s" % sorted(units))
    lines = [
        "// Generated by Scripts/fonts/extract_inter_outlines.py from Debian's fonts-inter %s: do not edit," % metrics.package_version(),
        "// run the script. Inter: Copyright 2016-2022 The Inter Project Authors, licensed under the SIL Open",
        "// Font License 1.1 (full text: Inter-OFL.txt beside this file). Outlines in font units, encoded as the",
        "// script's docstring describes (InterOutlines.swift decodes them).",
        "",
        "extension InterOutlines {",
        "    static let unitsPerEm = %d" % units.pop(),
        "    /// The characters outlined, by code point, ascending (the engine's metrics table, in its order);",
        "    /// each face's string holds their glyphs in this order, then .notdef.",
        "    static let characters: [UInt32] = [",
    ]
    lines += metrics.wrap(["0x%X" % c for c in metrics.CHARACTERS], indent=8)
    lines += ["    ]"]
    for weight, style, text in strings:
        lines += ["", "    /// Inter %s, for `FontWeight.%s`." % (style, weight), "    static let %sData = \"\"\"" % weight]
        lines += ["    " + text[i:i + LINE_LENGTH] for i in range(0, len(text), LINE_LENGTH)]
        lines += ["    \"\"\""]
    lines += ["}", ""]
    return "\n".join(lines)


def main():
    metrics.write_or_check(OUT, generate(), "extract_inter_outlines.py")


if __name__ == "__main__":
    main()
