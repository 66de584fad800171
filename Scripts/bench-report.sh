#!/usr/bin/env bash
# Times the review reports (issue 12, point 7) on a generated run, against floors measured in the
# same run:
#   1. `report --html` for N snapshots (default 2,000: 5% failed with reference, actual, diff and
#      review images, the rest matched with their reference), against hard-linking the same
#      images with `cp -al` (the page links the run's files, so that is its floor);
#   2. `report --merge` of 1, 2, 4 and 8 shards of M snapshots each (default 1,000) with
#      `--junit`, to show the merge grows linearly with the shards' size.
#   Scripts/bench-report.sh [-n SNAPSHOTS] [-m PER_SHARD] [-r RUNS]
set -euo pipefail
cd "$(dirname "$0")/.."
n=2000; m=1000; runs=5
while getopts "n:m:r:" opt; do
  case $opt in
    n) n=$OPTARG ;; m) m=$OPTARG ;; r) runs=$OPTARG ;;
    *) echo "usage: $0 [-n SNAPSHOTS] [-m PER_SHARD] [-r RUNS]" >&2; exit 2 ;;
  esac
done
./Scripts/ensure-deps.sh
swift build -c release --product layout-snapshot >&2
bin="$(swift build -c release --show-bin-path)/layout-snapshot"
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
"$bin" render Examples/login.json --device "iPhone 15 Pro" --out "$work/picture.png" 2>/dev/null

# A run folder of `count` snapshots named by `tag`, its images hard links of one picture.
make_run() {
  local root="$1" count="$2" shard="$3" id="run"
  local run="$root/runs/$id" refs="$root/refs"
  mkdir -p "$run/T" "$refs"
  {
    printf '{"pid":1,"runID":"%s","startedAt":"2026-11-24T00:00:00Z","version":1,' "$id"
    [ -n "$shard" ] && printf '"shard":"%s",' "$shard"
    printf '"snapshots":[\n'
    for ((i = 0; i < count; i++)); do
      ln "$work/picture.png" "$refs/s$i.png"
      [ $i -gt 0 ] && printf ',\n'
      if (( i % 20 == 0 )); then
        for kind in reference actual diff review; do ln "$work/picture.png" "$run/T/s$i.$kind.png"; done
        printf '{"test":"T/test%d","file":"/src/T.swift","line":1,"device":"iPhone 15 Pro","slug":"iphone-15-pro","orientation":"portrait","result":"failed","detail":"pixels","recordMode":"never","recordModeSource":"CI default","reference":"%s","geometryReference":"%s","wroteReference":false,"differentPixels":120,"ratio":0.0001,"geometryChanges":["views[signIn].frame: [16, 560, 361, 50] → [16, 564, 361, 50]"],"artifacts":{"reference":"%s","actual":"%s","diff":"%s","review":"%s"},"message":"pixels differ"}' \
          $((i / 10)) "$refs/s$i.png" "$refs/s$i.json" "$run/T/s$i.reference.png" "$run/T/s$i.actual.png" "$run/T/s$i.diff.png" "$run/T/s$i.review.png"
      else
        printf '{"test":"T/test%d","file":"/src/T.swift","line":1,"device":"iPhone 15 Pro","slug":"iphone-15-pro","orientation":"portrait","result":"matched","detail":"renderInputs","recordMode":"never","recordModeSource":"CI default","reference":"%s","geometryReference":"%s","wroteReference":false}' \
          $((i / 10)) "$refs/s$i.png" "$refs/s$i.json"
      fi
    done
    printf '\n]}\n'
  } > "$run/manifest-1.json"
}

# Median wall time in ms of `runs` runs of a command (its exit status 0 or 1: failures are data).
time_ms() {
  local samples=()
  for ((r = 0; r < runs; r++)); do
    local start end
    start=$(date +%s%N)
    "$@" >/dev/null 2>&1 || [ $? -eq 1 ]
    end=$(date +%s%N)
    samples+=($(( (end - start) / 1000 )))
  done
  printf '%s\n' "${samples[@]}" | sort -n | sed -n "$(( (runs + 1) / 2 ))p" | awk '{ printf "%.1f", $1 / 1000 }'
}

make_run "$work/one" "$n" ""
images=$(find "$work/one" -name '*.png' | wc -l)
page_ms=$(time_ms "$bin" report --artifacts "$work/one" --html "$work/page")
linked=$(find "$work/page/images" -name '*.png' | wc -l)
copy_ms=$(time_ms bash -c "rm -rf '$work/floor'; mkdir '$work/floor'; cp -al '$work/one/runs/run/T' '$work/one/refs' '$work/floor/'")
echo "report --html, $n snapshots ($linked images linked of $images): $page_ms ms; floor (cp -al of the same images) $copy_ms ms: $(awk -v a="$page_ms" -v b="$copy_ms" 'BEGIN { printf "%.1f", a / b }')×"

echo "report --merge with --junit, $m snapshots a shard:"
for k in 1 2 4 8; do
  dirs=()
  for ((s = 1; s <= k; s++)); do
    [ -d "$work/shard-$s" ] || make_run "$work/shard-$s" "$m" "PLACEHOLDER"
    sed -i -E "s#\"shard\":\"[^\"]*\"#\"shard\":\"$s/$k\"#" "$work/shard-$s/runs/run/manifest-1.json"
    dirs+=("$work/shard-$s")
  done
  merge_ms=$(time_ms "$bin" report --merge "${dirs[@]}" --junit "$work/junit.xml")
  echo "  $k shard(s), $((k * m)) snapshots: $merge_ms ms ($(awk -v a="$merge_ms" -v s="$((k * m))" 'BEGIN { printf "%.1f", a * 1000 / s }') µs a snapshot)"
done
