#!/usr/bin/env bash
# Runs the whole test suite: the README's test command, and what CI runs (.ci/run).
# Installs what the tests need when it is missing, so it works on a fresh machine.
set -euo pipefail
cd "$(dirname "$0")/.."

need_apt=()
command -v python3 >/dev/null || need_apt+=(python3)   # the catalog-freshness test runs the generator
if [ ${#need_apt[@]} -gt 0 ]; then
  if [ "$(id -u)" = 0 ]; then apt-get update -qq && apt-get install -y -qq "${need_apt[@]}"; else sudo apt-get update -qq && sudo apt-get install -y -qq "${need_apt[@]}"; fi
fi
command -v swift >/dev/null || { echo "swift is not on PATH (expected the toolchain at /opt/swift/usr/bin)" >&2; exit 1; }

swift build --build-tests
swift test --skip-build "$@"
