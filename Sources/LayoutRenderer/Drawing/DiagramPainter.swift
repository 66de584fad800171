import LayoutEngine
import RasterImage

extension AffineTransform {
    /// No rotation or skew: rectangles stay axis-aligned rectangles (scales and flips allowed).
    var isAxisAligned: Bool { b == 0 && c == 0 }
}

/// The state of one render and the drawing helpers every layer shares: points to pixels, shapes
/// in a view's own coordinates (transforms included), clipping to scroll views, labels.
struct DiagramPainter {
    let layout: ComputedLayout
    let options: RenderOptions
    let scale: Double
    /// Font pixels per bitmap-font pixel: the device scale rounded, so text is the same size in
    /// points on every device.
    let textScale: Int
    var canvas: Canvas
    /// Per view: where scroll-view ancestors clip it (window points), its effective alpha, and
    /// whether it or an ancestor is hidden.
    private(set) var clips: [String: Rect] = [:]
    private(set) var alphas: [String: Double] = [:]
    private(set) var hidden: Set<String> = []
    /// The content views the engine makes for table cells (a cell's one subview): the cell's
    /// label names the row, so theirs is not drawn.
    private(set) var cellContentViews: Set<String> = []
    /// Drawn after the shapes: text (with the clip it was asked under) and scroll indicators.
    /// A label asked for: its line of text, the lowest line it may move down to (`maxY`), and
    /// the clip it was asked under.
    typealias PendingLabel = (text: String, x: Int, y: Int, maxWidth: Int, maxY: Int, color: RGBA, plate: Bool, overText: Bool, clip: PixelRect)
    var pendingLabels: [PendingLabel] = []
    var pendingIndicators: [(rect: Rect, clip: Rect)] = []
    /// iOS 26's iPhone tab bar capsules (`drawBars`), drawn over the hatching (`drawPendingCapsules`).
    var pendingCapsules: [Rect] = []
    /// Tags of views too small to hold them, placed outside with a leader line once every
    /// other label is down (`drawPendingLabels`): the view's pixel box and the clip it shows in.
    var leaderLabels: [(text: String, box: PixelRect, clip: PixelRect, color: RGBA)] = []
    /// Sizes and gaps asked for (`drawMeasurements`), placed last: they give way to every tag.
    /// A size with no free place at its corner goes outside its view (`view`), with a leader line.
    var measureLabels: [(label: PendingLabel, view: PixelRect?)] = []
    /// How many labels at the front of `pendingLabels` are the Auto Layout overlay's.
    var autoLayoutLabels = 0
    /// The markers of Auto Layout problems too small to hold their own tag (it goes under
    /// them): the other tags keep off them, or a view's name would hide the very view a
    /// `[conflict]` tag points at (a status dot at the top-left corner in right-to-left).
    var smallProblemMarkers: [PixelRect] = []
    /// Labels whose text is drawn in the views' order (`labelsWithTextInOrder`).
    var textInOrder: Set<String> = []
    /// What the topmost presented controller is shown over, drawn first (`drawViews`).
    var backdrop: PresentationBackdrop?
    /// Glyph coverage rasterised so far in this render (`prepareText`).
    let glyphCache = GlyphCache()

    /// The window points the canvas covers, from the window's origin: the screen, or for the
    /// content beyond it (`OffscreenContent`) a larger area.
    let area: Rect

