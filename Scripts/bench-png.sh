#!/usr/bin/env bash
# Times PNGCodec against plain libpng with default settings, on the same files in one run.
#   Scripts/bench-png.sh [-n ITERATIONS] FILE.png...
# Builds Benchmarks/PNGBenchmarks (release) and Benchmarks/png/libpng_default.c (-O2), runs both,
# and prints, per file, median decode and encode times and encoded sizes with the ratios
# ours / libpng-default (below 1 means ours is faster or smaller). Both decode to RGBA8 in memory;
# libpng-default re-encodes that RGBA8 with png_write_png defaults, ours with PNGEncodeOptions.default.
# With no file, `PNGBenchmarks synth` writes the synthetic flat diagrams of the encoder sweep and
# those are measured. Needs libpng-dev, pkg-config and a C compiler ($CC, else cc, else clang).
set -euo pipefail
cd "$(dirname "$0")/.."

iterations=5
if [ "${1:-}" = "-n" ]; then iterations="$2"; shift 2; fi

swift build -c release --product PNGBenchmarks >&2
bin="$(swift build -c release --show-bin-path)"
cc="${CC:-$(command -v cc || command -v clang)}"
"$cc" -O2 Benchmarks/png/libpng_default.c $(pkg-config --cflags --libs libpng) -o "$bin/libpng_default"

if [ "$#" -eq 0 ]; then
  synth_dir="$(mktemp -d)"
  trap 'rm -rf "$synth_dir"' EXIT
  "$bin/PNGBenchmarks" synth "$synth_dir" >/dev/null
  set -- "$synth_dir"/*.png
fi

# A file either tool cannot decode is reported on stderr and left out of the table.
theirs="$("$bin/libpng_default" -n "$iterations" "$@" || true)"
ours="$("$bin/PNGBenchmarks" time -n "$iterations" "$@" || true)"

echo "median of $iterations runs; ratio = ours / libpng-default"
# Both tools print: file decode_ms encode_ms bytes width height
awk -v theirs="$theirs" -v ours="$ours" '
  BEGIN {
    n = split(theirs, lines, "\n")
    for (i = 1; i <= n; i++) { split(lines[i], f, " "); td[f[1]] = f[2]; te[f[1]] = f[3]; ts[f[1]] = f[4]; size[f[1]] = f[5] "x" f[6] }
    m = split(ours, lines, "\n")
    fmt = "%-28s %11s | %8s %8s %6s | %8s %8s %6s | %9s %9s %6s\n"
    printf fmt, "file", "size", "dec lib", "dec ours", "ratio", "enc lib", "enc ours", "ratio", "bytes lib", "bytes ours", "ratio"
    for (i = 1; i <= m; i++) {
      split(lines[i], f, " "); name = f[1]
      if (!(name in td) || f[2] == "") continue
      short = name; sub(".*/", "", short)
      printf "%-28s %11s | %8.2f %8.2f %6.2f | %8.2f %8.2f %6.2f | %9d %9d %6.2f\n", short, size[name], \
        td[name], f[2], f[2] / td[name], te[name], f[3], f[3] / te[name], ts[name], f[4], f[4] / ts[name]
    }
  }'
