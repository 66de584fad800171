import LayoutEngine
import RasterImage

/// The strip beside the screen that says what the picture is of: device, orientation, OS,
/// scale, content size category, the window's safe-area insets, the bars' heights, the views the
/// bars cover and what lies beyond the screen, with a mark on every value the catalog holds with
/// low confidence ("~") or as a product guess ("?"), so a reviewer knows what to trust
/// (PictureLegend.md, "The picture's legend").
struct CaptionStrip {
    struct Line: Equatable {
        enum Kind { case title, heading, value }
        var text: String
        /// `EnvironmentConfidence.mark` of the value's label: "", "~" or "?".
        var mark: String = ""
        var kind: Kind = .value
    }

    let lines: [Line]

    /// Characters a line holds (the bitmap font's cells); longer ones keep their start and "...".
    static let columns = 40
    /// Covered views listed by id, at most; the rest counted.
    static let maximumCovered = 6

    /// The strip's width and height in pixels at `textScale` (font pixels per bitmap-font pixel).
    static func width(textScale: Int) -> Int { (columns * BitmapFont.cellWidth + 2 * padding) * textScale }
    func height(textScale: Int) -> Int { (lines.count * Self.lineStep + 2 * Self.padding) * textScale }
    /// Bitmap-font pixels around the text and from line to line.
    static let padding = 8
    static let lineStep = BitmapFont.lineHeight + 3

