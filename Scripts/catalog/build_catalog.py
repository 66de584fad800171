#!/usr/bin/env python3
"""Builds the product's device catalog data from the sourced reference.

    python3 Scripts/catalog/build_catalog.py [--reference PATH] [--check] [--self-test]

Reads shared/reference/devices.json (one entry per screen geometry) and the repository's own
Scripts/catalog/legacy-devices.json (older models in the same schema, each marked "legacy": true,
decision Docs/decisions/0001-legacy-design-devices.md), splits them into marketed models, sorts the reference's alternates into OS variants and calibration alternates (product
decision 8 in shared/reference/README.md), and writes the per-model facts to
Sources/DeviceCatalogData/device-catalog.json. It derives no UIKit value: bar heights, the
navigation bar's origin, minimum margins, readable widths, the iPad upside-down orientation and
the iOS 26 confidence caps are the engine's Swift rules (Sources/UIKitLayout/Devices/Rules/),
which run on the values a calibration file may change. The schema and every guess are described
in Scripts/catalog/README.md.

Standard library only; the output is deterministic (no timestamps, stable key order).
"""

import argparse
import copy
import hashlib
import json
import math
import re
import sys
from pathlib import Path

REPO_ROOT = Path(__file__).resolve().parents[2]
DEFAULT_REFERENCE = REPO_ROOT / ".." / "shared" / "reference" / "devices.json"
# Models the shared reference does not hold (Interface Builder design devices such as ipad9_7),
# sourced entry by entry in the reference's schema. Every entry is "legacy": it joins no named
# matrix (Docs/decisions/0001-legacy-design-devices.md).
DEFAULT_LEGACY = REPO_ROOT / "Scripts" / "catalog" / "legacy-devices.json"
OUTPUT = REPO_ROOT / "Sources" / "DeviceCatalogData" / "device-catalog.json"
REFERENCE_LABEL = "shared/reference/devices.json + Scripts/catalog/legacy-devices.json"
CATALOG_SEMVER = "1.6.0"  # bump when the catalog's values change (here, in the legacy file or in the Swift rules)

# The orientations the data holds. iPads also support portraitUpsideDown, which the engine
# derives from portrait (Sources/UIKitLayout/Devices/Rules/PortraitUpsideDownRule.swift).
PHONE_ORIENTATIONS = ["portrait", "landscapeLeft", "landscapeRight"]
PAD_ORIENTATIONS = ["portrait", "landscapeLeft", "landscapeRight"]
TV_ORIENTATIONS = ["landscapeLeft"]

# ---------------------------------------------------------------------------------------------
# Confidence labels
# ---------------------------------------------------------------------------------------------

# uikit-rules.md "Confidence labels", plus "unsourced" for product guesses with no source.
CONFIDENCE_RANK = {
    "unsourced": 0,
    "n/a": 0,
    "low": 1,
    "low-medium": 2,
    "medium-low": 2,
    "medium": 3,
    "medium-high": 4,
    "high": 5,
}


def lower(*labels):
    """The least trusted of the labels (brief: a derived value takes the lower confidence of
    the rule and its inputs). On a tie the first label wins, so rules keep their own wording."""
    best = labels[0]
    for label in labels[1:]:
        if CONFIDENCE_RANK[label] < CONFIDENCE_RANK[best]:
            best = label
    return best


# ---------------------------------------------------------------------------------------------
# Small helpers
# ---------------------------------------------------------------------------------------------


def sourced(value, confidence, note=None):
    """A sourced value: {"value", "confidence", "note"?}."""
    if confidence not in CONFIDENCE_RANK:
        raise ValueError(f"unknown confidence label {confidence!r}")
    result = {"value": value, "confidence": confidence}
    if note:
        result["note"] = ascii_text(note)
    return result


def slugify(name):
    """Lowercase, runs of anything but [a-z0-9] become "-", trimmed."""
    return re.sub(r"[^a-z0-9]+", "-", name.lower()).strip("-")


def squash(name):
    """What the Swift lookup compares after exact matching: letters and digits only."""
    return re.sub(r"[^a-z0-9]", "", name.lower())


# Notes are kept ASCII so that any JSON reader takes them byte for byte (no \u escapes needed).
ASCII_REPLACEMENTS = {"°": " degrees", "—": "-", "–": "-", "−": "-", "…": "...", "×": "x", "≈": "~", "≥": ">=", "≤": "<="}


def ascii_text(text):
    for old, new in ASCII_REPLACEMENTS.items():
        text = text.replace(old, new)
    return text


def shorten(text, limit=220):
    """Whole sentences up to `limit` characters; a longer first sentence is cut at a word."""
    if not text:
        return None
    text = ascii_text(" ".join(text.split()))
    if len(text) <= limit:
        return text
    result = ""
    for sentence in re.split(r"(?<=[.!?])\s+", text):
        candidate = (result + " " + sentence).strip()
        if len(candidate) > limit:
            break
        result = candidate
    if not result:
        result = text[:limit].rsplit(" ", 1)[0].rstrip(",;:") + " ..."
    return result


def join_notes(*parts):
    kept = [p.strip().rstrip(".") for p in parts if p and p.strip()]
    return ascii_text(". ".join(kept)) if kept else None


def version_key(text):
    major, _, minor = text.partition(".")
    return (int(major), int(minor or 0))


# ---------------------------------------------------------------------------------------------
# Marketed models (brief: one device per marketed model; every split is listed in README.md)
# ---------------------------------------------------------------------------------------------


def model(name, aliases=(), launch_os=None, primary_from_alternate=None, entry_primary_as_variant=False):
    """launch_os: None for models sold before autumn 2025 (decision 8: their primary values are
    the iOS 18 ones); otherwise the model's primary values are read from the contexts.
    primary_from_alternate: the alternate context whose values are this model's primary ones
    (an entry covers an older model and a newer one that shipped with a later OS).
    entry_primary_as_variant: with primary_from_alternate, the entry's own primary values stay
    reachable as an OS variant for their context's range (decision 8: "where iOS 26 point
    releases disagree, prefer the later measurement and keep the other reachable")."""
    return {
        "name": name,
        "aliases": list(aliases),
        "launchOS": launch_os,
        "primaryFromAlternate": primary_from_alternate,
        "entryPrimaryAsVariant": entry_primary_as_variant,
    }


IPADOS_26_PROBES = "iPadOS 26.1-26.5 (simulators), full-screen window"
IOS_26_5_PROBES = "iOS 26.5 (Xcode 26.6 simulator, window-level probe) and iOS 27 (Xcode 27.1 simulator, safearea.info)"

