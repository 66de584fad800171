import LayoutEngine
import RasterImage

/// What a presented controller is shown over (Docs/Presentations.md, "In the picture"). The
/// picture draws the topmost presented controller in full (its views, tags, bars, guides and
/// caption); the controllers behind it are its backdrop: their views' fills and outlines and
/// their bars, without tags, text or guides, under a veil behind a sheet, which UIKit dims
/// (`largestUndimmedDetentIdentifier` is nil by default: every detent dims). A full-screen
/// presentation has none: UIKit takes the presenting views out of the window.
struct PresentationBackdrop {
    var views: [ComputedView]
    var bars: [ComputedBar]
    var clips: [String: Rect]
    var alphas: [String: Double]
    var hidden: Set<String>
    /// A sheet: the veil goes over the backdrop.
    var dims: Bool
    /// A popover's arrow, in window points: its tip on the source view's edge, its base on the
    /// popover's content (drawn over the popover's view, in the strip its safe area leaves out).
    var arrow: [Point] = []

    /// The arrow's base, 37 (`_UIPopoverLegacyChromeView` arrowBase, decompiled; Docs/Presentations.md, "Popovers").
    static let arrowBase = 37.0

    /// The layout drawn in full, from the topmost presented controller's root view on (its bars
    /// and the status bar with it), and the backdrop behind it; the layout itself and no backdrop
    /// when nothing is presented.
    static func split(_ layout: ComputedLayout) -> (top: ComputedLayout, backdrop: PresentationBackdrop?) {
        guard let start = layout.views.lastIndex(where: { $0.presentation != nil }),
              let presentation = layout.views[start].presentation else { return (layout, nil) }
        var top = layout
        top.views = Array(layout.views[start...])
        let controllers = Set(top.views.compactMap(\.viewController))
        top.bars = layout.bars.filter { $0.kind == .statusBar || $0.owner.map(controllers.contains) == true }
        guard presentation.appearance != .fullScreen else { return (top, nil) }
        let behind = Array(layout.views[..<start])
        let area = Rect(origin: .zero, size: layout.environment.windowSize)
        var backdropLayout = layout
        backdropLayout.views = behind
        let (clips, alphas, hidden) = DiagramPainter.visibility(of: backdropLayout, in: area, showingScrollContent: false)
        let bars = layout.bars.filter { $0.kind != .statusBar && $0.owner.map(controllers.contains) != true }
        var backdrop = PresentationBackdrop(views: behind, bars: bars, clips: clips, alphas: alphas, hidden: hidden,
                                            dims: presentation.appearance.isSheet)
        if let direction = presentation.arrowDirection, let id = presentation.sourceView, let source = layout.view(id) {
            backdrop.arrow = arrow(direction, popover: layout.views[start], source: source.frameInWindow)
        }
        return (top, backdrop)
    }

    /// The arrow's triangle: as deep as the strip the popover's safe area leaves out on its side
    /// (its inset less the controller's own additional insets), centred on the source view and
    /// kept on the popover's edge.
    static func arrow(_ direction: PopoverArrowDirection, popover: ComputedView, source: Rect) -> [Point] {
        let f = popover.frameInWindow, half = arrowBase / 2
        let i = popover.safeAreaInsets, extra = popover.additionalSafeAreaInsets
        let s = EdgeInsets(top: i.top - extra.top, left: i.left - extra.left, bottom: i.bottom - extra.bottom, right: i.right - extra.right)
        func along(_ centre: Double, _ low: Double, _ high: Double) -> Double { min(max(centre, low + half), max(low + half, high - half)) }
        switch direction {
        case .up:
            let x = along(source.midX, f.minX, f.maxX)
            return [Point(x: x, y: f.minY), Point(x: x + half, y: f.minY + s.top), Point(x: x - half, y: f.minY + s.top)]
        case .down:
            let x = along(source.midX, f.minX, f.maxX)
            return [Point(x: x, y: f.maxY), Point(x: x - half, y: f.maxY - s.bottom), Point(x: x + half, y: f.maxY - s.bottom)]
        case .left:
            let y = along(source.midY, f.minY, f.maxY)
            return [Point(x: f.minX, y: y), Point(x: f.minX + s.left, y: y - half), Point(x: f.minX + s.left, y: y + half)]
        case .right:
            let y = along(source.midY, f.minY, f.maxY)
            return [Point(x: f.maxX, y: y), Point(x: f.maxX - s.right, y: y + half), Point(x: f.maxX - s.right, y: y - half)]
        }
    }
}

extension DiagramPainter {
    /// The backdrop's views as `drawViews` fills and outlines them, its bars, then the veil.
    mutating func drawBackdrop(_ backdrop: PresentationBackdrop) {
        for view in backdrop.views where !backdrop.hidden.contains(view.id) {
            let alpha = backdrop.alphas[view.id] ?? 1
            guard alpha > 0 else { continue }
            let (fillColor, outline) = Self.colors(of: view, alpha: alpha)
            let clip = backdrop.clips[view.id] ?? area
            canvas.pushClip(x: clip.minX * scale, y: clip.minY * scale, width: clip.width * scale, height: clip.height * scale)
            fill(view.bounds, in: view, fillColor)
            stroke(view.bounds, in: view, outline)
            canvas.popClip()
        }
        for bar in backdrop.bars {
            let r = bar.frameInWindow
            guard r.width > 0, r.height > 0 else { continue }
            canvas.fillRect(x: r.minX * scale, y: r.minY * scale, width: r.width * scale, height: r.height * scale, color: Palette.barFill)
            canvas.strokeRect(x: r.minX * scale, y: r.minY * scale, width: r.width * scale, height: r.height * scale,
                              lineWidth: textScale, color: Palette.barOutline)
        }
        if backdrop.dims {
            canvas.fillRect(x: area.minX * scale, y: area.minY * scale, width: area.width * scale, height: area.height * scale,
                            color: Palette.presentationDimming)
        }
    }

    /// A popover's arrow, white, over its view's fill (`drawViews`, after the popover's root view).
    mutating func drawPopoverArrow(_ backdrop: PresentationBackdrop) {
        guard !backdrop.arrow.isEmpty else { return }
        canvas.fillConvexPolygon(backdrop.arrow.map { ($0.x * scale, $0.y * scale) }, color: Palette.windowBackground)
    }
}
