import Foundation
import LayoutEngine
import RasterImage
import Testing
@testable import LayoutRenderer

@Suite("renderer")
struct RendererTests {
    static func layout(_ root: ViewControllerNode, on device: String = "iPhone 8", _ orientation: InterfaceOrientation = .portrait) throws -> ComputedLayout {
        try LayoutEngine.compute(root, in: LayoutEnvironment(device: DeviceCatalog.bundled.device(named: device), orientation: orientation))
    }

    static func screen(_ subviews: [View]) -> ViewControllerNode {
        .viewController(ViewController(id: "vc", view: View(id: "root", subviews: subviews)))
    }

    static let plain = RenderOptions(overlays: [])

    @Test("the screen is at the device's scale, or the one asked for; the caption strip beside it")
    func size() throws {
        let layout = try Self.layout(Self.screen([]), on: "iPhone 14 Pro Max")
        let screen = RenderOptions.default.screenOnly
        #expect(LayoutRenderer.render(layout, options: screen).width == 1290 && LayoutRenderer.render(layout, options: screen).height == 2796)
        let one = LayoutRenderer.render(layout, options: RenderOptions(scale: 1).screenOnly)
        #expect(one.width == 430 && one.height == 932)
        let landscape = try Self.layout(Self.screen([]), on: "iPad Pro 11-inch (M4)", .landscapeLeft)
        #expect(LayoutRenderer.render(landscape, options: screen).width == 1210 * 2)
        // The caption: 40 bitmap-font cells and padding at the text scale (3 on this phone),
        // after a gap of the padding; as tall as the screen (the caption is shorter).
        let sheet = LayoutRenderer.render(layout)
        #expect(sheet.width == 1290 + 3 * CaptionStrip.padding + CaptionStrip.width(textScale: 3) && sheet.height == 2796)
    }

    @Test("a view's own backgroundColor fills it; hidden views and their subviews are not drawn")
    func colourAndHidden() throws {
        var red = View(id: "red", frame: Rect(x: 10, y: 100, width: 50, height: 50))
        red.backgroundColor = Color(hex: "#FF0000")
        var hidden = View(id: "hidden", frame: Rect(x: 100, y: 100, width: 50, height: 50))
        hidden.isHidden = true
        var child = View(id: "child", frame: Rect(x: 0, y: 0, width: 50, height: 50))
        child.backgroundColor = Color(hex: "#0000FF")
        hidden.subviews = [child]
        let image = LayoutRenderer.render(try Self.layout(Self.screen([red, hidden])), options: RenderOptions(scale: 1, overlays: []))
        #expect(image[30, 120] == RGBA(255, 0, 0))
        let underHidden = image[125, 125]
        #expect(underHidden.b != 255 || underHidden.r != 0)
        #expect(underHidden == image[125, 300])  // the same as the plain root view elsewhere
    }

    @Test("alpha multiplies down the tree")
    func alpha() throws {
        var parent = View(id: "parent", frame: Rect(x: 0, y: 100, width: 100, height: 100))
        parent.alpha = 0.5
        parent.backgroundColor = Color(hex: "#000000")
        let image = LayoutRenderer.render(try Self.layout(Self.screen([parent])), options: RenderOptions(scale: 1, overlays: []))
        // Black at alpha 0.5 (128) over the root's own tint, as it shows where the parent is not.
        #expect(image[50, 150] == PixelBlend.over(image[50, 300], RGBA(0, 0, 0, 128)))
    }

    @Test("scroll views clip their content and move it with the offset")
    func scrollClip() throws {
        var content = View(id: "content", frame: Rect(x: 0, y: 0, width: 375, height: 1000))
        content.backgroundColor = Color(hex: "#00FF00")
        var scroll = View.scrollView(id: "scroll", frame: Rect(x: 0, y: 100, width: 375, height: 200), contentSize: Size(width: 375, height: 1000), subviews: [content])
        scroll.contentOffset = Point(x: 0, y: 50)
        let image = LayoutRenderer.render(try Self.layout(Self.screen([scroll])), options: RenderOptions(scale: 1, overlays: []))
        #expect(image[100, 150] == RGBA(0, 255, 0))
        #expect(image[100, 320] != RGBA(0, 255, 0))  // below the scroll view: clipped
    }

    @Test("a rotated view is drawn rotated")
    func rotated() throws {
        var bar = View(id: "bar", frame: Rect(x: 100, y: 200, width: 100, height: 10))
        bar.backgroundColor = Color(hex: "#000000")
        bar.transform = AffineTransform(a: 0, b: 1, c: -1, d: 0, tx: 0, ty: 0)
        let image = LayoutRenderer.render(try Self.layout(Self.screen([bar])), options: RenderOptions(scale: 1, overlays: []))
        #expect(image[150, 170] == RGBA(0, 0, 0))  // inside the vertical bar
        #expect(image[110, 205] != RGBA(0, 0, 0))  // where the unrotated bar would be
    }

    @Test("overlays show the unsafe area and the guides")
    func overlays() throws {
        let layout = try Self.layout(Self.screen([]), on: "iPhone X")
        let plain = LayoutRenderer.render(layout, options: Self.plain)
        let full = LayoutRenderer.render(layout)
        // The home-indicator area is tinted red by the safe-area overlay.
        let x = 60, y = (812 - 20) * 3
        #expect(full[x, y].r > full[x, y].b && plain[x, y] != full[x, y])
    }

    @Test("the legend draws")
    func legend() {
        let legend = LegendRenderer.render(scale: 1)
        #expect(legend.width > 300 && legend.height > 100)
        #expect(LegendRenderer.render(scale: 1) == legend)
    }
}
