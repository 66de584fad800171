// swift-tools-version:6.0
import PackageDescription

// UIKitLayout turns a model (written in Swift, read from a JSON spec by LayoutFormats, or
// imported from a storyboard by InterfaceBuilder) into a `ComputedLayout` (Docs/Engine.md); the
// renderer, the PNG codec, the image diff and LayoutSnapshotCore work from that value, and the
// assertions and the CLI drive them (Docs/snapshot-checks.md).

// What a target that names the model depends on: the three modules of the product `LayoutEngine`,
// not the umbrella alone. SwiftPM rebuilds a target when the module files of its direct
// dependencies change, and the umbrella's (two re-exports) never does: targets that listed only it
// kept code compiled against an older `View` after one gained a property, and crashed (decision
// 0034).
let layoutEngine: [Target.Dependency] = ["LayoutEngine", "UIKitLayout", "LayoutFormats"]

let package = Package(
    name: "LayoutSnapshotTesting",
    products: [
        // Each product lists every module a client's code compiles against, the re-exported ones
        // too: SwiftPM rebuilds a client's target only when a direct dependency's module file
        // changes (see `layoutEngine` above). The products are automatic (static): a module two
        // of them list is linked once; a dynamic product would need another look.
        .library(name: "LayoutEngine", targets: ["LayoutEngine", "UIKitLayout", "LayoutFormats"]),
        .library(name: "LayoutRenderer", targets: ["LayoutRenderer", "LayoutEngine", "UIKitLayout", "LayoutFormats", "RasterImage"]),
        .library(name: "PNGCodec", targets: ["PNGCodec", "RasterImage"]),
        .library(name: "ImageDiff", targets: ["ImageDiff", "RasterImage"]),
        .library(name: "InterfaceBuilder", targets: ["InterfaceBuilder", "LayoutEngine", "UIKitLayout", "LayoutFormats"]),
        .library(name: "LayoutSnapshotTesting", targets: [
            "LayoutSnapshotTesting", "LayoutEngine", "UIKitLayout", "LayoutFormats",
            // Sources/LayoutSnapshotTesting/Exports.swift's scoped re-exports come from these.
            "LayoutSnapshotCore", "LayoutRenderer", "ImageDiff", "RasterImage", "InterfaceBuilder",
        ]),
        .executable(name: "layout-snapshot", targets: ["layout-snapshot"]),
    ],
    dependencies: [
        // From the machine's local mirror; 1.8.2 is the listed version.
        .package(url: "https://github.com/apple/swift-argument-parser", exact: "1.8.2"),
        // `swift package generate-documentation --target LayoutSnapshotTesting` (or UIKitLayout,
        // or LayoutFormats): the DocC catalogs in Sources/*/*.docc. A command plugin only; no
        // target links it.
        .package(url: "https://github.com/swiftlang/swift-docc-plugin", from: "1.5.0"),
    ],
    targets: [
        // Where a byte is in a UTF-8 document and the UTF-8 under it: what the two readers share.
        .target(name: "SourceText"),
        // The strict JSON reader and writer: specs, geometry files, the catalog, run manifests.
        .target(name: "StrictJSON", dependencies: ["SourceText"]),
        // The strict XML reader under the Interface Builder importer: UTF-8 only, no DTDs, no
        // entities beyond the five predefined ones, iterative, with limits (Sources/StrictXML).
        .target(name: "StrictXML", dependencies: ["SourceText"]),
        // The device catalog's data (device-catalog.json, written by Scripts/catalog/build_catalog.py),
        // compiled into the binary by a one-line C file (#embed): no resource to locate at run time.
        .target(name: "DeviceCatalogData", exclude: ["device-catalog.json"]),
        // A pthread lock around a value, for the caches threads share (Sources/Locking/Locked.swift
        // says why not Synchronization's Mutex).
        .target(name: "Locking"),
        // The linear solver under Auto Layout: a system of equalities and inequalities with
        // priorities, solved lexicographically, its conflicts explained (Sources/LayoutSolver).
        .target(name: "LayoutSolver", dependencies: ["Locking"]),
        // The model of a screen in UIKit's names and UIKit's rules for laying it out: frames, safe
        // areas, margins, guides, Auto Layout, text, devices and traits. Text metrics come from
        // Inter (Text/InterMetrics.swift, its data in Text/Generated with the licence beside it).
        .target(name: "UIKitLayout", dependencies: ["StrictJSON", "DeviceCatalogData", "Locking", "LayoutSolver"], exclude: ["Text/Generated/Inter-OFL.txt"]),
        // The files of Docs/LAYOUT-SPEC.md beside the model: the JSON spec read into it, the
        // geometry written out of a computed layout (JSON and text), the device listing.
        .target(name: "LayoutFormats", dependencies: ["StrictJSON", "UIKitLayout"]),
        // The product a package imports to lay screens out without the test helpers: the two
        // above, re-exported (Sources/LayoutEngine/Exports.swift).
        .target(name: "LayoutEngine", dependencies: ["UIKitLayout", "LayoutFormats"]),
        // .storyboard and .xib documents → the model, per trait environment.
        .target(name: "InterfaceBuilder", dependencies: layoutEngine + ["StrictXML"]),
        // Deterministic random numbers and scratch folders for the tests and benchmarks (not a product).
        .target(name: "SharedTestSupport"),
        // The pixels' pass that fits a picture to a palette, in C (fast in a debug build too).
        .target(name: "CPaletteFit"),
        // The byte loop of `StableHasher` (reference seals), in C for the same reason.
        .target(name: "CStableHash"),
        // The pixel type shared by the renderer, the PNG codec and the diff.
        .target(name: "RasterImage", dependencies: ["CPaletteFit", "CStableHash"]),
        // Label text is drawn with Inter's outlines (Text/Generated/InterOutlinesData.swift, licence beside it).
        .target(name: "LayoutRenderer", dependencies: layoutEngine + ["Locking", "RasterImage"], exclude: ["README.md", "Text/Generated/Inter-OFL.txt"]),
        // libpng through pkg-config; its setjmp/longjmp error handling stays in the C shim.
        .systemLibrary(name: "CLibPNGSystem", pkgConfig: "libpng", providers: [.apt(["libpng-dev"])]),
        .target(
            name: "CLibPNG",
            dependencies: ["CLibPNGSystem"],
            // zlib (a dependency of libpng-dev) inflates zTXt/iTXt for the IDAT-free text reader.
            linkerSettings: [.linkedLibrary("z")]
        ),
        .target(name: "PNGCodec", dependencies: ["CLibPNG", "RasterImage"], exclude: ["README.md"]),
        .target(name: "ImageDiff", dependencies: ["RasterImage"]),
        // Record modes, __Snapshots__ storage, the verify path, artifacts and run manifests:
        // everything about snapshots that needs no test framework (the CLI uses it too).
        .target(name: "LayoutSnapshotCore", dependencies: layoutEngine + ["StrictJSON", "Locking", "LayoutRenderer", "PNGCodec", "ImageDiff", "RasterImage"]),
        // assertLayoutSnapshot for XCTest and Swift Testing; re-exports what its arguments take
        // (Sources/LayoutSnapshotTesting/Exports.swift), so a test needs no other import.
        .target(name: "LayoutSnapshotTesting", dependencies: layoutEngine + ["Locking", "LayoutSnapshotCore", "LayoutRenderer", "ImageDiff", "InterfaceBuilder"]),
        // The review page, compiled in from its HTML file by #embed (as the catalog is).
        .target(name: "ReportPageData", exclude: ["report-page.html"]),
        // What the tool does with a run after the tests: draws the pictures the tests left,
        // writes the page, JUnit and Markdown, approves, merges shards, finds unused references.
        // A test binary does not link it.
        .target(
            name: "LayoutSnapshotReports",
            dependencies: layoutEngine + ["StrictJSON", "LayoutRenderer", "PNGCodec", "ImageDiff", "RasterImage", "LayoutSnapshotCore", "ReportPageData"]
        ),
        .target(
            name: "LayoutSnapshotCLI",
            dependencies: layoutEngine + [
                "StrictJSON",
                "LayoutRenderer",
                "PNGCodec",
                "ImageDiff",
                "LayoutSnapshotCore",
                "LayoutSnapshotReports",
                "InterfaceBuilder",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]
        ),
        .executableTarget(name: "layout-snapshot", dependencies: ["LayoutSnapshotCLI"]),
        .executableTarget(
            name: "LayoutBenchmarks",
            dependencies: layoutEngine + ["LayoutRenderer", "RasterImage"],
            path: "Benchmarks/LayoutBenchmarks"
        ),
        .executableTarget(
            name: "SnapshotBenchmarks",
            dependencies: layoutEngine + ["LayoutRenderer", "LayoutSnapshotCore", "RasterImage"],
            path: "Benchmarks/SnapshotBenchmarks"
        ),
        // Plain libpng with its defaults: the same-run baseline of RecordBenchmarks.
        .target(name: "PlainLibPNG", dependencies: ["CLibPNGSystem"], path: "Benchmarks/PlainLibPNG"),
        .executableTarget(
            name: "RecordBenchmarks",
            dependencies: layoutEngine + ["LayoutRenderer", "LayoutSnapshotCore", "PNGCodec", "RasterImage", "PlainLibPNG"],
            path: "Benchmarks/RecordBenchmarks"
        ),
        .executableTarget(name: "DiffBenchmarks", dependencies: ["ImageDiff", "PNGCodec", "RasterImage", "StrictJSON"], path: "Benchmarks/DiffBenchmarks"),
        // Reading, importing and laying out Interface Builder documents, beside Foundation's XMLParser.
        .executableTarget(name: "InterfaceBuilderBenchmarks", dependencies: layoutEngine + ["InterfaceBuilder"], path: "Benchmarks/InterfaceBuilderBenchmarks"),
        .executableTarget(name: "SolverBenchmarks", dependencies: layoutEngine + ["StrictJSON"], path: "Benchmarks/SolverBenchmarks"),
        // StrictXML against FoundationXML's XMLParser (libxml2) on the same files in the same run.
        .executableTarget(name: "XMLBenchmarks", dependencies: ["StrictXML"], path: "Benchmarks/XMLBenchmarks"),
        .executableTarget(name: "PNGBenchmarks", dependencies: ["PNGCodec", "RasterImage", "SharedTestSupport"], path: "Benchmarks/PNGBenchmarks"),
        .testTarget(name: "SourceTextTests", dependencies: ["SourceText"]),
        .testTarget(name: "StrictJSONTests", dependencies: ["StrictJSON", "SharedTestSupport"]),
        .testTarget(name: "StrictXMLTests", dependencies: ["StrictXML", "SharedTestSupport"]),
        .testTarget(name: "InterfaceBuilderTests", dependencies: layoutEngine + ["InterfaceBuilder", "StrictXML", "SharedTestSupport"], exclude: ["Fixtures"]),
        .testTarget(name: "LayoutSolverTests", dependencies: ["LayoutSolver", "SharedTestSupport"]),
        .testTarget(name: "LayoutEngineTests", dependencies: ["UIKitLayout", "LayoutFormats", "LayoutSolver", "StrictJSON", "SharedTestSupport"]),
        .testTarget(name: "LayoutRendererTests", dependencies: layoutEngine + ["LayoutRenderer", "LayoutSnapshotCore", "RasterImage", "PNGCodec", "SharedTestSupport"], exclude: ["Fixtures"]),
        .testTarget(name: "PNGCodecTests", dependencies: ["PNGCodec", "CLibPNG", "RasterImage", "SharedTestSupport"], exclude: ["Fixtures"]),
        .testTarget(name: "ImageDiffTests", dependencies: ["ImageDiff", "RasterImage", "SharedTestSupport"]),
        .testTarget(name: "LayoutSnapshotCLITests", dependencies: layoutEngine + ["LayoutSnapshotReports", "LayoutSnapshotCLI", "StrictJSON", "LayoutRenderer", "LayoutSnapshotCore", "PNGCodec", "ImageDiff", "RasterImage", "SharedTestSupport"]),
        .testTarget(name: "LayoutSnapshotCoreTests", dependencies: layoutEngine + ["LayoutSnapshotReports", "Locking", "LayoutSnapshotCore", "StrictJSON", "LayoutRenderer", "PNGCodec", "RasterImage", "ImageDiff", "SharedTestSupport"]),
        .testTarget(name: "LayoutSnapshotTestingTests", dependencies: layoutEngine + ["LayoutSnapshotReports", "Locking", "LayoutSnapshotTesting", "LayoutSnapshotCore", "StrictJSON", "PNGCodec", "SharedTestSupport"]),
    ]
)
