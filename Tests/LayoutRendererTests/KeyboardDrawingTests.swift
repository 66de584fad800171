import LayoutEngine
import RasterImage
import Testing
@testable import LayoutRenderer

/// The keyboard in the picture (Docs/Keyboard.md, "In the picture"): drawn over the app, its
/// height in its bar and in the caption with the catalog's mark; nothing drawn while it is hidden.
@Suite("the keyboard in the picture")
struct KeyboardDrawingTests {
    static func layout(_ keyboard: SoftwareKeyboard, on device: String = "iPhone 16 Pro") throws -> ComputedLayout {
        var root = View(id: "root")
        root.backgroundColor = Color(hex: "#FF0000")
        var environment = LayoutEnvironment(device: try DeviceCatalog.bundled.device(named: device), orientation: .portrait)
        environment.keyboard = keyboard
        return try LayoutEngine.compute(.viewController(ViewController(id: "vc", view: root)), in: environment)
    }

    @Test("shown: the keyboard's grey covers the red root below y 538, the bar names it, the caption says where")
    func shown() throws {
        let layout = try Self.layout(.shown)
        let image = LayoutRenderer.render(layout, options: RenderOptions(scale: 1))
        // A pixel of the suggestion bar (538 to 594, its label at the left), in the keyboard's own
        // grey with a little of the red under it.
        let above = image[200, 500], under = image[300, 580]
        #expect(above.r > 200 && above.g < 80, "\(above)")
        #expect(under.g > 180 && under.r < 240 && abs(Int(under.r) - Int(under.b)) < 30, "\(under)")
        var painter = DiagramPainter(layout: layout, options: RenderOptions(scale: 1))
        painter.drawKeyboard()
        #expect(painter.pendingLabels.map(\.text) == ["keyboard 336 ~"])
        let caption = CaptionStrip(layout: layout, extent: nil).lines.map { $0.text + ($0.mark.isEmpty ? "" : " " + $0.mark) }
        #expect(caption.contains("keyboard 336, top at y 538 ~"), "\(caption)")
    }

    @Test("a height given is calibrated: no mark; hidden draws nothing and names nothing")
    func givenAndHidden() throws {
        let given = try Self.layout(.height(300))
        var painter = DiagramPainter(layout: given, options: RenderOptions(scale: 1))
        painter.drawKeyboard()
        #expect(painter.pendingLabels.map(\.text) == ["keyboard 300"])
        let hidden = try Self.layout(.hidden)
        #expect(!CaptionStrip(layout: hidden, extent: nil).lines.contains { $0.text.hasPrefix("keyboard") })
        #expect(LayoutRenderer.render(hidden, options: RenderOptions(scale: 1))[300, 580].g < 80)
        // The same layout draws the same bytes, and the keyboard is part of the render inputs.
        #expect(LayoutRenderer.render(given) == LayoutRenderer.render(given))
        #expect(LayoutRenderer.inputDigest(of: given) != LayoutRenderer.inputDigest(of: try Self.layout(.height(301))))
    }
}
