#!/usr/bin/env bash
# Issue 32, point 1: what a team's `swift test` costs per snapshot. Copies the repository (as a
# fresh clone has it) beside Benchmarks/Client, a client package of three screens tested on the
# default devices, both orientations, at the default text size and AX5, and times, per
# snapshot: recording every reference, verifying them, and a failing check (the sign-up button
# moved 4 points; one shard of six, for time), built in debug as `swift test` builds, then the
# same built optimised, in the same run. Prints the references' size too.
#   CONFIGS="debug"  only debug;  KEEP=1 keeps the scratch folder.
set -euo pipefail
repo="$(cd "$(dirname "$0")/.." && pwd)"
"$repo/Scripts/ensure-deps.sh"
. "$repo/Scripts/lib/scratch-clone.sh"
scratch_clone layout-snapshot-bench
cp -R "$repo/Benchmarks/Client" "$work/BenchClient"
cd "$work/BenchClient"

seconds() { local start end; start=$(date +%s.%N); "$@" >/dev/null 2>&1 || true; end=$(date +%s.%N); awk -v a="$start" -v b="$end" 'BEGIN { print b - a }'; }
per() { awk -v t="$1" -v n="$2" 'BEGIN { printf "%.1f", 1000 * t / n }'; }

printf '%-8s %10s %12s %12s %14s %10s\n' config snapshots "record ms" "verify ms" "fail ms" references
for config in ${CONFIGS:-debug release}; do
  flags=(-c "$config")
  swift build "${flags[@]}" --build-tests >/dev/null 2>&1
  rm -rf __Snapshots__ .build/layout-snapshots
  record=$(seconds env LAYOUT_SNAPSHOT_RECORD=all swift test "${flags[@]}" --skip-build)
  count=$(find __Snapshots__ -name '*.png' | wc -l)
  verify=$(seconds env LAYOUT_SNAPSHOT_RECORD=never swift test "${flags[@]}" --skip-build)
  fail=$(seconds env BENCH_SHIFT=4 LAYOUT_SNAPSHOT_RECORD=never LAYOUT_SNAPSHOT_SHARD=1/6 swift test "${flags[@]}" --skip-build --filter ClientSnapshots/signUp)
  failed=$(( $(find __Snapshots__ -name 'signUp*.png' | wc -l) / 6 ))
  size=$(du -sh __Snapshots__ | cut -f1)
  printf '%-8s %10s %12s %12s %14s %10s\n' "$config" "$count" "$(per "$record" "$count")" "$(per "$verify" "$count")" "$(per "$fail" "$failed") (~$failed)" "$size"
done
echo "(wall time of each swift test run, process start included, divided by its snapshots)"
