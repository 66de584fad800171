import RasterImage

/// Pixel-space coordinates in 1/256 px, the unit every coverage computation uses: positions are
/// rounded once to this grid (an exactly rounded operation), and from there on all arithmetic is
/// integer.
struct Fixed: Comparable, Hashable {
    static let one = 256
    var raw: Int

    init(raw: Int) { self.raw = raw }

    init(_ pixels: Double) {
        // Clamped far outside any image so the integer arithmetic below cannot overflow.
        let scaled = max(-1e12, min(1e12, pixels * Double(Fixed.one)))
        raw = Int(scaled.rounded())
    }

    /// The pixel index containing this position (floor).
    var floorPixel: Int { raw >= 0 ? raw / Fixed.one : -((-raw + Fixed.one - 1) / Fixed.one) }
    /// The first pixel index at or after this position (ceil).
    var ceilPixel: Int { -Fixed(raw: -raw).floorPixel }

    static func < (a: Fixed, b: Fixed) -> Bool { a.raw < b.raw }
}

/// A rectangle in pixel space, on the 1/256 px grid. Empty when x1 <= x0 or y1 <= y0.
struct FixedRect: Hashable {
    var x0: Fixed, y0: Fixed, x1: Fixed, y1: Fixed

    init(x0: Fixed, y0: Fixed, x1: Fixed, y1: Fixed) {
        self.x0 = x0; self.y0 = y0; self.x1 = x1; self.y1 = y1
    }

    init(x: Double, y: Double, width: Double, height: Double) {
        self.init(x0: Fixed(x), y0: Fixed(y), x1: Fixed(x + width), y1: Fixed(y + height))
    }

    var isEmpty: Bool { x1 <= x0 || y1 <= y0 }

    func intersection(_ o: FixedRect) -> FixedRect {
        FixedRect(x0: max(x0, o.x0), y0: max(y0, o.y0), x1: min(x1, o.x1), y1: min(y1, o.y1))
    }

    /// Snapped outwards... no: to the nearest pixel boundaries, for hairlines.
    func snapped() -> FixedRect {
        func snap(_ f: Fixed) -> Fixed { Fixed(raw: ((f.raw + Fixed.one / 2) >> 8) << 8) }
        return FixedRect(x0: snap(x0), y0: snap(y0), x1: snap(x1), y1: snap(y1))
    }
}

extension FixedRect {
    /// The whole pixels this rectangle touches (partly or wholly).
    var touchedPixels: PixelRect {
        PixelRect(x0: x0.floorPixel, y0: y0.floorPixel, x1: max(x0.floorPixel, x1.ceilPixel), y1: max(y0.floorPixel, y1.ceilPixel))
    }

    /// The whole pixels this rectangle covers entirely: where text's and hatching's whole-pixel
    /// drawing may land under it as a clip.
    var wholePixels: PixelRect {
        let x0 = self.x0.ceilPixel, y0 = self.y0.ceilPixel
        return PixelRect(x0: x0, y0: y0, x1: max(x0, x1.floorPixel), y1: max(y0, y1.floorPixel))
    }

    /// `rect` in 1/256 px.
    init(_ rect: PixelRect) {
        self.init(x0: Fixed(raw: rect.x0 * Fixed.one), y0: Fixed(raw: rect.y0 * Fixed.one),
                  x1: Fixed(raw: rect.x1 * Fixed.one), y1: Fixed(raw: rect.y1 * Fixed.one))
    }
}
