#if canImport(Darwin)
import Darwin
#elseif canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif
import RasterImage

/// A rectangle of pixels: `x`, `y` of the top-left pixel, `width` × `height` pixels.
public struct PixelRect: Hashable, Sendable, Codable {
    public var x: Int, y: Int, width: Int, height: Int

    public init(x: Int, y: Int, width: Int, height: Int) {
        self.x = x; self.y = y; self.width = width; self.height = height
    }
}

public struct DiffOptions: Sendable {
    /// Colour tolerance, 0...1 (pixelmatch's default 0.1). 0 counts every pixel whose colour
    /// (after blending with white by its alpha) differs at all.
    public var threshold: Double
    /// false: pixels detected as anti-aliasing are reported separately and not counted as
    /// differences (pixelmatch's `includeAA: false`). true: they count as differences too.
    public var includeAntiAliasing: Bool
    /// Pixels inside any of these rectangles are never counted.
    public var ignoreRegions: [PixelRect]

    public init(threshold: Double = 0.1, includeAntiAliasing: Bool = false, ignoreRegions: [PixelRect] = []) {
        self.threshold = threshold
        self.includeAntiAliasing = includeAntiAliasing
        self.ignoreRegions = ignoreRegions
    }
}

public struct DiffResult: Sendable, Equatable {
    public var width: Int, height: Int
    /// Counted differences: over the threshold, outside ignored regions, and not anti-aliasing
    /// unless `includeAntiAliasing`.
    public var differentPixels: Int
    /// Pixels over the threshold detected as anti-aliasing (outside ignored regions). With
    /// `includeAntiAliasing` they are also part of `differentPixels`.
    public var antiAliasedPixels: Int
    /// differentPixels / (width × height); 0 for empty images.
    public var ratio: Double
    /// The largest YIQ delta seen outside ignored regions, as a fraction of the maximum
    /// (sqrt(delta / 35215), clamped to 0...1).
    public var maxColorDistance: Double
    /// Bounding boxes of the 8-connected groups of counted different pixels, sorted by (y, x);
    /// at most 64 (any further groups are merged into the 64th box).
    public var boxes: [PixelRect]
    /// The sizes differ: nothing else was computed.
    public var sizeMismatch: Bool

    public init(width: Int, height: Int, differentPixels: Int, antiAliasedPixels: Int, ratio: Double,
                maxColorDistance: Double, boxes: [PixelRect], sizeMismatch: Bool) {
        self.width = width; self.height = height
        self.differentPixels = differentPixels; self.antiAliasedPixels = antiAliasedPixels
        self.ratio = ratio; self.maxColorDistance = maxColorDistance
        self.boxes = boxes; self.sizeMismatch = sizeMismatch
    }
}

public enum ImageDiff {
    /// The largest possible YIQ delta (black against white), the scale of `threshold`.
    static let maxYIQDelta = 35215.0
    /// The most boxes a result holds.
    public static let maxBoxes = 64

    /// Byte equality at memory speed (sizes and pixels).
    public static func exactlyEqual(_ a: Image, _ b: Image) -> Bool {
        guard a.width == b.width, a.height == b.height else { return false }
        return a.pixels.withUnsafeBytes { ra in
            b.pixels.withUnsafeBytes { rb in
                guard ra.count == rb.count else { return false }
                if ra.count == 0 { return true }
                return memcmp(ra.baseAddress!, rb.baseAddress!, ra.count) == 0
            }
        }
    }

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

    /// A picture of the differences: the first image faded to grey (pixelmatch's alpha 0.1 over
    /// white), counted differences red (255,0,0), anti-aliasing that is not counted yellow
    /// (255,255,0), ignored regions left faded. nil on a size mismatch.
    public static func diffImage(_ a: Image, _ b: Image, options: DiffOptions = DiffOptions()) -> Image? {
        guard a.width == b.width, a.height == b.height else { return nil }
        let count = a.width * a.height * 4
        var out = [UInt8](repeating: 0, count: count)
        a.pixels.withUnsafeBytes { ra in
            b.pixels.withUnsafeBytes { rb in
                out.withUnsafeMutableBufferPointer { ob in
                    guard count > 0, let o = ob.baseAddress else { return }
                    let pa = ra.baseAddress!.assumingMemoryBound(to: UInt8.self)
                    // Runs of one colour are common: reuse the last pixel's grey.
                    var lastPixel = loadPixel(pa, 0)
                    var grey = fadedGrey(pa[0], pa[1], pa[2], pa[3])
                    for p in 0..<(a.width * a.height) {
                        let i = p &* 4
                        let pixel = loadPixel(pa, p)
                        if pixel != lastPixel {
                            lastPixel = pixel
                            grey = fadedGrey(pa[i], pa[i + 1], pa[i + 2], pa[i + 3])
                        }
                        o[i] = grey; o[i + 1] = grey; o[i + 2] = grey; o[i + 3] = 255
                    }
                    _ = run(ra, rb, width: a.width, height: a.height, options: options, output: o)
                }
            }
        }
        return Image(width: a.width, height: a.height, pixels: out)
    }

