import LayoutEngine
import RasterImage
import Testing
@testable import LayoutRenderer

/// Size-class variations reach the picture: the renderer draws the model as the traits resolve it.
@Suite("renderer: trait variations")
struct VariationRenderTests {
    @Test("WWDC 2017 412: a view hidden in compact height is drawn in portrait and left out in landscape")
    func hiddenInCompactHeight() throws {
        var photo = View(id: "photo", frame: Rect(x: 100, y: 100, width: 80, height: 80))
        photo.backgroundColor = Color(hex: "#FF0000")
        photo.variations.append(.init(when: .init(verticalSizeClass: .compact), isHidden: true))
        let screen = RendererTests.screen([photo])
        let options = RenderOptions(scale: 1, overlays: [])
        let portrait = LayoutRenderer.render(try RendererTests.layout(screen, on: "iPhone 15 Pro"), options: options)
        #expect(portrait[140, 140] == RGBA(255, 0, 0))
        let landscape = LayoutRenderer.render(try RendererTests.layout(screen, on: "iPhone 15 Pro", .landscapeLeft), options: options)
        #expect(landscape[140, 140] != RGBA(255, 0, 0))
        #expect(landscape[140, 140] == landscape[300, 140])  // the root view's own fill, as where no view is
    }
}
