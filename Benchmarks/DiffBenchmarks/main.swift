import Foundation
import ImageDiff
import PNGCodec
import RasterImage
import StrictJSON

// Image-diff benchmarks (not tests): figures for the issue notes, printed in the shape of
// ../shared/bench/peer_diff.py so Scripts/bench-diff.sh can put both side by side.
//
//   DiffBenchmarks A.png B.png [--threshold 0.1] [--rounds 15]
//
// Both files are decoded once, outside the timing: like peer_diff.py, every case works on RGBA
// already in memory, as a snapshot verify does. Rounds are interleaved (each round runs every case
// once) so that drift on a shared machine hits all cases alike. Wall time (the monotonic clock),
// as peer_diff.py's time.perf_counter, so the two sets of figures are comparable.
// Output: one JSON header line, then one line a case: {"case", "median_ms", "min_ms", "result"}.

func fail(_ message: String) -> Never {
    FileHandle.standardError.write(Data((message + "\n").utf8))
    exit(2)
}

let usage = "usage: DiffBenchmarks A.png B.png [--threshold 0.1] [--rounds 15]"
var files: [String] = []
var threshold = 0.1
var rounds = 15
var arguments = Array(CommandLine.arguments.dropFirst())[...]
while let argument = arguments.popFirst() {
    switch argument {
    case "--threshold":
        guard let value = arguments.popFirst().flatMap(Double.init), value >= 0, value <= 1 else { fail("--threshold needs a number in 0...1") }
        threshold = value
    case "--rounds":
        guard let value = arguments.popFirst().flatMap(Int.init), value > 0 else { fail("--rounds needs a positive count") }
        rounds = value
    case "-h", "--help":
        print(usage)
        exit(0)
    default:
        if argument.hasPrefix("-") { fail("unknown option \(argument)\n\(usage)") }
        files.append(argument)
    }
}
guard files.count == 2 else { fail(usage) }

func load(_ path: String) -> Image {
    guard let data = FileManager.default.contents(atPath: path) else { fail("\(path): cannot read") }
    do { return try PNGCodec.decode([UInt8](data)).image } catch { fail("\(path): \(error)") }
}

let a = load(files[0])
let b = load(files[1])
guard a.width == b.width, a.height == b.height else {
    fail("the images differ in size: \(a.width)x\(a.height) and \(b.width)x\(b.height)")
}
// A copy of `a` in its own buffer (a plain `let c = a` would share the array's storage and make
// the comparison trivially fast): the full-read case, which must touch every byte of both.
let aCopy = Image(width: a.width, height: a.height, pixels: [UInt8](unsafeUninitializedCapacity: a.pixels.count) { buffer, count in
    a.pixels.withUnsafeBufferPointer { source in _ = buffer.initialize(from: source) }
    count = a.pixels.count
})
let distinctBuffers = a.pixels.withUnsafeBytes { pa in aCopy.pixels.withUnsafeBytes { pc in pa.baseAddress != pc.baseAddress } }
guard distinctBuffers || a.pixels.isEmpty else { fail("internal: the copy shares its buffer with the original") }

let tolerant = DiffOptions(threshold: threshold)
let tolerantWithAA = DiffOptions(threshold: threshold, includeAntiAliasing: true)

/// A case's work and what it found (printed as "result", checked to be the same every round).
struct Case {
    let name: String
    let run: () -> Int
}

/// Red pixels of a diff picture: the counted differences it shows.
func redPixels(_ image: Image?) -> Int {
    guard let image else { return -1 }
    var count = 0
    image.pixels.withUnsafeBufferPointer { p in
        for i in stride(from: 0, to: p.count, by: 4) where p[i] == 255 && p[i + 1] == 0 && p[i + 2] == 0 { count += 1 }
    }
    return count
}

let cases: [Case] = [
    Case(name: "ours: exactlyEqual of two identical buffers (full read)") { ImageDiff.exactlyEqual(a, aCopy) ? 1 : 0 },
    Case(name: "ours: exactlyEqual a b") { ImageDiff.exactlyEqual(a, b) ? 1 : 0 },
    Case(name: "ours: compare count") { ImageDiff.compare(a, b, options: tolerant).differentPixels },
    Case(name: "ours: compare count, includeAntiAliasing") { ImageDiff.compare(a, b, options: tolerantWithAA).differentPixels },
    Case(name: "ours: diffImage") { ImageDiff.diffImage(a, b, options: tolerant)?.width ?? -1 },
]

// Results from an untimed first run (which also warms caches and page-faults the buffers in).
var results = cases.map { $0.run() }
// The diff picture's result is its red-pixel count, counted outside the timing.
results[4] = redPixels(ImageDiff.diffImage(a, b, options: tolerant))
let antiAliased = ImageDiff.compare(a, b, options: tolerant).antiAliasedPixels

func now() -> Double {
    var time = timespec()
    clock_gettime(CLOCK_MONOTONIC, &time)
    return Double(time.tv_sec) * 1e3 + Double(time.tv_nsec) / 1e6
}

var times = Array(repeating: [Double](), count: cases.count)
var sink = 0
for _ in 0..<rounds {
    for (index, item) in cases.enumerated() {
        let start = now()
        sink &+= item.run()
        times[index].append(now() - start)
    }
}

func median(_ values: [Double]) -> Double {
    let sorted = values.sorted()
    return sorted.count % 2 == 1 ? sorted[sorted.count / 2] : (sorted[sorted.count / 2 - 1] + sorted[sorted.count / 2]) / 2
}

/// One line of JSON, keys sorted (StrictJSON, the package's one JSON writer).
func json(_ object: [String: JSONValue]) -> String {
    JSONWriter.write(.object(JSONObject(object.keys.sorted().map { JSONObject.Entry(key: $0, value: object[$0]!) })), pretty: false)
}

func rounded(_ value: Double) -> Double { (value * 1000).rounded() / 1000 }

print(json(["image": .array([.number(Double(a.width)), .number(Double(a.height))]), "threshold": .number(threshold),
            "rounds": .number(Double(rounds)), "anti_aliased_pixels": .number(Double(antiAliased))]))
for (index, item) in cases.enumerated() {
    let isBool = index < 2
    let result: JSONValue = isBool ? .bool(results[index] == 1) : .number(Double(results[index]))
    print(json(["case": .string(item.name), "median_ms": .number(rounded(median(times[index]))),
                "min_ms": .number(rounded(times[index].min() ?? 0)), "result": result]))
}
// Keeps the timed calls from being optimised away.
if sink == Int.min { print(sink) }
