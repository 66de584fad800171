// swift-tools-version:6.0
import PackageDescription

// Modules follow DESIGN.md: LayoutEngine computes geometry; the CLI and (later) the renderer,
// the PNG codec, the image diff and the test helpers read only its `ComputedLayout`.
let package = Package(
    name: "LayoutSnapshotTesting",
    products: [
        .library(name: "LayoutEngine", targets: ["LayoutEngine"]),
        .executable(name: "layout-snapshot", targets: ["layout-snapshot"]),
    ],
    dependencies: [
        // From the machine's local mirror; 1.8.2 is the listed version.
        .package(url: "https://github.com/apple/swift-argument-parser", exact: "1.8.2"),
    ],
    targets: [
        .target(name: "LayoutEngine"),
        .target(
            name: "LayoutSnapshotCLI",
            dependencies: [
                "LayoutEngine",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]
        ),
        .executableTarget(name: "layout-snapshot", dependencies: ["LayoutSnapshotCLI"]),
        .executableTarget(
            name: "LayoutBenchmarks",
            dependencies: ["LayoutEngine"],
            path: "Benchmarks/LayoutBenchmarks"
        ),
        .testTarget(name: "LayoutEngineTests", dependencies: ["LayoutEngine"]),
        .testTarget(name: "LayoutSnapshotCLITests", dependencies: ["LayoutSnapshotCLI", "LayoutEngine"]),
    ]
)
