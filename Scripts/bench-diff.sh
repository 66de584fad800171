#!/usr/bin/env bash
# Times ImageDiff against the memory floor and against peer pixelmatch implementations, on the
# same generated image pairs in one run.
#   Scripts/bench-diff.sh
# Environment: BENCH_DIR   the shared benchmark scripts (default: ../shared/bench beside the repo)
#              PEER_VENV   the peers' virtualenv (default /tmp/layout-peers, made by setup_peers.sh)
#              ROUNDS      timed rounds per case (default 15); THRESHOLD (default 0.1)
#              SIZES       image sizes for gen_pair.py (default "1170x2532 2048x2732")
#              BENCH_KEEP=1 keeps the pairs and raw JSON output (the path is printed)
# Steps: installs the peers (setup_peers.sh), generates the pairs (gen_pair.py), builds
# memory_floor.c (gcc -O3 -march=native) and DiffBenchmarks (release), then per pair runs
# memory_floor, peer_diff.py and DiffBenchmarks, one after the other, and prints a table:
#   exact:    ours (exactlyEqual, full read) / floor, for peer_diff.py's bytes equality of the
#             same buffers and for memory_floor's memcmp scaled to the pair's size (target <= 2);
#   tolerant: pybind11-pixelmatch count / ours and pixelhog count / ours (targets >= 2 and > 1);
#   counts:   ours against pybind11-pixelmatch, both with anti-aliasing excluded (pixelmatch's
#             default includeAA=false) and both with it included (target: within 1 %).
set -euo pipefail
script_dir="$(cd "$(dirname "$0")" && pwd)"
repo="$(cd "$script_dir/.." && pwd)"
bench_dir="${BENCH_DIR:-$script_dir/../../shared/bench}"
venv="${PEER_VENV:-/tmp/layout-peers}"
rounds="${ROUNDS:-15}"
threshold="${THRESHOLD:-0.1}"
sizes="${SIZES:-1170x2532 2048x2732}"

die() { echo "bench-diff: $*" >&2; exit 1; }
step() { echo "== $*" >&2; }

[ -d "$bench_dir" ] || die "no benchmark scripts at $bench_dir (set BENCH_DIR)"
bench_dir="$(cd "$bench_dir" && pwd)"
for f in setup_peers.sh gen_pair.py peer_diff.py memory_floor.c; do
  [ -f "$bench_dir/$f" ] || die "missing $bench_dir/$f"
done

step "peers (setup_peers.sh, venv $venv)"
PEER_VENV="$venv" bash "$bench_dir/setup_peers.sh" >&2 || die "setup_peers.sh failed"
py="$venv/bin/python"
[ -x "$py" ] || die "no python in $venv after setup_peers.sh"

work="$(mktemp -d "${TMPDIR:-/tmp}/bench-diff.XXXXXX")"
if [ "${BENCH_KEEP:-0}" = 1 ]; then
  echo "bench-diff: keeping pairs and raw output in $work" >&2
else
  trap 'rm -rf "$work"' EXIT
fi

step "pairs (gen_pair.py $sizes)"
# shellcheck disable=SC2086  # sizes is a list
"$py" "$bench_dir/gen_pair.py" "$work" $sizes >&2 || die "gen_pair.py failed"

step "memory floor (memory_floor.c, gcc -O3 -march=native)"
if ! command -v gcc >/dev/null 2>&1; then
  echo "bench-diff: gcc missing, installing it with apt-get" >&2
  sudo_cmd=""; [ "$(id -u)" -eq 0 ] || sudo_cmd="sudo"
  $sudo_cmd apt-get update -q >&2 && $sudo_cmd apt-get install -y -q gcc >&2 || die "could not install gcc"
fi
gcc -O3 -march=native "$bench_dir/memory_floor.c" -o "$work/memory_floor" || die "memory_floor.c did not build"

step "DiffBenchmarks (swift build -c release)"
(cd "$repo" && swift build -c release --product DiffBenchmarks >&2) || die "DiffBenchmarks did not build"
bin="$(cd "$repo" && swift build -c release --show-bin-path)/DiffBenchmarks"
[ -x "$bin" ] || die "no DiffBenchmarks binary at $bin"

for size in $sizes; do
  a="$work/${size}_a.png"; b="$work/${size}_b.png"
  [ -f "$a" ] && [ -f "$b" ] || die "gen_pair.py did not write $a and $b"
  step "$size: memory_floor, peer_diff.py, DiffBenchmarks ($rounds rounds, threshold $threshold)"
  "$work/memory_floor" > "$work/$size.floor.txt" || die "memory_floor failed"
  "$py" "$bench_dir/peer_diff.py" "$a" "$b" --threshold "$threshold" --rounds "$rounds" > "$work/$size.peers.jsonl" \
    || die "peer_diff.py failed on $size"
  "$bin" "$a" "$b" --threshold "$threshold" --rounds "$rounds" > "$work/$size.ours.jsonl" || die "DiffBenchmarks failed on $size"
  # pybind11-pixelmatch with includeAA=true, counted once (untimed): the like-for-like count for
  # ours with includeAntiAliasing.
  "$py" - "$a" "$b" "$threshold" > "$work/$size.peers-aa.txt" <<'PY' || echo "n/a" > "$work/$size.peers-aa.txt"
