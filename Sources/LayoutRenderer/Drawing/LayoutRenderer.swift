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
    /// `options` ask (`SheetLayout`), drawn in horizontal bands on the machine's cores
    /// (`RenderBands`: the same bytes for any number of bands).
    public static func render(_ layout: ComputedLayout, options: RenderOptions = .default) -> Image {
        render(layout, options: options, bands: RenderBands.defaultCount)
    }

    /// How many bands `render` splits a picture into (twice the cores, at most 8; one thread a core draws them).
    @_spi(Benchmarks) public static var renderBands: Int { RenderBands.defaultCount }

    /// How many threads `render` draws on (one a core).
    @_spi(Benchmarks) public static var renderThreads: Int { RenderBands.threads }

    /// `render` in exactly `bands` bands (tests compare band counts; benchmarks time one band).
    @_spi(Benchmarks) public static func render(_ layout: ComputedLayout, options: RenderOptions, bands: Int) -> Image {
        var image = draw(layout, options: options, bands: bands)
        // The blends at antialiased edges beyond the palette take their nearest kept colour: the
        // picture is a palette image, a quarter of the bytes of RGB (decision 0022).
        image.fitPalette(maxColors: paletteColors)
        return image
    }

    /// The picture as drawn, before it is fitted to its palette: every colour the drawing made.
    /// (Tests of the drawing compare these: fitting is global, so one change can move a rare
    /// blend elsewhere to another kept colour.) `inOrder`: every shape drawn in turn, as it is
    /// asked for, none batched or made again, in one band: the plain drawing the fast one must
    /// equal byte for byte (the test oracle, `InOrderOracleTests`).
    static func draw(_ layout: ComputedLayout, options: RenderOptions, bands: Int = RenderBands.defaultCount, inOrder: Bool = false) -> Image {
        // A presented controller is drawn in full over a backdrop of what presents it.
        let (top, backdrop) = PresentationBackdrop.split(layout)
        let sheet = SheetLayout(top, options: options)
        var image = Canvas.uninitializedImage(width: sheet.width, height: sheet.height)
        image.withPixelBuffer { pixels in
            RenderBands.run(rows: 0..<sheet.height, bands: inOrder ? 1 : bands) { rows in
                sheet.draw(top, backdrop: backdrop, options: options, into: pixels, rows: rows, inOrder: inOrder)
            }
        }
        return image
    }

    /// Draws rows `rows` of the screen (`screen` pixels, `SheetLayout.screen`), at the top-left
    /// corner of `pixels`, into them (the rest of the buffer is left as it is). Every pixel of the
    /// screen in those rows is written. `inOrder`: nothing batched (`draw(_:options:bands:inOrder:)`).
    static func renderScreen(_ layout: ComputedLayout, backdrop: PresentationBackdrop? = nil, options: RenderOptions,
                             screen: (width: Int, height: Int), into pixels: PixelBuffer, rows: Range<Int>, inOrder: Bool = false) {
        let bounds = PixelRect(x: 0, y: 0, width: min(screen.width, pixels.width), height: min(screen.height, pixels.height))
        guard bounds.x0 < bounds.x1, !(bounds.y0..<bounds.y1).clamped(to: rows).isEmpty else { return }
        var painter = DiagramPainter(layout: layout, options: options, onto: (pixels, bounds, rows))
        painter.backdrop = backdrop
        // Back to front: views, the unsafe area's tint, the bars over them (as UIKit draws them),
        // the other overlays over both, the keyboard over all of them, the unsafe area's hatching over all of these (the area
        // under a bar is unsafe, and shows it), Auto Layout's problems over all of them; then the
        // labels, so they stay legible,
        // the scroll indicators, and the device's shape over everything. The rectangles of the
        // first part are composited in one pass when they are all axis-aligned.
        // (A backdrop's rotated views and a popover's arrow are no rectangles.)
        let batched = !inOrder && DiagramPainter.isAxisAligned(layout)
            && backdrop.map { $0.arrow.isEmpty && $0.views.allSatisfy { $0.transformToWindow.isAxisAligned } } != false
        if batched { painter.canvas.beginBatch() }
        painter.drawViews()
        // Label text goes over the views and under the bars and overlays. Unbatched, it is drawn
        // here. Batched, the bars' and overlays' fills up to the first that reaches a glyph's
        // pixels are composited with the views' (they and the text can go in either order, so
        // the bytes are the same), then the text, then the rest; where no glyph is, all of them
        // in one pass (`DiagramPainter.endBatch(placing:after:)`).
        let text = painter.hasDeferredText ? painter.prepareDeferredText() : []
        let viewFills = painter.canvas.recordedFills.count
        if !batched { painter.draw(text) }
        painter.drawUnsafeTint()
        if options.overlays.contains(.bars) { painter.drawBars() }
        if options.overlays.contains(.scroll) { painter.drawScrollOverlays() }
        painter.drawGuideOverlays()
        if options.overlays.contains(.textOverflow) { painter.drawTextOverflowOverlay() }
        // The keyboard's window is over the app's, and over what the overlays say about it.
        painter.drawKeyboard()
        if batched {
            let fills = painter.canvas.recordedFills
            let first = DiagramPainter.firstFill(fills[viewFills...], touching: text) ?? fills.count
            // The hatching over each part of the screen as soon as the batch is done there.
            let hatches = painter.unsafeHatching()
            painter.endBatch(placing: text, after: first, rowsDone: { painter, rows in painter.draw(hatches, rows: rows) })
        } else {
            painter.drawUnsafeHatching()
        }
        painter.drawPendingCapsules()
        if options.overlays.contains(.autoLayout) { painter.drawAutoLayoutOverlay() }
        if options.overlays.contains(.scroll) { painter.drawClippedContent() }
        if options.overlays.contains(.dimensions) { painter.drawDimensions() }
        painter.drawMeasurements()
        painter.drawPendingLabels()
        painter.drawPendingIndicators()
        painter.drawDevice()
        painter.canvas.finish()
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
