#!/usr/bin/env bash
# A user's package, built and tested: a scratch package in a temporary folder depends on a copy
# of this repository by path, as a user's Package.swift would, and its test target imports
# LayoutSnapshotTesting and nothing else of ours. Its tests name every type an assertion takes
# (RecordMode, SnapshotTolerance, PixelRect, DeviceSelection, ContentSizeCategorySelection,
# RenderOptions.Overlay, the model) and make assertions that must fail, inside withKnownIssue /
# an XCTest expected failure; a content size category sweep fails once per category, each
# naming its own file.
#
# Not part of the test suite or CI: it builds the library a second time (debug, a minute or two).
# Run it after changing what the library exports (Sources/LayoutSnapshotTesting/Exports.swift,
# Sources/LayoutEngine/Exports.swift). A second test target depends on the product LayoutEngine
# alone and uses its README API (SpecReader, DeviceCatalog, LayoutEngine.compute, GeometryJSON).
# The copy holds only the repository's files (no .build, nothing from outside it), so the
# check also proves that a fresh clone builds. KEEP=1 keeps the folder.
set -euo pipefail
repo="$(cd "$(dirname "$0")/.." && pwd)"
"$repo/Scripts/ensure-deps.sh"

. "$repo/Scripts/lib/scratch-clone.sh"
scratch_clone layout-snapshot-user

app="$work/UserApp"
mkdir -p "$app/Tests/UserAppTests" "$app/Tests/EngineOnlyTests"
cat > "$app/Package.swift" <<'EOF'
// swift-tools-version:6.0
import PackageDescription

let package = Package(
    name: "UserApp",
    dependencies: [
        .package(path: "../LayoutSnapshotTesting"),
    ],
    targets: [
        .testTarget(
            name: "UserAppTests",
            dependencies: [
                .product(name: "LayoutSnapshotTesting", package: "LayoutSnapshotTesting"),
            ],
            // The strictest lookup: a member is visible only through an import of its module.
            swiftSettings: [.enableUpcomingFeature("MemberImportVisibility")]
        ),
        // A tool's use of the engine alone: the product `LayoutEngine`, its README API.
        .testTarget(
            name: "EngineOnlyTests",
            dependencies: [
                .product(name: "LayoutEngine", package: "LayoutSnapshotTesting"),
            ],
            swiftSettings: [.enableUpcomingFeature("MemberImportVisibility")]
        ),
    ]
)
EOF

cat > "$app/Tests/EngineOnlyTests/EngineOnlyTests.swift" <<'EOF'
import LayoutEngine
import Testing

// `import LayoutEngine` alone: the spec reader, the catalog, the engine, the model and the
// geometry writer (the README's API for a package that computes layouts without the tests).
@Test func specReadLaidOutAndWritten() throws {
    let json = #"{ "root": { "viewController": { "id": "home", "view": { "id": "homeRoot", "subviews": [ { "id": "banner", "frame": [0, 0, 393, 120] } ] } } } }"#
    let spec = try SpecReader.read(bytes: Array(json.utf8), file: "home.json")
    let device = try DeviceCatalog.bundled.device(named: "iPhone 15")
    let layout = try LayoutEngine.compute(spec.root, in: LayoutEnvironment(device: device, orientation: .portrait))
    #expect(layout.view("banner")?.frame == Rect(x: 0, y: 0, width: 393, height: 120))
    #expect(GeometryJSON.string(layout).contains("\"banner\""))
    let card = View(id: "card", frame: Rect(x: 20, y: 40, width: 200, height: 120))
    #expect(try LayoutEngine.compute(card, in: LayoutEnvironment(device: device, orientation: .landscapeLeft)).view("card") != nil)
}
EOF

cat > "$app/Tests/UserAppTests/ArticleSnapshotTests.swift" <<'EOF'
import LayoutSnapshotTesting
import Testing
import XCTest

// Every type below comes from `import LayoutSnapshotTesting` alone.
let never: RecordMode = .never
let tolerance: SnapshotTolerance = .pixelmatch(colorThreshold: 0.1, maxDifferentPixels: 5, ignoring: [PixelRect(x: 0, y: 0, width: 8, height: 8)])
let phone: DeviceSelection = "iPhone SE (3rd generation)"
let overlays: Set<RenderOptions.Overlay> = [.safeArea, .margins]
let categories: ContentSizeCategorySelection = [.large, .accessibilityExtraExtraExtraLarge]

func articleScreen() -> ViewControllerNode {
    var scroll = View.scrollView(id: "scroll", contentSize: Size(width: 375, height: 2000))
    scroll.addSubview(View(id: "title", frame: Rect(x: 16, y: 20, width: 343, height: 60)))
    return .navigationController(NavigationController(id: "nav", viewControllers: [
        .viewController(ViewController(id: "article", view: scroll)),
    ]))
}

/// A missing reference under `never` fails and writes nothing.
func failsAsMissing(_ issue: Issue) -> Bool {
    issue.comments.contains { $0.rawValue.contains("Nothing was written under __Snapshots__") }
}