# Entries that group several marketed models, or that get extra aliases. Entries not listed
# become one model with the entry's name and the entry's own aliases. Order within an entry:
# chronological (the "split order").
MODEL_TABLE = {
    "iPhone SE (1st generation)": [
        # The entry's aliases "iPhone 5/5s/5c" and "iPod touch 5th gen+" name separate marketed
        # models with the same 320x568 @2x screen: each is its own model here.
        model("iPhone 5"),
        model("iPhone 5c"),
        model("iPhone 5s"),
        model("iPhone SE (1st generation)", ["iPhone SE (2016)", "iPhone SE 1"]),
        model("iPod touch (5th generation)"),
        model("iPod touch (6th generation)"),
        model("iPod touch (7th generation)"),
    ],
    "iPhone 8": [model("iPhone 6"), model("iPhone 6s"), model("iPhone 7"), model("iPhone 8")],
    "iPhone 8 Plus": [
        model("iPhone 6 Plus"),
        model("iPhone 6s Plus"),
        model("iPhone 7 Plus"),
        model("iPhone 8 Plus"),
    ],
    "iPhone SE (2nd/3rd generation)": [
        model("iPhone SE (2nd generation)", ["iPhone SE 2", "iPhone SE (2020)"]),
        model("iPhone SE (3rd generation)", ["iPhone SE 3", "iPhone SE (2022)"]),
    ],
    "iPhone 12 / 12 Pro": [model("iPhone 12"), model("iPhone 12 Pro")],
    "iPad (9th generation)": [
        # Entry notes: "10.2-inch iPad (7th-9th gen)".
        model("iPad (7th generation)", ["iPad 7", "iPad 10.2-inch (7th generation)"]),
        model("iPad (8th generation)", ["iPad 8", "iPad 10.2-inch (8th generation)"]),
        model("iPad (9th generation)", ["iPad 9", "iPad 10.2-inch (9th generation)"]),
    ],
    "iPad mini (6th generation)": [model("iPad mini (6th generation)", ["iPad mini 6"])],
    "iPad Air 11-inch (M2/M3) / iPad Air 10.9-inch (4th/5th gen)": [
        model("iPad Air (4th generation)", ["iPad Air 4", "iPad Air 10.9-inch (4th generation)"]),
        model("iPad Air (5th generation)", ["iPad Air 5", "iPad Air 10.9-inch (5th generation)"]),
        model("iPad Air 11-inch (M2)"),
        model("iPad Air 11-inch (M3)"),
    ],
    "iPad Pro 11-inch (1st-4th generation)": [
        model("iPad Pro 11-inch (1st generation)", ["iPad Pro 11-inch (2018)"]),
        model("iPad Pro 11-inch (2nd generation)", ["iPad Pro 11-inch (2020)"]),
        model("iPad Pro 11-inch (3rd generation)", ["iPad Pro 11-inch (2021)"]),
        model("iPad Pro 11-inch (4th generation)", ["iPad Pro 11-inch (2022)"]),
    ],
    "iPad Pro 12.9-inch (3rd-6th generation)": [
        model("iPad Pro 12.9-inch (3rd generation)", ["iPad Pro 12.9-inch (2018)"]),
        model("iPad Pro 12.9-inch (4th generation)", ["iPad Pro 12.9-inch (2020)"]),
        model("iPad Pro 12.9-inch (5th generation)", ["iPad Pro 12.9-inch (2021)"]),
        model("iPad Pro 12.9-inch (6th generation)", ["iPad Pro 12.9-inch (2022)"]),
    ],
    "Apple TV HD (1080p)": [model("Apple TV HD", ["Apple TV HD (1080p)", "Apple TV (4th generation)"])],
    "Apple TV 4K": [
        # The entry does not separate the 4K generations (same 1920x1080 pt geometry).
        model("Apple TV 4K", [
            "Apple TV 4K (1st generation)",
            "Apple TV 4K (2nd generation)",
            "Apple TV 4K (3rd generation)",
        ]),
    ],
    # Decision 8: iOS 26.0 (launch) and 26.5/27 disagree on the landscape top inset; the later
    # measurement is primary and the 26.0 value stays as the 26.0-26.4 variant.
    "iPhone 17": [model("iPhone 17", launch_os="26", primary_from_alternate=IOS_26_5_PROBES, entry_primary_as_variant=True)],
    "iPhone Air": [model("iPhone Air", ["iPhone 17 Air"], launch_os="26", primary_from_alternate=IOS_26_5_PROBES, entry_primary_as_variant=True)],
    "iPhone 17 Pro": [model("iPhone 17 Pro", launch_os="26", primary_from_alternate=IOS_26_5_PROBES, entry_primary_as_variant=True)],
    "iPhone 17 Pro Max": [model("iPhone 17 Pro Max", launch_os="26", primary_from_alternate=IOS_26_5_PROBES, entry_primary_as_variant=True)],
    "iPhone 17e": [model("iPhone 17e", launch_os="26")],
    "iPhone 18 Pro": [model("iPhone 18 Pro", launch_os="27")],
    "iPhone 18 Pro Max": [model("iPhone 18 Pro Max", launch_os="27")],
    "iPad (A16)": [
        # Entry notes: same 820x1180 panel as iPad (10th generation), and the entry's iPadOS 18
        # safe area is the value measured on the 10th generation.
        model("iPad (10th generation)", ["iPad 10"]),
        model("iPad (A16)", ["iPad 11-inch (A16)", "iPad (11th generation)"]),
    ],
    "iPad Air 13-inch (M2/M3/M4)": [
        model("iPad Air 13-inch (M2)"),
        model("iPad Air 13-inch (M3)"),
        # "the M4 shipped with iPadOS 26 - see alternates"
        model("iPad Air 13-inch (M4)", launch_os="26", primary_from_alternate=IPADOS_26_PROBES),
    ],
    "iPad Air 11-inch (M4)": [model("iPad Air 11-inch (M4)", launch_os="26")],
    "iPad Pro 11-inch (M4/M5)": [
        # Entry notes: "iPad Pro 11-inch 5th gen (M4, 2024)" (iPad Pro 11-inch (1st-4th) entry).
        model("iPad Pro 11-inch (M4)", ["iPad Pro 11-inch (5th generation)"]),
        # "the M5 shipped with iPadOS 26 - see alternates"
        model("iPad Pro 11-inch (M5)", launch_os="26", primary_from_alternate=IPADOS_26_PROBES),
    ],
    "iPad Pro 13-inch (M4/M5)": [
        model("iPad Pro 13-inch (M4)"),
        model("iPad Pro 13-inch (M5)", launch_os="26", primary_from_alternate=IPADOS_26_PROBES),
    ],
    "iPad mini (A17 Pro)": [model("iPad mini (A17 Pro)", ["iPad mini (7th generation)", "iPad mini 7"])],
    # Legacy entries (Scripts/catalog/legacy-devices.json); the entry notes name the models.
    "iPad 9.7-inch": [
        model("iPad Air", ["iPad Air (1st generation)", "iPad Air 1"]),
        model("iPad Air 2", ["iPad Air (2nd generation)"]),
        model("iPad Pro (9.7-inch)", ["iPad Pro 9.7-inch"]),
        model("iPad (5th generation)", ["iPad 5", "iPad 9.7-inch (5th generation)"]),
        model("iPad (6th generation)", ["iPad 6", "iPad 9.7-inch (6th generation)"]),
    ],
    "iPad mini 7.9-inch": [
        model("iPad mini 2", ["iPad mini (2nd generation)", "iPad mini with Retina display"]),
        model("iPad mini 3", ["iPad mini (3rd generation)"]),
        model("iPad mini 4", ["iPad mini (4th generation)"]),
        model("iPad mini (5th generation)", ["iPad mini 5"]),
    ],
    "iPad 10.5-inch": [
        model("iPad Pro (10.5-inch)", ["iPad Pro 10.5-inch"]),
        model("iPad Air (3rd generation)", ["iPad Air 3"]),
    ],
    "iPad Pro 12.9-inch (1st/2nd generation)": [
        model("iPad Pro 12.9-inch (1st generation)", ["iPad Pro (12.9-inch)", "iPad Pro 12.9-inch (2015)"]),
        model("iPad Pro 12.9-inch (2nd generation)", ["iPad Pro (12.9-inch) (2nd generation)", "iPad Pro 12.9-inch (2017)"]),
    ],
}

