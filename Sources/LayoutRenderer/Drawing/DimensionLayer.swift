import LayoutEngine
import RasterImage

extension DiagramPainter {
    /// The numbers of the guides' bands, in points (the `dimensions` overlay), for each chosen
    /// view: each safe-area inset in its unsafe band, as its parts where the view meets the
    /// window's edge (from the edge in: the window's inset, or the status bar's height above a
    /// bar, or "y" and where the bar starts when that is not where the status bar ends; then
    /// bars; then `additionalSafeAreaInsets`), written top to bottom as the caption writes the
    /// bars' heights: "20 + 44 = 64" or "y 53.667 + 44 = 97.667" above, "49 + 34 = 83" below; and the
    /// left and right layout margins in their bands ("16"). The bars carry their
    /// own heights in their captions. They go in as labels after the views' tags, so one that
    /// would cover a tag or another number is left out (a margin's number also keeps off drawn
    /// text; an inset's may sit over content scrolled under a bar): they never collide. Views
    /// under a rotation or skew get none.
    mutating func drawDimensions() {
        for view in layout.views where showsOverlays(for: view) {
            let t = view.transformToWindow
            guard t.isAxisAligned else { continue }
            clipped(to: view) { painter in
                if painter.options.overlays.contains(.safeArea) { painter.labelInsets(of: view) }
                if painter.options.overlays.contains(.margins) { painter.labelMargins(of: view) }
            }
        }
    }

    private mutating func labelInsets(of view: ComputedView) {
        let insets = view.safeAreaInsets, frame = view.frameInWindow
        let screen = layout.environment.windowSize, window = layout.environment.windowSafeAreaInsets
        let added = view.additionalSafeAreaInsets
        let lineHeight = BitmapFont.lineHeight * textScale
        // Clear of the display's rounded corners, as the bars' captions are.
        let side = max(16, window.right + 8)
        // The caption's mark of the value the band's edge part comes from (the bar's, else the
        // window's safe area): the same "~" or "?" as the caption line that gives it.
        let confidence = layout.environment.confidence
        func marked(_ s: String, _ labels: [String]) -> String {
            let marks = labels.map(EnvironmentConfidence.mark)
            let m = marks.contains("?") ? "?" : marks.contains("~") ? "~" : ""
            return m.isEmpty ? s : s + " " + m
        }
        func text(_ total: Double, window w: Double, additional a: Double, atEdge: Bool, bottom: Bool = false, origin: Bool = false) -> String {
            guard atEdge else { return GeometryText.n(total) }
            let windowPart = min(total, w), addedPart = max(0, a)
            // From the edge in; at the bottom edge read from the top down, as the tab bar's
            // caption reads "49 + 34" (issue 35: "34 + 49 = 83" under "49 + 34" said one thing twice
            // in two orders).
            let fromEdge = [windowPart, total - windowPart - addedPart, addedPart].filter { $0 > 0.0005 }
            let parts = bottom ? Array(fromEdge.reversed()) : fromEdge
            guard parts.count > 1 else { return GeometryText.n(total) }
            return (origin ? "y " : "") + parts.map(GeometryText.n).joined(separator: " + ") + " = " + GeometryText.n(total)
        }
        // Under a bar at the top, the edge's part is the status bar's, the bar's own height next
        // (as its caption gives it): "54 + 44 = 98", not the window's inset.
        // (A sidebar is a side's bar, not the top's or the bottom's.)
        let topBars = layout.bars.filter { $0.kind != .statusBar && $0.kind != .sidebar && $0.frameInWindow.minY < frame.minY + insets.top && $0.frameInWindow.maxY > frame.minY }
        let topBar = topBars.map(\.frameInWindow.minY).min()
        // A bar that does not start where the status bar ends (53.667 under a 54-point status bar
        // on Dynamic Island phones): its origin is the first part, "y 53.667 + 44 = 97.667", as
        // the caption's "nav bar 44 at y 53.667" says, not a height to set beside the status bar's.
        let statusBar = layout.bars.first { $0.kind == .statusBar }?.frameInWindow.height ?? 0
        let startsInside = topBar.map { $0 > 0.0005 && abs($0 - statusBar) > 0.0005 } ?? false
        let bottomBars = layout.bars.filter { $0.kind != .statusBar && $0.kind != .sidebar && $0.frameInWindow.maxY > frame.maxY - insets.bottom && $0.frameInWindow.minY < frame.maxY }
        // Under a bar at the top the parts are the bar's origin and height (its label); at the
        // bottom a bar's part and the window's inset below it; with no bar, the window's inset.
        func labels(_ bars: [ComputedBar], top: Bool) -> [String] {
            (top && !bars.isEmpty ? [] : [confidence.safeAreaInsets]) + bars.map { confidence.label(for: $0) }
        }
        // Top and bottom: the number at the right of the band, on the line next to the safe area.
        for isTop in [true, false] {
            let inset = isTop ? insets.top : insets.bottom
            let band = Rect(x: frame.minX, y: isTop ? frame.minY : frame.maxY - inset, width: frame.width, height: inset)
            guard inset > 0, px(band.height) >= lineHeight + 2 * textScale else { continue }
            let s = isTop
                ? marked(text(inset, window: topBar.map { $0 - frame.minY } ?? window.top, additional: added.top, atEdge: frame.minY < 0.5, origin: startsInside),
                         frame.minY < 0.5 ? labels(topBars, top: true) : [])
                : marked(text(inset, window: window.bottom, additional: added.bottom, atEdge: frame.maxY > screen.height - 0.5, bottom: true),
                         frame.maxY > screen.height - 0.5 ? labels(bottomBars, top: false) : [])
            let width = BitmapFont.width(of: s, scale: textScale) + 2 * textScale
            label(s, x: px(band.maxX - side) - width, y: isTop ? px(band.maxY) - lineHeight - textScale : px(band.minY) + textScale,
                  maxWidth: width, color: Palette.insetNumber, overText: true)
        }
        for (inset, w, a, isLeft) in [(insets.left, window.left, added.left, true), (insets.right, window.right, added.right, false)] where inset > 0 {
            let atEdge = isLeft ? frame.minX < 0.5 : frame.maxX > screen.width - 0.5
            let s = text(inset, window: w, additional: a, atEdge: atEdge)
            let band = Rect(x: isLeft ? frame.minX : frame.maxX - inset, y: frame.minY + insets.top, width: inset, height: frame.height - insets.top - insets.bottom)
            let width = BitmapFont.width(of: s, scale: textScale) + 2 * textScale
            guard px(band.width) >= width + 2 * textScale, px(band.height) >= lineHeight else { continue }
            // Below a notch or Dynamic Island on this side (landscape), which is drawn over it.
            var y = px(band.midY) - lineHeight / 2
            if let end = sensorHousingEnd(onLeft: isLeft) { y = max(y, px(end + 8)) }
            guard y + lineHeight <= px(band.maxY) else { continue }
            label(s, x: px(band.midX) - width / 2, y: y, maxWidth: width, color: Palette.insetNumber, overText: true)
        }
    }

