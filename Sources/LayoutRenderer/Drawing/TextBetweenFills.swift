import LayoutEngine
import RasterImage

// Text between the fills of the views' batch (Sources/LayoutRenderer/README.md, "Words"): where
// a label's glyphs meet the fills recorded around them, and how the batch ends with them in
// place, making again only the boxes around the glyphs.
extension DiagramPainter {
    /// The first of `fills` that reaches a pixel of `texts`' glyphs (their outlines' pixel
    /// bounds), nil when none does: the fills before it and the text can be drawn in either order.
    static func firstFill(_ fills: ArraySlice<SpanCompositor.Fill>, touching texts: [PreparedText]) -> Int? {
        let boxes = texts.flatMap(\.pixelBounds)
        guard !boxes.isEmpty else { return nil }
        let all = PixelRect(x0: boxes.map(\.x0).min()!, y0: boxes.map(\.y0).min()!, x1: boxes.map(\.x1).max()!, y1: boxes.map(\.y1).max()!)
        return fills.firstIndex { f in
            let box = PixelRect(x0: f.rect.x0.floorPixel, y0: f.rect.y0.floorPixel, x1: f.rect.x1.ceilPixel, y1: f.rect.y1.ceilPixel)
            return all.meets(box) && boxes.contains { $0.meets(box) }
        }
    }

    /// Ends the batch with text drawn between its fills: `textBetweenFills` (the labels drawn
    /// in the views' order), then `text` after the first `count` fills. The same bytes as
    /// drawing them in that order, in fewer passes: the whole batch is composited in one pass on
    /// the still flat canvas (from the top, in steps), and only where the glyphs are (disjoint
    /// boxes around their lines) is it made again step by step: the fills before the first text
    /// (unless none after it reaches the box: the pass left it so), each text and the fills
    /// after it. A picture's text covers a small part of it, so the fills over text (the bars
    /// and overlays over text scrolled under them, a view in front of a label's glyphs) cost
    /// one pass over the rest instead of two.
    ///
    /// `mapping`: the batch's colours are stored as it makes them (the content beyond the screen,
    /// faded), except in the boxes made again, which are returned: the caller draws what else
    /// goes there (`redoing`: boxes of its own, made again too) and maps them.
    ///
    /// `rowsDone(&painter, rows)`: called for every row of the canvas once, top to bottom, as
    /// soon as the batch and its text are done there, to draw what goes over them while the
    /// rows are in the cache (the unsafe area's hatching, `LayoutRenderer.renderScreen`). Not
    /// with `mapping` or `redoing`: what it drew would lie under the caller's boxes and be mapped.
    @discardableResult
    mutating func endBatch(placing text: [PreparedText], after count: Int, mapping: ((RGBA) -> RGBA)? = nil, redoing extra: [PixelRect] = [],
                           budget: Int = redoBudget, rowsDone: ((inout DiagramPainter, Range<Int>) -> Void)? = nil) -> [PixelRect] {
        precondition(rowsDone == nil || (mapping == nil && extra.isEmpty), "rows are done by the caller of a mapped batch")
        let rowsDone = rowsDone ?? { _, _ in }
        let all = canvas.region.y0..<canvas.region.y1
        let fills = canvas.recordedFills
        let layers = textBetweenFills + text.map { (after: count, text: $0) }
        textBetweenFills = []
        precondition(canvas.isPristine, "the views' batch begins on a flat canvas")
        precondition(zip(layers, layers.dropFirst()).allSatisfy { $0.after <= $1.after }, "text goes between the fills in drawing order")
        // Text over every fill, the colours kept: drawn over the batch, nothing to make again.
        if mapping == nil, extra.isEmpty, !layers.contains(where: { $0.after < fills.count }) {
            canvas.endBatch()
            draw(layers.map(\.text))
            rowsDone(&self, all)
            return []
        }
        let lines = layers.map(\.text.lines)
        let boxes = lines.flatMap { $0.map(\.box) } + extra
        // The texts with glyphs on this canvas (a band shows a few of a long page's labels).
        let shown = layers.indices.filter { !lines[$0].isEmpty }
        guard boxes.count * (fills.count + boxes.count + shown.count) <= budget else {
            // In turn over the whole canvas: the fills up to the first text in one pass, then
            // each text and the fills after it; the caller maps the whole canvas afterwards.
            let first = layers.first?.after ?? fills.count
            canvas.endBatch(drawingFirst: first)
            drawLayers(shown, lines: lines, of: layers, fills: fills, from: first, in: canvas.region)
            rowsDone(&self, all)
            return mapping == nil ? [] : [canvas.region]
        }
        // The boxes made again from the top, each as soon as the one pass has composited its
        // rows (while they are in the cache). (Kept to the canvas: a caller maps the holes'
        // pixels afterwards.)
        var pass = canvas.endBatchInSteps(mapping: mapping)
        let holes = DisjointBoxes.covering(boxes).compactMap { canvas.within($0) }.sorted { $0.y1 < $1.y1 }
        // Rows are done once composited with every box reaching them made again: above the
        // highest top of the boxes still to make (`waiting[k]`: of holes k and after). Rows
        // above them all are composited and done a few at a time (about 256 KB), so what
        // `rowsDone` draws finds them in the cache.
        let waiting = holes.indices.reversed().reduce(into: [Int](repeating: all.upperBound, count: holes.count + 1)) { $0[$1] = min($0[$1 + 1], holes[$1].y0) }
        let step = max(16, (256 << 10) / max(1, (canvas.region.x1 - canvas.region.x0) * 4))
        var done = all.lowerBound
        func advance(to row: Int) {
            while done < row {
                let next = min(row, done + step)
                pass.composite(through: next)
                rowsDone(&self, done..<next)
                done = next
            }
        }
        for (k, hole) in holes.enumerated() {
            advance(to: waiting[k])
            pass.composite(through: hole.y1)
            // The texts with glyphs here; the fills before the first of them, in one pass.
            let here = shown.filter { lines[$0].contains { $0.box.meets(hole) } }
            let first = here.first.map { layers[$0].after } ?? fills.count
            // Unmapped, where none of the fills from there on reaches the box, the one pass left
            // it as the fills before the text make it: nothing to make again.
            if mapping != nil || fills[first...].contains(where: { SpanCompositor.changes($0, in: hole) }) {
                canvas.repaint(fills[..<first], in: hole)
            }
            drawLayers(here, lines: lines, of: layers, fills: fills, from: first, in: hole)
            let through = min(hole.y1, waiting[k + 1])
            if through > done {
                rowsDone(&self, done..<through)
                done = through
            }
        }
        advance(to: all.upperBound)
        return holes
    }

