// swift-tools-version:6.0
import PackageDescription

// A client of the library, as a team's package is (Scripts/bench-client.sh copies it beside a
// scratch clone of the repository and measures its tests in debug and release).
let package = Package(
    name: "BenchClient",
    dependencies: [.package(path: "../LayoutSnapshotTesting")],
    targets: [
        .testTarget(name: "BenchClientTests", dependencies: [.product(name: "LayoutSnapshotTesting", package: "LayoutSnapshotTesting")]),
    ]
)
