#!/usr/bin/env bash
# The HTML review page's browser test (Scripts/browser/report_page_test.py) in headless Chromium:
# installs Debian's chromium and chromium-driver when missing, then tests the page held in
# Sources/ReportPageData/report-page.html on three fixture reports it writes:
# a run with failures (and the time to first render of 2,000 snapshots), a run with 500 matches,
# and a folder-against-folder diff. Exit 0 when all pass, 1 when any fails.
#
#   Scripts/browser-test.sh [OUT]    # OUT (default .build/browser-test): fixtures and screenshots
#   Scripts/browser-test.sh --report DIR [OUT]   # also test a folder written by `report --html`
set -uo pipefail
cd "$(dirname "$0")/.."

report=""
if [ "${1:-}" = "--report" ]; then
  report="$2"
  shift 2
fi
out="${1:-.build/browser-test}"

if ! command -v chromium >/dev/null || ! command -v chromedriver >/dev/null; then
  sudo=""
  if [ "$(id -u)" -ne 0 ]; then sudo="sudo"; fi
  echo "Installing chromium and chromium-driver (Debian packages)"
  $sudo apt-get update -qq || exit 1
  DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -qq chromium chromium-driver >/dev/null || exit 1
fi

page=Sources/ReportPageData/report-page.html
test=Scripts/browser/report_page_test.py
status=0
run() {
  echo "== $1"
  shift
  python3 "$test" --page "$page" "$@" || status=1
}
run "a run with failures; 2,000 snapshots timed" \
  --fixture "$out/failures" --matches 20 --perf 2000 --screenshots "$out/screenshots/failures"
run "a run with 500 matches" \
  --fixture "$out/matches-500" --matches 500 --perf 0 --screenshots "$out/screenshots/matches-500"
run "a folder-against-folder diff" \
  --fixture "$out/diff" --kind diff --perf 0 --screenshots "$out/screenshots/diff"
if [ -n "$report" ]; then
  run "the report in $report" --report "$report" --perf 0 --screenshots "$out/screenshots/report"
fi

if [ "$status" -eq 0 ]; then
  echo "browser test: passed (screenshots in $out/screenshots)"
else
  echo "browser test: FAILED (screenshots in $out/screenshots)"
fi
exit "$status"
