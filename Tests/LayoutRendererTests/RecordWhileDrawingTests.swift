import LayoutEngine
import LayoutSnapshotCore
import RasterImage
import Testing
@testable import LayoutRenderer

/// Recording encodes a picture while it is drawn (`SnapshotFile.render`: the PNG's segments and
/// the pixel hash as soon as their rows are drawn). The image and the file are those of drawing
/// first and encoding after (`LayoutRenderer.render`, `SnapshotFile.encode`), byte for byte.
@Suite("record while drawing")
struct RecordWhileDrawingTests {
    @Test("every example on a phone in both orientations and the largest iPad: the same image and bytes as render then encode")
    func examples() throws {
        let targets: [(String, InterfaceOrientation)] = [
            ("iPhone 17 Pro Max", .portrait), ("iPhone SE (3rd generation)", .landscapeLeft), ("iPad Pro 13-inch (M5)", .landscapeLeft),
        ]
        for (name, orientation) in targets {
            let device = try DeviceCatalog.bundled.device(named: name)
            for example in ExampleRenderTests.examples + ExampleRenderTests.fixtures {
                let layout = try LayoutEngine.compute(try ExampleRenderTests.spec(example).root, in: LayoutEnvironment(device: device, orientation: orientation))
                #expect(try Self.sameAsRenderThenEncode(layout, .reference), "\(example) \(name) \(orientation)")
            }
        }
    }

    @Test("every render option, both kinds of file")
    func options() throws {
        let device = try DeviceCatalog.bundled.device(named: "iPhone 13 mini")
        let layout = try LayoutEngine.compute(try ExampleRenderTests.spec("table-multiline").root, in: LayoutEnvironment(device: device, orientation: .portrait))
        let variants: [RenderOptions] = [
            .default, RenderOptions.default.screenOnly, RenderOptions(scale: 1), RenderOptions(overlays: []),
            RenderOptions(showsCaption: false), RenderOptions(showsContentBeyondScreen: false), RenderOptions(scale: 0.25),
        ]
        for options in variants {
            for kind in [SnapshotFile.Kind.reference, .render] {
                #expect(try Self.sameAsRenderThenEncode(layout, kind, options: options), "\(options) \(kind)")
            }
        }
    }

    /// Compared as a Bool, so a failure names the case instead of printing megabytes.
    static func sameAsRenderThenEncode(_ layout: ComputedLayout, _ kind: SnapshotFile.Kind, options: RenderOptions = .default) throws -> Bool {
        let geometry = GeometryJSON.string(layout) + "\n"
        let (image, png) = try SnapshotFile.render(kind, layout: layout, options: options, geometry: geometry)
        let expectedImage = LayoutRenderer.render(layout, options: options)
        let expected = try SnapshotFile.encode(kind, image: expectedImage, layout: layout, options: options, geometry: geometry)
        return image == expectedImage && png == expected
    }
}
