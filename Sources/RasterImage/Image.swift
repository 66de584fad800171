/// An 8-bit RGBA image: the one pixel type the renderer draws, the PNG codec reads and writes,
/// and the diff compares. Straight (not premultiplied) alpha, rows top to bottom, 4 bytes a pixel,
/// no row padding.
public struct Image: Hashable, Sendable {
    public let width: Int
    public let height: Int
    public var pixels: [UInt8]

    public init(width: Int, height: Int, pixels: [UInt8]) {
        precondition(width >= 0 && height >= 0 && pixels.count == width * height * 4, "pixels must hold width × height × 4 bytes")
        self.width = width
        self.height = height
        self.pixels = pixels
    }

    public init(width: Int, height: Int, fill: RGBA = RGBA(0, 0, 0, 0)) {
        precondition(width >= 0 && height >= 0)
        self.width = width
        self.height = height
        var pixels = [UInt8](repeating: 0, count: width * height * 4)
        if fill != RGBA(0, 0, 0, 0), width > 0, height > 0 {
            // The first row pixel by pixel, then every other row copied from it.
            let rowBytes = width * 4
            pixels.withUnsafeMutableBufferPointer { buffer in
                for i in stride(from: 0, to: rowBytes, by: 4) {
                    buffer[i] = fill.r; buffer[i + 1] = fill.g; buffer[i + 2] = fill.b; buffer[i + 3] = fill.a
                }
                let base = buffer.baseAddress!
                for row in 1..<height {
                    (base + row * rowBytes).update(from: base, count: rowBytes)
                }
            }
        }
        self.pixels = pixels
    }

    public subscript(x: Int, y: Int) -> RGBA {
        get {
            let i = (y * width + x) * 4
            return RGBA(pixels[i], pixels[i + 1], pixels[i + 2], pixels[i + 3])
        }
        set {
            let i = (y * width + x) * 4
            pixels[i] = newValue.r; pixels[i + 1] = newValue.g; pixels[i + 2] = newValue.b; pixels[i + 3] = newValue.a
        }
    }
}

/// One 8-bit RGBA colour, straight alpha.
public struct RGBA: Hashable, Sendable, CustomStringConvertible {
    public var r: UInt8, g: UInt8, b: UInt8, a: UInt8

    public init(_ r: UInt8, _ g: UInt8, _ b: UInt8, _ a: UInt8 = 255) {
        self.r = r; self.g = g; self.b = b; self.a = a
    }

    public var description: String {
        let digits = Array("0123456789ABCDEF")
        return "#" + [r, g, b, a].map { String([digits[Int($0 >> 4)], digits[Int($0 & 15)]]) }.joined()
    }
}
