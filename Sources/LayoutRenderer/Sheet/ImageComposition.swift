import RasterImage

/// The few whole-image operations that put a picture's parts together (`SheetLayout`).
extension Image {
    /// Copies `other` with its top-left at (x, y), replacing what is there (clipped to this image).
    mutating func paste(_ other: Image, x: Int, y: Int) {
        let x0 = max(0, x), x1 = min(width, x + other.width)
        guard x0 < x1 else { return }
        let rowBytes = (x1 - x0) * 4
        let width = self.width
        pixels.withUnsafeMutableBufferPointer { target in
            other.pixels.withUnsafeBufferPointer { source in
                for row in max(0, y)..<min(height, y + other.height) {
                    let from = ((row - y) * other.width + (x0 - x)) * 4, to = (row * width + x0) * 4
                    (target.baseAddress! + to).update(from: source.baseAddress! + from, count: rowBytes)
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