    /// In landscape, where the sensor housing on the left or right edge ends (window y, points):
    /// the housing is centred along that edge (`drawSensorHousing`). nil: none on that edge.
    private func sensorHousingEnd(onLeft: Bool) -> Double? {
        let e = layout.environment
        guard e.sensorHousing.kind != .none,
              (e.orientation == .landscapeRight && onLeft) || (e.orientation == .landscapeLeft && !onLeft) else { return nil }
        let length = e.sensorHousing.size?.width ?? DeviceShapeStyle.notchSize.0
        return (e.windowSize.height + length) / 2
    }

    private mutating func labelMargins(of view: ComputedView) {
        let safe = Self.intersection(view.safeAreaLayoutGuide, view.bounds), guide = view.layoutMarginsGuide
        let lineHeight = BitmapFont.lineHeight * textScale
        let t = view.transformToWindow
        // In the vertical middle of the safe area, where views' tags (top-left) are not.
        for (width, x) in [(guide.minX - safe.minX, safe.minX), (safe.maxX - guide.maxX, guide.maxX)] where width > 0.0005 {
            let s = GeometryText.n(width)
            let band = t.boundingBox(of: Rect(x: x, y: safe.minY, width: width, height: safe.height))
            let textWidth = BitmapFont.width(of: s, scale: textScale) + 2 * textScale
            guard px(band.width) >= textWidth, px(band.height) >= 3 * lineHeight else { continue }
            label(s, x: px(band.midX) - textWidth / 2, y: px(band.midY) - lineHeight / 2, maxWidth: textWidth, color: Palette.marginsGuide)
        }
    }
}
