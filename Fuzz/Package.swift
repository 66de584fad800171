// swift-tools-version:6.0
import PackageDescription

// libFuzzer harnesses for the parsers and the solver (Scripts/fuzz.sh builds them with
// `--sanitize=fuzzer --sanitize=address` and runs them on the seed corpora in Fuzz/Corpus).
// A package of its own, so the product's build never compiles them; it reaches the product
// through `.root`, a link to the repository made by the script (a path dependency's identity
// is its folder's name, which a clone may choose).
let package = Package(
    name: "LayoutSnapshotFuzz",
    dependencies: [.package(path: ".root/LayoutSnapshotTesting")],
    targets: [
        .target(name: "FuzzSupport", dependencies: [.product(name: "LayoutEngine", package: "LayoutSnapshotTesting")]),
        .executableTarget(name: "FuzzPNGDecoder", dependencies: [.product(name: "PNGCodec", package: "LayoutSnapshotTesting")]),
        .executableTarget(name: "FuzzSpecReader", dependencies: ["FuzzSupport", .product(name: "LayoutEngine", package: "LayoutSnapshotTesting")]),
        .executableTarget(name: "FuzzConstraintParser", dependencies: [.product(name: "LayoutEngine", package: "LayoutSnapshotTesting")]),
        .executableTarget(name: "FuzzInterfaceBuilder", dependencies: [
            "FuzzSupport", .product(name: "InterfaceBuilder", package: "LayoutSnapshotTesting"), .product(name: "LayoutEngine", package: "LayoutSnapshotTesting"),
        ]),
        .executableTarget(name: "FuzzSolver", dependencies: ["FuzzSupport", .product(name: "LayoutEngine", package: "LayoutSnapshotTesting")]),
    ]
)