    /// A painter for the screen; with `beyondScreen`, for that larger area (window points from
    /// the origin), where scroll views show their whole scrollable content instead of clipping it
    /// to their frames.
    /// `part`: record for `region` of a larger picture (the sheet's, `width` × `height` pixels),
    /// whose pixels are window points at `scale` from the picture's top-left corner; without
    /// it, the canvas is a picture of its own.
    init(layout: ComputedLayout, options: RenderOptions, beyondScreen: Rect? = nil, part: (region: PixelRect, width: Int, height: Int)? = nil) {
        self.layout = layout
        self.options = options
        scale = options.scale ?? layout.environment.scale
        textScale = max(1, Int(scale.rounded()))
        area = beyondScreen ?? Rect(origin: .zero, size: layout.environment.windowSize)
        if let part {
            canvas = Canvas(region: part.region, width: part.width, height: part.height)
        } else {
            let size = LayoutRenderer.screenPixelSize(of: area.size, scale: scale)
            canvas = Canvas(width: size.width, height: size.height, background: Palette.windowBackground)
        }
        (clips, alphas, hidden) = Self.visibility(of: layout, in: area, showingScrollContent: beyondScreen != nil)
        cellContentViews = Self.cellContentViews(of: layout)
    }

    /// The views whose superview is a `tableViewCell`: its content view, whatever its id (a
    /// document's content view keeps its own, `<id>.contentView`).
    static func cellContentViews(of layout: ComputedLayout) -> Set<String> {
        var cells: Set<String> = [], result: Set<String> = []
        for view in layout.views {
            if view.viewClass == .tableViewCell { cells.insert(view.id) }
            if let parent = view.parent, cells.contains(parent) { result.insert(view.id) }
        }
        return result
    }

    /// Per view: where scroll-view ancestors clip it (window points), its effective alpha, and
    /// whether it or an ancestor is hidden. A scroll view clips its content to its frame
    /// (clipsToBounds defaults to true for them); `showingScrollContent`: to its frame and its
    /// whole scrollable area (the content size grown by `adjustedContentInset`).
    static func visibility(of layout: ComputedLayout, in area: Rect, showingScrollContent: Bool)
        -> (clips: [String: Rect], alphas: [String: Double], hidden: Set<String>) {
        var clips: [String: Rect] = [:], alphas: [String: Double] = [:], hidden: Set<String> = []
        var byID: [String: ComputedView] = [:]
        for view in layout.views {
            byID[view.id] = view
            let parent = view.parent.flatMap { byID[$0] }
            var clip = parent.flatMap { clips[$0.id] } ?? area
            if let parent, parent.scroll != nil {
                var shown = parent.frameInWindow
                if showingScrollContent, let scrollable = OffscreenContent.scrollableArea(of: parent) { shown = Self.union(shown, scrollable) }
                clip = Self.intersection(clip, shown)
            }
            clips[view.id] = clip
            alphas[view.id] = (parent.flatMap { alphas[$0.id] } ?? 1) * view.alpha
            if view.isHidden || (parent.map { hidden.contains($0.id) } ?? false) { hidden.insert(view.id) }
        }
        return (clips, alphas, hidden)
    }

    static func union(_ a: Rect, _ b: Rect) -> Rect {
        let x0 = min(a.minX, b.minX), y0 = min(a.minY, b.minY)
        return Rect(x: x0, y: y0, width: max(a.maxX, b.maxX) - x0, height: max(a.maxY, b.maxY) - y0)
    }

    static func intersection(_ a: Rect, _ b: Rect) -> Rect {
        let x0 = max(a.minX, b.minX), y0 = max(a.minY, b.minY)
        return Rect(x: x0, y: y0, width: max(0, min(a.maxX, b.maxX) - x0), height: max(0, min(a.maxY, b.maxY) - y0))
    }

    /// Whether a view's overlays are drawn: the chosen ids, or every controller's root view
    /// except the ones UIKit makes for navigation and tab bar controllers (their unsafe area is
    /// part of the shown controller's, so drawing both would only stack the shading).
    func showsOverlays(for view: ComputedView) -> Bool {
        guard !hidden.contains(view.id) else { return false }
        if let chosen = options.overlayViews { return chosen.contains(view.id) }
        return view.isRootView && !view.isContainerView
    }

    // MARK: Shapes in a view's coordinates

