import RasterImage

/// The few whole-image operations that put a picture's parts together (`SheetLayout`).
extension Image {
    /// Fills every pixel outside the top-left rectangle of `size` with `colour`.
    mutating func fill(_ colour: RGBA, outside size: (width: Int, height: Int)) {
        let pattern = [colour.r, colour.g, colour.b, colour.a]
        let width = self.width
        // Each row's part outside the rectangle: (row, first column, end column).
        let spans: [(Int, Int, Int)] = (0..<height).compactMap { row in
            let start = row < size.height ? min(size.width, width) : 0
            return start < width ? (row, start, width) : nil
        }
        pixels.withUnsafeMutableBufferPointer { p in
            for (row, start, end) in spans {
                let base = p.baseAddress! + (row * width + start) * 4
                // The first pixel, then doubling copies along the run.
                for c in 0..<4 { base[c] = pattern[c] }
                var done = 1, count = end - start
                while done < count {
                    let n = min(done, count - done)
                    (base + done * 4).update(from: base, count: n * 4)
                    done += n
                }
            }
        }
    }

    /// Blends every pixel of `region` outside the top-left `screen` rectangle towards `colour`,
    /// keeping `keeping`/255 of the pixel (integer arithmetic, rounded: the same bytes everywhere).
    mutating func fade(towards colour: RGBA, keeping: Int, in region: (x0: Int, y0: Int, x1: Int, y1: Int), outside screen: (width: Int, height: Int)) {
        // Per channel, a table of (value · keeping + colour · (255 − keeping) + 127) / 255.
        func table(_ c: UInt8) -> [UInt8] { (0..<256).map { UInt8(($0 * keeping + Int(c) * (255 - keeping) + 127) / 255) } }
        let tr = table(colour.r), tg = table(colour.g), tb = table(colour.b)
        let width = self.width
        pixels.withUnsafeMutableBufferPointer { p in
            tr.withUnsafeBufferPointer { tr in tg.withUnsafeBufferPointer { tg in tb.withUnsafeBufferPointer { tb in
                for row in region.y0..<region.y1 {
                    let start = row < screen.height ? max(region.x0, screen.width) : region.x0
                    guard start < region.x1 else { continue }
                    for i in stride(from: (row * width + start) * 4, to: (row * width + region.x1) * 4, by: 4) {
                        p[i] = tr[Int(p[i])]
                        p[i + 1] = tg[Int(p[i + 1])]
                        p[i + 2] = tb[Int(p[i + 2])]
                        p[i + 3] = 255
                    }
                }
            } } }
        }
    }
}