# Reference aliases that name several models (they stay in referenceEntry only).
AMBIGUOUS_REFERENCE_ALIASES = {"iPhone 5/5s/5c", "iPod touch 5th gen+", "iPhone 6/6s/7", "iPhone 6 Plus/6s Plus/7 Plus"}

# devices.json has null corner radii for the newest iPads. The Swift side needs a number, so a
# placeholder is used, marked "unsourced" (guess; README.md lists it).
CORNER_RADIUS_PLACEHOLDERS = {
    "iPad (A16)": (18.0, "ScreenCorners' 18.0 for the 2018-2020 iPad Air / Pro design"),
    "iPad Air 13-inch (M2/M3/M4)": (18.0, "ScreenCorners' 18.0 for the 2018-2020 iPad Air / Pro design"),
    "iPad Air 11-inch (M4)": (18.0, "the iPad Air 11-inch (M2/M3) entry's 18.0 (same panel)"),
    "iPad Pro 11-inch (M4/M5)": (18.0, "ScreenCorners' 18.0 for the 2018-2022 iPad Pro design"),
    "iPad Pro 13-inch (M4/M5)": (18.0, "ScreenCorners' 18.0 for the 2018-2022 iPad Pro design"),
    "iPad mini (A17 Pro)": (21.5, "the iPad mini (6th generation) entry's 21.5 (same panel)"),
}

# ---------------------------------------------------------------------------------------------
# OS contexts (decision 8). Every `context` string in devices.json must be listed here, so a new
# reference wording stops the build instead of being guessed at.
# ---------------------------------------------------------------------------------------------

# Context of a primary value -> the OS range it describes. None: no constraint.
PRIMARY_CONTEXTS = {
    "iOS 14+": ("14", "18.99"),  # XR / 11: 48 from iOS 14; iOS 26 is not covered (rules baseline)
    "iOS 18 (see alternates for iOS 26)": ("18", "18.99"),
    "iOS 18 (see alternates for iOS 26.5 / iOS 27)": ("18", "18.99"),
    # iPhone 17 family: iOS 26.0 (useyourloaf); 26.5 and 27 differ (variant) -> through 26.4.
    "iOS 26.0 (launch OS; useyourloaf measurement; see alternates for iOS 26.5 and iOS 27)": ("26.0", "26.4"),
    "iOS 26.5 (simulator probe) and iOS 27 (safearea.info)": ("26.5", "27.99"),
    "iOS 27 (safearea.info, Xcode 27.1 simulator)": ("27.0", "27.99"),
    "iPadOS 18 (launch OS; see alternates for iPadOS 26)": ("18", "18.99"),
    "iPadOS 17-18 (M2/M3; the M4 shipped with iPadOS 26 - see alternates)": ("17", "18.99"),
    "iPadOS 17-18 (M4 only; the M5 shipped with iPadOS 26 - see alternates)": ("17", "18.99"),
    "iPadOS 26 (launch OS)": ("26.0", "26.99"),
}

# Decision 8: primary values of models sold before autumn 2025 are the iOS 18 ones.
DEFAULT_PRIMARY_RANGE = ("18", "18.99")

# Context of an alternate that is an OS variant -> (range, label).
VARIANT_CONTEXTS = {
    "iOS 12-13": (("12", "13.99"), "iOS 12-13"),
    "iOS 26.5 (Xcode 26.6 simulator, window-level probe) and iOS 27 (Xcode 27.1 simulator)":
        (("26.5", "27.99"), "iOS 26.5 and iOS 27 (simulator probes)"),
    "iOS 26.5 (Xcode 26.6 simulator, window-level probe) and iOS 27 (Xcode 27.1 simulator, safearea.info)":
        (("26.5", "27.99"), "iOS 26.5 and iOS 27 (simulator probes)"),
    # Probed on 26.1 and 26.5; taken to hold for all of iPadOS 26 (guess, README.md).
    IPADOS_26_PROBES: (("26.0", "26.99"), "iPadOS 26 (simulator probes, 26.1-26.5)"),
}

# Contexts of alternates that are NOT OS variants: they never apply to the model, are not
# measurements, or disagree about the same OS. They go to the device's "alternates" list.
ALTERNATE_CONTEXTS = {
    "1st/2nd generation (home button)",  # a different model (iPad Pro 12.9-inch 1st/2nd gen)
    "flutter device_frame preset (not a measurement)",
    "iOS 18-style class value (probably never applies)",
    "iOS 18-style extrapolation (never applies to this device)",
    "iOS 26.0 value of the same-size 17 Pro (probably never applies)",
    "iOS 26.0 value of the same-size 17 Pro Max (probably never applies)",
    "iPadOS 16-18 (same-geometry M2/M3; never on M4)",
    # Same OS as the primary values (iPadOS 18), unresolved disagreement: calibrate, not select.
    "pre-iPadOS 26 simulator (probably 18.0-18.2), window-level probe",
    "pre-release extrapolation (never applies)",
}

# What an alternate means when the reference gives no assessment.
ALTERNATE_CONTEXT_NOTES = {
    "1st/2nd generation (home button)":
        "iPad Pro 12.9-inch (1st/2nd generation): a different model with this screen size, in the catalog as a legacy model",
}

# Alternates about an OS before 26: dropped on models that launched with 26 or later.
PRE_26_CONTEXTS = {"pre-iPadOS 26 simulator (probably 18.0-18.2), window-level probe"}

# Brief + rules baseline paragraph: the 16 Pro / Pro Max landscape (20,62,20,62) alternate has no
# context but is the iOS 26 value of this screen -> an iOS 26 variant. Through 26.4 because the
# same screen (17 Pro / Pro Max) reads differently from 26.5 on (see DERIVED_VARIANTS).
CONTEXTLESS_VARIANTS = {
    ("iPhone 16 Pro", "landscape (both sides)"): (("26.0", "26.4"), "iOS 26.0-26.4 (reported for this screen size)"),
    ("iPhone 16 Pro Max", "landscape (both sides)"): (("26.0", "26.4"), "iOS 26.0-26.4 (reported for this screen size)"),
}

# Guess (README.md): a 16 Pro / Pro Max on iOS 26.5+ takes the iOS 26.5/27 landscape value of
# the 17 Pro / 17 Pro Max entry, which has the same screen. (entry, source entry)
DERIVED_VARIANTS = {
    "iPhone 16 Pro": "iPhone 17 Pro",
    "iPhone 16 Pro Max": "iPhone 17 Pro Max",
}

# ---------------------------------------------------------------------------------------------
# Alternate `field` strings -> inset edits per orientation (hand-written, one rule each)
# ---------------------------------------------------------------------------------------------


def field_edits(field, value, idiom):
    """[(orientation, {edge: value})] for an alternate's free-text `field`. iPad upside-down
    portrait is derived from portrait afterwards, so edits never name it."""
    landscapes = ["landscapeLeft", "landscapeRight"]
    if field == "landscape.bottom":  # bottom inset in both landscape orientations
        return [(o, {"bottom": value}) for o in landscapes]
    if field == "portrait.top":
        return [("portrait", {"top": value})]
    if field == "portrait.top / landscape.left,right":  # one number for the housing side
        return [("portrait", {"top": value})] + [(o, {"left": value, "right": value}) for o in landscapes]
    if field == "landscape (both sides)":  # a whole inset set, same in both landscapes
        return [(o, dict(value)) for o in landscapes]
    if field in ("portrait/landscape", "portrait/landscape (all orientations)"):
        return [(o, dict(value)) for o in ["portrait"] + landscapes]
    if field == "bottom (all orientations)":
        return [(o, {"bottom": value}) for o in ["portrait"] + landscapes]
    if field == "left/right":  # Apple TV: its only orientation
        if idiom != "tv":
            raise ValueError("left/right alternate on a non-TV entry")
        return [("landscapeLeft", {"left": value, "right": value})]
    raise ValueError(f"no rule for alternate field {field!r}")


