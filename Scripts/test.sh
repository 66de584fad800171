#!/usr/bin/env bash
# Runs the whole test suite: the README's test command, and what CI runs (.ci/run).
# Installs what the tests need when it is missing, so it works on a fresh machine.
# Built with optimisation: the suite renders every example on every device twice, which takes
# seconds optimised and minutes without; -enable-testing keeps @testable imports working.
set -euo pipefail
cd "$(dirname "$0")/.."
./Scripts/ensure-deps.sh
swift build -c release --build-tests -Xswiftc -enable-testing
swift test -c release --skip-build -Xswiftc -enable-testing "$@"
