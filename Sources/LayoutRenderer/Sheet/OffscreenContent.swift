import LayoutEngine
import RasterImage

/// Content beyond the screen's right and bottom edges: a scroll view's content below the fold
/// (its whole scrollable area, `contentSize` grown by `adjustedContentInset`), a view placed off
/// the screen. Drawn around the screen, faded towards the sheet's grey, so that a view moved out
/// of sight changes the picture and not only the geometry (PictureLegend.md, "The picture's legend").
///
/// Only right and bottom: the screen stays at the picture's origin, so a point of the window is
/// the same pixel in every picture (a diff's outlines need no offset). Content above or left of
/// the screen (scrolled past, or placed at negative coordinates) is not drawn, nor what lies
/// wholly past the picture's cut; the caption names those views.
enum OffscreenContent {
    /// The farthest the picture reaches, in screens from the origin: a long table shows its first
    /// three screens, a paging carousel its first two. The caption says where it was cut.
    static let maximumScreens = (across: 2.0, down: 3.0)
    /// Content reaching less than this beyond an edge (points) is not worth a strip of its own.
    static let minimumReach = 1.0

    /// What lies beyond the screen: the area to draw (window points from the origin, covering
    /// the screen too) and whether it was cut short; nil when nothing visible reaches out.
    struct Extent: Equatable {
        var area: Rect
        var cutAcross: Bool
        var cutDown: Bool
        /// Visible views with nothing on or beyond the screen's right and bottom sides (above or
        /// left of it): not drawn. Their ids, outermost first (a view inside one named is not named).
        var viewsAboveOrLeft: [String]
        /// Visible views wholly past where the picture is cut: not drawn. Their ids, as above.
        var viewsPastCut: [String] = []
    }

    static func extent(of layout: ComputedLayout) -> Extent? {
        let screen = layout.environment.windowSize
        let everywhere = Rect(x: -1e9, y: -1e9, width: 2e9, height: 2e9)
        let seen = DiagramPainter.visibility(of: layout, in: everywhere, showingScrollContent: true)
        let limit = Size(width: screen.width * maximumScreens.across, height: screen.height * maximumScreens.down)
        var maxX = screen.width, maxY = screen.height, aboveOrLeft: [String] = [], pastCut: [String] = []
        let collapsed = Set(layout.collapsedViews().map(\.id))
        // The views not drawn so far: one inside them is not named again.
        var notDrawn: Set<String> = []
        for view in layout.views where !seen.hidden.contains(view.id) && (seen.alphas[view.id] ?? 1) > 0 {
            var box = DiagramPainter.intersection(view.frameInWindow, seen.clips[view.id] ?? view.frameInWindow)
            // A scroll view reaches as far as its scrollable area, content or not: a change of
            // its content size changes the picture.
            if let scrollable = scrollableArea(of: view) {
                box = DiagramPainter.union(box, DiagramPainter.intersection(scrollable, seen.clips[view.id] ?? scrollable))
            }
            // Laid out 0 wide or tall with content: its marker, at least 6 points each way, drawn
            // where it lies (`drawAutoLayoutOverlay`), reaches as a view does.
            if box.width <= 0 || box.height <= 0, collapsed.contains(view.id) {
                box = view.transformToWindow.boundingBox(of: DiagramPainter.markerShape(view.bounds))
            }
            guard box.width > 0, box.height > 0 else { continue }
            // Views come in pre-order, parents first (`ComputedLayout.views`).
            let insideOneNamed = view.parent.map { notDrawn.contains($0) } == true
            if box.maxX <= 0 || box.maxY <= 0 {
                if !insideOneNamed { aboveOrLeft.append(view.id) }
                notDrawn.insert(view.id)
                continue
            }
            if box.minX >= limit.width || box.minY >= limit.height {
                if !insideOneNamed { pastCut.append(view.id) }
                notDrawn.insert(view.id)
            }
            maxX = max(maxX, box.maxX)
            maxY = max(maxY, box.maxY)
        }
        let reachesAcross = maxX - screen.width >= minimumReach, reachesDown = maxY - screen.height >= minimumReach
        guard reachesAcross || reachesDown || !aboveOrLeft.isEmpty else { return nil }
        let width = reachesAcross ? min(maxX, limit.width) : screen.width
        let height = reachesDown ? min(maxY, limit.height) : screen.height
        return Extent(area: Rect(x: 0, y: 0, width: width, height: height),
                      cutAcross: maxX > limit.width, cutDown: maxY > limit.height, viewsAboveOrLeft: aboveOrLeft, viewsPastCut: pastCut)
    }

    /// A scroll view's scrollable area in the window: its content size grown by its
    /// `adjustedContentInset`, where it is at its current offset.
    static func scrollableArea(of view: ComputedView) -> Rect? {
        guard let s = view.scroll else { return nil }
        let i = s.adjustedContentInset
        return view.transformToWindow.boundingBox(of: Rect(
            x: -i.left, y: -i.top, width: s.contentSize.width + i.left + i.right, height: s.contentSize.height + i.top + i.bottom))
    }

    /// The views of `layout` over `area`, as the screen draws them (fills, outlines, text and
    /// tags; no overlays, bars or device shape: those belong to the screen), faded towards the
    /// sheet's grey, as the plane of the picture (`width` × `height` pixels) beyond the screen.
    static func plane(_ layout: ComputedLayout, options: RenderOptions, area: Rect, picture: (width: Int, height: Int),
                      screen: (width: Int, height: Int), content: (width: Int, height: Int)) -> DisplayList.Plane {
        // Where the content reaches one way only, the strip beyond the screen (the usual case,
        // below the fold); where it reaches both ways, the whole content is the painter's part
        // (labels are placed in it), drawn around the screen, whose own plane covers the rest.
        let across = content.width > screen.width, down = content.height > screen.height
        let region = !across ? PixelRect(x0: 0, y0: screen.height, x1: content.width, y1: content.height)
            : !down ? PixelRect(x0: screen.width, y0: 0, x1: content.width, y1: content.height)
            : PixelRect(x: 0, y: 0, width: content.width, height: content.height)
        let parts = across && down
            ? [PixelRect(x0: screen.width, y0: 0, x1: content.width, y1: content.height), PixelRect(x0: 0, y0: screen.height, x1: screen.width, y1: content.height)]
            : [region]
        var viewsOnly = options
        viewsOnly.overlays = options.overlays.intersection([.labels])
        var painter = DiagramPainter(layout: layout, options: viewsOnly, beyondScreen: area, part: (region, picture.width, picture.height))
        painter.drawViews()
        painter.draw(painter.prepareDeferredText())
        // Each scroll view's content rectangle, as the scroll overlay draws it on the screen.
        if options.overlays.contains(.scroll) {
            for view in layout.views where !painter.hidden.contains(view.id) {
                guard let s = view.scroll, let scrollable = scrollableArea(of: view) else { continue }
                let clip = DiagramPainter.intersection(painter.clips[view.id] ?? area, DiagramPainter.union(view.frameInWindow, scrollable))
                painter.canvas.pushClip(x: clip.minX * painter.scale, y: clip.minY * painter.scale, width: clip.width * painter.scale, height: clip.height * painter.scale)
                painter.stroke(Rect(origin: .zero, size: s.contentSize), in: view, Palette.contentRect, dashed: true)
                painter.canvas.popClip()
            }
        }
        painter.drawPendingLabels()
        return DisplayList.Plane(parts: parts, background: Palette.windowBackground, commands: painter.canvas.commands,
                                 fade: Fade(towards: Palette.sheetBackground, keeping: Palette.offscreenKeep))
    }
}
