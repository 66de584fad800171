import Foundation
import Testing
@testable import LayoutEngine

/// The Examples/ specs computed on every device and orientation of the catalog (issue 2, item 6).
@Suite("examples on the whole catalog")
struct ExamplesTests {
    static let examplesFolder = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Examples")

    static func spec(_ name: String) throws -> LayoutSpec {
        let url = examplesFolder.appendingPathComponent(name)
        return try SpecReader.read(bytes: Array(try Data(contentsOf: url)), file: name)
    }

    @Test("every example computes on every device and orientation", arguments: ["article.json", "sheet-picker.json", "table-multiline.json"])
    func wholeCatalog(name: String) throws {
        let spec = try Self.spec(name)
        var count = 0
        for device in DeviceCatalog.bundled.devices {
            for orientation in device.supportedOrientations {
                let layout = try LayoutEngine.compute(spec.root, in: LayoutEnvironment(device: device, orientation: orientation))
                count += 1
                for view in layout.views {
                    // Guides are never negative (decision 1) and always inside finite numbers.
                    for r in [view.safeAreaLayoutGuide, view.layoutMarginsGuide, view.readableContentGuide, view.frameInWindow] {
                        #expect(r.width >= 0 && r.height >= 0 && r.minX.isFinite && r.minY.isFinite, "\(name) \(device.name) \(orientation) \(view.id)")
                    }
                    #expect(view.readableContentGuide.width <= view.layoutMarginsGuide.width + 1e-9)
                }
                #expect(layout.views.first?.parent == nil)
            }
        }
        #expect(count >= 200)
    }

    @Test("article: the scroll view takes the bars into adjustedContentInset; its subviews do not see them")
    func article() throws {
        let layout = try Fixture.compute(try Self.spec("article.json").root, on: "iPhone X")
        let scroll = try layout.v("articleScroll")
        expectInsets(try #require(scroll.scroll).adjustedContentInset, 88, 0, 83, 0)
        expectInsets(try layout.v("heroImage").safeAreaInsets, 0, 0, 0, 0)
        #expect(layout.bars.map(\.kind) == [.statusBar, .tabBar, .navigationBar])
    }

    @Test("sheet: the picker's container sits inside the sheet's safe area")
    func sheet() throws {
        let layout = try Fixture.compute(try Self.spec("sheet-picker.json").root, on: "iPhone X")
        expectInsets(try layout.v("sheet").safeAreaInsets, 0, 0, 34, 0)
        expectInsets(try layout.v("pickerView").safeAreaInsets, 0, 0, 0, 0)
        #expect(try layout.v("pickerView").isRootView)
        #expect(try layout.v("pickerView").viewController == "picker")
    }
}