    /// Runs `body` clipped to where `view` is visible (its scroll-view ancestors).
    mutating func clipped(to view: ComputedView, _ body: (inout DiagramPainter) -> Void) {
        let clip = clips[view.id] ?? area
        canvas.pushClip(x: clip.minX * scale, y: clip.minY * scale, width: clip.width * scale, height: clip.height * scale)
        body(&self)
        canvas.popClip()
    }

    /// Fills `rect` (in `view`'s bounds coordinates).
    mutating func fill(_ rect: Rect, in view: ComputedView, _ color: RGBA) {
        guard rect.width > 0, rect.height > 0 else { return }
        let t = view.transformToWindow
        if t.isAxisAligned {
            let r = t.boundingBox(of: rect)
            canvas.fillRect(x: r.minX * scale, y: r.minY * scale, width: r.width * scale, height: r.height * scale, color: color)
        } else {
            let corners = [Point(x: rect.minX, y: rect.minY), Point(x: rect.maxX, y: rect.minY), Point(x: rect.maxX, y: rect.maxY), Point(x: rect.minX, y: rect.maxY)]
            canvas.fillConvexPolygon(corners.map { let p = t.apply(to: $0); return (p.x * scale, p.y * scale) }, color: color)
        }
    }

    /// Outlines `rect` (in `view`'s bounds coordinates) with a crisp line `width` pixels wide;
    /// under a rotation or skew, the outline follows the transformed shape (solid, anti-aliased).
    mutating func stroke(_ rect: Rect, in view: ComputedView, _ color: RGBA, width: Int = 1, dashed: Bool = false) {
        guard rect.width > 0 || rect.height > 0 else { return }
        let t = view.transformToWindow
        guard t.isAxisAligned else {
            strokeTransformed(rect, t, color, width: Double(width))
            return
        }
        let r = t.boundingBox(of: rect)
        if dashed {
            canvas.strokeDashedRect(x: r.minX * scale, y: r.minY * scale, width: r.width * scale, height: r.height * scale,
                                    dash: 4 * textScale, gap: 3 * textScale, color: color)
        } else {
            canvas.strokeRect(x: r.minX * scale, y: r.minY * scale, width: r.width * scale, height: r.height * scale, lineWidth: width, color: color)
        }
    }

    /// Each edge of the transformed rectangle as a thin quad on its inner side. (sqrt is
    /// correctly rounded in IEEE 754, so this stays deterministic.)
    private mutating func strokeTransformed(_ rect: Rect, _ t: AffineTransform, _ color: RGBA, width: Double) {
        let corners = [Point(x: rect.minX, y: rect.minY), Point(x: rect.maxX, y: rect.minY), Point(x: rect.maxX, y: rect.maxY), Point(x: rect.minX, y: rect.maxY)]
            .map { t.apply(to: $0) }.map { (x: $0.x * scale, y: $0.y * scale) }
        let cx = corners.map(\.x).reduce(0, +) / 4, cy = corners.map(\.y).reduce(0, +) / 4
        for i in 0..<4 {
            let a = corners[i], b = corners[(i + 1) % 4]
            let dx = b.x - a.x, dy = b.y - a.y
            let length = (dx * dx + dy * dy).squareRoot()
            guard length > 0 else { continue }
            var nx = -dy / length * width, ny = dx / length * width
            if nx * (cx - a.x) + ny * (cy - a.y) < 0 { nx = -nx; ny = -ny }
            canvas.fillConvexPolygon([a, b, (b.x + nx, b.y + ny), (a.x + nx, a.y + ny)], color: color)
        }
    }

    /// The part of `outer` outside `inner` as four bands: top and bottom full width, left and
    /// right between them.
    static func bands(outer: Rect, inner: Rect) -> [Rect] {
        let i = intersection(inner, outer)
        return [
            Rect(x: outer.minX, y: outer.minY, width: outer.width, height: max(0, i.minY - outer.minY)),
            Rect(x: outer.minX, y: i.maxY, width: outer.width, height: max(0, outer.maxY - i.maxY)),
            Rect(x: outer.minX, y: i.minY, width: max(0, i.minX - outer.minX), height: i.height),
            Rect(x: i.maxX, y: i.minY, width: max(0, outer.maxX - i.maxX), height: i.height),
        ]
    }

