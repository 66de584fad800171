#!/usr/bin/env python3
"""The largest inputs each limit accepts (Docs/LIMITS.md), made and timed.

Writes each input under .build/limits/, runs the release `layout-snapshot` on it once, and prints
the wall time and peak memory (the child's maximum resident set) beside the machine's memory-speed
floor measured in the same run (copying 256 MB), so the figures read as ratios on any machine.
Each run is capped at 8 GiB of address space, so a regression ends in an error, not a machine
out of memory.

    ./Scripts/limits.sh        # builds, then runs this
"""
import json
import os
import random
import resource
import struct
import subprocess
import sys
import time
import zlib

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
OUT = os.path.join(ROOT, ".build", "limits")
CLI = os.path.join(ROOT, ".build", "release", "layout-snapshot")
CAP = 8 << 30

MAX_VIEWS = 50_000          # LayoutEngine.maximumViews (the root view is one)
MAX_CONSTRAINTS = 20_000    # LayoutEngine.maximumConstraints
MAX_SPEC_BYTES = 64 << 20   # InputFiles.maximumSize
MAX_IB_BYTES = 16 << 20     # InterfaceBuilderDocument.maximumFileSize
MAX_SIDE, MAX_PIXELS = 16384, 64 << 20  # PNGLimits.default


def spec(subviews):
    return {"root": {"viewController": {"id": "vc", "view": {"id": "root", "subviews": subviews}}}}


def write(name, text):
    path = os.path.join(OUT, name)
    with open(path, "w") as f:
        f.write(text)
    return path


