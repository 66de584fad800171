import Foundation
import RasterImage

/// Composites a list of rectangle fills onto a canvas that is still one flat colour, computing
/// each pixel's colour once instead of once per rectangle.
///
/// The result is byte-identical to blending the rectangles one after another with
/// `PixelBlend.over` (the tests check this on random scenes): a run of pixels that the same
/// rectangles cover by the same amounts gets the same fold of the same blends, so it is computed
/// once and stored as a span; a run of rows with the same coverages is computed once and copied.
enum SpanCompositor {
    struct Fill {
        var rect: FixedRect
        var color: RGBA
    }

    /// Only `region` of the image is touched (the fills lie within it). `paintingBackground`: the
    /// region's bytes are undefined and every pixel of it gets written, the background where no
    /// fill covers it (rather than painting the background first and most of it again).
    static func composite(_ fills: [Fill], background: RGBA, into pixels: PixelBuffer, region: PixelBox, paintingBackground: Bool = false) {
        let width = pixels.width
        let fills = fills.filter { !$0.rect.isEmpty && $0.color.a > 0 }
        guard region.x0 < region.x1, region.y0 < region.y1 else { return }
        guard !fills.isEmpty else {
            if paintingBackground { paint(background, region, of: pixels) }
            return
        }

        // Rows where some rectangle starts or ends: between two of them, rows are alike.
        var rowBreaks = [region.y0, region.y1]
        for f in fills {
            for y in [f.rect.y0.floorPixel, f.rect.y0.ceilPixel, f.rect.y1.floorPixel, f.rect.y1.ceilPixel] where y > region.y0 && y < region.y1 {
                rowBreaks.append(y)
            }
        }
        let bands = sortedUnique(rowBreaks)
        let rowBytes = width * 4, regionBytes = (region.x1 - region.x0) * 4, left = region.x0 * 4
        do {
            let base = pixels.base
            var active: [(fill: Fill, cy: Int)] = []
            for b in 0..<(bands.count - 1) {
                let first = bands[b], end = bands[b + 1]
                active.removeAll(keepingCapacity: true)
                for f in fills {
                    let cy = coverage(first, f.rect.y0.raw, f.rect.y1.raw)
                    if cy > 0 { active.append((f, cy)) }
                }
                if active.isEmpty {
                    // The background: untouched, or painted now.
                    if paintingBackground { paintRows(background, first..<end, region.x0..<region.x1, width: width, base: base) }
                    continue
                }
                compositeRow(active, row: first, columns: region.x0..<region.x1, width: width, background: background,
                             paintingBackground: paintingBackground, base: base)
                for row in (first + 1)..<end {
                    (base + row * rowBytes + left).update(from: base + first * rowBytes + left, count: regionBytes)
                }
            }
        }
    }

