/// Inside tests for the supersampled shapes, in 1/256 px integers.

struct RoundedRectShape {
    let rect: FixedRect
    let radius: Int

    /// Whether the sample point lies inside: the central cross, or within `radius` of a corner
    /// centre (squared distances in Int, no rounding).
    func contains(_ sx: Int, _ sy: Int) -> Bool {
        guard sx >= rect.x0.raw, sx < rect.x1.raw, sy >= rect.y0.raw, sy < rect.y1.raw else { return false }
        let cx = sx < rect.x0.raw + radius ? rect.x0.raw + radius : (sx >= rect.x1.raw - radius ? rect.x1.raw - radius : sx)
        let cy = sy < rect.y0.raw + radius ? rect.y0.raw + radius : (sy >= rect.y1.raw - radius ? rect.y1.raw - radius : sy)
        let dx = sx - cx, dy = sy - cy
        return dx * dx + dy * dy <= radius * radius
    }

    /// The sample columns `j` (sample x = 16·j + 8, in 1/256 px, as `Rasterizer.fillSampled` places
    /// them) of sample row `sy` that `contains` says are inside, or nil for none. Exact: in a
    /// corner's band the inside is |dx| ≤ ⌊√(r² − dy²)⌋ from the corner centre's x, in the middle
    /// band every sample in the rect, so one row's inside is one run of samples.
    func insideSampleColumns(sy: Int) -> ClosedRange<Int>? {
        guard sy >= rect.y0.raw, sy < rect.y1.raw else { return nil }
        let cy = sy < rect.y0.raw + radius ? rect.y0.raw + radius : (sy >= rect.y1.raw - radius ? rect.y1.raw - radius : sy)
        let dy = sy - cy
        let room = radius * radius - dy * dy
        guard room >= 0 else { return nil }
        let k = Self.integerSquareRoot(room)
        // Inside sample x, both ends included.
        let lo = max(rect.x0.raw, rect.x0.raw + radius - k), hi = min(rect.x1.raw - 1, rect.x1.raw - radius + k)
        let first = -FixedPath.floorDivision(-(lo - 8), 16), last = FixedPath.floorDivision(hi - 8, 16)
        return first <= last ? first...last : nil
    }

    /// ⌊√n⌋ exactly (the correctly rounded square root, then corrected by whole steps).
    static func integerSquareRoot(_ n: Int) -> Int {
        var k = Int(Double(n).squareRoot())
        while k * k > n { k -= 1 }
        while (k + 1) * (k + 1) <= n { k += 1 }
        return k
    }

    /// Whole pixels: outside the rect (false); in the central cross, or in a corner square with
    /// its farthest point within the radius (true); in a corner square with its nearest point
    /// beyond the radius (false); else sample.
    func classify(_ px: Int, _ py: Int) -> Bool? {
        let x0 = px * 256, y0 = py * 256, x1 = x0 + 256, y1 = y0 + 256
        if x1 <= rect.x0.raw || x0 >= rect.x1.raw || y1 <= rect.y0.raw || y0 >= rect.y1.raw { return false }
        guard x0 >= rect.x0.raw, x1 <= rect.x1.raw, y0 >= rect.y0.raw, y1 <= rect.y1.raw else { return nil }
        let left = x1 <= rect.x0.raw + radius, right = x0 >= rect.x1.raw - radius
        let top = y1 <= rect.y0.raw + radius, bottom = y0 >= rect.y1.raw - radius
        guard (left || right) && (top || bottom) else {
            // Not wholly in a corner square: in the cross unless it straddles a corner square.
            let inCrossX = x0 >= rect.x0.raw + radius && x1 <= rect.x1.raw - radius
            let inCrossY = y0 >= rect.y0.raw + radius && y1 <= rect.y1.raw - radius
            return inCrossX || inCrossY ? true : nil
        }
        let cx = left ? rect.x0.raw + radius : rect.x1.raw - radius
        let cy = top ? rect.y0.raw + radius : rect.y1.raw - radius
        // Farthest and nearest points of the pixel square from the corner centre.
        let fx = max(abs(x0 - cx), abs(x1 - cx)), fy = max(abs(y0 - cy), abs(y1 - cy))
        if fx * fx + fy * fy <= radius * radius { return true }
        let nx = cx < x0 ? x0 - cx : (cx > x1 ? cx - x1 : 0)
        let ny = cy < y0 ? y0 - cy : (cy > y1 ? cy - y1 : 0)
        if nx * nx + ny * ny >= radius * radius { return false }
        return nil
    }
}

struct ConvexPolygonShape {
    /// Edges as (x0, y0, x1, y1), oriented so the inside is on the left (non-negative cross).
    let edges: [(Int, Int, Int, Int)]
    let bounds: FixedRect

    init(points: [(Int, Int)]) {
        // Orientation from the signed area, so either winding works.
        var area = 0
        for i in points.indices {
            let (ax, ay) = points[i], (bx, by) = points[(i + 1) % points.count]
            area += ax * by - bx * ay
        }
        let ordered = area >= 0 ? points : points.reversed()
        edges = ordered.indices.map { i in
            let (ax, ay) = ordered[i], (bx, by) = ordered[(i + 1) % ordered.count]
            return (ax, ay, bx, by)
        }
        bounds = FixedRect(x0: Fixed(raw: points.map(\.0).min()!), y0: Fixed(raw: points.map(\.1).min()!),
                           x1: Fixed(raw: points.map(\.0).max()!), y1: Fixed(raw: points.map(\.1).max()!))
    }

    func contains(_ sx: Int, _ sy: Int) -> Bool {
        for (ax, ay, bx, by) in edges where (bx - ax) * (sy - ay) - (by - ay) * (sx - ax) < 0 { return false }
        return true
    }

    /// A pixel whose four corners are inside is full; one whose corners are all outside the same
    /// edge is empty; others are sampled.
    func classify(_ px: Int, _ py: Int) -> Bool? {
        let corners = [(px * 256, py * 256), (px * 256 + 256, py * 256), (px * 256, py * 256 + 256), (px * 256 + 256, py * 256 + 256)]
        if corners.allSatisfy({ contains($0.0, $0.1) }) { return true }
        for (ax, ay, bx, by) in edges where corners.allSatisfy({ (bx - ax) * ($0.1 - ay) - (by - ay) * ($0.0 - ax) < 0 }) {
            return false
        }
        return nil
    }
}