# ---------------------------------------------------------------------------------------------
# Reading an entry into a state: per orientation, the device-level sourced values
# ---------------------------------------------------------------------------------------------


def orientations_for(idiom):
    return {"phone": PHONE_ORIENTATIONS, "pad": PAD_ORIENTATIONS, "tv": TV_ORIENTATIONS}[idiom]


def housing_type(entry):
    raw = entry["sensorHousing"]["type"]
    return "none" if raw.startswith("none") else raw


def entry_context(entry):
    """Facts about the entry that the reading below uses."""
    size = entry["screenSizePoints"]
    idiom = entry["idiom"]
    home_indicator = idiom != "tv" and entry["homeIndicatorAreaHeight"]["portrait"] > 0
    return {
        "name": entry["name"],
        "idiom": idiom,
        "width": size["width"],
        "height": size["height"],
        "sizeConfidence": size["confidence"],
        "housing": housing_type(entry),
        "homeIndicator": home_indicator,
        "homeButton": idiom != "tv" and not home_indicator and housing_type(entry) == "none",
    }


def insets_value(raw):
    note = join_notes(raw.get("context"), shorten(raw.get("note")))
    value = {k: raw[k] for k in ("top", "left", "bottom", "right")}
    return sourced(value, raw["confidence"], note)


def guess_status_bar(ctx, orientation, top):
    """devices.json has null for some status bars. Guesses (README.md)."""
    if ctx["idiom"] == "pad":
        # rules f F7: iPads keep the status bar and its height is the top inset (20 / 24).
        return sourced(top, "unsourced", "guess: equals the safe-area top as on other iPads (rules f F7); "
                                   "the iPadOS 26 status-bar frame is not in the reference")
    if orientation != "portrait":
        # rules a5 / f F2: iPhones hide the status bar in landscape (iOS 11-18).
        return sourced(0, "low", "assumed hidden in landscape as on iOS 11-18 (rules a5, f F2); "
                                 "unverified on iOS 26 (the landscape top inset there may be a status bar)")
    if ctx["housing"] == "dynamicIsland":
        # Brief: 59-class DI phones report 54 (= 59 - 5); the same offset is assumed here.
        return sourced(top - 5, "unsourced", f"guess: safe-area top {top} - 5 by analogy with 59 -> 54 on "
                                       "59-class Dynamic Island phones (not in the reference)")
    # Notched phones: the status bar equals the safe-area top (devices.json, iOS 14-18).
    return sourced(top, "unsourced", "guess: equals the safe-area top as on notched phones on iOS 14-18; "
                               "not measured on iOS 26")


def read_status_bar(entry, ctx, orientation, insets):
    raw = entry["statusBarHeight"]
    if ctx["idiom"] == "tv":
        value = raw["value"]
    else:
        value = raw["portrait" if orientation.startswith("portrait") else "landscape"]
    if value is None:
        return guess_status_bar(ctx, orientation, insets["value"]["top"])
    return sourced(value, raw["confidence"], shorten(raw.get("note")))


def read_home_indicator(entry, ctx, orientation):
    raw = entry["homeIndicatorAreaHeight"]
    if ctx["idiom"] == "tv":
        value = raw["value"]
    else:
        value = raw["portrait" if orientation.startswith("portrait") else "landscape"]
    return sourced(value, raw["confidence"], shorten(raw.get("note")))


def read_size_classes(entry, orientation):
    raw = entry["sizeClasses"]
    pair = raw["portrait" if orientation.startswith("portrait") else "landscape"]
    return {"horizontal": pair["horizontal"], "vertical": pair["vertical"], "confidence": raw["confidence"]}


def primary_state(entry, ctx):
    """The entry's primary values, per orientation."""
    sai = entry["safeAreaInsets"]
    state = {"orientations": {}}
    for orientation in orientations_for(ctx["idiom"]):
        raw = sai["landscape"] if ctx["idiom"] == "tv" else sai[orientation]
        insets = insets_value(raw)
        state["orientations"][orientation] = {
            "insets": insets,
            "statusBar": read_status_bar(entry, ctx, orientation, insets),
            "homeIndicator": read_home_indicator(entry, ctx, orientation),
            "sizeClasses": read_size_classes(entry, orientation),
        }
    return state


def apply_edits(state, ctx, edits, confidence, note):
    """A copy of `state` with the inset edits applied, and the values that follow them."""
    new = copy.deepcopy(state)
    for orientation, partial in edits:
        values = new["orientations"][orientation]
        old = values["insets"]["value"]
        insets = dict(old, **partial)
        values["insets"] = sourced(insets, confidence, note)
        if insets["bottom"] != old["bottom"] and ctx["homeIndicator"]:
            # devices.json: the home-indicator area equals the bottom inset reserved for it.
            values["homeIndicator"] = sourced(insets["bottom"], confidence,
                                              join_notes("follows the bottom safe-area inset", note))
        if insets["top"] != old["top"]:
            if ctx["idiom"] == "phone" and orientation == "portrait" and ctx["housing"] == "notch":
                # devices.json statusBarHeight: notched phones' status bar equals the safe top
                # ("48 on iOS 14+, 44 on iOS 12-13").
                values["statusBar"] = sourced(insets["top"], confidence,
                                              join_notes("follows the safe-area top on notched phones", note))
            elif ctx["idiom"] == "pad":
                values["statusBar"] = guess_status_bar(ctx, orientation, insets["top"])
    return new


# ---------------------------------------------------------------------------------------------
# One orientation's facts (the engine's Swift rules derive the rest: Scripts/catalog/README.md)
# ---------------------------------------------------------------------------------------------


def is_landscape(orientation):
    return orientation.startswith("landscape")


def build_orientation(ctx, orientation, values):
    if ctx["idiom"] == "tv":
        screen = [ctx["width"], ctx["height"]]
    elif is_landscape(orientation):
        screen = [ctx["height"], ctx["width"]]
    else:
        screen = [ctx["width"], ctx["height"]]
    return {
        "screenSize": screen,
        "safeAreaInsets": values["insets"],
        "statusBarHeight": values["statusBar"],
        "homeIndicatorAreaHeight": values["homeIndicator"],
        "sizeClasses": values["sizeClasses"],
    }


def build_orientations(ctx, state):
    return {o: build_orientation(ctx, o, state["orientations"][o]) for o in orientations_for(ctx["idiom"])}


# ---------------------------------------------------------------------------------------------
# Variants and alternates
# ---------------------------------------------------------------------------------------------


def is_sourced_leaf(node):
    return isinstance(node, dict) and ("value" in node or "horizontal" in node) and "confidence" in node


def diff(base, new, label):
    """The parts of `new` that differ from `base` (whole sourced values), or None."""
    if is_sourced_leaf(new):
        if base == new:
            return None
        changed = dict(new)
        if "note" not in changed and "value" in changed:
            changed["note"] = label  # a merge keeps the base note otherwise
        return changed
    if isinstance(new, dict):
        out = {}
        for key, value in new.items():
            part = diff(base.get(key), value, label)
            if part is not None:
                out[key] = part
        return out or None
    return None if base == new else new


