import LayoutEngine
import RasterImage
import Testing
@testable import LayoutRenderer

/// Issue 35, point 4: content a scroll view clips on the screen is in the picture where it lies:
/// drawn faded, tagged when none of it shows, listed in the caption.
@Suite("content a scroll view clips")
struct ClippedContentTests {
    /// A scroll view from y 100 to 300 holding a field at 250 (half shown) and a label at 340 (none
    /// shown), over a button from 320 to 370.
    static func layout() throws -> ComputedLayout {
        var scroll = View.scrollView(id: "form", frame: Rect(x: 0, y: 100, width: 375, height: 200), subviews: [
            View(id: "field", frame: Rect(x: 20, y: 150, width: 335, height: 100)),
            View(id: "terms", frame: Rect(x: 20, y: 240, width: 335, height: 20),
                 subviews: [View(id: "termsIcon", frame: Rect(x: 0, y: 0, width: 20, height: 20))]),
        ])
        scroll.contentSize = Size(width: 375, height: 400)
        scroll.contentInsetAdjustmentBehavior = .never
        var button = View(id: "signUp", viewClass: .button, frame: Rect(x: 16, y: 320, width: 343, height: 50))
        button.title = "Sign up"
        return try RendererTests.layout(RendererTests.screen([scroll, button]), on: "iPhone SE (3rd generation)")
    }

    @Test("the part outside the scroll view is found, the wholly clipped view tagged and listed once")
    func found() throws {
        let layout = try Self.layout()
        let area = Rect(x: 0, y: 0, width: 375, height: 667)
        let seen = DiagramPainter.visibility(of: layout, in: area, showingScrollContent: false)
        let clipped = DiagramPainter.clippedContent(layout, clips: seen.clips, hidden: seen.hidden, alphas: seen.alphas, area: area)
        #expect(clipped.map(\.view.id) == ["field", "terms", "termsIcon"])
        #expect(clipped[0].outside == [Rect(x: 20, y: 300, width: 335, height: 50)] && !clipped[0].wholly)
        #expect(clipped[1].outside == [Rect(x: 20, y: 340, width: 335, height: 20)] && clipped[1].wholly)
        #expect(CaptionStrip.clippedViews(layout) == ["terms"])
        var painter = DiagramPainter(layout: layout, options: RenderOptions(scale: 1))
        painter.drawClippedContent()
        #expect(painter.pendingLabels.map(\.text) == ["terms (clipped)"])
        let caption = CaptionStrip(layout: layout, extent: nil).lines.map(\.text)
        #expect(caption.contains("clipped by a scroll view (faded)") && caption.contains("  terms") && !caption.contains("  termsIcon"), "\(caption)")
        // Without the scroll overlay nothing is drawn faded, and the caption does not say so.
        #expect(!CaptionStrip(layout: layout, extent: nil, showsClipped: false).lines.contains { $0.text.hasPrefix("clipped by") })
    }

    @Test("drawn over what covers it, with the scroll overlay only")
    func drawn() throws {
        let layout = try Self.layout()
        let with = LayoutRenderer.render(layout, options: RenderOptions(scale: 1, overlays: [.scroll]))
        let without = LayoutRenderer.render(layout, options: RenderOptions(scale: 1, overlays: []))
        // The terms' top edge, 340, over the button: its faded outline there with the overlay, none without.
        let row = (20..<355).map { with[$0, 340] }, plain = (20..<355).map { without[$0, 340] }
        // (The scroll overlay's own marks stay inside the scroll view, above 300.)
        #expect(row != plain)
    }
}