import sys
import numpy as np
from PIL import Image
import pybind11_pixelmatch as pm
a, b = (np.ascontiguousarray(np.asarray(Image.open(p).convert("RGBA"))) for p in sys.argv[1:3])
options = pm.Options(); options.threshold = float(sys.argv[3]); options.includeAA = True
print(pm.pixelmatch(a, b, options=options))
PY
done

"$py" - "$work" "$sizes" <<'PY'
import json, re, sys
work, sizes = sys.argv[1], sys.argv[2].split()

def cases(path):
    out = {}
    for line in open(path):
        line = line.strip()
        if line.startswith("{"):
            obj = json.loads(line)
            if "case" in obj:
                out[obj["case"]] = obj
    return out

def floor_ms(text, label):
    m = re.search(re.escape(label) + r".*?median ([0-9.]+) ms", text)
    return float(m.group(1)) if m else None

def ratio(x, y):
    return f"{x / y:6.2f}" if x is not None and y else "   n/a"

def ms(x):
    return f"{x:8.3f}" if x is not None else "     n/a"

def get(d, key):
    return d[key]["median_ms"] if key in d else None

print(f"medians in ms (wall clock), one run; {sizes}")
for size in sizes:
    peers, ours = cases(f"{work}/{size}.peers.jsonl"), cases(f"{work}/{size}.ours.jsonl")
    floor_text = open(f"{work}/{size}.floor.txt").read()
    w, h = (int(v) for v in size.split("x"))
    scale = (w * h) / (1170 * 2532)  # memory_floor measures 1170x2532 buffers
    memcmp_c = floor_ms(floor_text, "memcmp 2x11.85 MB (hot, full read)")
    countdiff_c = floor_ms(floor_text, "countdiff 2x11.85 MB (hot)")
    memcmp_c = memcmp_c * scale if memcmp_c is not None else None
    countdiff_c = countdiff_c * scale if countdiff_c is not None else None
    floor_py = get(peers, "floor: equality of two identical buffers")
    exact = get(ours, "ours: exactlyEqual of two identical buffers (full read)")
    exact_ab = get(ours, "ours: exactlyEqual a b")
    cmp_ours = get(ours, "ours: compare count")
    cmp_ours_aa = get(ours, "ours: compare count, includeAntiAliasing")
    diff_ours = get(ours, "ours: diffImage")
    pb = get(peers, "pybind11-pixelmatch count")
    pb_img = get(peers, "pybind11-pixelmatch count + diff image")
    hog = get(peers, "pixelhog count")
    hog_img = get(peers, "pixelhog diff image (png)")
    print(f"\n{size}")
    print(f"  exact   ours exactlyEqual (full read) {ms(exact)}   floor: peer_diff bytes equality {ms(floor_py)} -> ours/floor {ratio(exact, floor_py)}")
    print(f"                                                 floor: C memcmp (scaled)        {ms(memcmp_c)} -> ours/floor {ratio(exact, memcmp_c)}")
    print(f"          ours exactlyEqual a b (stops at first difference) {ms(exact_ab)}")
    print(f"  tolerant ours compare count            {ms(cmp_ours)}   pybind11-pixelmatch {ms(pb)} -> pybind/ours {ratio(pb, cmp_ours)}")
    print(f"                                                 pixelhog            {ms(hog)} -> pixelhog/ours {ratio(hog, cmp_ours)}")
    print(f"           ours compare, includeAA       {ms(cmp_ours_aa)}   C countdiff floor (scaled) {ms(countdiff_c)} -> ours/countdiff {ratio(cmp_ours, countdiff_c)}")
    print(f"  picture  ours diffImage                {ms(diff_ours)}   pybind11 count+image {ms(pb_img)} -> {ratio(pb_img, diff_ours)}; pixelhog png {ms(hog_img)}")
    def count(d, key):
        return d[key]["result"] if key in d else None
    ours_n, pb_n, hog_n = count(ours, "ours: compare count"), count(peers, "pybind11-pixelmatch count"), count(peers, "pixelhog count")
    ours_aa_n = count(ours, "ours: compare count, includeAntiAliasing")
    pb_aa = open(f"{work}/{size}.peers-aa.txt").read().strip()
    pb_aa_n = int(pb_aa) if pb_aa.isdigit() else None
    def diff(x, y):
        return f"{100.0 * (x - y) / y:+.3f} %" if x is not None and y else "n/a"
    print(f"  counts   includeAA=false: ours {ours_n}  pybind11-pixelmatch {pb_n} ({diff(ours_n, pb_n)})  pixelhog {hog_n} ({diff(ours_n, hog_n)})")
    print(f"           includeAA=true:  ours {ours_aa_n}  pybind11-pixelmatch {pb_aa_n} ({diff(ours_aa_n, pb_aa_n)})")
PY
