import LayoutEngine
import RasterImage
import Testing
@testable import LayoutRenderer

/// Where id tags go (issue 11, point 4): a view too small for its tag is tagged from outside with
/// a leader line; a view under a bar says so rather than lending the bar its tag.
@Suite("Label placement")
struct LabelPlacementTests {
    static func se() throws -> LayoutEnvironment {
        LayoutEnvironment(device: try DeviceCatalog.bundled.device(named: "iPhone SE (3rd generation)"), orientation: .portrait)
    }

    /// A plain screen with an 8 × 6 pt view at (100, 300), and optionally a second view just
    /// under it that takes the place below.
    static func tiny(blockedBelow: Bool = false) throws -> ComputedLayout {
        var subviews = [View(id: "dot", frame: Rect(x: 100, y: 300, width: 8, height: 6))]
        if blockedBelow { subviews.append(View(id: "blocker", frame: Rect(x: 60, y: 306, width: 120, height: 40))) }
        return try LayoutEngine.compute(.viewController(ViewController(id: "vc", view: View(id: "root", subviews: subviews))), in: try se())
    }

    @Test("a view too small for its tag gets it just below, joined by a line; above when below is taken; none without the labels overlay")
    func leader() throws {
        let image = LayoutRenderer.render(try Self.tiny(), options: RenderOptions(overlays: [.labels]))
        // At 2x: the dot is pixels 200..<216 × 600..<612; the tag 6 pixels below, the line at x 202..<204 between.
        #expect(image[202, 614] == Palette.label && image[203, 617] == Palette.label)
        #expect(image[205, 614] != Palette.label, "a line, not a bar")
        let plate = (619..<640).contains { y in (200..<260).contains { x in image[x, y] != image[5, 5] } }
        #expect(plate, "the tag's plate and text below the line")

        let moved = LayoutRenderer.render(try Self.tiny(blockedBelow: true), options: RenderOptions(overlays: [.labels]))
        #expect(moved[202, 614] != Palette.label, "below is the blocker's own tag")
        #expect(moved[202, 596] == Palette.label, "the line goes up to the tag above")

        let none = LayoutRenderer.render(try Self.tiny(), options: RenderOptions(overlays: []))
        #expect(none[202, 614] != Palette.label)
    }

    @Test("a view whose id does not fit in it is tagged from outside by its whole id, never by a fragment of it")
    func longIdOutside() throws {
        let view = View(id: "settingsHeaderTitle", frame: Rect(x: 100, y: 300, width: 30, height: 30))
        let layout = try LayoutEngine.compute(.viewController(ViewController(id: "vc", view: View(id: "root", subviews: [view]))), in: try Self.se())
        let image = LayoutRenderer.render(layout, options: RenderOptions(overlays: [.labels]))
        // At 2x the view is pixels 200..<260 × 600..<660: room for a line of text, not for the id.
        let inside = (600..<660).contains { y in (200..<260).contains { x in image[x, y] == Palette.label } }
        #expect(!inside, "no tag inside the view (before: \"...Title\")")
        #expect(image[202, 662] == Palette.label, "the leader line below the view")
        let painter = DiagramPainter(layout: layout, options: RenderOptions(overlays: [.labels]))
        let computed = try #require(layout.views.first { $0.id == "settingsHeaderTitle" })
        #expect(painter.tagName(of: computed, in: painter.labelBox(of: computed)) == "")
    }

    @Test("a view under the toolbar is tagged where it is, naming the bar; one in the safe area is not")
    func underBar() throws {
        var nav = NavigationController(id: "nav", viewControllers: [.viewController(ViewController(id: "vc", view: View(id: "root", subviews: [
            View(id: "strip", frame: Rect(x: 0, y: 623, width: 375, height: 44)),
            View(id: "card", frame: Rect(x: 16, y: 200, width: 343, height: 100)),
        ])))])
        nav.isToolbarHidden = false
        let layout = try LayoutEngine.compute(.navigationController(nav), in: try Self.se())
        #expect(layout.bars.contains { $0.kind == .toolbar && $0.frameInWindow.minY == 623 })
        let painter = DiagramPainter(layout: layout, options: .default)
        let strip = try #require(layout.views.first { $0.id == "strip" })
        let card = try #require(layout.views.first { $0.id == "card" })
        #expect(painter.tagName(of: strip, in: painter.labelBox(of: strip)) == "strip (under toolbar)")
        #expect(painter.tagName(of: card, in: painter.labelBox(of: card)) == "card")
        // Without the bars drawn there is nothing to be under.
        let bare = DiagramPainter(layout: layout, options: RenderOptions(overlays: [.labels]))
        #expect(bare.tagName(of: strip, in: bare.labelBox(of: strip)) == "strip")
    }
}
