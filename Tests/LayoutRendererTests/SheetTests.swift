import LayoutEngine
import RasterImage
import Testing
@testable import LayoutRenderer

/// The picture around the screen (issue 11, points 3 and 5): the caption strip beside it, the
/// content beyond its right and bottom edges faded around it, the screen at the origin.
@Suite("Sheet: caption and content beyond the screen")
struct SheetTests {
    static let one = RenderOptions(scale: 1)

    /// iPhone 8 (375 × 667 pt): a scroll view filling the screen with content 1,400 pt tall and
    /// a box at `boxY` in it.
    static func scrolling(boxY: Double, contentHeight: Double = 1400) throws -> ComputedLayout {
        let box = View(id: "box", frame: Rect(x: 20, y: boxY, width: 200, height: 60))
        let scroll = View.scrollView(id: "scroll", frame: Rect(x: 0, y: 0, width: 375, height: 667),
                                     contentSize: Size(width: 375, height: contentHeight), subviews: [box])
        return try RendererTests.layout(RendererTests.screen([scroll]))
    }

    static func pixels(_ image: Image, width: Int, height: Int) -> [UInt8] {
        (0..<height).flatMap { y in image.pixels[(y * image.width * 4)..<(y * image.width * 4 + width * 4)] }
    }

    @Test("the screen is at the picture's origin, the same pixels as the screen alone")
    func screenAtOrigin() throws {
        let layout = try Self.scrolling(boxY: 900)
        let sheet = LayoutRenderer.render(layout, options: Self.one)
        let screen = LayoutRenderer.render(layout, options: Self.one.screenOnly)
        #expect(screen.width == 375 && screen.height == 667)
        #expect(Self.pixels(sheet, width: 375, height: 667) == screen.pixels)
        // Content to y 1,400 (the status bar's 20 pt inset is absorbed above it: 1,420), and the
        // caption strip, 40 characters of the bitmap font wide, after a gap.
        let size = LayoutRenderer.pixelSize(of: layout, options: Self.one)
        #expect(sheet.height == 1420)
        #expect(size.height == sheet.height)
        #expect(sheet.width == 375 + CaptionStrip.padding + CaptionStrip.width(textScale: 1) && size.width == sheet.width)
    }

    @Test("a view moved below the fold changes the picture, not only the geometry")
    func belowTheFold() throws {
        let before = try Self.scrolling(boxY: 900), after = try Self.scrolling(boxY: 904)
        #expect(LayoutRenderer.render(before, options: Self.one.screenOnly) == LayoutRenderer.render(after, options: Self.one.screenOnly))
        let a = LayoutRenderer.render(before, options: Self.one), b = LayoutRenderer.render(after, options: Self.one)
        #expect(a != b)
        // The box's top edge, faded: at y 920 before (900 + the 20 pt inset), 924 after.
        #expect(a[100, 920] != b[100, 920])
        // Faded: the box's outline beyond the screen is lighter than on the screen.
        let onScreen = try Self.scrolling(boxY: 300)
        let drawn = LayoutRenderer.render(onScreen, options: Self.one)
        #expect(Int(a[100, 920].g) > Int(drawn[100, 320].g) + 40)
    }

    @Test("the screen's edges are outlined where content continues; nothing beyond: no extent")
    func screenEdge() throws {
        let sheet = LayoutRenderer.render(try Self.scrolling(boxY: 900), options: Self.one)
        #expect(sheet[100, 667] == Palette.screenEdge)
        let short = try Self.scrolling(boxY: 100, contentHeight: 600)
        #expect(OffscreenContent.extent(of: short) == nil)
        let image = LayoutRenderer.render(short, options: Self.one)
        #expect(image.height == 667)
        #expect(LayoutRenderer.render(short, options: RenderOptions(scale: 1, showsCaption: false)).width == 375)
    }

    @Test("a long content is cut at three screens down, and the caption says so")
    func cut() throws {
        let layout = try Self.scrolling(boxY: 5000, contentHeight: 10_000)
        let extent = try #require(OffscreenContent.extent(of: layout))
        #expect(extent.area.height == 3 * 667 && extent.cutDown && !extent.cutAcross)
        #expect(LayoutRenderer.render(layout, options: Self.one).height == 3 * 667)
        let lines = CaptionStrip(layout: layout, extent: extent).lines.map(\.text)
        #expect(lines.contains("  down to y 2001, cut"))
        // The box at y 5000 lies wholly past the cut at 2001: named, as what the picture leaves out.
        #expect(extent.viewsPastCut == ["box"] && lines.contains("  past the cut, not drawn:") && lines.contains("    box"), "\(extent) \(lines)")
    }

