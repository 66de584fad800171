#!/usr/bin/python3
"""Writes Sources/UIKitLayout/Text/Generated/InterMetricsData.swift: the metrics the engine measures
text with, taken from Inter's nine static weights as Debian's fonts-inter installs them, so a
user's build needs no font package.

Inter (the open font closest to San Francisco) is © 2016-2022 The Inter Project Authors, under the
SIL Open Font License 1.1; the generated file carries that notice and the licence's full text is
Sources/UIKitLayout/Text/Generated/Inter-OFL.txt.

What is taken, per weight: the vertical metrics (hhea ascender, descender and line gap; OS/2 cap
height and x-height), the advance width of every character of CHARACTERS, and the pair kerning
of the font's `kern` feature (GPOS pair adjustment, formats 1 and 2) between the printable ASCII
characters. All in font units (unitsPerEm from the head table).

Usage:  /usr/bin/python3 Scripts/fonts/extract_inter_metrics.py          (writes the file)
        /usr/bin/python3 Scripts/fonts/extract_inter_metrics.py --check  (exit 1 if it is stale)
Needs:  apt-get install fonts-inter python3-fonttools   (Debian's fontTools is for /usr/bin/python3)
"""
import os
import subprocess
import sys

FONT_DIR = os.environ.get("INTER_FONT_DIR", "/usr/share/fonts/opentype/inter")
# UIKit's weights in order (UIFont.Weight: ultraLight is the lightest), with Inter's static face for each.
FACES = [("ultraLight", "Thin"), ("thin", "ExtraLight"), ("light", "Light"), ("regular", "Regular"),
         ("medium", "Medium"), ("semibold", "SemiBold"), ("bold", "Bold"), ("heavy", "ExtraBold"),
         ("black", "Black")]
# Printable ASCII, Latin-1, Latin Extended-A, general punctuation, the euro and trademark signs.
CHARACTERS = (list(range(0x20, 0x7F)) + list(range(0xA0, 0x100)) + list(range(0x100, 0x180))
              + list(range(0x2010, 0x2028)) + list(range(0x2030, 0x203B)) + [0x20AC, 0x2122])
# U+0149 (ŉ) is deprecated (Unicode 5.2) and Inter has no glyph for it.
CHARACTERS.remove(0x149)
KERNED = list(range(0x20, 0x7F))

REPO = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
OUT = os.path.join(REPO, "Sources/UIKitLayout/Text/Generated/InterMetricsData.swift")


def fail(message):
    sys.stderr.write("extract_inter_metrics.py: " + message + "\n")
    sys.exit(2)


try:
    from fontTools.ttLib import TTFont
except ImportError:
    fail("needs fontTools: apt-get install python3-fonttools and run with /usr/bin/python3 (or pip install fonttools)")


def package_version():
    try:
        out = subprocess.run(["dpkg-query", "-W", "-f=${Version}", "fonts-inter"], capture_output=True, text=True)
        return out.stdout.strip() if out.returncode == 0 and out.stdout.strip() else "unknown version"
    except OSError:
        return "unknown version"


def pair_kerning(font, glyph_of):
    """(left glyph, right glyph) -> x advance adjustment of the first glyph, from the kern feature."""
    gpos = font["GPOS"].table
    lookups = set()
    for record in gpos.FeatureList.FeatureRecord:
        if record.FeatureTag == "kern":
            lookups.update(record.Feature.LookupListIndex)
    wanted = set(glyph_of.values())
    kern = {}
    for index in sorted(lookups):
        lookup = gpos.LookupList.Lookup[index]
        for sub in lookup.SubTable:
            if lookup.LookupType == 9:  # extension
                sub = sub.ExtSubTable
            if sub.LookupType != 2:
                continue
            coverage = sub.Coverage.glyphs
            if sub.Format == 1:
                for i, first in enumerate(coverage):
                    if first not in wanted:
                        continue
                    for record in sub.PairSet[i].PairValueRecord:
                        if record.SecondGlyph in wanted and record.Value1 is not None:
                            value = getattr(record.Value1, "XAdvance", 0) or 0
                            kern.setdefault((first, record.SecondGlyph), value)
            elif sub.Format == 2:
                class1 = sub.ClassDef1.classDefs
                class2 = sub.ClassDef2.classDefs
                for first in coverage:
                    if first not in wanted:
                        continue
                    row = sub.Class1Record[class1.get(first, 0)]
                    for second in wanted:
                        record = row.Class2Record[class2.get(second, 0)]
                        value = getattr(record.Value1, "XAdvance", 0) if record.Value1 is not None else 0
                        if value:
                            kern.setdefault((first, second), value)
    return kern


