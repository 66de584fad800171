import RasterImage

extension Rasterizer {
    /// Sample rows per pixel row of `fillPath`; each row's coverage is exact along x (1/256 px).
    static let pathSampleRows = 16
    /// A fully covered pixel's coverage: every sample row covers it over 256/256 px.
    static let fullPathCoverage = pathSampleRows * 256

    /// Fills `path` with the non-zero winding rule (a point is inside when the edges around it
    /// wind a non-zero number of times: overlapping contours drawn the same way stay filled, a
    /// counter drawn the other way is a hole), anti-aliased, clipped to `clip`.
    ///
    /// Coverage, in integers: each pixel row is cut by 16 sample rows (at 1/32, 3/32, … of the
    /// row); on each, the spans where the winding number is non-zero are added to the pixels they
    /// cross by their exact overlap in 1/256 px. A pixel's coverage is the sum (0…4096), and its
    /// source alpha `(color.a · coverage + 2048) / 4096`, blended with `PixelBlend.over`.
    mutating func fillPath(_ path: FixedPath, color: RGBA, clip: PixelRect) {
        guard !path.isEmpty, color.a > 0 else { return }
        // Pixels the path can touch: its bounds, within the clip.
        let bounds = path.pixelBounds
        let px0 = max(clip.x0, bounds.x0), px1 = min(clip.x1, bounds.x1)
        let py0 = max(clip.y0, bounds.y0), py1 = min(clip.y1, bounds.y1)
        guard px0 < px1, py0 < py1 else { return }
        let coverage = PathCoverage.rows(of: path, columns: px0..<px1, rows: py0..<py1)
        blend(coverage, columns: px0..<px1, rows: py0..<py1, within: PixelRect(x0: px0, y0: py0, x1: px1, y1: py1), color: color)
    }

    /// Blends `color` at each pixel of `within` by `coverage` (0…`fullPathCoverage`, row-major
    /// over `columns` × `rows`, which hold `within`): source alpha `(color.a · coverage + 2048) /
    /// 4096`, with `PixelBlend.over`.
    mutating func blend<Coverage: FixedWidthInteger>(_ coverage: [Coverage], columns: Range<Int>, rows: Range<Int>, within: PixelRect, color: RGBA) {
        let span = columns.count
        let width = pixels.width
        pixels.withBytes { buffer in
            let words = UnsafeMutableRawPointer(buffer.baseAddress!)
            coverage.withUnsafeBufferPointer { coverage in
                // Text lies on a flat background: the blends onto the first opaque pixel met
                // are kept by alpha, and a pixel equal to it takes its result from there
                // (0: not yet made; a blend onto an opaque pixel is opaque, never 0).
                withUnsafeTemporaryAllocation(of: UInt32.self, capacity: 256) { onKey in
                    onKey.initialize(repeating: 0)
                    var key: UInt32? = nil
                    for py in within.y0..<within.y1 {
                        let row = (py - rows.lowerBound) * span - columns.lowerBound
                        for px in within.x0..<within.x1 {
                            let cover = Int(coverage[row + px])
                            guard cover > 0 else { continue }
                            let alpha = Self.glyphAlpha(cover, color: color)
                            guard alpha > 0 else { continue }
                            let i = (py * width + px) * 4
                            let before = words.load(fromByteOffset: i, as: UInt32.self)
                            if before == key, onKey[alpha] != 0 {
                                words.storeBytes(of: onKey[alpha], toByteOffset: i, as: UInt32.self)
                                continue
                            }
                            // Read and written as whole words: a word read just after four
                            // byte writes to it waits for them.
                            let under = RGBA(word: before)
                            let out = PixelBlend.over(under, RGBA(color.r, color.g, color.b, UInt8(alpha))).word
                            words.storeBytes(of: out, toByteOffset: i, as: UInt32.self)
                            if key == nil, under.a == 255 { key = before }
                            if before == key { onKey[alpha] = out }
                        }
                    }
                }
            }
        }
    }
}

/// The coverage computation of `Rasterizer.fillPath`, apart from the pixels so tests can read it.
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
        // The edges a sample row may cross (their top reached, their bottom not yet passed), and
        // the crossings of one row: fixed buffers, reused row after row.
        var active = [ActiveEdge](repeating: ActiveEdge(), count: edges.count)
        var activeCount = 0
        var crossX = [Int](repeating: 0, count: edges.count), crossWinding = [Int](repeating: 0, count: edges.count)
        // Whole pixels a span covers are added through a running difference (one add per span end,
        // one prefix sum per row), the partial pixels at its ends directly.
        var fullRuns = [Int](repeating: 0, count: span + 1)
        let step = 256 / Rasterizer.pathSampleRows
        for (r, py) in rows.enumerated() {
            let rowBase = r * span
            for i in 0..<(span + 1) { fullRuns[i] = 0 }
            for sample in 0..<Rasterizer.pathSampleRows {
                let sy = py * 256 + sample * step + step / 2
                while next < edges.count, edges[next].y0 <= sy {
                    active[activeCount] = ActiveEdge(edges[next], at: sy, step: step)
                    activeCount += 1
                    next += 1
                }
                // Drop the edges that end above this row (order kept: the crossings' order, and
                // so the sort's work, stays the same from row to row).
                var kept = 0
                for i in 0..<activeCount where active[i].y1 > sy {
                    active[kept] = active[i]
                    kept += 1
                }
                activeCount = kept
                guard activeCount >= 2 else {
                    for i in 0..<activeCount { active[i].advance() }
                    continue
                }
                // Where each edge meets the sample row, sorted by x (insertion sort: a glyph's
                // row crosses a handful of edges).
                for i in 0..<activeCount {
                    let x = active[i].x, w = active[i].winding
                    active[i].advance()
                    var j = i - 1
                    while j >= 0, crossX[j] > x || (crossX[j] == x && crossWinding[j] > w) {
                        crossX[j + 1] = crossX[j]
                        crossWinding[j + 1] = crossWinding[j]
                        j -= 1
                    }
                    crossX[j + 1] = x
                    crossWinding[j + 1] = w
                }
                var winding = 0
                for k in 0..<(activeCount - 1) {
                    winding += crossWinding[k]
                    guard winding != 0 else { continue }
                    let a = max(left, crossX[k]), b = min(right, crossX[k + 1])
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

    /// An edge crossing the sample rows: where it meets the current one, x0 + ⌊(sy − y0)·dx / dy⌋
    /// exactly, kept as a quotient and remainder and stepped from row to row by adding the step's
    /// own quotient and remainder (the same integers a division per row gives, without one).
    struct ActiveEdge {
        var y1 = 0, winding = 0
        private var x0 = 0, dy = 1, quotient = 0, remainder = 0, stepQuotient = 0, stepRemainder = 0

        init() {}

        init(_ e: FixedPath.Edge, at sy: Int, step: Int) {
            y1 = e.y1; winding = e.winding; x0 = e.x0; dy = e.y1 - e.y0
            let dx = e.x1 - e.x0
            quotient = FixedPath.floorDivision((sy - e.y0) * dx, dy)
            remainder = (sy - e.y0) * dx - quotient * dy
            stepQuotient = FixedPath.floorDivision(step * dx, dy)
            stepRemainder = step * dx - stepQuotient * dy
        }

        /// Where the edge meets the current sample row (1/256 px, floor-rounded).
        var x: Int { x0 + quotient }

        /// On to the next sample row.
        @inline(__always)
        mutating func advance() {
            quotient += stepQuotient
            remainder += stepRemainder
            if remainder >= dy {
                quotient += 1
                remainder -= dy
            }
        }
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
