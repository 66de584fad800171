import Testing
import RasterImage
@testable import ImageDiff

/// A width × height image, black on the left of column `edge`, white from it on.
private func splitImage(width: Int = 10, height: Int = 10, edge: Int = 5) -> Image {
    var image = Image(width: width, height: height, fill: RGBA(255, 255, 255))
    for y in 0..<height { for x in 0..<edge { image[x, y] = RGBA(0, 0, 0) } }
    return image
}

@Suite struct ImageDiffTests {
    @Test func identicalImagesHaveNoDifferences() {
        let a = splitImage()
        let result = ImageDiff.compare(a, a)
        #expect(result.differentPixels == 0)
        #expect(result.antiAliasedPixels == 0)
        #expect(result.ratio == 0)
        #expect(result.maxColorDistance == 0)
        #expect(result.boxes.isEmpty)
        #expect(!result.sizeMismatch)
        #expect(result.width == 10 && result.height == 10)
    }

    @Test func oneChangedPixel() {
        let a = Image(width: 8, height: 6, fill: RGBA(255, 255, 255))
        var b = a
        b[3, 2] = RGBA(0, 0, 0)
        let result = ImageDiff.compare(a, b)
        #expect(result.differentPixels == 1)
        #expect(result.antiAliasedPixels == 0)
        #expect(result.boxes == [PixelRect(x: 3, y: 2, width: 1, height: 1)])
        #expect(result.ratio == 1.0 / 48.0)
        // Black against white: Y differs by 255, I and Q by 0, so sqrt(0.5053 × 255² / 35215).
        #expect(abs(result.maxColorDistance - 0.96594) < 0.0001)
    }

    @Test func oddPixelCountTail() {
        // 3 × 3 = 9 pixels: the last pixel falls outside the 8-byte words.
        let a = Image(width: 3, height: 3, fill: RGBA(10, 20, 30))
        var b = a
        b[2, 2] = RGBA(200, 20, 30)
        #expect(ImageDiff.compare(a, b).boxes == [PixelRect(x: 2, y: 2, width: 1, height: 1)])
    }

    @Test func thresholdBehaviour() {
        let a = Image(width: 4, height: 4, fill: RGBA(100, 100, 100))
        var b = a
        b[1, 1] = RGBA(104, 100, 100)
        let strict = ImageDiff.compare(a, b, options: DiffOptions(threshold: 0))
        #expect(strict.differentPixels == 1)
        let lenient = ImageDiff.compare(a, b, options: DiffOptions(threshold: 0.1))
        #expect(lenient.differentPixels == 0)
        #expect(lenient.boxes.isEmpty)
        #expect(lenient.maxColorDistance > 0 && lenient.maxColorDistance < 0.1)
        // A large shift is counted at the default threshold.
        b[1, 1] = RGBA(200, 100, 100)
        #expect(ImageDiff.compare(a, b).differentPixels == 1)
    }

    @Test func antiAliasedEdgeDetected() {
        let a = splitImage()
        var b = a
        for y in 0..<10 { b[5, y] = RGBA(128, 128, 128) }  // a grey column between black and white
        let byDefault = ImageDiff.compare(a, b)
        #expect(byDefault.antiAliasedPixels == 10)
        #expect(byDefault.differentPixels == 0)
        #expect(byDefault.boxes.isEmpty)
        let included = ImageDiff.compare(a, b, options: DiffOptions(includeAntiAliasing: true))
        #expect(included.differentPixels == 10)
        #expect(included.antiAliasedPixels == 10)
        #expect(included.boxes == [PixelRect(x: 5, y: 0, width: 1, height: 10)])
        // Symmetric: the same result with the images swapped.
        #expect(ImageDiff.compare(b, a).antiAliasedPixels == 10)
    }

