import LayoutEngine
import RasterImage
import Testing
@testable import LayoutRenderer

/// Issue 35, point 5: the status bar and a navigation bar never read as one band (red hatching
/// for the device's insets, grey under the containers' bars), the hatching shows on any fill,
/// and the readable guide is a line, never a tint that splits a view's colour.
@Suite("the unsafe area's hatching and the readable guide")
struct UnsafeHatchingTests {
    @Test("iPhone 15 Pro under a navigation and a tab bar: red to 59 and in the home indicator's 34, grey under the bars' parts inside the window's safe area")
    func colourByCause() throws {
        let nav = NavigationController(id: "nav", viewControllers: [.viewController(ViewController(id: "home", view: View(id: "homeRoot")))])
        let root = ViewControllerNode.tabBarController(TabBarController(id: "tabs", viewControllers: [.navigationController(nav)]))
        let layout = try RendererTests.layout(root, on: "iPhone 15 Pro")
        let hatches = DiagramPainter(layout: layout, options: RenderOptions(scale: 1)).unsafeHatching()
        func spans(_ color: RGBA) -> [ClosedRange<Double>] {
            hatches.filter { $0.color == color && $0.rising }.map { $0.y...($0.y + $0.height) }.sorted { $0.lowerBound < $1.lowerBound }
        }
        // Top: the window's 59 red, the nav bar from there to 97.667 grey; bottom: the tab bar's
        // 49 grey, the home indicator's 34 red.
        let red = spans(Palette.unsafeHatch), grey = spans(Palette.barHatch)
        #expect(red.count == 2 && grey.count == 2, "\(red) \(grey)")
        #expect(abs(red[0].lowerBound) < 0.01 && abs(red[0].upperBound - 59) < 0.01)
        #expect(abs(grey[0].lowerBound - 59) < 0.01 && abs(grey[0].upperBound - 97.667) < 0.01)
        #expect(abs(grey[1].lowerBound - (852 - 83)) < 0.01 && abs(grey[1].upperBound - (852 - 34)) < 0.01)
        #expect(abs(red[1].lowerBound - (852 - 34)) < 0.01 && abs(red[1].upperBound - 852) < 0.01)
    }

    @Test("a rectangle less a part of it: the bands above and below, then beside, without overlap")
    func subtracting() {
        let whole = Rect(x: 0, y: 0, width: 100, height: 100), hole = Rect(x: 20, y: 30, width: 50, height: 40)
        let parts = DiagramPainter.subtracting(hole, from: whole)
        #expect(parts == [Rect(x: 0, y: 0, width: 100, height: 30), Rect(x: 0, y: 70, width: 100, height: 30),
                          Rect(x: 0, y: 30, width: 20, height: 40), Rect(x: 70, y: 30, width: 30, height: 40)])
        #expect(parts.reduce(0) { $0 + $1.width * $1.height } + hole.width * hole.height == 100 * 100)
        #expect(DiagramPainter.subtracting(whole, from: whole).isEmpty)
        #expect(DiagramPainter.overlap(whole, Rect(x: 100, y: 0, width: 10, height: 10)) == nil)
    }

    @Test("on a black fill the hatching shows: its light lines lift pixels of the unsafe band")
    func visibleOnBlack() throws {
        var root = View(id: "root")
        root.backgroundColor = Color(hex: "#000000")
        let layout = try RendererTests.layout(.viewController(ViewController(id: "vc", view: root)), on: "iPhone 16 Pro")
        let image = LayoutRenderer.render(layout, options: RenderOptions(scale: 1))
        // The band between the status bar (57) and the safe area (62): black under the tint.
        let row = (0..<402).map { image[$0, 59] }
        let bright = row.filter { Int($0.r) + Int($0.g) + Int($0.b) > 200 }.count
        #expect(bright > 402 / 12, "light hatch pixels in the row: \(bright)")
    }

    @Test("a view across the readable guide's edge keeps one colour; the guide is a purple line")
    func readableIsALine() throws {
        var card = View(id: "card", frame: Rect(x: 0, y: 300, width: 1194, height: 100))
        card.backgroundColor = Color(hex: "#FFFFFF")
        let layout = try RendererTests.layout(.viewController(ViewController(id: "vc", view: View(id: "root", subviews: [card]))),
                                              on: "iPad Pro 11-inch (M4)", .landscapeLeft)
        let root = try #require(layout.view("root"))
        #expect(root.readableContentGuide.width < root.layoutMarginsGuide.width)
        let image = LayoutRenderer.render(layout, options: RenderOptions(scale: 1))
        let y = 350, left = Int(root.layoutMarginsGuide.minX) + 4, inside = Int(root.readableContentGuide.minX) + 4
        #expect(image[left, y] == image[inside, y], "\(image[left, y]) vs \(image[inside, y])")
    }
}
