import Foundation
import RasterImage

/// A picture as its painters recorded it: planes of `DrawCommand`s, each over parts of the
/// picture on a background, drawn back to front (Sources/LayoutRenderer/README.md, "The way
/// through").
///
/// Two ways to draw it, the same bytes: `drawInOrder`, every command in turn over its whole
/// plane (the plain drawing, kept as the test oracle), and `draw`, in tiles of rows on every
/// core, each tile's rectangles composited in one pass (`DisplayList+Tiles.swift`).
struct DisplayList {
    /// Commands over parts of the picture, on a background: the sheet's ground with the caption,
    /// the content beyond the screen, the screen, the screen's edge (`SheetLayout.record`).
    struct Plane {
        /// The pixels the plane draws (disjoint): nothing outside them is read or written.
        var parts: [PixelRect]
        /// Painted over the parts first: every pixel of them is written.
        var background: RGBA
        var commands: [DrawCommand]
        /// Every pixel of the parts mapped after the commands (the content beyond the screen,
        /// faded towards the sheet's grey).
        var fade: Fade? = nil
    }

    let width: Int
    let height: Int
    var planes: [Plane]

    /// Every plane in turn, each command drawn over the plane's parts as it was recorded: the
    /// plain drawing (`InOrderOracleTests` holds `draw` to its bytes).
    func drawInOrder() -> Image {
        var image = Self.uninitializedImage(width: width, height: height)
        image.withPixelBuffer { pixels in
            for plane in planes {
                for part in plane.parts where !part.isEmpty {
                    SpanCompositor.paint(plane.background, part, of: pixels)
                    var rasterizer = Rasterizer(pixels: pixels, region: part)
                    for command in plane.commands { rasterizer.draw(command) }
                    if let fade = plane.fade { pixels.fade(fade, in: part) }
                }
            }
        }
        return image
    }

    /// An image whose bytes are left as the allocator gives them, for the planes to paint (every
    /// picture's planes cover all of it, `SheetLayout`).
    static func uninitializedImage(width: Int, height: Int) -> Image {
        let count = width * height * 4
        return Image(width: width, height: height, pixels: [UInt8](unsafeUninitializedCapacity: count) { _, initialized in initialized = count })
    }
}
