import Foundation
import LayoutEngine
@_spi(Benchmarks) import LayoutRenderer
import LayoutSnapshotCore
import PNGCodec
import PlainLibPNG
import RasterImage

// Recording benchmarks (not tests): figures for issue 11, point 7. Run in release:
//   swift run -c release RecordBenchmarks [-n RUNS] [--record-only | --render-only]
// 1. Recording one snapshot as an assertion records it (`SnapshotVerifier` in record mode `all`:
//    `SnapshotFile.render(.reference)`, which encodes the picture while it is drawn, then
//    `AtomicWrite.writePair`), on two phones in portrait, each example: the whole record, and
//    its parts timed apart (preparing the geometry JSON and render inputs, render, encode of the
//    finished picture as failure artifacts are, write; the record overlaps the middle two, so it
//    takes less than their sum), against the same run's floors:
//    filling an image of that size (`Image(width:height:fill:)`) and plain libpng encoding the
//    same pixels with its defaults (Benchmarks/PlainLibPNG).
// 2. Rendering every example on the largest phone and iPad, portrait and landscapeLeft, against
//    the same run's fill floor: as `LayoutRenderer.render` runs (in tiles on every core; wall time,
//    against the fill on one thread and on every core) and on one thread (CPU time, the work
//    itself).
// Every figure: median of RUNS (default 9) after a warm-up; CPU ms (the process's, every thread)
// and wall ms.
//   RecordBenchmarks --sweep [-n RUNS]   encoder settings on these renders (RealSweep.swift)
//   RecordBenchmarks --loop render|encode|record DEVICE EXAMPLE COUNT [ORIENTATION] [--threads N]   (for a profiler)
//   --os-memory: glibc's own choice of mmap or heap for large blocks (see below)

let arguments = CommandLine.arguments

// The same memory reuse for every figure: glibc serves large blocks by mmap (every use a fresh
// mapping, every page faulted in) or from its heap (reused, already mapped), switching with a
// threshold it moves as blocks come and go, so a floor and a render of the same size could be
// measured one with page faults and one without. Served from the heap, never trimmed, neither
// has them. (`--os-memory` keeps glibc's defaults.)
if !CommandLine.arguments.contains("--os-memory") {
    mallopt(M_MMAP_MAX, 0)
    mallopt(M_TRIM_THRESHOLD, Int32.max)
}
let runs = arguments.firstIndex(of: "-n").flatMap { Int(arguments[$0 + 1]) } ?? 9
let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
let names = try FileManager.default.contentsOfDirectory(atPath: root.appendingPathComponent("Examples").path)
    .filter { $0.hasSuffix(".json") }.map { String($0.dropLast(5)) }.sorted()
let specs = try names.map { name in
    try SpecReader.read(bytes: Array(Data(contentsOf: root.appendingPathComponent("Examples/\(name).json"))), file: name)
}
let catalog = DeviceCatalog.bundled

let scratch = FileManager.default.temporaryDirectory.appendingPathComponent("record-bench-\(getpid())").path
try FileManager.default.createDirectory(atPath: scratch + "/Tests/BenchTests", withIntermediateDirectories: true)
try Data().write(to: URL(fileURLWithPath: scratch + "/Package.swift"))
defer { try? FileManager.default.removeItem(atPath: scratch) }
let location = try SnapshotLocation.resolve(filePath: scratch + "/Tests/BenchTests/BenchTests.swift", environment: [:])

func layout(_ device: String, _ orientation: InterfaceOrientation, _ spec: Int) throws -> ComputedLayout {
    try LayoutEngine.compute(specs[spec].root, in: LayoutEnvironment(device: try catalog.device(named: device), orientation: orientation))
}

func request(_ layout: ComputedLayout, spec: Int) -> SnapshotRequest {
    let e = layout.environment
    return SnapshotRequest(
        layout: layout, options: .default, tolerance: .exact, recordMode: .all, recordModeSource: .argument, verifyStrategy: .digest,
        location: location, baseName: SnapshotNaming.baseName(testName: names[spec], deviceSlug: e.deviceSlug, orientation: e.orientation.rawValue, name: nil),
        testName: names[spec], name: nil, file: "BenchTests.swift", line: 1)
}

