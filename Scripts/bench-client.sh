#!/usr/bin/env bash
# Issue 32, point 1: what a team's `swift test` costs per snapshot. Copies the repository (as a
# fresh clone has it) beside Benchmarks/Client, a client package of three screens tested on the
# default devices, both orientations, at the default text size and AX5, and times, per
# snapshot: recording every reference, verifying them, and a failing check (the sign-up button
# moved 4 points), built in debug as `swift test` builds, then the same built optimised, in the
# same run; and the optimised tool drawing the pictures the tests left to it (`report`, after the
# recording and after the failure). Prints the references' size too.
#   CONFIGS="debug"  only debug;  KEEP=1 keeps the scratch folder.
set -euo pipefail
repo="$(cd "$(dirname "$0")/.." && pwd)"
"$repo/Scripts/ensure-deps.sh"
. "$repo/Scripts/lib/scratch-clone.sh"
scratch_clone layout-snapshot-bench
cp -R "$repo/Benchmarks/Client" "$work/BenchClient"
cd "$work/BenchClient"

seconds() { local start end; start=$(date +%s.%N); "$@" >/dev/null 2>&1 || true; end=$(date +%s.%N); awk -v a="$start" -v b="$end" 'BEGIN { print b - a }'; }
# Per snapshot: a run's wall time less an empty run's (the same command checking nothing), so the
# process's start, the same whatever it checks, is not spread over the snapshots.
# The median of three runs, for the runs that leave nothing changed (this machine's times vary).
median3() { local a b c; a=$(seconds "$@"); b=$(seconds "$@"); c=$(seconds "$@"); printf '%s\n%s\n%s\n' "$a" "$b" "$c" | sort -g | sed -n 2p; }
per() { awk -v t="$1" -v e="$2" -v n="$3" 'BEGIN { printf "%.1f", 1000 * (t - e) / n }'; }
newest_run() { ls -t .build/layout-snapshots/runs | head -1; }

# The tool that draws the pictures the tests leave to it, built optimised once, as a client does.
swift build -c release --product layout-snapshot >/dev/null 2>&1
draw() { swift run -c release --skip-build layout-snapshot report --artifacts .build/layout-snapshots --run "$(newest_run)"; }

printf '%-8s %9s %10s %10s %10s %10s %11s %10s\n' tests snapshots "record ms" "draw ms" "verify ms" "fail ms" "draw ms" references
for config in ${CONFIGS:-debug release}; do
  flags=(-c "$config")
  swift build "${flags[@]}" --build-tests >/dev/null 2>&1
  rm -rf __Snapshots__ .build/layout-snapshots
  empty=$(median3 swift test "${flags[@]}" --skip-build --filter NoSuchTest)
  record=$(seconds env LAYOUT_SNAPSHOT_RECORD=all swift test "${flags[@]}" --skip-build)
  count=$(find __Snapshots__ -name '*.json' | wc -l)
  drawn=$(seconds draw)
  verify=$(median3 env LAYOUT_SNAPSHOT_RECORD=never swift test "${flags[@]}" --skip-build)
  # The sign-up button moved 4 points: every snapshot of that test fails.
  failed=$(find __Snapshots__ -name 'signUp*.json' | wc -l)
  fail=$(median3 env BENCH_SHIFT=4 LAYOUT_SNAPSHOT_RECORD=never swift test "${flags[@]}" --skip-build --filter ClientSnapshots/signUp)
  review=$(seconds draw)
  # The bytes a repository carries (PNGs and geometry), not the disk blocks du -h counts.
  size=$(find __Snapshots__ -type f -printf '%s\n' | awk '{ s += $1 } END { printf "%.1f MB", s / 1e6 }')
  printf '%-8s %9s %10s %10s %10s %10s %11s %10s\n' "$config" "$count" "$(per "$record" "$empty" "$count")" "$(per "$drawn" 0 "$count")" \
    "$(per "$verify" "$empty" "$count")" "$(per "$fail" "$empty" "$failed")" "$(per "$review" 0 "$failed")" "$size"
done
echo "(swift test wall time less an empty run's, per snapshot, verify and fail the median of three runs; draw: the optimised tool's report, which draws"
echo " the pictures the tests left to it: after recording the references', after failing the actual, diff and review)"
