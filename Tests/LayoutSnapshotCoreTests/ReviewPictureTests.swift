import ImageDiff
import LayoutRenderer
import RasterImage
import Testing
@testable import LayoutSnapshotCore
@testable import LayoutSnapshotReports

/// The review image a pull request shows (Docs/snapshot-checks.md, "The review image").
@Suite("review picture")
struct ReviewPictureTests {
    @Test("each change reads as the view's parts, old -> new and the signed difference, in points to the thousandth")
    func changeText() {
        let move = MovedView(id: "signIn", old: [16, 597, 343, 50], new: [16, 593, 343, 50], change: "y 597 → 593")
        #expect(ReviewPicture.changeText(move) == "y 597 -> 593 (-4)")
        let grow = MovedView(id: "t", old: [0, 100.333333, 10, 20], new: [0, 100.5, 10, 24.25], change: "")
        #expect(ReviewPicture.changeText(grow) == "y 100.333 -> 100.5 (+0.167), height 20 -> 24.25 (+4.25)")
        #expect(ReviewPicture.changeText(MovedView(id: "n", old: nil, new: [0, 0, 1, 1], change: "added")) == "added")
        #expect(ReviewPicture.changeText(MovedView(id: "g", old: [0, 0, 1, 1], new: nil, change: "removed")) == "removed")
        #expect(ReviewPicture.number(-0.0004) == "0" && ReviewPicture.number(-2.5) == "-2.5")
    }

    @Test("why it moved is written under the change, in ASCII, wrapped to three lines at most: the image grows by its lines")
    func why() {
        func review(_ cause: String?) -> Image {
            var view = MovedView(id: "badge", old: [100, 100, 50, 20], new: [100, 104, 50, 20], change: "")
            view.cause = cause
            let moved = MovedViewsReport(views: [view], oldScreenWidth: 300, newScreenWidth: 300, oldScreenHeight: 600, newScreenHeight: 600)
            return ReviewPicture.make(reference: Self.picture(RGBA(255, 255, 255)), actual: Self.picture(RGBA(255, 255, 255)),
                                      moved: moved, referenceScale: 1, actualScale: 1)
        }
        let c = ReviewPicture.composition(referenceWidth: 500, referenceHeight: 600, actualWidth: 500, actualHeight: 600,
                                          moved: nil, referenceScale: 1, actualScale: 1)
        let plain = review(nil), short = review("top kept its 0 to root's safe-area top")
        let long = review(String(repeating: "kept its 16 to the view above it, which moved 74 → 88; ", count: 6))
        #expect(short.height > plain.height && (short.height - plain.height) % c.textHeight == 0)
        // Three lines at most: the whole reason is in the message and the report.
        #expect(long.height == plain.height + ReviewPicture.whyLineLimit * c.textHeight)
    }

