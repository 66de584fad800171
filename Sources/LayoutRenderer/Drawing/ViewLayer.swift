import LayoutEngine
import RasterImage

extension DiagramPainter {
    /// Every visible view, back to front: a tinted fill (its own backgroundColor, or a hue from
    /// its id), a crisp outline, and its id in the top-left corner. Alpha multiplies down the
    /// tree; scroll views clip their content; hidden views and their subtrees are not drawn.
    ///
    /// A label's text is drawn over its fill; where no view in front of the label reaches its
    /// text, after all the views' fills (`prepareDeferredText`, the same pixels). That keeps the
    /// text out of the views' run (`DisplayList.draw`): a fill recorded after text it meets is
    /// held, and so is every later fill that meets a held one, down to the overlays over the
    /// whole screen.
    mutating func drawViews() {
        textInOrder = labelsWithTextInOrder()
        if let backdrop { drawBackdrop(backdrop) }
        for view in layout.views where !hidden.contains(view.id) {
            let alpha = alphas[view.id] ?? 1
            guard alpha > 0 else { continue }
            let (fillColor, outline) = Self.colors(of: view, alpha: alpha)
            clipped(to: view) { painter in
                painter.fill(view.bounds, in: view, fillColor)
                painter.stroke(view.bounds, in: view, outline)
                if painter.options.overlays.contains(.labels) {
                    painter.labelView(view)
                }
            }
            if view.presentation != nil, let backdrop { drawPopoverArrow(backdrop) }
            if view.text != nil, textInOrder.contains(view.id) { drawText(of: view) }
        }
    }

    /// A view's fill and outline at its effective alpha: its background colour, or its id's hue.
    static func colors(of view: ComputedView, alpha: Double) -> (fill: RGBA, outline: RGBA) {
        let hue = view.backgroundColor.map { RGBA($0.red, $0.green, $0.blue, $0.alpha) }
        let fill = hue.map { Palette.scaled($0, by: alpha) }
            ?? Palette.scaled(Palette.withAlpha(Palette.hue(for: view.id), Palette.viewFillAlpha), by: alpha)
        return (fill, Palette.scaled(Palette.outline(for: hue ?? Palette.hue(for: view.id)), by: alpha))
    }

    /// The text of the labels no later view reaches (see `drawViews`), as glyph paths.
    func prepareDeferredText() -> [PreparedText] {
        layout.views.filter { $0.text != nil && !hidden.contains($0.id) && !textInOrder.contains($0.id) }.compactMap { prepareText(of: $0) }
    }

    /// The id in the view's top-left corner, when the view is tall enough for a line of text.
    private mutating func labelView(_ view: ComputedView) {
        // Container views are UIKit's own and covered by the controller they show: not labelled.
        guard !view.isContainerView else { return }
        // A label's own text names it in the picture; a tag would cover its first line.
        guard view.text == nil else { return }
        // A view the Auto Layout overlay flags gets its label from that overlay (in its colour).
        if options.overlays.contains(.autoLayout), view.hasAutoLayoutProblem { return }
        let box = labelBox(of: view)
        let lineHeight = BitmapFont.lineHeight * textScale
        // A cell's content view is the engine's own; the cell's label names the row.
        if cellContentViews.contains(view.id) { return }
        let name = px(box.height) >= lineHeight + 2 ? tagName(of: view, in: box) : ""
        guard !name.isEmpty else {
            // Too small to hold its tag (a line, or its name): tagged from outside, with a leader line.
            if px(box.width) >= 1, px(box.height) >= 1 {
                let clip = canvas.pixelClip
                leaderLabels.append((IdTag.leaderTag(id: view.id, toWidth: Self.leaderTagWidth * textScale, scale: textScale),
                                     PixelRect(x0: px(box.minX), y0: px(box.minY), x1: px(box.maxX), y1: px(box.maxY)), clip, Palette.label))
            }
            return
        }
        label(name, x: px(box.minX) + textScale, y: px(box.minY) + textScale, maxWidth: px(box.width) - 2 * textScale,
              maxY: px(box.maxY) - lineHeight)
    }

    /// Where a view's label goes (window points): the visible part of the view (scroll views
    /// clip) from the top-left of its safe area, so the label clears the notch, the corners and
    /// the bars when the view reaches under them.
    func labelBox(of view: ComputedView) -> Rect {
        var box = Self.intersection(view.frameInWindow, clips[view.id] ?? view.frameInWindow)
        let t = view.transformToWindow
        if t.isAxisAligned {
            let safe = Self.intersection(t.boundingBox(of: view.safeAreaLayoutGuide), box)
            // (A view scrolled partly out of sight keeps its label in the part that shows.)
            if safe.width > 0, safe.height > 0 { box = Rect(x: safe.minX, y: safe.minY, width: box.maxX - safe.minX, height: box.maxY - safe.minY) }
        }
        return box
    }

    /// The tag of a view whose label box holds it: the id (and class) fitted to the box; under
    /// a bar (nothing of the view in its safe area), "(under toolbar)" after it, since drawn on
    /// the bar it would otherwise read as the bar's.
    func tagName(of view: ComputedView, in box: Rect) -> String {
        let lineHeight = BitmapFont.lineHeight * textScale
        let covering = coveringBar(atX: box.minX, y: box.minY, lineHeight: Double(lineHeight) / scale)
        let suffix = covering.map { " (under \(Self.barName($0)))" } ?? ""
        // The label's plate leaves a pixel column of `textScale` either side of the text.
        let room = px(box.width) - 4 * textScale - BitmapFont.width(of: suffix, scale: textScale)
        let fitted = IdTag.fitted(id: view.id, className: covering == nil ? tagClass(of: view) : nil, toWidth: room, scale: textScale)
        return fitted.isEmpty ? "" : fitted + suffix
    }

    /// A leader-line tag's widest before it is shortened to the id's trailing parts, in
    /// bitmap-font cells' pixels at text scale 1 (`IdTag.leaderTag`).
    static let leaderTagWidth = 24 * BitmapFont.cellWidth

    /// The bar drawn over the point (window points) where a tag's first line would go.
    func coveringBar(atX x: Double, y: Double, lineHeight: Double) -> ComputedBar.Kind? {
        guard options.overlays.contains(.bars) else { return nil }
        return layout.bars.last { bar in
            bar.frameInWindow.minX <= x && x < bar.frameInWindow.maxX && bar.frameInWindow.minY <= y && y + lineHeight <= bar.frameInWindow.maxY
        }?.kind
    }

    static func barName(_ kind: ComputedBar.Kind) -> String {
        switch kind {
        case .statusBar: "status bar"
        case .navigationBar: "nav bar"
        case .tabBar: "tab bar"
        case .toolbar: "toolbar"
        case .sidebar: "sidebar"
        }
    }

    /// The id, and the class unless a plain view or a cell.
    func labelName(of view: ComputedView) -> String {
        tagClass(of: view).map { "\(view.id) (\($0))" } ?? view.id
    }

    /// The class a view's tag names after its id: none for a plain view or a cell.
    func tagClass(of view: ComputedView) -> String? {
        view.viewClass == .view || view.viewClass == .tableViewCell ? nil : view.viewClass.rawValue
    }
}