def views_spec():
    views = [{"id": f"v{i}", "frame": [i % 300, (i // 300) % 700, 10, 10]} for i in range(MAX_VIEWS - 1)]
    return write("views-50000.json", json.dumps(spec(views)))


def dense_constraints_spec():
    """The hardest system of this size measured: each view held by optional inequalities to the
    eight views before it, at random priorities (the tableau fills in: memory grows with N²)."""
    rng = random.Random(14)
    views, count, i = [], 0, 0
    while count + 18 <= MAX_CONSTRAINTS:
        cs = [f"v{i}.width == 10", f"v{i}.height == 10"]
        for k in range(1, 9):
            other = "root" if i - k < 0 else f"v{i - k}"
            cs.append(f"v{i}.leading >= {other}.leading + {rng.randint(0, 3)} @{rng.choice([250, 500, 750, 999])}")
            cs.append(f"v{i}.top <= {other}.bottom + {rng.randint(0, 3)} @{rng.choice([250, 500, 750, 999])}")
        views.append({"id": f"v{i}", "constraints": cs})
        count += len(cs)
        i += 1
    return write(f"constraints-{count}-dense.json", json.dumps(spec(views)))


def flat_constraints_spec():
    n = MAX_CONSTRAINTS // 4
    views = [{"id": f"v{i}", "constraints": [f"v{i}.leading == root.leading + {i % 300}", f"v{i}.top == root.top + {i % 600}",
                                             f"v{i}.width == 10", f"v{i}.height == 10"]} for i in range(n)]
    return write(f"constraints-{4 * n}-pinned.json", json.dumps(spec(views)))


def big_spec_file():
    """A spec just under the file-size limit: the views limit's worth of labels with long texts."""
    per = (MAX_SPEC_BYTES - 4096) // (MAX_VIEWS - 1) - 80
    views = [{"id": f"v{i}", "class": "label", "text": "x" * per, "frame": [0, i % 800, 300, 20]} for i in range(MAX_VIEWS - 1)]
    return write("spec-64MiB.json", json.dumps(spec(views)))


def storyboard():
    """Scenes of a form (a root view and 15 labels, 30 constraints) up to the 16 MiB document limit."""
    head = ('<?xml version="1.0" encoding="UTF-8"?><document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" '
            'version="3.0" toolsVersion="23094" targetRuntime="iOS.CocoaTouch" useAutolayout="YES" useSafeAreas="YES"><scenes>')
    tail = "</scenes></document>"
    parts, size, n = [], len(head) + len(tail), 0
    while True:
        views, constraints = [], []
        for k in range(15):
            views.append(f'<label id="s{n}-l{k}" text="Field {k}" translatesAutoresizingMaskIntoConstraints="NO">'
                         f'<rect key="frame" x="16" y="{60 + 40 * k}" width="200" height="21"/></label>')
            above = f'secondItem="s{n}-safe" secondAttribute="top"' if k == 0 else f'secondItem="s{n}-l{k - 1}" secondAttribute="bottom"'
            constraints.append(f'<constraint firstItem="s{n}-l{k}" firstAttribute="top" {above} constant="19" id="s{n}-c{k}"/>')
            constraints.append(f'<constraint firstItem="s{n}-l{k}" firstAttribute="leading" secondItem="s{n}-safe" secondAttribute="leading" constant="16" id="s{n}-d{k}"/>')
        scene = (f'<scene sceneID="s{n}"><objects><viewController id="s{n}-vc" storyboardIdentifier="Scene{n}" sceneMemberID="viewController">'
                 f'<view key="view" id="s{n}-v"><rect key="frame" x="0.0" y="0.0" width="393" height="852"/>'
                 f'<subviews>{"".join(views)}</subviews><viewLayoutGuide key="safeArea" id="s{n}-safe"/>'
                 f'<constraints>{"".join(constraints)}</constraints></view></viewController></objects></scene>')
        if size + len(scene) > MAX_IB_BYTES:
            break
        parts.append(scene)
        size += len(scene)
        n += 1
    return write(f"storyboard-{n}-scenes.storyboard", head + "".join(parts) + tail), n


def png(name, width, height, shade):
    """An RGBA PNG of one colour with a band of another, written with zlib alone."""
    row = b"\x00" + bytes([shade, 128, 255 - shade, 255]) * width
    band = b"\x00" + bytes([255, 0, 0, 255]) * width
    raw = zlib.compressobj(1)
    data = b"".join(raw.compress(band if 100 <= y < 120 and shade else row) for y in range(height)) + raw.flush()

    def chunk(kind, body):
        return struct.pack(">I", len(body)) + kind + body + struct.pack(">I", zlib.crc32(kind + body) & 0xFFFFFFFF)
    path = os.path.join(OUT, name)
    with open(path, "wb") as f:
        f.write(b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", struct.pack(">IIBBBBB", width, height, 8, 6, 0, 0, 0))
                + chunk(b"IDAT", data) + chunk(b"IEND", b""))
    return path


def floor_seconds():
    """Copying 256 MB in memory, best of three: the machine's memory-speed floor."""
    block = bytearray(256 << 20)
    best = float("inf")
    for _ in range(3):
        start = time.perf_counter()
        bytes(block)
        best = min(best, time.perf_counter() - start)
    return best


FLOOR = [1.0]


def run(label, arguments, ok=(0, 1)):
    def cap():
        resource.setrlimit(resource.RLIMIT_AS, (CAP, CAP))
    start = time.perf_counter()
    child = subprocess.Popen([CLI] + arguments, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, preexec_fn=cap)
    _, status, usage = os.wait4(child.pid, 0)
    seconds = time.perf_counter() - start
    err = child.stderr.read().decode()[:300]
    code = os.waitstatus_to_exitcode(status)
    verdict = "" if code in ok else f"  EXIT {code}: {err.strip()}"
    print(f"| {label} | {seconds:.2f} s | {seconds / FLOOR[0]:.0f}× | {usage.ru_maxrss / 1024:.0f} MB |{verdict}")
    return code


def main():
    os.makedirs(OUT, exist_ok=True)
    floor = floor_seconds()
    FLOOR[0] = floor
    print(f"memory-speed floor (copy 256 MB): {floor * 1000:.1f} ms\n")
    print("| largest accepted input | time | time / floor | peak memory |")
    print("|---|---|---|---|")
    out = os.path.join(OUT, "out")
    views = views_spec()
    run(f"spec, {MAX_VIEWS} views with frames: compute", ["compute", views, "--device", "iPhone 15 Pro"])
    run(f"spec, {MAX_VIEWS} views with frames: render (PNG)", ["render", views, "--device", "iPhone 15 Pro", "--out", out + "/views.png"])
    dense = dense_constraints_spec()
    run(f"spec, {os.path.basename(dense).split('-')[1]} constraints, dense optional inequalities: compute", ["compute", dense, "--device", "iPhone 15 Pro"])
    flat = flat_constraints_spec()
    run(f"spec, {MAX_CONSTRAINTS} constraints pinning 5,000 views: compute", ["compute", flat, "--device", "iPhone 15 Pro"])
    big = big_spec_file()
    run(f"spec file of {os.path.getsize(big) / (1 << 20):.1f} MiB ({MAX_VIEWS - 1} labels): compute", ["compute", big, "--device", "iPhone 15 Pro"])
    board, scenes = storyboard()
    run(f"storyboard of {os.path.getsize(board) / (1 << 20):.1f} MiB, {scenes} scenes: list scenes", ["scenes", board])
    run(f"the same storyboard: compute every scene on one device", ["compute", board, "--device", "iPhone 15 Pro", "--out", out + "/board"])
    # The largest picture the renderer draws: the largest screen (Apple TV 4K, 3840×2160 px) with
    # scroll content past the two screens across and three down it shows beyond the screen.
    scroll = write("largest-picture.json", json.dumps({"root": {"viewController": {"id": "vc", "view": {
        "id": "scroll", "class": "scrollView", "contentSize": [1000000, 1000000],
        "subviews": [{"id": "far", "frame": [999000, 999000, 100, 100]}]}}}}))
    picture = out + "/largest.png"
    run("render of the largest picture (Apple TV 4K, scroll content a million points each way)",
        ["render", scroll, "--device", "Apple TV 4K", "--orientation", "landscapeLeft", "--out", picture])
    with open(picture, "rb") as f:
        w, h = struct.unpack(">II", f.read(24)[16:24])
    print(f"|   (that picture: {w}×{h} px, {os.path.getsize(picture) / (1 << 20):.1f} MiB) | | | |")
    width, height = MAX_SIDE, MAX_PIXELS // MAX_SIDE
    a, b = png("a.png", width, height, 0), png("b.png", width, height, 40)
    run(f"diff of two {width}×{height} PNGs ({width * height // (1 << 20)} Mpx, the decoder's limit)", ["diff", a, b, "--diff-out", out + "/diff.png"])
    print(f"\nfloor: {floor * 1000:.1f} ms; inputs in {OUT}")


if __name__ == "__main__":
    sys.exit(main())
