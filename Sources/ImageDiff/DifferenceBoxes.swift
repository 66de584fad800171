/// The counted pixels of a comparison, kept as horizontal runs, and the bounding boxes of their
/// 8-connected groups.
///
/// Runs rather than a width × height mask: the scan meets counted pixels in row order, so runs
/// come out sorted for free, a typical snapshot difference is a few thousand runs, and nothing of
/// the image's size has to be allocated, zeroed or flood-filled.
struct CountedRuns {
    /// One run: pixels x0...x1 (inclusive) of row y.
    struct Run {
        var y: Int, x0: Int, x1: Int
    }

    private(set) var runs: [Run] = []

    /// Adds pixel (x, y); calls must come in scan order (y, then x, increasing).
    @inline(__always)
    mutating func append(x: Int, y: Int) {
        if let last = runs.last, last.y == y, last.x1 == x - 1 {
            runs[runs.count - 1].x1 = x
        } else {
            runs.append(Run(y: y, x0: x, x1: x))
        }
    }

    /// Bounding boxes of the 8-connected groups, sorted by (y, x, height, width), capped at
    /// `maxBoxes` by merging the rest into the last.
    func boundingBoxes(maxBoxes: Int) -> [PixelRect] {
        let count = runs.count
        guard count > 0 else { return [] }
        // Union-find over runs: two runs touch when they lie in neighbouring rows and their
        // column ranges overlap once widened by one pixel (diagonal neighbours count).
        var parent = Array(0..<count)
        var boxes: [PixelRect] = []
        runs.withUnsafeBufferPointer { runs in
            parent.withUnsafeMutableBufferPointer { parent in
                func root(_ i: Int) -> Int {
                    var i = i
                    while parent[i] != i {
                        parent[i] = parent[parent[i]]  // path halving
                        i = parent[i]
                    }
                    return i
                }
                var previousRow = 0..<0  // runs of the row above the current one, if adjacent
                var start = 0
                while start < count {
                    let y = runs[start].y
                    var end = start + 1
                    while end < count && runs[end].y == y { end += 1 }
                    if !previousRow.isEmpty && runs[previousRow.lowerBound].y == y - 1 {
                        // Both rows are sorted by x and their runs are disjoint: walk them together.
                        var first = previousRow.lowerBound
                        for current in start..<end {
                            let reachLow = runs[current].x0 - 1, reachHigh = runs[current].x1 + 1
                            while first < previousRow.upperBound && runs[first].x1 < reachLow { first += 1 }
                            var above = first
                            while above < previousRow.upperBound && runs[above].x0 <= reachHigh {
                                let a = root(above), c = root(current)
                                if a != c { parent[max(a, c)] = min(a, c) }
                                above += 1
                            }
                        }
                    }
                    previousRow = start..<end
                    start = end
                }
                // One box per group, grown over its runs; index by the group's root run.
                var boxOfRoot = [Int](repeating: -1, count: count)
                for i in 0..<count {
                    let run = runs[i], r = root(i)
                    if boxOfRoot[r] < 0 {
                        boxOfRoot[r] = boxes.count
                        boxes.append(PixelRect(x: run.x0, y: run.y, width: run.x1 - run.x0 + 1, height: 1))
                    } else {
                        let box = boxes[boxOfRoot[r]]
                        let x0 = min(box.x, run.x0), x1 = max(box.x + box.width, run.x1 + 1)
                        let y0 = min(box.y, run.y), y1 = max(box.y + box.height, run.y + 1)
                        boxes[boxOfRoot[r]] = PixelRect(x: x0, y: y0, width: x1 - x0, height: y1 - y0)
                    }
                }
            }
        }
        boxes.sort { ($0.y, $0.x, $0.height, $0.width) < ($1.y, $1.x, $1.height, $1.width) }
        if boxes.count > maxBoxes {
            var last = boxes[maxBoxes - 1]
            for extra in boxes[maxBoxes...] {
                let x0 = min(last.x, extra.x), y0 = min(last.y, extra.y)
                let x1 = max(last.x + last.width, extra.x + extra.width)
                let y1 = max(last.y + last.height, extra.y + extra.height)
                last = PixelRect(x: x0, y: y0, width: x1 - x0, height: y1 - y0)
            }
            boxes.removeSubrange((maxBoxes - 1)...)
            boxes.append(last)
        }
        return boxes
    }
}