    /// `drawingScale`: the pixels per point the picture is drawn at, when not the device's own
    /// (`RenderOptions.scale`); the caption says both, so "@3x" never describes a 1x picture.
    /// `showsClipped`: the picture outlines content a scroll view clips (the `scroll` overlay), so
    /// the caption lists it.
    init(layout: ComputedLayout, extent: OffscreenContent.Extent?, drawingScale: Double? = nil, showsClipped: Bool = true) {
        let e = layout.environment, c = e.confidence
        let mark = EnvironmentConfidence.mark
        var lines: [Line] = [Line(text: e.deviceName, kind: .title)]
        let system = switch e.traits.userInterfaceIdiom { case .phone: "iOS"; case .pad: "iPadOS"; case .tv: "tvOS" }
        lines.append(Line(text: "\(e.orientation.rawValue), \(system) \(e.os)"))
        var scale = "@\(GeometryText.n(e.scale))x, \(GeometryText.n(e.screenSize.width)) x \(GeometryText.n(e.screenSize.height)) pt"
        if let drawingScale, drawingScale != e.scale { scale += ", drawn @\(GeometryText.n(drawingScale))x" }
        lines.append(Line(text: scale, mark: mark(c.scale)))
        if let w = e.window {
            // The picture is the window's (Docs/Windows.md, "In the picture").
            lines.append(Line(text: "window \(GeometryText.n(w.width)) x \(GeometryText.n(w.height)) pt at (\(GeometryText.n(w.minX)), \(GeometryText.n(w.minY)))",
                              mark: mark(c.window)))
        }
        // Left to right is UIKit's default and goes unsaid; the other direction is named.
        if e.traits.layoutDirection == .rightToLeft { lines.append(Line(text: "layout direction: right-to-left")) }
        lines.append(Line(text: "size classes: w \(e.traits.horizontalSizeClass.rawValue), h \(e.traits.verticalSizeClass.rawValue)", mark: mark(c.sizeClasses)))
        let category = e.traits.preferredContentSizeCategory
        let named = "content size: \(category.shortName) (\(category.rawValue))"
        lines.append(Line(text: named.count <= Self.columns ? named : "content size: \(category.shortName)"))

        let i = e.windowSafeAreaInsets
        lines.append(Line(text: "safe area (window), pt", mark: mark(c.safeAreaInsets), kind: .heading))
        lines.append(Line(text: "  top \(GeometryText.n(i.top)), bottom \(GeometryText.n(i.bottom))"))
        lines.append(Line(text: "  left \(GeometryText.n(i.left)), right \(GeometryText.n(i.right))"))
        if let status = layout.bars.first(where: { $0.kind == .statusBar }) {
            lines.append(Line(text: "status bar \(GeometryText.n(status.frameInWindow.height))", mark: mark(c.statusBarHeight)))
        } else {
            lines.append(Line(text: "status bar hidden", mark: mark(c.statusBarHeight)))
        }
        if e.homeIndicatorAreaHeight > 0 {
            lines.append(Line(text: "home indicator \(GeometryText.n(e.homeIndicatorAreaHeight))", mark: mark(c.homeIndicatorAreaHeight)))
        }
        if e.displayCornerRadius > 0, e.window == nil {
            lines.append(Line(text: "display corners \(GeometryText.n(e.displayCornerRadius))", mark: mark(c.displayCornerRadius)))
        }
        switch e.sensorHousing.kind {
        case .none: break
        case .notch: lines.append(Line(text: "notch", mark: mark(c.sensorHousing)))
        case .dynamicIsland: lines.append(Line(text: "Dynamic Island", mark: mark(c.sensorHousing)))
        }

        let bars = Self.topToBottom(layout.bars.filter { $0.kind != .statusBar })
        if !bars.isEmpty { lines.append(Line(text: "bars, pt", kind: .heading)) }
        let statusBar = layout.bars.first { $0.kind == .statusBar }?.frameInWindow.height ?? 0
        for bar in bars {
            // A top bar that does not start where the status bar ends (53.667 under a 54-point
            // status bar on Dynamic Island phones) says where it starts: the number the top band
            // adds its height to.
            let r = bar.frameInWindow
            // A floating tab bar in a navigation bar's title row is part of that bar's height, not added to it.
            let inNavigationBar = bar.isFloating && bars.contains { $0.floatingTabBarExtension > 0 && $0.frameInWindow.minY <= r.minY + 0.0005 && r.maxY <= $0.frameInWindow.maxY + 0.0005 }
            let origin = inNavigationBar ? " in nav bar"
                : r.minY > 0.0005 && r.minY < e.windowSize.height / 2 && abs(r.minY - statusBar) > 0.0005 ? " at y \(Self.points(r.minY))" : ""
            // "in nav bar" says it floats: the line stays inside the strip's 40 columns.
            let height = inNavigationBar ? GeometryText.n(r.height) : DiagramPainter.barHeightText(bar, in: e)
            lines.append(Line(text: "  \(DiagramPainter.barName(bar.kind)) \(height)\(origin) (\(bar.owner ?? ""))",
                              mark: mark(c.label(for: bar))))
            if let capsule = bar.capsule {
                lines.append(Line(text: "    drawn as a capsule \(GeometryText.n(capsule.width)) x \(GeometryText.n(capsule.height))", mark: mark(c.tabBarCapsule)))
            }
        }
        if let keyboard = e.keyboardFrame {
            lines.append(Line(text: "keyboard \(GeometryText.n(keyboard.height)), top at y \(GeometryText.n(keyboard.minY))", mark: mark(c.keyboard)))
        }
        if let root = layout.views.first(where: { $0.presentation != nil }), let p = root.presentation {
            lines += Self.presentationLines(p, frame: root.frameInWindow, mark: mark(p.confidence),
                                            compactHeight: e.traits.verticalSizeClass == .compact)
        }
        if let readable = Self.narrowestReadableGuide(layout) {
            lines.append(Line(text: "readable guide \(Self.points(readable)) wide", mark: mark(c.readableWidth)))
        }

        let covered = Self.coveredViews(layout)
        if !covered.isEmpty {
            lines.append(Line(text: "under bars (covered)", kind: .heading))
            for (id, bar) in covered.prefix(Self.maximumCovered) { lines.append(Line(text: "  \(id) (\(bar))")) }
            if covered.count > Self.maximumCovered { lines.append(Line(text: "  and \(covered.count - Self.maximumCovered) more")) }
        }
        let clipped = showsClipped ? Self.clippedViews(layout) : []
        if !clipped.isEmpty {
            lines.append(Line(text: "clipped by a scroll view (faded)", kind: .heading))
            for id in clipped.prefix(Self.maximumCovered) { lines.append(Line(text: "  \(id)")) }
            if clipped.count > Self.maximumCovered { lines.append(Line(text: "  and \(clipped.count - Self.maximumCovered) more")) }
        }
        if let extent {
            lines.append(Line(text: "beyond the screen, faded", kind: .heading))
            let a = extent.area
            if a.height > e.windowSize.height { lines.append(Line(text: "  down to y \(Self.points(a.maxY))\(extent.cutDown ? ", cut" : "")")) }
            if a.width > e.windowSize.width { lines.append(Line(text: "  across to x \(Self.points(a.maxX))\(extent.cutAcross ? ", cut" : "")")) }
            for (heading, ids) in [("  past the cut, not drawn:", extent.viewsPastCut), ("  above or left, not drawn:", extent.viewsAboveOrLeft)] where !ids.isEmpty {
                lines.append(Line(text: heading))
                for id in ids.prefix(Self.maximumCovered) { lines.append(Line(text: "    \(id)")) }
                if ids.count > Self.maximumCovered { lines.append(Line(text: "    and \(ids.count - Self.maximumCovered) more")) }
            }
        }
        if !layout.diagnostics.isEmpty {
            let count = layout.diagnostics.count
            lines.append(Line(text: "\(count) engine warning\(count == 1 ? "" : "s") (compute)"))
        }
        let marks = Set(lines.map(\.mark))
        if marks.contains("~") { lines.append(Line(text: "~ low confidence in the catalog", mark: "", kind: .heading)) }
        if marks.contains("?") { lines.append(Line(text: "? a guess: no source gives it", mark: "", kind: .heading)) }
        self.lines = lines
    }

