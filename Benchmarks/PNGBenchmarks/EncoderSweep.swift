import PNGCodec
import RasterImage

/// Encodes each synthetic diagram with a grid of zlib levels, strategies and row filters and
/// prints Markdown tables of size and median time: how PNGEncodeOptions.default was chosen.
enum EncoderSweep {
    struct Setting: Hashable {
        var level: Int
        var strategy: PNGEncodeOptions.Strategy
        var filters: PNGEncodeOptions.Filters
        var filterName: String
    }

    static let allFilters: [(String, PNGEncodeOptions.Filters)] = [("none", .none), ("sub", .sub), ("up", .up), ("average", .average), ("paeth", .paeth), ("all", .all)]

    /// The grid, narrowed by "--levels 6,9", "--strategies default,rle", "--filters none,up".
    static func grid(_ arguments: [String]) -> (levels: [Int], strategies: [PNGEncodeOptions.Strategy], filters: [(String, PNGEncodeOptions.Filters)]) {
        func list(_ flag: String) -> [String]? {
            guard let i = arguments.firstIndex(of: flag), i + 1 < arguments.count else { return nil }
            return arguments[i + 1].split(separator: ",").map(String.init)
        }
        let levels = list("--levels")?.compactMap { Int($0) } ?? [1, 2, 3, 4, 6, 9]
        let strategies = list("--strategies")?.compactMap { name in PNGEncodeOptions.Strategy.allCases.first { "\($0)" == name } } ?? [.default, .filtered, .rle]
        let filters = list("--filters").map { names in allFilters.filter { names.contains($0.0) } }
            ?? allFilters.filter { $0.0 != "average" }
        return (levels, strategies, filters)
    }

    static func run(_ arguments: [String]) throws {
        let (n, rest) = iterations(arguments, default: 3)
        let (levels, strategies, filterChoices) = grid(rest)
        let images = diagrams()
        // Totals per setting, for palette images and for truecolour images separately.
        var totals: [String: [Setting: (bytes: Int, ms: Double)]] = [:]
        print("| image | layout | level | strategy | filters | bytes | ms |")
        print("|---|---|---:|---|---|---:|---:|")
        for (name, image) in images {
            let layout = describeLayout(try PNGCodec.encode(image))
            let group = layout.hasPrefix("palette") ? "palette" : "truecolour"
            for level in levels {
                for strategy in strategies {
                    for (filterName, filters) in filterChoices {
                        let options = PNGEncodeOptions(compressionLevel: level, strategy: strategy, truecolorFilters: filters, paletteFilters: filters)
                        var size = 0
                        var times: [Double] = []
                        for _ in 0..<n { times.append(try milliseconds { size = try PNGCodec.encode(image, options: options).count }) }
                        let ms = median(times)
                        let setting = Setting(level: level, strategy: strategy, filters: filters, filterName: filterName)
                        let previous = totals[group, default: [:]][setting] ?? (0, 0)
                        totals[group, default: [:]][setting] = (previous.bytes + size, previous.ms + ms)
                        print("| \(name) | \(layout) | \(level) | \(strategy) | \(filterName) | \(size) | \(format(ms)) |")
                    }
                }
            }
            // What the palette saves: the same image forced to truecolour at the default settings.
            if group == "palette" {
                var size = 0
                let ms = median(try (0..<n).map { _ in try milliseconds { size = try PNGCodec.encode(image, options: PNGEncodeOptions(allowPalette: false)).count } })
                print("| \(name) | forced truecolour | default | | | \(size) | \(format(ms)) |")
            }
        }
        try lowBitDepth(images, n: n)
        for group in ["truecolour", "palette"] {
            guard let rows = totals[group] else { continue }
            print("\nTotals over the \(group) images, smallest first:\n")
            print("| level | strategy | filters | bytes | ms |")
            print("|---:|---|---|---:|---:|")
            for (setting, total) in rows.sorted(by: { $0.value.bytes < $1.value.bytes }) {
                print("| \(setting.level) | \(setting.strategy) | \(setting.filterName) | \(total.bytes) | \(format(total.ms)) |")
            }
        }
    }

    /// Whether 1/2/4-bit palettes pay: the hard-edged diagrams cut down to 2, 4 and 16 colours
    /// (each colour mapped to one of k by its order of appearance), with and without packing.
    static func lowBitDepth(_ images: [(name: String, image: Image)], n: Int) throws {
        print("\nLow bit depth palettes (default options otherwise):\n")
        print("| image | colours | bit depth | bytes | ms |")
        print("|---|---:|---|---:|---:|")
        for (name, image) in images where name.hasSuffix("hard-edged") {
            for k in [2, 4, 16] {
                var reduced = image
                var seen: [RGBA: Int] = [:]
                let shades = (0..<k).map { RGBA(UInt8($0 * 255 / (k - 1)), UInt8(255 - $0 * 255 / (k - 1)), 128) }
                for y in 0..<image.height {
                    for x in 0..<image.width {
                        let c = image[x, y]
                        let i = seen[c] ?? { seen[c] = seen.count; return seen.count - 1 }()
                        reduced[x, y] = shades[i % k]
                    }
                }
                for packed in [true, false] {
                    var size = 0
                    let options = PNGEncodeOptions(allowLowBitDepth: packed)
                    let ms = median(try (0..<n).map { _ in try milliseconds { size = try PNGCodec.encode(reduced, options: options).count } })
                    print("| \(name) | \(k) | \(packed ? "\(describeLayout(try PNGCodec.encode(reduced, options: options)))" : "8-bit") | \(size) | \(format(ms)) |")
                }
            }
        }
    }

    static func format(_ ms: Double) -> String { String(Int((ms * 10).rounded()) / 10) + "." + String(Int((ms * 10).rounded()) % 10) }

    /// IHDR colour type and bit depth, in words.
    static func describeLayout(_ png: [UInt8]) -> String {
        switch png[25] {
        case 3: "palette \(png[24])-bit"
        case 2: "RGB"
        default: "RGBA"
        }
    }
}