/// Plain libpng's defaults on `image`'s pixels: the PNG's size.
func plainLibPNG(_ image: Image) -> Int {
    image.pixels.withUnsafeBufferPointer { pixels in
        var out: UnsafeMutablePointer<UInt8>?
        let size = plain_libpng_encode_rgba(pixels.baseAddress, UInt32(image.width), UInt32(image.height), &out)
        free(out)
        return size
    }
}

/// Filling an image of that size, held as the render's result is (the previous one freed only
/// when the next is made), so both use memory the same way: two blocks in turn, not one block
/// that stays in the cache.
func fillFloor(_ width: Int, _ height: Int) -> Timing {
    var image = Image(width: width, height: height, fill: RGBA(255, 255, 255))
    let timing = measure(runs: runs) { image = Image(width: width, height: height, fill: RGBA(255, 255, 255)) }
    withExtendedLifetime(image) {}
    return timing
}

/// The same fill on every core (`LayoutRenderer.renderThreads` of them, as `render` uses): each thread
/// fills its share of the rows as `Image(width:height:fill:)` fills them all (zeroed, then the
/// first row's pixels copied down). Filling is bound by memory speed, so more threads gain less
/// than their number: the floor a render on every core is compared with.
func parallelFillFloor(_ width: Int, _ height: Int) -> Timing {
    struct Pixels: @unchecked Sendable { let base: UnsafeMutablePointer<UInt8> }
    let threads = LayoutRenderer.renderThreads, rowBytes = width * 4
    func fill() -> [UInt8] {
        [UInt8](unsafeUninitializedCapacity: width * height * 4) { buffer, count in
            let pixels = Pixels(base: buffer.baseAddress!)
            DispatchQueue.concurrentPerform(iterations: threads) { k in
                let rows = (height * k / threads)..<(height * (k + 1) / threads)
                guard !rows.isEmpty else { return }
                let start = pixels.base + rows.lowerBound * rowBytes
                start.initialize(repeating: 0, count: rows.count * rowBytes)
                for i in stride(from: 0, to: rowBytes, by: 4) { start[i] = 255; start[i + 1] = 255; start[i + 2] = 255; start[i + 3] = 255 }
                for r in 1..<rows.count { (start + r * rowBytes).update(from: start, count: rowBytes) }
            }
            count = width * height * 4
        }
    }
    var pixels = fill()
    let timing = measure(runs: runs) { pixels = fill() }
    withExtendedLifetime(pixels) {}
    return timing
}

func f(_ t: Timing) -> String { String(format: "%6.2f cpu %6.2f wall", t.cpu, t.wall) }

if let i = arguments.firstIndex(of: "--loop") {
    let stage = arguments[i + 1], device = arguments[i + 2], spec = names.firstIndex(of: arguments[i + 3])!, count = Int(arguments[i + 4])!
    let orientation = arguments.count > i + 5 ? InterfaceOrientation(rawValue: arguments[i + 5]) ?? .portrait : .portrait
    let l = try layout(device, orientation, spec)
    // `--threads N`: render on N threads (1: the work on one thread alone).
    let loopThreads = arguments.firstIndex(of: "--threads").map { Int(arguments[$0 + 1])! } ?? LayoutRenderer.renderThreads
    let image = LayoutRenderer.render(l)
    let inputs = LayoutRenderer.inputDigest(of: l, options: .default)
    for _ in 0..<count {
        switch stage {
        case "render": _ = LayoutRenderer.render(l, options: .default, threads: loopThreads)
        case "encode": _ = try SnapshotFile.encode(.reference, image: image, layout: l, options: .default, renderInputs: inputs)
        default: _ = SnapshotVerifier(request: request(l, spec: spec)).verify()
        }
    }
    exit(0)
}

if arguments.contains("--sweep") {
    let images = try names.indices.map { (names[$0], LayoutRenderer.render(try layout("iPhone 17 Pro Max", .portrait, $0))) }
    try realSweep(images, runs: runs)
    exit(0)
}

