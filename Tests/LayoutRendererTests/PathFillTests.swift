import RasterImage
import SharedTestSupport
import Testing
@testable import LayoutRenderer

/// The path rasterizer text is drawn with (`FixedPath`, `Rasterizer.fillPath`): exact integer
/// coverage, the non-zero winding rule, a fixed flattening rule.
@Suite("path fill")
struct PathFillTests {
    static let full = Rasterizer.fullPathCoverage

    /// A rectangle path in pixels (converted to the 1/256 grid), drawn clockwise or not.
    static func rect(_ x0: Double, _ y0: Double, _ x1: Double, _ y1: Double, into path: inout FixedPath, reversed: Bool = false) {
        let a = (Fixed(x0).raw, Fixed(y0).raw), b = (Fixed(x1).raw, Fixed(y1).raw)
        let corners = [(a.0, a.1), (b.0, a.1), (b.0, b.1), (a.0, b.1)]
        let ordered = reversed ? corners.reversed() : corners
        path.move(to: ordered[0].0, ordered[0].1)
        for c in ordered.dropFirst() { path.line(to: c.0, c.1) }
        path.close()
    }

    static func coverage(_ path: FixedPath, width: Int, height: Int) -> [Int] {
        PathCoverage.rows(of: path, columns: 0..<width, rows: 0..<height)
    }

    @Test("a rectangle's coverage sums to its area exactly (1/256 px across, 16 rows a pixel)")
    func rectangleArea() {
        var path = FixedPath()
        Self.rect(1.25, 0.5, 11.75, 3.75, into: &path)
        let sum = Self.coverage(path, width: 16, height: 6).reduce(0, +)
        // 10.5 px wide; 3.25 px tall is 52 sample rows of 16 per pixel.
        #expect(sum == Int(10.5 * 256) * 52)
        // Every pixel wholly inside is full; none outside is touched.
        let c = Self.coverage(path, width: 16, height: 6)
        #expect(c[1 * 16 + 5] == Self.full)
        #expect(c[5 * 16 + 5] == 0 && c[1 * 16 + 0] == 0 && c[1 * 16 + 12] == 0)
        #expect(c[1 * 16 + 1] == 192 * 16)
    }

    @Test("a one-pixel stem on the grid fills one column; off the grid, two half columns")
    func stem() {
        var onGrid = FixedPath()
        Self.rect(10, 0, 11, 8, into: &onGrid)
        let a = Self.coverage(onGrid, width: 20, height: 8)
        for y in 0..<8 {
            #expect(a[y * 20 + 10] == Self.full)
            #expect(a[y * 20 + 9] == 0 && a[y * 20 + 11] == 0)
        }
        var offGrid = FixedPath()
        Self.rect(10.5, 0, 11.5, 8, into: &offGrid)
        let b = Self.coverage(offGrid, width: 20, height: 8)
        for y in 0..<8 {
            #expect(b[y * 20 + 10] == Self.full / 2 && b[y * 20 + 11] == Self.full / 2)
            #expect(b[y * 20 + 9] == 0 && b[y * 20 + 12] == 0)
        }
        // Drawn black on white: one black column, or two mid-grey ones.
        var canvas = Canvas(width: 20, height: 8, background: RGBA(255, 255, 255))
        canvas.fillPath(onGrid, color: RGBA(0, 0, 0))
        #expect(canvas.image[10, 3] == RGBA(0, 0, 0) && canvas.image[9, 3] == RGBA(255, 255, 255))
        var grey = Canvas(width: 20, height: 8, background: RGBA(255, 255, 255))
        grey.fillPath(offGrid, color: RGBA(0, 0, 0))
        #expect(grey.image[10, 3] == RGBA(127, 127, 127, 255) && grey.image[11, 3] == grey.image[10, 3])
    }

    @Test("non-zero winding: overlaps drawn the same way fill once, a contour drawn the other way is a hole")
    func winding() {
        var same = FixedPath()
        Self.rect(0, 0, 6, 6, into: &same)
        Self.rect(3, 3, 9, 9, into: &same)
        // The union: 36 + 36 - 9 px², every covered pixel full.
        #expect(Self.coverage(same, width: 10, height: 10).reduce(0, +) == 63 * Self.full)
        #expect(Self.coverage(same, width: 10, height: 10).allSatisfy { $0 == 0 || $0 == Self.full })
        var hole = FixedPath()
        Self.rect(0, 0, 9, 9, into: &hole)
        Self.rect(3, 3, 6, 6, into: &hole, reversed: true)
        let c = Self.coverage(hole, width: 10, height: 10)
        #expect(c.reduce(0, +) == (81 - 9) * Self.full)
        #expect(c[4 * 10 + 4] == 0 && c[1 * 10 + 1] == Self.full)
        // The inner square drawn the same way as the outer one is no hole (non-zero, not even-odd).
        var nested = FixedPath()
        Self.rect(0, 0, 9, 9, into: &nested)
        Self.rect(3, 3, 6, 6, into: &nested)
        #expect(Self.coverage(nested, width: 10, height: 10)[4 * 10 + 4] == Self.full)
    }

