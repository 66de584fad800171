import RasterImage
@testable import ImageDiff

/// A deliberately plain implementation of `ImageDiff.compare` and `diffImage`: every pixel,
/// channel by channel, the alpha blend always divided out, a full-size mask and a flood fill for
/// the boxes. The optimised code (word comparisons, row skipping, runs, caches) must agree with it
/// exactly; it documents the semantics the optimisations preserve.
enum ReferenceDiff {
    static func pixel(_ image: Image, _ x: Int, _ y: Int) -> (Double, Double, Double, Double) {
        let i = (y * image.width + x) * 4
        return (Double(image.pixels[i]), Double(image.pixels[i + 1]), Double(image.pixels[i + 2]), Double(image.pixels[i + 3]))
    }

    static func blended(_ image: Image, _ x: Int, _ y: Int) -> (Double, Double, Double) {
        let (r, g, b, a) = pixel(image, x, y)
        let alpha = a / 255.0
        return (255.0 + (r - 255.0) * alpha, 255.0 + (g - 255.0) * alpha, 255.0 + (b - 255.0) * alpha)
    }

    static func yiq(_ c: (Double, Double, Double)) -> (Double, Double, Double) {
        let (r, g, b) = c
        return (r * 0.29889531 + g * 0.58662247 + b * 0.11448223,
                r * 0.59597799 - g * 0.27417610 - b * 0.32180189,
                r * 0.21147017 - g * 0.52261711 + b * 0.31114694)
    }

    static func sameBytes(_ a: Image, _ x1: Int, _ y1: Int, _ b: Image, _ x2: Int, _ y2: Int) -> Bool {
        let i = (y1 * a.width + x1) * 4, j = (y2 * b.width + x2) * 4
        return (0..<4).allSatisfy { a.pixels[i + $0] == b.pixels[j + $0] }
    }

    static func delta(_ a: Image, _ b: Image, _ x: Int, _ y: Int) -> Double {
        let (y1, i1, q1) = yiq(blended(a, x, y)), (y2, i2, q2) = yiq(blended(b, x, y))
        let dy = y1 - y2, di = i1 - i2, dq = q1 - q2
        return 0.5053 * dy * dy + 0.299 * di * di + 0.1957 * dq * dq
    }

    static func neighbours(_ x: Int, _ y: Int, _ w: Int, _ h: Int) -> (list: [(Int, Int)], onBorder: Bool) {
        var list: [(Int, Int)] = []
        for ny in max(y - 1, 0)...min(y + 1, h - 1) {
            for nx in max(x - 1, 0)...min(x + 1, w - 1) where nx != x || ny != y { list.append((nx, ny)) }
        }
        return (list, x == 0 || y == 0 || x == w - 1 || y == h - 1)
    }

    static func manySiblings(_ img: Image, _ x: Int, _ y: Int) -> Bool {
        let (list, onBorder) = neighbours(x, y, img.width, img.height)
        let equal = (onBorder ? 1 : 0) + list.filter { sameBytes(img, $0.0, $0.1, img, x, y) }.count
        return equal > 2
    }

    static func antiAliased(_ img: Image, _ other: Image, _ x: Int, _ y: Int) -> Bool {
        let (list, onBorder) = neighbours(x, y, img.width, img.height)
        var equal = onBorder ? 1 : 0
        let centre = yiq(blended(img, x, y)).0
        var darkest: (Double, Int, Int) = (0, 0, 0), brightest: (Double, Int, Int) = (0, 0, 0)
        for (nx, ny) in list {
            let d = centre - yiq(blended(img, nx, ny)).0
            if d == 0 {
                equal += 1
                if equal > 2 { return false }
            } else if d < darkest.0 {
                darkest = (d, nx, ny)
            } else if d > brightest.0 {
                brightest = (d, nx, ny)
            }
        }
        if darkest.0 == 0 || brightest.0 == 0 { return false }
        return (manySiblings(img, darkest.1, darkest.2) && manySiblings(other, darkest.1, darkest.2))
            || (manySiblings(img, brightest.1, brightest.2) && manySiblings(other, brightest.1, brightest.2))
    }

