import Foundation
import RasterImage

/// Composites a list of rectangle fills in one pass: on a background (a tile's run,
/// `DisplayList.draw`), computing each pixel's colour once instead of once per rectangle, or
/// over pixels already drawn.
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

    /// Composites `fills` on `background` in `region` of the pixels, whatever the region's bytes
    /// were: every pixel is written once, the background where no fill covers it (rather than
    /// painting the background first and most of it again). `mapping`: each pixel's colour is
    /// stored as `mapping` makes it (the content beyond the screen, faded as it is drawn:
    /// `Fade`), computed once a span.
    ///
    /// Between two rows where a fill starts or ends (a band of rows), rows are alike: the band's
    /// first row is composited and the others copied from it; a band covered as an earlier one
    /// was (a dashed line's gaps, its dashes) copies that band's row.
    static func composite(_ fills: some Collection<Fill>, background: RGBA, into pixels: PixelBuffer, region: PixelRect,
                          mapping: ((RGBA) -> RGBA)? = nil) {
        guard !region.isEmpty else { return }
        let fills = visible(fills, in: region)
        let mapped = mapping ?? { $0 }
        let bands = breaks(fills.map { ($0.rect.y0, $0.rect.y1) }, within: region.y0..<region.y1)
        var reaching = FillsReaching(fills)
        let width = pixels.width, base = pixels.base
        let rowBytes = width * 4, regionBytes = (region.x1 - region.x0) * 4, left = region.x0 * 4
        // Rows composited by the fills covering them (`FillsReaching.key`).
        var composited: [[Int]: Int] = [:]
        for b in 0..<(bands.count - 1) {
            let first = bands[b], end = bands[b + 1]
            let active = reaching.covering(row: first)
            guard !active.isEmpty else {
                paintRows(mapped(background), first..<end, region.x0..<region.x1, width: width, base: base)
                continue
            }
            if let earlier = composited[reaching.key] {
                (base + first * rowBytes + left).update(from: base + earlier * rowBytes + left, count: regionBytes)
            } else {
                compositeRow(active, row: first, columns: region.x0..<region.x1, background: background, mapping: mapped, pixels: pixels)
                composited[reaching.key] = first
            }
            for r in (first + 1)..<end { (base + r * rowBytes + left).update(from: base + first * rowBytes + left, count: regionBytes) }
        }
    }

    /// Composites `fills` over whatever `region` of the pixels holds (held fills, the in-order
    /// drawing's fills one at a time): the bytes of blending them one after another, in one pass
    /// instead of one a fill. Between two rows where a fill starts or ends, rows share their fills and coverages:
    /// in such a band each span of columns the same fills cover, where its pixels equal the row
    /// above's (before compositing), gets that row's result copied, and along a span a pixel
    /// equal to the one before gets its result (`PixelRun`).
    static func composite(_ fills: some Collection<Fill>, over pixels: PixelBuffer, region: PixelRect) {
        let fills = visible(fills, in: region)
        guard !fills.isEmpty, !region.isEmpty else { return }
        let bands = breaks(fills.map { ($0.rect.y0, $0.rect.y1) }, within: region.y0..<region.y1)
        var reaching = FillsReaching(fills)
        let width = pixels.width
        let base = UnsafeMutableRawPointer(pixels.base)
        // The previous row's pixels before compositing, over the columns a band touches.
        var original = [UInt32](repeating: 0, count: region.x1 - region.x0)
        for b in 0..<(bands.count - 1) {
            let first = bands[b], end = bands[b + 1]
            // Each column span's sources: the fills covering it, by the amount they cover it.
            let covering = reaching.covering(row: first)
            guard !covering.isEmpty else { continue }
            let columns = breaks(covering.map { ($0.fill.rect.x0, $0.fill.rect.x1) }, within: region.x0..<region.x1)
            var sourcesBySpan = [[RGBA]](repeating: [], count: columns.count - 1)
            forEachSource(covering, columns: columns) { sourcesBySpan[$0].append($1) }
            let spans = sourcesBySpan.indices.filter { !sourcesBySpan[$0].isEmpty }.map { (x0: columns[$0], x1: columns[$0 + 1], sources: sourcesBySpan[$0]) }
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
                        PixelRun.map(start, bytes: bytes, above: row > first ? start - rowBytes : nil,
                                     original: original.baseAddress! + (span.x0 - region.x0) * 4) { word in
                            var color = RGBA(word: word)
                            for source in span.sources { color = PixelBlend.over(color, source) }
                            return color.word
                        }
                    }
                }
            }
        }
    }

    /// The fills covering a row, in drawing order, for rows taken top to bottom: each fill enters
    /// when the rows reach its first and leaves after its last, so a band looks at the fills
    /// around it instead of every fill of the picture.
    private struct FillsReaching {
        let fills: [Fill]
        /// Fill indices by first row.
        let byTop: [Int]
        var next = 0
        /// Indices of the fills entered and not yet left, in drawing order.
        var active: [Int] = []
        /// The last row asked: its fills and their coverage of it (index · 512 + coverage). Two
        /// rows with the same key are composited alike.
        private(set) var key: [Int] = []

        init(_ fills: [Fill]) {
            self.fills = fills
            byTop = fills.indices.sorted { fills[$0].rect.y0.floorPixel < fills[$1].rect.y0.floorPixel }
        }

        /// The fills covering pixel row `row` (not above the last row asked), each with the
        /// amount it covers the row (1/256).
        mutating func covering(row: Int) -> [(fill: Fill, cy: Int)] {
            while next < byTop.count, fills[byTop[next]].rect.y0.floorPixel <= row {
                let index = byTop[next]
                active.insert(index, at: active.firstIndex { $0 > index } ?? active.count)
                next += 1
            }
            active.removeAll { fills[$0].rect.y1.ceilPixel <= row }
            key.removeAll(keepingCapacity: true)
            return active.compactMap { i in
                let cy = coverage(row, fills[i].rect.y0.raw, fills[i].rect.y1.raw)
                guard cy > 0 else { return nil }
                key.append(i * 512 + cy)
                return (fills[i], cy)
            }
        }
    }

    /// The fills that change a pixel of `region`: not empty, not transparent, reaching into it
    /// (a tile holds a few of a screen's fills).
    private static func visible(_ fills: some Collection<Fill>, in region: PixelRect) -> [Fill] {
        fills.filter { changes($0, in: region) }
    }

    /// Whether `fill` changes a pixel of `region` (`visible`).
    static func changes(_ f: Fill, in region: PixelRect) -> Bool {
        !f.rect.isEmpty && f.color.a > 0 && f.rect.x0.floorPixel < region.x1 && region.x0 < f.rect.x1.ceilPixel
            && f.rect.y0.floorPixel < region.y1 && region.y0 < f.rect.y1.ceilPixel
    }

    /// The pixel lines where some of `edges` (a rectangle's start and end, in 1/256 px) start or
    /// end, inside `range`, with its ends: sorted, each once. Between two of them, every
    /// rectangle covers each pixel line by the same amount.
    private static func breaks(_ edges: [(Fixed, Fixed)], within range: Range<Int>) -> [Int] {
        var lines = [range.lowerBound, range.upperBound]
        for (a, b) in edges {
            for line in [a.floorPixel, a.ceilPixel, b.floorPixel, b.ceilPixel] where line > range.lowerBound && line < range.upperBound {
                lines.append(line)
            }
        }
        return sortedUnique(lines)
    }

    /// For each of `fills` in drawing order (covering the row by `cy`), each span
    /// [columns[s], columns[s + 1]) it reaches: `body(s, its colour scaled by its coverage of
    /// the span)`. So each span sees its fills in drawing order, and a thin outline reaches a span
    /// or two instead of every span looking at every fill.
    private static func forEachSource(_ fills: [(fill: Fill, cy: Int)], columns: [Int], _ body: (Int, RGBA) -> Void) {
        for (f, cy) in fills {
            // The spans from the one holding its first pixel column to its last column.
            var s = max(0, firstIndex(in: columns, notBelow: f.rect.x0.floorPixel + 1) - 1)
            let end = f.rect.x1.ceilPixel
            while s < columns.count - 1, columns[s] < end {
                let cx = coverage(columns[s], f.rect.x0.raw, f.rect.x1.raw)
                if cx == 256 && cy == 256 {
                    body(s, f.color)
                } else if cx > 0 {
                    let alpha = (Int(f.color.a) * cx * cy + 32768) >> 16
                    if alpha > 0 { body(s, RGBA(f.color.r, f.color.g, f.color.b, UInt8(alpha))) }
                }
                s += 1
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
    static func paint(_ color: RGBA, _ region: PixelRect, of pixels: PixelBuffer) {
        guard !region.isEmpty else { return }
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

    private static func compositeRow(_ active: [(fill: Fill, cy: Int)], row: Int, columns region: Range<Int>, background: RGBA,
                                     mapping: (RGBA) -> RGBA, pixels: PixelBuffer) {
        let columns = breaks(active.map { ($0.fill.rect.x0, $0.fill.rect.x1) }, within: region)
        var colors = [RGBA](repeating: background, count: columns.count - 1)
        forEachSource(active, columns: columns) { colors[$0] = PixelBlend.over(colors[$0], $1) }
        for s in colors.indices {
            pixels.store(mapping(colors[s]).word, row: row, columns: columns[s]..<columns[s + 1])
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
