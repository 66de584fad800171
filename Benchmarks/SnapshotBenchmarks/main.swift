import Foundation
import LayoutEngine
import LayoutRenderer
import LayoutSnapshotCore
import RasterImage

// Snapshot verify benchmarks (not tests): figures for the issue notes. Run in release:
//   swift run -c release SnapshotBenchmarks
// What `assertLayoutSnapshot` does per device and orientation (compute the layout, then
// `SnapshotVerifier.verify`), on references recorded into a temporary folder first:
// 1. Every Examples/ spec on the whole catalog in portrait and landscapeLeft (where the device
//    has them): total time of a matching verify, by the default path (the render inputs recorded
//    in the sealed reference match: no render) and with LAYOUT_SNAPSHOT_VERIFY=render (render,
//    then compare with the recorded pixel hash), and of computing the layouts alone. Each spec's
//    devices are computed inside one `LayoutEngine.reusingSolutions`, as `assertLayoutSnapshot`
//    does. All single-threaded (the solver's parts too: `LayoutEngine.solverThreads` 1).
// 2. On the largest screens: a matching verify with rendering against the render alone, so the
//    verify's own cost (files, hashes, geometry JSON) is the difference.
// Medians of several runs after a warm-up.

func milliseconds(_ d: Duration) -> Double { Double(d.components.seconds) * 1e3 + Double(d.components.attoseconds) / 1e15 }

func median(_ values: [Double]) -> Double { values.sorted()[values.count / 2] }

func measure(runs: Int, _ body: () throws -> Void) rethrows -> Double {
    try body()
    var times: [Double] = []
    for _ in 0..<runs {
        let start = ContinuousClock.now
        try body()
        times.append(milliseconds(ContinuousClock.now - start))
    }
    return median(times)
}

let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
let names = try FileManager.default.contentsOfDirectory(atPath: root.appendingPathComponent("Examples").path)
    .filter { $0.hasSuffix(".json") }.map { String($0.dropLast(5)) }.sorted()
let specs = try names.map { name in
    try SpecReader.read(bytes: Array(Data(contentsOf: root.appendingPathComponent("Examples/\(name).json"))), file: name)
}
let catalog = DeviceCatalog.bundled
// all-devices: the legacy models join no matrix, so the figures stay comparable (Docs/decisions/0001).
let targets = DeviceMatrix.allDevices.devices(in: catalog.devices).flatMap { device in
    [InterfaceOrientation.portrait, .landscapeLeft].filter { device.orientations[$0] != nil }.map { (device, $0) }
}

let scratch = FileManager.default.temporaryDirectory.appendingPathComponent("snapshot-bench-\(getpid())").path
try FileManager.default.createDirectory(atPath: scratch + "/Tests/BenchTests", withIntermediateDirectories: true)
try Data().write(to: URL(fileURLWithPath: scratch + "/Package.swift"))
defer { try? FileManager.default.removeItem(atPath: scratch) }
let location = try SnapshotLocation.resolve(filePath: scratch + "/Tests/BenchTests/BenchTests.swift", environment: [:])
let recorder = RunRecorder.shared

func request(_ layout: ComputedLayout, spec: Int, mode: RecordMode, strategy: VerifyStrategy) -> SnapshotRequest {
    let e = layout.environment
    return SnapshotRequest(
        layout: layout, options: .default, tolerance: .exact, recordMode: mode, recordModeSource: .argument, verifyStrategy: strategy,
        location: location, baseName: SnapshotNaming.baseName(testName: names[spec], deviceSlug: e.deviceSlug, orientation: e.orientation.rawValue, name: nil),
        testName: names[spec], name: nil, file: "BenchTests.swift", line: 1)
}

/// Verifies (or records) every example on every target; returns how many matched.
@discardableResult
func checkAll(mode: RecordMode, strategy: VerifyStrategy) throws -> Int {
    var matched = 0
    for (index, spec) in specs.enumerated() {
        try LayoutEngine.$solverThreads.withValue(1) { try LayoutEngine.reusingSolutions { () throws in
            for (device, orientation) in targets {
                let layout = try LayoutEngine.compute(spec.root, in: LayoutEnvironment(device: device, orientation: orientation))
                if SnapshotVerifier(request: request(layout, spec: index, mode: mode, strategy: strategy), recorder: recorder).verify().passed { matched += 1 }
            }
        } }
    }
    return matched
}

