import Foundation
import LayoutEngine
import LayoutRenderer
import LayoutSnapshotCore

/// What an assertion lays out.
enum SnapshotSubject {
    case controller(ViewControllerNode)
    case view(View)
    case build((LayoutEnvironment) throws -> ViewControllerNode)

    func layout(in environment: LayoutEnvironment) throws -> ComputedLayout {
        switch self {
        case .controller(let root): try LayoutEngine.compute(root, in: environment)
        case .view(let view): try LayoutEngine.compute(view, in: environment)
        case .build(let build): try LayoutEngine.compute(try build(environment), in: environment)
        }
    }
}

/// One `assertLayoutSnapshot` call: resolves its settings (argument, scope, environment), checks
/// each device and orientation with `SnapshotVerifier`, adds the results to the run manifest,
/// and reports failures at the call site.
struct AssertionRun {
    var subject: SnapshotSubject
    var devices: DeviceSelection?
    var orientations: [InterfaceOrientation]?
    var name: String?
    var record: RecordMode?
    var overlays: Set<RenderOptions.Overlay>?
    var tolerance: SnapshotTolerance?
    var contentSizeCategory: ContentSizeCategory
    var layoutDirection: UserInterfaceLayoutDirection
    var testName: String
    var site: CallSite

    /// Issues reported in full; the rest are summed up in one more, to keep a broken matrix readable.
    static let maxIssues = 10
    static let defaultOrientations: [InterfaceOrientation] = [.portrait, .landscapeLeft]

    func run() {
        let scope = LayoutSnapshotConfiguration.current
        let environment = LayoutSnapshotConfiguration.environmentOverride ?? ProcessInfo.processInfo.environment
        let filePath = "\(site.filePath)"
        let setup: Setup
        do {
            setup = try Setup(run: self, scope: scope, environment: environment, filePath: filePath)
        } catch {
            IssueReporter.fail("assertLayoutSnapshot: \(error)", at: site)
            return
        }
        var entries: [ManifestEntry] = []
        var problems: [(message: String, attachments: [(name: String, bytes: [UInt8])])] = []
        for (device, orientation) in setup.targets {
            let layoutEnvironment = LayoutEnvironment(
                device: device, orientation: orientation, contentSizeCategory: contentSizeCategory,
                layoutDirection: layoutDirection, catalog: setup.catalog)
            let baseName = SnapshotNaming.baseName(testName: testName, deviceSlug: device.slug, orientation: orientation.rawValue, name: setup.name)
            let referencePath = "\(setup.location.referenceFolder)/\(baseName).png"
            if let other = ReferenceClaims.shared.claim(referencePath, by: setup.owner) {
                problems.append(("assertLayoutSnapshot: \(referencePath) is already the reference of another assertion (\(other)); give one of them a distinct `named:`", []))
                continue
            }
            let layout: ComputedLayout
            do {
                layout = try subject.layout(in: layoutEnvironment)
            } catch {
                let message = "assertLayoutSnapshot: cannot lay out \(testName) on \(device.name) \(orientation.rawValue): \(error)"
                problems.append((message, []))
                entries.append(ManifestEntry(
                    test: "\(setup.location.testFileFolder)/\(SnapshotNaming.sanitize(testName))", file: filePath, line: Int(site.line),
                    device: device.name, slug: device.slug, orientation: orientation.rawValue, name: setup.name, result: .failed,
                    detail: "layout", recordMode: setup.mode, recordModeSource: setup.modeSource, reference: referencePath,
                    geometryReference: "\(setup.location.referenceFolder)/\(baseName).json", wroteReference: false, message: message))
                continue
            }
            let request = SnapshotRequest(
                layout: layout, options: setup.options, tolerance: setup.tolerance, recordMode: setup.mode,
                recordModeSource: setup.modeSource, verifyStrategy: setup.strategy, location: setup.location,
                baseName: baseName, testName: SnapshotNaming.sanitize(testName), name: setup.name, file: filePath, line: Int(site.line))
            let outcome = SnapshotVerifier(request: request).verify()
            entries.append(outcome.entry)
            if let message = outcome.message { problems.append((message, outcome.attachments)) }
        }
        if let failure = RunRecorder.shared.record(entries, artifactsRoot: setup.location.artifactsRoot) {
            problems.append(("assertLayoutSnapshot: the run manifest could not be written: \(failure)", []))
        }
        for problem in problems.prefix(Self.maxIssues) {
            IssueReporter.fail(problem.message, attachments: problem.attachments, at: site)
        }
        if problems.count > Self.maxIssues {
            IssueReporter.fail(
                "… and \(problems.count - Self.maxIssues) more layout snapshots of this assertion failed or were recorded (\(problems.count) of \(setup.targets.count)); every one is in the run manifest: \(RunRecorder.shared.manifestPath(artifactsRoot: setup.location.artifactsRoot))",
                at: site)
        }
    }

    /// The settings of one call, resolved once for all its devices.
    struct Setup {
        var mode: RecordMode
        var modeSource: RecordModeSource
        var strategy: VerifyStrategy
        var tolerance: SnapshotTolerance
        var location: SnapshotLocation
        var catalog: DeviceCatalog
        var options: RenderOptions
        var name: String?
        var targets: [(Device, InterfaceOrientation)]
        /// Who this assertion is, for `ReferenceClaims`: the test and the call site.
        var owner: String

        init(run: AssertionRun, scope: LayoutSnapshotConfiguration, environment: [String: String], filePath: String) throws {
            (mode, modeSource) = try RecordMode.resolve(argument: run.record, scope: scope.record, environment: environment)
            strategy = try VerifyStrategy.resolve(environment)
            tolerance = run.tolerance ?? scope.tolerance ?? .exact
            try tolerance.validate()
            location = try SnapshotLocation.resolve(filePath: filePath, environment: environment)
            catalog = scope.catalog ?? .bundled
            options = RenderOptions(overlays: run.overlays ?? scope.overlays ?? Set(RenderOptions.Overlay.allCases))
            if let given = run.name {
                guard !given.trimmingCharacters(in: .whitespaces).isEmpty else {
                    throw ConfigurationError("named: a snapshot name cannot be empty")
                }
                name = given
            } else {
                guard !IssueReporter.isParameterizedTest else {
                    throw ConfigurationError("in a parameterized test every assertion needs `named:` (for example from the argument): its cases run in parallel, so numbering them would not be stable")
                }
                let number = UnnamedAssertionCounter.shared.next(for: IssueReporter.currentTestIdentity(filePath: filePath, testName: run.testName))
                name = number == 1 ? nil : "\(number)"
            }
            owner = "\(IssueReporter.currentTestIdentity(filePath: filePath, testName: run.testName)) at \(run.site.fileID):\(run.site.line):\(run.site.column)"
            let selection = run.devices ?? scope.devices ?? .allPhones
            let devices: [Device]
            do { devices = try selection.devices(in: catalog) } catch {
                throw ConfigurationError("on: \(error)")
            }
            let orientations = run.orientations ?? scope.orientations ?? AssertionRun.defaultOrientations
            targets = devices.flatMap { device in
                orientations.filter { device.orientations[$0] != nil }.map { (device, $0) }
            }
            guard !targets.isEmpty else {
                throw ConfigurationError("no device of \(selection) supports \(orientations.map(\.rawValue).joined(separator: ", "))")
            }
        }
    }
}
