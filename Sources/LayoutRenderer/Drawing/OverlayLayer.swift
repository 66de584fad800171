import LayoutEngine
import RasterImage

extension DiagramPainter {
    /// For each chosen view (every controller's root view by default), under the bars: the
    /// unsafe area's light red tint. Its hatching goes over everything (`drawUnsafeHatching`), so
    /// a bar shows as a grey bar crossed by the unsafe area's lines, never as a pink one.
    mutating func drawUnsafeTint() {
        guard options.overlays.contains(.safeArea) else { return }
        for view in layout.views where showsOverlays(for: view) {
            clipped(to: view) { painter in
                painter.fillBands(outer: view.bounds, inner: view.safeAreaLayoutGuide, in: view, Palette.unsafeArea)
            }
        }
    }

    /// Over the bars, for each chosen view: the margin bands inside the safe area shaded blue
    /// with the margins guide dashed; where the readable content guide is narrower, the readable
    /// guide outlined purple (a line, not a tint: a tint would give a view crossing its edge two
    /// colours); the safe-area guide outlined green.
    mutating func drawGuideOverlays() {
        for view in layout.views where showsOverlays(for: view) {
            let line = textScale
            clipped(to: view) { painter in
                if painter.options.overlays.contains(.margins) {
                    let safe = Self.intersection(view.safeAreaLayoutGuide, view.bounds)
                    painter.fillBands(outer: safe, inner: view.layoutMarginsGuide, in: view, Palette.marginBand)
                    painter.stroke(view.layoutMarginsGuide, in: view, Palette.marginsGuide, dashed: true)
                }
                if painter.options.overlays.contains(.readable), view.readableContentGuide.width < view.layoutMarginsGuide.width - 0.5 {
                    painter.stroke(view.readableContentGuide, in: view, Palette.readableGuide, width: line)
                }
                if painter.options.overlays.contains(.safeArea) {
                    painter.stroke(view.safeAreaLayoutGuide, in: view, Palette.safeAreaGuide, width: line)
                }
            }
        }
    }

    /// The unsafe area's hatching, over the bars and overlays: red lines rising to the right where
    /// the device's insets make it (the status bar, the sensor housing, the home indicator, the
    /// rounded corners), grey under the containers' bars, so a navigation bar never reads as
    /// part of the status bar; the part a controller's `additionalSafeAreaInsets` added (the
    /// innermost band, next to the safe area), cross-hatched in red. Each line has a light line beside it, so the hatching shows
    /// on any fill (`Canvas.hatchOnAnyFill`). Views under a rotation or skew keep the tint only.
    mutating func drawUnsafeHatching() {
        for h in unsafeHatching() {
            canvas.pushClip(x: h.clip.minX * scale, y: h.clip.minY * scale, width: h.clip.width * scale, height: h.clip.height * scale)
            canvas.hatchOnAnyFill(x: h.x, y: h.y, width: h.width, height: h.height, spacing: 6 * textScale, lineWidth: textScale, rising: h.rising,
                                  color: h.color)
            canvas.popClip()
        }
    }

    /// One rectangle of the unsafe area's hatching: where (canvas pixels), which way, and the
    /// clip of the view it hatches (window points).
    struct Hatch {
        let x: Double, y: Double, width: Double, height: Double
        let rising: Bool
        let color: RGBA
        let clip: Rect
    }

