import LayoutEngine
import RasterImage

/// Sizes and gaps in points for the views a reviewer names (`RenderOptions.measuredViews`, the
/// CLI's `--measure`): a picture shows where things are, and this says how big they are and how
/// far apart, so "343 × 50" and gaps of 8 : 8 : 16 can be checked at a glance.
extension DiagramPainter {
    /// One number to draw, in window points: a view's size, or the gap from it to a sibling.
    struct Measurement: Equatable {
        enum Kind: Equatable { case size, gapBelow, gapRight }
        var kind: Kind
        var text: String
        /// The view measured (for a size: the views inside it are kept clear of its number).
        var id: String?
        /// The view's frame for a size; for a gap, the empty band between the two views, one
        /// point wide (or tall) where they face each other.
        var rect: Rect
    }

    /// For each id that names an axis-aligned view (in the order given): its size, then the gap
    /// to the nearest sibling below it that overlaps it horizontally and to the nearest one to
    /// its right that overlaps it vertically (siblings: the views of the same parent, hidden ones
    /// left out). Gaps of 0 or less (touching, overlapping) are not measured.
    static func measurements(of layout: ComputedLayout, ids: [String]) -> [Measurement] {
        var result: [Measurement] = []
        for id in ids {
            guard let view = layout.views.first(where: { $0.id == id }), !view.isHidden, view.transformToWindow.isAxisAligned else { continue }
            let f = view.frameInWindow
            result.append(Measurement(kind: .size, text: "\(CaptionStrip.points(f.width)) x \(CaptionStrip.points(f.height))", id: id, rect: f))
            let siblings = layout.views.filter { $0.parent == view.parent && $0.id != view.id && !$0.isHidden && $0.transformToWindow.isAxisAligned }
                .map(\.frameInWindow)
            let below = siblings.filter { $0.minY >= f.maxY && $0.minX < f.maxX && f.minX < $0.maxX }.min { $0.minY < $1.minY }
            if let b = below, b.minY - f.maxY > 0.0005 {
                let x = (max(f.minX, b.minX) + min(f.maxX, b.maxX)) / 2
                result.append(Measurement(kind: .gapBelow, text: CaptionStrip.points(b.minY - f.maxY), id: id, rect: Rect(x: x, y: f.maxY, width: 0, height: b.minY - f.maxY)))
            }
            let right = siblings.filter { $0.minX >= f.maxX && $0.minY < f.maxY && f.minY < $0.maxY }.min { $0.minX < $1.minX }
            if let r = right, r.minX - f.maxX > 0.0005 {
                let y = (max(f.minY, r.minY) + min(f.maxY, r.maxY)) / 2
                result.append(Measurement(kind: .gapRight, text: CaptionStrip.points(r.minX - f.maxX), id: id, rect: Rect(x: f.maxX, y: y, width: r.minX - f.maxX, height: 0)))
            }
        }
        return result
    }

    /// Draws the measurements: a gap as a line across it with its number beside the line's
    /// middle; a size at the view's bottom-right corner inside it, or outside it with a leader
    /// line when it does not fit or its corner is taken. The numbers are placed after every tag (`measureLabels`): they keep off tags,
    /// text and each other, moving down a line, or are left out.
    mutating func drawMeasurements() {
        guard let ids = options.measuredViews, !ids.isEmpty else { return }
        let lineHeight = BitmapFont.lineHeight * textScale
        let t = textScale
        for m in Self.measurements(of: layout, ids: ids) {
            let width = BitmapFont.width(of: m.text, scale: t) + 2 * t
            let r = m.rect
            switch m.kind {
            case .size:
                // Inside the view at a corner that no view inside it covers (over one of those it
                // would read as that one's size), bottom-right first; else outside, joined to the
                // view by a line, as a small view's tag is.
                let inner = m.id.map { Self.descendantFrames(of: $0, in: layout) } ?? []
                let corners = [(px(r.maxX) - width - t, px(r.maxY) - lineHeight - t), (px(r.minX) + t, px(r.maxY) - lineHeight - t),
                               (px(r.maxX) - width - t, px(r.minY) + t), (px(r.minX) + t, px(r.minY) + t)]
                // A view that draws text keeps it clear: its size goes outside.
                let drawsText = m.id.flatMap { id in layout.views.first { $0.id == id }?.text } != nil
                let fits = !drawsText && px(r.width) >= width + 2 * t && px(r.height) >= lineHeight + 2 * t
                let box = PixelRect(x0: px(r.minX), y0: px(r.minY), x1: px(r.maxX), y1: px(r.maxY))
                if fits, let (x, y) = corners.first(where: { c in
                    let spot = Rect(x: Double(c.0) / scale, y: Double(c.1) / scale, width: Double(width) / scale, height: Double(lineHeight) / scale)
                    return !inner.contains { let overlap = Self.intersection($0, spot); return overlap.width > 0 && overlap.height > 0 }
                }) {
                    measure(m.text, x: x, y: y, width: width, maxY: y, view: box)
                } else {
                    leaderLabels.append((m.text, box, canvas.pixelClip, Palette.measure))
                }
            case .gapBelow:
                canvas.fillRect(x: Double(px(r.minX)), y: Double(px(r.minY)), width: Double(t), height: Double(px(r.maxY) - px(r.minY)), color: Palette.measure)
                let y = (px(r.minY) + px(r.maxY) - lineHeight) / 2
                measure(m.text, x: px(r.minX) + 2 * t, y: y, width: width, maxY: y + lineHeight)
            case .gapRight:
                canvas.fillRect(x: Double(px(r.minX)), y: Double(px(r.minY)), width: Double(px(r.maxX) - px(r.minX)), height: Double(t), color: Palette.measure)
                measure(m.text, x: (px(r.minX) + px(r.maxX) - width) / 2, y: px(r.minY) + 2 * t, width: width, maxY: px(r.minY) + 2 * t + lineHeight)
            }
        }
    }

    private mutating func measure(_ text: String, x: Int, y: Int, width: Int, maxY: Int, view: PixelRect? = nil) {
        measureLabels.append(((text, x, y, width, maxY, Palette.measure, true, false, canvas.pixelClip), view))
    }

    /// The window frames of the visible views inside `id` (its subviews and theirs).
    static func descendantFrames(of id: String, in layout: ComputedLayout) -> [Rect] {
        let parents = Dictionary(layout.views.map { ($0.id, $0.parent) }, uniquingKeysWith: { a, _ in a })
        func isInside(_ view: ComputedView) -> Bool {
            var current = view.parent
            // Each step goes up one view: never more steps than views.
            for _ in 0...layout.views.count {
                guard let p = current else { return false }
                if p == id { return true }
                current = parents[p] ?? nil
            }
            return false
        }
        return layout.views.filter { !$0.isHidden && isInside($0) }.map(\.frameInWindow)
    }
}
