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
        screen = LayoutRenderer.screenPixelSize(of: layout.environment.screenSize, scale: scale)
        extent = options.showsContentBeyondScreen ? OffscreenContent.extent(of: layout) : nil
        content = extent.map { LayoutRenderer.screenPixelSize(of: $0.area.size, scale: scale) } ?? screen
        caption = options.showsCaption ? CaptionStrip(layout: layout, extent: extent) : nil
        // A gap of the caption's padding between the content and the strip.
        captionX = content.width + CaptionStrip.padding * textScale
        width = caption == nil ? content.width : captionX + CaptionStrip.width(textScale: textScale)
        height = max(content.height, caption?.height(textScale: textScale) ?? 0)
    }

    /// The screen alone: nothing to add around it.
    var isScreenOnly: Bool { width == screen.width && height == screen.height }

    /// The picture, drawn in one image of the sheet's size, each pixel by one part: the grey
    /// ground outside the screen and the content beyond it, the content beyond (faded), the
    /// screen at the top-left corner (the same pixels as the screen alone), the screen's right and
    /// bottom edges outlined where content continues, the caption beside.
    ///
    /// The image is handed from part to part with `consume`: a part draws into it while no one
    /// else holds it, so it is never copied.
    func draw(_ layout: ComputedLayout, options: RenderOptions) -> Image {
        var sheet = Canvas.uninitializedImage(width: width, height: height)
        sheet.fill(Palette.sheetBackground, outside: content)
        // (An extent may hold only the count of views above or left of the screen: nothing to draw.)
        let beyond = extent != nil && (content.width > screen.width || content.height > screen.height)
        if let extent, beyond {
            sheet = OffscreenContent.draw(layout, options: options, area: extent.area, onto: consume sheet, screen: screen, content: content)
        }
        sheet = LayoutRenderer.renderScreen(layout, options: options, onto: consume sheet)
        if beyond { outlineScreen(in: &sheet) }
        caption?.draw(into: &sheet, x: captionX, y: 0, textScale: textScale)
        return sheet
    }

    /// A line `textScale` pixels wide just outside the screen's right and bottom edges, where
    /// the content beyond it is drawn (the screen's own pixels stay as the screen-only render's).
    private func outlineScreen(in sheet: inout Image) {
        let t = textScale
        if content.width > screen.width {
            for y in 0..<min(screen.height + t, content.height) { for x in screen.width..<min(screen.width + t, content.width) { sheet[x, y] = Palette.screenEdge } }
        }
        if content.height > screen.height {
            for y in screen.height..<min(screen.height + t, content.height) { for x in 0..<min(screen.width + t, content.width) { sheet[x, y] = Palette.screenEdge } }
        }
    }
}
