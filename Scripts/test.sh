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
# The review page in a real browser (headless Chromium from Debian, installed when missing): the
# page's own fixtures, and a page the tool just wrote. Skipped when a filter narrows the suite.
if [ $# -eq 0 ]; then
  page="$(./Scripts/browser/real-report.sh "$(swift build -c release --show-bin-path)/layout-snapshot" .build/browser-test/real)"
  ./Scripts/browser-test.sh --report "$page" .build/browser-test
fi
