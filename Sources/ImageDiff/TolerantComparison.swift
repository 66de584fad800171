#if canImport(Darwin)
import Darwin
#elseif canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif
import RasterImage

extension ImageDiff {
    /// Tolerant comparison with pixelmatch's semantics. threshold 0 counts every differing pixel.
    public static func compare(_ a: Image, _ b: Image, options: DiffOptions = DiffOptions()) -> DiffResult {
        guard a.width == b.width, a.height == b.height else {
            return DiffResult(width: a.width, height: a.height, differentPixels: 0, antiAliasedPixels: 0, ratio: 0,
                              maxColorDistance: 0, boxes: [], sizeMismatch: true)
        }
        return a.pixels.withUnsafeBytes { ra in
            b.pixels.withUnsafeBytes { rb in
                run(ra, rb, width: a.width, height: a.height, options: options, output: nil)
            }
        }
    }

    /// Compares two same-size pixel buffers; paints red/yellow into `output` when given.
    static func run(_ ra: UnsafeRawBufferPointer, _ rb: UnsafeRawBufferPointer, width: Int, height: Int,
                    options: DiffOptions, output: UnsafeMutablePointer<UInt8>?) -> DiffResult {
        let pixelCount = width * height
        var result = DiffResult(width: width, height: height, differentPixels: 0, antiAliasedPixels: 0, ratio: 0,
                                maxColorDistance: 0, boxes: [], sizeMismatch: false)
        guard pixelCount > 0, let baseA = ra.baseAddress, let baseB = rb.baseAddress else { return result }
        let threshold = min(max(options.threshold, 0), 1)
        var scan = TolerantScan(a: baseA, b: baseB, width: width, height: height,
                                maxDelta: maxYIQDelta * threshold * threshold,
                                includeAntiAliasing: options.includeAntiAliasing, output: output)
        scan.scan(ignoring: IgnoredRegions(options.ignoreRegions, width: width, height: height))

        result.differentPixels = scan.counted
        result.antiAliasedPixels = scan.antiAliased
        result.ratio = Double(scan.counted) / Double(pixelCount)
        result.maxColorDistance = min(1.0, (scan.largestDelta / maxYIQDelta).squareRoot())
        result.boxes = scan.countedRuns.boundingBoxes(maxBoxes: maxBoxes)
        return result
    }
}

/// One pass over two same-size RGBA buffers, and what it has found so far.
///
/// The cost of a snapshot comparison is reading both images; everything else has to stay out of
/// the way. So equal rows are skipped with memcmp (memory speed), differing rows are skipped
/// 8 pixels at a time where equal, and only pixels whose bytes differ reach the colour delta.
struct TolerantScan {
    let a: UnsafeRawPointer, b: UnsafeRawPointer
    let width: Int, height: Int
    /// Deltas above this count (35215 × threshold²).
    let maxDelta: Double
    let includeAntiAliasing: Bool
    let output: UnsafeMutablePointer<UInt8>?

    var counted = 0
    var antiAliased = 0
    /// The largest delta seen outside ignored regions.
    var largestDelta = 0.0
    var countedRuns = CountedRuns()

    /// The last pair of different pixels and its delta: changed areas repeat the same pair
    /// (a recoloured background, a shifted flat fill), and the delta is pure in the pair.
    private var lastA: UInt32 = 0, lastB: UInt32 = 0, lastDelta = 0.0

    init(a: UnsafeRawPointer, b: UnsafeRawPointer, width: Int, height: Int, maxDelta: Double,
         includeAntiAliasing: Bool, output: UnsafeMutablePointer<UInt8>?) {
        self.a = a; self.b = b; self.width = width; self.height = height
        self.maxDelta = maxDelta; self.includeAntiAliasing = includeAntiAliasing; self.output = output
    }

    mutating func scan(ignoring regions: IgnoredRegions) {
        let rowBytes = width &* 4
        var ignored: [Range<Int>] = []
        for y in 0..<height {
            let rowA = a + y &* rowBytes, rowB = b + y &* rowBytes
            if memcmp(rowA, rowB, rowBytes) == 0 { continue }
            if !regions.isEmpty { regions.spans(ofRow: y, into: &ignored) }
            var x = 0
            // 8 pixels (32 bytes) a step: one OR of four XORs tells whether any differs.
            while x &+ 8 <= width {
                let offset = x &* 4
                let d0 = rowA.loadUnaligned(fromByteOffset: offset, as: UInt64.self)
                    ^ rowB.loadUnaligned(fromByteOffset: offset, as: UInt64.self)
                let d1 = rowA.loadUnaligned(fromByteOffset: offset &+ 8, as: UInt64.self)
                    ^ rowB.loadUnaligned(fromByteOffset: offset &+ 8, as: UInt64.self)
                let d2 = rowA.loadUnaligned(fromByteOffset: offset &+ 16, as: UInt64.self)
                    ^ rowB.loadUnaligned(fromByteOffset: offset &+ 16, as: UInt64.self)
                let d3 = rowA.loadUnaligned(fromByteOffset: offset &+ 24, as: UInt64.self)
                    ^ rowB.loadUnaligned(fromByteOffset: offset &+ 24, as: UInt64.self)
                if d0 | d1 | d2 | d3 != 0 {
                    for px in x..<(x &+ 8) { visit(px, y, rowA, rowB, ignored) }
                }
                x &+= 8
            }
            while x < width {
                visit(x, y, rowA, rowB, ignored)
                x &+= 1
            }
        }
    }

    /// Looks at pixel (x, y) if its bytes differ.
    @inline(__always)
    private mutating func visit(_ x: Int, _ y: Int, _ rowA: UnsafeRawPointer, _ rowB: UnsafeRawPointer, _ ignored: [Range<Int>]) {
        let pa = ImageDiff.loadPixel(rowA, x), pb = ImageDiff.loadPixel(rowB, x)
        guard pa != pb else { return }
        if !ignored.isEmpty {
            for span in ignored where span.contains(x) { return }
        }
        examine(x, y, pa, pb)
    }

    /// A pixel whose bytes differ, outside ignored regions: colour delta, then (over the
    /// threshold only) the anti-aliasing test, the counting and the painting.
    private mutating func examine(_ x: Int, _ y: Int, _ pa: UInt32, _ pb: UInt32) {
        let delta: Double
        if pa == lastA && pb == lastB {
            delta = lastDelta
        } else {
            delta = ImageDiff.colorDelta(pa, pb)
            lastA = pa; lastB = pb; lastDelta = delta
        }
        if delta > largestDelta { largestDelta = delta }
        guard delta > maxDelta else { return }
        let aa = ImageDiff.isAntiAliased(a, b, x, y, width, height) || ImageDiff.isAntiAliased(b, a, x, y, width, height)
        if aa { antiAliased += 1 }
        let i = (y &* width &+ x) &* 4
        if aa && !includeAntiAliasing {
            if let o = output {
                o[i] = 255; o[i + 1] = 255; o[i + 2] = 0; o[i + 3] = 255
            }
            return
        }
        counted += 1
        countedRuns.append(x: x, y: y)
        if let o = output {
            o[i] = 255; o[i + 1] = 0; o[i + 2] = 0; o[i + 3] = 255
        }
    }
}
