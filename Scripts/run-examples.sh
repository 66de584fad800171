#!/usr/bin/env bash
# The main job: renders every spec in Examples/ on every device and orientation of the catalog
# (`layout-snapshot render --matrix all-devices`), writes the geometry JSON beside the PNGs
# (`layout-snapshot compute`), checks every run succeeded, and prints where the files are.
set -euo pipefail
cd "$(dirname "$0")/.."
./Scripts/ensure-deps.sh

swift build -c release --product layout-snapshot
bin="$(swift build -c release --show-bin-path)/layout-snapshot"
out="${1:-.build/examples}"
mkdir -p "$out"

pngs=0
for spec in Examples/*.json; do
  name="$(basename "$spec" .json)"
  "$bin" render "$spec" --matrix all-devices --out "$out/$name"
  "$bin" compute "$spec" --matrix all-devices --out "$out/$name"
  pngs=$((pngs + $(ls "$out/$name"/*.png | wc -l)))
done
"$bin" devices --format json > "$out/catalog.json"
"$bin" legend --out "$out/legend.png"
echo "rendered $pngs layouts of $(ls Examples/*.json | wc -l) examples on $(grep -c '"slug"' "$out/catalog.json") devices: $out/<example>/<device-slug>-<orientation>.png (+ .json geometry), legend: $out/legend.png"
