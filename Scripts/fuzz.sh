#!/usr/bin/env bash
# Coverage-guided fuzzing (issue 14): builds the libFuzzer harnesses of Fuzz/ with AddressSanitizer
# and runs each for SECONDS (default 60) on its seed corpus (Fuzz/Corpus/<harness>, kept in the
# repository, small, made by the project) plus what earlier runs found (.build/fuzz/<harness>).
# A crash, leak, hang (over 10 s for one input) or sanitizer report stops that harness and leaves
# the input in .build/fuzz/findings/<harness>/; copy it to Fuzz/Regressions/<harness>/ and add a
# test. Prints each harness's last libFuzzer status line (executions per second, coverage).
#
#   ./Scripts/fuzz.sh [SECONDS] [HARNESS…]     # harnesses: FuzzPNGDecoder FuzzSpecReader FuzzConstraintParser FuzzInterfaceBuilder FuzzSolver
#   ./Scripts/fuzz.sh --regress               # every saved finding through its harness once (must pass)
set -euo pipefail
cd "$(dirname "$0")/.."
root="$PWD"
./Scripts/ensure-deps.sh

all=(FuzzPNGDecoder FuzzSpecReader FuzzConstraintParser FuzzInterfaceBuilder FuzzSolver)
seconds=60
regress=no
harnesses=()
for argument in "$@"; do
  case "$argument" in
    --regress) regress=yes ;;
    ''|*[!0-9]*) harnesses+=("$argument") ;;
    *) seconds="$argument" ;;
  esac
done
[ ${#harnesses[@]} -gt 0 ] || harnesses=("${all[@]}")

# The fuzz package reaches the product through a link named for the package's identity.
mkdir -p Fuzz/.root
ln -sfn "$root" Fuzz/.root/LayoutSnapshotTesting
# Swift's -sanitize=fuzzer alone leaves Swift code without coverage counters here: ask for libFuzzer's own kind.
swift build --package-path Fuzz -c release --sanitize=fuzzer --sanitize=address \
  -Xswiftc -sanitize-coverage=edge,inline-8bit-counters,pc-table,trace-cmp
bin="$(swift build --package-path Fuzz -c release --sanitize=fuzzer --sanitize=address --show-bin-path)"

status=0
for harness in "${harnesses[@]}"; do
  [ -x "$bin/$harness" ] || { echo "no harness $harness (have: ${all[*]})" >&2; exit 2; }
  if [ "$regress" = yes ]; then
    cases=(Fuzz/Regressions/"$harness"/*)
    [ -e "${cases[0]}" ] || { echo "$harness: no saved findings"; continue; }
    "$bin/$harness" -runs=1 "${cases[@]}" >/dev/null 2>&1 && echo "$harness: ${#cases[@]} saved findings pass" \
      || { echo "$harness: a saved finding fails again: $bin/$harness ${cases[*]}" >&2; status=1; }
    continue
  fi
  work=".build/fuzz/$harness"; findings=".build/fuzz/findings/$harness"
  mkdir -p "$work" "$findings"
  log=".build/fuzz/$harness.log"
  if "$bin/$harness" "$work" "Fuzz/Corpus/$harness" -max_total_time="$seconds" -timeout=10 -rss_limit_mb=2048 \
       -max_len=65536 -artifact_prefix="$findings/" -print_final_stats=1 >"$log" 2>&1; then
    echo "$harness: $(grep -E '^#[0-9]+.*(DONE|pulse)' "$log" | tail -1)"
  else
    status=1
    echo "$harness: FINDING — $(ls -t "$findings" | head -1) (log: $log)" >&2
    grep -E "ERROR|Fatal|precondition|SUMMARY" "$log" | head -5 >&2
  fi
done
exit $status
