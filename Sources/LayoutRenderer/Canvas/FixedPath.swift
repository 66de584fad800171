import RasterImage

/// A filled outline in pixel space (1/256 px, `Fixed`), flattened to straight edges as it is built:
/// what `Rasterizer.fillPath` fills with the non-zero winding rule. Points are rounded once, by the
/// caller, to the 1/256 grid; flattening and everything after is integer arithmetic, so a path
/// gives the same edges on every machine.
struct FixedPath {
    /// An edge with y0 < y1 (horizontal edges cross no scanline and are dropped); `winding` is +1
    /// for an edge that went down the page as drawn, -1 for one that went up.
    struct Edge: Equatable {
        var x0: Int, y0: Int, x1: Int, y1: Int
        var winding: Int
    }

    private(set) var edges: [Edge] = []
    /// The bounding box of every point given, control points included (so it holds the curves).
    private(set) var minX = Int.max, minY = Int.max, maxX = Int.min, maxY = Int.min
    private var start: (x: Int, y: Int)?
    private var current = (x: 0, y: 0)

    /// At most this many line segments per cubic: a curve spanning the whole of a 4K screen still
    /// stays within a quarter pixel.
    static let maximumSegmentsPerCubic = 64
    /// The flattening tolerance, 1/16 px (16 in 1/256 px): finer than the 16 sample rows per pixel
    /// of the fill can show.
    static let tolerance = 16

    var isEmpty: Bool { edges.isEmpty }

    /// The whole pixels [x0, x1) × [y0, y1) holding every point given (control points included).
    var pixelBounds: PixelRect {
        PixelRect(x0: Fixed(raw: minX).floorPixel, y0: Fixed(raw: minY).floorPixel, x1: Fixed(raw: maxX).ceilPixel, y1: Fixed(raw: maxY).ceilPixel)
    }

    /// Starts a contour (closing the one before).
    mutating func move(to x: Int, _ y: Int) {
        close()
        start = (x, y)
        current = (x, y)
        include(x, y)
    }

    mutating func line(to x: Int, _ y: Int) {
        if start == nil { move(to: current.x, current.y) }
        addEdge(current.x, current.y, x, y)
        current = (x, y)
        include(x, y)
    }

    /// A cubic Bézier from the current point, flattened into `n` segments of equal parameter
    /// steps. `n` follows Wang's bound: the flattened curve stays within `tolerance` of the curve
    /// when n² ≥ 3·M / (4·tolerance), M the largest second difference of the control points
    /// (|x| + |y|, at least their Euclidean length). Points are B(i/n) computed exactly in integers
    /// (the Bernstein form scaled by n³) and rounded half up.
    mutating func cubic(to x3: Int, _ y3: Int, control1 x1: Int, _ y1: Int, control2 x2: Int, _ y2: Int) {
        if start == nil { move(to: current.x, current.y) }
        let x0 = current.x, y0 = current.y
        include(x1, y1); include(x2, y2); include(x3, y3)
        let m = max(abs(x0 - 2 * x1 + x2) + abs(y0 - 2 * y1 + y2), abs(x1 - 2 * x2 + x3) + abs(y1 - 2 * y2 + y3))
        let n = min(Self.maximumSegmentsPerCubic, max(1, Self.ceilSquareRoot((3 * m + 4 * Self.tolerance - 1) / (4 * Self.tolerance))))
        // Relative to the start point, so the products stay small.
        let ax = x1 - x0, ay = y1 - y0, bx = x2 - x0, by = y2 - y0, cx = x3 - x0, cy = y3 - y0
        let n3 = n * n * n
        var previous = (x: x0, y: y0)
        for i in 1...n {
            let point: (x: Int, y: Int)
            if i == n {
                point = (x3, y3)
            } else {
                let j = n - i
                let w1 = 3 * j * j * i, w2 = 3 * j * i * i, w3 = i * i * i
                point = (x0 + Self.roundedDivision(w1 * ax + w2 * bx + w3 * cx, n3),
                         y0 + Self.roundedDivision(w1 * ay + w2 * by + w3 * cy, n3))
            }
            addEdge(previous.x, previous.y, point.x, point.y)
            previous = point
        }
        current = (x3, y3)
    }

    /// Closes the current contour with an edge back to its start.
    mutating func close() {
        if let s = start, s.x != current.x || s.y != current.y {
            addEdge(current.x, current.y, s.x, s.y)
            current = s
        }
        start = nil
    }

    private mutating func addEdge(_ ax: Int, _ ay: Int, _ bx: Int, _ by: Int) {
        if ay < by {
            edges.append(Edge(x0: ax, y0: ay, x1: bx, y1: by, winding: 1))
        } else if ay > by {
            edges.append(Edge(x0: bx, y0: by, x1: ax, y1: ay, winding: -1))
        }
    }

    private mutating func include(_ x: Int, _ y: Int) {
        minX = min(minX, x); maxX = max(maxX, x)
        minY = min(minY, y); maxY = max(maxY, y)
    }

    /// a / b rounded half up (b > 0), exact for negative a too.
    static func roundedDivision(_ a: Int, _ b: Int) -> Int {
        floorDivision(2 * a + b, 2 * b)
    }

    static func floorDivision(_ a: Int, _ b: Int) -> Int {
        let q = a / b
        return (a % b != 0 && (a < 0) != (b < 0)) ? q - 1 : q
    }

    /// The smallest n with n·n ≥ value (value ≥ 0), by integer Newton steps.
    static func ceilSquareRoot(_ value: Int) -> Int {
        guard value > 1 else { return max(0, value) }
        var x = value, y = (value + 1) / 2
        while y < x {
            x = y
            y = (x + value / x) / 2
        }
        return x * x < value ? x + 1 : x
    }
}