    @Test("cubics are flattened by a fixed rule: a circle of four cubics covers πr² to within 0.2%")
    func circle() {
        // The usual four-arc approximation, kappa 0.5523, radius 40 px around (50, 50).
        let r = 40.0, k = 0.5523 * r, cx = 50.0, cy = 50.0
        func f(_ x: Double, _ y: Double) -> (Int, Int) { (Fixed(x).raw, Fixed(y).raw) }
        var path = FixedPath()
        let start = f(cx + r, cy)
        path.move(to: start.0, start.1)
        let arcs: [((Double, Double), (Double, Double), (Double, Double))] = [
            ((cx + r, cy + k), (cx + k, cy + r), (cx, cy + r)),
            ((cx - k, cy + r), (cx - r, cy + k), (cx - r, cy)),
            ((cx - r, cy - k), (cx - k, cy - r), (cx, cy - r)),
            ((cx + k, cy - r), (cx + r, cy - k), (cx + r, cy)),
        ]
        for (c1, c2, end) in arcs {
            let a = f(c1.0, c1.1), b = f(c2.0, c2.1), e = f(end.0, end.1)
            path.cubic(to: e.0, e.1, control1: a.0, a.1, control2: b.0, b.1)
        }
        path.close()
        // Several segments per quarter, never more than the cap.
        #expect(path.edges.count > 16 && path.edges.count <= 4 * FixedPath.maximumSegmentsPerCubic)
        let area = Double(Self.coverage(path, width: 100, height: 100).reduce(0, +)) / Double(Self.full)
        #expect(abs(area - Double.pi * r * r) / (Double.pi * r * r) < 0.002)
    }

    @Test("coverage is clipped, and the same path fills the same pixels every time")
    func clipAndDeterminism() {
        var path = FixedPath()
        Self.rect(0.3, 0.3, 7.7, 7.7, into: &path)
        var a = Canvas(width: 8, height: 8, background: RGBA(255, 255, 255))
        a.pushClip(x: 2, y: 2, width: 3, height: 3)
        a.fillPath(path, color: RGBA(0, 0, 0, 200))
        a.popClip()
        for y in 0..<8 { for x in 0..<8 {
            let inside = (2..<5).contains(x) && (2..<5).contains(y)
            #expect((a.image[x, y] != RGBA(255, 255, 255)) == inside, "(\(x), \(y))")
        } }
        var b = Canvas(width: 8, height: 8, background: RGBA(255, 255, 255))
        b.pushClip(x: 2, y: 2, width: 3, height: 3)
        b.fillPath(path, color: RGBA(0, 0, 0, 200))
        #expect(a.image == b.image)
    }

    /// The definition, computed the slow way: per sample row, every edge's crossing by one
    /// division, sorted, swept, and each covered span added pixel by pixel.
    static func reference(_ path: FixedPath, width: Int, height: Int) -> [Int] {
        var coverage = [Int](repeating: 0, count: width * height)
        for py in 0..<height {
            for sample in 0..<Rasterizer.pathSampleRows {
                let sy = py * 256 + sample * 16 + 8
                var crossings: [(x: Int, w: Int)] = []
                for e in path.edges where e.y0 <= sy && sy < e.y1 {
                    crossings.append((e.x0 + FixedPath.floorDivision((sy - e.y0) * (e.x1 - e.x0), e.y1 - e.y0), e.winding))
                }
                crossings.sort { $0.x < $1.x }
                var winding = 0
                for k in 0..<max(0, crossings.count - 1) {
                    winding += crossings[k].w
                    guard winding != 0 else { continue }
                    let a = max(0, crossings[k].x), b = min(width * 256, crossings[k + 1].x)
                    guard a < b else { continue }
                    for px in (a >> 8)...((b - 1) >> 8) {
                        coverage[py * width + px] += min(b, (px + 1) * 256) - max(a, px * 256)
                    }
                }
            }
        }
        return coverage
    }

    @Test("the stepped edges and running sums give exactly the per-row definition, on random polygons and curves")
    func matchesTheDefinition() {
        var random = SplitMix64(state: 0x7E57_7E47)
        for _ in 0..<40 {
            var path = FixedPath()
            for _ in 0..<(1 + random.below(3)) {
                func point() -> (Int, Int) { (random.below(24 * 256) - 2 * 256, random.below(20 * 256) - 2 * 256) }
                let start = point()
                path.move(to: start.0, start.1)
                for _ in 0..<(2 + random.below(6)) {
                    let p = point()
                    if random.below(2) == 0 {
                        path.line(to: p.0, p.1)
                    } else {
                        let c1 = point(), c2 = point()
                        path.cubic(to: p.0, p.1, control1: c1.0, c1.1, control2: c2.0, c2.1)
                    }
                }
                path.close()
            }
            #expect(Self.coverage(path, width: 20, height: 16) == Self.reference(path, width: 20, height: 16))
        }
    }

    @Test("the integer helpers round as documented")
    func helpers() {
        #expect(FixedPath.roundedDivision(5, 2) == 3 && FixedPath.roundedDivision(-5, 2) == -2 && FixedPath.roundedDivision(-7, 2) == -3)
        #expect(FixedPath.floorDivision(-1, 256) == -1 && FixedPath.floorDivision(255, 256) == 0)
        for v in [0, 1, 2, 3, 4, 5, 15, 16, 17, 99, 100, 101, 1 << 40] {
            let s = FixedPath.ceilSquareRoot(v)
            #expect(s * s >= v && (s == 0 || (s - 1) * (s - 1) < v), "\(v)")
        }
    }
}
