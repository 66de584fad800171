import PNGCodec
import RasterImage

/// Encoder settings on real renders (the examples on a phone, portrait), as
/// `PNGBenchmarks sweep` does on synthetic diagrams (the libpng and zlib path: the settings are
/// zlib's): total bytes and median CPU ms per setting.
///   RecordBenchmarks --sweep [-n RUNS]
func realSweep(_ images: [(String, Image)], runs: Int) throws {
    let filters: [(String, PNGEncodeOptions.Filters)] = [("none", .none), ("sub", .sub), ("up", .up), ("paeth", .paeth), ("all", .all)]
    print("| level | strategy | filters | total bytes | total cpu ms | total wall ms |")
    print("|---:|---|---|---:|---:|---:|")
    for level in [1, 2, 3, 6] {
        for strategy in [PNGEncodeOptions.Strategy.default, .rle] {
            for (filterName, filter) in filters {
                let options = PNGEncodeOptions(compressionLevel: level, strategy: strategy, truecolorFilters: filter, deflater: .zlib)
                var bytes = 0
                var cpu = 0.0, wall = 0.0
                for (_, image) in images {
                    let t = try measure(runs: runs) { bytes += try PNGCodec.encode(image, options: options).count }
                    cpu += t.cpu
                    wall += t.wall
                }
                print("| \(level) | \(strategy) | \(filterName) | \(bytes / (runs + 1)) | \(String(format: "%.1f", cpu)) | \(String(format: "%.1f", wall)) |")
            }
        }
    }
}