    /// The unsafe area's hatching (`drawUnsafeHatching`) as the rectangles to draw, in order.
    func unsafeHatching() -> [Hatch] {
        guard options.overlays.contains(.safeArea) else { return [] }
        var hatches: [Hatch] = []
        // The bars' part of the unsafe area: where a bar lies inside the window's safe area (a
        // tab bar's home-indicator part is the device's, and stays red).
        let e = layout.environment
        let windowSafe = Rect(origin: .zero, size: e.windowSize).inset(by: e.windowSafeAreaInsets)
        let bars = layout.bars.filter { $0.kind != .statusBar }.compactMap { Self.overlap($0.frameInWindow, windowSafe) }
        for view in layout.views where showsOverlays(for: view) {
            let t = view.transformToWindow
            guard t.isAxisAligned else { continue }
            let safe = view.safeAreaLayoutGuide
            let a = view.additionalSafeAreaInsets
            // The safe area before the additional insets were added (their positive part).
            let before = Rect(x: safe.minX - max(0, a.left), y: safe.minY - max(0, a.top),
                              width: safe.width + max(0, a.left) + max(0, a.right), height: safe.height + max(0, a.top) + max(0, a.bottom))
            let beforeAdded = Self.intersection(before, view.bounds)
            let clip = clips[view.id] ?? area
            for (outer, inner, rising, added) in [(view.bounds, beforeAdded, true, false), (beforeAdded, safe, true, true), (beforeAdded, safe, false, true)] {
                for band in Self.bands(outer: outer, inner: inner) where band.width > 0 && band.height > 0 {
                    let r = t.boundingBox(of: band)
                    // The device's part red, the bars' grey (the additional insets' stay red).
                    var pieces: [(Rect, RGBA)] = [(r, Palette.unsafeHatch)]
                    if !added {
                        for bar in bars {
                            pieces = pieces.flatMap { piece, color -> [(Rect, RGBA)] in
                                guard color == Palette.unsafeHatch, let under = Self.overlap(piece, bar) else { return [(piece, color)] }
                                return [(under, Palette.barHatch)] + Self.subtracting(under, from: piece).map { ($0, color) }
                            }
                        }
                    }
                    for (p, color) in pieces {
                        hatches.append(Hatch(x: p.minX * scale, y: p.minY * scale, width: p.width * scale, height: p.height * scale,
                                             rising: rising, color: color, clip: clip))
                    }
                }
            }
        }
        return hatches
    }

    /// Scroll views: the content rectangle at the current offset (orange, dashed: it moves with
    /// the content), `adjustedContentInset` where it acts, at the scroll view's own edges
    /// (`drawInsetBrackets`: it never moves with the content), and the scroll indicators where
    /// their insets place them.
    mutating func drawScrollOverlays() {
        for view in layout.views where !hidden.contains(view.id) {
            guard let s = view.scroll else { continue }
            let content = Rect(origin: .zero, size: s.contentSize)
            // Drawn inside the scroll view itself, which clips its content.
            let clip = Self.intersection(clips[view.id] ?? view.frameInWindow, view.frameInWindow)
            canvas.pushClip(x: clip.minX * scale, y: clip.minY * scale, width: clip.width * scale, height: clip.height * scale)
            stroke(content, in: view, Palette.contentRect, dashed: true)
            drawInsetBrackets(view, s)
            drawIndicators(view, s)
            canvas.popClip()
        }
    }

    /// Each edge's `adjustedContentInset` as brackets in the scroll view's frame: along the two
    /// sides that meet the edge, a strip 3 pt wide as long as the inset, cyan for the system's
    /// part (the safe area it absorbs, next to the edge) and yellow for `contentInset` within
    /// it; and a line across the frame where content at rest begins. Brackets rather than bands,
    /// so a bar over the inset keeps its own look.
    private mutating func drawInsetBrackets(_ view: ComputedView, _ s: ComputedScrollGeometry) {
        let b = view.bounds
        let w = 3.0, line = Double(textScale) / scale
        let adjusted = s.adjustedContentInset, user = s.contentInset
        // Per edge: the system part (from the edge in) and the app's part (after it).
        func parts(_ total: Double, _ own: Double) -> (system: Double, app: Double) {
            guard total > 0 else { return (0, 0) }
            let system = min(total, max(0, total - own))
            return (system, total - system)
        }
        let edges: [(Edge, Double, Double)] = [(.top, adjusted.top, user.top), (.bottom, adjusted.bottom, user.bottom),
                                               (.left, adjusted.left, user.left), (.right, adjusted.right, user.right)]
        for (edge, total, own) in edges where total > 0 {
            let (system, app) = parts(total, own)
            let length = edge == .top || edge == .bottom ? b.width : b.height
            for start in [0, length - w] {
                fill(Self.slab(of: b, edge, from: 0, depth: system, start: start, length: w), in: view, Palette.systemInset)
                fill(Self.slab(of: b, edge, from: system, depth: app, start: start, length: w), in: view, Palette.contentInset)
            }
            fill(Self.slab(of: b, edge, from: total - line, depth: line, start: 0, length: length), in: view, app > 0 ? Palette.contentInset : Palette.systemInset)
        }
    }

    enum Edge { case top, bottom, left, right }

    /// The part of `b` from `from` to `from + depth` in from `edge`, and along the edge from
    /// `start` to `start + length` (left to right, or top to bottom).
    static func slab(of b: Rect, _ edge: Edge, from: Double, depth: Double, start: Double, length: Double) -> Rect {
        switch edge {
        case .top: Rect(x: b.minX + start, y: b.minY + from, width: length, height: depth)
        case .bottom: Rect(x: b.minX + start, y: b.maxY - from - depth, width: length, height: depth)
        case .left: Rect(x: b.minX + from, y: b.minY + start, width: depth, height: length)
        case .right: Rect(x: b.maxX - from - depth, y: b.minY + start, width: depth, height: length)
        }
    }

