import LayoutEngine
import RasterImage

extension ComputedView {
    /// Flagged by the Auto Layout overlay: an ambiguous layout or an item of a broken constraint.
    var hasAutoLayoutProblem: Bool { hasAmbiguousLayout == true || hasConflictingConstraints }
}

extension DiagramPainter {
    /// The `autoLayout` overlay: every visible view the engine flagged, and every layout guide
    /// with an ambiguous layout, drawn so a reviewer sees it at once: a dashed outline two points
    /// wide with diagonal hatching, magenta (`/`) for an ambiguous layout and red-orange (`\`)
    /// for a view in a conflict (both, crossed, for a view that is both), and the label suffixed
    /// `[ambiguous]` or `[conflict]` in the same colour. A view the solver left without width or
    /// height gets a marker of at least 6 points each way, so it cannot hide. A view laid out
    /// 0 points wide or tall although it has content (`ComputedLayout.collapsedViews`) gets the
    /// same marker, outlined in sienna, labelled `[0 wide]`, `[0 tall]` or `[0 × 0]`; where a
    /// scroll view clips all of it, the marker is drawn where it lies all the same, as clipped
    /// content is (`[0 wide, clipped]`). Drawn over the other overlays, under the labels.
    mutating func drawAutoLayoutOverlay() {
        let collapsed = Dictionary(layout.collapsedViews().map { ($0.id, $0) }, uniquingKeysWith: { a, _ in a })
        for view in layout.views where !hidden.contains(view.id) {
            let ambiguous = view.hasAmbiguousLayout == true, conflict = view.hasConflictingConstraints
            let guides = view.layoutGuides.filter { $0.hasAmbiguousLayout == true }
            let empty = collapsed[view.id]
            guard ambiguous || conflict || !guides.isEmpty || empty != nil else { continue }
            // A collapsed view no scroll view shows any of: its marker unclipped, said so.
            let marker = view.transformToWindow.boundingBox(of: Self.markerShape(view.bounds))
            let clippedAway = empty != nil && !(ambiguous || conflict)
                && clips[view.id].map { clip in let shown = Self.intersection(marker, clip); return shown.width <= 0 || shown.height <= 0 } == true
            unclipped(if: clippedAway, view) { painter in
                let name = painter.options.overlays.contains(.labels) ? painter.labelName(of: view) : nil
                if ambiguous || conflict {
                    let marker = painter.markProblem(view.bounds, in: view, ambiguous: ambiguous, conflict: conflict)
                    painter.labelProblem(of: view, name: name, tag: Self.problemTag(ambiguous: ambiguous, conflict: conflict),
                                         color: ambiguous ? Palette.ambiguousLayout : Palette.conflictingConstraints, marker: marker)
                } else if let empty {
                    let marker = painter.markProblem(view.bounds, in: view, ambiguous: false, conflict: false, collapsed: true)
                    let tag = empty.isCollapsedHorizontally && empty.isCollapsedVertically ? "[0 × 0" : empty.isCollapsedHorizontally ? "[0 wide" : "[0 tall"
                    painter.labelProblem(of: view, name: name, tag: tag + (clippedAway ? ", clipped]" : "]"), color: Palette.collapsedView, marker: marker)
                }
                for guide in guides {
                    let marker = painter.markProblem(guide.layoutFrame, in: view, ambiguous: true, conflict: false)
                    painter.labelProblem(of: view, name: painter.options.overlays.contains(.labels) ? "\(guide.id) (guide)" : nil,
                                         tag: Self.problemTag(ambiguous: true, conflict: false), color: Palette.ambiguousLayout,
                                         marker: marker, box: marker)
                }
            }
        }
    }

    /// `clipped(to:)`, or drawn over the whole picture when `unclippedHere`.
    private mutating func unclipped(if unclippedHere: Bool, _ view: ComputedView, _ body: (inout DiagramPainter) -> Void) {
        guard unclippedHere else { return clipped(to: view, body) }
        canvas.pushClip(x: area.minX * scale, y: area.minY * scale, width: area.width * scale, height: area.height * scale)
        body(&self)
        canvas.popClip()
    }

    /// A problem marker's shape: `rect` grown around its centre to at least 6 points each way, in
    /// the view's own coordinates, so a view of no size cannot hide.
    static func markerShape(_ rect: Rect) -> Rect {
        let minimum = 6.0
        var shape = rect
        if shape.width < minimum { shape = Rect(x: shape.midX - minimum / 2, y: shape.minY, width: minimum, height: shape.height) }
        if shape.height < minimum { shape = Rect(x: shape.minX, y: shape.midY - minimum / 2, width: shape.width, height: minimum) }
        return shape
    }

