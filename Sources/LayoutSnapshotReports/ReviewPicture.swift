import ImageDiff
import LayoutRenderer
import LayoutSnapshotCore
import RasterImage

/// The review image as the reports write it: `ImageDiff.reviewImage`'s three panels with a
/// caption over each, in the diagram's bitmap font (ImageDiff has none): "reference", "actual",
/// and what the overlay's colours mean.
package enum ReviewPicture {
    package static func make(reference: Image, actual: Image, outlines: [ReviewOutline]) -> Image {
        // The captions at about the size of the diagrams' tags (their scale follows the picture).
        let scale = max(1, min(4, actual.width / 600))
        let header = BitmapFont.lineHeight * scale + 2 * scale
        var image = ImageDiff.reviewImage(reference: reference, actual: actual, outlines: outlines, header: header)
        let (gap, xs) = ImageDiff.reviewPanels(referenceWidth: reference.width, actualWidth: actual.width)
        let white = RGBA(0xF2, 0xF2, 0xF7)
        let y = gap
        BitmapFont.draw("reference", into: &image, x: xs[0], y: y, scale: scale, color: white)
        BitmapFont.draw("actual", into: &image, x: xs[1], y: y, scale: scale, color: white)
        // "moved: was (magenta) -> now (green)", each colour word in its colour.
        var x = BitmapFont.draw("moved: ", into: &image, x: xs[2], y: y, scale: scale, color: white)
        x = BitmapFont.draw("was", into: &image, x: x, y: y, scale: scale, color: ImageDiff.reviewOldColor)
        x = BitmapFont.draw(" -> ", into: &image, x: x, y: y, scale: scale, color: white)
        BitmapFont.draw("now", into: &image, x: x, y: y, scale: scale, color: ImageDiff.reviewNewColor)
        return image
    }

    /// The review of two pictures with the views `moved` outlined where they were and are; the
    /// scales are the pixels per point each picture was drawn at (nil: from its screen's width).
    package static func make(reference: Image, actual: Image, moved: MovedViewsReport?, referenceScale: Double?, actualScale: Double?) -> Image {
        let outlines = moved?.outlines(referenceWidth: reference.width, actualWidth: actual.width,
                                       referenceScale: referenceScale, actualScale: actualScale) ?? []
        return make(reference: reference, actual: actual, outlines: outlines)
    }

    /// Rows above the panels (the captions'), for readers that find a panel's pixels.
    package static func top(actualWidth: Int) -> Int {
        let scale = max(1, min(4, actualWidth / 600))
        return ImageDiff.reviewPanels(referenceWidth: 0, actualWidth: actualWidth).gap + BitmapFont.lineHeight * scale + 2 * scale
    }
}
