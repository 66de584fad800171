import RasterImage

/// Source-over compositing of one straight-alpha RGBA8 pixel onto another, in exact integer
/// arithmetic so every machine produces the same bytes (PictureLegend.md, "Determinism").
/// Shared by the rasterizer and the bitmap font.
enum PixelBlend {
    /// `src` drawn over `dst`.
    ///
    /// With `a` = src.a and `da` = dst.a:
    /// - alpha: `a + (da·(255−a) + 127) / 255` (source-over coverage, rounded);
    /// - colour, per channel: the average of src and dst weighted by `a·255` and `da·(255−a)`,
    ///   rounded half up. On an opaque destination that is exactly
    ///   `(src·a + dst·(255−a) + 127) / 255`; on a fully transparent destination it is the source
    ///   colour exactly; in between, a barely covered destination barely tints the result, as
    ///   straight alpha requires. The divisor is the exact sum of the two weights (not the rounded
    ///   output alpha), so a channel never exceeds 255.
    /// - A fully opaque source replaces the destination; a fully transparent one leaves it as it is.
    @inline(__always)
    static func over(_ dst: RGBA, _ src: RGBA) -> RGBA {
        let a = Int(src.a)
        if a == 255 { return src }
        if a == 0 { return dst }
        let da = Int(dst.a)
        if da == 0 { return src }
        let inverse = 255 - a
        if da == 255 {
            @inline(__always) func mix(_ s: UInt8, _ d: UInt8) -> UInt8 {
                UInt8(truncatingIfNeeded: (Int(s) * a + Int(d) * inverse + 127) / 255)
            }
            return RGBA(mix(src.r, dst.r), mix(src.g, dst.g), mix(src.b, dst.b), 255)
        }
        let sourceWeight = a * 255
        let destinationWeight = da * inverse
        let total = sourceWeight + destinationWeight
        let half = total / 2
        @inline(__always) func mix(_ s: UInt8, _ d: UInt8) -> UInt8 {
            UInt8(truncatingIfNeeded: (Int(s) * sourceWeight + Int(d) * destinationWeight + half) / total)
        }
        let alpha = a + (da * inverse + 127) / 255
        return RGBA(mix(src.r, dst.r), mix(src.g, dst.g), mix(src.b, dst.b), UInt8(truncatingIfNeeded: alpha))
    }
}

/// The last pixel a loop blended and what it became. Along a run of one colour (a flat area under
/// a translucent fill, hatching, a fade, text) a pixel equal to the last one gets its result
/// stored instead of blended again: the same bytes, since a blend depends on the pixel alone.
struct RepeatedBlend {
    private var before: UInt32? = nil
    private var after: UInt32 = 0

    /// The pixel at `offset` of `pixels` blended by `blend` (which reads and writes it there), or
    /// given the last result when it equals the last pixel blended.
    @inline(__always)
    mutating func apply(_ pixels: UnsafeMutableRawPointer, at offset: Int, _ blend: () -> Void) {
        let pixel = pixels.loadUnaligned(fromByteOffset: offset, as: UInt32.self)
        if pixel == before {
            pixels.storeBytes(of: after, toByteOffset: offset, as: UInt32.self)
            return
        }
        blend()
        before = pixel
        after = pixels.loadUnaligned(fromByteOffset: offset, as: UInt32.self)
    }
}