if !arguments.contains("--render-only") {
    print("record one snapshot (SnapshotVerifier, record mode all), portrait; median of \(runs), ms (CPU of the process, wall):")
    for device in ["iPhone 17 Pro Max", "iPhone 15 Pro"] {
        for (spec, name) in names.enumerated() {
            let l = try layout(device, .portrait, spec)
            var png: [UInt8] = []
            var actual: ActualSnapshot!
            let record = measure(runs: runs) { precondition(!SnapshotVerifier(request: request(l, spec: spec)).verify().wrote.isEmpty) }
            let prepare = measure(runs: runs) { actual = ActualSnapshot(layout: l, options: .default) }
            var image = LayoutRenderer.render(l)
            let render = measure(runs: runs) { image = LayoutRenderer.render(l) }
            let encode = try measure(runs: runs) {
                png = try SnapshotFile.encode(.reference, image: image, layout: l, options: .default, renderInputs: actual.renderInputs)
            }
            let r = request(l, spec: spec)
            let json = Array(actual.geometry.utf8)
            let write = try measure(runs: runs) { try AtomicWrite.writePair(png: png, to: r.referencePath, json: json, to: r.geometryPath) }
            let floor = fillFloor(image.width, image.height)
            var plainSize = 0
            let plain = measure(runs: runs) { plainSize = plainLibPNG(image) }
            print("  \(device), \(name): \(image.width)×\(image.height) px, PNG \(png.count) bytes (plain libpng \(plainSize))")
            print("    record \(f(record)) = \(String(format: "%.1f", record.cpu / floor.cpu))× fill floor (cpu), "
                  + "\(String(format: "%.2f", record.cpu / plain.cpu))× plain libpng encode (cpu), \(String(format: "%.2f", record.wall / plain.wall))× (wall)")
            print("      prepare \(f(prepare)) | render \(f(render)) | encode \(f(encode)) | write \(f(write))")
            print("      floors: fill \(f(floor)) | plain libpng encode \(f(plain)); encode = "
                  + String(format: "%.2f× plain libpng (cpu), %.2f× (wall)", encode.cpu / plain.cpu, encode.wall / plain.wall))
        }
    }
}

if !arguments.contains("--record-only") {
    print("render against the fill floor, median of \(runs), ms (CPU, wall): the render as it runs (on \(LayoutRenderer.renderThreads) threads),")
    print("and on one thread (the work alone); the floor fills an image of that size on one thread")
    for device in ["iPhone 17 Pro Max", "iPad Pro 13-inch (M5)"] {
        for orientation in [InterfaceOrientation.portrait, .landscapeLeft] {
            var worstWall = 0.0, worstOne = 0.0, worstCold = 0.0, worstParallel = 0.0
            for (spec, name) in names.enumerated() {
                let l = try layout(device, orientation, spec)
                var image = LayoutRenderer.render(l)
                let render = measure(runs: runs) { image = LayoutRenderer.render(l) }
                let one = measure(runs: runs) { image = LayoutRenderer.render(l, options: .default, threads: 1) }
                // The same with no glyph cached in the process: every glyph rasterised.
                let cold = measure(runs: runs) {
                    LayoutRenderer.clearGlyphCache()
                    image = LayoutRenderer.render(l)
                }
                let floor = fillFloor(image.width, image.height)
                let parallelFloor = parallelFillFloor(image.width, image.height)
                worstWall = max(worstWall, render.wall / floor.wall)
                worstParallel = max(worstParallel, render.wall / parallelFloor.wall)
                worstOne = max(worstOne, one.cpu / floor.cpu)
                worstCold = max(worstCold, cold.wall / floor.wall)
                print("  \(device), \(orientation.rawValue), \(name): render \(f(render)), one thread \(f(one)), fill \(f(floor)), "
                      + "fill on \(LayoutRenderer.renderThreads) threads \(f(parallelFloor)): "
                      + String(format: "%.1f× (wall), %.1f× the fill on every core (wall), one thread %.1f× (cpu); cold glyph cache %.2f wall: %.1f×",
                               render.wall / floor.wall, render.wall / parallelFloor.wall, one.cpu / floor.cpu, cold.wall, cold.wall / floor.wall))
            }
            print(String(format: "    worst of %@ %@: %.1f× the fill floor (wall), %.1f× the fill on every core (wall), %.1f× on one thread (cpu), %.1f× with a cold glyph cache (wall)",
                         device, orientation.rawValue, worstWall, worstParallel, worstOne, worstCold))
        }
    }
}