    /// Composites `fills` over whatever `region` of the pixels holds (a canvas no longer flat):
    /// the bytes of blending them one after another (`Canvas.fill`), in one pass instead of one
    /// a fill. Between two rows where a fill starts or ends, rows share their fills and coverages:
    /// in such a band each span of columns the same fills cover, where its pixels equal the row
    /// above's (before compositing), gets that row's result copied, and along a span a pixel
    /// equal to the one before gets its result.
    static func composite(_ fills: [Fill], over pixels: PixelBuffer, region: PixelBox) {
        let fills = fills.filter { !$0.rect.isEmpty && $0.color.a > 0 }
        guard !fills.isEmpty, region.x0 < region.x1, region.y0 < region.y1 else { return }
        var rowBreaks = [region.y0, region.y1]
        for f in fills {
            for y in [f.rect.y0.floorPixel, f.rect.y0.ceilPixel, f.rect.y1.floorPixel, f.rect.y1.ceilPixel] where y > region.y0 && y < region.y1 {
                rowBreaks.append(y)
            }
        }
        let bands = sortedUnique(rowBreaks)
        // The fills by their first row, entering the active list (kept in drawing order) as the
        // bands reach them and leaving it after their last row.
        let byTop = fills.indices.sorted { fills[$0].rect.y0.floorPixel < fills[$1].rect.y0.floorPixel }
        var nextTop = 0
        var active: [Int] = []
        let width = pixels.width
        let base = UnsafeMutableRawPointer(pixels.base)
        // The previous row's pixels before compositing, over the columns a band touches.
        var original = [UInt32](repeating: 0, count: region.x1 - region.x0)
        for b in 0..<(bands.count - 1) {
            let first = bands[b], end = bands[b + 1]
            while nextTop < byTop.count, fills[byTop[nextTop]].rect.y0.floorPixel <= first {
                let index = byTop[nextTop]
                active.insert(index, at: active.firstIndex { $0 > index } ?? active.count)
                nextTop += 1
            }
            active.removeAll { fills[$0].rect.y1.ceilPixel <= first }
            // Each column span's sources: the fills covering it, by the amount they cover it.
            var columnBreaks = [region.x0, region.x1]
            var covering: [(fill: Fill, cy: Int)] = []
            for i in active {
                let f = fills[i]
                let cy = coverage(first, f.rect.y0.raw, f.rect.y1.raw)
                guard cy > 0 else { continue }
                covering.append((f, cy))
                for x in [f.rect.x0.floorPixel, f.rect.x0.ceilPixel, f.rect.x1.floorPixel, f.rect.x1.ceilPixel] where x > region.x0 && x < region.x1 {
                    columnBreaks.append(x)
                }
            }
            guard !covering.isEmpty else { continue }
            let columns = sortedUnique(columnBreaks)
            var spans: [(x0: Int, x1: Int, sources: [RGBA])] = []
            for c in 0..<(columns.count - 1) {
                let x0 = columns[c], x1 = columns[c + 1]
                var sources: [RGBA] = []
                for (f, cy) in covering {
                    let cx = coverage(x0, f.rect.x0.raw, f.rect.x1.raw)
                    guard cx > 0 else { continue }
                    if cx == 256 && cy == 256 {
                        sources.append(f.color)
                    } else {
                        let alpha = (Int(f.color.a) * cx * cy + 32768) >> 16
                        if alpha > 0 { sources.append(RGBA(f.color.r, f.color.g, f.color.b, UInt8(alpha))) }
                    }
                }
                if !sources.isEmpty { spans.append((x0, x1, sources)) }
            }
            // A span whose sources include an opaque one ends the same whatever was under it:
            // that colour and the sources after it, stored (no pixel read).
            var constant: [UInt32?] = []
            for span in spans {
                if let last = span.sources.lastIndex(where: { $0.a == 255 }) {
                    var color = span.sources[last]
                    for source in span.sources[(last + 1)...] { color = PixelBlend.over(color, source) }
                    constant.append(color.word)
                } else {
                    constant.append(nil)
                }
            }
            let rowBytes = width * 4
            original.withUnsafeMutableBytes { original in
                for row in first..<end {
                    for (k, span) in spans.enumerated() {
                        let start = base + row * rowBytes + span.x0 * 4, bytes = (span.x1 - span.x0) * 4
                        if let word = constant[k] {
                            pixels.store(word, row: row, columns: span.x0..<span.x1)
                            continue
                        }
                        let saved = original.baseAddress! + (span.x0 - region.x0) * 4
                        if row > first, memcmp(saved, start, bytes) == 0 {
                            start.copyMemory(from: start - rowBytes, byteCount: bytes)
                            continue
                        }
                        saved.copyMemory(from: start, byteCount: bytes)
                        var last = RepeatedBlend()
                        for offset in stride(from: 0, to: bytes, by: 4) {
                            last.apply(start, at: offset) {
                                let pixel = (start + offset).assumingMemoryBound(to: UInt8.self)
                                var color = RGBA(pixel[0], pixel[1], pixel[2], pixel[3])
                                for source in span.sources { color = PixelBlend.over(color, source) }
                                pixel[0] = color.r; pixel[1] = color.g; pixel[2] = color.b; pixel[3] = color.a
                            }
                        }
                    }
                }
            }
        }
    }