@Test func controllerWithEveryArgument() {
    withKnownIssue {
        assertLayoutSnapshot(
            of: articleScreen(), on: phone, orientations: [.portrait], named: "all-arguments", record: never,
            overlays: overlays, tolerance: tolerance, contentSizeCategory: .accessibilityMedium, layoutDirection: .rightToLeft)
    } matching: { failsAsMissing($0) }
}

@Test func viewAndViewController() {
    withKnownIssue {
        assertLayoutSnapshot(of: View(id: "card", frame: Rect(x: 20, y: 40, width: 200, height: 120)), on: .device("iPhone 15 Pro"),
                             orientations: InterfaceOrientation.allCases, named: "view", record: .never)
        assertLayoutSnapshot(of: ViewController(id: "plain"), on: phone, orientations: [.landscapeLeft], named: "controller", record: .never)
    } matching: { failsAsMissing($0) }
}

@Test(.layoutSnapshots(record: .never, devices: .allPads, orientations: [.portrait]))
func traitAndBuilder() {
    withKnownIssue {
        assertLayoutSnapshot(on: .devices(["iPad Air 11-inch (M2)"]), named: "built") { (environment: LayoutEnvironment) in
            let width = environment.metrics!.screenSize.width
            return .viewController(ViewController(id: "vc", view: View(id: "v", frame: Rect(x: 0, y: 0, width: width, height: 100))))
        }
    } matching: { failsAsMissing($0) }
}

/// A sweep of two categories: one missing reference each, the AX5 one named with `-ax5`.
@Test func contentSizeCategorySweep() {
    withKnownIssue {
        assertLayoutSnapshot(of: articleScreen(), on: phone, orientations: [.portrait], named: "sweep", record: never,
                             contentSizeCategories: categories)
    } matching: { issue in
        failsAsMissing(issue) && issue.comments.contains {
            $0.rawValue.contains("contentSizeCategorySweep.iphone-se-3rd-generation-portrait.sweep.png")
                || $0.rawValue.contains("contentSizeCategorySweep.iphone-se-3rd-generation-portrait-ax5.sweep.png")
        }
    }
}

@Test(.layoutSnapshots(record: .never, devices: "iPhone 15 Pro", orientations: [.portrait], contentSizeCategories: .accessibility))
func accessibilitySizesByTrait() {
    withKnownIssue {
        assertLayoutSnapshot(of: articleScreen(), named: "ax")
    } matching: { issue in
        failsAsMissing(issue) && issue.comments.contains { $0.rawValue.contains("iPhone 15 Pro portrait AX") }
    }
}

/// XCTest reports through `XCTFail`; this case takes the expected failure instead of failing.
final class ArticleXCTests: XCTestCase {
    private var failures: [String] = []

    override func recordFailure(withDescription description: String, inFile filePath: String, atLine lineNumber: Int, expected: Bool) {
        failures.append(description)
    }

    func testScopeUnderXCTest() {
        withLayoutSnapshotTesting(record: .never, devices: .allPhones.on(os: OSVersion("18")!), orientations: [.portrait]) {
            assertLayoutSnapshot(of: articleScreen(), on: phone, named: "xctest")
        }
        let missing = failures.filter { $0.contains("Nothing was written under __Snapshots__") }
        failures = []
        XCTAssertEqual(missing.count, 1)
    }

    func testContentSizeCategoriesUnderXCTest() {
        withLayoutSnapshotTesting(record: .never, orientations: [.portrait], contentSizeCategories: .defaultAndAccessibility) {
            assertLayoutSnapshot(of: articleScreen(), on: phone, named: "categories")
        }
        let missing = failures.filter { $0.contains("Nothing was written under __Snapshots__") }
        failures = []
        XCTAssertEqual(missing.count, 6)
        for slug in ["-ax1", "-ax2", "-ax3", "-ax4", "-ax5"] {
            XCTAssertEqual(missing.filter { $0.contains("testContentSizeCategoriesUnderXCTest.iphone-se-3rd-generation-portrait\(slug).categories.png") }.count, 1, slug)
        }
        XCTAssertEqual(missing.filter { $0.contains("testContentSizeCategoriesUnderXCTest.iphone-se-3rd-generation-portrait.categories.png") }.count, 1)
    }
}
EOF

cd "$app"
echo "user package: $app (depends on a copy of $repo)"
swift build --build-tests
swift test 2>&1 | tee "$work/test.log"
if [ -e "$app/__Snapshots__" ]; then echo "record mode never wrote under $app/__Snapshots__" >&2; exit 1; fi
grep -q "specReadLaidOutAndWritten() passed" "$work/test.log" || { echo "the LayoutEngine-only test did not pass" >&2; exit 1; }
echo "user package check passed: import LayoutSnapshotTesting alone names every argument; import LayoutEngine alone reads, lays out and writes; nothing was recorded"
