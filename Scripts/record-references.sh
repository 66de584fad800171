#!/usr/bin/env bash
# Re-records the project's own references under __Snapshots__/ (ExampleRenderTests, and the
# assertLayoutSnapshot references of ExampleSnapshotTests) after an
# intended change to the engine, the catalog or the renderer. Review the changed PNGs (and the
# geometry .json beside each) before committing them.
set -euo pipefail
cd "$(dirname "$0")/.."
./Scripts/ensure-deps.sh
swift build -c release --build-tests -Xswiftc -enable-testing
LAYOUT_SNAPSHOT_RECORD=all swift test -c release --skip-build -Xswiftc -enable-testing --filter 'ExampleRenderTests/references|ExampleSnapshotTests' >/dev/null 2>&1 || true
# The assertions record the geometry; the tool draws the pictures they left to it (decision 0024).
"$(swift build -c release --show-bin-path)/layout-snapshot" report >/dev/null || true
git status --short __Snapshots__ | head -60
echo "recorded into __Snapshots__; review them, then run ./Scripts/test.sh"
