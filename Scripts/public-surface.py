#!/usr/bin/env python3
"""Counts the public declarations a user's code sees, from the symbol graphs that
`swift package dump-symbol-graph --minimum-access-level public` writes (Scripts/public-surface.sh
runs both). Synthesized members (Equatable's `!=`, a protocol's default implementations) are left
out: nobody wrote them, and they follow from conformances already counted.

Prints, per library module, its public declarations, and then what `import LayoutEngine` and
`import LayoutSnapshotTesting` bring: the module itself, the whole modules it re-exports
(`@_exported import M`, followed in turn), and each scoped re-export (`@_exported import struct
M.T`) with T's members, as each module's Sources/MODULE/Exports.swift lists them. `--list
MODULE` prints that module's declarations instead, one a line, for a review of what is public.
"""
import json
import pathlib
import re
import sys

LIBRARIES = ["UIKitLayout", "LayoutFormats", "LayoutEngine", "LayoutSnapshotTesting", "LayoutSnapshotCore",
             "LayoutRenderer", "InterfaceBuilder", "ImageDiff", "PNGCodec", "RasterImage", "StrictJSON", "StrictXML"]


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
        print(f"{module:30} {len(declarations(folder, module)):5}")

    every = {}
    for module in LIBRARIES:
        every.update(declarations(folder, module))
    for module in ("LayoutEngine", "LayoutSnapshotTesting"):
        print(f"{'import ' + module:30} {len(brought_by(root, folder, module, every)):5}")


def brought_by(root, folder, module, every):
    """What `import module` brings: its own declarations, those of each whole module its
    Exports.swift re-exports (`@_exported import M`, followed in turn), and each scoped re-export
    (`@_exported import KIND M.T`) with T's members."""
    brought = dict(declarations(folder, module))
    exports = root / "Sources" / module / "Exports.swift"
    if not exports.exists():
        return brought
    text = exports.read_text()
    for other in re.findall(r"^@_exported\s+(?:public\s+)?import\s+(\w+)\s*(?://.*)?$", text, re.M):
        brought.update(brought_by(root, folder, other, every))
    # A scoped re-export may name a type its module re-exports in turn (ImageDiff.PixelRect is
    # RasterImage's): the type is looked up in every library's graph.
    for _, name in re.findall(r"^@_exported\s+(?:public\s+)?import\s+\w+\s+(\w+)\.(\w+)\s*(?://.*)?$", text, re.M):
        brought.update({k: v for k, v in every.items() if v == name or v.startswith(name + ".")})
    return brought


main()
