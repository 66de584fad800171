#!/usr/bin/env python3
"""Counts the public declarations a user's code sees, from the symbol graphs that
`swift package dump-symbol-graph --minimum-access-level public` writes (Scripts/public-surface.sh
runs both). Synthesized members (Equatable's `!=`, a protocol's default implementations) are left
out: nobody wrote them, and they follow from conformances already counted.

Prints, per library module, its public declarations, and then what `import LayoutSnapshotTesting`
brings: the module itself, the whole modules it re-exports (`@_exported import M`), and each
scoped re-export (`@_exported import struct M.T`) with T's members, as
Sources/LayoutSnapshotTesting/Exports.swift lists them. `--list MODULE` prints that module's
declarations instead, one a line, for a review of what is public.
"""
import json
import pathlib
import re
import sys

LIBRARIES = ["LayoutEngine", "LayoutSnapshotTesting", "LayoutSnapshotCore", "LayoutRenderer",
             "InterfaceBuilder", "ImageDiff", "PNGCodec", "RasterImage", "StrictJSON", "StrictXML"]


def declarations(folder, module):
    """The public declarations a module's own graph and its extension graphs (`M@Other`) hold,
    by the compiler's identifier (overloads share a path), each with its path."""
    found = {}
    for path in sorted(folder.glob(f"{module}.symbols.json")) + sorted(folder.glob(f"{module}@*.symbols.json")):
        symbols = json.loads(path.read_text())["symbols"]
        # A property wrapper's projection (`$name`) is listed even when its property is not
        # (an SPI task-local): it counts only beside its property.
        names = {".".join(s["pathComponents"]) for s in symbols
                 if s.get("accessLevel") in ("public", "open") and not s.get("spi")}
        for symbol in symbols:
            name = ".".join(symbol["pathComponents"])
            if symbol.get("accessLevel") not in ("public", "open") or symbol.get("spi"):
                continue
            if "$" in name and name.replace("$", "", 1) not in names:
                continue
            if "::SYNTHESIZED::" in symbol["identifier"]["precise"]:
                continue
            found[symbol["identifier"]["precise"]] = name
    return found


def main():
    root = pathlib.Path(__file__).resolve().parent.parent
    folder = pathlib.Path(sys.argv[1])
    if len(sys.argv) > 2:
        if len(sys.argv) != 4 or sys.argv[2] != "--list":
            sys.exit("usage: public-surface.py SYMBOLGRAPH_FOLDER [--list MODULE]")
        print("\n".join(sorted(declarations(folder, sys.argv[3]).values())))
        return
    for module in LIBRARIES:
        print(f"{module:24} {len(declarations(folder, module)):5}")

    # Exports.swift's lines `@_exported import M` and `@_exported import KIND M.T`.
    exports = (root / "Sources/LayoutSnapshotTesting/Exports.swift").read_text()
    whole = re.findall(r"^@_exported\s+(?:public\s+)?import\s+(\w+)\s*(?://.*)?$", exports, re.M)
    scoped = re.findall(r"^@_exported\s+(?:public\s+)?import\s+\w+\s+(\w+)\.(\w+)\s*(?://.*)?$", exports, re.M)
    brought = dict(declarations(folder, "LayoutSnapshotTesting"))
    for module in whole:
        brought.update(declarations(folder, module))
    # A scoped re-export may name a type its module re-exports in turn (ImageDiff.PixelRect is
    # RasterImage's): the type is looked up in every library's graph.
    every = {}
    for module in LIBRARIES:
        every.update(declarations(folder, module))
    for _, name in scoped:
        brought.update({k: v for k, v in every.items() if v == name or v.startswith(name + ".")})
    print(f"{'import LayoutSnapshotTesting':24} {len(brought):5}")


main()
