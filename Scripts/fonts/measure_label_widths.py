#!/usr/bin/env python3
"""Compares the sizes the engine gives single-line labels with the sizes Interface Builder stored.

Interface Builder lays a document out with Apple's own text engine and San Francisco (SF) on the
document's design device and writes every view's frame into the file. A label whose frame is its
intrinsic content size therefore records how wide and how tall UIKit measures its text. This
script finds such labels in a folder of public documents, measures the same text with the engine's
model, and prints the error distribution (median, 90th percentile of the absolute error, the share
within 0.5 and 1 pt) for widths and heights per point-size band, for two models:

  before  Inter's advances and kerning, Inter's line height (the engine before SF's metrics)
  engine  the model in Sources/UIKitLayout/Text: Inter's advances and kerning plus SF's tracking
          per point size, SF's line height (read from SystemFontMetrics.swift, so the figures
          follow the Swift data)

The Python model is the Swift one written again; `--cases` prints the widths of a few strings,
which Tests/LayoutEngineTests/Text/SystemFontMetricsTests.swift checks against the Swift code.

Which labels count (conservative: a label that might have been sized by anything but its text is
left out): a `<device>` in the document (its scale rounds sizes to pixels); the label neither
misplaced nor ambiguous; `text` plain (no attributed text), one line, `numberOfLines` 1 or absent,
no size-class variations, font shrinking off; a system font (`type` system or boldSystem, any
weight) or a Dynamic Type text style (at the Large category); every character in Inter's table.
Its width counts when it has no width constraint, at most one of its horizontal edges (leading or
left, trailing or right, centre) is tied by an equality, it is not a fill-aligned arranged view
of a vertical stack nor any arranged view of a horizontal one, and its stored width is neither its
superview's nor a non-label sibling's. Its height likewise with the vertical edges (top, bottom,
centre, baselines). Labels under autoresizing masks count only inside table cells of the
Subtitle and Right Detail styles, which Interface Builder sizes to their text.

Never point it at ../shared/corpus/ib: that corpus scores the engine and is not for fitting.

Usage:  python3 Scripts/fonts/measure_label_widths.py [FOLDER] [--list] [--model before|engine]
                                                        [--cases] [--fit]
FOLDER defaults to ../shared/corpus/ib-metrics beside the repository. Standard library only.
"""
import argparse
import math
import os
import re
import statistics
import sys
import xml.etree.ElementTree as ET

REPO = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
INTER_DATA = os.path.join(REPO, "Sources/UIKitLayout/Text/Generated/InterMetricsData.swift")
SYSTEM_DATA = os.path.join(REPO, "Sources/UIKitLayout/Text/SystemFontMetrics.swift")
DEFAULT_FOLDER = os.path.join(os.path.dirname(REPO), "shared/corpus/ib-metrics")

WEIGHTS = ["ultraLight", "thin", "light", "regular", "medium", "semibold", "bold", "heavy", "black"]
# Interface Builder's device ids and their screens' scales (the design devices of the documents).
DEVICE_SCALES = {
    "retina3_5": 2, "retina4_0": 2, "retina4_7": 2, "retina5_5": 3, "retina5_9": 3, "retina6_0": 3,
    "retina6_1": 2, "retina6_3": 3, "retina6_5": 3, "retina6_7": 3, "retina6_12": 3, "retina6_72": 3,
    "iPad": 2, "ipad9_7": 2, "ipad10_2": 2, "ipad10_5": 2, "ipad10_9rounded": 2, "ipad11": 2,
    "ipad12_9": 2, "ipad12_9rounded": 2,
}
# Dynamic Type at the Large category (the engine's DynamicType table; Interface Builder's default).
TEXT_STYLES = {
    "UICTFontTextStyleTitle0": (34, "regular"), "UICTFontTextStyleTitle1": (28, "regular"),
    "UICTFontTextStyleTitle2": (22, "regular"), "UICTFontTextStyleTitle3": (20, "regular"),
    "UICTFontTextStyleHeadline": (17, "semibold"), "UICTFontTextStyleBody": (17, "regular"),
    "UICTFontTextStyleCallout": (16, "regular"), "UICTFontTextStyleSubhead": (15, "regular"),
    "UICTFontTextStyleFootnote": (13, "regular"), "UICTFontTextStyleCaption1": (12, "regular"),
    "UICTFontTextStyleCaption2": (11, "regular"),
}
BANDS = [("6-12 pt", 0, 12.99), ("13-16 pt", 13, 16.99), ("17 pt", 17, 17.99), ("18-19 pt", 18, 19.99),
         ("20-27 pt", 20, 27.99), ("28+ pt", 28, 1e9)]

