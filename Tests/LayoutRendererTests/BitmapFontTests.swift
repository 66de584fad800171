import RasterImage
import Testing
@testable import LayoutRenderer

/// The embedded bitmap font: glyph set, metrics, exact pixels at every scale, clipping, blending,
/// the replacement glyph and truncation.
struct BitmapFontTests {
    static let printable: [Unicode.Scalar] = (32...126).map { Unicode.Scalar(UInt8($0)) }
    static let ink = RGBA(10, 20, 30)
    static let paper = RGBA(250, 250, 240)

    /// Rows of "#" (pixel differs from `background`) and "." over the rectangle [x0, x1) × [y0, y1).
    static func mask(_ image: Image, _ x0: Int, _ y0: Int, _ x1: Int, _ y1: Int, background: RGBA) -> [String] {
        (y0..<y1).map { y in String((x0..<x1).map { x in image[x, y] == background ? "." : "#" }) }
    }

    /// The glyph of `scalar` as nine rows of five "#"/".".
    static func art(_ scalar: Unicode.Scalar) -> [String] {
        let glyph = BitmapFont.glyph(for: scalar)
        return (0..<9).map { row in String((0..<5).map { BitmapFont.isInk(glyph, column: $0, row: row) ? "#" : "." }) }
    }

    /// Each character of `art` becomes a scale × scale block.
    static func upscaled(_ art: [String], _ scale: Int) -> [String] {
        art.flatMap { row in
            Array(repeating: String(row.flatMap { Array(repeating: $0, count: scale) }), count: scale)
        }
    }

    /// The bounding box (x0, y0, x1, y1 exclusive) of the pixels that differ from `background`.
    static func inkBounds(_ image: Image, background: RGBA) -> PixelRect? {
        var box: PixelRect?
        for y in 0..<image.height {
            for x in 0..<image.width where image[x, y] != background {
                if let b = box {
                    box = PixelRect(x0: min(b.x0, x), y0: min(b.y0, y), x1: max(b.x1, x + 1), y1: max(b.y1, y + 1))
                } else {
                    box = PixelRect(x: x, y: y, width: 1, height: 1)
                }
            }
        }
        return box
    }

    // MARK: Glyph set

    @Test func metricsAreTheDocumentedOnes() {
        #expect(BitmapFont.cellWidth == 6)
        #expect(BitmapFont.lineHeight == 10)
        #expect(BitmapFont.ascent == 7)
        #expect(BitmapFont.glyphWidth + 1 == BitmapFont.cellWidth)
        #expect(BitmapFont.glyphHeight + 1 == BitmapFont.lineHeight)
    }

    @Test func everyPrintableCharacterHasItsOwnGlyph() {
        #expect(BitmapFont.glyphs.count == 95)
        for scalar in Self.printable {
            let glyph = BitmapFont.glyph(for: scalar)
            #expect(glyph >> 45 == 0, "glyph of \(scalar) has bits outside its 5 × 9 box")
            #expect(glyph != BitmapFont.replacementGlyph, "\(scalar) draws the replacement box")
            #expect((glyph == 0) == (scalar == " "), "only the space is blank, not \(scalar)")
        }
        var seen: [UInt64: Unicode.Scalar] = [:]
        for scalar in Self.printable {
            let glyph = BitmapFont.glyph(for: scalar)
            if let other = seen[glyph] {
                Issue.record("\(scalar) and \(other) have the same glyph")
            }
            seen[glyph] = scalar
        }
    }

