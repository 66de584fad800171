import Foundation
import PNGCodec
import RasterImage

// PNG codec benchmarks. Figures go into notes with the command that produced them; nothing here
// is a test.
//
//   PNGBenchmarks time [-n N] FILE.png...   median ms per decode and encode (default options) and
//                                           the encoded size, one line a file, in the format of
//                                           Benchmarks/png/libpng_default.c (Scripts/bench-png.sh joins them)
//   PNGBenchmarks sweep [-n N] [--levels 1,6] [--strategies default,rle] [--filters none,up,all]
//                                           encoder settings on synthetic flat diagrams: the tables
//                                           in Sources/PNGCodec/README.md
//   PNGBenchmarks synth DIR                 writes those diagrams as PNG files into DIR

/// CPU time of this process, in ms: the codec is single-threaded, and on a shared machine CPU time
/// is far steadier than wall time. Benchmarks/png/libpng_default.c measures the same clock.
func milliseconds(_ body: () throws -> Void) rethrows -> Double {
    func now() -> Double {
        var time = timespec()
        clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &time)
        return Double(time.tv_sec) * 1e3 + Double(time.tv_nsec) / 1e6
    }
    let start = now()
    try body()
    return now() - start
}

func median(_ values: [Double]) -> Double {
    let sorted = values.sorted()
    return sorted.count % 2 == 1 ? sorted[sorted.count / 2] : (sorted[sorted.count / 2 - 1] + sorted[sorted.count / 2]) / 2
}

func fail(_ message: String) -> Never {
    FileHandle.standardError.write(Data((message + "\n").utf8))
    exit(2)
}

/// "-n N" anywhere in the arguments, and the remaining arguments.
func iterations(_ arguments: [String], default value: Int) -> (Int, [String]) {
    guard let flag = arguments.firstIndex(of: "-n") else { return (value, arguments) }
    guard flag + 1 < arguments.count, let n = Int(arguments[flag + 1]), n > 0 else { fail("-n needs a positive count") }
    var rest = arguments
    rest.removeSubrange(flag...(flag + 1))
    return (n, rest)
}

func timeFiles(_ arguments: [String]) throws {
    let (n, files) = iterations(arguments, default: 5)
    guard !files.isEmpty else { fail("usage: PNGBenchmarks time [-n N] FILE.png...") }
    var failed = false
    for file in files {
        // Like libpng_default: a file that cannot be read is reported and skipped.
        guard let data = FileManager.default.contents(atPath: file) else {
            FileHandle.standardError.write(Data("\(file): cannot read\n".utf8))
            failed = true
            continue
        }
        let bytes = [UInt8](data)
        let image: Image
        do { image = try PNGCodec.decode(bytes).image } catch {
            FileHandle.standardError.write(Data("\(file): \(error)\n".utf8))
            failed = true
            continue
        }
        var decodeTimes: [Double] = [], encodeTimes: [Double] = []
        var size = 0
        for _ in 0..<n {
            decodeTimes.append(try milliseconds { _ = try PNGCodec.decode(bytes) })
            encodeTimes.append(try milliseconds { size = try PNGCodec.encode(image).count })
        }
        print(String(format: "%@ %.3f %.3f %d %d %d", file, median(decodeTimes), median(encodeTimes), size, image.width, image.height))
    }
    if failed { exit(1) }
}

/// The diagrams measured: phone (1290×2796) and tablet (2048×2732), each anti-aliased opaque (RGB),
/// anti-aliased with a transparent outside (RGBA) and hard-edged (≤ 256 colours: palette).
func diagrams() -> [(name: String, image: Image)] {
    var list: [(String, Image)] = []
    for (device, width, height) in [("phone", 1290, 2796), ("tablet", 2048, 2732)] {
        list.append(("\(device)-aa-opaque", FlatDiagram(antialiased: true, transparentOutside: false).render(width: width, height: height)))
        list.append(("\(device)-aa-alpha", FlatDiagram(antialiased: true, transparentOutside: true).render(width: width, height: height)))
        list.append(("\(device)-hard-edged", FlatDiagram(antialiased: false, transparentOutside: false).render(width: width, height: height)))
    }
    return list
}

func synth(_ arguments: [String]) throws {
    guard arguments.count == 1 else { fail("usage: PNGBenchmarks synth DIR") }
    try FileManager.default.createDirectory(atPath: arguments[0], withIntermediateDirectories: true)
    for (name, image) in diagrams() {
        let path = arguments[0] + "/" + name + ".png"
        try Data(try PNGCodec.encode(image)).write(to: URL(fileURLWithPath: path))
        print(path)
    }
}

let arguments = Array(CommandLine.arguments.dropFirst())
do {
    switch arguments.first {
    case "time": try timeFiles(Array(arguments.dropFirst()))
    case "sweep": try EncoderSweep.run(Array(arguments.dropFirst()))
    case "synth": try synth(Array(arguments.dropFirst()))
    default: fail("usage: PNGBenchmarks time [-n N] FILE.png... | sweep [-n N] [--levels L,..] [--strategies S,..] [--filters F,..] | synth DIR")
    }
} catch {
    fail("error: \(error)")
}
