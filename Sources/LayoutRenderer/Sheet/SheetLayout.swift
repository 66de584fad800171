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

    /// The picture as planes (`DisplayList`), each pixel drawn by one: the grey ground outside
    /// the screen and the content beyond it, with the caption on it; the content beyond the
    /// screen (faded); the screen at the top-left corner (the same pixels as the screen alone);
    /// the screen's right and bottom edges outlined where content continues.
    func record(_ layout: ComputedLayout, backdrop: PresentationBackdrop?, options: RenderOptions) -> DisplayList {
        let screenPart = PixelRect(x: 0, y: 0, width: min(screen.width, width), height: min(screen.height, height))
        let screenPlane = DisplayList.Plane(parts: [screenPart], background: Palette.windowBackground, commands: LayoutRenderer.recordScreen(
            layout, backdrop: backdrop, options: options, part: (screenPart, width, height)))
        guard !isScreenOnly else { return DisplayList(width: width, height: height, planes: [screenPlane]) }
        var ground = Canvas(region: PixelRect(x: 0, y: 0, width: width, height: height), width: width, height: height)
        caption?.draw(on: &ground, x: captionX, y: 0, textScale: textScale)
        var planes = [DisplayList.Plane(parts: [PixelRect(x0: content.width, y0: 0, x1: width, y1: content.height),
                                                PixelRect(x0: 0, y0: content.height, x1: width, y1: height)],
                                        background: Palette.sheetBackground, commands: ground.commands)]
        // (An extent may hold only the count of views above or left of the screen: nothing to draw.)
        let beyond = extent != nil && (content.width > screen.width || content.height > screen.height)
        if let extent, beyond {
            planes.append(OffscreenContent.plane(layout, options: options, area: extent.area, picture: (width, height), screen: screen, content: content))
        }
        planes.append(screenPlane)
        if beyond { planes.append(screenOutline) }
        return DisplayList(width: width, height: height, planes: planes)
    }

    /// A line `textScale` pixels wide just outside the screen's right and bottom edges, where
    /// the content beyond it is drawn (the screen's own pixels stay as the screen-only render's).
    private var screenOutline: DisplayList.Plane {
        let t = textScale
        let across = content.width > screen.width, down = content.height > screen.height
        var parts: [PixelRect] = []
        if across { parts.append(PixelRect(x0: screen.width, y0: 0, x1: min(screen.width + t, content.width), y1: min(screen.height + t, content.height))) }
        // (Where both are, the corner is the right edge's.)
        if down { parts.append(PixelRect(x0: 0, y0: screen.height, x1: across ? screen.width : min(screen.width + t, content.width), y1: min(screen.height + t, content.height))) }
        return DisplayList.Plane(parts: parts, background: Palette.screenEdge, commands: [])
    }
}
