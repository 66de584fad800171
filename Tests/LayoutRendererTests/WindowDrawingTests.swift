import LayoutEngine
import RasterImage
import Testing
@testable import LayoutRenderer

/// A window that is not the whole screen is drawn as the picture's screen, without the device's
/// corners and housing, and the caption says where it is (Docs/Windows.md, "In the picture").
@Suite("a window in the picture")
struct WindowDrawingTests {
    @Test("a 1/3 pane on an 11-inch iPad Pro: 375 x 834 points drawn, its place in the caption, no device frame")
    func pane() throws {
        var root = View(id: "root")
        root.backgroundColor = Color(hex: "#FFFFFF")
        var environment = LayoutEnvironment(device: try DeviceCatalog.bundled.device(named: "iPad Pro 11-inch (M4)"), orientation: .landscapeLeft)
        environment.window = .multitasking(.splitOneThird, side: .trailing)
        let layout = try LayoutEngine.compute(.viewController(ViewController(id: "vc", view: root)), in: environment)
        let sheet = SheetLayout(layout, options: RenderOptions(scale: 1))
        #expect(sheet.screen.width == 375 && sheet.screen.height == 834)
        let caption = CaptionStrip(layout: layout, extent: nil).lines.map(\.text)
        #expect(caption.contains("window 375 x 834 pt at (835, 0)"), "\(caption)")
        // The pane's corner is the window's, not the display's: no dark frame there.
        let image = LayoutRenderer.render(layout, options: RenderOptions(scale: 1, overlays: []))
        #expect(image[1, 400] == image[200, 400], "\(image[1, 400]) vs \(image[200, 400])")
        #expect(image[0, 833].r > 100, "\(image[0, 833])")
    }
}