    // MARK: - Colour arithmetic (Double, fixed order)

    @inline(__always)
    static func blendWhite(_ c: UInt8, _ alpha: Double) -> Double {
        255.0 + (Double(c) - 255.0) * alpha
    }

    @inline(__always)
    static func yOf(_ r: Double, _ g: Double, _ b: Double) -> Double {
        r * 0.29889531 + g * 0.58662247 + b * 0.11448223
    }

    @inline(__always)
    static func iOf(_ r: Double, _ g: Double, _ b: Double) -> Double {
        r * 0.59597799 - g * 0.27417610 - b * 0.32180189
    }

    @inline(__always)
    static func qOf(_ r: Double, _ g: Double, _ b: Double) -> Double {
        r * 0.21147017 - g * 0.52261711 + b * 0.31114694
    }

    /// The squared YIQ distance of two pixels after blending each with white by its alpha.
    @inline(__always)
    static func colorDelta(_ p: UnsafePointer<UInt8>, _ q: UnsafePointer<UInt8>) -> Double {
        let a1 = Double(p[3]) / 255.0
        let a2 = Double(q[3]) / 255.0
        let r1 = blendWhite(p[0], a1), g1 = blendWhite(p[1], a1), b1 = blendWhite(p[2], a1)
        let r2 = blendWhite(q[0], a2), g2 = blendWhite(q[1], a2), b2 = blendWhite(q[2], a2)
        let y = yOf(r1, g1, b1) - yOf(r2, g2, b2)
        let i = iOf(r1, g1, b1) - iOf(r2, g2, b2)
        let qq = qOf(r1, g1, b1) - qOf(r2, g2, b2)
        return 0.5053 * y * y + 0.299 * i * i + 0.1957 * qq * qq
    }

    /// Brightness (Y) of a pixel blended with white by its alpha.
    @inline(__always)
    static func brightness(_ p: UnsafePointer<UInt8>) -> Double {
        let a = Double(p[3]) / 255.0
        return yOf(blendWhite(p[0], a), blendWhite(p[1], a), blendWhite(p[2], a))
    }

    /// The grey a pixel of the first image is drawn as in the diff picture: its brightness
    /// blended with white by 0.1 × its alpha.
    @inline(__always)
    static func fadedGrey(_ r: UInt8, _ g: UInt8, _ b: UInt8, _ a: UInt8) -> UInt8 {
        let y = yOf(Double(r), Double(g), Double(b))
        let v = 255.0 + (y - 255.0) * (0.1 * (Double(a) / 255.0))
        let clamped = min(255.0, max(0.0, v))
        return UInt8(clamped.rounded())
    }

    // MARK: - Anti-aliasing detection

    @inline(__always)
    static func loadPixel(_ base: UnsafePointer<UInt8>, _ index: Int) -> UInt32 {
        UnsafeRawPointer(base + index &* 4).loadUnaligned(as: UInt32.self)
    }

    /// Whether the pixel at (x, y) has 3 or more neighbours with exactly its colour (a pixel on
    /// the image border counts as having one already).
    static func hasManySiblings(_ img: UnsafePointer<UInt8>, _ x: Int, _ y: Int, _ width: Int, _ height: Int) -> Bool {
        let x0 = max(x - 1, 0), y0 = max(y - 1, 0)
        let x2 = min(x + 1, width - 1), y2 = min(y + 1, height - 1)
        var equal = (x == x0 || x == x2 || y == y0 || y == y2) ? 1 : 0
        let centre = loadPixel(img, y &* width &+ x)
        for ny in y0...y2 {
            for nx in x0...x2 where nx != x || ny != y {
                if loadPixel(img, ny &* width &+ nx) == centre {
                    equal += 1
                    if equal > 2 { return true }
                }
            }
        }
        return false
    }