    /// The result, and per pixel 0 (nothing), 1 (counted) or 2 (anti-aliasing, not counted).
    static func compare(_ a: Image, _ b: Image, _ options: DiffOptions) -> (DiffResult, [UInt8]) {
        let w = a.width, h = a.height
        let t = min(max(options.threshold, 0), 1)
        let maxDelta = 35215.0 * t * t
        var marks = [UInt8](repeating: 0, count: w * h)
        var counted = 0, aaCount = 0, largest = 0.0
        for y in 0..<h {
            for x in 0..<w {
                let ignored = options.ignoreRegions.contains { x >= $0.x && x < $0.x + $0.width && y >= $0.y && y < $0.y + $0.height }
                if ignored || sameBytes(a, x, y, b, x, y) { continue }
                let d = delta(a, b, x, y)
                largest = max(largest, d)
                if d <= maxDelta { continue }
                let aa = antiAliased(a, b, x, y) || antiAliased(b, a, x, y)
                if aa { aaCount += 1 }
                if aa && !options.includeAntiAliasing { marks[y * w + x] = 2; continue }
                counted += 1
                marks[y * w + x] = 1
            }
        }
        let result = DiffResult(width: w, height: h, differentPixels: counted, antiAliasedPixels: aaCount,
                                ratio: w * h == 0 ? 0 : Double(counted) / Double(w * h),
                                maxColorDistance: min(1, (largest / 35215.0).squareRoot()),
                                boxes: boxes(marks, w, h), sizeMismatch: false)
        return (result, marks)
    }

    static func boxes(_ marks: [UInt8], _ w: Int, _ h: Int) -> [PixelRect] {
        var seen = [Bool](repeating: false, count: w * h)
        var boxes: [PixelRect] = []
        for start in 0..<(w * h) where marks[start] == 1 && !seen[start] {
            seen[start] = true
            var stack = [start]
            var x0 = Int.max, y0 = Int.max, x1 = Int.min, y1 = Int.min
            while let p = stack.popLast() {
                let x = p % w, y = p / w
                x0 = min(x0, x); x1 = max(x1, x); y0 = min(y0, y); y1 = max(y1, y)
                for (nx, ny) in neighbours(x, y, w, h).list where marks[ny * w + nx] == 1 && !seen[ny * w + nx] {
                    seen[ny * w + nx] = true
                    stack.append(ny * w + nx)
                }
            }
            boxes.append(PixelRect(x: x0, y: y0, width: x1 - x0 + 1, height: y1 - y0 + 1))
        }
        boxes.sort { ($0.y, $0.x, $0.height, $0.width) < ($1.y, $1.x, $1.height, $1.width) }
        while boxes.count > ImageDiff.maxBoxes {
            let extra = boxes.removeLast(), last = boxes.removeLast()
            let x0 = min(last.x, extra.x), y0 = min(last.y, extra.y)
            let x1 = max(last.x + last.width, extra.x + extra.width), y1 = max(last.y + last.height, extra.y + extra.height)
            boxes.append(PixelRect(x: x0, y: y0, width: x1 - x0, height: y1 - y0))
        }
        return boxes
    }

    static func diffImage(_ a: Image, _ b: Image, _ options: DiffOptions) -> Image {
        let (_, marks) = compare(a, b, options)
        var out = Image(width: a.width, height: a.height)
        for y in 0..<a.height {
            for x in 0..<a.width {
                switch marks[y * a.width + x] {
                case 1: out[x, y] = RGBA(255, 0, 0)
                case 2: out[x, y] = RGBA(255, 255, 0)
                default:
                    let (r, g, b, alpha) = pixel(a, x, y)
                    let grey = r * 0.29889531 + g * 0.58662247 + b * 0.11448223
                    let v = UInt8(min(255, max(0, 255 + (grey - 255) * (0.1 * (alpha / 255)))).rounded())
                    out[x, y] = RGBA(v, v, v)
                }
            }
        }
        return out
    }
}