    /// A length to the thousandth of a point, as the dimensions overlay gives insets.
    /// Bars from the top of the window down; at one height in the order UIKit lays them out
    /// (status, navigation, tab bar, toolbar), so the order never depends on the sort.
    static func topToBottom(_ bars: [ComputedBar]) -> [ComputedBar] {
        let order: [ComputedBar.Kind: Int] = [.statusBar: 0, .navigationBar: 1, .tabBar: 2, .toolbar: 3]
        return bars.enumerated().sorted {
            ($0.element.frameInWindow.minY, order[$0.element.kind] ?? 4, $0.offset) < ($1.element.frameInWindow.minY, order[$1.element.kind] ?? 4, $1.offset)
        }.map(\.element)
    }

    /// "presented over nav" and how: the appearance, the detent or the arrow, the frame.
    static func presentationLines(_ p: ComputedPresentation, frame: Rect, mark: String, compactHeight: Bool) -> [Line] {
        let shown = switch p.appearance {
        case .edgeAttachedSheet: "sheet on the bottom edge"
        case .formSheet: "form sheet"
        case .pageSheet: "page sheet"
        case .popover: "popover"
        case .fullScreen: p.modalPresentationStyle == .fullScreen || !compactHeight ? "full screen" : "full screen (compact height)"
        case .overFullScreen: "over full screen"
        }
        var lines = [Line(text: "presented over \(p.presentingViewController)", kind: .heading),
                     Line(text: "  as \(shown)", mark: mark)]
        if let d = p.detent { lines.append(Line(text: "  \(d.rawValue) detent, top at y \(points(frame.minY))")) }
        if let a = p.arrowDirection { lines.append(Line(text: "  arrow \(a.rawValue)\(p.sourceView.map { " to \($0)" } ?? "")")) }
        lines.append(Line(text: "  \(points(frame.width)) x \(points(frame.height)) at (\(points(frame.minX)), \(points(frame.minY)))"))
        return lines
    }

    static func points(_ x: Double) -> String { GeometryText.n((x * 1000).rounded() / 1000) }

    /// The narrowest readable content guide of a root view where it is narrower than the
    /// view's margins guide (where the picture tints the band between them).
    static func narrowestReadableGuide(_ layout: ComputedLayout) -> Double? {
        layout.views.filter { $0.isRootView && !$0.isContainerView && !$0.isHidden }
            .filter { $0.readableContentGuide.width < $0.layoutMarginsGuide.width - 0.001 }
            .map(\.readableContentGuide.width).min()
    }