    @Test func oneFlatSideIsEnoughForAntiAliasing() {
        // pixelmatch: AA when the darkest OR the brightest neighbour has many siblings in both
        // images. Here the dark side is noise (no two pixels alike), the bright side flat white.
        var a = Image(width: 10, height: 10, fill: RGBA(255, 255, 255))
        for y in 0..<10 { for x in 0..<5 { a[x, y] = RGBA(UInt8(y * 5 + x), UInt8(x * 7), UInt8(y * 3)) } }
        var b = a
        b[5, 5] = RGBA(128, 128, 128)
        let result = ImageDiff.compare(a, b)
        #expect(result.antiAliasedPixels == 1)
        #expect(result.differentPixels == 0)
    }

    @Test func changeInsideFlatAreaIsNotAntiAliasing() {
        let a = Image(width: 10, height: 10, fill: RGBA(255, 255, 255))
        var b = a
        b[5, 5] = RGBA(128, 128, 128)  // 8 equal neighbours: not anti-aliasing
        let result = ImageDiff.compare(a, b)
        #expect(result.antiAliasedPixels == 0)
        #expect(result.differentPixels == 1)
    }

    @Test func ignoreRegions() {
        let a = Image(width: 10, height: 10, fill: RGBA(255, 255, 255))
        var b = a
        b[2, 2] = RGBA(0, 0, 0)
        b[7, 7] = RGBA(0, 0, 0)
        let options = DiffOptions(ignoreRegions: [PixelRect(x: 1, y: 1, width: 3, height: 3)])
        let result = ImageDiff.compare(a, b, options: options)
        #expect(result.differentPixels == 1)
        #expect(result.boxes == [PixelRect(x: 7, y: 7, width: 1, height: 1)])
        // A region reaching past the image is clipped; both ignored leaves nothing.
        let all = DiffOptions(ignoreRegions: [PixelRect(x: 1, y: 1, width: 3, height: 3), PixelRect(x: 6, y: 6, width: 50, height: 50)])
        let none = ImageDiff.compare(a, b, options: all)
        #expect(none.differentPixels == 0)
        #expect(none.maxColorDistance == 0)
    }

    @Test func sizeMismatch() {
        let a = Image(width: 4, height: 3, fill: RGBA(0, 0, 0))
        let b = Image(width: 3, height: 4, fill: RGBA(0, 0, 0))
        let result = ImageDiff.compare(a, b)
        #expect(result.sizeMismatch)
        #expect(result.width == 4 && result.height == 3)
        #expect(result.differentPixels == 0 && result.antiAliasedPixels == 0 && result.boxes.isEmpty)
        #expect(ImageDiff.diffImage(a, b) == nil)
        #expect(!ImageDiff.exactlyEqual(a, b))
    }

    @Test func alphaBlendsWithWhite() {
        let white = Image(width: 4, height: 4, fill: RGBA(255, 255, 255))
        var b = white
        b[0, 0] = RGBA(0, 0, 0, 0)
        b[1, 0] = RGBA(255, 0, 0, 0)
        b[2, 0] = RGBA(12, 200, 99, 0)
        let strict = ImageDiff.compare(white, b, options: DiffOptions(threshold: 0))
        #expect(strict.differentPixels == 0)
        #expect(strict.maxColorDistance == 0)
        // Half-transparent black is a mid grey against opaque mid grey.
        let grey = Image(width: 2, height: 2, fill: RGBA(128, 128, 128))
        let halfBlack = Image(width: 2, height: 2, fill: RGBA(0, 0, 0, 127))
        #expect(ImageDiff.compare(grey, halfBlack).differentPixels == 0)
        // Opaque black against transparent is a full difference.
        let black = Image(width: 2, height: 2, fill: RGBA(0, 0, 0))
        let clear = Image(width: 2, height: 2, fill: RGBA(0, 0, 0, 0))
        #expect(ImageDiff.compare(black, clear).differentPixels == 4)
    }