HORIZONTAL = {"leading": "lead", "leadingMargin": "lead", "left": "lead", "leftMargin": "lead",
              "trailing": "trail", "trailingMargin": "trail", "right": "trail", "rightMargin": "trail",
              "centerX": "cx", "centerXWithinMargins": "cx"}
VERTICAL = {"top": "top", "topMargin": "top", "bottom": "bottom", "bottomMargin": "bottom",
            "centerY": "cy", "centerYWithinMargins": "cy", "firstBaseline": "first", "lastBaseline": "last",
            "baseline": "last"}


# MARK: The engine's data, read from its Swift sources

def load_inter():
    """weight -> face: vertical metrics, advances by code point, kerning by code point pair."""
    text = open(INTER_DATA, encoding="utf-8").read()
    units = int(re.search(r"static let unitsPerEm = (\d+)", text).group(1))
    chars_src = re.search(r"static let characters: \[UInt32\] = \[(.*?)\]", text, re.S).group(1)
    chars = [int(x, 16) for x in re.findall(r"0x[0-9A-F]+", chars_src)]
    faces = {}
    for m in re.finditer(r"InterFace\(\s*weight: \.(\w+), ascender: (-?\d+), descender: (-?\d+), lineGap: (-?\d+),"
                         r".*?advances: \[(.*?)\],\s*kerningPairs: \[(.*?)\],\s*kerningValues: \[(.*?)\]", text, re.S):
        weight = m.group(1)
        advances = [int(x) for x in re.findall(r"-?\d+", m.group(5))]
        pairs = [int(x, 16) for x in re.findall(r"0x[0-9A-F]+", m.group(6))]
        values = [int(x) for x in re.findall(r"-?\d+", m.group(7))]
        assert len(advances) == len(chars) and len(pairs) == len(values), weight
        kern = {(chars[p >> 16], chars[p & 0xFFFF]): v for p, v in zip(pairs, values)}
        faces[weight] = {"ascender": int(m.group(2)), "descender": int(m.group(3)), "lineGap": int(m.group(4)),
                         "advances": dict(zip(chars, advances)), "kern": kern}
    assert sorted(faces) == sorted(WEIGHTS), sorted(faces)
    return units, faces


def load_system():
    """SF's tracking table and vertical metrics as SystemFontMetrics.swift holds them."""
    text = open(SYSTEM_DATA, encoding="utf-8").read()
    table = re.search(r"static let trackingTable: \[TrackingEntry\] = \[(.*?)\]", text, re.S).group(1)
    tracking = [(float(s), float(t)) for s, t in re.findall(r"\((\d+(?:\.\d+)?), ([-+]?\d+(?:\.\d+)?)\)", table)]

    def number(name):
        return float(re.search(r"static let %s = ([-+]?\d+(?:\.\d+)?)" % name, text).group(1))
    return {"tracking": tracking, "unitsPerEm": number("unitsPerEm"), "ascender": number("ascender"),
            "descender": number("descender"), "lineGap": number("lineGap"),
            "opticalSizeStart": number("opticalSizeStart"), "opticalSizeEnd": number("opticalSizeEnd"),
            "displayAdvanceScale": number("displayAdvanceScale"), "heavyAdvanceScale": number("heavyAdvanceScale"),
            "mediumAdvanceScale": number("mediumAdvanceScale")}


def advance_scale(system, size, weight):
    """SystemFontMetrics.advanceScale(atSize:weight:): SF's optical size and weight against Inter."""
    start, end, display = system["opticalSizeStart"], system["opticalSizeEnd"], system["displayAdvanceScale"]
    if not size > start:
        optical = 1.0
    elif size >= end:
        optical = display
    else:
        optical = 1 - (1 - display) * (size - start) / (end - start)
    if WEIGHTS.index(weight) < WEIGHTS.index("medium"):
        weighted = 1.0
    elif weight == "medium":
        weighted = system["mediumAdvanceScale"]
    else:
        weighted = system["heavyAdvanceScale"]
    return optical * weighted


