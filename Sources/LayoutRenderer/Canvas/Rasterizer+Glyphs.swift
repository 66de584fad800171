import RasterImage

extension Rasterizer {
    /// A glyph pixel's source alpha for coverage `cover` (0…`fullPathCoverage`, more where
    /// contours overlap) in `color`: `(color.a · cover + 2048) / 4096`, as `fillPath` blends.
    @inline(__always)
    static func glyphAlpha(_ cover: Int, color: RGBA) -> Int {
        (Int(color.a) * min(cover, fullPathCoverage) + fullPathCoverage / 2) / fullPathCoverage
    }

    /// Blends a glyph's cached coverage (`GlyphCache`) with its origin at pixel (`x`, `y`), as
    /// `fillPath` blends the glyph's path placed there, clipped to `clip`.
    ///
    /// Where the pixels under it are the background under its first covered pixel, the glyph's
    /// pixels on that background are copied four at a step (`GlyphBlends`); any other pixel is
    /// blended by itself. The same bytes as blending every pixel.
    mutating func blend(_ mask: GlyphCache.Mask, x: Int, y: Int, color: RGBA, clip: PixelRect) {
        guard mask.width > 0, color.a > 0 else { return }
        let mx0 = x + mask.x0, my0 = y + mask.y0
        let px0 = max(clip.x0, mx0), px1 = min(clip.x1, mx0 + mask.width)
        let py0 = max(clip.y0, my0), py1 = min(clip.y1, my0 + mask.height)
        guard px0 < px1, py0 < py1 else { return }
        let raw = UnsafeMutableRawPointer(pixels.base), rowBytes = pixels.width * 4
        // The background: the pixel under the first pixel the glyph changes, when opaque.
        var first: Int? = nil
        search: for py in py0..<py1 {
            for px in px0..<px1 where Self.glyphAlpha(Int(mask.coverage[(py - my0) * mask.width + px - mx0]), color: color) > 0 {
                first = py * rowBytes + px * 4
                break search
            }
        }
        guard let first else { return }
        let background = raw.load(fromByteOffset: first, as: UInt32.self)
        guard RGBA(word: background).a == 255 else {
            return blend(mask.coverage, columns: mx0..<(mx0 + mask.width), rows: my0..<(my0 + mask.height), within: PixelRect(x0: px0, y0: py0, x1: px1, y1: py1), color: color)
        }
        let made = glyphBlends.pixels(of: mask, color: color, on: background)
        let onBackground = SIMD4<UInt32>(repeating: background)
        made.withUnsafeBufferPointer { made in
            mask.coverage.withUnsafeBufferPointer { coverage in
                for py in py0..<py1 {
                    // Mask index of column px: m + px.
                    let m = (py - my0) * mask.width - mx0
                    let row = raw + py * rowBytes
                    @inline(__always) func blendPixel(_ px: Int) {
                        let source = made[m + px]
                        guard source != 0 else { return }
                        let under = row.load(fromByteOffset: px * 4, as: UInt32.self)
                        if under == background { return row.storeBytes(of: source, toByteOffset: px * 4, as: UInt32.self) }
                        let alpha = Self.glyphAlpha(Int(coverage[m + px]), color: color)
                        row.storeBytes(of: PixelBlend.over(RGBA(word: under), RGBA(color.r, color.g, color.b, UInt8(alpha))).word,
                                       toByteOffset: px * 4, as: UInt32.self)
                    }
                    var px = px0
                    while px + 4 <= px1 {
                        let source = UnsafeRawPointer(made.baseAddress! + m + px).loadUnaligned(as: SIMD4<UInt32>.self)
                        if !source.isZero {
                            let under = row.loadUnaligned(fromByteOffset: px * 4, as: SIMD4<UInt32>.self)
                            let touched = source.nonzeroLanes
                            if (touched & (under ^ onBackground).nonzeroLanes).isZero {
                                row.storeBytes(of: source.selecting(SIMD4() &- touched, else: under), toByteOffset: px * 4, as: SIMD4<UInt32>.self)
                            } else {
                                for k in px..<(px + 4) { blendPixel(k) }
                            }
                        }
                        px += 4
                    }
                    while px < px1 { blendPixel(px); px += 1 }
                }
            }
        }
    }
}