    @Test("views above or left of the screen are counted in the caption, not drawn")
    func aboveOrLeft() throws {
        let layout = try RendererTests.layout(RendererTests.screen([View(id: "away", frame: Rect(x: -300, y: 100, width: 200, height: 50))]))
        let extent = try #require(OffscreenContent.extent(of: layout))
        #expect(extent.viewsAboveOrLeft == ["away"] && extent.area.size == layout.environment.screenSize)
        let lines = CaptionStrip(layout: layout, extent: extent).lines.map(\.text)
        #expect(lines.contains("  above or left, not drawn:") && lines.contains("    away"), "\(lines)")
        // A label laid out 0 wide above the screen keeps its marker's place in the list.
        var badge = View(id: "badge", viewClass: .label, frame: Rect(x: 20, y: -50, width: 0, height: 20))
        badge.text = "New"
        let zero = try RendererTests.layout(RendererTests.screen([badge]))
        #expect(OffscreenContent.extent(of: zero)?.viewsAboveOrLeft == ["badge"], "\(String(describing: OffscreenContent.extent(of: zero)))")
    }

    @Test("the caption names the device, orientation, OS, scale, category, insets and bars")
    func captionLines() throws {
        let nav = NavigationController(id: "nav", viewControllers: [.viewController(ViewController(id: "home", view: View(id: "homeRoot")))])
        let layout = try RendererTests.layout(.navigationController(nav), on: "iPhone X", .landscapeLeft)
        let lines = CaptionStrip(layout: layout, extent: nil).lines
        let text = lines.map(\.text)
        #expect(text[0] == "iPhone X" && lines[0].kind == .title)
        #expect(text.contains("landscapeLeft, iOS \(layout.environment.os)"))
        #expect(text.contains("@3x, 812 x 375 pt"))
        #expect(text.contains("content size: L (large)"))
        #expect(text.contains("  top 0, bottom 21") && text.contains("  left 44, right 44"))
        #expect(text.contains("status bar hidden"))
        #expect(text.contains { $0.hasPrefix("  nav bar 32 (nav)") })
        for line in lines { #expect(BitmapFont.width(of: line.text, scale: 1) <= CaptionStrip.columns * BitmapFont.cellWidth || line.kind == .value) }
    }

    @Test("the caption says the scale a picture is drawn at when it is not the device's, and a right-to-left layout")
    func drawingScaleAndDirection() throws {
        let layout = try RendererTests.layout(RendererTests.screen([]), on: "iPhone 8")
        let device = CaptionStrip(layout: layout, extent: nil, drawingScale: 2).lines.map(\.text)
        #expect(device.contains("@2x, 375 x 667 pt") && !device.contains { $0.contains("right-to-left") })
        #expect(CaptionStrip(layout: layout, extent: nil, drawingScale: 1).lines.map(\.text).contains("@2x, 375 x 667 pt, drawn @1x"))
        let rtl = try LayoutEngine.compute(RendererTests.screen([]), in: LayoutEnvironment(
            device: DeviceCatalog.bundled.device(named: "iPhone 8"), orientation: .portrait, layoutDirection: .rightToLeft))
        #expect(CaptionStrip(layout: rtl, extent: nil).lines.map(\.text).contains("layout direction: right-to-left"))
    }

    @Test("values the catalog doubts carry a mark, explained at the end; trusted ones none")
    func confidenceMarks() throws {
        let nav = NavigationController(id: "nav", viewControllers: [.viewController(ViewController(id: "home", view: View(id: "homeRoot")))])
        var layout = try RendererTests.layout(.navigationController(nav), on: "iPhone 8")
        for label in ["high", "medium", "calibrated"] {
            layout.environment.confidence.navigationBar = label
            let bar = try #require(CaptionStrip(layout: layout, extent: nil).lines.first { $0.text.hasPrefix("  nav bar") })
            #expect(bar.mark == "", "\(label)")
        }
        layout.environment.confidence.navigationBar = "low"
        layout.environment.confidence.safeAreaInsets = "unsourced"
        let lines = CaptionStrip(layout: layout, extent: nil).lines
        #expect(lines.first { $0.text.hasPrefix("  nav bar") }?.mark == "~")
        #expect(lines.first { $0.text.hasPrefix("safe area") }?.mark == "?")
        #expect(lines.contains { $0.text.hasPrefix("~ low confidence") } && lines.contains { $0.text.hasPrefix("? a guess") })
        // Drawn: the mark's colour appears in the strip.
        let image = LayoutRenderer.render(layout, options: Self.one)
        let strip = (375..<image.width).flatMap { x in (0..<image.height).map { image[x, $0] } }
        #expect(strip.contains(Palette.doubtMark))
    }

    @Test("views the bars cover are listed in the caption with their bars")
    func covered() throws {
        let strip = View(id: "strip", frame: Rect(x: 0, y: 10, width: 375, height: 30), subviews: [View(id: "inner", frame: Rect(x: 0, y: 0, width: 10, height: 10))])
        let nav = NavigationController(id: "nav", viewControllers: [.viewController(ViewController(id: "home", view: View(id: "homeRoot", subviews: [
            strip, View(id: "visible", frame: Rect(x: 0, y: 50, width: 375, height: 200)),
        ])))])
        let layout = try RendererTests.layout(.navigationController(nav), on: "iPhone 8")
        let covered = CaptionStrip.coveredViews(layout)
        // The strip from y 10 to 40 lies under the status bar (0–20) and the nav bar (20–64);
        // "visible" reaches below the bar; the strip's subview is not listed again.
        #expect(covered.map(\.id) == ["strip"])
        #expect(covered.first?.bars == "status bar + nav bar")
        #expect(!covered.map(\.id).contains("inner"))
    }
}
