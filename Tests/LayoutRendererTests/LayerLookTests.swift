import LayoutEngine
import RasterImage
import Testing
@testable import LayoutRenderer

/// Each layer its own look (issue 11, point 1): the unsafe area hatched, the part
/// `additionalSafeAreaInsets` added cross-hatched, bars a neutral grey under the hatching,
/// scroll insets as brackets at the scroll view's frame, view tints that no overlay hue shares.
/// Rendered at scale 1, where the hatching is a 1-pixel line every 6 pixels.
@Suite("Layer looks")
struct LayerLookTests {
    static let one = RenderOptions(scale: 1)

    /// Pixels of the unsafe area's hatch lines in a `size`-pixel square from (x, y).
    static func hatchPixels(_ image: Image, x: Int, y: Int, size: Int) -> Int {
        var count = 0
        for py in y..<y + size {
            for px in x..<x + size where Int(image[px, py].r) > Int(image[px, py].g) + 60 { count += 1 }
        }
        return count
    }

    @Test("the unsafe area is hatched; the part additionalSafeAreaInsets added is cross-hatched")
    func hatching() throws {
        var vc = ViewController(id: "vc", view: View(id: "root"))
        vc.additionalSafeAreaInsets = EdgeInsets(top: 0, left: 0, bottom: 60, right: 0)
        let image = LayoutRenderer.render(try RendererTests.layout(.viewController(vc), on: "iPhone X"), options: Self.one)
        // iPhone X: the home indicator's 34 pt at the bottom, then the additional 60 above it.
        let home = Self.hatchPixels(image, x: 120, y: 812 - 30, size: 12)
        let added = Self.hatchPixels(image, x: 120, y: 812 - 34 - 40, size: 12)
        let safe = Self.hatchPixels(image, x: 120, y: 400, size: 12)
        // One line pixel per row every 6 columns: 24 in 12×12; crossed, about twice as many.
        #expect(home >= 20 && home <= 28, "home indicator band: \(home)")
        #expect(added >= 40, "additional band: \(added)")
        #expect(safe == 0)
        // The lines repeat every 6 pixels along a row, with the lighter tint between them.
        let row = 812 - 20
        #expect(image[120, row] == image[126, row] && image[121, row] == image[127, row])
        #expect(Set((120..<126).map { image[$0, row] }).count >= 2)
    }

