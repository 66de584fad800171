import LayoutEngine
import RasterImage
import Testing
@testable import LayoutRenderer

/// A presented controller in the picture (Docs/Presentations.md, "In the picture"): drawn in
/// full over a dimmed backdrop of what presents it; nothing of the backdrop's tags, text or guides
/// over it; the caption says how it is presented.
@Suite("presentations in the picture")
struct PresentationDrawingTests {
    static func layout(_ style: ModalPresentationStyle = .automatic, on device: String = "iPhone 16 Pro",
                       _ orientation: InterfaceOrientation = .portrait, presenting: Bool = true) throws -> ComputedLayout {
        var root = View(id: "homeRoot", subviews: [View(id: "share", frame: Rect(x: 300, y: 120, width: 44, height: 44))])
        root.backgroundColor = Color(hex: "#FF0000")
        var sheet = View(id: "sheetRoot")
        sheet.backgroundColor = Color(hex: "#0000FF")
        let home = ViewControllerNode.navigationController(NavigationController(id: "nav", viewControllers: [
            .viewController(ViewController(id: "home", view: root)),
        ]))
        let node = presenting ? home.presenting(.viewController(ViewController(id: "sheet", view: sheet)), style: style, sourceView: style == .popover ? "share" : nil) : home
        return try LayoutEngine.compute(node, in: LayoutEnvironment(device: try DeviceCatalog.bundled.device(named: device), orientation: orientation))
    }

    @Test("the split: the sheet's views, its bars and the status bar drawn in full; the presenting ones behind; a full-screen cover has no backdrop")
    func split() throws {
        let (top, backdrop) = PresentationBackdrop.split(try Self.layout())
        #expect(top.views.map(\.id) == ["sheetRoot"])
        #expect(top.bars.map(\.kind) == [.statusBar])
        let behind = try #require(backdrop)
        #expect(behind.views.map(\.id) == ["nav.view", "homeRoot", "share"] && behind.bars.map(\.owner) == ["nav"] && behind.dims)
        let cover = PresentationBackdrop.split(try Self.layout(.fullScreen))
        #expect(cover.backdrop == nil && cover.top.views.map(\.id) == ["sheetRoot"])
        let plain = try Self.layout(presenting: false)
        #expect(PresentationBackdrop.split(plain).backdrop == nil && PresentationBackdrop.split(plain).top == plain)
    }

    @Test("above the sheet the presenting navigation bar is dimmed; the sheet is its own blue; the caption names the presentation")
    func drawn() throws {
        let options = RenderOptions(scale: 1)
        let image = LayoutRenderer.draw(try Self.layout(), options: options)
        let alone = LayoutRenderer.draw(try Self.layout(presenting: false), options: options)
        // The sheet starts 10 below the 62-pt safe-area top: at y 66 the presenting navigation bar
        // (56.333 to 100.333) shows above it, under the veil.
        let dimmed = image[200, 66], bright = alone[200, 66]
        #expect(Int(dimmed.r) < Int(bright.r) - 20, "\(dimmed) vs \(bright)")
        let sheet = image[200, 500]
        #expect(sheet.b > sheet.r && sheet.b > 100, "\(sheet)")
        let layout = try Self.layout()
        let caption = CaptionStrip(layout: PresentationBackdrop.split(layout).top, extent: nil).lines.map { $0.text + ($0.mark.isEmpty ? "" : " " + $0.mark) }
        #expect(caption.contains("presented over nav") && caption.contains("  as sheet on the bottom edge") && caption.contains("  large detent, top at y 72"),
                "\(caption)")
    }

    @Test("a popover's arrow (a triangle, not a rectangle) draws the same in tiles of any height; the caption names the arrow")
    func popover() throws {
        let layout = try Self.layout(.popover, on: "iPad Pro 11-inch (M4)", .landscapeLeft)
        #expect(PresentationBackdrop.split(layout).backdrop?.arrow.count == 3)
        #expect(TileTests.difference(layout, tileRows: [2, 5, 33]) == nil)
        let caption = CaptionStrip(layout: PresentationBackdrop.split(layout).top, extent: nil).lines.map(\.text)
        #expect(caption.contains("  arrow left to share"), "no room below or above the 667-tall default, so beside it: \(caption)")
    }
}
