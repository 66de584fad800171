#!/usr/bin/env bash
# The main job: computes every spec in Examples/ on every device and orientation of the catalog
# with `layout-snapshot compute --matrix all-devices`, one geometry JSON file per layout, and
# checks each run succeeded. Prints where the files are.
set -euo pipefail
cd "$(dirname "$0")/.."
command -v swift >/dev/null || { echo "swift is not on PATH (expected the toolchain at /opt/swift/usr/bin)" >&2; exit 1; }

swift build --product layout-snapshot
bin="$(swift build --show-bin-path)/layout-snapshot"
out="${1:-.build/examples}"
mkdir -p "$out"

total=0
for spec in Examples/*.json; do
  name="$(basename "$spec" .json)"
  "$bin" compute "$spec" --matrix all-devices --out "$out/$name"
  count=$(ls "$out/$name"/*.json | wc -l)
  total=$((total + count))
done
"$bin" devices --format json > "$out/catalog.json"
echo "computed $total layouts of $(ls Examples/*.json | wc -l) examples on $(grep -c '"slug"' "$out/catalog.json") devices: $out/"
