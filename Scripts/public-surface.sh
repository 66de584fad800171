#!/usr/bin/env bash
# The public surface: how many public declarations each library module has, and how many
# `import LayoutSnapshotTesting` puts in a user's test (Scripts/public-surface.py says what is
# counted). Run it before and after a change to what is public; `--list UIKitLayout` prints one
# module's declarations. Builds in debug (the symbol graphs come from the build).
set -euo pipefail
repo="$(cd "$(dirname "$0")/.." && pwd)"
cd "$repo"
"$repo/Scripts/ensure-deps.sh"
swift package dump-symbol-graph --minimum-access-level public >/dev/null
graphs="$(swift build --show-bin-path)/../symbolgraph"
python3 "$repo/Scripts/public-surface.py" "$graphs" "$@"