    /// Over `box`, which holds the fills before `drawn`: each of the texts `indices` (in order)
    /// after the fills before it, its lines in the box only, then the fills after the last.
    private mutating func drawLayers(_ indices: [Int], lines: [[(box: PixelRect, glyphs: Range<Int>)]], of layers: [(after: Int, text: PreparedText)],
                                     fills: [SpanCompositor.Fill], from drawn: Int, in box: PixelRect) {
        var drawn = drawn
        canvas.pushClip(x: Double(box.x0), y: Double(box.y0), width: Double(box.x1 - box.x0), height: Double(box.y1 - box.y0))
        for k in indices {
            if layers[k].after > drawn { canvas.draw(fills[drawn..<layers[k].after], in: box) }
            drawn = max(drawn, layers[k].after)
            for line in lines[k] where line.box.meets(box) { draw(layers[k].text, glyphs: line.glyphs) }
        }
        canvas.popClip()
        canvas.draw(fills[drawn...], in: box)
    }

    /// The most the boxes made again may cost in `endBatch(placing:after:mapping:redoing:)`, in
    /// boxes × (fills + boxes + texts): each box looks at every fill, line and text, so a page
    /// of hundreds of labels among thousands of views is drawn in turn instead (as it was before
    /// the boxes; a few milliseconds at most go to them). A screen's hundred lines of text among
    /// a thousand fills stay well within it.
    static let redoBudget = 500_000

    /// Draws prepared text, outside any batch.
    mutating func draw(_ texts: [PreparedText]) {
        for text in texts { draw(text) }
    }
}
