#!/usr/bin/env python3
"""Tests the HTML review page (Sources/ReportPageData/report-page.html) in a real browser.

    python3 Scripts/browser/report_page_test.py --page Sources/ReportPageData/report-page.html \
        --fixture /tmp/report [--matches 20] [--perf 2000] --screenshots /tmp/shots
    python3 Scripts/browser/report_page_test.py --report DIR [--page FILE] --screenshots /tmp/shots

Drives Debian's Chromium, headless, through chromedriver's W3C WebDriver HTTP API (urllib only).
--fixture writes a report folder of its own: report-data.js per the data contract (version 1) and
solid-colour PNGs (reference blue, actual orange, diff magenta, review green), so each compare mode
is checked on the pixels of a WebDriver screenshot. --report tests a folder written by
`layout-snapshot report --html` (the same checks, less the colours, which only a fixture knows).
--page is the page to test: an .html file.

Checks: every snapshot listed; each filter's list and counts; the five modes (and the review
picture); mode keys, j/k and arrows; missing pictures said, not broken; 1:1 zoom and fitting; the
URL hash restored after a reload and from a link; copy buttons; help; no network (every resource
and the document are file:// URLs, no CSP violation or console error; a canary shows the policy
blocks http and fetch); time to first render of --perf snapshots. Standard library only; exits 1
with a message on the first failure, 0 when everything passed.
"""

import argparse
import base64
import json
import os
import re
import shutil
import socket
import struct
import subprocess
import sys
import tempfile
import time
import urllib.error
import urllib.request
import zlib

# ---------------------------------------------------------------------------------------------
# Colours of the fixture's pictures, far apart from each other and from the page's own colours.
REF = (40, 100, 220)
ACT = (245, 150, 30)
DIFF = (220, 0, 180)
REVIEW = (20, 160, 90)
PIC_W, PIC_H = 900, 1200


class Failure(Exception):
    pass


def check(condition, message):
    if not condition:
        raise Failure(message)


def log(message):
    print(message, flush=True)


# ---------------------------------------------------------------------------------------------
# The page: the .html file the tool compiles in.

def load_page(path):
    with open(path, encoding="utf-8") as f:
        return f.read()


# ---------------------------------------------------------------------------------------------
# PNG: writing solid colours, reading WebDriver screenshots.

def png_bytes(width, height, rgb):
    row = b"\x00" + bytes(rgb) * width
    raw = row * height

    def chunk(kind, data):
        return struct.pack(">I", len(data)) + kind + data + struct.pack(">I", zlib.crc32(kind + data) & 0xFFFFFFFF)

    return (b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", struct.pack(">IIBBBBB", width, height, 8, 2, 0, 0, 0))
            + chunk(b"IDAT", zlib.compress(raw, 6)) + chunk(b"IEND", b""))


class Picture:
    """A decoded 8-bit RGB(A) PNG, non-interlaced (what Chromium's screenshots are)."""

    def __init__(self, data):
        check(data[:8] == b"\x89PNG\r\n\x1a\n", "screenshot is not a PNG")
        pos, idat = 8, []
        while pos < len(data):
            length, kind = struct.unpack(">I4s", data[pos:pos + 8])
            body = data[pos + 8:pos + 8 + length]
            if kind == b"IHDR":
                self.width, self.height, depth, colour, _, _, interlace = struct.unpack(">IIBBBBB", body)
                check(depth == 8 and colour in (2, 6) and interlace == 0, f"unsupported PNG: depth {depth} colour {colour}")
                self.bpp = 3 if colour == 2 else 4
            elif kind == b"IDAT":
                idat.append(body)
            pos += 12 + length
        raw = zlib.decompress(b"".join(idat))
        stride = self.width * self.bpp
        bpp = self.bpp
        rows = []
        prev = bytearray(stride)
        p = 0
        for _ in range(self.height):
            ft = raw[p]
            line = bytearray(raw[p + 1:p + 1 + stride])
            p += 1 + stride
            if ft == 1:
                for i in range(bpp, stride):
                    line[i] = (line[i] + line[i - bpp]) & 255
            elif ft == 2:
                line = bytearray((a + b) & 255 for a, b in zip(line, prev))
            elif ft == 3:
                for i in range(stride):
                    left = line[i - bpp] if i >= bpp else 0
                    line[i] = (line[i] + ((left + prev[i]) >> 1)) & 255
            elif ft == 4:
                for i in range(stride):
                    a = line[i - bpp] if i >= bpp else 0
                    b = prev[i]
                    c = prev[i - bpp] if i >= bpp else 0
                    pa, pb, pc = abs(b - c), abs(a - c), abs(a + b - 2 * c)
                    line[i] = (line[i] + (a if pa <= pb and pa <= pc else b if pb <= pc else c)) & 255
            rows.append(bytes(line))
            prev = line
        self.rows = rows

    def at(self, x, y):
        x, y = int(round(x)), int(round(y))
        check(0 <= x < self.width and 0 <= y < self.height, f"pixel ({x}, {y}) outside the {self.width}x{self.height} screenshot")
        i = x * self.bpp
        r = self.rows[y]
        return (r[i], r[i + 1], r[i + 2])


def close(c, want, tolerance=6):
    return all(abs(a - b) <= tolerance for a, b in zip(c, want))


def mix(a, b, t):
    return tuple(round(x * (1 - t) + y * t) for x, y in zip(a, b))


# ---------------------------------------------------------------------------------------------
# The fixture: report-data.js per the data contract, and solid-colour pictures.

TESTS = ["LoginTests/loginOnEveryPhone()", "ProfileTests/header()", "SettingsTests/list()", "CheckoutTests/summary()"]
DEVICES = [("iPhone 15 Pro", "iphone-15-pro"), ("iPhone SE (3rd generation)", "iphone-se-3rd-generation"),
           ("iPad Pro 11-inch (M4)", "ipad-pro-11-inch-m4")]
ORIENTATIONS = ["portrait", "portraitUpsideDown", "landscapeLeft", "landscapeRight"]
SIZES = ["L", "xs", "xxxl", "AX2", None]


DIFF_STATUS = {"failed": "changed", "recorded": "removed", "matched": "same"}