    /// Fills the part of `outer` outside `inner` (both in `view`'s coordinates).
    mutating func fillBands(outer: Rect, inner: Rect, in view: ComputedView, _ color: RGBA) {
        for band in Self.bands(outer: outer, inner: inner) { fill(band, in: view, color) }
    }

    // MARK: Text

    /// Asks for `text` at a pixel position, on a light plate, truncated to `maxWidth` pixels,
    /// clipped as the drawing is now; it is drawn with the other labels, over the shapes.
    /// `maxY`: how far down the label may move to clear the labels placed before it.
    /// `overText`: the label may cover drawn text (an inset's number over content scrolled under
    /// a bar), though never another label.
    mutating func label(_ text: String, x: Int, y: Int, maxWidth: Int, maxY: Int? = nil, color: RGBA = Palette.label, plate: Bool = true, overText: Bool = false) {
        pendingLabels.append((text, x, y, maxWidth, maxY ?? y, color, plate, overText, canvas.pixelClip))
    }

    /// Draws the labels where `placePendingLabels` puts them.
    mutating func drawPendingLabels() {
        draw(placePendingLabels())
    }

    /// A label where it goes: its line of text (on a plate or not) under its clip, and for a
    /// small view's tag outside it, the line joining them.
    struct PlacedLabel {
        var text: String
        var x: Int
        var y: Int
        var maxWidth: Int
        var color: RGBA
        var plate: Bool
        var clip: PixelRect
        var leader: PixelRect?
    }

    /// Draws placed labels, in order.
    mutating func draw(_ labels: [PlacedLabel]) {
        for l in labels {
            canvas.pushClip(x: Double(l.clip.x0), y: Double(l.clip.y0), width: Double(l.clip.x1 - l.clip.x0), height: Double(l.clip.y1 - l.clip.y0))
            if let line = l.leader {
                canvas.fillRect(x: Double(line.x0), y: Double(line.y0), width: Double(line.x1 - line.x0), height: Double(line.y1 - line.y0), color: l.color)
            }
            drawLabel(l.text, x: l.x, y: l.y, maxWidth: l.maxWidth, color: l.color, plate: l.plate)
            canvas.popClip()
        }
    }

    /// Where the pending labels go, in drawing order: the bars' first (they cannot move), then
    /// the views' in order; a label that would overlap one already placed (a view whose top-left
    /// corner is its parent's, or a bar's) moves down a line at a time while it stays in its
    /// view. The views' id tags also keep off the text the views draw (a stack's tag would sit on
    /// its first label's line), so that the text stays legible, and never move down past it:
    /// lower, among the view's subviews, a stack's tag would read as the name of the field below
    /// it. Blocked by text, a tag is left out, at every scale alike. The Auto Layout overlay's
    /// tags are never left out for text: each takes the first line it may take that keeps off
    /// text, else its own; the other tags keep off the markers too small to hold their problem's
    /// tag (`smallProblemMarkers`). The pending lists are emptied.
    mutating func placePendingLabels() -> [PlacedLabel] {
        var placed: [PixelRect] = []
        let text = textBoxes()
        let ordered = pendingLabels.enumerated().filter { !$0.element.plate } + pendingLabels.enumerated().filter { $0.element.plate }
        var result = place(ordered.map { ($0.element, $0.offset >= autoLayoutLabels) }, avoiding: &placed, text: text).placed
        result += placeLeaderLabels(avoiding: &placed, text: text)
        let measures = place(measureLabels.map { ($0.label, true) }, avoiding: &placed, text: text)
        result += measures.placed
        leaderLabels = measures.unplaced.compactMap { i in measureLabels[i].view.map { (measureLabels[i].label.text, $0, measureLabels[i].label.clip, measureLabels[i].label.color) } }
        result += placeLeaderLabels(avoiding: &placed, text: text)
        pendingLabels = []
        measureLabels = []
        autoLayoutLabels = 0
        smallProblemMarkers = []
        return result
    }