    @Test func boxesForSeparateBlobs() {
        let a = Image(width: 20, height: 20, fill: RGBA(255, 255, 255))
        var b = a
        for y in 10..<13 { for x in 2..<5 { b[x, y] = RGBA(0, 0, 255) } }   // 3×3 lower left
        for y in 1..<3 { for x in 12..<18 { b[x, y] = RGBA(255, 0, 0) } }    // 6×2 upper right
        b[13, 3] = RGBA(255, 0, 0); b[18, 3] = RGBA(255, 0, 0)                // diagonal neighbours join
        let result = ImageDiff.compare(a, b)
        #expect(result.differentPixels == 9 + 12 + 2)
        #expect(result.boxes == [PixelRect(x: 12, y: 1, width: 7, height: 3), PixelRect(x: 2, y: 10, width: 3, height: 3)])
    }

    @Test func boxesCappedAt64() {
        let a = Image(width: 40, height: 40, fill: RGBA(255, 255, 255))
        var b = a
        for y in stride(from: 0, to: 40, by: 4) { for x in stride(from: 0, to: 40, by: 4) { b[x, y] = RGBA(0, 0, 0) } }
        let result = ImageDiff.compare(a, b)
        #expect(result.differentPixels == 100)
        #expect(result.boxes.count == 64)
        #expect(result.boxes[62] == PixelRect(x: 8, y: 24, width: 1, height: 1))
        // Boxes 64...100 (y 24 from x 12 on, then y 28...36) merged into the last.
        #expect(result.boxes[63] == PixelRect(x: 0, y: 24, width: 37, height: 13))
    }

    @Test func diffImageColours() throws {
        let a = splitImage()
        var b = a
        for y in 0..<10 { b[5, y] = RGBA(128, 128, 128) }  // anti-aliasing
        b[8, 8] = RGBA(0, 0, 0)                             // counted difference
        b[1, 1] = RGBA(255, 255, 255)                       // difference inside an ignored region
        let options = DiffOptions(ignoreRegions: [PixelRect(x: 0, y: 0, width: 3, height: 3)])
        let diff = try #require(ImageDiff.diffImage(a, b, options: options))
        #expect(diff.width == 10 && diff.height == 10)
        #expect(diff[8, 8] == RGBA(255, 0, 0))
        #expect(diff[5, 3] == RGBA(255, 255, 0))
        // Unchanged pixels faded: black → 255 - 25.5 → 230 (rounded), white stays white.
        #expect(diff[0, 5] == RGBA(230, 230, 230))
        #expect(diff[9, 0] == RGBA(255, 255, 255))
        #expect(diff[1, 1] == RGBA(230, 230, 230))  // ignored: left faded (first image is black there)
        // With anti-aliasing included the edge is red.
        let included = try #require(ImageDiff.diffImage(a, b, options: DiffOptions(includeAntiAliasing: true)))
        #expect(included[5, 3] == RGBA(255, 0, 0))
        #expect(included[1, 1] == RGBA(255, 0, 0))
    }

    @Test func exactlyEqual() {
        let a = splitImage()
        var b = a
        #expect(ImageDiff.exactlyEqual(a, b))
        b[9, 9] = RGBA(255, 255, 255, 254)
        #expect(!ImageDiff.exactlyEqual(a, b))
        #expect(ImageDiff.exactlyEqual(Image(width: 0, height: 0), Image(width: 0, height: 0)))
        #expect(!ImageDiff.exactlyEqual(Image(width: 0, height: 3), Image(width: 3, height: 0)))
        // Transparent pixels of different colour are not byte-equal, though compare sees no difference.
        let c = Image(width: 2, height: 1, fill: RGBA(1, 2, 3, 0))
        let d = Image(width: 2, height: 1, fill: RGBA(4, 5, 6, 0))
        #expect(!ImageDiff.exactlyEqual(c, d))
        #expect(ImageDiff.compare(c, d, options: DiffOptions(threshold: 0)).differentPixels == 0)
    }

    @Test func emptyImages() {
        let result = ImageDiff.compare(Image(width: 0, height: 0), Image(width: 0, height: 0))
        #expect(result.ratio == 0 && result.differentPixels == 0 && !result.sizeMismatch)
    }
}