def tracking_milli_em(table, size):
    """The table's value at `size`: linear between the sizes it lists, its end values beyond them."""
    if size <= table[0][0]:
        return table[0][1]
    if size >= table[-1][0]:
        return table[-1][1]
    for (s0, t0), (s1, t1) in zip(table, table[1:]):
        if s0 <= size <= s1:
            return t0 + (t1 - t0) * (size - s0) / (s1 - s0)
    raise AssertionError(size)


class Model:
    def __init__(self, name, inter, system):
        self.name = name
        self.units, self.faces = inter
        self.system = system

    def width(self, text, size, weight):
        face = self.faces[weight]
        scale = size / self.units
        units = 0
        previous = None
        glyphs = 0
        for ch in text:
            c = ord(ch)
            adv = face["advances"].get(c)
            if adv is None:
                units += self.units   # outside the table: one em (such labels are skipped here)
                previous = None
                glyphs += 1
                continue
            if previous is not None:
                units += face["kern"].get((previous, c), 0)
            units += adv
            previous = c
            glyphs += 1
        if self.name != "engine":
            return units * scale
        tracking = tracking_milli_em(self.system["tracking"], size) / 1000 * size
        return units * (scale * advance_scale(self.system, size, weight)) + glyphs * tracking

    def line_height(self, size, weight):
        if self.name == "engine":
            s = self.system
            return (s["ascender"] - s["descender"] + s["lineGap"]) * size / s["unitsPerEm"]
        face = self.faces[weight]
        return (face["ascender"] - face["descender"] + face["lineGap"]) * size / self.units


def round_up(value, scale):
    return math.ceil(value * scale - 1e-9) / scale


# MARK: Interface Builder documents

def parse_document(path, inter_characters):
    """Every label of the document that passes the filters, as dicts."""
    try:
        root = ET.parse(path).getroot()
    except ET.ParseError as error:
        sys.stderr.write("%s: %s\n" % (path, error))
        return [], {}
    device = root.find(".//device")
    skipped = {}

    def skip(reason):
        skipped[reason] = skipped.get(reason, 0) + 1

    if device is None or device.get("id") not in DEVICE_SCALES:
        return [], {"no known design device": len(list(root.iter("label")))}
    scale = DEVICE_SCALES[device.get("id")]
    parent = {child: p for p in root.iter() for child in p}
    by_id = {e.get("id"): e for e in root.iter() if e.get("id")}

    def view_of(subviews_child):
        """The view whose <subviews> (or <arrangedSubviews>) holds `subviews_child`."""
        holder = parent.get(subviews_child)
        return parent.get(holder) if holder is not None else None

    # Constraints: who they tie, on which attribute.
    ties = {}
    for owner in root.iter():
        box = owner.find("constraints")
        if box is None or owner.tag == "constraints":
            continue
        for c in box.findall("constraint"):
            first = c.get("firstItem", owner.get("id"))
            second = c.get("secondItem")
            relation = c.get("relation", "equal")
            ties.setdefault(first, []).append((c.get("firstAttribute"), relation, second is not None or c.get("secondAttribute") is not None))
            if second:
                ties.setdefault(second, []).append((c.get("secondAttribute"), relation, True))

    def frame(e):
        r = e.find("rect[@key='frame']")
        if r is None:
            return None
        return tuple(float(r.get(k, "0")) for k in ("x", "y", "width", "height"))

    labels = []
    for label in root.iter("label"):
        if label.get("misplaced") == "YES" or label.get("ambiguous") == "YES":
            skip("misplaced or ambiguous"); continue
        text = label.get("text")
        if text is None:
            s = label.find("string[@key='text']")
            text = s.text if s is not None else None
        if not text or "\n" in text or "\r" in text or label.find("attributedString") is not None:
            skip("no plain one-line text"); continue
        if label.get("numberOfLines", "1") != "1":
            skip("numberOfLines not 1"); continue
        if label.get("adjustsFontSizeToFit") == "YES" or label.find("variation") is not None:
            skip("font shrinking or variations"); continue
        font = label.find("fontDescription[@key='fontDescription']")
        if font is None:
            size, weight = 17.0, "regular"
        elif font.get("style"):
            if font.get("style") not in TEXT_STYLES:
                skip("other text style"); continue
            size, weight = TEXT_STYLES[font.get("style")]
            size = float(size)
        elif font.get("type") in ("system", "boldSystem"):
            size = float(font.get("pointSize", "17"))
            weight = "bold" if font.get("type") == "boldSystem" else font.get("weight", "regular")
            if weight not in WEIGHTS:
                skip("unknown weight"); continue
        else:
            skip("not the system font"); continue
        if any(ord(ch) not in inter_characters for ch in text):
            skip("characters outside Inter's table"); continue
        rect = frame(label)
        if rect is None:
            skip("no frame"); continue
        superview = view_of(label)
        cell_style = None
        if label.get("translatesAutoresizingMaskIntoConstraints") != "NO":
            cell = superview
            while cell is not None and cell.tag not in ("tableViewCell",):
                cell = parent.get(cell)
            cell_style = cell.get("style") if cell is not None else None
            if cell_style not in ("IBUITableViewCellStyleSubtitle", "IBUITableViewCellStyleValue1"):
                skip("autoresizing mask outside a styled cell"); continue

        lid = label.get("id")
        h_edges, v_edges = set(), set()
        fixed_w = fixed_h = False
        for attribute, relation, _ in ties.get(lid, []):
            if attribute == "width":
                fixed_w = True
            elif attribute == "height":
                fixed_h = True
            elif relation == "equal" and attribute in HORIZONTAL:
                h_edges.add(HORIZONTAL[attribute])
            elif relation == "equal" and attribute in VERTICAL:
                v_edges.add(VERTICAL[attribute])
        width_ok = not fixed_w and len(h_edges) <= 1
        height_ok = not fixed_h and len(v_edges) <= 1
        holder = parent.get(label)
        if superview is not None and superview.tag == "stackView" and holder is not None and holder.tag == "arrangedSubviews":
            axis = superview.get("axis", "horizontal")
            alignment = superview.get("alignment", "fill")
            if axis == "vertical":
                width_ok = width_ok and alignment in ("leading", "center", "trailing", "top", "bottom")
                height_ok = height_ok and superview.get("distribution", "fill") in ("equalSpacing", "equalCentering")
            else:
                width_ok = False
                height_ok = height_ok and alignment not in ("fill",)
        if superview is not None:
            sframe = frame(superview)
            if sframe is not None:
                if abs(sframe[2] - rect[2]) < 1e-6:
                    width_ok = False
                if abs(sframe[3] - rect[3]) < 1e-6:
                    height_ok = False
            subviews = holder if holder is not None else []
            for sibling in subviews:
                if sibling is label or sibling.tag == "label":
                    continue
                f = frame(sibling)
                if f is None:
                    continue
                if abs(f[2] - rect[2]) < 1e-6:
                    width_ok = False
                if abs(f[3] - rect[3]) < 1e-6:
                    height_ok = False
        if not width_ok and not height_ok:
            skip("size set by constraints, a stack or a neighbour"); continue
        labels.append({"file": os.path.basename(path), "id": lid, "text": text, "size": size, "weight": weight,
                       "scale": scale, "width": rect[2], "height": rect[3], "width_ok": width_ok,
                       "height_ok": height_ok, "cell": cell_style is not None})
    return labels, skipped