/// Computes every example on every target, as `checkAll` does, without the snapshot files.
func computeAll() throws -> Int {
    var views = 0
    for spec in specs {
        try LayoutEngine.$solverThreads.withValue(1) { try LayoutEngine.reusingSolutions { () throws in
            for (device, orientation) in targets {
                views += try LayoutEngine.compute(spec.root, in: LayoutEnvironment(device: device, orientation: orientation)).views.count
            }
        } }
    }
    return views
}

let count = specs.count * targets.count
var start = ContinuousClock.now
try checkAll(mode: .all, strategy: .digest)
let recordMs = milliseconds(ContinuousClock.now - start)
print("examples × catalog (portrait and landscapeLeft): \(specs.count) specs (\(names.joined(separator: ", "))) × \(targets.count) device-orientations = \(count) snapshots")
print(String(format: "  record all (render + encode + write): %.0f ms (%.1f ms per snapshot)", recordMs, recordMs / Double(count)))
var matchedDigest = 0, matchedRender = 0
// `--verify-runs N`: more runs of the default-path verify (for a profiler), 5 by default.
let verifyRuns = CommandLine.arguments.firstIndex(of: "--verify-runs").flatMap { i in
    CommandLine.arguments.indices.contains(i + 1) ? Int(CommandLine.arguments[i + 1]) : nil
} ?? 5
let digestMs = try measure(runs: verifyRuns) { matchedDigest = try checkAll(mode: .never, strategy: .digest) }
print(String(format: "  verify, default path (render inputs match, no render): %.0f ms (%.2f ms per snapshot), %d/%d matched", digestMs, digestMs / Double(count), matchedDigest, count))
var computedViews = 0
let computeMs = try measure(runs: 5) { computedViews = try computeAll() }
print(String(format: "  of which computing the layouts: %.0f ms (%.2f ms per layout, %d views in all)", computeMs, computeMs / Double(count), computedViews))
// `--default-path-only`: the figures of the default verify path and of computing, nothing slower.
if CommandLine.arguments.contains("--default-path-only") { exit(0) }
let renderMs = try measure(runs: 3) { matchedRender = try checkAll(mode: .never, strategy: .render) }
print(String(format: "  verify, LAYOUT_SNAPSHOT_VERIFY=render (render + pixel hash): %.0f ms (%.2f ms per snapshot), %d/%d matched", renderMs, renderMs / Double(count), matchedRender, count))

print("matching verify against its render, native scale (article):")
for name in ["iPhone SE (3rd generation)", "iPhone 17 Pro Max", "iPad Pro 13-inch (M5)"] {
    let device = try catalog.device(named: name)
    let layout = try LayoutEngine.compute(specs[0].root, in: LayoutEnvironment(device: device, orientation: .portrait))
    let renderOnly = measure(runs: 15) { _ = LayoutRenderer.render(layout) }
    let verifyRender = measure(runs: 15) { precondition(SnapshotVerifier(request: request(layout, spec: 0, mode: .never, strategy: .render), recorder: recorder).verify().passed) }
    let verifyDigest = measure(runs: 15) { precondition(SnapshotVerifier(request: request(layout, spec: 0, mode: .never, strategy: .digest), recorder: recorder).verify().passed) }
    let size = LayoutRenderer.pixelSize(of: layout)
    print(String(format: "  %@ (%d×%d): render %.2f ms; verify with render %.2f ms (+%.2f ms); verify by render inputs %.3f ms",
                 name, size.width, size.height, renderOnly, verifyRender, verifyRender - renderOnly, verifyDigest))
    // What the +ms is made of: hashing the render, against a same-run floor for reading that many
    // bytes (memcmp of the image with a copy reads twice as many, so half its time).
    let image = LayoutRenderer.render(layout)
    var copy = image.pixels
    copy[0] ^= 0  // a separate buffer
    var sink: UInt64 = 0
    let hash = measure(runs: 15) { sink &+= image.pixelHash }
    let floor = measure(runs: 15) {
        image.pixels.withUnsafeBytes { a in copy.withUnsafeBytes { b in sink &+= UInt64(bitPattern: Int64(memcmp(a.baseAddress!, b.baseAddress!, a.count))) } }
    } / 2
    print(String(format: "      pixel hash %.2f ms = %.1f× the floor of reading %.1f MB once (%.2f ms)%@",
                 hash, hash / floor, Double(image.pixels.count) / 1e6, floor, sink == 42 ? " " : ""))
}
