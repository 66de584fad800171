import RasterImage

extension ImageDiff {
    /// A picture of the differences: the first image faded to grey (pixelmatch's alpha 0.1 over
    /// white), counted differences red (255,0,0), anti-aliasing that is not counted yellow
    /// (255,255,0), ignored regions left faded. nil on a size mismatch.
    public static func diffImage(_ a: Image, _ b: Image, options: DiffOptions = DiffOptions()) -> Image? {
        guard a.width == b.width, a.height == b.height else { return nil }
        let pixelCount = a.width * a.height
        // Every byte is written by the grey pass below: no need to zero the buffer first.
        let out = [UInt8](unsafeUninitializedCapacity: pixelCount * 4) { ob, initialized in
            a.pixels.withUnsafeBytes { ra in
                b.pixels.withUnsafeBytes { rb in
                    guard pixelCount > 0, let o = ob.baseAddress, let pa = ra.baseAddress else { return }
                    fadeToGrey(pa, into: UnsafeMutableRawPointer(o), count: pixelCount)
                    _ = run(ra, rb, width: a.width, height: a.height, options: options, output: o)
                }
            }
            initialized = pixelCount * 4
        }
        return Image(width: a.width, height: a.height, pixels: out)
    }

    /// Writes each pixel of `source` as its faded grey, opaque.
    package static func fadeToGrey(_ source: UnsafeRawPointer, into out: UnsafeMutableRawPointer, count: Int, contrast: Double = 0.1) {
        // Runs of one colour are common: reuse the last pixel's grey.
        var lastPixel = loadPixel(source, 0)
        var lastGrey = greyWord(fadedGrey(lastPixel, contrast: contrast))
        for p in 0..<count {
            let pixel = loadPixel(source, p)
            if pixel != lastPixel {
                lastPixel = pixel
                lastGrey = greyWord(fadedGrey(pixel, contrast: contrast))
            }
            out.storeBytes(of: lastGrey.littleEndian, toByteOffset: p &* 4, as: UInt32.self)
        }
    }

    /// An opaque grey pixel as a packed word.
    @inline(__always)
    static func greyWord(_ grey: UInt8) -> UInt32 {
        let g = UInt32(grey)
        return g | g << 8 | g << 16 | 0xFF00_0000
    }

    /// The grey a pixel of the first image is drawn as in the diff picture: its brightness
    /// (of the unblended colour) blended with white by 0.1 × its alpha.
    static func fadedGrey(_ pixel: UInt32, contrast: Double = 0.1) -> UInt8 {
        let r = pixel & 0xFF, g = (pixel >> 8) & 0xFF, b = (pixel >> 16) & 0xFF, a = pixel >> 24
        let y = yOf(Double(r), Double(g), Double(b))
        let v = 255.0 + (y - 255.0) * (contrast * (Double(a) / 255.0))
        let clamped = min(255.0, max(0.0, v))
        return UInt8(clamped.rounded())
    }
}
