import Locking
import Foundation
import SharedTestSupport
import LayoutEngine
@testable import LayoutSnapshotCore
@testable import LayoutSnapshotReports
@testable import LayoutSnapshotTesting

/// Folders for one test's references and artifacts, handed to the assertions through the
/// environment they read (`LAYOUT_SNAPSHOT_DIR`, `LAYOUT_SNAPSHOT_ARTIFACTS`), never the real one.
struct Sandbox {
    let root: String
    var snapshots: String { root + "/__Snapshots__" }
    var artifacts: String { root + "/artifacts" }

    init() throws {
        root = TestScratch.folder("lst-assert").appendingPathComponent(UUID().uuidString).path
        try FileManager.default.createDirectory(atPath: root, withIntermediateDirectories: true)
    }

    func environment(_ extra: [String: String] = [:]) -> [String: String] {
        ["LAYOUT_SNAPSHOT_DIR": snapshots, "LAYOUT_SNAPSHOT_ARTIFACTS": artifacts].merging(extra) { $1 }
    }

    /// Runs `body` with this sandbox's folders and otherwise an empty environment (no CI, no
    /// LAYOUT_SNAPSHOT_RECORD), unless `extra` adds some; then, unless `draws` is false, draws
    /// the pictures the run left to the tool, as a user's `layout-snapshot report` would
    /// (`PictureDrawing`).
    func run<R>(_ extra: [String: String] = [:], draws: Bool = true, _ body: () throws -> R) rethrows -> R {
        let result = try LayoutSnapshotConfiguration.$environmentOverride.withValue(environment(extra), operation: body)
        if draws { drawPictures() }
        return result
    }

    /// Every picture the newest run in this sandbox left to draw.
    func drawPictures() {
        guard let run = RunPruning.runs(artifactsRoot: artifacts).first else { return }
        let entries = ((try? Approval.manifests(runFolder: run)) ?? []).flatMap(\.manifest.snapshots)
        let summary = PictureDrawing.drawMissing(entries)
        precondition(summary.problems.isEmpty, "\(summary.problems)")
    }

    func files() -> [String] {
        ((try? FileManager.default.subpathsOfDirectory(atPath: snapshots)) ?? []).filter { $0.hasSuffix(".png") || $0.hasSuffix(".json") || $0.contains(".tmp-") }.sorted()
    }

    func bytes(_ relative: String) -> [UInt8]? {
        FileManager.default.contents(atPath: snapshots + "/" + relative).map { [UInt8]($0) }
    }
}

enum Screens {
    static func article(headlineY: Double = 100) -> ViewControllerNode {
        var headline = View(id: "headline", frame: Rect(x: 16, y: headlineY, width: 200, height: 40))
        headline.backgroundColor = Color(hex: "#3366FF")
        return .viewController(ViewController(id: "article", view: View(id: "root", subviews: [headline])))
    }

    /// A label in the body text style (so it follows the content size category), wrapping
    /// between the margins, `top` points under the safe area.
    static func dynamicType(text: String = "Text grows with the setting", top: Double = 8) -> ViewControllerNode {
        let spec = """
        { "root": { "viewController": { "id": "vc", "view": { "id": "root", "subviews": [
          { "id": "title", "class": "label", "text": "\(text)", "font": "body", "numberOfLines": 0, "backgroundColor": "#3366FF" } ],
          "constraints": ["title.leading == root.margins.leading", "title.trailing == root.margins.trailing", "title.top == root.safeArea.top + \(top)"] } } } }
        """
        // A fixed spec that reads (SpecReaderTests test reading); a failure here is a broken test.
        return try! SpecReader.read(bytes: Array(spec.utf8), file: "dynamic-type.json").root
    }

    static let device: DeviceSelection = "iPhone SE (3rd generation)"
    static let slug = "iphone-se-3rd-generation"
}

enum Situation: String, CaseIterable, Sendable { case match, mismatch, missing }

/// What each record mode does in each situation (the table).
func expectedOutcome(_ mode: RecordMode, _ situation: Situation) -> (fails: Bool, writes: Bool, says: String) {
    switch (mode, situation) {
    case (.all, _): (true, true, "Recorded layout snapshot")
    case (_, .match): (false, false, "")
    case (.failed, .mismatch): (true, true, "Recorded the actual as the new reference")
    case (_, .mismatch): (true, false, "views[headline].frame: y 100 → 104")
    case (.never, .missing): (true, false, "Nothing was written under __Snapshots__")
    case (_, .missing): (true, true, "no reference existed")
    }
}

/// A lock-protected list, for collecting issues from `@Sendable` closures.
final class Collected: Sendable {
    private let items = Locked<[String]>([])
    func append(_ s: String) { items.withLock { $0.append(s) } }
    var all: [String] { items.withLock { $0 } }
}

/// One call site for the tests that check the same snapshot twice (recording it as an earlier
/// run would, then verifying): two lines naming one reference are refused (`ReferenceClaims`),
/// as they should be in a real test. The caller's file is passed on, so the references go to the
/// caller's folder (`__Snapshots__/<TestFile>/`); the line is this one.
enum Article {
    /// The line of the assertion below, where its failures must point.
    static let line = #line + 5
    static func check(
        headlineY: Double = 100, on devices: DeviceSelection = Screens.device, orientations: [InterfaceOrientation]? = [.portrait],
        named name: String? = nil, record: RecordMode? = nil, filePath: StaticString = #filePath, testName: String = #function
    ) {
        assertLayoutSnapshot(of: Screens.article(headlineY: headlineY), on: devices, orientations: orientations, named: name, record: record, filePath: filePath, testName: testName)
    }
}
