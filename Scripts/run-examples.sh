#!/usr/bin/env bash
# The main job: renders every spec in Examples/ on every device and orientation of the catalog
# (`layout-snapshot render --matrix all-devices`), writes the geometry JSON beside the PNGs
# (`layout-snapshot compute`), checks every run succeeded, compares the renders with the previous
# run's (`layout-snapshot diff` on the two folders: what a CI job does with a branch's renders and
# the base branch's), and prints where the files are.
set -euo pipefail
cd "$(dirname "$0")/.."
./Scripts/ensure-deps.sh

swift build -c release --product layout-snapshot
bin="$(swift build -c release --show-bin-path)/layout-snapshot"
out="${1:-.build/examples}"
# The previous run's renders, kept for the comparison (only this script's own output is moved).
if [ -d "$out" ] && ls "$out"/*/*.png >/dev/null 2>&1; then
  rm -rf "$out.previous"
  mv "$out" "$out.previous"
fi
mkdir -p "$out"

pngs=0
for spec in Examples/*.json; do
  name="$(basename "$spec" .json)"
  "$bin" render "$spec" --matrix all-devices --out "$out/$name"
  "$bin" compute "$spec" --matrix all-devices --out "$out/$name"
  pngs=$((pngs + $(ls "$out/$name"/*.png | wc -l)))
  if [ -d "$out.previous/$name" ]; then
    # Exit 1 only means "changed": report it, do not stop; 2 (unreadable) stops.
    status=0
    "$bin" diff "$out.previous/$name" "$out/$name" --format text > "$out/$name.diff.txt" || status=$?
    [ "$status" -le 1 ] || { cat "$out/$name.diff.txt"; exit "$status"; }
    echo "$name against the previous run: $(head -n 1 "$out/$name.diff.txt")"
  fi
done
"$bin" devices --format json > "$out/catalog.json"
"$bin" legend --out "$out/legend.png"
echo "rendered $pngs layouts of $(ls Examples/*.json | wc -l) examples on $(grep -c '"slug"' "$out/catalog.json") devices: $out/<example>/<device-slug>-<orientation>.png (+ .json geometry), legend: $out/legend.png"