def collect(folder, inter_characters):
    labels, skipped = [], {}
    names = sorted(n for n in os.listdir(folder) if n.endswith((".storyboard", ".xib")))
    for name in names:
        found, why = parse_document(os.path.join(folder, name), inter_characters)
        labels.extend(found)
        for k, v in why.items():
            skipped[k] = skipped.get(k, 0) + v
    # Byte-identical copies of a document (chapters of a book) would count one label many times:
    # each (text, font, scale, stored size) once.
    unique, seen = [], set()
    for label in labels:
        key = (label["text"], label["size"], label["weight"], label["scale"], label["width"], label["height"],
               label["width_ok"], label["height_ok"])
        if key not in seen:
            seen.add(key)
            unique.append(label)
    return unique, skipped, len(labels)


# MARK: Figures

def band_of(size):
    for name, low, high in BANDS:
        if low <= size <= high:
            return name
    return "?"


def summary(errors):
    if not errors:
        return "%5d" % 0
    absolute = sorted(abs(e) for e in errors)
    p90 = absolute[min(len(absolute) - 1, math.ceil(0.9 * len(absolute)) - 1)]
    within_half = sum(1 for e in absolute if e <= 0.5 + 1e-9) / len(absolute)
    within_one = sum(1 for e in absolute if e <= 1 + 1e-9) / len(absolute)
    return "%5d  median %+6.2f  |median| %5.2f  p90 %5.2f  <=0.5 %4.0f%%  <=1 %4.0f%%" % (
        len(errors), statistics.median(errors), statistics.median(absolute), p90, 100 * within_half, 100 * within_one)


