import LayoutEngine
import RasterImage
import Testing
@testable import LayoutRenderer

/// Sizes and gaps on demand (`RenderOptions.measuredViews`, issue 35, point 6).
@Suite("renderer: measurements")
struct MeasureTests {
    /// iPhone 8 (2x): a 343 × 50 card at (16, 100), a note 12 below it, a badge 8 to its right
    /// within its rows, and a pill inside the card.
    static func layout() throws -> ComputedLayout {
        try RendererTests.layout(RendererTests.screen([
            View(id: "card", frame: Rect(x: 16, y: 100, width: 200, height: 50), subviews: [View(id: "pill", frame: Rect(x: 150, y: 10, width: 40, height: 30))]),
            View(id: "note", frame: Rect(x: 16, y: 162, width: 343, height: 40)),
            View(id: "badge", frame: Rect(x: 224, y: 110, width: 30, height: 20)),
        ]))
    }

    @Test("a measured view's size and its gaps to the nearest siblings below and to the right, in points")
    func measurements() throws {
        let found = DiagramPainter.measurements(of: try Self.layout(), ids: ["card", "nosuch", "note"])
        #expect(found.map(\.text) == ["200 x 50", "12", "8", "343 x 40"])
        #expect(found.map(\.kind) == [.size, .gapBelow, .gapRight, .size])
        #expect(found[1].rect == Rect(x: 116, y: 150, width: 0, height: 12), "the gap's line in the middle of the part the two share")
        #expect(found[2].rect == Rect(x: 216, y: 120, width: 8, height: 0))
    }

    @Test("measured views are drawn in their colour; none unless asked, and the digest of a picture without them is unchanged")
    func drawn() throws {
        let layout = try Self.layout()
        let plain = LayoutRenderer.render(layout, options: RenderOptions(overlays: []))
        let measured = LayoutRenderer.render(layout, options: RenderOptions(overlays: [], measuredViews: ["card"]))
        func count(_ image: Image) -> Int {
            var n = 0
            for y in 0..<image.height { for x in 0..<image.width where image[x, y] == Palette.measure { n += 1 } }
            return n
        }
        #expect(count(plain) == 0)
        #expect(count(measured) > 100)
        // The size sits in the card's bottom-left corner: the pill covers its bottom-right.
        let pillRows = (2 * 100 + 2 * 10)..<(2 * 100 + 2 * 40)
        #expect(!(pillRows).contains { y in (2 * 166..<2 * 206).contains { x in measured[x, y] == Palette.measure } }, "nothing over the pill")
        #expect(LayoutRenderer.inputDigest(of: layout, options: RenderOptions(measuredViews: [])) == LayoutRenderer.inputDigest(of: layout))
        #expect(LayoutRenderer.inputDigest(of: layout, options: RenderOptions(measuredViews: ["card"])) != LayoutRenderer.inputDigest(of: layout))
    }
}