def classify_alternate(entry_name, alt):
    """("variant", range, label) or ("alternate",)."""
    context = alt.get("context")
    if context is None:
        special = CONTEXTLESS_VARIANTS.get((entry_name, alt["field"]))
        return ("variant",) + special if special else ("alternate",)
    if context in VARIANT_CONTEXTS:
        return ("variant",) + VARIANT_CONTEXTS[context]
    if context in ALTERNATE_CONTEXTS:
        return ("alternate",)
    raise ValueError(f"{entry_name}: no rule for alternate context {context!r}")


def alternate_records(ctx, state, alt, note):
    """One record per orientation the alternate touches: the full insets it would give."""
    records = []
    if alt["field"] == "screenSizePoints":
        width, height = (int(n) for n in re.findall(r"\d+", alt["value"])[:2])
        return [{"path": "portraitSize", "value": [width, height], "confidence": alt["confidence"], "note": note}]
    for orientation, partial in field_edits(alt["field"], alt["value"], ctx["idiom"]):
        # A calibration can set the iPad upside-down orientation on its own (the engine derives
        # it from portrait otherwise), so its alternate is listed too.
        targets = [orientation]
        if ctx["idiom"] == "pad" and orientation == "portrait":
            targets.append("portraitUpsideDown")
        for target in targets:
            insets = dict(state["orientations"][orientation]["insets"]["value"], **partial)
            records.append({
                "path": f"orientations.{target}.safeAreaInsets",
                "value": insets,
                "confidence": alt["confidence"],
                "note": note,
            })
    return records


def find_alternate(entry, context):
    for alt in entry["safeAreaInsets"].get("alternatesAndDisagreements", []):
        if alt.get("context") == context:
            return alt
    raise ValueError(f"{entry['name']}: no alternate with context {context!r}")


def derived_variant(reference, entry, ctx, base_state, source_name):
    """DERIVED_VARIANTS: the same-screen entry's iOS 26.5/27 landscape value (guess)."""
    source = next(e for e in reference if e["name"] == source_name)
    context = next(c for c in VARIANT_CONTEXTS if VARIANT_CONTEXTS[c][0] == ("26.5", "27.99")
                   and any(a.get("context") == c for a in source["safeAreaInsets"].get("alternatesAndDisagreements", [])))
    alt = find_alternate(source, context)
    os_range = VARIANT_CONTEXTS[context][0]
    label = f"iOS 26.5 and iOS 27 (by analogy with {source_name})"
    note = (f"guess: {source_name} (same {ctx['width']}x{ctx['height']} screen) reads this on iOS 26.5 and "
            f"iOS 27; not measured on this model")
    edits = field_edits(alt["field"], alt["value"], ctx["idiom"])
    state = apply_edits(base_state, ctx, edits, "low", label)
    return os_range, label, "low", note, state


def make_variant(ctx, base_orientations, os_range, label, confidence, note, state):
    overrides = diff(base_orientations, build_orientations(ctx, state), label)
    return {
        "os": {"from": os_range[0], "through": os_range[1]},
        "label": label,
        "confidence": confidence,
        "note": note,
        "overrides": {"orientations": overrides or {}},
    }


# ---------------------------------------------------------------------------------------------
# Devices
# ---------------------------------------------------------------------------------------------


def models_for(entry):
    if entry["name"] in MODEL_TABLE:
        return MODEL_TABLE[entry["name"]]
    aliases = [a for a in entry.get("aliases", []) if a not in AMBIGUOUS_REFERENCE_ALIASES]
    return [model(entry["name"], aliases)]


def aliases_for(entry, spec, split):
    """The model's own aliases, plus the entry name when it differs and names only this model."""
    aliases = list(spec["aliases"])
    if not split and entry["name"] != spec["name"] and entry["name"] not in aliases:
        aliases.insert(0, entry["name"])
    return aliases


def primary_range(entry, spec):
    """decision 8: the OS range the primary values describe, from their contexts."""
    if spec["primaryFromAlternate"]:
        return VARIANT_CONTEXTS[spec["primaryFromAlternate"]][0]
    low, high = None, None
    for orientation, raw in entry["safeAreaInsets"].items():
        if not isinstance(raw, dict) or "top" not in raw:
            continue
        context = raw.get("context")
        if context is None:
            continue
        if context not in PRIMARY_CONTEXTS:
            raise ValueError(f"{entry['name']}: no rule for primary context {context!r}")
        start, end = PRIMARY_CONTEXTS[context]
        low = start if low is None or version_key(start) > version_key(low) else low
        high = end if high is None or version_key(end) < version_key(high) else high
    if low is None:
        if spec["launchOS"]:
            raise ValueError(f"{spec['name']}: a model launched with a later OS needs OS contexts")
        return DEFAULT_PRIMARY_RANGE
    return (low, high)


# The last major iOS each phone that iOS 26 no longer supports runs (Apple's compatibility list
# for each release: "iOS 26 is compatible with" iPhone 11 and later and iPhone SE 2nd and 3rd
# generation, apple.com/ios/ios-26 and support.apple.com/en-us/122868; iOS 18 kept the XS, XS Max
# and XR; iOS 16 the 8, 8 Plus and X; iOS 15 the 6s, 6s Plus, SE 1st generation, 7, 7 Plus and
# iPod touch 7th generation; iOS 12 the 5s, 6, 6 Plus and iPod touch 6th generation; iOS 10
# the 5 and 5c; the iPod touch 5th generation and iPhone 4s stopped at iOS 9. Wikipedia's "List
# of iPhone models", "Supported OS" rows, agrees). A phone not listed runs iOS 26 or later.
LATEST_OS = {
    "iPhone 4s": "9", "iPod touch (5th generation)": "9", "iPhone 5": "10", "iPhone 5c": "10",
    "iPhone 5s": "12", "iPhone 6": "12", "iPhone 6 Plus": "12", "iPod touch (6th generation)": "12",
    "iPhone 6s": "15", "iPhone 6s Plus": "15", "iPhone SE (1st generation)": "15", "iPhone 7": "15",
    "iPhone 7 Plus": "15", "iPod touch (7th generation)": "15",
    "iPhone 8": "16", "iPhone 8 Plus": "16", "iPhone X": "16",
    "iPhone XS": "18", "iPhone XS Max": "18", "iPhone XR": "18",
}


def default_os(spec, os_range):
    # decision 8: "18" for models sold before autumn 2025, else the OS of the primary values.
    return "18" if spec["launchOS"] is None else os_range[0]


def corner_radius(entry):
    raw = entry["displayCornerRadius"]
    if raw["value"] is None:
        value, origin = CORNER_RADIUS_PLACEHOLDERS[entry["name"]]
        return sourced(value, "unsourced", f"placeholder ({origin}); devices.json has none for this model: calibrate")
    return sourced(raw["value"], raw["confidence"], shorten(raw.get("note")))


def sensor_housing(entry):
    raw = entry["sensorHousing"]
    kind = housing_type(entry)
    size = raw.get("approxSizePoints")
    detail = raw["type"][len("none"):].strip(" ()") if kind == "none" else None
    if size:
        confidence = lower(raw.get("sizeConfidence", raw["confidence"]), raw["confidence"])
        note = join_notes(f"type {raw['confidence']}, size and origin {raw.get('sizeConfidence', raw['confidence'])}",
                          shorten(raw.get("note") or raw.get("sizeNote"), 160))
        result = {"type": kind, "size": [size["width"], size["height"]], "originY": size["originY"], "confidence": confidence}
    else:
        note = join_notes(detail, shorten(raw.get("sizeNote"), 160))
        result = {"type": kind, "size": None, "originY": None, "confidence": raw["confidence"]}
    if note:
        result["note"] = note
    return result


