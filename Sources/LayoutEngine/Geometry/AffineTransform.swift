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
        let corners = [
            apply(to: Point(x: rect.minX, y: rect.minY)), apply(to: Point(x: rect.maxX, y: rect.minY)),
            apply(to: Point(x: rect.minX, y: rect.maxY)), apply(to: Point(x: rect.maxX, y: rect.maxY)),
        ]
        let xs = corners.map(\.x), ys = corners.map(\.y)
        let minX = xs.min()!, minY = ys.min()!
        return Rect(x: minX, y: minY, width: xs.max()! - minX, height: ys.max()! - minY)
    }
}
