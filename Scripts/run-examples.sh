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
# This run writes into $out.new; only when it has succeeded does it become $out, and the run
# before it $out.previous, so a failed run never costs the comparison its baseline.
new="$out.new"
rm -rf "$new"
mkdir -p "$new"

pngs=0
for spec in Examples/*.json; do
  name="$(basename "$spec" .json)"
  "$bin" render "$spec" --matrix all-devices --out "$new/$name"
  "$bin" compute "$spec" --matrix all-devices --out "$new/$name"
  pngs=$((pngs + $(ls "$new/$name"/*.png | wc -l)))
  if [ -d "$out/$name" ]; then
    # Exit 1 only means "changed": report it, do not stop; 2 (unreadable) stops.
    status=0
    "$bin" diff "$out/$name" "$new/$name" --format text > "$new/$name.diff.txt" || status=$?
    [ "$status" -le 1 ] || { cat "$new/$name.diff.txt"; exit "$status"; }
    echo "$name against the previous run: $(head -n 1 "$new/$name.diff.txt")"
  fi
done
"$bin" devices --format json > "$new/catalog.json"
"$bin" legend --out "$new/legend.png"
rm -rf "$out.previous"
if [ -d "$out" ]; then mv "$out" "$out.previous"; fi
mv "$new" "$out"
echo "rendered $pngs layouts of $(ls Examples/*.json | wc -l) examples on $(grep -c '"slug"' "$out/catalog.json") devices: $out/<example>/<device-slug>-<orientation>.png (+ .json geometry), legend: $out/legend.png"
