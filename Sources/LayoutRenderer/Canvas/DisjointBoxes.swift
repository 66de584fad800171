import RasterImage

/// Pixel boxes that cover the same pixels as a set of overlapping ones, each pixel once: the
/// places a drawing step is redone (`DiagramPainter.endBatch(placing:after:)`) must not
/// overlap, or the step would be applied twice where they do.
enum DisjointBoxes {
    /// Boxes covering exactly the pixels of `boxes` (empty ones ignored), none overlapping: cut
    /// into bands of rows where no box starts or ends, each band's runs of covered columns,
    /// with a run that goes on unchanged into the next band kept as one box.
    static func covering(_ boxes: [PixelRect]) -> [PixelRect] {
        let boxes = boxes.filter { $0.x0 < $0.x1 && $0.y0 < $0.y1 }
        guard !boxes.isEmpty else { return [] }
        var lines = boxes.flatMap { [$0.y0, $0.y1] }
        lines.sort()
        var result: [PixelRect] = []
        // The runs of the band above, open until a band's runs differ.
        var open: [(x0: Int, x1: Int, y0: Int)] = []
        var previous: Int? = nil
        for line in lines where line != previous {
            defer { previous = line }
            guard let top = previous else { continue }
            // The columns the boxes cover in rows [top, line), as sorted runs.
            let runs = mergedRuns(boxes.filter { $0.y0 <= top && line <= $0.y1 }.map { ($0.x0, $0.x1) })
            if runs.count == open.count, zip(runs, open).allSatisfy({ run, box in run.0 == box.x0 && run.1 == box.x1 }) { continue }
            result += open.map { PixelRect(x0: $0.x0, y0: $0.y0, x1: $0.x1, y1: top) }
            open = runs.map { ($0.0, $0.1, top) }
        }
        if let bottom = previous { result += open.map { PixelRect(x0: $0.x0, y0: $0.y0, x1: $0.x1, y1: bottom) } }
        return result
    }

    /// Column ranges merged where they overlap or touch, in order.
    private static func mergedRuns(_ runs: [(Int, Int)]) -> [(Int, Int)] {
        var merged: [(Int, Int)] = []
        for run in runs.sorted(by: { $0.0 < $1.0 }) {
            if let last = merged.last, run.0 <= last.1 {
                merged[merged.count - 1].1 = max(last.1, run.1)
            } else {
                merged.append(run)
            }
        }
        return merged
    }
}