    /// Each label at its line, or as many lines lower as it must to keep off the labels placed
    /// while it stays within its `maxY`; when `givesWayToText`, off drawn text too, and never
    /// lower than the first line text blocks. Left out when no line is free (`unplaced`: their
    /// indices).
    private func place(_ labels: [(label: PendingLabel, givesWayToText: Bool)],
                       avoiding placed: inout [PixelRect], text: [PixelRect]) -> (placed: [PlacedLabel], unplaced: [Int]) {
        let lineHeight = BitmapFont.lineHeight * textScale
        var result: [PlacedLabel] = []
        var unplaced: [Int] = []
        for (index, (l, givesWayToText)) in labels.enumerated() {
            let width = min(l.maxWidth, BitmapFont.width(of: l.text, scale: textScale) + 2 * textScale)
            var y = l.y
            let avoidsText = l.plate && !l.overText && givesWayToText
            func line(_ y: Int) -> PixelRect { PixelRect(x0: l.x, y0: y, x1: l.x + width, y1: y + lineHeight) }
            // Against text, the plate's edge rows may touch it: whether a line of the bitmap font
            // and a text box share a pixel row at the edge depends on rounding at each scale, and
            // a tag must not come and go with the scale.
            func glyphRows(_ y: Int) -> PixelRect { PixelRect(x0: l.x, y0: y + textScale, x1: l.x + width, y1: y + lineHeight - textScale) }
            func hitsText(_ y: Int) -> Bool { avoidsText && text.contains { $0.meets(glyphRows(y)) } }
            func hitsMarker(_ y: Int) -> Bool { givesWayToText && smallProblemMarkers.contains { $0.meets(line(y)) } }
            func overlaps(_ y: Int) -> Bool { placed.contains { $0.meets(line(y)) } || hitsText(y) || hitsMarker(y) }
            if !givesWayToText, l.plate, !l.overText {
                // An Auto Layout problem's tag is never left out for text: it takes the first line
                // down to its `maxY` off labels and drawn text, so it does not read as the name of
                // a label it covers, else the first off labels.
                let lines = stride(from: y, through: l.maxY, by: lineHeight)
                let offText = lines.first { y in !placed.contains { $0.meets(line(y)) } && !text.contains { $0.meets(glyphRows(y)) } }
                y = offText ?? lines.first { y in !placed.contains { $0.meets(line(y)) } } ?? y
            }
            while y + lineHeight <= l.maxY, overlaps(y), !hitsText(y) { y += lineHeight }
            // No free line left in its view: left out rather than drawn over another label.
            if overlaps(y) { unplaced.append(index); continue }
            placed.append(PixelRect(x0: l.x, y0: y, x1: l.x + width, y1: y + lineHeight))
            result.append(PlacedLabel(text: l.text, x: l.x, y: y, maxWidth: l.maxWidth, color: l.color, plate: l.plate, clip: l.clip, leader: nil))
        }
        return (result, unplaced)
    }

