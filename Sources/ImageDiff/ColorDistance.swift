/// pixelmatch's colour arithmetic: each pixel is blended with white by its alpha, converted to
/// YIQ, and two pixels are as far apart as their weighted squared YIQ difference.
///
/// The operations run in Double and in one fixed order, so that a given pair of pixels always
/// gets the same delta, whichever path (scan, anti-aliasing test, diff picture) asks for it.
extension ImageDiff {
    @inline(__always)
    static func blendWhite(_ c: UInt32, _ alpha: Double) -> Double {
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

    /// The red, green and blue of a packed pixel blended with white by its alpha.
    @inline(__always)
    static func blendedChannels(_ pixel: UInt32) -> (r: Double, g: Double, b: Double) {
        let r = pixel & 0xFF, g = (pixel >> 8) & 0xFF, b = (pixel >> 16) & 0xFF, a = pixel >> 24
        // Opaque pixels (nearly all of a screenshot) skip the division and the blend: with alpha
        // exactly 1, 255 + (c - 255) × 1 is exactly c, so the result is bit-for-bit the same.
        if a == 255 { return (Double(r), Double(g), Double(b)) }
        let alpha = Double(a) / 255.0
        return (blendWhite(r, alpha), blendWhite(g, alpha), blendWhite(b, alpha))
    }

    /// The squared YIQ distance of two packed pixels after blending each with white by its alpha.
    @inline(__always)
    static func colorDelta(_ p: UInt32, _ q: UInt32) -> Double {
        let (r1, g1, b1) = blendedChannels(p)
        let (r2, g2, b2) = blendedChannels(q)
        let y = yOf(r1, g1, b1) - yOf(r2, g2, b2)
        let i = iOf(r1, g1, b1) - iOf(r2, g2, b2)
        let qq = qOf(r1, g1, b1) - qOf(r2, g2, b2)
        return 0.5053 * y * y + 0.299 * i * i + 0.1957 * qq * qq
    }

    /// Brightness (Y) of a packed pixel blended with white by its alpha.
    @inline(__always)
    static func brightness(_ pixel: UInt32) -> Double {
        let (r, g, b) = blendedChannels(pixel)
        return yOf(r, g, b)
    }
}
