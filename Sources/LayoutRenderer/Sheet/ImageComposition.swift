import RasterImage

/// The few whole-image operations that put a picture's parts together (`SheetLayout`).
extension Image {
    /// Each row's part outside the top-left `screen` rectangle: (row, first column, end column).
    private func rowsOutside(_ screen: (width: Int, height: Int), within size: (width: Int, height: Int)) -> [(Int, Int, Int)] {
        (0..<min(height, size.height)).compactMap { row in
            let start = row < screen.height ? min(screen.width, size.width) : 0, end = min(width, size.width)
            return start < end ? (row, start, end) : nil
        }
    }

    /// Fills every pixel outside the top-left `screen` rectangle with `colour`.
    mutating func fill(_ colour: RGBA, outside screen: (width: Int, height: Int)) {
        let pattern = [colour.r, colour.g, colour.b, colour.a]
        let width = self.width
        let spans = rowsOutside(screen, within: (width, height))
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

    /// Copies `other`'s pixels outside the top-left `screen` rectangle (both images share the
    /// origin), replacing what is there.
    mutating func paste(_ other: Image, outside screen: (width: Int, height: Int)) {
        let width = self.width
        let spans = rowsOutside(screen, within: (other.width, other.height))
        pixels.withUnsafeMutableBufferPointer { target in
            other.pixels.withUnsafeBufferPointer { source in
                for (row, start, end) in spans {
                    (target.baseAddress! + (row * width + start) * 4)
                        .update(from: source.baseAddress! + (row * other.width + start) * 4, count: (end - start) * 4)
                }
            }
        }
    }

    /// Blends every pixel outside the top-left `screen` rectangle towards `colour`, keeping
    /// `keeping`/255 of the pixel (integer arithmetic, rounded: the same bytes everywhere).
    mutating func fade(towards colour: RGBA, keeping: Int, outside screen: (width: Int, height: Int)) {
        let k = keeping, rest = 255 - keeping
        let target = [Int(colour.r) * rest, Int(colour.g) * rest, Int(colour.b) * rest]
        let width = self.width
        pixels.withUnsafeMutableBufferPointer { p in
            for row in 0..<height {
                let start = row < screen.height ? min(screen.width, width) : 0
                for x in start..<width {
                    let i = (row * width + x) * 4
                    p[i] = UInt8((Int(p[i]) * k + target[0] + 127) / 255)
                    p[i + 1] = UInt8((Int(p[i + 1]) * k + target[1] + 127) / 255)
                    p[i + 2] = UInt8((Int(p[i + 2]) * k + target[2] + 127) / 255)
                    p[i + 3] = 255
                }
            }
        }
    }
}