    @Test("many moves with long reasons: about two screens tall, three lines of why a row, the rest named on one line that fits")
    func manyMoves() {
        let long = String(repeating: "top kept its 16 to the row above it, which moved 74 → 88; ", count: 8)
        let views = (0..<15).map { i in
            var view = MovedView(id: "row\(i)", old: [10, Double(20 + 36 * i), 280, 30], new: [10, Double(24 + 36 * i), 280, 34], change: "")
            view.cause = long
            return view
        }
        var moved = MovedViewsReport(views: views, oldScreenWidth: 300, newScreenWidth: 300, oldScreenHeight: 600, newScreenHeight: 600)
        moved.screenName = "iPhone 16 Pro, portrait, iOS 18, large → extraExtraLarge"
        let review = ReviewPicture.make(reference: Self.picture(RGBA(255, 255, 255)), actual: Self.picture(RGBA(255, 255, 255)),
                                        moved: moved, referenceScale: 1, actualScale: 1)
        let c = ReviewPicture.composition(referenceWidth: 500, referenceHeight: 600, actualWidth: 500, actualHeight: 600,
                                          moved: moved, referenceScale: 1, actualScale: 1)
        // The panels, one and a half screens' height of rows (at least one), the line naming the rest.
        #expect(review.height <= c.panelsBottom + c.gap + 900 + c.textHeight + c.gap, "\(review.height)")
        #expect(review.height > c.panelsBottom + c.gap + 4 * c.textHeight + c.textHeight + c.gap, "\(review.height)")
        // The caption's count goes to a second line rather than past the edge; the arrow is ASCII.
        let caption = ReviewPicture.captionText(title: moved.screenName, count: "15 views changed", room: 40)
        #expect(c.captionLines >= 2 && caption.first?.hasPrefix("was -> now   iPhone 16 Pro,") == true && caption.allSatisfy { $0.count <= 40 }, "\(caption)")
        #expect(caption.joined(separator: " ").contains("large -> extraExtraLarge") && caption.last == "15 views changed", "\(caption)")
        // A title that leaves room for the count keeps one line.
        moved.screenName = "iPhone SE"
        #expect(ReviewPicture.composition(referenceWidth: 500, referenceHeight: 600, actualWidth: 500, actualHeight: 600,
                                          moved: moved, referenceScale: 1, actualScale: 1).captionLines == 1)
        let rest = ReviewPicture.moreLine(views.dropFirst(2).map(\.id), c)
        #expect(rest.hasPrefix("and 13 more: row2, row3") && rest.hasSuffix(", ...") && BitmapFont.width(of: rest, scale: c.textScale) <= c.width - 2 * c.gap, "\(rest)")
    }

    @Test("a long reason is cut to three lines; the test's constraints keep a line of their own; ASCII throughout")
    func longReason() {
        func review(_ cause: String) -> Image {
            var view = MovedView(id: "page", old: [10, 10, 280, 200], new: [10, 14, 280, 200], change: "")
            view.cause = cause
            let moved = MovedViewsReport(views: [view], oldScreenWidth: 300, newScreenWidth: 300, oldScreenHeight: 600, newScreenHeight: 600)
            return ReviewPicture.make(reference: Self.picture(RGBA(255, 255, 255)), actual: Self.picture(RGBA(255, 255, 255)),
                                      moved: moved, referenceScale: 1, actualScale: 1)
        }
        let c = ReviewPicture.composition(referenceWidth: 500, referenceHeight: 600, actualWidth: 500, actualHeight: 600,
                                          moved: nil, referenceScale: 1, actualScale: 1)
        let long = String(repeating: "it grew with its subviews; ", count: 20)
        #expect(review(long + "; its constraints: page.top == root.top + 4").height == review(long).height + c.textHeight)
        let text = ReviewPicture.wrap("why: " + long, width: 40, lines: 3)
        #expect(text.count == 3 && text[2].hasSuffix(" ...") && text.allSatisfy { $0.count <= 40 }, "\(text)")
        #expect(ReviewPicture.wrap("its constraints: a == b; …", width: 40, lines: 1) == ["its constraints: a == b; ..."])
        #expect(ReviewPicture.wrap("y 1 → 2", width: 40, lines: 1) == ["y 1 -> 2"])
    }

    @Test("rows go to the views that hold no other moved view first: the button before the root view and the form around it")
    func leavesFirst() {
        let views = [MovedView(id: "root", old: [0, 0, 393, 852], new: [0, 0, 402, 874], change: ""),
                     MovedView(id: "form", old: [0, 59, 393, 700], new: [0, 62, 402, 680], change: ""),
                     MovedView(id: "intro", old: [16, 80, 361, 40], new: [16, 83, 370, 40], change: ""),
                     MovedView(id: "signUp", old: [16, 771, 361, 50], new: [16, 790, 370, 50], change: "")]
        #expect(ReviewPicture.leavesFirst(views).map(\.id) == ["intro", "signUp", "root", "form"])
        // Side by side, none holds another: their order is kept.
        let row = (0..<3).map { MovedView(id: "b\($0)", old: [Double(100 * $0), 0, 90, 40], new: [Double(100 * $0), 2, 90, 40], change: "") }
        #expect(ReviewPicture.leavesFirst(row).map(\.id) == ["b0", "b1", "b2"])
    }

    /// A picture at 1 pixel per point, its caption strip to the right of a 300 × 600 screen.
    static func picture(_ fill: RGBA) -> Image { Image(width: 500, height: 600, fill: fill) }

    /// The review image of one changed view on two white pictures of that kind, and where its
    /// parts go.
    static func review(of view: MovedView) -> (image: Image, composition: ReviewPicture.Composition) {
        let moved = MovedViewsReport(views: [view], oldScreenWidth: 300, newScreenWidth: 300, oldScreenHeight: 600, newScreenHeight: 600)
        let image = ReviewPicture.make(reference: picture(RGBA(255, 255, 255)), actual: picture(RGBA(255, 255, 255)),
                                       moved: moved, referenceScale: 1, actualScale: 1)
        return (image, ReviewPicture.composition(referenceWidth: 500, referenceHeight: 600, actualWidth: 500, actualHeight: 600,
                                                 moved: moved, referenceScale: 1, actualScale: 1))
    }

    @Test("a one-point move is several pixels in the zoomed crop; the image is two screens wide, not three pictures")
    func onePointMove() throws {
        let (review, c) = Self.review(of: MovedView(id: "badge", old: [100, 100, 50, 20], new: [100, 101, 50, 20], change: ""))
        #expect(review.width == c.width && c.width == 2 * 300 + 3 * c.gap)
        // On the screens, 1 pixel apart: the old top edge is covered but for its first row.
        #expect(review[c.newPanel.x + 120, c.newPanel.y + 100] == ImageDiff.reviewOldColor)
        #expect(review[c.newPanel.x + 120, c.newPanel.y + 101] == ImageDiff.reviewNewColor)
        // In the crop below, the same move spans the zoom: rows of magenta above the green edge.
        let below: Int = c.newPanel.y + 600
        let column: Int = c.newPanel.x + 10 + 20 * 4
        let magenta: [Int] = (below..<review.height).filter { (y: Int) -> Bool in review[column, y] == ImageDiff.reviewOldColor }
        let green: [Int] = (below..<review.height).filter { (y: Int) -> Bool in review[column, y] == ImageDiff.reviewNewColor }
        let firstGreen: Int = try #require(green.first)
        let firstMagenta: Int = try #require(magenta.first)
        #expect(firstGreen - firstMagenta >= 4, "a one-point move spans at least 4 pixels in the crop")
        // The left crop shows where it was only.
        let leftColumn: Int = c.oldPanel.x + 10 + 20 * 4
        let leftGreen: [Int] = (below..<review.height).filter { (y: Int) -> Bool in review[leftColumn, y] == ImageDiff.reviewNewColor }
        #expect(leftGreen.isEmpty)
    }

    @Test("no moved view says why the pictures differ, and more than six changes are listed by id")
    func listing() {
        let screen = MovedViewsReport(oldScreenWidth: 300, newScreenWidth: 300, oldScreenHeight: 600, newScreenHeight: 600)
        let none = ReviewPicture.make(reference: Self.picture(RGBA(255, 255, 255)), actual: Self.picture(RGBA(255, 255, 255)),
                                      moved: screen, referenceScale: 1, actualScale: 1)
        var many = screen
        many.views = (0..<9).map { MovedView(id: "v\($0)", old: [10, Double(10 * $0), 20, 8], new: [10, Double(10 * $0 + 2), 20, 8], change: "") }
        let manyImage = ReviewPicture.make(reference: Self.picture(RGBA(255, 255, 255)), actual: Self.picture(RGBA(255, 255, 255)),
                                           moved: many, referenceScale: 1, actualScale: 1)
        let c = ReviewPicture.composition(referenceWidth: 500, referenceHeight: 600, actualWidth: 500, actualHeight: 600,
                                          moved: screen, referenceScale: 1, actualScale: 1)
        // A line of text under the screens; six rows of crops, then a line under those.
        #expect(none.height == c.panelsBottom + c.gap + c.textHeight + c.gap)
        #expect(manyImage.height > none.height + 6 * (c.textHeight + 8 * 4))
    }

    /// No view moved but pixels differ (a caption's mark, a colour): the regions that differ get
    /// the rows, near ones merged, so a reviewer still finds the change.
    @Test("pixels that differ on the screen with no view moved are found and zoomed as regions; the caption strip is not")
    func pixelRegions() {
        var actual = Self.picture(RGBA(255, 255, 255))
        for y in 400..<404 { for x in 250..<256 { actual[x, y] = RGBA(200, 0, 0) } }
        for y in 402..<405 { for x in 259..<262 { actual[x, y] = RGBA(200, 0, 0) } }  // 3 px away: the same region
        for y in 100..<102 { for x in 20..<22 { actual[x, y] = RGBA(0, 0, 200) } }
        // The caption strip beside the 300-wide screen ("iOS 18" against "iOS 26"): not a region.
        for y in 10..<20 { for x in 310..<400 { actual[x, y] = RGBA(0, 0, 0) } }
        let moved = MovedViewsReport(oldScreenWidth: 300, newScreenWidth: 300, oldScreenHeight: 600, newScreenHeight: 600)
        let c = ReviewPicture.composition(referenceWidth: 500, referenceHeight: 600, actualWidth: 500, actualHeight: 600,
                                          moved: moved, referenceScale: 1, actualScale: 1)
        let regions = ReviewPicture.pixelRegions(Self.picture(RGBA(255, 255, 255)), actual, c)
        #expect(regions.map(\.id) == ["pixels 1", "pixels 2"])
        #expect(regions.first { $0.old == [250, 400, 12, 5] } != nil, "\(regions)")
        let review = ReviewPicture.make(reference: Self.picture(RGBA(255, 255, 255)), actual: actual, moved: moved, referenceScale: 1, actualScale: 1)
        #expect(review.height > c.panelsBottom + 2 * (c.textHeight + 8 * 4))
    }

    /// Odd inputs draw without trapping: a view far below the screen (scroll content), pictures
    /// of two different screens (another device or orientation), a view added and one removed.
    @Test("views off screen, screens of two sizes, added and removed views")
    func oddInputs() {
        let views = [
            MovedView(id: "far", old: [10, 5000, 50, 20], new: [10, 5004, 50, 20], change: ""),
            MovedView(id: "new", old: nil, new: [20, 20, 40, 40], change: "added"),
            MovedView(id: "gone", old: [20, 100, 40, 40], new: nil, change: "removed"),
            MovedView(id: "huge", old: [0, 0, 1e13, 10], new: [0, 0, 2e13, 10], change: ""),
        ]
        let moved = MovedViewsReport(views: views, oldScreenWidth: 300, newScreenWidth: 600, oldScreenHeight: 600, newScreenHeight: 300)
        let review = ReviewPicture.make(reference: Image(width: 500, height: 6000, fill: RGBA(255, 255, 255)),
                                        actual: Image(width: 700, height: 300, fill: RGBA(255, 255, 255)),
                                        moved: moved, referenceScale: 1, actualScale: 1)
        let c = ReviewPicture.composition(referenceWidth: 500, referenceHeight: 6000, actualWidth: 700, actualHeight: 300,
                                          moved: moved, referenceScale: 1, actualScale: 1)
        #expect(review.width == c.width && c.width == 300 + 600 + 3 * c.gap)
        #expect(ReviewPicture.changeText(views[3]).hasPrefix("width 1"))
    }

    /// A wider window (600 → 825 in Split View): a view moved near the new window's edge is cropped
    /// from each picture's own screen, never from the old picture's caption sheet beside it.
    @Test("each crop stays within its own picture's screen when the screens differ in size")
    func cropsWithinTheirScreen() {
        // The same screen beside a caption sheet of two colours: the review image is the same.
        func review(sheet: RGBA) -> Image {
            var reference = Image(width: 500, height: 600, fill: RGBA(255, 255, 255))
            for y in 0..<600 { for x in 300..<500 { reference[x, y] = sheet } }
            let moved = MovedViewsReport(views: [MovedView(id: "save", old: [250, 100, 40, 20], new: [450, 100, 40, 20], change: "")],
                                         oldScreenWidth: 300, newScreenWidth: 600, oldScreenHeight: 600, newScreenHeight: 600)
            return ReviewPicture.make(reference: reference, actual: Image(width: 700, height: 600, fill: RGBA(255, 255, 255)),
                                      moved: moved, referenceScale: 1, actualScale: 1)
        }
        let black = review(sheet: RGBA(0, 0, 0)), white = review(sheet: RGBA(255, 255, 255))
        #expect(black.width == white.width && black.height == white.height && black.pixels == white.pixels,
                "the old picture's caption sheet shows in its crop")
    }

    /// A change in place (a colour) keeps its colours in the crops: faded to grey, a blue button
    /// and a red one would look alike.
    @Test("a colour change is named on its row and its crops keep their colours")
    func colourChange() {
        var reference = Self.picture(RGBA(255, 255, 255)), actual = Self.picture(RGBA(255, 255, 255))
        for y in 200..<240 { for x in 50..<250 { reference[x, y] = RGBA(0x2E, 0x86, 0xC1); actual[x, y] = RGBA(0xC0, 0x39, 0x2B) } }
        let moved = MovedViewsReport(views: [MovedView(id: "signIn", old: [50, 200, 200, 40], new: [50, 200, 200, 40], change: "backgroundColor #2E86C1 → #C0392B")],
                                     oldScreenWidth: 300, newScreenWidth: 300, oldScreenHeight: 600, newScreenHeight: 600)
        let review = ReviewPicture.make(reference: reference, actual: actual, moved: moved, referenceScale: 1, actualScale: 1)
        let c = ReviewPicture.composition(referenceWidth: 500, referenceHeight: 600, actualWidth: 500, actualHeight: 600,
                                          moved: moved, referenceScale: 1, actualScale: 1)
        var red = 0, blue = 0
        for y in c.panelsBottom..<review.height {
            for x in 0..<review.width {
                if review[x, y] == RGBA(0xC0, 0x39, 0x2B) { red += 1 }
                if review[x, y] == RGBA(0x2E, 0x86, 0xC1) { blue += 1 }
            }
        }
        #expect(red > 100 && blue > 100, "red \(red), blue \(blue)")
        #expect(ReviewPicture.changeText(moved.views[0]) == "backgroundColor #2E86C1 -> #C0392B")
    }

    /// A move farther than a crop reaches (right to left puts a row's avatar on the other side):
    /// the "was" crop shows where it was, the "now" crop where it is.
    @Test("a far move: each crop follows the view, so the new place is in the now crop")
    func farMove() {
        let (review, c) = Self.review(of: MovedView(id: "avatar", old: [20, 100, 40, 40], new: [240, 100, 40, 40], change: ""))
        // Rows of the image with the new outline in the now column, the old one in the was column
        // (the change's line of text is green too, but one line high).
        var green = 0, magenta = 0
        for y in c.panelsBottom..<review.height {
            if (c.newPanel.x..<review.width).contains(where: { review[$0, y] == ImageDiff.reviewNewColor }) { green += 1 }
            if (0..<c.newPanel.x).contains(where: { review[$0, y] == ImageDiff.reviewOldColor }) { magenta += 1 }
        }
        #expect(green > 3 * c.textHeight && magenta > 3 * c.textHeight, "green rows \(green), magenta rows \(magenta)")
    }
}