def fixture_snapshots(matches, kind="run"):
    art, run = ".build/layout-snapshots", "2026-11-24T07-00-00-1234"
    base = f"swift run layout-snapshot approve --artifacts '{art}' --run '{run}'"
    snaps = []

    def add(status, test, device, orientation, size, detail, kinds, name=None, changes=None, message=None, pixels=None):
        sid = f"s{len(snaps) + 1:04d}"
        if kind == "diff":
            # Folder against folder: a picture only in the new folder is added, only in the old one removed.
            status = "added" if kinds == ["actual"] else DIFF_STATUS[status]
            kinds = ["reference", "actual"] if status == "same" else kinds
        dev, slug = device
        images = {k: f"images/{sid}/{k}.png" for k in kinds}
        approvable = status == "failed" and "actual" in kinds
        snaps.append({
            "id": sid, "test": test, "device": dev, "slug": slug, "orientation": orientation,
            "contentSize": size, "name": name, "status": status, "detail": detail, "message": message,
            "differentPixels": pixels, "ratio": (pixels / (PIC_W * PIC_H)) if pixels is not None else None,
            "width": PIC_W, "height": PIC_H, "images": images, "changes": changes or [],
            "approve": f"{base} '__Snapshots__/{test.split('/')[0]}/{slug}-{orientation}.png'" if approvable and kind == "run" else None,
            "approveTest": f"{base} '{test}'" if status == "failed" and kind == "run" else None,
        })

    geometry = [
        {"view": "signIn", "field": "frame", "before": "[16, 560, 361, 50]", "after": "[16, 564, 361, 50]", "cause": True},
        {"view": "title", "field": "text", "before": "\"Welcome\"", "after": "\"Welcome back, <b>friend</b> </script>\"", "cause": True},
        {"view": None, "field": "then frame of 3 views: footer, legal, version", "before": None, "after": None, "cause": False},
    ]
    message = ("Layout snapshot loginOnEveryPhone.iphone-15-pro-portrait does not match its reference:\n"
               "  1,234 pixels differ (0.11%), more than the tolerance of 0.\n"
               "  signIn: frame [16, 560, 361, 50] -> [16, 564, 361, 50]")
    full = ["reference", "actual", "diff", "review"]
    pair = ["reference", "actual", "diff"]
    add("failed", TESTS[0], DEVICES[0], "portrait", "L", "pixels", full, changes=geometry, message=message, pixels=1234)
    add("failed", TESTS[0], DEVICES[1], "landscapeLeft", "xs", "geometry", pair, changes=geometry[:1], message="Geometry differs.", pixels=88)
    add("failed", TESTS[1], DEVICES[0], "landscapeRight", None, "missingReference", ["actual"],
        message="No reference for header.iphone-15-pro-landscape-right.")
    add("failed", TESTS[1], DEVICES[2], "portrait", "AX2", "pixels", pair, name="dark", message="Pixels differ.", pixels=40)
    add("recorded", TESTS[2], DEVICES[0], "portrait", "L", "recorded", ["reference"], message="Recorded a new reference.")
    add("recorded", TESTS[2], DEVICES[2], "landscapeLeft", "xxxl", "recorded", ["reference"])
    combos = []
    for t in TESTS:
        for d in DEVICES:
            for o in ORIENTATIONS:
                for s in SIZES:
                    combos.append((t, d, o, s))
    matched = [combos[(i * 7) % len(combos)] for i in range(matches)]
    matched.sort(key=lambda c: (c[0], c[1][0], ORIENTATIONS.index(c[2])))
    for t, d, o, s in matched:
        add("matched", t, d, o, s, "matched", ["reference"])
    if kind == "diff":
        order = ["changed", "added", "removed", "same"]
        snaps.sort(key=lambda s: order.index(s["status"]))
    return snaps


def write_fixture(folder, page, matches, kind="run"):
    if os.path.isdir(folder):
        shutil.rmtree(folder)
    os.makedirs(folder)
    snaps = fixture_snapshots(matches, kind)
    counts = {}
    for s in snaps:
        counts[s["status"]] = counts.get(s["status"], 0) + 1
    report = {
        "version": 1, "kind": kind,
        "title": "Layout snapshots: run 2026-11-24T07-00-00-1234" if kind == "run" else "Layout diff: main against html-page",
        "source": os.path.join(folder, "runs", "2026-11-24T07-00-00-1234") if kind == "run" else ".build/examples.previous  →  .build/examples",
        "counts": counts,
        "commands": {"approveAll": "swift run layout-snapshot approve --artifacts '.build/layout-snapshots' --run '2026-11-24T07-00-00-1234'"} if kind == "run" else {},
        "snapshots": snaps,
    }
    colours = {"reference": png_bytes(PIC_W, PIC_H, REF), "actual": png_bytes(PIC_W, PIC_H, ACT),
               "diff": png_bytes(PIC_W, PIC_H, DIFF), "review": png_bytes(PIC_W, PIC_H, REVIEW)}
    for s in snaps:
        for kind, rel in s["images"].items():
            path = os.path.join(folder, rel)
            os.makedirs(os.path.dirname(path), exist_ok=True)
            with open(path, "wb") as f:
                f.write(colours[kind])
    with open(os.path.join(folder, "report-data.js"), "w", encoding="utf-8") as f:
        f.write("window.LAYOUT_REPORT = " + json.dumps(report, ensure_ascii=False, indent=1) + ";\n")
    with open(os.path.join(folder, "index.html"), "w", encoding="utf-8") as f:
        f.write(page)
    return report


def read_report(folder):
    with open(os.path.join(folder, "report-data.js"), encoding="utf-8") as f:
        text = f.read()
    m = re.match(r"\s*window\.LAYOUT_REPORT\s*=\s*(.*?);?\s*$", text, re.S)
    check(m is not None, f"{folder}/report-data.js does not start with window.LAYOUT_REPORT =")
    return json.loads(m.group(1))


# ---------------------------------------------------------------------------------------------
# WebDriver over HTTP.

