#!/usr/bin/env bash
# The largest input each documented limit accepts (Docs/LIMITS.md), made and timed: builds the
# release CLI, then Scripts/limits.py writes the inputs under .build/limits/ and prints wall time
# and peak memory for each, beside the same-run memory-speed floor.
set -euo pipefail
cd "$(dirname "$0")/.."
./Scripts/ensure-deps.sh
command -v python3 >/dev/null || { apt-get update -qq && apt-get install -y -qq python3 >/dev/null; }
swift build -c release --product layout-snapshot
exec python3 Scripts/limits.py "$@"