    /// UIKit-like indicators: 3 pt thick, 3 pt from the edge, length in proportion to the
    /// visible part of the content (at least 36 pt), placed by the offset within its range and
    /// kept clear of the effective indicator insets (d6).
    private mutating func drawIndicators(_ view: ComputedView, _ s: ComputedScrollGeometry) {
        let b = view.bounds
        let thickness = 3.0, gap = 3.0, minimum = 36.0
        let v = s.effectiveVerticalScrollIndicatorInsets
        let totalHeight = s.contentSize.height + s.adjustedContentInset.top + s.adjustedContentInset.bottom
        if totalHeight > b.height + 0.5 {
            let track = b.height - v.top - v.bottom - 2 * gap
            if track > minimum {
                let length = max(minimum, track * b.height / totalHeight)
                let range = s.contentOffsetMax.y - s.contentOffsetMin.y
                let progress = range > 0 ? min(1, max(0, (s.contentOffset.y - s.contentOffsetMin.y) / range)) : 0
                let y = b.minY + v.top + gap + (track - length) * progress
                let x = b.maxX - v.right - gap - thickness
                fillIndicator(Rect(x: x, y: y, width: thickness, height: length), in: view)
            }
        }
        let h = s.effectiveHorizontalScrollIndicatorInsets
        let totalWidth = s.contentSize.width + s.adjustedContentInset.left + s.adjustedContentInset.right
        if totalWidth > b.width + 0.5 {
            let track = b.width - h.left - h.right - 2 * gap
            if track > minimum {
                let length = max(minimum, track * b.width / totalWidth)
                let range = s.contentOffsetMax.x - s.contentOffsetMin.x
                let progress = range > 0 ? min(1, max(0, (s.contentOffset.x - s.contentOffsetMin.x) / range)) : 0
                let x = b.minX + h.left + gap + (track - length) * progress
                let y = b.maxY - h.bottom - gap - thickness
                fillIndicator(Rect(x: x, y: y, width: length, height: thickness), in: view)
            }
        }
    }

    private mutating func fillIndicator(_ r: Rect, in view: ComputedView) {
        let clip = Self.intersection(clips[view.id] ?? view.frameInWindow, view.frameInWindow)
        pendingIndicators.append((view.transformToWindow.boundingBox(of: r), clip))
    }

    /// Scroll indicators' capsules, over the labels.
    mutating func drawPendingIndicators() {
        for (w, clip) in pendingIndicators {
            canvas.pushClip(x: clip.minX * scale, y: clip.minY * scale, width: clip.width * scale, height: clip.height * scale)
            canvas.fillRoundedRect(x: w.minX * scale, y: w.minY * scale, width: w.width * scale, height: w.height * scale,
                                   radius: min(w.width, w.height) * scale / 2, color: Palette.scrollIndicator)
            canvas.popClip()
        }
        pendingIndicators = []
    }
}

extension DiagramPainter {
    /// Where `a` and `b` overlap with some area; nil if they do not.
    static func overlap(_ a: Rect, _ b: Rect) -> Rect? {
        let x0 = max(a.minX, b.minX), x1 = min(a.maxX, b.maxX), y0 = max(a.minY, b.minY), y1 = min(a.maxY, b.maxY)
        return x0 < x1 && y0 < y1 ? Rect(x: x0, y: y0, width: x1 - x0, height: y1 - y0) : nil
    }

    /// `whole` without `hole` (a part of it): the bands above and below the hole, then the parts
    /// beside it, without overlaps.
    static func subtracting(_ hole: Rect, from whole: Rect) -> [Rect] {
        let parts = [
            Rect(x: whole.minX, y: whole.minY, width: whole.width, height: hole.minY - whole.minY),
            Rect(x: whole.minX, y: hole.maxY, width: whole.width, height: whole.maxY - hole.maxY),
            Rect(x: whole.minX, y: hole.minY, width: hole.minX - whole.minX, height: hole.height),
            Rect(x: hole.maxX, y: hole.minY, width: whole.maxX - hole.maxX, height: hole.height),
        ]
        return parts.filter { $0.width > 0 && $0.height > 0 }
    }
}