class Browser:
    def __init__(self, chromedriver, chromium):
        with socket.socket() as s:
            s.bind(("127.0.0.1", 0))
            self.port = s.getsockname()[1]
        self.log_path = os.path.join(tempfile.gettempdir(), f"chromedriver-{self.port}.log")
        self.driver = subprocess.Popen([chromedriver, f"--port={self.port}", f"--log-path={self.log_path}"],
                                       stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
        self.base = f"http://127.0.0.1:{self.port}"
        deadline = time.time() + 20
        while True:
            try:
                self.request("GET", "/status")
                break
            except (urllib.error.URLError, ConnectionError, OSError):
                check(time.time() < deadline and self.driver.poll() is None, "chromedriver did not start")
                time.sleep(0.1)
        args = ["--headless=new", "--no-sandbox", "--disable-gpu", "--window-size=1400,1000",
                "--hide-scrollbars", "--force-device-scale-factor=1",
                # Any name lookup fails, and so does any connection through the (closed) proxy: a
                # network attempt cannot succeed, and shows in the resource entries checked below.
                "--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE 127.0.0.1",
                "--proxy-server=http://127.0.0.1:9", "--proxy-bypass-list=<-loopback>",
                "--disable-background-networking", "--disable-component-update", "--disable-sync",
                "--no-first-run", "--no-default-browser-check", "--disable-features=Translate,MediaRouter,OptimizationHints"]
        options = {"args": args}
        if chromium:
            options["binary"] = chromium
        # The performance log records every request the page makes (file:// ones too), for the
        # no-network check; Resource Timing lists only the non-file ones.
        options["perfLoggingPrefs"] = {"enableNetwork": True, "enablePage": False}
        caps = {"capabilities": {"alwaysMatch": {"browserName": "chrome", "goog:chromeOptions": options,
                                                 "goog:loggingPrefs": {"browser": "ALL", "performance": "ALL"}}}}
        value = self.request("POST", "/session", caps)
        self.session = value["sessionId"]

    def request(self, method, path, body=None, timeout=120):
        data = json.dumps(body).encode() if body is not None else None
        req = urllib.request.Request(self.base + path, data=data, method=method, headers={"Content-Type": "application/json"})
        try:
            with urllib.request.urlopen(req, timeout=timeout) as r:
                return json.load(r).get("value")
        except urllib.error.HTTPError as e:
            detail = e.read().decode("utf-8", "replace")
            raise Failure(f"WebDriver {method} {path} failed: {e.code} {detail[:600]}")

    def s(self, method, path, body=None):
        return self.request(method, f"/session/{self.session}{path}", body)

    def quit(self):
        try:
            if getattr(self, "session", None):
                self.request("DELETE", f"/session/{self.session}", timeout=20)
        except Exception:
            pass
        self.driver.terminate()
        try:
            self.driver.wait(10)
        except subprocess.TimeoutExpired:
            self.driver.kill()

    def go(self, url):
        self.s("POST", "/url", {"url": url})

    def refresh(self):
        self.s("POST", "/refresh", {})

    def js(self, script, *args):
        return self.s("POST", "/execute/sync", {"script": script, "args": list(args)})

    def js_async(self, script, *args):
        return self.s("POST", "/execute/async", {"script": script, "args": list(args)})

    def find(self, css):
        value = self.s("POST", "/element", {"using": "css selector", "value": css})
        return next(iter(value.values()))

    def click(self, css):
        self.s("POST", f"/element/{self.find(css)}/click", {})

    def keys(self, *keys):
        actions = []
        for k in keys:
            actions += [{"type": "keyDown", "value": k}, {"type": "keyUp", "value": k}]
        self.s("POST", "/actions", {"actions": [{"type": "key", "id": "keyboard", "actions": actions}]})
        self.s("DELETE", "/actions")

    def drag(self, x0, y0, x1, y1):
        steps = [{"type": "pointerMove", "duration": 0, "x": int(x0), "y": int(y0), "origin": "viewport"},
                 {"type": "pointerDown", "button": 0}]
        for i in range(1, 6):
            steps.append({"type": "pointerMove", "duration": 20, "origin": "viewport",
                          "x": int(x0 + (x1 - x0) * i / 5), "y": int(y0 + (y1 - y0) * i / 5)})
        steps.append({"type": "pointerUp", "button": 0})
        self.s("POST", "/actions", {"actions": [{"type": "pointer", "id": "mouse", "parameters": {"pointerType": "mouse"}, "actions": steps}]})
        self.s("DELETE", "/actions")

    def screenshot(self):
        return base64.b64decode(self.s("GET", "/screenshot"))

    def console(self):
        return self.s("POST", "/se/log", {"type": "browser"}) or []

    def requests(self):
        """The URLs of every request since the last call (from the performance log)."""
        urls = []
        for entry in self.s("POST", "/se/log", {"type": "performance"}) or []:
            message = json.loads(entry["message"])["message"]
            if message.get("method") == "Network.requestWillBeSent":
                urls.append(message["params"]["request"]["url"])
        return urls

    def window(self, width, height):
        self.s("POST", "/window/rect", {"width": width, "height": height})

    def wait(self, script, what, timeout=10):
        deadline = time.time() + timeout
        while True:
            value = self.js(script)
            if value:
                return value
            check(time.time() < deadline, f"timed out waiting for {what}")
            time.sleep(0.05)


# ---------------------------------------------------------------------------------------------
# The checks.

KEY = {"Escape": "\ue00c", "ArrowLeft": "\ue012", "ArrowUp": "\ue013", "ArrowRight": "\ue014", "ArrowDown": "\ue015", "Space": " "}

FACET_PARAMS = [("status", "status"), ("test", "test"), ("device", "device"), ("orientation", "orientation"), ("size", "contentSize")]


class PageTest:
    def __init__(self, browser, folder, report, shots, fixture):
        self.b = browser
        self.folder = os.path.abspath(folder)
        self.url = "file://" + os.path.join(self.folder, "index.html")
        self.report = report
        self.snaps = report["snapshots"]
        self.shots = shots
        self.fixture = fixture
        self.passed = 0

    def ok(self, message):
        self.passed += 1
        log(f"  ok  {message}")

    def shot(self, name):
        data = self.b.screenshot()
        if self.shots:
            with open(os.path.join(self.shots, name), "wb") as f:
                f.write(data)
        return Picture(data)

    def settle(self):
        """Waits until the stage's pictures are loaded and two frames have been painted."""
        self.b.wait("return document.documentElement.dataset.ready === '1'", "the page to be ready")
        self.b.wait("return Array.from(document.querySelectorAll('#stage img')).every(i => i.complete && i.naturalWidth > 0)",
                    "the stage's pictures to load")
        self.b.js_async("const done = arguments[arguments.length - 1]; requestAnimationFrame(() => requestAnimationFrame(() => done(true)));")

    def open(self, hash_=""):
        # A new load each time: going to the same file with another hash would only change the hash.
        self.b.go("about:blank")
        self.b.go(self.url + hash_)
        self.settle()

    def rect(self, css):
        r = self.b.js("const e = document.querySelector(arguments[0]); if (!e) return null; const r = e.getBoundingClientRect();"
                      " return [r.left, r.top, r.width, r.height];", css)
        check(r is not None, f"no element {css}")
        return r

    def state(self):
        return self.b.js("""
            const sel = document.querySelector('#list .row[aria-selected="true"]');
            return {hash: location.hash, id: sel ? sel.id.slice(4) : null,
                    mode: document.getElementById('stage').dataset.mode,
                    tab: (document.querySelector('#modes [aria-selected="true"]') || {}).id || null,
                    zoom1: document.getElementById('zoom-1').getAttribute('aria-pressed') === 'true',
                    visible: Array.from(document.querySelectorAll('#list .row')).filter(r => !r.hidden).map(r => r.id.slice(4)),
                    selects: ['f-test', 'f-device', 'f-orientation', 'f-size'].map(i => document.getElementById(i).value),
                    chip: (document.querySelector('#status-chips [aria-pressed="true"]') || {dataset: {}}).dataset.value};""")

    # -- the list and its filters --

    def expected(self, filters):
        """Visible ids and each facet's counts, per value, for the given filters."""
        def value(s, key):
            v = s.get(key)
            return "" if v is None else str(v)
        visible = [s["id"] for s in self.snaps if all(f is None or value(s, k) == f for (_, k), f in zip(FACET_PARAMS, filters))]
        counts = []
        for i, (_, key) in enumerate(FACET_PARAMS):
            c = {}
            for s in self.snaps:
                if all(f is None or value(s, k) == f for j, ((_, k), f) in enumerate(zip(FACET_PARAMS, filters)) if j != i):
                    c[value(s, key)] = c.get(value(s, key), 0) + 1
            counts.append(c)
        return visible, counts

    def shown_counts(self):
        return self.b.js("""
            const chips = {};
            document.querySelectorAll('#status-chips .chip').forEach(c => { chips[c.dataset.value] = +c.querySelector('.n').textContent.replace(/,/g, ''); });
            const selects = ['f-test', 'f-device', 'f-orientation', 'f-size'].map(id => {
                const m = {};
                Array.from(document.getElementById(id).options).forEach(o => {
                    const n = /\\(([\\d,]+)\\)$/.exec(o.textContent);
                    m[o.value === '' ? '*' : o.value.slice(1)] = n ? +n[1].replace(/,/g, '') : null;
                });
                return m;
            });
            return {chips, selects, count: document.getElementById('visible-count').textContent};""")

    def check_filters_state(self, filters, what):
        visible, counts = self.expected(filters)
        st = self.state()
        check(st["visible"] == visible, f"{what}: the list shows {len(st['visible'])} snapshots, expected {len(visible)}"
              f" ({st['visible'][:5]}... vs {visible[:5]}...)")
        shown = self.shown_counts()
        for v, n in counts[0].items():
            check(shown["chips"].get(v) == n, f"{what}: status chip {v} says {shown['chips'].get(v)}, expected {n}")
        check(shown["chips"].get("") == sum(counts[0].values()), f"{what}: the All chip says {shown['chips'].get('')}")
        for i in range(1, 5):
            for v, n in counts[i].items():
                check(shown["selects"][i - 1].get(v) == n, f"{what}: {FACET_PARAMS[i][0]} option {v!r} says {shown['selects'][i - 1].get(v)}, expected {n}")
            check(shown["selects"][i - 1].get("*") == sum(counts[i].values()), f"{what}: the All option of {FACET_PARAMS[i][0]} is wrong")
        check(re.search(r"\b" + f"{len(visible):,}" + r"\b", shown["count"]) is not None, f"{what}: the visible count says {shown['count']!r}, expected {len(visible)}")
        return visible

    def choose(self, facet_index, value):
        if facet_index == 0:
            self.b.click(f'#status-chips .chip[data-value="{value or ""}"]')
        else:
            select = ["f-test", "f-device", "f-orientation", "f-size"][facet_index - 1]
            option = "" if value is None else "=" + value
            self.b.js("const s = document.getElementById(arguments[0]); s.value = arguments[1]; s.dispatchEvent(new Event('change', {bubbles: true}));",
                      select, option)

    def test_list_and_filters(self):
        self.open()
        n = len(self.snaps)
        st = self.state()
        check(len(st["visible"]) == n, f"the list shows {len(st['visible'])} rows, the data has {n} snapshots")
        check(st["visible"] == [s["id"] for s in self.snaps], "the list is not in the data's order")
        check(st["id"] == self.snaps[0]["id"], f"the first snapshot is not selected at first (got {st['id']})")
        self.check_filters_state([None] * 5, "no filter")
        self.ok(f"the list shows all {n} snapshots, in order, with every count right")

        for i, (name, key) in enumerate(FACET_PARAMS):
            values = []
            for s in self.snaps:
                v = "" if s.get(key) is None else str(s[key])
                if v not in values:
                    values.append(v)
            for v in values[:3]:
                filters = [None] * 5
                filters[i] = v
                self.choose(i, v)
                visible = self.check_filters_state(filters, f"filter {name}={v!r}")
                check(len(visible) < n or len(values) == 1, f"filter {name}={v!r} did not change the list")
                st = self.state()
                check(st["id"] in visible, f"filter {name}={v!r}: the selection {st['id']} is not in the list")
            self.choose(i, None)
            self.ok(f"filter {name}: {min(3, len(values))} values each give the right list and counts")

        # Two filters at once, then the clear button.
        s0 = self.snaps[0]
        filters = [s0["status"], None, s0["device"], None, None]
        self.choose(0, s0["status"])
        self.choose(2, s0["device"])
        self.check_filters_state(filters, "status and device together")
        check(self.b.js("return !document.getElementById('clear-filters').hidden"), "no clear-filters button with filters on")
        self.b.click("#clear-filters")
        self.check_filters_state([None] * 5, "after clear filters")
        self.ok("two filters combine (each option counts with the others applied); Clear filters resets")

    # -- the compare modes --

    def first_with(self, *kinds, status=None):
        for s in self.snaps:
            imgs = s.get("images") or {}
            if all(imgs.get(k) for k in kinds) and (status is None or s["status"] == status):
                return s
        return None

    def select_id(self, sid):
        self.b.click(f"#row-{sid}")
        self.b.wait(f"return document.querySelector('#row-{sid}[aria-selected=\"true\"]') !== null", f"{sid} to be selected")
        self.settle()

    def press_mode(self, key, mode):
        self.b.keys(key)
        self.b.wait(f"return document.getElementById('stage').dataset.mode === '{mode}'", f"key {key} to show {mode}")
        self.settle()
        st = self.state()
        check(st["tab"] == f"mode-{mode}", f"key {key}: the {mode} tab is not marked selected ({st['tab']})")

    def colour_share(self, pic, rect, colour, step=7):
        x0, y0, w, h = rect
        hits = total = 0
        for y in range(int(y0 + 4), int(y0 + h - 4), step):
            for x in range(int(x0 + 4), int(x0 + w - 4), step):
                total += 1
                if close(pic.at(x, y), colour):
                    hits += 1
        return hits / max(total, 1)

    def test_modes(self):
        s = self.first_with("reference", "actual", "diff")
        check(s is not None, "no snapshot with a reference, an actual and a diff to test the modes on")
        sid = s["id"]
        self.open()
        self.select_id(sid)
        colours = self.fixture

        # Side by side.
        self.press_mode("1", "side")
        pic = self.shot("mode-1-side-by-side.png")
        ref, act = self.rect("#frame-reference"), self.rect("#frame-actual")
        check(ref[0] + ref[2] <= act[0], "side by side: the reference is not left of the actual")
        check(abs(ref[2] - act[2]) <= 1 and abs(ref[3] - act[3]) <= 1, "side by side: the two pictures are not the same size")
        if colours:
            check(self.colour_share(pic, ref, REF) > 0.98, f"side by side: the reference frame is not the reference colour (centre {pic.at(ref[0] + ref[2] / 2, ref[1] + ref[3] / 2)})")
            check(self.colour_share(pic, act, ACT) > 0.98, f"side by side: the actual frame is not the actual colour (centre {pic.at(act[0] + act[2] / 2, act[1] + act[3] / 2)})")
        self.fits("side by side", [ref, act])
        self.ok("side by side (key 1): reference colour left, actual colour right, same size, fitted")

        # Slider.
        self.press_mode("2", "slider")
        pic = self.shot("mode-2-slider.png")
        fr = self.rect("#frame-stack")
        y = fr[1] + fr[3] * 0.25
        divider = float(self.b.js("return document.getElementById('stage').dataset.divider"))
        check(abs(divider - fr[2] / 2) <= 1, f"slider: the divider starts at {divider}, not the middle of {fr[2]}")
        if colours:
            self.slider_boundary(pic, fr, y, fr[0] + divider, "at the start")
        # Drag the divider to a quarter of the width.
        self.b.drag(fr[0] + divider, fr[1] + fr[3] / 2, fr[0] + fr[2] * 0.25, fr[1] + fr[3] / 2)
        self.settle()
        moved = float(self.b.js("return document.getElementById('stage').dataset.divider"))
        check(abs(moved - fr[2] * 0.25) <= 2, f"slider: dragging to {fr[2] * 0.25:.0f} left the divider at {moved}")
        pic = self.shot("mode-2-slider-dragged.png")
        if colours:
            self.slider_boundary(pic, fr, y, fr[0] + moved, "after the drag")
        self.b.keys(KEY["ArrowRight"], KEY["ArrowRight"])
        self.settle()
        keyed = float(self.b.js("return document.getElementById('stage').dataset.divider"))
        check(abs(keyed - fr[2] * 0.35) <= 2, f"slider: two presses of → left the divider at {keyed}, expected {fr[2] * 0.35:.0f}")
        if colours:
            self.slider_boundary(self.shot("mode-2-slider-keys.png"), fr, y, fr[0] + keyed, "after →→")
        self.ok(f"slider (key 2): reference left of the divider, actual right; drag moved it to {moved:.0f} px and →→ to {keyed:.0f} px, the colours following")

        # Blend.
        self.press_mode("3", "blend")
        pic = self.shot("mode-3-blend.png")
        fr = self.rect("#frame-stack")
        if colours:
            want = mix(REF, ACT, 0.5)
            got = pic.at(fr[0] + fr[2] / 2, fr[1] + fr[3] / 2)
            check(close(got, want, 4), f"blend: the middle is {got}, expected the 50% mix {want}")
            check(self.colour_share(pic, fr, want, 4) > 0.98, "blend: the frame is not the 50% mix all over")
        self.b.keys(KEY["ArrowRight"], KEY["ArrowRight"])
        self.settle()
        if colours:
            pic = self.shot("mode-3-blend-70.png")
            got, want = pic.at(fr[0] + fr[2] / 2, fr[1] + fr[3] / 2), mix(REF, ACT, 0.7)
            check(close(got, want, 4), f"blend: at 70% the middle is {got}, expected {want}")
        check(self.b.js("return document.getElementById('blend-value').textContent") == "70%", "blend: → did not move the opacity to 70%")
        self.b.keys(KEY["ArrowLeft"], KEY["ArrowLeft"])
        self.ok("blend (key 3): the 50% mix of the two colours; → makes it the 70% mix")

        # Toggle.
        self.press_mode("4", "toggle")
        fr = self.rect("#frame-stack")
        seen = []
        for i, key in enumerate([None, "t", "t", KEY["Space"]]):
            if key:
                self.b.keys(key)
                self.settle()
            pic = self.shot(f"mode-4-toggle-{i}.png")
            showing = self.b.js("return document.getElementById('stage').dataset.showing")
            seen.append(showing)
            if colours:
                want = REF if showing == "reference" else ACT
                check(self.colour_share(pic, [fr[0], fr[1] + 40, fr[2], fr[3] - 40], want) > 0.98,
                      f"toggle: says it shows the {showing} but the pixels are {pic.at(fr[0] + fr[2] / 2, fr[1] + fr[3] / 2)}")
        check(seen == ["reference", "actual", "reference", "actual"], f"toggle: t, t, Space showed {seen}")
        # p switches it automatically, p again stops.
        self.b.keys("p")
        flips, last, deadline = 0, seen[-1], time.time() + 3
        while flips < 2 and time.time() < deadline:
            now = self.b.js("return document.getElementById('stage').dataset.showing")
            flips += now != last
            last = now
            time.sleep(0.05)
        self.b.keys("p")
        check(flips >= 2, "toggle: p did not switch the pictures automatically")
        check(not self.b.js("return document.getElementById('auto').checked"), "toggle: p again did not stop switching")
        self.ok("toggle (key 4): one picture at a time, reference then actual; t, t and Space switch it (checked on pixels); p switches automatically")

        # Diff.
        self.press_mode("5", "diff")
        pic = self.shot("mode-5-diff.png")
        fr = self.rect("#frame-diff")
        if colours:
            check(self.colour_share(pic, fr, DIFF) > 0.98, f"diff: the frame is {pic.at(fr[0] + fr[2] / 2, fr[1] + fr[3] / 2)}, not the diff colour")
        self.fits("diff", [fr])
        self.ok("diff (key 5): the diff colour, fitted")

        # Review (a sixth mode, only when the snapshot has a review picture).
        if (s.get("images") or {}).get("review"):
            self.press_mode("6", "review")
            pic = self.shot("mode-6-review.png")
            fr = self.rect("#frame-review")
            if colours:
                check(self.colour_share(pic, fr, REVIEW) > 0.98, "review: the frame is not the review colour")
            self.ok("review (key 6): the review picture")

        # The letter keys.
        for key, mode in [("s", "side"), ("w", "slider"), ("b", "blend"), ("t", "toggle"), ("d", "diff")]:
            self.press_mode(key, mode)
        self.ok("letter keys s w b t d choose the five modes")
        # Clicks on the tabs.
        for mode in ["slider", "side"]:
            self.b.click(f"#mode-{mode}")
            self.b.wait(f"return document.getElementById('stage').dataset.mode === '{mode}'", f"a click to show {mode}")
        self.ok("clicking a mode's tab chooses it")

        # Zoom.
        self.press_mode("1", "side")
        self.b.keys("z")
        self.settle()
        fr = self.rect("#frame-reference")
        nat = self.b.js("const i = document.querySelector('#frame-reference img'); return [i.naturalWidth, i.naturalHeight];")
        check(abs(fr[2] - nat[0]) <= 1 and abs(fr[3] - nat[1]) <= 1, f"1:1: the reference is {fr[2]}x{fr[3]}, not its {nat[0]}x{nat[1]} pixels")
        check(self.b.js("const s = document.getElementById('stage'); return s.scrollHeight > s.clientHeight;"), "1:1: the stage does not scroll")
        self.shot("zoom-1-to-1.png")
        self.b.keys("z")
        self.settle()
        self.fits("fit after 1:1", [self.rect("#frame-reference")])
        self.ok(f"z toggles 1:1 ({nat[0]}x{nat[1]}, the stage scrolls) and back to fit")

    def slider_boundary(self, pic, fr, y, x_divider, when):
        x0, x1 = int(fr[0] + 3), int(fr[0] + fr[2] - 3)
        left = [x for x in range(x0, x1) if close(pic.at(x, y), REF)]
        right = [x for x in range(x0, x1) if close(pic.at(x, y), ACT)]
        check(left and right, f"slider {when}: both colours should show on the row (reference {len(left)} px, actual {len(right)} px)")
        check(max(left) < min(right), f"slider {when}: the reference is not all left of the actual")
        check(abs(max(left) - x_divider) <= 4 and abs(min(right) - x_divider) <= 4,
              f"slider {when}: the colours change at {max(left)}..{min(right)}, the divider is at {x_divider:.0f}")

    def fits(self, what, rects):
        inner = self.b.js("return [window.innerWidth, window.innerHeight]")
        for r in rects:
            check(r[0] >= 0 and r[1] >= 0 and r[0] + r[2] <= inner[0] + 1 and r[1] + r[3] <= inner[1] + 1,
                  f"{what}: the picture {r} does not fit the {inner[0]}x{inner[1]} window")

    def test_missing_pictures(self):
        cases, seen = [], set()
        for s in self.snaps:
            images = s.get("images") or {}
            for missing in ["reference", "actual"]:
                if not images.get(missing) and (missing, s["status"]) not in seen:
                    seen.add((missing, s["status"]))
                    cases.append((missing, s))
        tested = 0
        for missing, s in cases:
            if s is None:
                continue
            self.open("#id=" + s["id"] + "&mode=slider")
            st = self.state()
            check(st["mode"] == "side", f"{s['id']} without {missing}: the slider was not replaced by side by side ({st['mode']})")
            note = self.b.js("const n = document.getElementById('mode-note'); return n.hidden ? '' : n.textContent;")
            check("needs both" in note, f"{s['id']}: no note says why the slider is not shown ({note!r})")
            text = self.b.js(f"const m = document.getElementById('missing-{missing}'); return m ? m.textContent : null;")
            check(text, f"{s['id']}: no message says the {missing} picture is missing")
            disabled = self.b.js("return ['slider', 'blend', 'toggle'].every(m => document.getElementById('mode-' + m).disabled)")
            check(disabled, f"{s['id']}: slider, blend and toggle should be disabled without a {missing}")
            broken = self.b.js("return Array.from(document.images).filter(i => !(i.complete && i.naturalWidth > 0)).length")
            check(broken == 0, f"{s['id']}: {broken} broken images")
            if not (s.get("images") or {}).get("diff"):
                check(self.b.js("return document.getElementById('mode-diff').disabled"), f"{s['id']}: diff tab enabled without a diff")
            self.shot(f"missing-{missing}-{s['status']}.png")
            tested += 1
            self.ok(f"{s['status']} {s['id']} without a {missing}: says so ({text!r}); slider, blend and toggle off")
        check(tested > 0 or not self.fixture, "the fixture has no snapshot with a missing picture")

    # -- keys, hash, help, copy --

    def test_navigation(self):
        self.open()
        ids = [s["id"] for s in self.snaps]
        if len(ids) < 3:
            return
        self.b.keys("j")
        check(self.state()["id"] == ids[1], "j did not select the next snapshot")
        self.b.keys(KEY["ArrowDown"])
        check(self.state()["id"] == ids[2], "↓ did not select the next snapshot")
        self.b.keys("k")
        check(self.state()["id"] == ids[1], "k did not select the previous snapshot")
        self.b.keys(KEY["ArrowUp"])
        check(self.state()["id"] == ids[0], "↑ did not select the previous snapshot")
        self.b.keys("k")
        check(self.state()["id"] == ids[0], "k on the first snapshot moved")
        # Navigation follows the filter.
        status = self.snaps[-1]["status"]
        self.choose(0, status)
        in_status = [s["id"] for s in self.snaps if s["status"] == status]
        check(self.state()["id"] == in_status[0], "a filter that hides the selection did not select its first snapshot")
        self.b.keys("j")
        if len(in_status) > 1:
            check(self.state()["id"] == in_status[1], "j did not go to the next snapshot the filter shows")
        self.ok("j/↓ and k/↑ move through the list (the filtered list when filtered), stopping at the ends")

        # Visible focus: a clicked row takes the focus, with an outline when it moves by keys.
        self.b.click(f"#row-{in_status[0]}")
        self.b.keys("j")
        focus = self.b.js("const a = document.activeElement; const s = getComputedStyle(a); return [a.id, s.outlineStyle, s.outlineWidth];")
        if len(in_status) > 1:
            check(focus[0] == f"row-{in_status[1]}", f"the focus did not follow j on the list ({focus[0]})")
        check(focus[1] != "none" and focus[2] != "0px", f"the focused row has no visible outline ({focus})")
        self.shot("focus.png")
        self.ok("the focus follows j in the list, with a visible outline")

        # Help.
        self.b.keys("?")
        check(self.b.js("return !document.getElementById('help').hidden"), "? did not open the help")
        text = self.b.js("return document.getElementById('help').textContent")
        for word in ["Side by side", "Slider", "Blend", "Toggle", "Diff"]:
            check(word in text, f"the help does not mention {word}")
        self.shot("help.png")
        self.b.keys(KEY["Escape"])
        check(self.b.js("return document.getElementById('help').hidden"), "Escape did not close the help")
        self.ok("? opens the help (every mode's keys), Escape closes it")

    def test_hash(self):
        s = self.first_with("reference", "actual", "diff")
        if s is None:
            return
        self.open()
        self.choose(0, s["status"])
        self.choose(2, s["device"])
        self.select_id(s["id"])
        self.b.keys("3")
        self.b.keys("z")
        self.settle()
        before = self.state()
        check("id=" + s["id"] in before["hash"] and "mode=blend" in before["hash"] and "zoom=1" in before["hash"],
              f"the hash {before['hash']!r} does not keep the selection, mode and zoom")
        self.b.refresh()
        self.settle()
        after = self.state()
        for key in ["id", "mode", "zoom1", "visible", "selects", "chip", "hash"]:
            check(after[key] == before[key], f"after a reload, {key} is {after[key]!r}, was {before[key]!r}")
        # A link opened in a new page.
        self.b.go("about:blank")
        self.open(before["hash"])
        linked = self.state()
        for key in ["id", "mode", "zoom1", "visible", "selects", "chip"]:
            check(linked[key] == before[key], f"opening the link, {key} is {linked[key]!r}, was {before[key]!r}")
        self.ok(f"the hash {before['hash']} restores filters, selection, mode and zoom after a reload and from a link")
        # Editing the hash by hand applies it.
        other = self.snaps[-1]["id"]
        self.b.js("location.hash = 'id=' + arguments[0];", other)
        self.b.wait(f"return document.querySelector('#row-{other}[aria-selected=\"true\"]') !== null", "a changed hash to select")
        self.ok("changing the hash by hand selects what it names")

    def test_copy(self):
        s = next((x for x in self.snaps if x.get("approve")), None)
        if s is None:
            return
        self.open("#id=" + s["id"])
        self.b.click('button[data-copy="cmd-one"]')
        self.b.wait("return document.querySelector('#cmd-one').parentNode.nextSibling.textContent !== ''", "the copy button to answer")
        result = self.b.js("return [window.getSelection().toString(), document.querySelector('#cmd-one').parentNode.nextSibling.textContent]")
        check(result[0] == s["approve"], f"copy: the selected text is {result[0]!r}, not the command {s['approve']!r}")
        check(self.b.js("return document.getElementById('cmd-one').textContent") == s["approve"], "the command shown is not the data's")
        if self.report.get("commands", {}).get("approveAll"):
            check(self.b.js("return document.getElementById('cmd-all').textContent") == self.report["commands"]["approveAll"], "approve-all command differs")
        if s.get("approveTest"):
            check(self.b.js("return document.getElementById('cmd-test').textContent") == s["approveTest"], "approve-test command differs")
        self.shot("commands.png")
        self.b.js("document.getElementById('commands').scrollIntoView()")
        self.shot("commands-panel.png")
        self.ok(f"the three approve commands are shown as in the data; Copy selects it ({result[1]!r})")

    def test_text_is_text(self):
        # Data with markup must show as text, not become markup.
        s = next((x for x in self.snaps if any("<b>" in str(c.get("after")) for c in x.get("changes") or [])), None)
        if s is None:
            return
        self.open("#id=" + s["id"])
        bold = self.b.js("return document.querySelectorAll('#changes b').length")
        text = self.b.js("return document.getElementById('changes').textContent")
        check(bold == 0 and "<b>friend</b> </script>" in text, "markup in the data became markup on the page")
        rows = self.b.js("return Array.from(document.querySelectorAll('#changes tr')).map(r => r.className)")
        check(rows == ["cause" if c.get("cause") else "effect" for c in s["changes"]], f"the changes table's rows are {rows}")
        self.b.js("document.getElementById('changes-panel').scrollIntoView()")
        self.shot("changes.png")
        self.ok("the geometry changes table keeps the data's order (causes marked) and shows markup as text")

    def test_narrow(self):
        self.b.window(1000, 800)
        try:
            s = self.first_with("reference", "actual", "diff")
            self.open("#id=" + (s or self.snaps[0])["id"])
            overflow = self.b.js("return [document.documentElement.scrollWidth, window.innerWidth]")
            check(overflow[0] <= overflow[1], f"at 1000 px the page is {overflow[0]} px wide")
            clipped = self.b.js("""
                const d = document.getElementById('detail');
                return Array.from(document.querySelectorAll('.toolbar button, .toolbar label, .detail-head h2'))
                  .filter(e => e.offsetParent !== null)
                  .filter(e => { const r = e.getBoundingClientRect(); return r.right > d.getBoundingClientRect().right + 1; })
                  .map(e => e.id || e.textContent.trim().slice(0, 20));""")
            check(not clipped, f"at 1000 px these stick out of the detail view: {clipped}")
            self.shot("narrow-1000.png")
            self.ok("at 1000x800 nothing overflows")
        finally:
            self.b.window(1400, 1000)

    def test_no_network(self):
        earlier = self.b.requests()
        self.open()
        for key in ["2", "3", "5"]:
            self.b.keys(key)
        self.b.keys("j", "j", "k")
        self.settle()
        entries = self.b.js("return [location.href, performance.getEntriesByType('navigation').map(e => e.name), "
                            "performance.getEntriesByType('resource').map(e => e.name), window.__layoutReportBlocked]")
        requested = earlier + self.b.requests()
        check(entries[0].startswith("file://"), f"the document is {entries[0]}")
        bad = [u for u in entries[1] + entries[2] if not u.startswith("file://")]
        check(not bad, f"the page's resource entries name non-file URLs: {bad}")
        bad = [u for u in requested if not u.startswith(("file://", "about:"))]
        check(not bad, f"the browser requested non-file URLs: {bad[:10]}")
        check(any(u.endswith("/report-data.js") for u in requested), "the request log has no report-data.js: it is not recording")
        pictures = sum(1 for u in requested if u.endswith(".png"))
        check(not entries[3], f"security-policy violations: {entries[3]}")
        errors = [e for e in self.b.console() if e.get("level") == "SEVERE" or "Content Security Policy" in e.get("message", "")]
        check(not errors, f"console errors: {[e['message'] for e in errors]}")
        self.ok(f"no network: all {len(requested)} requests of the whole test ({pictures} pictures) were file:// URLs,"
                f" as are the document and its {len(entries[2])} resource entries; no CSP violation, no console error")

        # The canary: the policy in force blocks http images and fetch, and says so.
        self.b.js_async("""
            const done = arguments[arguments.length - 1];
            const img = new Image(); img.src = 'http://example.com/canary.png'; document.body.appendChild(img);
            let fetched = 'not tried';
            try { fetch('https://example.com/canary.json').then(() => { fetched = 'loaded'; }, () => { fetched = 'refused'; }); }
            catch (e) { fetched = 'threw'; }
            setTimeout(() => done(fetched), 400);""")
        blocked = self.b.js("return window.__layoutReportBlocked")
        check(any("img-src" in v and "example.com" in v for v in blocked), f"the http image was not blocked by the policy: {blocked}")
        check(any("connect-src" in v for v in blocked), f"fetch was not blocked by the policy: {blocked}")
        check(self.b.js("return !document.getElementById('banner').hidden"), "a blocked load is not shown on the page")
        self.b.console()
        logged = [u for u in self.b.requests() if "example.com" in u]
        self.ok(f"canary: the policy blocks an http image and a fetch ({len(blocked)} violations reported, shown in a banner;"
                f" request log: {logged or 'no request sent'})")

    def run(self):
        self.test_list_and_filters()
        self.test_modes()
        self.test_missing_pictures()
        self.test_navigation()
        self.test_hash()
        self.test_copy()
        self.test_text_is_text()
        self.test_narrow()
        self.test_no_network()
        # The whole list, and the matched ones, for a look.
        self.open()
        self.shot("list.png")
        last = self.snaps[-1]
        self.open(f"#status={last['status']}&id={last['id']}")
        self.b.js("document.getElementById('row-' + arguments[0]).scrollIntoView({block: 'center'})", self.snaps[len(self.snaps) // 2]["id"])
        self.shot(f"list-{last['status']}.png")


def time_first_render(browser, folder, count, budget_ms, shots):
    """Opens a report of `count` snapshots and returns the page's time to first render (ms)."""
    url = "file://" + os.path.join(os.path.abspath(folder), "index.html")
    timings = []
    for _ in range(3):
        browser.go("about:blank")
        started = time.time()
        browser.go(url)
        browser.wait("return window.__layoutReportPainted !== undefined", "the big report to render", timeout=60)
        wall = (time.time() - started) * 1000
        t = browser.js("""return {ready: window.__layoutReportReady, painted: window.__layoutReportPainted,
            fcp: (performance.getEntriesByName('first-contentful-paint')[0] || {}).startTime || null,
            rows: document.querySelectorAll('#list .row').length,
            shown: Array.from(document.querySelectorAll('#list .row')).filter(r => !r.hidden).length};""")
        check(t["rows"] == count and t["shown"] == count, f"the big report lists {t['rows']} rows ({t['shown']} shown), expected {count}")
        timings.append((t["ready"], t["painted"], t["fcp"] or 0, wall))
    best = min(timings, key=lambda x: x[1])
    if shots:
        with open(os.path.join(shots, f"list-{count}.png"), "wb") as f:
            f.write(browser.screenshot())
    # Scrolling to the end and selecting the last one stays quick.
    started = time.time()
    browser.js("const rows = document.querySelectorAll('#list .row'); rows[rows.length - 1].click();")
    browser.wait("return document.querySelector('#list .row:last-child[aria-selected=\"true\"]') !== null", "the last row to be selected")
    select_ms = (time.time() - started) * 1000
    log(f"  time to first render of {count} snapshots (from navigation start): list and detail built {best[0]:.0f} ms,"
        f" first painted {best[1]:.0f} ms (best of 3; all: {[round(t[1]) for t in timings]}); first contentful paint"
        f" (the header) {best[2]:.0f} ms; WebDriver navigation call {best[3]:.0f} ms; selecting the last row {select_ms:.0f} ms")
    check(best[1] <= budget_ms, f"{count} snapshots took {best[1]:.0f} ms to first render, over the {budget_ms} ms budget")
    return best


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    source = ap.add_mutually_exclusive_group(required=True)
    source.add_argument("--report", help="a folder written by layout-snapshot report --html")
    source.add_argument("--fixture", help="write a fixture report into this folder (replaced) and test it")
    ap.add_argument("--page", help="the page: an .html file (required with --fixture)")
    ap.add_argument("--matches", type=int, default=20, help="matched snapshots in the fixture (default 20)")
    ap.add_argument("--kind", choices=["run", "diff"], default="run", help="the fixture's kind: a run, or a folder-against-folder diff")
    ap.add_argument("--perf", type=int, default=2000, help="snapshots in the timing fixture (0: no timing)")
    ap.add_argument("--budget-ms", type=float, default=2500, help="time to first render allowed for --perf snapshots")
    ap.add_argument("--screenshots", help="save screenshots here")
    ap.add_argument("--chromedriver", default=shutil.which("chromedriver") or "/usr/bin/chromedriver")
    ap.add_argument("--chromium", default=shutil.which("chromium") or None)
    args = ap.parse_args()
    if args.screenshots:
        os.makedirs(args.screenshots, exist_ok=True)

    browser = None
    test = None
    try:
        page = load_page(args.page) if args.page else None
        if args.fixture:
            check(page is not None, "--fixture needs --page")
            folder = args.fixture
            report = write_fixture(folder, page, args.matches, args.kind)
            log(f"fixture: {folder} ({len(report['snapshots'])} snapshots: {report['counts']})")
        else:
            folder = args.report
            report = read_report(folder)
            if page is not None:
                copy = tempfile.mkdtemp(prefix="report-page-")
                shutil.copytree(folder, copy, dirs_exist_ok=True)
                with open(os.path.join(copy, "index.html"), "w", encoding="utf-8") as f:
                    f.write(page)
                folder = copy
            log(f"report: {args.report} ({len(report['snapshots'])} snapshots)")
        check(report.get("version") == 1, f"report version {report.get('version')}, the page knows 1")
        browser = Browser(args.chromedriver, args.chromium)
        test = PageTest(browser, folder, report, args.screenshots, fixture=bool(args.fixture))
        test.run()
        if args.perf and page is not None:
            perf_folder = os.path.join(tempfile.gettempdir(), f"report-page-perf-{os.getpid()}")
            write_fixture(perf_folder, page, max(0, args.perf - 6))
            time_first_render(browser, perf_folder, len(fixture_snapshots(max(0, args.perf - 6))), args.budget_ms, args.screenshots)
            shutil.rmtree(perf_folder, ignore_errors=True)
            test.passed += 1
        print(f"report page: {test.passed} passed, 0 failed")
        return 0
    except Failure as e:
        sys.stdout.flush()
        print(f"FAIL: {e}", file=sys.stderr, flush=True)
        print(f"report page: {test.passed if test else 0} passed, 1 failed")
        return 1
    finally:
        if browser:
            browser.quit()


if __name__ == "__main__":
    sys.exit(main())
