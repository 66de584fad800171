import Foundation
import SharedTestSupport
import LayoutEngine
import LayoutRenderer
@testable import LayoutSnapshotCore
@testable import LayoutSnapshotReports

/// A throw-away package: a folder with a Package.swift, and a test file path inside it (the file
/// itself need not exist: only `#filePath`'s folders are walked).
struct TemporaryPackage {
    let root: String
    let testFile: String

    init() throws {
        root = TestScratch.folder("lst-core").appendingPathComponent(UUID().uuidString).path
        try FileManager.default.createDirectory(atPath: root + "/Tests/ScreenTests", withIntermediateDirectories: true)
        try Data("// swift-tools-version:6.0\n".utf8).write(to: URL(fileURLWithPath: root + "/Package.swift"))
        testFile = root + "/Tests/ScreenTests/ScreenTests.swift"
    }

    func location(_ environment: [String: String] = [:]) throws -> SnapshotLocation {
        try SnapshotLocation.resolve(filePath: testFile, environment: environment)
    }

    /// Every file under `__Snapshots__`, relative to it.
    func snapshotFiles() -> [String] {
        let folder = root + "/__Snapshots__"
        return ((try? FileManager.default.subpathsOfDirectory(atPath: folder)) ?? [])
            .filter { !$0.hasSuffix("/") && !isFolder(folder + "/" + $0) }.sorted()
    }

    private func isFolder(_ path: String) -> Bool {
        var folder: ObjCBool = false
        return FileManager.default.fileExists(atPath: path, isDirectory: &folder) && folder.boolValue
    }
}

enum Screens {
    static func layout(headlineY: Double = 100, device: String = "iPhone SE (3rd generation)", orientation: InterfaceOrientation = .portrait) throws -> ComputedLayout {
        var headline = View(id: "headline", frame: Rect(x: 16, y: headlineY, width: 200, height: 40))
        headline.backgroundColor = Color(hex: "#3366FF")
        let root = ViewControllerNode.viewController(ViewController(id: "screen", view: View(id: "root", subviews: [headline])))
        return try LayoutEngine.compute(root, in: LayoutEnvironment(device: DeviceCatalog.bundled.device(named: device), orientation: orientation))
    }

    /// A request for `layout` in `package`, named `testScreen.<slug>-<orientation>`.
    static func request(
        _ layout: ComputedLayout, in package: TemporaryPackage, mode: RecordMode, strategy: VerifyStrategy = .digest,
        tolerance: SnapshotTolerance = .exact, name: String? = nil
    ) throws -> SnapshotRequest {
        let e = layout.environment
        return SnapshotRequest(
            layout: layout, options: .default, tolerance: tolerance, recordMode: mode, recordModeSource: .argument,
            verifyStrategy: strategy, location: try package.location(),
            baseName: SnapshotNaming.baseName(testName: "testScreen()", deviceSlug: e.deviceSlug, orientation: e.orientation.rawValue, name: name),
            testName: "testScreen", name: name, file: package.testFile, line: 1)
    }

    /// The check, then (unless `draws` is false) the pictures it left to the tool drawn, as a
    /// user's `layout-snapshot report` would (`PictureDrawing`).
    static func verify(_ request: SnapshotRequest, draws: Bool = true) -> SnapshotCheck {
        let check = SnapshotVerifier(request: request, recorder: RunRecorder(environment: [EnvironmentKey.runID: "test-run"])).check()
        if draws {
            do throws(PictureDrawing.Problem) { try PictureDrawing.draw(check.entry) } catch { preconditionFailure("\(error)") }
        }
        return check
    }
}
