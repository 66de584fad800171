import Foundation
import LayoutSnapshotTesting
import Testing

/// The library used as a user would (`import LayoutSnapshotTesting` alone brings the model): the examples' layouts checked against references committed
/// under `__Snapshots__/ExampleSnapshotTests/`. On CI (`CI` set) a missing or changed reference
/// fails; locally a missing one is recorded. Re-record with `LAYOUT_SNAPSHOT_RECORD=all`.
@Suite(.layoutSnapshots(devices: ["iPhone SE (3rd generation)", "iPhone 15 Pro"]))
struct ExampleSnapshotTests {
    static func example(_ name: String) throws -> ViewControllerNode {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        let bytes = Array(try Data(contentsOf: root.appendingPathComponent("Examples/\(name).json")))
        return try SpecReader.read(bytes: bytes, file: "Examples/\(name).json").root
    }

    @Test func article() throws {
        assertLayoutSnapshot(of: try Self.example("article"))
    }

    @Test func sheetPicker() throws {
        assertLayoutSnapshot(of: try Self.example("sheet-picker"))
    }

    @Test func tableMultiline() throws {
        assertLayoutSnapshot(of: try Self.example("table-multiline"), named: "large")
        assertLayoutSnapshot(of: try Self.example("table-multiline"), on: "iPhone 15 Pro", orientations: [.portrait],
                             named: "accessibility", contentSizeCategory: .accessibilityExtraExtraExtraLarge)
    }

    /// An Interface Builder scene, as a user names it: the path from the package root, the scene
    /// by its storyboard identifier; the fields side by side in a compact height.
    @Test func signInStoryboard() {
        assertLayoutSnapshot(of: .storyboard("Examples/signin.storyboard", scene: "Login"))
    }

    /// A xib's File's Owner view, its custom class sized by the options.
    @Test func cardNib() {
        var options = ImportOptions()
        options.customClassSizes["AvatarView"] = Size(width: 96, height: View.noIntrinsicMetric)
        assertLayoutSnapshot(of: .nib("Tests/InterfaceBuilderTests/Fixtures/Card.xib", options: options), orientations: [.portrait])
    }
}