    /// Outlines and hatches `rect` (in `view`'s bounds coordinates); returns the marker's box in
    /// window points (the rect grown to the minimum size).
    private mutating func markProblem(_ rect: Rect, in view: ComputedView, ambiguous: Bool, conflict: Bool, collapsed: Bool = false) -> Rect {
        let line = 2 * textScale
        let t = view.transformToWindow
        let shape = Self.markerShape(rect)
        let box = t.boundingBox(of: shape)
        let px = (x: box.minX * scale, y: box.minY * scale, w: box.width * scale, h: box.height * scale)
        var inside: ConvexPolygonShape?
        if t.b != 0 || t.c != 0 {
            let corners = [Point(x: shape.minX, y: shape.minY), Point(x: shape.maxX, y: shape.minY), Point(x: shape.maxX, y: shape.maxY), Point(x: shape.minX, y: shape.maxY)]
            let polygon = ConvexPolygonShape(points: corners.map { let p = t.apply(to: $0); return (Fixed(p.x * scale).raw, Fixed(p.y * scale).raw) })
            inside = polygon
        }
        let spacing = 8 * textScale
        if ambiguous {
            canvas.hatchRect(x: px.x, y: px.y, width: px.w, height: px.h, spacing: spacing, lineWidth: textScale, rising: true,
                             color: Palette.withAlpha(Palette.ambiguousLayout, Palette.autoLayoutHatchAlpha), within: inside)
        }
        if conflict {
            canvas.hatchRect(x: px.x, y: px.y, width: px.w, height: px.h, spacing: spacing, lineWidth: textScale, rising: false,
                             color: Palette.withAlpha(Palette.conflictingConstraints, Palette.autoLayoutHatchAlpha), within: inside)
        }
        // The outlines: magenta on the edge, red-orange inside it when the view is both.
        var outlines: [RGBA] = []
        if ambiguous { outlines.append(Palette.ambiguousLayout) }
        if conflict { outlines.append(Palette.conflictingConstraints) }
        if collapsed { outlines.append(Palette.collapsedView) }
        for (index, color) in outlines.enumerated() {
            if inside == nil {
                let inset = Double(index * line)
                canvas.strokeDashedRect(x: px.x + inset, y: px.y + inset, width: px.w - 2 * inset, height: px.h - 2 * inset,
                                        dash: 6 * textScale, gap: 3 * textScale, lineWidth: line, color: color)
            } else {
                // Rotated or skewed: a solid outline that follows the shape.
                let inset = Double(index * 2) / scale
                stroke(Rect(x: shape.minX + inset, y: shape.minY + inset, width: shape.width - 2 * inset, height: shape.height - 2 * inset),
                       in: view, color, width: line)
            }
        }
        return box
    }

    /// The view's label (or, with the labels overlay off, only the tag) in the problem's colour,
    /// at the top-left of the view's visible safe area as other labels, or just below the marker
    /// when the view has no room for a line. Queued ahead of the other labels, so it keeps its place.
    static func problemTag(ambiguous: Bool, conflict: Bool) -> String {
        ambiguous && conflict ? "[ambiguous, conflict]" : ambiguous ? "[ambiguous]" : "[conflict]"
    }

    private mutating func labelProblem(of view: ComputedView, name: String?, tag: String, color: RGBA, marker: Rect, box given: Rect? = nil) {
        let lineHeight = BitmapFont.lineHeight * textScale
        let box = given ?? labelBox(of: view)
        let start = pendingLabels.count
        // Inside the view when its name (or a trailing part of its id, `IdTag`) and the whole tag
        // fit there; else under the marker, whole: never "[ambigu..." or a tag without its view.
        let room = px(box.width) - 5 * textScale - BitmapFont.width(of: " \(tag)", scale: textScale)
        let shown = name == nil ? "" : room > 0 ? IdTag.fitted(id: view.id, className: tagClass(of: view), toWidth: room, scale: textScale) : ""
        if px(box.height) >= lineHeight + 2, name == nil ? BitmapFont.width(of: tag, scale: textScale) + 4 * textScale <= px(box.width) : !shown.isEmpty {
            let text = shown.isEmpty ? tag : "\(shown) \(tag)"
            label(text, x: px(box.minX) + textScale, y: px(box.minY) + textScale, maxWidth: px(box.width) - 2 * textScale,
                  maxY: px(box.maxY) - lineHeight, color: color)
        } else {
            // No room inside: under the marker, as wide as the text needs.
            // Moved left as far as it must to end on screen, so the name is not cut at its edge.
            let text = name.map { "\($0) \(tag)" } ?? tag
            let width = BitmapFont.width(of: text, scale: textScale) + 2 * textScale
            let clip = canvas.pixelClip
            let x = max(clip.x0, min(px(marker.minX), clip.x1 - width))
            smallProblemMarkers.append(PixelRect(x0: px(marker.minX), y0: px(marker.minY), x1: px(marker.maxX), y1: px(marker.maxY)))
            label(text, x: x, y: px(marker.maxY) + textScale, maxWidth: width, maxY: px(marker.maxY) + textScale + 4 * lineHeight, color: color)
        }
        // Ahead of the views' labels (after the bars', which are placed first anyway).
        if pendingLabels.count > start {
            pendingLabels.insert(pendingLabels.removeLast(), at: autoLayoutLabels)
            autoLayoutLabels += 1
        }
    }
}
