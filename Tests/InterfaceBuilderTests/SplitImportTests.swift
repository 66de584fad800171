import InterfaceBuilder
import LayoutEngine
import Testing

/// Interface Builder split view controllers (Docs/Containers.md, "Split view controllers"): the
/// relationship segues give the columns, the scene's own column is imported, the others empty.
@Suite("split view controllers from Interface Builder")
struct SplitImportTests {
    /// A scene of the fixture on a device, and a view of it by the fixture's id (the import appends a suffix).
    static func layout(_ scene: String, on device: String, _ orientation: InterfaceOrientation = .portrait) throws -> ComputedLayout {
        try Documents.fixture("Split.storyboard").layout(scene, on: try environment(device, orientation))
    }

    @Test("the list scene: on an iPad in landscape the primary column beside the empty secondary; on the iPhone design device it is shown alone")
    func listScene() throws {
        let pad = try Self.layout("List", on: "iPad Pro 11-inch (M4)", .landscapeLeft)
        let list = try #require(pad.views.first { $0.id.hasPrefix("lst-01-view") })
        #expect(list.frameInWindow == Rect(x: 0, y: 0, width: 320, height: 834), "\(list.frameInWindow)")
        #expect(pad.views.contains { $0.id.contains("spl-01-ctl") && $0.id.contains(".secondary") })
        let phone = try Self.layout("List", on: "iPhone 16 Pro")
        #expect(try #require(phone.views.first { $0.id.hasPrefix("lst-01-view") }).frameInWindow.width == 402)
        let label = try #require(phone.views.first { $0.id.hasPrefix("lst-01-lbl") })
        #expect(label.frameInWindow.minY > 100, "under the navigation bar: \(label.frameInWindow)")
    }

    @Test("the detail scene: in the secondary column, under the navigation controller the double-column style gives it")
    func detailScene() throws {
        let pad = try Self.layout("det-01-ctl", on: "iPad Pro 11-inch (M4)", .landscapeLeft)
        let detail = try #require(pad.views.first { $0.id.hasPrefix("det-01-view") })
        #expect(detail.frameInWindow == Rect(x: 320, y: 0, width: 890, height: 834), "\(detail.frameInWindow)")
        #expect(pad.bars.filter { $0.kind == .navigationBar }.count == 2)
    }
}