def face_source(weight, style):
    path = os.path.join(FONT_DIR, "Inter-%s.otf" % style)
    if not os.path.exists(path):
        fail("no %s (apt-get install fonts-inter, or set INTER_FONT_DIR)" % path)
    font = TTFont(path)
    cmap = font.getBestCmap()
    hmtx = font["hmtx"]
    missing = [c for c in CHARACTERS if c not in cmap]
    if missing:
        fail("Inter-%s.otf has no glyph for %s" % (style, ", ".join("U+%04X" % c for c in missing)))
    advances = [hmtx[cmap[c]][0] for c in CHARACTERS]
    glyph_of = {c: cmap[c] for c in KERNED}
    kern = pair_kerning(font, glyph_of)
    index_of = {c: i for i, c in enumerate(CHARACTERS)}
    pairs = sorted((index_of[a] << 16 | index_of[b], kern[(glyph_of[a], glyph_of[b])])
                   for a in KERNED for b in KERNED if (glyph_of[a], glyph_of[b]) in kern and kern[(glyph_of[a], glyph_of[b])] != 0)
    hhea, os2 = font["hhea"], font["OS/2"]
    lines = ["        InterFace(",
             "            weight: .%s, ascender: %d, descender: %d, lineGap: %d, capHeight: %d, xHeight: %d," %
             (weight, hhea.ascent, hhea.descent, hhea.lineGap, os2.sCapHeight, os2.sxHeight),
             "            advances: ["]
    lines += wrap(advances)
    lines += ["            ],", "            kerningPairs: ["]
    lines += wrap(["0x%X" % p for p, _ in pairs])
    lines += ["            ],", "            kerningValues: ["]
    lines += wrap([v for _, v in pairs])
    lines += ["            ]", "        ),"]
    return font["head"].unitsPerEm, lines


def wrap(values, indent=16, per_line=16):
    values = [str(v) for v in values]
    return [" " * indent + ", ".join(values[i:i + per_line]) + "," for i in range(0, len(values), per_line)]


def generate():
    units = set()
    body = []
    for weight, style in FACES:
        upm, lines = face_source(weight, style)
        units.add(upm)
        body += lines
    if len(units) != 1:
        fail("the faces disagree on unitsPerEm: %s" % sorted(units))
    header = [
        "// Generated by Scripts/fonts/extract_inter_metrics.py from Debian's fonts-inter %s: do not edit," % package_version(),
        "// run the script. Inter: Copyright 2016-2022 The Inter Project Authors, licensed under the SIL Open",
        "// Font License 1.1 (full text: Inter-OFL.txt beside this file). Metrics in font units.",
        "",
        "extension InterMetrics {",
        "    static let unitsPerEm = %d" % units.pop(),
        "    /// The characters measured, by code point, ascending; `InterFace.advances` follow this order",
        "    /// and kerning pairs index it (first << 16 | second).",
        "    static let characters: [UInt32] = [",
    ]
    header += wrap(["0x%X" % c for c in CHARACTERS], indent=8)
    header += ["    ]", "", "    /// UIKit's weights in order, each from Inter's static face for it.", "    static let faces: [InterFace] = ["]
    return "\n".join(header + body + ["    ]", "}", ""])


def write_or_check(out, text, script):
    """With --check, exit 1 when `out` differs from `text`; else write it atomically (temporary
    file, then rename), so an interrupted run never leaves half a source file."""
    if "--check" in sys.argv[1:]:
        current = open(out).read() if os.path.exists(out) else ""
        if current != text:
            sys.stderr.write("%s is stale: run /usr/bin/python3 Scripts/fonts/%s\n" % (out, script))
            sys.exit(1)
        return
    os.makedirs(os.path.dirname(out), exist_ok=True)
    tmp = out + ".tmp"
    with open(tmp, "w") as f:
        f.write(text)
    os.replace(tmp, out)


def main():
    write_or_check(OUT, generate(), "extract_inter_metrics.py")


if __name__ == "__main__":
    main()