def model_primary(entry, ctx, spec):
    """(entry state, model state, alternates): the model's primary values. A model that shipped
    with a later OS than its entry's primary values takes the alternate for that OS as primary,
    and the entry's primary values (never on this model) become alternates."""
    entry_state = primary_state(entry, ctx)
    if not spec["primaryFromAlternate"]:
        return entry_state, entry_state, []
    alt = find_alternate(entry, spec["primaryFromAlternate"])
    label = VARIANT_CONTEXTS[spec["primaryFromAlternate"]][1]
    edits = field_edits(alt["field"], alt["value"], ctx["idiom"])
    state = apply_edits(entry_state, ctx, edits, alt["confidence"], label)
    context = entry["safeAreaInsets"]["portrait"].get("context")
    alternates = []
    if spec["entryPrimaryAsVariant"]:
        return entry_state, state, alternates  # the entry's values become an OS variant (build_model)
    for orientation in orientations_for(ctx["idiom"]):
        value = entry_state["orientations"][orientation]["insets"]
        alternates.append({
            "path": f"orientations.{orientation}.safeAreaInsets",
            "value": value["value"],
            "confidence": value["confidence"],
            "note": join_notes(context, "the older model's value for this screen; never on this model"),
        })
    return entry_state, state, alternates


def model_variants_and_alternates(reference, entry, ctx, spec, entry_state, state, base_orientations):
    """The entry's alternates, sorted into OS variants and calibration alternates."""
    variants, alternates = [], []
    for alt in entry["safeAreaInsets"].get("alternatesAndDisagreements", []):
        if spec["primaryFromAlternate"] and alt.get("context") == spec["primaryFromAlternate"]:
            continue  # already this model's primary values
        if spec["launchOS"] and alt.get("context") in PRE_26_CONTEXTS:
            continue  # describes an OS this model never ran
        kind = classify_alternate(entry["name"], alt)
        if kind[0] == "alternate":
            note = join_notes(alt.get("context"), shorten(alt.get("assessment"), 400)
                              or ALTERNATE_CONTEXT_NOTES.get(alt.get("context")))
            # Alternates are stated against the entry's own primary values.
            alternates.extend(alternate_records(ctx, entry_state, alt, note))
            continue
        _, alt_range, label = kind
        edits = field_edits(alt["field"], alt["value"], ctx["idiom"])
        variant_state = apply_edits(state, ctx, edits, alt["confidence"], label)
        variants.append(make_variant(ctx, base_orientations, alt_range, label, alt["confidence"],
                                     shorten(alt.get("assessment"), 400), variant_state))
    if entry["name"] in DERIVED_VARIANTS:
        alt_range, label, confidence, note, variant_state = derived_variant(
            reference, entry, ctx, state, DERIVED_VARIANTS[entry["name"]])
        variants.append(make_variant(ctx, base_orientations, alt_range, label, confidence, note, variant_state))
    variants.sort(key=lambda v: version_key(v["os"]["from"]))
    return variants, alternates


def build_model(reference, entry, ctx, spec, split):
    os_range = primary_range(entry, spec)
    entry_state, state, alternates = model_primary(entry, ctx, spec)
    base_orientations = build_orientations(ctx, state)
    variants, more_alternates = model_variants_and_alternates(
        reference, entry, ctx, spec, entry_state, state, base_orientations)
    if spec["entryPrimaryAsVariant"]:
        entry_range = primary_range(entry, dict(spec, primaryFromAlternate=None))
        context = next(raw.get("context") for raw in entry["safeAreaInsets"].values() if isinstance(raw, dict) and raw.get("context"))
        label = f"iOS {entry_range[0]} (launch OS measurement)"
        variants.append(make_variant(ctx, base_orientations, entry_range, label, entry["safeAreaInsets"]["landscapeLeft"]["confidence"],
                                     join_notes(context, "decision 8: the later 26.5/27 measurement is primary; this is the launch OS value"),
                                     entry_state))
        variants.sort(key=lambda v: version_key(v["os"]["from"]))
    portrait = entry["screenSizePoints"]
    device = {
        "name": spec["name"],
        "slug": slugify(spec["name"]),
        "aliases": aliases_for(entry, spec, split),
        "referenceEntry": entry["name"],
    }
    if entry.get("legacy"):
        device["legacy"] = True  # decision 0001: reachable by name, in no named matrix
    device |= {
        "idiom": ctx["idiom"],
        "defaultOS": default_os(spec, os_range),
    }
    if spec["name"] in LATEST_OS:
        device["latestOS"] = LATEST_OS[spec["name"]]  # the current-phones matrix leaves it out
    device |= {
        "primaryOS": {"from": os_range[0], "through": os_range[1]},
        "portraitSize": [portrait["width"], portrait["height"]],
        # The minimum-margins rule takes the lower of its own confidence and the width's.
        "screenSizeConfidence": portrait["confidence"],
        "scale": sourced(entry["scale"]["uiScreenScale"], entry["scale"]["confidence"]),
        "nativeScale": sourced(entry["scale"]["nativeScale"], entry["scale"]["confidence"]),
        "nativePixels": [entry["nativePixels"]["width"], entry["nativePixels"]["height"]],
        "displayCornerRadius": corner_radius(entry),
        "sensorHousing": sensor_housing(entry),
        "homeButton": ctx["homeButton"],
    }
    measured = navigation_bar_origin(entry)
    if measured:
        device["navigationBarOriginYPortrait"] = measured
    device["orientations"] = base_orientations
    device["osVariants"] = variants
    device["alternates"] = alternates + more_alternates
    return device


def navigation_bar_origin(entry):
    """The navigation bar's measured frame.minY in portrait, with the primary values (rules a4).
    The engine turns it into an offset from this device's own portrait safe-area top."""
    raw = entry.get("navigationBarOriginYPortrait")
    if not raw:
        return None
    return sourced(raw.get("value"), raw["confidence"], shorten(raw.get("note")))


def build_models(reference, entry):
    """One device per marketed model of the entry, in split order."""
    ctx = entry_context(entry)
    specs = models_for(entry)
    return [build_model(reference, entry, ctx, spec, len(specs) > 1) for spec in specs]


# ---------------------------------------------------------------------------------------------
# Catalog
# ---------------------------------------------------------------------------------------------

def read_entries(reference_bytes, legacy_bytes):
    """The reference's entries, then the legacy file's. Only the legacy file may mark an entry
    legacy, and every entry of it must be (decision 0001)."""
    reference = json.loads(reference_bytes)
    legacy = json.loads(legacy_bytes) if legacy_bytes is not None else []
    for entry in reference:
        if "legacy" in entry:
            raise ValueError(f"{entry['name']}: the shared reference marks an entry legacy; only legacy-devices.json may")
    for entry in legacy:
        if entry.get("legacy") is not True:
            raise ValueError(f"{entry.get('name')}: every entry of legacy-devices.json needs \"legacy\": true")
    return reference + legacy