def report(labels, model, listing=False):
    rows = {}
    for label in labels:
        w = round_up(model.width(label["text"], label["size"], label["weight"]), label["scale"])
        h = round_up(model.line_height(label["size"], label["weight"]), label["scale"])
        band = band_of(label["size"])
        if label["width_ok"]:
            rows.setdefault(("width", band), []).append(w - label["width"])
            rows.setdefault(("width", "all"), []).append(w - label["width"])
        if label["height_ok"]:
            rows.setdefault(("height", band), []).append(h - label["height"])
            rows.setdefault(("height", "all"), []).append(h - label["height"])
        if listing:
            print("%-52s %-28s %5.1f %-9s @%dx  w %7.2f -> %7.2f (%+6.2f)%s  h %6.2f -> %6.2f%s" % (
                label["file"][:52], label["text"][:28], label["size"], label["weight"], label["scale"],
                label["width"], w, w - label["width"], "" if label["width_ok"] else "*",
                label["height"], h, "" if label["height_ok"] else "*"))
    print("model %s (error = engine - Interface Builder, points)" % model.name)
    for dimension in ("width", "height"):
        for band in [b[0] for b in BANDS] + ["all"]:
            errors = rows.get((dimension, band), [])
            if errors:
                print("  %-6s %-9s %s" % (dimension, band, summary(errors)))


def fit(labels, model):
    """Per band and weight group: the median ratio of the stored width (less half a pixel, the
    middle of what rounds up to it) to the model's unrounded width."""
    groups = {}
    for label in labels:
        if not label["width_ok"]:
            continue
        w = model.width(label["text"], label["size"], label["weight"])
        if w < 20:
            continue
        target = label["width"] - 0.5 / label["scale"]
        heavy = "bold+" if WEIGHTS.index(label["weight"]) >= WEIGHTS.index("semibold") else "regular-"
        for key in ((band_of(label["size"]), heavy), (band_of(label["size"]), "any")):
            groups.setdefault(key, []).append(target / w)
    print("median stored/model width ratio (model %s), labels wider than 20 pt:" % model.name)
    for (band, weight), ratios in sorted(groups.items()):
        print("  %-9s %-9s n=%3d  ratio %.4f  (quartiles %.4f %.4f)" % (
            band, weight, len(ratios), statistics.median(ratios),
            *statistics.quantiles(ratios, n=4)[0::2]) if len(ratios) >= 2 else
            "  %-9s %-9s n=%3d  ratio %.4f" % (band, weight, len(ratios), ratios[0]))


CASES = [("This is a test string", 17, "regular"), ("Some text", 20, "regular"), ("Subtitle", 17, "regular"),
         ("Hello World", 15, "regular"), ("Title", 17, "regular"), ("Label", 17, "regular"),
         ("New Square", 20, "semibold"), ("Welcome", 28, "regular"), ("Medium", 24, "medium")]


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("folder", nargs="?", default=DEFAULT_FOLDER)
    parser.add_argument("--list", action="store_true", help="one line per label")
    parser.add_argument("--model", choices=["before", "engine", "both"], default="both")
    parser.add_argument("--cases", action="store_true", help="the engine model's widths of a few strings")
    parser.add_argument("--fit", action="store_true", help="median ratios of stored to modelled widths")
    args = parser.parse_args()
    inter, system = load_inter(), load_system()
    if args.cases:
        engine = Model("engine", inter, system)
        for text, size, weight in CASES:
            print("%-24s %4.1f %-8s width %.6f  line height %.6f" % (
                text, size, weight, engine.width(text, size, weight), engine.line_height(size, weight)))
        return
    if os.path.abspath(args.folder).rstrip("/").endswith("corpus/ib"):
        sys.stderr.write("note: ../shared/corpus/ib is the scored corpus: report its figure, never fit on it\n")
    labels, skipped, total = collect(args.folder, set(inter[1]["regular"]["advances"]))
    print("%d labels kept (%d before removing repeats; widths %d, heights %d); left out: %s" % (
        len(labels), total, sum(l["width_ok"] for l in labels), sum(l["height_ok"] for l in labels),
        ", ".join("%s %d" % kv for kv in sorted(skipped.items(), key=lambda kv: -kv[1]))))
    models = ["before", "engine"] if args.model == "both" else [args.model]
    for name in models:
        model = Model(name, inter, system)
        report(labels, model, listing=args.list)
        if args.fit:
            fit(labels, model)


if __name__ == "__main__":
    main()