    /// A small view's tag goes just outside it, at the first of below, above, right and left
    /// where it stays on the screen and off every label and text already placed, joined to the
    /// view by a line so it is never read as the tag of the view it sits on. No free place: left
    /// out, as a tag with no free line inside its view is.
    private mutating func placeLeaderLabels(avoiding placed: inout [PixelRect], text: [PixelRect]) -> [PlacedLabel] {
        var result: [PlacedLabel] = []
        let lineHeight = BitmapFont.lineHeight * textScale
        let gap = 3 * textScale
        let bounds = canvas.pixelClip
        // The small views being tagged from outside, and small problem markers: a tag never
        // covers one of them.
        let small = leaderLabels.map(\.box) + smallProblemMarkers
        enum Side { case below, above, right, left }
        for l in leaderLabels {
            let width = BitmapFont.width(of: l.text, scale: textScale) + 2 * textScale
            let b = l.box
            let middle = (b.y0 + b.y1 - lineHeight) / 2
            let candidates: [(side: Side, x: Int, y: Int)] = [
                (.below, b.x0, b.y1 + gap), (.above, b.x0, b.y0 - gap - lineHeight), (.right, b.x1 + gap, middle), (.left, b.x0 - gap - width, middle),
            ]
            func free(_ c: (side: Side, x: Int, y: Int)) -> Bool {
                let r = PixelRect(x0: c.x, y0: c.y, x1: c.x + width, y1: c.y + lineHeight)
                guard r.x0 >= max(bounds.x0, l.clip.x0), r.y0 >= max(bounds.y0, l.clip.y0),
                      r.x1 <= min(bounds.x1, l.clip.x1), r.y1 <= min(bounds.y1, l.clip.y1) else { return false }
                func hits(_ o: PixelRect) -> Bool { o.meets(r) }
                return !placed.contains(where: hits) && !text.contains(where: hits) && !small.contains(where: hits)
            }
            guard let spot = candidates.first(where: free) else { continue }
            placed.append(PixelRect(x0: spot.x, y0: spot.y, x1: spot.x + width, y1: spot.y + lineHeight))
            // The line: from the tag's nearest edge to the view's, `textScale` pixels thick.
            let t = textScale
            let line: PixelRect
            switch spot.side {
            case .below: line = PixelRect(x0: b.x0 + t, y0: b.y1, x1: b.x0 + 2 * t, y1: b.y1 + gap)
            case .above: line = PixelRect(x0: b.x0 + t, y0: b.y0 - gap, x1: b.x0 + 2 * t, y1: b.y0)
            case .right: line = PixelRect(x0: b.x1, y0: spot.y + lineHeight / 2, x1: b.x1 + gap, y1: spot.y + lineHeight / 2 + t)
            case .left: line = PixelRect(x0: spot.x + width, y0: spot.y + lineHeight / 2, x1: spot.x + width + gap, y1: spot.y + lineHeight / 2 + t)
            }
            result.append(PlacedLabel(text: l.text, x: spot.x, y: spot.y, maxWidth: width, color: l.color, plate: true, clip: l.clip, leader: line))
        }
        leaderLabels = []
        return result
    }

    /// The pixel boxes of the text the visible views draw (`ComputedText.textRect` in the window).
    func textBoxes() -> [PixelRect] {
        layout.views.compactMap { view in
            guard let text = view.text, !text.lines.isEmpty, !hidden.contains(view.id) else { return nil }
            let box = view.transformToWindow.boundingBox(of: text.textRect)
            return PixelRect(x0: Int((box.minX * scale).rounded(.down)), y0: Int((box.minY * scale).rounded(.down)),
                             x1: Int((box.maxX * scale).rounded(.up)), y1: Int((box.maxY * scale).rounded(.up)))
        }
    }

    private mutating func drawLabel(_ text: String, x: Int, y: Int, maxWidth: Int, color: RGBA, plate: Bool) {
        let shown = BitmapFont.truncated(text, toWidth: maxWidth - 2 * textScale, scale: textScale)
        guard !shown.isEmpty else { return }
        let width = BitmapFont.width(of: shown, scale: textScale)
        let height = BitmapFont.lineHeight * textScale
        if plate {
            canvas.fillRect(x: Double(x), y: Double(y), width: Double(width + 2 * textScale), height: Double(height), color: Palette.labelPlate)
        }
        canvas.bitmapText(shown, x: x + textScale, y: y + textScale / 2, scale: textScale, color: color)
    }

    /// Points to the nearest pixel.
    func px(_ points: Double) -> Int { Int((points * scale).rounded()) }
}
