import Testing
import RasterImage
@testable import ImageDiff

@Suite("review image")
struct ReviewImageTests {
    @Test("reference | actual | overlay on the ground, outlines old in magenta under new in green, clipped to the panel")
    func layout() {
        let reference = Image(width: 100, height: 60, fill: RGBA(255, 0, 0))
        let actual = Image(width: 100, height: 80, fill: RGBA(0, 0, 255))
        let outlines = [
            ReviewOutline(old: PixelRect(x: 10, y: 10, width: 30, height: 20), new: PixelRect(x: 10, y: 14, width: 30, height: 20)),
            ReviewOutline(old: nil, new: PixelRect(x: 90, y: 70, width: 40, height: 40)),  // runs off the panel
        ]
        let review = ImageDiff.reviewImage(reference: reference, actual: actual, outlines: outlines)
        let gap = 8, line = 2
        #expect(review.width == 100 + 2 * 100 + 4 * gap && review.height == 80 + 2 * gap)
        #expect(review[0, 0] == ImageDiff.reviewBackground)
        #expect(review[gap, gap] == RGBA(255, 0, 0))
        #expect(review[gap, gap + 60] == ImageDiff.reviewBackground, "below the shorter reference")
        #expect(review[2 * gap + 100, gap] == RGBA(0, 0, 255))
        let overlay = 3 * gap + 200
        // Faded to grey: r = g = b, lighter than the blue it was.
        let grey = review[overlay + 50, gap + 50]
        #expect(grey.r == grey.g && grey.g == grey.b && grey.r > 128)
        // Old top edge (y 10, 11) magenta where the new outline does not cover it; new top edge at 14 green.
        #expect(review[overlay + 20, gap + 10] == ImageDiff.reviewOldColor)
        #expect(review[overlay + 20, gap + 10 + line] != ImageDiff.reviewOldColor, "a border, not a fill")
        #expect(review[overlay + 20, gap + 14] == ImageDiff.reviewNewColor)
        #expect(review[overlay + 10, gap + 20] == ImageDiff.reviewNewColor, "left edges coincide: new drawn over old")
        // Clipped: the second outline stops at the panel's edge.
        #expect(review[overlay + 95, gap + 70] == ImageDiff.reviewNewColor)
        #expect(review[overlay + 100, gap + 70] == ImageDiff.reviewBackground)
    }
}