    /// pixelmatch's anti-aliasing test for the pixel at (x, y) of `img`: at most 2 neighbours of
    /// equal brightness, both a darker and a brighter neighbour, and the most extreme darker or
    /// brighter neighbour sits in a flat area (many siblings) in both images.
    static func isAntiAliased(_ img: UnsafePointer<UInt8>, _ other: UnsafePointer<UInt8>,
                              _ x: Int, _ y: Int, _ width: Int, _ height: Int) -> Bool {
        let x0 = max(x - 1, 0), y0 = max(y - 1, 0)
        let x2 = min(x + 1, width - 1), y2 = min(y + 1, height - 1)
        var equal = (x == x0 || x == x2 || y == y0 || y == y2) ? 1 : 0
        let centreY = brightness(img + (y &* width &+ x) &* 4)
        var minDelta = 0.0, maxDelta = 0.0
        var minX = 0, minY = 0, maxX = 0, maxY = 0
        for ny in y0...y2 {
            for nx in x0...x2 where nx != x || ny != y {
                let delta = centreY - brightness(img + (ny &* width &+ nx) &* 4)
                if delta == 0 {
                    equal += 1
                    if equal > 2 { return false }
                } else if delta < minDelta {
                    minDelta = delta; minX = nx; minY = ny
                } else if delta > maxDelta {
                    maxDelta = delta; maxX = nx; maxY = ny
                }
            }
        }
        if minDelta == 0 || maxDelta == 0 { return false }
        return (hasManySiblings(img, minX, minY, width, height) && hasManySiblings(other, minX, minY, width, height))
            || (hasManySiblings(img, maxX, maxY, width, height) && hasManySiblings(other, maxX, maxY, width, height))
    }

    // MARK: - The comparison

    /// Ignored rectangles clipped to the image, empty ones dropped.
    static func clippedRegions(_ regions: [PixelRect], width: Int, height: Int) -> [(x0: Int, y0: Int, x1: Int, y1: Int)] {
        var out: [(x0: Int, y0: Int, x1: Int, y1: Int)] = []
        for r in regions {
            let x0 = max(r.x, 0), y0 = max(r.y, 0)
            let x1 = min(r.x + max(r.width, 0), width), y1 = min(r.y + max(r.height, 0), height)
            if x0 < x1 && y0 < y1 { out.append((x0, y0, x1, y1)) }
        }
        return out
    }

