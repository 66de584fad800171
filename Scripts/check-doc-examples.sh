#!/usr/bin/env bash
# The documents' Swift examples, compiled against the real API: every ```swift block of README.md
# and of the DocC articles (Sources/*/*.docc/*.md) becomes a file of a scratch package's test
# target that depends on a copy of this repository by path and imports LayoutSnapshotTesting, as
# a user's package does. A block of declarations (a @Test, an XCTestCase, a struct) is wrapped in
# a struct of its own, or kept at file level when it holds a class or an extension; a block of
# statements becomes a function's body. A block that starts with `// Package.swift` is skipped.
# Names a block uses without defining them (articleScreen, settingsScreen, screen, makeScreen,
# calibrationJSON) are defined in a support file below.
#
# Then the README's first test is run twice: the first run records its references and must fail
# (recording fails a test), then `swift run -c release layout-snapshot report` draws their
# pictures, as the README says, and the second run must pass.
#
# Not part of the test suite or CI: it builds the library a second time (debug, a few minutes
# here). Run it after changing an example or the API the documents show. KEEP=1 keeps the folder.
set -euo pipefail
repo="$(cd "$(dirname "$0")/.." && pwd)"
"$repo/Scripts/ensure-deps.sh"

. "$repo/Scripts/lib/scratch-clone.sh"
scratch_clone layout-snapshot-docs

app="$work/DocExamples"
mkdir -p "$app/Tests/DocExamplesTests/Snippets"
cat > "$app/Package.swift" <<'EOF'
// swift-tools-version:6.0
import PackageDescription

let package = Package(
    name: "DocExamples",
    dependencies: [
        .package(path: "../LayoutSnapshotTesting"),
    ],
    targets: [
        .testTarget(
            name: "DocExamplesTests",
            dependencies: [
                .product(name: "LayoutSnapshotTesting", package: "LayoutSnapshotTesting"),
            ]
        ),
    ]
)
EOF
cat > "$app/Tests/DocExamplesTests/Support.swift" <<'EOF'
import LayoutSnapshotTesting

// Names the documents' examples use without defining them.
let articleScreen = ViewControllerNode.viewController(ViewController(id: "article"))
let settingsScreen = ViewControllerNode.viewController(ViewController(id: "settings"))
let screen = ViewControllerNode.viewController(ViewController(id: "screen"))
let calibrationJSON = "{}"
func makeScreen(width: Double) -> ViewControllerNode { .viewController(ViewController(id: "made")) }
EOF

python3 - "$repo" "$app/Tests/DocExamplesTests/Snippets" <<'EOF'
import glob, os, re, sys
root, out = sys.argv[1], sys.argv[2]
files = [os.path.join(root, "README.md")] + sorted(glob.glob(os.path.join(root, "Sources/*/*.docc/*.md")))
declaration = re.compile(r"^(@Test|@Suite|final class |class |struct |enum )")
count, first_test = 0, None
for path in files:
    relative = os.path.relpath(path, root)
    base = re.sub(r"\W", "_", relative)
    for n, block in enumerate(re.findall(r"```swift\n(.*?)```", open(path).read(), re.S)):
        if block.lstrip().startswith("// Package.swift"):
            continue
        lines = [l for l in block.splitlines() if not l.startswith("import ")]
        body = "\n".join(lines)
        name = f"{base}_{n}"
        if re.search(r"^extension |XCTestCase", body, re.M):
            code = body
        elif any(declaration.match(l) for l in lines):
            code = f"struct Snippet_{name} {{\n{body}\n}}"
            if first_test is None and relative == "README.md" and "@Test" in body:
                first_test = f"Snippet_{name}"
        else:
            code = f"func snippet_{name}() throws {{\n{body}\n}}"
        with open(os.path.join(out, f"{name}.swift"), "w") as f:
            f.write(f"// {relative}, swift block {n}\nimport LayoutSnapshotTesting\nimport Testing\nimport XCTest\n\n{code}\n")
        count += 1
print(f"{count} Swift examples from {len(files)} documents")
if first_test is None:
    sys.exit("README.md has no @Test example")
open(os.path.join(out, "..", "first-test"), "w").write(first_test)
EOF

cd "$app"
first="$(cat Tests/DocExamplesTests/first-test)"
rm Tests/DocExamplesTests/first-test
swift build --build-tests
# The README's first test: recording fails it, verifying passes it.
if swift test --skip-build --filter "$first" >"$work/record.log" 2>&1; then
  echo "the README's first test passed without references: expected it to record and fail" >&2; exit 1
fi
grep -q "Recorded layout snapshot" "$work/record.log" || { cat "$work/record.log" >&2; exit 1; }
swift run -c release layout-snapshot report >"$work/report.log" 2>&1 || grep -q "drew" "$work/report.log" || { cat "$work/report.log" >&2; exit 1; }
swift test --skip-build --filter "$first" >"$work/verify.log" 2>&1 || { cat "$work/verify.log" >&2; exit 1; }
echo "every example compiles; the README's first test records, report draws its pictures, then it passes"
