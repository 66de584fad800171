import Foundation
import LayoutEngine
import RasterImage
import Testing
@_spi(Benchmarks) @testable import LayoutRenderer

/// A picture drawn in tiles of rows (`DisplayList.draw`) is the picture drawn as one tile:
/// every tile height gives the same bytes, wherever the tiles' edges fall (through text,
/// hatching, rounded corners, the caption, the content beyond the screen), on one thread or many.
@Suite("display list tiles")
struct TileTests {
    /// Nil when every tile height gives the bytes of one tile, else the first pixel that differs
    /// (compared as a string, so a failure names the case instead of printing megabytes).
    static func difference(_ layout: ComputedLayout, options: RenderOptions = .default, tileRows: [Int]) -> String? {
        let list = LayoutRenderer.record(layout, options: options)
        let whole = list.draw(tileRows: list.height, threads: 1)
        for rows in tileRows {
            let tiled = list.draw(tileRows: rows)
            guard tiled != whole else { continue }
            for y in 0..<whole.height {
                for x in 0..<whole.width where tiled[x, y] != whole[x, y] {
                    return "tiles of \(rows) rows: pixel (\(x), \(y)) is \(tiled[x, y]), one tile \(whole[x, y])"
                }
            }
            return "tiles of \(rows) rows: another size"
        }
        return nil
    }

    @Test("every example on every distinct geometry, portrait and landscape: one tile and tiles of 64 rows give the same bytes",
          arguments: DeviceMatrix.distinctGeometries.devices(in: DeviceCatalog.bundled.devices).map(\.name))
    func examples(device name: String) throws {
        let device = try DeviceCatalog.bundled.device(named: name)
        for example in ExampleRenderTests.examples + ExampleRenderTests.fixtures {
            let spec = try ExampleRenderTests.spec(example)
            for orientation in device.supportedOrientations where orientation == .portrait || orientation == .landscapeLeft {
                let layout = try LayoutEngine.compute(spec.root, in: LayoutEnvironment(device: device, orientation: orientation))
                let difference = Self.difference(layout, tileRows: [DisplayList.tileRows])
                #expect(difference == nil, "\(example) \(name) \(orientation)")
            }
        }
    }

    @Test("every option and many tile heights, down to tiles of a row or two")
    func options() throws {
        let device = try DeviceCatalog.bundled.device(named: "iPhone 13 mini")
        let variants: [RenderOptions] = [
            .default, RenderOptions.default.screenOnly, RenderOptions(scale: 1), RenderOptions(overlays: []),
            RenderOptions(showsCaption: false), RenderOptions(showsContentBeyondScreen: false),
        ]
        for example in ["article", "table-multiline", "sheet-picker", "compose-sheet"] {
            let layout = try LayoutEngine.compute(try ExampleRenderTests.spec(example).root, in: LayoutEnvironment(device: device, orientation: .portrait))
            for options in variants {
                let height = LayoutRenderer.pixelSize(of: layout, options: options).height
                let difference = Self.difference(layout, options: options, tileRows: [1, 2, 7, 64, height / 2 + 1])
                #expect(difference == nil, "\(example) \(options)")
            }
        }
    }

    @Test("rotated views and rotated text (filled as paths) split into tiles")
    func transformed() throws {
        let labels = #"{ "id": "title", "class": "label", "text": "Sign in to continue", "transform": [0.7071, 0.7071, -0.7071, 0.7071, 0, 0] }, "#
            + ##"{ "id": "bar", "backgroundColor": "#336699", "transform": [0, 1, -1, 0, 0, 0] }"##
        let layout = try TextDrawingTests.layout(labels, constraints: [
            "title.top == root.safeArea.top + 120", "title.leading == root.leading + 40",
            "bar.top == root.safeArea.top + 300", "bar.leading == root.leading + 60", "bar.width == 200", "bar.height == 30",
        ])
        let difference = Self.difference(layout, tileRows: [1, 5, 33])
        #expect(difference == nil)
    }
}
