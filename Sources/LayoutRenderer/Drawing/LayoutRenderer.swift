import LayoutEngine
import RasterImage

/// Draws a `ComputedLayout` as a diagram: the device's screen shape, every view as a tinted,
/// outlined rectangle labelled with its id, the bars, and overlays for the safe area, the layout
/// margins, the readable content guide and scroll-view insets (PictureLegend.md, "The picture's legend").
/// Deterministic: the same layout and options give the same bytes on every machine.
public enum LayoutRenderer {
    /// Changes whenever the pictures change, so a snapshot records which renderer drew it. A
    /// verify may skip rendering when a reference recorded the same `inputDigest`, which includes
    /// this version: bump it with every change to the pixels (`ExampleRenderTests.rendererVersion`
    /// fails until you do).
    public static let version = "32"

    /// The most colours a picture has (`Image.fitPalette`): 256, so every picture is written as a
    /// palette PNG, one byte a pixel (Docs/decisions/0022-palette-pictures.md).
    public static let paletteColors = 256

    /// The picture: the screen, with the content beyond it and the caption strip beside it as
    /// `options` ask (`SheetLayout`), recorded as a display list and drawn in tiles of rows on the
    /// machine's cores (`DisplayList`: the same bytes on any number of threads).
    public static func render(_ layout: ComputedLayout, options: RenderOptions = .default) -> Image {
        render(layout, options: options, threads: DisplayList.threads)
    }

    /// How many threads `render` draws on (one a core).
    @_spi(Benchmarks) public static var renderThreads: Int { DisplayList.threads }

    /// `render` on exactly `threads` threads (benchmarks time the work on one).
    @_spi(Benchmarks) public static func render(_ layout: ComputedLayout, options: RenderOptions, threads: Int) -> Image {
        var image = record(layout, options: options).draw(threads: threads)
        // The blends at antialiased edges beyond the palette take their nearest kept colour: the
        // picture is a palette image, a quarter of the bytes of RGB (decision 0022).
        image.fitPalette(maxColors: paletteColors)
        return image
    }

    /// The picture as drawn, before it is fitted to its palette: every colour the drawing made.
    /// (Tests of the drawing compare these: fitting is global, so one change can move a rare
    /// blend elsewhere to another kept colour.) `inOrder`: every command drawn in turn over its
    /// whole plane (`DisplayList.drawInOrder`), the plain drawing the tiled one must equal byte
    /// for byte (the test oracle, `InOrderOracleTests`).
    static func draw(_ layout: ComputedLayout, options: RenderOptions, tileRows: Int = DisplayList.tileRows, inOrder: Bool = false) -> Image {
        let list = record(layout, options: options)
        return inOrder ? list.drawInOrder() : list.draw(tileRows: tileRows)
    }

    /// What the picture holds, as planes of drawing commands.
    static func record(_ layout: ComputedLayout, options: RenderOptions) -> DisplayList {
        // A presented controller is drawn in full over a backdrop of what presents it.
        let (top, backdrop) = PresentationBackdrop.split(layout)
        return SheetLayout(top, options: options).record(top, backdrop: backdrop, options: options)
    }

    /// The screen's drawing commands, for the part `part.region` (the screen's pixels at the
    /// top-left corner) of a picture of `part.width` × `part.height` pixels.
    static func recordScreen(_ layout: ComputedLayout, backdrop: PresentationBackdrop? = nil, options: RenderOptions,
                             part: (region: PixelRect, width: Int, height: Int)) -> [DrawCommand] {
        var painter = DiagramPainter(layout: layout, options: options, part: part)
        painter.backdrop = backdrop
        // Back to front: views, their text, the unsafe area's tint, the bars over them (as UIKit
        // draws them), the other overlays over both, the keyboard over all of them, the unsafe
        // area's hatching over all of these (the area under a bar is unsafe, and shows it), Auto
        // Layout's problems over all of them; then the labels, so they stay legible, the scroll
        // indicators, and the device's shape over everything.
        painter.drawViews()
        painter.draw(painter.prepareDeferredText())
        painter.drawUnsafeTint()
        if options.overlays.contains(.bars) { painter.drawBars() }
        if options.overlays.contains(.scroll) { painter.drawScrollOverlays() }
        painter.drawGuideOverlays()
        if options.overlays.contains(.textOverflow) { painter.drawTextOverflowOverlay() }
        // The keyboard's window is over the app's, and over what the overlays say about it.
        painter.drawKeyboard()
        painter.drawUnsafeHatching()
        painter.drawPendingCapsules()
        if options.overlays.contains(.autoLayout) { painter.drawAutoLayoutOverlay() }
        if options.overlays.contains(.scroll) { painter.drawClippedContent() }
        if options.overlays.contains(.dimensions) { painter.drawDimensions() }
        painter.drawMeasurements()
        painter.drawPendingLabels()
        painter.drawPendingIndicators()
        painter.drawDevice()
        return painter.canvas.commands
    }

    /// Forgets the glyph coverage the process has cached and the pixels glyphs made, so the next
    /// render rasterises and blends every glyph it draws (for benchmarks of a first render).
    @_spi(Benchmarks) public static func clearGlyphCache() {
        GlyphCache.removeShared()
        GlyphBlends.removeShared()
    }

    /// The size in pixels a layout renders at (the whole picture: the screen, the content beyond
    /// it and the caption, as `options` ask).
    public static func pixelSize(of layout: ComputedLayout, options: RenderOptions = .default) -> (width: Int, height: Int) {
        let sheet = SheetLayout(PresentationBackdrop.split(layout).top, options: options)
        return (sheet.width, sheet.height)
    }

    /// The size in pixels of an area of `size` points at `scale`, rounded.
    static func screenPixelSize(of size: Size, scale: Double) -> (width: Int, height: Int) {
        (Int((size.width * scale).rounded()), Int((size.height * scale).rounded()))
    }
}