    /// The views a scroll view clips out of sight on the screen (none of them in view there), by
    /// id, a clipped view's subviews not listed again (`DiagramPainter.clippedContent`).
    static func clippedViews(_ layout: ComputedLayout) -> [String] {
        let area = Rect(origin: .zero, size: layout.environment.windowSize)
        let seen = DiagramPainter.visibility(of: layout, in: area, showingScrollContent: false)
        let wholly = DiagramPainter.clippedContent(layout, clips: seen.clips, hidden: seen.hidden, alphas: seen.alphas, area: area)
            .filter(\.wholly).map(\.view)
        return Self.outermost(wholly).map(\.id)
    }

    /// `views` without those whose superview is among them: a clipped view's subviews (a cell's
    /// content view and what it holds) are not named again.
    static func outermost(_ views: [ComputedView]) -> [ComputedView] {
        let ids = Set(views.map(\.id))
        return views.filter { view in view.parent.map { !ids.contains($0) } ?? true }
    }

    /// The views the bars cover: visible, with their whole visible part on the screen under the
    /// bars at one edge (the status bar and a navigation bar below it count as one), listed by
    /// id with the bars they are under; a covered view's subviews are not listed again.
    static func coveredViews(_ layout: ComputedLayout) -> [(id: String, bars: String)] {
        let screen = Rect(origin: .zero, size: layout.environment.windowSize)
        // Bars of the same width that touch, top to bottom, joined.
        var bands: [(rect: Rect, kinds: [ComputedBar.Kind])] = []
        for bar in Self.topToBottom(layout.bars) where bar.frameInWindow.height > 0 {
            let r = bar.frameInWindow
            if let last = bands.last, abs(last.rect.minX - r.minX) < 0.001, abs(last.rect.maxX - r.maxX) < 0.001, r.minY <= last.rect.maxY + 0.001 {
                bands[bands.count - 1] = (DiagramPainter.union(last.rect, r), last.kinds + [bar.kind])
            } else {
                bands.append((r, [bar.kind]))
            }
        }
        guard !bands.isEmpty else { return [] }
        let seen = DiagramPainter.visibility(of: layout, in: screen, showingScrollContent: false)
        var covered: Set<String> = []
        var result: [(id: String, bars: String)] = []
        for view in layout.views where !seen.hidden.contains(view.id) && (seen.alphas[view.id] ?? 1) > 0 && !view.isContainerView && !view.isRootView {
            if let parent = view.parent, covered.contains(parent) { covered.insert(view.id); continue }
            let box = DiagramPainter.intersection(view.frameInWindow, seen.clips[view.id] ?? screen)
            guard box.width > 0, box.height > 0 else { continue }
            let e = 0.001
            guard let band = bands.first(where: { $0.rect.minX <= box.minX + e && box.maxX <= $0.rect.maxX + e && $0.rect.minY <= box.minY + e && box.maxY <= $0.rect.maxY + e })
            else { continue }
            covered.insert(view.id)
            let under = band.kinds.filter { kind in
                layout.bars.contains { $0.kind == kind && $0.frameInWindow.minY < box.maxY && box.minY < $0.frameInWindow.maxY }
            }
            result.append((view.id, under.map(DiagramPainter.barName).joined(separator: " + ")))
        }
        return result
    }

    /// Draws the lines with their top-left at (x, y).
    func draw(on canvas: inout Canvas, x: Int, y: Int, textScale s: Int) {
        let usable = Self.columns * BitmapFont.cellWidth * s
        for (index, line) in lines.enumerated() {
            let top = y + (Self.padding + index * Self.lineStep) * s
            let left = x + Self.padding * s
            let markWidth = line.mark.isEmpty ? 0 : BitmapFont.width(of: " " + line.mark, scale: s) + s
            let text = BitmapFont.truncated(line.text, toWidth: usable - markWidth, scale: s)
            let colour = switch line.kind { case .title, .value: Palette.label; case .heading: Palette.captionHeading }
            let end = canvas.bitmapText(text, x: left, y: top, scale: s, color: colour)
            if line.kind == .title { canvas.bitmapText(text, x: left + s, y: top, scale: s, color: colour) }
            if !line.mark.isEmpty { canvas.bitmapText(line.mark, x: end + BitmapFont.cellWidth * s, y: top, scale: s, color: Palette.doubtMark) }
        }
    }
}