def build_catalog(reference_bytes, legacy_bytes=None):
    """The catalog of the reference and the legacy file. The version names the reference's
    digest; a change to the legacy file changes CATALOG_SEMVER (README.md)."""
    entries = read_entries(reference_bytes, legacy_bytes)
    digest = hashlib.sha256(reference_bytes).hexdigest()[:12]
    devices = []
    for entry in entries:
        devices.extend(build_models(entries, entry))
    return {
        "catalogVersion": f"{CATALOG_SEMVER}+ref.{digest}",
        "reference": REFERENCE_LABEL,
        "devices": devices,
    }


LINE_LIMIT = 120


def render_json(catalog):
    """The data file: JSON with two-space indentation, where an object or array whose one-line
    form fits the line limit stays on one line (a sourced value per line, so a pull request
    shows one changed value as one changed line). ASCII only, so any JSON reader takes the
    notes byte for byte."""
    text = format_json(catalog, 0) + "\n"
    if "\\u" in text:
        raise ValueError("catalog JSON needs a \\u escape; add the character to ASCII_REPLACEMENTS")
    return text


def format_json(value, indent, column=None):
    """`value` starting at `column`, its nested lines indented from `indent`."""
    column = indent if column is None else column
    inline = json.dumps(value, ensure_ascii=True, allow_nan=False, separators=(", ", ": "))
    if not isinstance(value, (dict, list)) or not value or column + len(inline) + 1 <= LINE_LIMIT:
        return inline
    inner = indent + 2
    if isinstance(value, dict):
        items = []
        for key, item in value.items():
            head = f"{' ' * inner}{json.dumps(key)}: "
            items.append(head + format_json(item, inner, len(head)))
        return "{\n" + ",\n".join(items) + "\n" + " " * indent + "}"
    items = [" " * inner + format_json(item, inner) for item in value]
    return "[\n" + ",\n".join(items) + "\n" + " " * indent + "]"


# ---------------------------------------------------------------------------------------------
# Validation
# ---------------------------------------------------------------------------------------------

DEVICE_KEYS = ["name", "slug", "aliases", "referenceEntry", "legacy", "idiom", "defaultOS", "latestOS", "primaryOS", "portraitSize",
               "screenSizeConfidence", "scale", "nativeScale", "nativePixels", "displayCornerRadius", "sensorHousing",
               "homeButton", "navigationBarOriginYPortrait", "orientations", "osVariants", "alternates"]
OPTIONAL_DEVICE_KEYS = {"legacy", "latestOS", "navigationBarOriginYPortrait"}
# Facts only: what UIKit derives from them is the engine's (Sources/UIKitLayout/Devices/Rules/).
ORIENTATION_KEYS = ["screenSize", "safeAreaInsets", "statusBarHeight", "homeIndicatorAreaHeight", "sizeClasses"]


def check_sourced(value, where, nullable=False, negative=False, shape=None):
    problems = []
    if not isinstance(value, dict) or "value" not in value or "confidence" not in value:
        return [f"{where}: not a sourced value"]
    if set(value) - {"value", "confidence", "note"}:
        problems.append(f"{where}: extra keys {sorted(set(value) - {'value', 'confidence', 'note'})}")
    if value["confidence"] not in CONFIDENCE_RANK:
        problems.append(f"{where}: unknown confidence {value['confidence']!r}")
    if "note" in value and not value["note"]:
        problems.append(f"{where}: empty note")
    v = value["value"]
    if shape:
        if not isinstance(v, dict) or list(v) != shape:
            problems.append(f"{where}: expected keys {shape}")
        else:
            problems += [f"{where}.{k}: bad number" for k in shape if not is_number(v[k])]
    elif v is None:
        if not nullable:
            problems.append(f"{where}: null value")
    elif not is_number(v) or (v < 0 and not negative):
        problems.append(f"{where}: bad number {v!r}")
    return problems


def is_number(x):
    return isinstance(x, (int, float)) and not isinstance(x, bool) and math.isfinite(x)


def validate_orientation(o, where):
    problems = []
    if list(o) != ORIENTATION_KEYS:
        problems.append(f"{where}: keys {list(o)}")
        return problems
    if not (isinstance(o["screenSize"], list) and len(o["screenSize"]) == 2 and all(is_number(n) for n in o["screenSize"])):
        problems.append(f"{where}.screenSize")
    problems += check_sourced(o["safeAreaInsets"], f"{where}.safeAreaInsets", shape=["top", "left", "bottom", "right"])
    problems += check_sourced(o["statusBarHeight"], f"{where}.statusBarHeight")
    problems += check_sourced(o["homeIndicatorAreaHeight"], f"{where}.homeIndicatorAreaHeight")
    sc = o["sizeClasses"]
    if list(sc) != ["horizontal", "vertical", "confidence"] or {sc["horizontal"], sc["vertical"]} - {"compact", "regular"}:
        problems.append(f"{where}.sizeClasses")
    return problems


def merged(device, variant):
    def merge(base, overlay):
        if isinstance(base, dict) and isinstance(overlay, dict):
            out = dict(base)
            for k, v in overlay.items():
                if k not in base and not k.startswith("portrait") and not k.startswith("landscape"):
                    raise KeyError(k)
                out[k] = merge(base[k], v) if k in base else v
            return out
        return overlay
    return merge(device, variant["overrides"])


def validate(catalog):
    problems = []
    if list(catalog) != ["catalogVersion", "reference", "devices"]:
        problems.append("top-level keys")
    owners = {}
    for device in catalog["devices"]:
        name = device["name"]
        if list(device) != [k for k in DEVICE_KEYS if k in device or k not in OPTIONAL_DEVICE_KEYS]:
            problems.append(f"{name}: keys {list(device)}")
            continue
        if device["screenSizeConfidence"] not in CONFIDENCE_RANK:
            problems.append(f"{name}: screenSizeConfidence")
        if "navigationBarOriginYPortrait" in device:
            problems += check_sourced(device["navigationBarOriginYPortrait"], f"{name}.navigationBarOriginYPortrait", nullable=True)
        if device["slug"] != slugify(name):
            problems.append(f"{name}: slug")
        if "legacy" in device and device["legacy"] is not True:
            problems.append(f"{name}: legacy is present but not true")
        for label in [name, device["slug"]] + device["aliases"]:
            for key in (label.lower(), squash(label)):
                if owners.setdefault(key, name) != name:
                    problems.append(f"{label!r} names both {owners[key]} and {name}")
        expected = orientations_for(device["idiom"])
        if list(device["orientations"]) != expected:
            problems.append(f"{name}: orientations {list(device['orientations'])}")
        for o, values in device["orientations"].items():
            problems += validate_orientation(values, f"{name}.{o}")
        for key in ("scale", "nativeScale"):
            problems += check_sourced(device[key], f"{name}.{key}")
        problems += check_sourced(device["displayCornerRadius"], f"{name}.displayCornerRadius")
        housing = device["sensorHousing"]
        if housing["type"] not in ("none", "notch", "dynamicIsland") or housing["confidence"] not in CONFIDENCE_RANK:
            problems.append(f"{name}: sensorHousing")
        ranges = [device["primaryOS"]] + [v["os"] for v in device["osVariants"]]
        for r in ranges:
            if version_key(r["from"]) > version_key(r["through"]):
                problems.append(f"{name}: empty OS range {r}")
        for i, a in enumerate(ranges):
            for b in ranges[i + 1:]:
                if version_key(a["from"]) <= version_key(b["through"]) and version_key(b["from"]) <= version_key(a["through"]):
                    problems.append(f"{name}: OS ranges {a} and {b} overlap")
        default = version_key(device["defaultOS"])
        if not version_key(device["primaryOS"]["from"]) <= default <= version_key(device["primaryOS"]["through"]):
            problems.append(f"{name}: defaultOS outside primaryOS")
        for variant in device["osVariants"]:
            if list(variant) != ["os", "label", "confidence", "note", "overrides"] or not variant["overrides"]["orientations"]:
                problems.append(f"{name}: variant {variant.get('label')}")
                continue
            try:
                resolved = merged(device, variant)
            except KeyError as error:
                problems.append(f"{name}: variant {variant['label']} overrides unknown key {error}")
                continue
            for o, values in resolved["orientations"].items():
                problems += validate_orientation(values, f"{name}[{variant['label']}].{o}")
        for alt in device["alternates"]:
            if list(alt) != ["path", "value", "confidence", "note"]:
                problems.append(f"{name}: alternate keys {list(alt)}")
    return problems


