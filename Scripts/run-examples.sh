#!/usr/bin/env bash
# The main job: renders every spec in Examples/ (and every scene of its storyboards) on every device and orientation of the catalog
# (`layout-snapshot render --matrix all-devices`), writes the geometry JSON beside the PNGs
# (`layout-snapshot compute`), sweeps each spec across iPad window widths (`layout-snapshot sweep`),
# checks every run succeeded, compares the renders with the previous
# run's (`layout-snapshot diff` on the two folders: what a CI job does with a branch's renders and
# the base branch's), and prints where the files are.
set -euo pipefail
cd "$(dirname "$0")/.."
./Scripts/ensure-deps.sh

# The tool as scripts and CI should build it: the Swift runtime and Foundation linked in, so each
# of the many runs starts in under 10 ms (Docs/performance.md, "Start-up"); its own build folder, so the test
# suite's build in .build is left as it is.
swift build -c release --static-swift-stdlib --product layout-snapshot --scratch-path .build-static
bin="$(swift build -c release --static-swift-stdlib --scratch-path .build-static --show-bin-path)/layout-snapshot"
out="${1:-.build/examples}"
previous="$out.previous"
# A run writes straight into $out, so every line printed names the folder to open. The last
# complete run stays the baseline: a run that finishes marks $out complete, and the next run
# moves it to $previous before starting; an incomplete $out (a run that failed or was stopped)
# is discarded instead, leaving $previous as it was.
# (A folder from before these markers existed was renamed into place only when complete: its
# catalog.json, with no .incomplete beside it, says so.)
if [ -f "$out/.complete" ] || { [ -f "$out/catalog.json" ] && [ ! -f "$out/.incomplete" ]; }; then
  rm -rf "$previous"
  mv "$out" "$previous"
else
  rm -rf "$out"
fi
mkdir -p "$out"
touch "$out/.incomplete"
trap 'echo "the run stopped: $out is incomplete; the last complete run is in $previous" >&2' ERR

# One example's renders against the previous run's. Exit 1 only means "changed": report it, do
# not stop; 2 (unreadable) stops.
compare_with_previous() {
  local name="$1" status=0
  [ -d "$previous/$name" ] || return 0
  "$bin" diff "$previous/$name" "$out/$name" --format text > "$out/$name.diff.txt" || status=$?
  [ "$status" -le 1 ] || { cat "$out/$name.diff.txt"; exit "$status"; }
  echo "$name against the previous run: $(tail -n 1 "$out/$name.diff.txt") (list: $out/$name.diff.txt)"
}

# Where an example's layout changes across iPad window widths 320 to 1366 (Docs/Sweeps.md), into
# <example>.sweep.txt, and whether that moved since the previous run (1 is "moved": said, not fatal).
sweep_widths() {
  local spec="$1" name="$2" status=0 check=()
  [ -f "$previous/$name.sweep.txt" ] && check=(--check "$previous/$name.sweep.txt")
  "$bin" sweep "$spec" --device "iPad Pro 12.9-inch (6th generation)" --orientation landscape --widths 320-1366 "${check[@]}" \
    > "$out/$name.sweep.txt" 2> "$out/$name.sweep-log.txt" || status=$?
  [ "$status" -le 1 ] || { cat "$out/$name.sweep-log.txt"; exit "$status"; }
  [ "$status" -eq 0 ] || echo "$name: its breakpoints moved since the previous run ($out/$name.sweep-log.txt)"
}

pngs=0
for spec in Examples/*.json; do
  name="$(basename "$spec" .json)"
  "$bin" render "$spec" --matrix all-devices --out "$out/$name"
  "$bin" compute "$spec" --matrix all-devices --out "$out/$name"
  pngs=$((pngs + $(ls "$out/$name"/*.png | wc -l)))
  compare_with_previous "$name"
  sweep_widths "$spec" "$name"
done
# Interface Builder documents: each scene on every device, in <document>-<scene>/.
for document in Examples/*.storyboard; do
  [ -e "$document" ] || continue
  base="$(basename "$document" .storyboard)"
  for scene in $("$bin" scenes "$document" --names); do
    name="$base-$scene"
    "$bin" render "$document" --scene "$scene" --matrix all-devices --out "$out/$name" 2>"$out/$name.warnings.txt"
    "$bin" compute "$document" --scene "$scene" --matrix all-devices --out "$out/$name"
    pngs=$((pngs + $(ls "$out/$name"/*.png | wc -l)))
    compare_with_previous "$name"
  done
done
"$bin" devices --format json > "$out/catalog.json"
"$bin" legend --out "$out/legend.png"
touch "$out/.complete"
rm -f "$out/.incomplete"
# catalog.json lists every model; the renders are all-devices, which leaves out the legacy ones
# (Docs/decisions/0001-legacy-design-devices.md).
echo "rendered $pngs layouts of $(ls Examples/*.json Examples/*.storyboard | wc -l) examples on $("$bin" devices --matrix all-devices --format json | grep -c '"slug"') devices: $out/<example>/<device-slug>-<orientation>.png (+ .json geometry), legend: $out/legend.png"