    @Test func glyphsKeepToTheirRows() {
        func inkRows(_ scalar: Unicode.Scalar) -> Set<Int> {
            Set(Self.art(scalar).enumerated().filter { $0.element.contains("#") }.map(\.offset))
        }
        // Capitals and digits: exactly rows 0-6 (cap height = ascent).
        for s in "ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789".unicodeScalars {
            #expect(inkRows(s).min() == 0 && inkRows(s).max() == BitmapFont.ascent - 1, "\(s)")
        }
        // Lower case: x-height letters start at row 2; only g j p q y descend, to row 8.
        for s in "abcdefghijklmnopqrstuvwxyz".unicodeScalars {
            let rows = inkRows(s)
            #expect(rows.max() == ("gjpqy".unicodeScalars.contains(s) ? 8 : 6), "\(s)")
            if "acemnorsuvwxz".unicodeScalars.contains(s) { #expect(rows.min() == 2, "\(s)") }
            if "bdfhkl".unicodeScalars.contains(s) { #expect(rows.min() == 0, "\(s)") }
        }
        #expect(inkRows("_") == [7])
        #expect(inkRows(".") == [6])
    }

    @Test func lookAlikesDiffer() {
        // Pairs a reader must tell apart at a glance differ in more than one pixel.
        for pair in ["0O", "0o", "Oo", "1l", "1I", "lI", "l|", "I|", "i!", "5S", "8B", "2Z", "6b", "9q", "gq", "gy", "DO", "UV", ",.", ":;", "()", "[]", "{}", "<(", "-_"] {
            let scalars = Array(pair.unicodeScalars)
            let difference = BitmapFont.glyph(for: scalars[0]) ^ BitmapFont.glyph(for: scalars[1])
            #expect(difference.nonzeroBitCount >= 2, "\(pair)")
        }
    }

    // MARK: Width and drawing

    @Test(arguments: [1, 2, 3])
    func widthCountsCellsWithoutTrailingSpacing(scale: Int) {
        #expect(BitmapFont.width(of: "", scale: scale) == 0)
        #expect(BitmapFont.width(of: "A", scale: scale) == 5 * scale)
        #expect(BitmapFont.width(of: "AB", scale: scale) == 11 * scale)
        #expect(BitmapFont.width(of: "safeArea", scale: scale) == 47 * scale)
        #expect(BitmapFont.width(of: "\u{e9}", scale: scale) == 5 * scale)
        #expect(BitmapFont.width(of: "e\u{301}", scale: scale) == 11 * scale)
    }

    @Test(arguments: [1, 2, 3])
    func widthIsWhatDrawCovers(scale: Int) {
        // Texts whose first glyph inks its left column and whose last inks its right one.
        for text in ["H", "Hello, World", "Mm", "\u{e9}", "W_", "#root_view/label_2", "Quick brown fox: {x: 0}"] {
            var image = Image(width: 460, height: 40, fill: Self.paper)
            let end = BitmapFont.draw(text, into: &image, x: 7, y: 5, scale: scale, color: Self.ink)
            let count = text.unicodeScalars.count
            #expect(end == 7 + count * BitmapFont.cellWidth * scale, "\(text)")
            let box = Self.inkBounds(image, background: Self.paper)
            #expect(box?.x0 == 7, "\(text)")
            #expect(box?.x1 == 7 + BitmapFont.width(of: text, scale: scale), "\(text)")
            #expect(box.map { $0.y0 >= 5 && $0.y1 <= 5 + BitmapFont.glyphHeight * scale } == true, "\(text)")
        }
        // Every glyph stays inside its box: [x, x + width) × [y, y + 9 × scale).
        for scalar in Self.printable where scalar != " " {
            var image = Image(width: 30, height: 40, fill: Self.paper)
            BitmapFont.draw(String(Character(scalar)), into: &image, x: 4, y: 3, scale: scale, color: Self.ink)
            let box = Self.inkBounds(image, background: Self.paper)!
            #expect(box.x0 >= 4 && box.x1 <= 4 + 5 * scale && box.y0 >= 3 && box.y1 <= 3 + 9 * scale, "\(scalar)")
        }
    }

    /// "A" and "g" side by side: cap height, spacing column and descender.
    static let agArt = [
        ".###.......",
        "#...#......",
        "#...#..####",
        "#####.#...#",
        "#...#.#...#",
        "#...#.#...#",
        "#...#..####",
        "..........#",
        ".......###.",
    ]

    @Test(arguments: [1, 2, 3])
    func drawLandsExactPixels(scale: Int) {
        var image = Image(width: 50, height: 40, fill: Self.paper)
        let end = BitmapFont.draw("Ag", into: &image, x: 3, y: 2, scale: scale, color: Self.ink)
        #expect(end == 3 + 12 * scale)
        // The whole image: the art at (3, 2), scaled, and nothing else touched.
        let expected = (0..<40).map { y in
            String((0..<50).map { x -> Character in
                let (gx, gy) = (x - 3, y - 2)
                guard gx >= 0, gy >= 0, gx < 11 * scale, gy < 9 * scale else { return "." }
                return Array(Self.agArt[gy / scale])[gx / scale]
            })
        }
        #expect(Self.mask(image, 0, 0, 50, 40, background: Self.paper) == expected)
        // Drawn pixels are the ink colour exactly.
        for y in 0..<40 { for x in 0..<50 where image[x, y] != Self.paper { #expect(image[x, y] == Self.ink) } }
    }

    @Test func drawLandsExactPixelsByCoordinates() {
        // Scale 1: "A" at (3, 2). Its top row is .###. and row 3 is the bar.
        var one = Image(width: 12, height: 12, fill: Self.paper)
        BitmapFont.draw("A", into: &one, x: 3, y: 2, scale: 1, color: Self.ink)
        #expect(one[3, 2] == Self.paper && one[4, 2] == Self.ink && one[6, 2] == Self.ink && one[7, 2] == Self.paper)
        #expect(one[3, 3] == Self.ink && one[4, 3] == Self.paper && one[7, 3] == Self.ink)
        #expect((3...7).allSatisfy { one[$0, 5] == Self.ink })
        #expect(one[3, 8] == Self.ink && one[3, 9] == Self.paper)

        // Scale 2: "." at (0, 0) is one 2 × 2 block at column 2, row 6 → x 4...5, y 12...13.
        var two = Image(width: 10, height: 20, fill: Self.paper)
        BitmapFont.draw(".", into: &two, x: 0, y: 0, scale: 2, color: Self.ink)
        #expect(Self.inkBounds(two, background: Self.paper)! == PixelRect(x0: 4, y0: 12, x1: 6, y1: 14))

        // Scale 3: "," at (1, 1): column 2 rows 6-7 → x 7...9, y 19...24; column 1 row 8 → x 4...6, y 25...27.
        var three = Image(width: 20, height: 30, fill: Self.paper)
        BitmapFont.draw(",", into: &three, x: 1, y: 1, scale: 3, color: Self.ink)
        #expect(three[7, 19] == Self.ink && three[9, 24] == Self.ink && three[6, 19] == Self.paper && three[10, 24] == Self.paper)
        #expect(three[4, 25] == Self.ink && three[6, 27] == Self.ink && three[7, 25] == Self.paper && three[4, 28] == Self.paper)
        #expect(three[7, 18] == Self.paper)
        #expect(Self.inkBounds(three, background: Self.paper)! == PixelRect(x0: 4, y0: 19, x1: 10, y1: 28))
    }

    @Test func drawingContinuesAtTheReturnedX() {
        var whole = Image(width: 80, height: 12, fill: Self.paper)
        BitmapFont.draw("top: 47", into: &whole, x: 2, y: 1, scale: 1, color: Self.ink)
        var pieces = Image(width: 80, height: 12, fill: Self.paper)
        let next = BitmapFont.draw("top:", into: &pieces, x: 2, y: 1, scale: 1, color: Self.ink)
        BitmapFont.draw(" 47", into: &pieces, x: next, y: 1, scale: 1, color: Self.ink)
        #expect(pieces == whole)
    }

    @Test func emptyTextDrawsNothing() {
        var image = Image(width: 8, height: 8, fill: Self.paper)
        #expect(BitmapFont.draw("", into: &image, x: 3, y: 3, scale: 2, color: Self.ink) == 3)
        #expect(image == Image(width: 8, height: 8, fill: Self.paper))
    }

    // MARK: Clipping

    @Test(arguments: [1, 2])
    func clipKeepsDrawingInsideTheRectangle(scale: Int) {
        let clip = PixelRect(x0: 5, y0: 4, x1: 19, y1: 11)
        var full = Image(width: 40, height: 30, fill: Self.paper)
        BitmapFont.draw("Hg8@", into: &full, x: 2, y: 1, scale: scale, color: Self.ink)
        var clipped = Image(width: 40, height: 30, fill: Self.paper)
        let end = BitmapFont.draw("Hg8@", into: &clipped, x: 2, y: 1, scale: scale, color: Self.ink, clip: clip)
        #expect(end == 2 + 4 * 6 * scale)
        var sawInk = false
        for y in 0..<30 {
            for x in 0..<40 {
                let inside = x >= clip.x0 && x < clip.x1 && y >= clip.y0 && y < clip.y1
                #expect(clipped[x, y] == (inside ? full[x, y] : Self.paper), "(\(x), \(y))")
                sawInk = sawInk || clipped[x, y] != Self.paper
            }
        }
        #expect(sawInk)
    }

    @Test func textOffTheImageIsCutAtItsEdges() {
        // Drawn at (-4, -3) into a 20 × 8 image = the same text drawn at (6, 7) into a 40 × 30
        // image, cropped at (10, 10).
        var big = Image(width: 40, height: 30, fill: Self.paper)
        BitmapFont.draw("Wjy_|", into: &big, x: 6, y: 7, scale: 2, color: Self.ink)
        var small = Image(width: 20, height: 8, fill: Self.paper)
        BitmapFont.draw("Wjy_|", into: &small, x: -4, y: -3, scale: 2, color: Self.ink)
        #expect(Self.mask(small, 0, 0, 20, 8, background: Self.paper) == Self.mask(big, 10, 10, 30, 18, background: Self.paper))
        // Far off every edge: nothing drawn, nothing trapped.
        for (x, y) in [(-1000, 0), (1000, 0), (0, -1000), (0, 1000), (Int.min / 4, Int.min / 4)] {
            var image = Image(width: 20, height: 8, fill: Self.paper)
            BitmapFont.draw("Hello", into: &image, x: x, y: y, scale: 3, color: Self.ink)
            #expect(image == Image(width: 20, height: 8, fill: Self.paper))
        }
    }

    @Test func emptyOrOutsideClipDrawsNothing() {
        let blank = Image(width: 20, height: 12, fill: Self.paper)
        for clip in [PixelRect(x0: 5, y0: 0, x1: 5, y1: 12), PixelRect(x0: 10, y0: 8, x1: 2, y1: 1), PixelRect(x0: 20, y0: 0, x1: 40, y1: 12), PixelRect(x0: -9, y0: -9, x1: 0, y1: 0)] {
            var image = blank
            BitmapFont.draw("HHH", into: &image, x: 0, y: 0, scale: 1, color: Self.ink, clip: clip)
            #expect(image == blank)
        }
        // A clip larger than the image is the image.
        var wide = blank
        BitmapFont.draw("HHHH", into: &wide, x: 0, y: 0, scale: 1, color: Self.ink, clip: PixelRect(x0: -50, y0: -50, x1: 500, y1: 500))
        var unclipped = blank
        BitmapFont.draw("HHHH", into: &unclipped, x: 0, y: 0, scale: 1, color: Self.ink)
        #expect(wide == unclipped)
    }

    // MARK: Blending

    @Test func translucentTextBlendsExactly() {
        // "H" row 3 is the bar: (0...4, 3). (1, 1) is inside the H, untouched.
        func drawn(_ color: RGBA, on background: RGBA) -> (ink: RGBA, untouched: RGBA) {
            var image = Image(width: 8, height: 10, fill: background)
            BitmapFont.draw("H", into: &image, x: 0, y: 0, scale: 1, color: color)
            return (image[2, 3], image[1, 1])
        }
        #expect(drawn(RGBA(255, 0, 0, 128), on: RGBA(255, 255, 255)) == (RGBA(255, 127, 127), RGBA(255, 255, 255)))
        #expect(drawn(RGBA(0, 0, 0, 128), on: RGBA(255, 255, 255)).ink == RGBA(127, 127, 127))
        #expect(drawn(RGBA(0, 0, 255, 64), on: RGBA(100, 200, 50)).ink == RGBA(75, 150, 101))
        #expect(drawn(RGBA(9, 8, 7), on: RGBA(100, 200, 50, 30)).ink == RGBA(9, 8, 7))
        // A transparent destination takes the source exactly, whatever colour it held.
        #expect(drawn(RGBA(10, 20, 30, 77), on: RGBA(0, 0, 0, 0)) == (RGBA(10, 20, 30, 77), RGBA(0, 0, 0, 0)))
        #expect(drawn(RGBA(10, 20, 30, 77), on: RGBA(200, 100, 0, 0)).ink == RGBA(10, 20, 30, 77))
        // Translucent over translucent: straight-alpha source-over.
        #expect(drawn(RGBA(255, 0, 0, 128), on: RGBA(0, 0, 255, 128)).ink == RGBA(170, 0, 85, 192))
        // Fully transparent text changes no byte.
        let background = Image(width: 8, height: 10, fill: RGBA(1, 2, 3, 4))
        var image = background
        BitmapFont.draw("H#@", into: &image, x: 0, y: 0, scale: 1, color: RGBA(255, 255, 255, 0))
        #expect(image == background)
    }

    @Test func blendOnOpaqueDestinationIsTheRoundedFormula() {
        for a in 0...255 {
            for s in stride(from: 0, through: 255, by: 5) {
                for d in stride(from: 0, through: 255, by: 3) {
                    let out = PixelBlend.over(RGBA(UInt8(d), UInt8(d), UInt8(d)), RGBA(UInt8(s), 0, 255, UInt8(a)))
                    let expected = RGBA(
                        UInt8((s * a + d * (255 - a) + 127) / 255),
                        UInt8((0 * a + d * (255 - a) + 127) / 255),
                        UInt8((255 * a + d * (255 - a) + 127) / 255),
                        255)
                    if out != expected { Issue.record("a \(a) s \(s) d \(d): \(out) != \(expected)"); return }
                }
            }
        }
    }

    @Test func blendOnTranslucentDestinationIsStraightAlphaSourceOver() {
        // Colour = (s·a + d·da·(255−a)/255) / outAlpha, rounded half up; computed here in Double,
        // exact enough at these sizes to catch any off-by-one of the integer rounding.
        for a in stride(from: 1, through: 254, by: 7) {
            for da in stride(from: 1, through: 254, by: 11) {
                for s in stride(from: 0, through: 255, by: 17) {
                    for d in stride(from: 0, through: 255, by: 17) {
                        let out = PixelBlend.over(RGBA(UInt8(d), 0, 0, UInt8(da)), RGBA(UInt8(s), 0, 0, UInt8(a)))
                        let numerator = Double(s * a * 255 + d * da * (255 - a))
                        let denominator = Double(a * 255 + da * (255 - a))
                        let expected = Int((numerator / denominator + 0.5).rounded(.down))
                        if Int(out.r) != expected || out.g != 0 {
                            Issue.record("a \(a) da \(da) s \(s) d \(d): \(out) != \(expected)"); return
                        }
                    }
                }
            }
        }
    }

    @Test func blendAlphaAndEdgeCases() {
        for a in 0...255 {
            for da in stride(from: 0, through: 255, by: 5) {
                let out = PixelBlend.over(RGBA(40, 80, 120, UInt8(da)), RGBA(200, 100, 50, UInt8(a)))
                #expect(Int(out.a) == a + (da * (255 - a) + 127) / 255)
                if da == 0 && a > 0 { #expect(out == RGBA(200, 100, 50, UInt8(a))) }
                if a == 0 { #expect(out == RGBA(40, 80, 120, UInt8(da))) }
                if a == 255 { #expect(out == RGBA(200, 100, 50)) }
            }
        }
        // The same colour on both sides stays that colour at every pair of alphas (and never
        // exceeds 255: white at 1 over white at 128 once overflowed a UInt8).
        for a in 0...255 {
            for da in 0...255 {
                let out = PixelBlend.over(RGBA(255, 255, 255, UInt8(da)), RGBA(255, 255, 255, UInt8(a)))
                if out.r != 255 || out.b != 255 { Issue.record("a \(a) da \(da): \(out)"); return }
            }
        }
        #expect(PixelBlend.over(RGBA(255, 255, 255, 128), RGBA(255, 255, 255, 1)) == RGBA(255, 255, 255, 128))
        // A barely covered destination barely tints the result.
        #expect(PixelBlend.over(RGBA(40, 80, 120, 1), RGBA(200, 100, 50, 200)) == RGBA(200, 100, 50, 200))
    }

    // MARK: Replacement glyph

    static let box = ["#####", "#...#", "#...#", "#...#", "#...#", "#...#", "#####", ".....", "....."]

    @Test(arguments: ["\u{e9}", "\u{1}", "\t", "\u{7f}", "\u{1F642}"])
    func charactersOutsidePrintableASCIIDrawAHollowBox(text: String) {
        var image = Image(width: 9, height: 12, fill: Self.paper)
        let end = BitmapFont.draw(text, into: &image, x: 2, y: 1, scale: 1, color: Self.ink)
        #expect(end == 8)
        #expect(BitmapFont.width(of: text, scale: 1) == 5)
        #expect(Self.mask(image, 2, 1, 7, 10, background: Self.paper) == Self.box)
        #expect(Self.inkBounds(image, background: Self.paper)! == PixelRect(x0: 2, y0: 1, x1: 7, y1: 8))
    }

    @Test func decomposedAccentIsTheLetterThenABox() {
        var image = Image(width: 14, height: 10, fill: Self.paper)
        BitmapFont.draw("e\u{301}", into: &image, x: 0, y: 0, scale: 1, color: Self.ink)
        #expect(Self.mask(image, 0, 0, 5, 9, background: Self.paper) == Self.art("e"))
        #expect(Self.mask(image, 6, 0, 11, 9, background: Self.paper) == Self.box)
    }

    // MARK: Truncation

    @Test func truncatedKeepsTextThatFits() {
        #expect(BitmapFont.truncated("Hello", toWidth: 29, scale: 1) == "Hello")
        #expect(BitmapFont.truncated("Hello", toWidth: 58, scale: 2) == "Hello")
        #expect(BitmapFont.truncated("", toWidth: 0, scale: 1) == "")
    }

    @Test func truncatedShortensWithThreeDots() {
        // 8 cells fit in 47 px at scale 1: 5 letters and the dots.
        #expect(BitmapFont.truncated("Hello world", toWidth: 47, scale: 1) == "Hello...")
        #expect(BitmapFont.truncated("Hello world", toWidth: 52, scale: 1) == "Hello...")
        // 9 cells: "Hello " loses its trailing space.
        #expect(BitmapFont.truncated("Hello world", toWidth: 53, scale: 1) == "Hello...")
        #expect(BitmapFont.truncated("Hello world", toWidth: 59, scale: 1) == "Hello w...")
        #expect(BitmapFont.truncated("Hello world", toWidth: 94, scale: 2) == "Hello...")
        #expect(BitmapFont.truncated("Hello world", toWidth: 93, scale: 2) == "Hell...")
        // Only the dots fit, then nothing.
        #expect(BitmapFont.truncated("Hello", toWidth: 17, scale: 1) == "...")
        #expect(BitmapFont.truncated("Hello", toWidth: 16, scale: 1) == "")
        #expect(BitmapFont.truncated("Hello", toWidth: 50, scale: 3) == "")
        #expect(BitmapFont.truncated("Hello", toWidth: 51, scale: 3) == "...")
        #expect(BitmapFont.truncated("Hello", toWidth: -5, scale: 1) == "")
        #expect(BitmapFont.truncated("", toWidth: -5, scale: 1) == "")
        // Non-ASCII scalars count one cell each.
        #expect(BitmapFont.truncated("\u{e9}\u{e9}\u{e9}\u{e9}\u{e9}", toWidth: 23, scale: 1) == "\u{e9}...")
    }

    @Test(arguments: [1, 2, 3])
    func truncatedAlwaysFitsAndKeepsAllItCan(scale: Int) {
        for text in ["safeAreaLayoutGuide", "#root_view/label[2]", "ab", "x"] {
            for maxWidth in -1...(BitmapFont.width(of: text, scale: scale) + 2) {
                let result = BitmapFont.truncated(text, toWidth: maxWidth, scale: scale)
                #expect(BitmapFont.width(of: result, scale: scale) <= maxWidth || result.isEmpty)
                if result == text { continue }
                if result.isEmpty {
                    #expect(BitmapFont.width(of: "...", scale: scale) > maxWidth)
                    continue
                }
                #expect(result.hasSuffix("..."))
                let kept = result.dropLast(3)
                #expect(text.hasPrefix(kept))
                // One more character would not fit (these texts have no spaces to trim).
                #expect(BitmapFont.width(of: String(text.prefix(kept.count + 1)) + "...", scale: scale) > maxWidth)
            }
        }
    }
}