    /// `values` in increasing order, each once.
    private static func sortedUnique(_ values: [Int]) -> [Int] {
        var sorted = values.sorted()
        var kept = 0
        for v in sorted where kept == 0 || sorted[kept - 1] != v {
            sorted[kept] = v
            kept += 1
        }
        sorted.removeLast(sorted.count - kept)
        return sorted
    }

    /// The overlap of pixel [p, p+1) with [a, b), in 1/256.
    @inline(__always)
    private static func coverage(_ p: Int, _ a: Int, _ b: Int) -> Int {
        max(0, min(b, (p + 1) * 256) - max(a, p * 256))
    }

    /// Every pixel of `region` set to `color`.
    static func paint(_ color: RGBA, _ region: PixelBox, of pixels: PixelBuffer) {
        guard region.x0 < region.x1, region.y0 < region.y1 else { return }
        paintRows(color, region.y0..<region.y1, region.x0..<region.x1, width: pixels.width, base: pixels.base)
    }

    /// The first row's `columns` pixel by pixel, the other rows' copied from it.
    private static func paintRows(_ color: RGBA, _ rows: Range<Int>, _ columns: Range<Int>, width: Int, base: UnsafeMutablePointer<UInt8>) {
        let rowBytes = width * 4, left = columns.lowerBound * 4
        let first = base + rows.lowerBound * rowBytes + left
        var p = first
        for _ in columns {
            p[0] = color.r; p[1] = color.g; p[2] = color.b; p[3] = color.a
            p += 4
        }
        for row in rows.dropFirst() { (base + row * rowBytes + left).update(from: first, count: columns.count * 4) }
    }

    private static func compositeRow(_ active: [(fill: Fill, cy: Int)], row: Int, columns region: Range<Int>, width: Int, background: RGBA,
                                     paintingBackground: Bool, base: UnsafeMutablePointer<UInt8>) {
        var columnBreaks = [region.lowerBound, region.upperBound]
        for (f, _) in active {
            for x in [f.rect.x0.floorPixel, f.rect.x0.ceilPixel, f.rect.x1.floorPixel, f.rect.x1.ceilPixel] where x > region.lowerBound && x < region.upperBound {
                columnBreaks.append(x)
            }
        }
        let columns = sortedUnique(columnBreaks)
        let rowStart = base + row * width * 4
        // Every rectangle covers each pixel of a span [columns[s], columns[s + 1]) by the same
        // amount. Each fill blends into the spans it reaches, fills in drawing order (so each
        // span's colour is blended in the same order as fill after fill would): a thin outline
        // reaches a span or two, instead of every span looking at every fill.
        var colors = [RGBA](repeating: background, count: columns.count - 1)
        for (f, cy) in active {
            // The spans from the one holding its first pixel column to its last column.
            var s = max(0, firstIndex(in: columns, notBelow: f.rect.x0.floorPixel + 1) - 1)
            let end = f.rect.x1.ceilPixel
            while s < colors.count, columns[s] < end {
                let cx = coverage(columns[s], f.rect.x0.raw, f.rect.x1.raw)
                if cx == 256 && cy == 256 {
                    colors[s] = PixelBlend.over(colors[s], f.color)
                } else if cx > 0 {
                    let alpha = (Int(f.color.a) * cx * cy + 32768) >> 16
                    if alpha > 0 { colors[s] = PixelBlend.over(colors[s], RGBA(f.color.r, f.color.g, f.color.b, UInt8(alpha))) }
                }
                s += 1
            }
        }
        for s in 0..<colors.count {
            let x0 = columns[s], x1 = columns[s + 1], color = colors[s]
            guard color != background || paintingBackground else { continue }
            UnsafeMutableRawPointer(rowStart + x0 * 4).withMemoryRebound(to: UInt32.self, capacity: x1 - x0) {
                $0.update(repeating: color.word, count: x1 - x0)
            }
        }
    }

    /// The index of the first of `sorted` values not below `value` (`sorted.count` when none is).
    private static func firstIndex(in sorted: [Int], notBelow value: Int) -> Int {
        var low = 0, high = sorted.count
        while low < high {
            let mid = (low + high) / 2
            if sorted[mid] < value { low = mid + 1 } else { high = mid }
        }
        return low
    }
}
