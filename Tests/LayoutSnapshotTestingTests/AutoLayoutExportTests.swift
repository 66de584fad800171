import LayoutSnapshotTesting
import Testing

/// What a user passes for Auto Layout is reachable from `import LayoutSnapshotTesting` alone
/// (this file imports nothing else: it would not compile otherwise).
@Suite("import LayoutSnapshotTesting: Auto Layout")
struct AutoLayoutExportTests {
    @Test("the setting, its configuration and the overlay are public through the one import")
    func reachable() {
        let configuration = LayoutSnapshotConfiguration(autoLayoutIssues: .ignore)
        #expect(configuration.autoLayoutIssues == .ignore)
        #expect(AutoLayoutIssueMode.allCases == [.fail, .ignore])
        #expect(RenderOptions.Overlay.allCases.contains(.autoLayout))
        #expect(AutoLayoutWording.ambiguous(view: "v", attribute: "width").contains("width"))
        let trait: LayoutSnapshotTrait = .layoutSnapshots(autoLayoutIssues: .fail)
        _ = trait
    }
}