    /// Compares two same-size pixel buffers; paints red/yellow into `output` when given.
    static func run(_ ra: UnsafeRawBufferPointer, _ rb: UnsafeRawBufferPointer, width: Int, height: Int,
                    options: DiffOptions, output: UnsafeMutablePointer<UInt8>?) -> DiffResult {
        let pixelCount = width * height
        var result = DiffResult(width: width, height: height, differentPixels: 0, antiAliasedPixels: 0, ratio: 0,
                                maxColorDistance: 0, boxes: [], sizeMismatch: false)
        guard pixelCount > 0, let baseA = ra.baseAddress, let baseB = rb.baseAddress else { return result }
        let pa = baseA.assumingMemoryBound(to: UInt8.self)
        let pb = baseB.assumingMemoryBound(to: UInt8.self)
        let threshold = min(max(options.threshold, 0), 1)
        let maxDelta = maxYIQDelta * threshold * threshold
        let regions = clippedRegions(options.ignoreRegions, width: width, height: height)
        let includeAA = options.includeAntiAliasing

        var largestDelta = 0.0
        var counted = 0, antiAliased = 0
        // Counted pixels in scan order and a mask of them, made on the first one.
        var countedIndices: [Int] = []
        var mask: [UInt8] = []

        func examine(_ p: Int) {
            let x = p % width, y = p / width
            for r in regions where x >= r.x0 && x < r.x1 && y >= r.y0 && y < r.y1 { return }
            let delta = colorDelta(pa + p &* 4, pb + p &* 4)
            if delta > largestDelta { largestDelta = delta }
            guard delta > maxDelta else { return }
            let aa = isAntiAliased(pa, pb, x, y, width, height) || isAntiAliased(pb, pa, x, y, width, height)
            if aa { antiAliased += 1 }
            if aa && !includeAA {
                if let o = output {
                    let i = p &* 4
                    o[i] = 255; o[i + 1] = 255; o[i + 2] = 0; o[i + 3] = 255
                }
                return
            }
            counted += 1
            if mask.isEmpty { mask = [UInt8](repeating: 0, count: pixelCount) }
            mask[p] = 1
            countedIndices.append(p)
            if let o = output {
                let i = p &* 4
                o[i] = 255; o[i + 1] = 0; o[i + 2] = 0; o[i + 3] = 255
            }
        }

        // Skip identical data quickly: 1 KiB blocks with memcmp, then 8-byte words (2 pixels).
        let byteCount = pixelCount * 4
        let block = 1024
        var offset = 0
        while offset < byteCount {
            let length = min(block, byteCount - offset)
            if memcmp(baseA + offset, baseB + offset, length) != 0 {
                let end = offset + length
                var w = offset
                while w + 8 <= end {
                    let wa = (baseA + w).loadUnaligned(as: UInt64.self)
                    let wb = (baseB + w).loadUnaligned(as: UInt64.self)
                    if wa != wb {
                        let p = w >> 2
                        if (baseA + w).loadUnaligned(as: UInt32.self) != (baseB + w).loadUnaligned(as: UInt32.self) {
                            examine(p)
                        }
                        if (baseA + w + 4).loadUnaligned(as: UInt32.self) != (baseB + w + 4).loadUnaligned(as: UInt32.self) {
                            examine(p + 1)
                        }
                    }
                    w += 8
                }
                if w < end { // one trailing pixel (odd pixel count)
                    if (baseA + w).loadUnaligned(as: UInt32.self) != (baseB + w).loadUnaligned(as: UInt32.self) {
                        examine(w >> 2)
                    }
                }
            }
            offset += length
        }

        result.differentPixels = counted
        result.antiAliasedPixels = antiAliased
        result.ratio = Double(counted) / Double(pixelCount)
        result.maxColorDistance = min(1.0, (largestDelta / maxYIQDelta).squareRoot())
        if counted > 0 {
            result.boxes = boundingBoxes(&mask, seeds: countedIndices, width: width, height: height)
        }
        return result
    }

    /// Bounding boxes of the 8-connected groups of marked pixels (mask is cleared as it goes),
    /// sorted by (y, x), capped at `maxBoxes` by merging the rest into the last.
    static func boundingBoxes(_ mask: inout [UInt8], seeds: [Int], width: Int, height: Int) -> [PixelRect] {
        var boxes: [PixelRect] = []
        var stack: [Int] = []
        mask.withUnsafeMutableBufferPointer { m in
            for seed in seeds where m[seed] != 0 {
                m[seed] = 0
                stack.append(seed)
                var minX = seed % width, maxX = minX, minY = seed / width, maxY = minY
                while let p = stack.popLast() {
                    let x = p % width, y = p / width
                    if x < minX { minX = x }
                    if x > maxX { maxX = x }
                    if y < minY { minY = y }
                    if y > maxY { maxY = y }
                    for ny in max(y - 1, 0)...min(y + 1, height - 1) {
                        for nx in max(x - 1, 0)...min(x + 1, width - 1) {
                            let q = ny &* width &+ nx
                            if m[q] != 0 {
                                m[q] = 0
                                stack.append(q)
                            }
                        }
                    }
                }
                boxes.append(PixelRect(x: minX, y: minY, width: maxX - minX + 1, height: maxY - minY + 1))
            }
        }
        boxes.sort { ($0.y, $0.x, $0.height, $0.width) < ($1.y, $1.x, $1.height, $1.width) }
        if boxes.count > maxBoxes {
            var last = boxes[maxBoxes - 1]
            for extra in boxes[maxBoxes...] {
                let x0 = min(last.x, extra.x), y0 = min(last.y, extra.y)
                let x1 = max(last.x + last.width, extra.x + extra.width)
                let y1 = max(last.y + last.height, extra.y + extra.height)
                last = PixelRect(x: x0, y: y0, width: x1 - x0, height: y1 - y0)
            }
            boxes.removeSubrange((maxBoxes - 1)...)
            boxes.append(last)
        }
        return boxes
    }
}
