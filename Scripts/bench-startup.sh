#!/usr/bin/env bash
# Times `layout-snapshot compute` on a one-view spec against floors measured in the same run:
#   Scripts/bench-startup.sh [-n RUNS] [--static]
# The floors are an empty Swift program, one that loads FoundationEssentials, one that loads
# Foundation, and `layout-snapshot --help` (process start, the libraries, the argument parser).
# All five take turns RUNS times (default 200) so machine noise falls on each alike; the table
# gives mean, median and minimum wall time and mean CPU time, and the ratios of compute to each
# floor. Without --static the CLI is the one ./Scripts/test.sh builds (release, -enable-testing,
# shared libraries: no rebuild after the tests); --static builds it into .build-static with
# --static-swift-stdlib (the Swift runtime and Foundation linked in, no dynamic symbol lookup).
# Figures, not assertions: never a timing check in a test (CONTRIBUTING.md, "Benchmarks").
set -euo pipefail
cd "$(dirname "$0")/.."

runs=200
static=0
while [ "$#" -gt 0 ]; do
  case "$1" in
    -n) runs="$2"; shift 2 ;;
    --static) static=1; shift ;;
    *) echo "usage: $0 [-n RUNS] [--static]" >&2; exit 2 ;;
  esac
done

if [ "$static" = 1 ]; then
  swift build -c release --static-swift-stdlib --product layout-snapshot --scratch-path .build-static >&2
  cli="$(swift build -c release --static-swift-stdlib --scratch-path .build-static --show-bin-path)/layout-snapshot"
  swiftc_flags=(-O -static-stdlib)
else
  swift build -c release -Xswiftc -enable-testing --product layout-snapshot >&2
  cli="$(swift build -c release -Xswiftc -enable-testing --show-bin-path)/layout-snapshot"
  swiftc_flags=(-O)
fi

work=".build/bench-startup"
mkdir -p "$work"
cc="${CC:-$(command -v cc || command -v clang)}"
"$cc" -O2 Benchmarks/startup/spawn_timer.c -o "$work/spawn_timer"
for floor in empty essentials foundation; do
  if [ ! -x "$work/$floor-$static" ] || [ "Benchmarks/startup/$floor.swift" -nt "$work/$floor-$static" ]; then
    swiftc "${swiftc_flags[@]}" "Benchmarks/startup/$floor.swift" -o "$work/$floor-$static" 2>/dev/null
  fi
done
spec="$work/one-view.json"
echo '{"root":{"viewController":{"id":"c","view":{"id":"v"}}}}' > "$spec"

results="$("$work/spawn_timer" "$runs" \
  -- empty "$work/empty-$static" \
  -- essentials "$work/essentials-$static" \
  -- foundation "$work/foundation-$static" \
  -- help "$cli" --help \
  -- compute "$cli" compute "$spec" --device "iPhone 15 Pro")"

echo "$runs runs each, taking turns; $( [ "$static" = 1 ] && echo "static Swift runtime" || echo "shared Swift libraries" ): $cli"
awk '
  { label[NR] = $1; mean[$1] = $2; median[$1] = $3; low[$1] = $4; cpu[$1] = $5 }
  END {
    names["empty"] = "empty Swift program"; names["essentials"] = "import FoundationEssentials"
    names["foundation"] = "import Foundation"; names["help"] = "layout-snapshot --help"
    names["compute"] = "layout-snapshot compute (one view)"
    printf "%-36s %9s %9s %9s %9s %12s\n", "ms (wall; cpu = user+sys)", "mean", "median", "min", "cpu", "compute / it"
    for (i = 1; i <= NR; i++) {
      l = label[i]
      printf "%-36s %9.2f %9.2f %9.2f %9.2f %12s\n", names[l], mean[l], median[l], low[l], cpu[l], sprintf("%.2f", mean["compute"] / mean[l])
    }
    printf "compute above --help: %.2f ms; above the empty program: %.2f ms\n", mean["compute"] - mean["help"], mean["compute"] - mean["empty"]
  }' <<< "$results"
