/// Ignored rectangles, clipped to the image, asked row by row: the scan only looks at them for
/// rows that differ, and most snapshots have none.
struct IgnoredRegions {
    private var rects: [PixelRect] = []

    init(_ regions: [PixelRect], width: Int, height: Int) {
        for r in regions {
            let x0 = max(r.x, 0), y0 = max(r.y, 0)
            let x1 = min(r.x + max(r.width, 0), width), y1 = min(r.y + max(r.height, 0), height)
            if x0 < x1 && y0 < y1 { rects.append(PixelRect(x0: x0, y0: y0, x1: x1, y1: y1)) }
        }
    }

    var isEmpty: Bool { rects.isEmpty }

    /// The ignored column ranges of row y (possibly overlapping), written into `spans`.
    func spans(ofRow y: Int, into spans: inout [Range<Int>]) {
        spans.removeAll(keepingCapacity: true)
        for r in rects where y >= r.y0 && y < r.y1 { spans.append(r.x0..<r.x1) }
    }
}
