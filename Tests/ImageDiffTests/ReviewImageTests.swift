import Testing
import RasterImage
@testable import ImageDiff

/// The pieces `ReviewPicture` draws a review image with (its own tests check the whole image).
@Suite("review image pieces")
struct ReviewImageTests {
    @Test("outlines are borders clipped to their panel; a crop is faded to grey and zoomed; a copy keeps to the image")
    func pieces() {
        var out = Image(width: 60, height: 40, fill: ImageDiff.reviewBackground)
        ImageDiff.blit(Image(width: 100, height: 10, fill: RGBA(0, 0, 255)), into: &out, x: 10, y: 5)
        #expect(out[10, 5] == RGBA(0, 0, 255) && out[59, 14] == RGBA(0, 0, 255) && out[9, 5] == ImageDiff.reviewBackground)
        ImageDiff.outline(PixelRect(x: 20, y: 20, width: 60, height: 10), in: &out, panel: PixelRect(x: 0, y: 0, width: 50, height: 40),
                          width: 2, color: ImageDiff.reviewOldColor)
        #expect(out[30, 20] == ImageDiff.reviewOldColor && out[30, 21] == ImageDiff.reviewOldColor)
        #expect(out[30, 22] == ImageDiff.reviewBackground, "a border, not a fill")
        #expect(out[50, 20] == ImageDiff.reviewBackground, "clipped to the panel")
        let crop = ImageDiff.fadedCrop(Image(width: 10, height: 10, fill: RGBA(0, 0, 255)), PixelRect(x: 2, y: 2, width: 4, height: 3), zoom: 3)
        let grey = crop[5, 5]
        #expect(crop.width == 12 && crop.height == 9 && grey.r == grey.g && grey.g == grey.b && grey.r > 128)
    }
}
