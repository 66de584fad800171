/// A 2-D affine transform (UIKit's `CGAffineTransform`): x' = a·x + c·y + tx, y' = b·x + d·y + ty.
public struct AffineTransform: Hashable, Sendable, Codable {
    public var a: Double, b: Double, c: Double, d: Double, tx: Double, ty: Double

    public init(a: Double, b: Double, c: Double, d: Double, tx: Double, ty: Double) {
        self.a = a; self.b = b; self.c = c; self.d = d; self.tx = tx; self.ty = ty
    }

    public static let identity = AffineTransform(a: 1, b: 0, c: 0, d: 1, tx: 0, ty: 0)

    public init(translationX x: Double, y: Double) {
        self.init(a: 1, b: 0, c: 0, d: 1, tx: x, ty: y)
    }

    public var isIdentity: Bool { self == .identity }

    public func apply(to p: Point) -> Point {
        Point(x: a * p.x + c * p.y + tx, y: b * p.x + d * p.y + ty)
    }

    /// `self` followed by `t` (CoreGraphics' `concatenating`).
    public func concatenating(_ t: AffineTransform) -> AffineTransform {
        AffineTransform(
            a: a * t.a + b * t.c, b: a * t.b + b * t.d,
            c: c * t.a + d * t.c, d: c * t.b + d * t.d,
            tx: tx * t.a + ty * t.c + t.tx, ty: tx * t.b + ty * t.d + t.ty
        )
    }

    /// The inverse (CoreGraphics' `inverted()`); nil when there is none (a scale of 0).
    public var inverted: AffineTransform? {
        let det = a * d - b * c
        guard det != 0, det.isFinite else { return nil }
        return AffineTransform(a: d / det, b: -b / det, c: -c / det, d: a / det,
                               tx: (c * ty - d * tx) / det, ty: (b * tx - a * ty) / det)
    }

    /// The axis-aligned bounding box of `rect` after this transform (what UIKit's `frame`
    /// reports for a transformed view).
    public func boundingBox(of rect: Rect) -> Rect {
        let p0 = apply(to: Point(x: rect.minX, y: rect.minY)), p1 = apply(to: Point(x: rect.maxX, y: rect.minY))
        let p2 = apply(to: Point(x: rect.minX, y: rect.maxY)), p3 = apply(to: Point(x: rect.maxX, y: rect.maxY))
        // The corners' extremes taken in order as `Sequence.min()` and `max()` take them (the
        // first of equal values kept), without the arrays: every layout pass asks this of
        // every view, and a test's debug build pays for each array and closure.
        func extreme(_ values: (Double, Double, Double, Double), greatest: Bool) -> Double {
            var r = values.0
            func take(_ v: Double) { if greatest ? r < v : v < r { r = v } }
            take(values.1); take(values.2); take(values.3)
            return r
        }
        let xs = (p0.x, p1.x, p2.x, p3.x), ys = (p0.y, p1.y, p2.y, p3.y)
        let minX = extreme(xs, greatest: false), minY = extreme(ys, greatest: false)
        return Rect(x: minX, y: minY, width: extreme(xs, greatest: true) - minX, height: extreme(ys, greatest: true) - minY)
    }
}