    @Test("a bar is neutral grey under the hatching, never the unsafe area's pink")
    func greyBars() throws {
        let nav = NavigationController(id: "nav", viewControllers: [.viewController(ViewController(id: "home", view: View(id: "homeRoot")))])
        let layout = try RendererTests.layout(.navigationController(nav), on: "iPhone X")
        let image = LayoutRenderer.render(layout, options: Self.one)
        let bar = try #require(layout.bars.first { $0.kind == .navigationBar }).frameInWindow
        // The bar's pixels between the hatch lines: grey (channels within a few levels).
        let y = Int(bar.midY)
        let between = (Int(bar.minX) + 40..<Int(bar.minX) + 52).map { image[$0, y] }.filter { Int($0.r) <= Int($0.g) + 60 }
        #expect(!between.isEmpty)
        for p in between { #expect(Int(p.r) - Int(p.b) < 16 && abs(Int(p.g) - Int(p.b)) < 16, "\(p)") }
    }

    @Test("adjustedContentInset is drawn at the scroll view's frame, not around its content")
    func insetBrackets() throws {
        // A short table under a navigation bar: its content ends well above the screen's bottom.
        var scroll = View.scrollView(id: "list", frame: Rect(x: 0, y: 0, width: 375, height: 812), contentSize: Size(width: 375, height: 200), subviews: [])
        scroll.contentInset = EdgeInsets(top: 20, left: 0, bottom: 0, right: 0)
        let nav = NavigationController(id: "nav", viewControllers: [.viewController(ViewController(id: "home", view: scroll))])
        let layout = try RendererTests.layout(.navigationController(nav), on: "iPhone X")
        let s = try #require(layout.views.first { $0.id == "list" }?.scroll)
        #expect(s.adjustedContentInset.top == 108)  // 44 status + 44 bar + 20 of the app's
        let image = LayoutRenderer.render(layout, options: Self.one)
        func isCyan(_ p: RGBA) -> Bool { Int(p.b) > Int(p.r) + 80 }
        func isYellow(_ p: RGBA) -> Bool { Int(p.r) > Int(p.b) + 80 && Int(p.g) > Int(p.b) + 60 }
        // Down the frame's right edge (the left holds the view's tag): the system part (status
        // bar and bar, 88 pt) then the app's 20, both by the edge, clear of the display's corner.
        #expect(isCyan(image[373, 70]))
        #expect(isYellow(image[373, 98]))
        #expect(!isYellow(image[40, 98]) && !isCyan(image[40, 98]))  // a bracket, not a band
        // Below the content (200 pt from 108): nothing of the insets, where the old drawing put
        // a band around the content's bottom.
        #expect(!isCyan(image[187, 320]) && !isYellow(image[187, 320]))
    }

    @Test("dimensions: each inset as its parts, top to bottom, the margins, in points; switched off with the overlay")
    func dimensions() throws {
        var vc = ViewController(id: "home", view: View(id: "homeRoot"))
        vc.additionalSafeAreaInsets = EdgeInsets(top: 0, left: 0, bottom: 10, right: 0)
        let nav = NavigationController(id: "nav", viewControllers: [.viewController(vc)])
        let layout = try RendererTests.layout(.navigationController(nav), on: "iPhone X")
        func numbers(_ options: RenderOptions) -> [String] {
            var painter = DiagramPainter(layout: layout, options: options)
            painter.drawDimensions()
            return painter.pendingLabels.map(\.text).sorted()
        }
        // iPhone X: status bar 44, navigation bar 44; 10 added above the home indicator's 34 (the
        // bottom band read top to bottom, as a tab bar's caption "49 + 34"); margins 16.
        #expect(numbers(.default) == ["10 + 34 = 44", "16", "16", "44 + 44 = 88"])
        var without = RenderOptions.default
        without.overlays.remove(.dimensions)
        #expect(LayoutRenderer.render(layout, options: without) != LayoutRenderer.render(layout))
    }

    /// Issue 35, point 5: one number per band, with the caption's confidence. On an iPhone 15 Pro
    /// the bar starts at y 53.667 (inside the 59-point inset): the band adds its height to that,
    /// and the caption says where the bar starts, and the band marks that part with "y". On iOS
    /// 26 the bar is 54 high from the safe-area top, medium-low: "~".
    @Test("the top band's parts are the caption's numbers, with its mark")
    func bandAgreesWithCaption() throws {
        let nav = NavigationController(id: "nav", viewControllers: [.viewController(ViewController(id: "home", view: View(id: "homeRoot")))])
        func parts(_ device: String) throws -> (band: [String], caption: [String]) {
            let layout = try RendererTests.layout(.navigationController(nav), on: device)
            var painter = DiagramPainter(layout: layout, options: .default)
            painter.drawDimensions()
            return (painter.pendingLabels.map(\.text), CaptionStrip(layout: layout, extent: nil).lines.map { $0.text + ($0.mark.isEmpty ? "" : " " + $0.mark) })
        }
        let pro = try parts("iPhone 15 Pro")
        // "y": the first part is where the bar starts (inside the status bar's 54), as the caption says.
        #expect(pro.band.contains("y 53.667 + 44 = 97.667"), "\(pro.band)")
        #expect(pro.caption.contains("  nav bar 44 at y 53.667 (nav)"))
        let seventeen = try parts("iPhone 17")
        // iOS 26 (uikit-rules.md a5): the 54 pt bar at the safe-area top, medium-low where it starts.
        #expect(seventeen.band.contains { $0.hasPrefix("y 62 + 54 = 116") && $0.hasSuffix(" ~") }, "\(seventeen.band)")
        // Where the bar starts where the status bar ends, the first part is a height, said plainly.
        let x = try parts("iPhone X")
        #expect(x.band.contains("44 + 44 = 88") && x.caption.contains("  nav bar 44 (nav)"), "\(x.band) \(x.caption)")
        #expect(seventeen.caption.contains("  nav bar 54 at y 62 (nav) ~"), "\(seventeen.caption)")
    }

    @Test("view tints share no overlay's hue, and outlines show on dark fills")
    func tints() {
        for hue in Palette.viewHues {
            let channels = [Int(hue.r), Int(hue.g), Int(hue.b)]
            #expect(channels.max()! - channels.min()! <= 30, "\(hue) is too saturated")
        }
        let dark = RGBA(0x1C, 0x1C, 0x1E)
        #expect(Palette.outline(for: dark).r > dark.r + 60)
        let light = Palette.viewHues[0]
        #expect(Palette.outline(for: light).r < light.r)
    }

    @Test("a cell's content view is not tagged, whatever its id; the cell's tag names the row")
    func cellContentViewUntagged() throws {
        var row = TableRow(id: "cell", height: 120, subviews: [View(id: "inside", frame: Rect(x: 0, y: 40, width: 200, height: 60))])
        row.contentViewID = "doc-cv.contentView"
        let table = View.tableView(id: "table", frame: Rect(x: 0, y: 100, width: 375, height: 400), rows: [row])
        let layout = try RendererTests.layout(RendererTests.screen([table]))
        var painter = DiagramPainter(layout: layout, options: .default)
        painter.drawViews()
        let tags = painter.pendingLabels.map(\.text)
        #expect(tags.contains { $0.hasPrefix("cell") } && tags.contains { $0.hasPrefix("inside") }, "\(tags)")
        #expect(!tags.contains { $0.contains("doc-cv") }, "\(tags)")
    }
}

