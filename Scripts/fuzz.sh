#!/usr/bin/env bash
# Coverage-guided fuzzing (issue 14): builds the libFuzzer harnesses of Fuzz/ with AddressSanitizer
# and runs each for SECONDS (default 60) on its seed corpus (Fuzz/Corpus/<harness>, kept in the
# repository, small, made by the project) plus what earlier runs found (.build/fuzz/<harness>).
# A crash, leak, hang (over 10 s for one input) or sanitizer report stops that harness and leaves
# the input in .build/fuzz/findings/<harness>/; copy it to Fuzz/Regressions/<harness>/ and add a
# test. Prints each harness's last libFuzzer status line (executions per second, coverage).
#
#   ./Scripts/fuzz.sh [SECONDS] [-j JOBS] [HARNESS…]   # harnesses: FuzzPNGDecoder FuzzSpecReader FuzzConstraintParser FuzzInterfaceBuilder FuzzSolver
#   ./Scripts/fuzz.sh --regress               # every saved finding through its harness once (must pass)
set -euo pipefail
# The body is one block, read whole before it runs: bash reads a script as it goes, and a script
# edited (or checked out anew) during an hour-long run would otherwise go on from a shifted
# offset (it did: harnesses started again when their hour was up).
{
cd "$(dirname "$0")/.."
root="$PWD"
./Scripts/ensure-deps.sh

all=(FuzzPNGDecoder FuzzSpecReader FuzzConstraintParser FuzzInterfaceBuilder FuzzSolver)
seconds=60
jobs=1
regress=no
harnesses=()
while [ $# -gt 0 ]; do
  case "$1" in
    --regress) regress=yes ;;
    -j) shift; jobs="${1:?-j needs a number}" ;;
    ''|*[!0-9]*) harnesses+=("$1") ;;
    *) seconds="$1" ;;
  esac
  shift
done
# The Swift runtime's backtracer and AddressSanitizer wait on each other after a crash.
export SWIFT_BACKTRACE=enable=no
[ ${#harnesses[@]} -gt 0 ] || harnesses=("${all[@]}")

# The fuzz package reaches the product through a link named for the package's identity.
mkdir -p Fuzz/.root
ln -sfn "$root" Fuzz/.root/LayoutSnapshotTesting
# SwiftPM does not plan again when files are added to the product through the link: drop its
# plan so new source files are seen (it is rebuilt in a second).
rm -f Fuzz/.build/release.yaml
# Swift's -sanitize=fuzzer alone leaves Swift code without coverage counters here: ask for libFuzzer's own kind.
swift build --package-path Fuzz -c release --sanitize=fuzzer --sanitize=address \
  -Xswiftc -sanitize-coverage=edge,inline-8bit-counters,pc-table,trace-cmp
bin="$(swift build --package-path Fuzz -c release --sanitize=fuzzer --sanitize=address --show-bin-path)"

# One harness for its time; prints its last status line, or the finding.
fuzz_one() {
  local harness="$1" work=".build/fuzz/$1" findings=".build/fuzz/findings/$1" log=".build/fuzz/$1.log"
  mkdir -p "$work" "$findings"
  if "$bin/$harness" "$work" "Fuzz/Corpus/$harness" -max_total_time="$seconds" -timeout=10 -rss_limit_mb=2048 \
       -max_len=65536 -artifact_prefix="$findings/" -print_final_stats=1 >"$log" 2>&1; then
    echo "$harness: $(grep -E '^#[0-9]+.*(DONE|pulse)' "$log" | tail -1)"
  else
    echo "$harness: FINDING — $(ls -t "$findings" | head -1) (log: $log)" >&2
    grep -E "ERROR|Fatal|precondition|SUMMARY|does not hold" "$log" | head -5 >&2
    return 1
  fi
}

status=0
for harness in "${harnesses[@]}"; do
  [ -x "$bin/$harness" ] || { echo "no harness $harness (have: ${all[*]})" >&2; exit 2; }
done
if [ "$regress" = yes ]; then
  for harness in "${harnesses[@]}"; do
    cases=(Fuzz/Regressions/"$harness"/*)
    [ -e "${cases[0]}" ] || { echo "$harness: no saved findings"; continue; }
    "$bin/$harness" -runs=1 "${cases[@]}" >/dev/null 2>&1 && echo "$harness: ${#cases[@]} saved findings pass" \
      || { echo "$harness: a saved finding fails again: $bin/$harness ${cases[*]}" >&2; status=1; }
  done
  exit $status
fi
mkdir -p .build/fuzz
running=0
for harness in "${harnesses[@]}"; do
  fuzz_one "$harness" &
  running=$((running + 1))
  if [ "$running" -ge "$jobs" ]; then wait -n || status=1; running=$((running - 1)); fi
done
while [ "$running" -gt 0 ]; do wait -n || status=1; running=$((running - 1)); done
exit $status
}
