import RasterImage

extension Canvas {
    /// Sample rows per pixel row of `fillPath`; each row's coverage is exact along x (1/256 px).
    static let pathSampleRows = 16
    /// A fully covered pixel's coverage: every sample row covers it over 256/256 px.
    static let fullPathCoverage = pathSampleRows * 256

    /// Fills `path` with the non-zero winding rule (a point is inside when the edges around it
    /// wind a non-zero number of times: overlapping contours drawn the same way stay filled, a
    /// counter drawn the other way is a hole), anti-aliased, clipped to the current clip.
    ///
    /// Coverage, in integers: each pixel row is cut by 16 sample rows (at 1/32, 3/32, … of the
    /// row); on each, the spans where the winding number is non-zero are added to the pixels they
    /// cross by their exact overlap in 1/256 px. A pixel's coverage is the sum (0…4096), and its
    /// source alpha `(color.a · coverage + 2048) / 4096`, blended with `PixelBlend.over`.
    mutating func fillPath(_ path: FixedPath, color: RGBA) {
        guard !path.isEmpty, color.a > 0 else { return }
        let clip = pixelClip
        // Pixels the path can touch: its bounds, within the clip.
        let px0 = max(clip.x0, Fixed(raw: path.minX).floorPixel), px1 = min(clip.x1, Fixed(raw: path.maxX).ceilPixel)
        let py0 = max(clip.y0, Fixed(raw: path.minY).floorPixel), py1 = min(clip.y1, Fixed(raw: path.maxY).ceilPixel)
        guard px0 < px1, py0 < py1 else { return }
        let coverage = PathCoverage.rows(of: path, columns: px0..<px1, rows: py0..<py1)
        let span = px1 - px0
        let full = Self.fullPathCoverage
        withImage { image in
            let width = image.width
            image.pixels.withUnsafeMutableBufferPointer { buffer in
                for (r, py) in (py0..<py1).enumerated() {
                    let row = r * span
                    for c in 0..<span {
                        let cover = coverage[row + c]
                        guard cover > 0 else { continue }
                        let alpha = (Int(color.a) * min(cover, full) + full / 2) / full
                        guard alpha > 0 else { continue }
                        let i = (py * width + px0 + c) * 4
                        let out = PixelBlend.over(RGBA(buffer[i], buffer[i + 1], buffer[i + 2], buffer[i + 3]), RGBA(color.r, color.g, color.b, UInt8(alpha)))
                        buffer[i] = out.r; buffer[i + 1] = out.g; buffer[i + 2] = out.b; buffer[i + 3] = out.a
                    }
                }
            }
        }
    }
}

/// The coverage computation of `Canvas.fillPath`, apart from the pixels so tests can read it.
enum PathCoverage {
    /// Per pixel of `columns` × `rows` (row-major), the coverage in 0…4096 (see `fillPath`).
    static func rows(of path: FixedPath, columns: Range<Int>, rows: Range<Int>) -> [Int] {
        let span = columns.count
        var coverage = [Int](repeating: 0, count: span * rows.count)
        guard span > 0, !rows.isEmpty else { return coverage }
        let left = columns.lowerBound * 256, right = columns.upperBound * 256
        // Edges by their top, entering the active list as the sample rows reach them.
        let edges = path.edges.sorted { ($0.y0, $0.y1, $0.x0, $0.x1) < ($1.y0, $1.y1, $1.x0, $1.x1) }
        var next = 0
        var active: [FixedPath.Edge] = []
        var crossings: [(x: Int, winding: Int)] = []
        // Whole pixels a span covers are added through a running difference (one add per span end,
        // one prefix sum per row), the partial pixels at its ends directly.
        var fullRuns = [Int](repeating: 0, count: span + 1)
        let step = 256 / Canvas.pathSampleRows
        for (r, py) in rows.enumerated() {
            let rowBase = r * span
            for i in 0..<(span + 1) { fullRuns[i] = 0 }
            for sample in 0..<Canvas.pathSampleRows {
                let sy = py * 256 + sample * step + step / 2
                while next < edges.count, edges[next].y0 <= sy {
                    active.append(edges[next])
                    next += 1
                }
                active.removeAll { $0.y1 <= sy }
                crossings.removeAll(keepingCapacity: true)
                for e in active where e.y0 <= sy {
                    // Where the edge meets the sample row, floor-rounded (exact integers).
                    let x = e.x0 + FixedPath.floorDivision((sy - e.y0) * (e.x1 - e.x0), e.y1 - e.y0)
                    crossings.append((x, e.winding))
                }
                guard crossings.count >= 2 else { continue }
                crossings.sort { $0.x < $1.x || ($0.x == $1.x && $0.winding < $1.winding) }
                var winding = 0
                for k in 0..<(crossings.count - 1) {
                    winding += crossings[k].winding
                    guard winding != 0 else { continue }
                    let a = max(left, crossings[k].x), b = min(right, crossings[k + 1].x)
                    guard a < b else { continue }
                    add(span: a - left, b - left, to: &coverage, rowBase, &fullRuns)
                }
            }
            var run = 0
            for c in 0..<span {
                run += fullRuns[c]
                coverage[rowBase + c] += run
            }
        }
        return coverage
    }

    /// Adds the span [a, b) (1/256 px from the left column) to one sample row's coverage.
    @inline(__always)
    private static func add(span a: Int, _ b: Int, to coverage: inout [Int], _ rowBase: Int, _ fullRuns: inout [Int]) {
        let first = a >> 8, last = (b - 1) >> 8
        if first == last {
            coverage[rowBase + first] += b - a
            return
        }
        coverage[rowBase + first] += (first + 1) * 256 - a
        coverage[rowBase + last] += b - last * 256
        if last > first + 1 {
            fullRuns[first + 1] += 256
            fullRuns[last] -= 256
        }
    }
}
