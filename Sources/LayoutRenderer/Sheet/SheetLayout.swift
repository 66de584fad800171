import LayoutEngine
import RasterImage

/// Where a picture's parts go, in pixels: the screen at the origin (so a window point is the
/// same pixel with or without the rest), the content beyond its right and bottom edges around
/// it (`OffscreenContent`), and the caption strip to the right of both (`CaptionStrip`), on a
/// grey sheet. With neither, the picture is the screen alone.
struct SheetLayout {
    let screen: (width: Int, height: Int)
    /// What lies beyond the screen, when drawn.
    let extent: OffscreenContent.Extent?
    /// The screen and the content beyond it, in pixels.
    let content: (width: Int, height: Int)
    let caption: CaptionStrip?
    let captionX: Int
    let width: Int
    let height: Int
    let textScale: Int

    init(_ layout: ComputedLayout, options: RenderOptions) {
        let scale = options.scale ?? layout.environment.scale
        textScale = max(1, Int(scale.rounded()))
        screen = LayoutRenderer.screenPixelSize(of: layout.environment.windowSize, scale: scale)
        extent = options.showsContentBeyondScreen ? OffscreenContent.extent(of: layout) : nil
        content = extent.map { LayoutRenderer.screenPixelSize(of: $0.area.size, scale: scale) } ?? screen
        caption = options.showsCaption
            ? CaptionStrip(layout: layout, extent: extent, drawingScale: options.scale, showsClipped: options.overlays.contains(.scroll)) : nil
        // A gap of the caption's padding between the content and the strip.
        captionX = content.width + CaptionStrip.padding * textScale
        width = caption == nil ? content.width : captionX + CaptionStrip.width(textScale: textScale)
        height = max(content.height, caption?.height(textScale: textScale) ?? 0)
    }

    /// The screen alone: nothing to add around it.
    var isScreenOnly: Bool { width == screen.width && height == screen.height }

    /// Rows `rows` of the picture, drawn into `pixels` (of the sheet's size), each pixel by one
    /// part: the grey ground outside the screen and the content beyond it, the content beyond
    /// (faded), the screen at the top-left corner (the same pixels as the screen alone), the
    /// screen's right and bottom edges outlined where content continues, the caption beside.
    /// Every part keeps to `rows`, so bands of the picture can be drawn at once (`RenderBands`).
    func draw(_ layout: ComputedLayout, backdrop: PresentationBackdrop?, options: RenderOptions, into pixels: PixelBuffer, rows: Range<Int>,
              inOrder: Bool = false) {
        guard !isScreenOnly else {
            return LayoutRenderer.renderScreen(layout, backdrop: backdrop, options: options, screen: screen, into: pixels, rows: rows, inOrder: inOrder)
        }
        pixels.fill(Palette.sheetBackground, outside: content, rows: rows)
        // (An extent may hold only the count of views above or left of the screen: nothing to draw.)
        let beyond = extent != nil && (content.width > screen.width || content.height > screen.height)
        if let extent, beyond {
            OffscreenContent.draw(layout, options: options, area: extent.area, into: pixels, rows: rows, screen: screen, content: content, inOrder: inOrder)
        }
        LayoutRenderer.renderScreen(layout, backdrop: backdrop, options: options, screen: screen, into: pixels, rows: rows, inOrder: inOrder)
        if beyond { outlineScreen(in: pixels, rows: rows) }
        caption?.draw(into: pixels, x: captionX, y: 0, textScale: textScale, rows: rows)
    }

    /// A line `textScale` pixels wide just outside the screen's right and bottom edges, where
    /// the content beyond it is drawn (the screen's own pixels stay as the screen-only render's).
    private func outlineScreen(in pixels: PixelBuffer, rows: Range<Int>) {
        let t = textScale
        func paint(_ box: PixelRect) {
            guard box.x0 < box.x1 else { return }
            for y in (box.y0..<max(box.y0, box.y1)).clamped(to: rows) { pixels.store(Palette.screenEdge.word, row: y, columns: box.x0..<box.x1) }
        }
        if content.width > screen.width {
            paint(PixelRect(x0: screen.width, y0: 0, x1: min(screen.width + t, content.width), y1: min(screen.height + t, content.height)))
        }
        if content.height > screen.height {
            paint(PixelRect(x0: 0, y0: screen.height, x1: min(screen.width + t, content.width), y1: min(screen.height + t, content.height)))
        }
    }
}