def find(catalog, name):
    return next(d for d in catalog["devices"] if d["name"] == name)


def insets(device, orientation):
    v = device["orientations"][orientation]["safeAreaInsets"]["value"]
    return (v["top"], v["left"], v["bottom"], v["right"])


def self_test(catalog):
    """Spot checks of the facts (the derived values are checked by the Swift rules' tests)."""
    failures = []

    def expect(label, actual, wanted):
        if actual != wanted:
            failures.append(f"{label}: got {actual!r}, expected {wanted!r}")

    o = lambda name, orientation: find(catalog, name)["orientations"][orientation]
    expect("iPhone X portrait safe", insets(find(catalog, "iPhone X"), "portrait"), (44, 0, 34, 0))
    expect("iPhone X landscapeLeft safe", insets(find(catalog, "iPhone X"), "landscapeLeft"), (0, 44, 21, 44))
    expect("14 Pro Max status bar", o("iPhone 14 Pro Max", "portrait")["statusBarHeight"]["value"], 54)
    expect("12 mini safe top", o("iPhone 12 mini", "portrait")["safeAreaInsets"]["value"]["top"], 50)
    expect("12 mini nav-bar origin", find(catalog, "iPhone 12 mini")["navigationBarOriginYPortrait"]["value"], 50)
    expect("14 Pro Max nav-bar origin", find(catalog, "iPhone 14 Pro Max")["navigationBarOriginYPortrait"]["value"], 53.667)
    expect("XS Max landscape size classes", o("iPhone XS Max", "landscapeLeft")["sizeClasses"]["horizontal"], "regular")
    expect("X landscape size classes", o("iPhone X", "landscapeLeft")["sizeClasses"]["horizontal"], "compact")
    expect("iPad 9 home button", find(catalog, "iPad (9th generation)")["homeButton"], True)
    expect("iPad Pro 11 1st home button", find(catalog, "iPad Pro 11-inch (1st generation)")["homeButton"], False)
    expect("iPad 9 status", o("iPad (9th generation)", "portrait")["statusBarHeight"]["value"], 20)
    expect("iPad Pro 11 1st bottom", o("iPad Pro 11-inch (1st generation)", "portrait")["safeAreaInsets"]["value"]["bottom"], 20)
    expect("iPad Pro 11 1st status", o("iPad Pro 11-inch (1st generation)", "portrait")["statusBarHeight"]["value"], 24)
    expect("Apple TV 4K safe", insets(find(catalog, "Apple TV 4K"), "landscapeLeft"), (60, 80, 60, 80))
    expect("iPhone 17 primaryOS", find(catalog, "iPhone 17")["primaryOS"], {"from": "26.5", "through": "27.99"})
    expect("iPhone 17 defaultOS", find(catalog, "iPhone 17")["defaultOS"], "26.5")
    expect("iPhone 17 landscape (decision 8: later measurement)", insets(find(catalog, "iPhone 17"), "landscapeLeft"), (0, 62, 20, 62))
    expect("iPhone 17 26.0 variant", find(catalog, "iPhone 17")["osVariants"][0]["os"], {"from": "26.0", "through": "26.4"})
    xr = find(catalog, "iPhone XR")["osVariants"][0]["overrides"]["orientations"]["portrait"]
    expect("XR iOS 12-13 status bar follows", xr["statusBarHeight"]["value"], 44)
    # Legacy models (legacy-devices.json, decision 0001): the home-button rules of the reference.
    expect("iPad 6 legacy", find(catalog, "iPad (6th generation)").get("legacy"), True)
    expect("iPad 9 not legacy", "legacy" in find(catalog, "iPad (9th generation)"), False)
    expect("iPad 6 size", find(catalog, "iPad (6th generation)")["portraitSize"], [768, 1024])
    expect("iPad 6 landscape safe", insets(find(catalog, "iPad (6th generation)"), "landscapeLeft"), (20, 0, 0, 0))
    expect("iPad 6 landscape status", o("iPad (6th generation)", "landscapeRight")["statusBarHeight"]["value"], 20)
    expect("iPad 6 home button", find(catalog, "iPad (6th generation)")["homeButton"], True)
    expect("iPad mini 5 pixels", find(catalog, "iPad mini (5th generation)")["nativePixels"], [1536, 2048])
    expect("iPad Pro 10.5 size", find(catalog, "iPad Pro (10.5-inch)")["portraitSize"], [834, 1112])
    expect("iPad Pro 12.9 1st safe", insets(find(catalog, "iPad Pro 12.9-inch (1st generation)"), "portrait"), (20, 0, 0, 0))
    expect("iPad Pro 12.9 1st corner", find(catalog, "iPad Pro 12.9-inch (1st generation)")["displayCornerRadius"]["value"], 0)
    expect("iPhone 4s size", find(catalog, "iPhone 4s")["portraitSize"], [320, 480])
    expect("iPhone 4s landscape safe", insets(find(catalog, "iPhone 4s"), "landscapeLeft"), (0, 0, 0, 0))
    expect("iPhone 4s landscape status", o("iPhone 4s", "landscapeLeft")["statusBarHeight"]["value"], 0)
    expect("iPhone 4s landscape size classes", o("iPhone 4s", "landscapeLeft")["sizeClasses"]["vertical"], "compact")
    return failures


# ---------------------------------------------------------------------------------------------
# Main
# ---------------------------------------------------------------------------------------------


def main(argv=None):
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--reference", type=Path, default=DEFAULT_REFERENCE, help="path to devices.json")
    parser.add_argument("--legacy", type=Path, default=DEFAULT_LEGACY, help="path to legacy-devices.json")
    parser.add_argument("--check", action="store_true", help="write nothing; exit 1 if the output file differs")
    parser.add_argument("--self-test", action="store_true", help="also run the spot checks")
    args = parser.parse_args(argv)

    catalog = build_catalog(args.reference.read_bytes(), args.legacy.read_bytes())
    problems = validate(catalog)
    if args.self_test:
        problems += self_test(catalog)
    if problems:
        for problem in problems:
            print(f"error: {problem}", file=sys.stderr)
        return 2
    text = render_json(catalog)
    display = OUTPUT.relative_to(REPO_ROOT)
    if args.check:
        current = OUTPUT.read_text(encoding="utf-8") if OUTPUT.exists() else None
        if current != text:
            print(f"{display} differs from what {Path(__file__).name} would write; regenerate it", file=sys.stderr)
            return 1
        return 0
    OUTPUT.parent.mkdir(parents=True, exist_ok=True)
    OUTPUT.write_text(text, encoding="utf-8")
    print(f"wrote {display}: {len(catalog['devices'])} devices ({catalog['catalogVersion']})")
    return 0


if __name__ == "__main__":
    sys.exit(main())
