#!/usr/bin/env bash
# The test suite under the sanitizers (issue 14): AddressSanitizer, ThreadSanitizer and
# UndefinedBehaviorSanitizer (the C code; see below), each in its own build folder
# (.build-asan, .build-tsan, .build-ubsan) so the ordinary .build stays as it is. Optimised, as Scripts/test.sh builds: the suite renders
# every example on every device, which takes minutes without optimisation.
#
#   ./Scripts/sanitize.sh [address|thread|undefined …] [-- swift test options, e.g. --filter Shard]
# Default: all three. Exits non-zero when a build or a test fails or a sanitizer reports.
set -euo pipefail
cd "$(dirname "$0")/.."
./Scripts/ensure-deps.sh

kinds=()
while [ $# -gt 0 ] && [ "$1" != "--" ]; do kinds+=("$1"); shift; done
[ "${1:-}" = "--" ] && shift
[ ${#kinds[@]} -gt 0 ] || kinds=(address thread undefined)
# A report stops the process with a non-zero status instead of scrolling past.
export ASAN_OPTIONS="${ASAN_OPTIONS:-detect_leaks=0:halt_on_error=1:abort_on_error=1}"
export TSAN_OPTIONS="${TSAN_OPTIONS:-halt_on_error=1}"
export UBSAN_OPTIONS="${UBSAN_OPTIONS:-halt_on_error=1:print_stacktrace=1}"
# The kill test starts a sanitized copy of the test binary per kill (11 minutes for 200 under
# ThreadSanitizer); 20 kills still meet every state, and the ordinary suite runs all 200.
export LST_KILLS="${LST_KILLS:-20}"
# The Swift runtime's backtracer and a sanitizer's report wait on each other.
export SWIFT_BACKTRACE=enable=no

for kind in "${kinds[@]}"; do
  case "$kind" in
    address) dir=.build-asan ;;
    thread) dir=.build-tsan ;;
    undefined) dir=.build-ubsan ;;
    *) echo "unknown sanitizer '$kind': address, thread or undefined" >&2; exit 2 ;;
  esac
  echo "== $kind sanitizer ($dir)"
  # Tests that cannot run under a sanitizer's runtime read it (FaultTests' file-size limit).
  export LST_SANITIZER="$kind"
  if [ "$kind" = undefined ]; then
    # swiftc has no -sanitize=undefined on Linux ("unsupported option … for target"), and Swift
    # traps on overflow and out-of-bounds access in every build anyway; the C code (the PNG
    # shim with its own inflate, Huffman coder and row deflate, the catalog data) is built with
    # clang's UndefinedBehaviorSanitizer, whose runtime the Swift driver links in.
    flags=(-Xcc -fsanitize=undefined -Xcc -fno-sanitize-recover=undefined -Xswiftc -Xclang-linker -Xswiftc -fsanitize=undefined)
  else
    flags=(--sanitize="$kind")
  fi
  swift build -c release --build-tests -Xswiftc -enable-testing "${flags[@]}" --scratch-path "$dir"
  swift test -c release --skip-build -Xswiftc -enable-testing "${flags[@]}" --scratch-path "$dir" "$@"
done
