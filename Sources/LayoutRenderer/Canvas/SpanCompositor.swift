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

    /// `paintingBackground`: the image's bytes are undefined and every pixel gets written, the
    /// background where no fill covers it (rather than painting the background first and most of
    /// it again).
    static func composite(_ fills: [Fill], background: RGBA, into image: inout Image, paintingBackground: Bool = false) {
        let width = image.width, height = image.height
        let fills = fills.filter { !$0.rect.isEmpty && $0.color.a > 0 }
        guard width > 0, height > 0 else { return }
        guard !fills.isEmpty else {
            if paintingBackground { paint(background, rows: 0..<height, of: &image) }
            return
        }

        // Rows where some rectangle starts or ends: between two of them, rows are alike.
        var rowBreaks = Set<Int>([0, height])
        for f in fills {
            for y in [f.rect.y0.floorPixel, f.rect.y0.ceilPixel, f.rect.y1.floorPixel, f.rect.y1.ceilPixel] where y > 0 && y < height {
                rowBreaks.insert(y)
            }
        }
        let bands = rowBreaks.sorted()
        let rowBytes = width * 4
        image.pixels.withUnsafeMutableBufferPointer { buffer in
            let base = buffer.baseAddress!
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
                    if paintingBackground { paintRows(background, first..<end, width: width, base: base) }
                    continue
                }
                compositeRow(active, row: first, width: width, background: background, paintingBackground: paintingBackground, base: base)
                for row in (first + 1)..<end {
                    (base + row * rowBytes).update(from: base + first * rowBytes, count: rowBytes)
                }
            }
        }
    }

    /// The overlap of pixel [p, p+1) with [a, b), in 1/256.
    @inline(__always)
    private static func coverage(_ p: Int, _ a: Int, _ b: Int) -> Int {
        max(0, min(b, (p + 1) * 256) - max(a, p * 256))
    }

    /// Every pixel of `rows` set to `color`.
    static func paint(_ color: RGBA, rows: Range<Int>, of image: inout Image) {
        let width = image.width
        guard width > 0, !rows.isEmpty else { return }
        image.pixels.withUnsafeMutableBufferPointer { paintRows(color, rows, width: width, base: $0.baseAddress!) }
    }

    /// The first row pixel by pixel, the others copied from it.
    private static func paintRows(_ color: RGBA, _ rows: Range<Int>, width: Int, base: UnsafeMutablePointer<UInt8>) {
        let rowBytes = width * 4
        let first = base + rows.lowerBound * rowBytes
        var p = first
        for _ in 0..<width {
            p[0] = color.r; p[1] = color.g; p[2] = color.b; p[3] = color.a
            p += 4
        }
        for row in rows.dropFirst() { (base + row * rowBytes).update(from: first, count: rowBytes) }
    }

    private static func compositeRow(_ active: [(fill: Fill, cy: Int)], row: Int, width: Int, background: RGBA, paintingBackground: Bool,
                                     base: UnsafeMutablePointer<UInt8>) {
        var columnBreaks = Set<Int>([0, width])
        for (f, _) in active {
            for x in [f.rect.x0.floorPixel, f.rect.x0.ceilPixel, f.rect.x1.floorPixel, f.rect.x1.ceilPixel] where x > 0 && x < width {
                columnBreaks.insert(x)
            }
        }
        let columns = columnBreaks.sorted()
        let rowStart = base + row * width * 4
        for s in 0..<(columns.count - 1) {
            let x0 = columns[s], x1 = columns[s + 1]
            // Every rectangle covers each pixel of [x0, x1) by the same amount.
            var color = background
            for (f, cy) in active {
                let cx = coverage(x0, f.rect.x0.raw, f.rect.x1.raw)
                guard cx > 0 else { continue }
                if cx == 256 && cy == 256 {
                    color = PixelBlend.over(color, f.color)
                } else {
                    let alpha = (Int(f.color.a) * cx * cy + 32768) >> 16
                    if alpha > 0 { color = PixelBlend.over(color, RGBA(f.color.r, f.color.g, f.color.b, UInt8(alpha))) }
                }
            }
            guard color != background || paintingBackground else { continue }
            var p = rowStart + x0 * 4
            for _ in x0..<x1 {
                p[0] = color.r; p[1] = color.g; p[2] = color.b; p[3] = color.a
                p += 4
            }
        }
    }
}
