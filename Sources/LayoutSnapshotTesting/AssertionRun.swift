import Foundation
import LayoutEngine
import LayoutRenderer
import LayoutSnapshotCore

/// One `assertLayoutSnapshot` call: resolves its settings (argument, scope, environment), checks
/// each device, orientation and content size category with `SnapshotVerifier`, adds the results
/// to the run manifest, and reports failures at the call site.
struct AssertionRun {
    var subject: any LayoutSnapshotSubject
    var settings: AssertionSettings
    var testName: String
    var site: CallSite

    /// Issues reported in full; the rest are summed up in one more, to keep a broken matrix readable.
    static let maxIssues = 10

    func run() {
        let scope = LayoutSnapshotConfiguration.current
        let environment = LayoutSnapshotConfiguration.environmentOverride ?? ProcessInfo.processInfo.environment
        let filePath = "\(site.filePath)"
        let setup: Setup
        do {
            setup = try Setup(run: self, scope: scope, environment: environment, filePath: filePath)
        } catch {
            let message = "assertLayoutSnapshot: \(error)"
            // Into the manifest too (when its folder is known), so `report` sees the failed run.
            if let location = try? SnapshotLocation.resolve(filePath: filePath, environment: environment) {
                RunRecorder.shared.record([failureEntry(location: location, target: nil, name: settings.name, detail: .configuration,
                                                        baseName: nil, message: message)], artifactsRoot: location.artifactsRoot)
            }
            IssueReporter.fail(message, at: site)
            return
        }
        var entries: [ManifestEntry] = []
        var problems: [Problem] = []
        // A layout that cannot be computed fails the same way on every device as a rule (a
        // model error): each distinct error is reported once, with the snapshots it stopped.
        var layoutErrors = GroupedMessages()
        // The layout's warnings that are not Auto Layout issues (a view nothing places, a value
        // clamped, what a document's import left out): said once, with the snapshots they were on.
        var warnings = GroupedMessages()
        // One store of solved constraint parts for every device, orientation and category: what the
        // screen does not reach is solved once (exact: the pictures are the same either way).
        LayoutEngine.reusingSolutions {
            for (index, target) in setup.targets.enumerated() {
                let rank = setup.rank(of: target, at: index)
                let (device, orientation, category) = (target.device, target.orientation, target.contentSizeCategory)
                var layoutEnvironment = LayoutEnvironment(
                    device: device, orientation: orientation, contentSizeCategory: category,
                    layoutDirection: setup.layoutDirection, catalog: setup.catalog, canvasSize: setup.canvasSize)
                layoutEnvironment.keyboard = setup.keyboard
                layoutEnvironment.window = target.window
                let baseName = SnapshotNaming.baseName(testName: testName, deviceSlug: device.slug, orientation: orientation.rawValue,
                                                       contentSizeCategory: category, keyboard: setup.keyboard, window: target.window, name: setup.name)
                let referencePath = setup.location.referencePath(baseName)
                if let other = ReferenceClaims.shared.claim(referencePath, by: setup.owner) {
                    let message = "assertLayoutSnapshot: \(referencePath) is already the reference of another assertion (\(other)); give one of them a distinct `named:`"
                    problems.append(Problem(message: message, kind: .failed, rank: rank))
                    entries.append(failureEntry(location: setup.location, target: target, name: setup.name,
                                                detail: .sharedReference, baseName: baseName, message: message, mode: (setup.mode, setup.modeSource)))
                    continue
                }
                let place = SnapshotMessage.environmentDescription(device: device.name, orientation: orientation, contentSizeCategory: category)
                    + (target.window == .fullScreen ? "" : " (\(target.window))")
                let layout: ComputedLayout
                do {
                    layout = try subject.layoutSnapshot(in: layoutEnvironment)
                } catch {
                    let message = "assertLayoutSnapshot: cannot lay out \(testName) on \(place): \(error)"
                    layoutErrors.add("\(error)", place: place, rank: rank)
                    entries.append(failureEntry(location: setup.location, target: target, name: setup.name,
                                                detail: .layout, baseName: baseName, message: message, mode: (setup.mode, setup.modeSource)))
                    continue
                }
                if let unknown = setup.options.measuredViews?.first(where: { id in !layout.views.contains { $0.id == id } }) {
                    let error = "measuring: no view \"\(unknown)\" in the layout (the ids are those of its geometry file)"
                    layoutErrors.add(error, place: place, rank: rank)
                    entries.append(failureEntry(location: setup.location, target: target, name: setup.name, detail: .layout, baseName: baseName,
                                                message: "assertLayoutSnapshot: \(error), on \(place)", mode: (setup.mode, setup.modeSource)))
                    continue
                }
                for diagnostic in layout.diagnostics where !diagnostic.isAutoLayoutIssue {
                    warnings.add(diagnostic.message, place: place, rank: rank)
                }
                var request = SnapshotRequest(
                    layout: layout, options: setup.options, tolerance: setup.tolerance, recordMode: setup.mode,
                    recordModeSource: setup.modeSource, verifyStrategy: setup.strategy, location: setup.location,
                    baseName: baseName, testName: SnapshotNaming.sanitize(testName), name: setup.name, file: filePath, line: Int(site.line),
                    autoLayoutIssues: setup.autoLayoutIssues)
                // The model, asked for only when a message names its constraints (a failure that
                // moved views): a subject that builds it (a closure) builds it once more then, never
                // for a snapshot that matches.
                let model = LazyModel(subject: subject, environment: layoutEnvironment)
                request.constraintsNaming = { model.value?.constraints(naming: $0) ?? [] }
                // One issue per device, orientation and category: the comparison's and the layout's
                // Auto Layout issues together (the snapshot is checked and recorded as usual either way).
                let check = SnapshotVerifier(request: request).check()
                entries.append(check.entry)
                if let body = check.message {
                    problems.append(Problem(message: AssertionMessage.text(check.outcome, request: request, body: body, recorder: .shared,
                                                                           autoLayoutIssues: check.autoLayoutIssues.count),
                                            attachments: check.outcome.attachments, kind: check.entry.result == .recorded ? .recorded : .failed,
                                            rank: rank))
                }
            }
        }
        // A shard with none of this assertion's targets still writes its manifest: a merge of the
        // shards sees that it ran.
        for (error, places, rank) in layoutErrors.items {
            let which = places.count == setup.targets.count && places.count > 1
                ? "on every one of its \(places.count) devices, orientations and categories"
                : places.count == 1 ? "on \(places[0])" : "on \(places.count) of its \(setup.targets.count) snapshots (\(places.joined(separator: "; ")))"
            problems.append(Problem(message: "assertLayoutSnapshot: cannot lay out \(testName) \(which): \(error)", kind: .failed,
                                    rank: rank, snapshots: places.count))
        }
        if !warnings.items.isEmpty {
            IssueReporter.warn(Self.warningText(warnings.items, testName: testName, snapshots: setup.targets.count), at: site)
        }
        if let failure = RunRecorder.shared.record(entries, artifactsRoot: setup.location.artifactsRoot, shard: setup.shard) {
            problems.append(Problem(message: "assertLayoutSnapshot: the run manifest could not be written: \(failure)", kind: .failed, rank: Int.min))
        }
        // Newest devices first (a matrix's; a list of names keeps its order): the ones a team's
        // users hold are the ones to read first.
        problems.sort { $0.rank < $1.rank }
        for problem in problems.prefix(Self.maxIssues) {
            IssueReporter.fail(problem.message, attachments: problem.attachments, at: site)
        }
        if problems.count > Self.maxIssues {
            let rest = problems.dropFirst(Self.maxIssues)
            let failed = rest.filter { $0.kind == .failed }.reduce(0) { $0 + $1.snapshots }
            let recorded = rest.filter { $0.kind == .recorded }.reduce(0) { $0 + $1.snapshots }
            let counts = [failed > 0 ? "\(failed) failed" : nil, recorded > 0 ? "\(recorded) recorded" : nil].compactMap { $0 }.joined(separator: ", ")
            IssueReporter.fail(
                "… and \(failed + recorded) more layout snapshots of this assertion (\(counts); \(setup.targets.count) checked); every one is in the run manifest: \(RunRecorder.shared.manifestPath(artifactsRoot: setup.location.artifactsRoot))",
                at: site)
        }
    }

    /// The layout's warnings in one message: each once, with where it was when not everywhere.
    static func warningText(_ warnings: [GroupedMessages.Item], testName: String, snapshots: Int) -> String {
        var lines = ["assertLayoutSnapshot: the layout of \(testName) has \(warnings.count) warning\(warnings.count == 1 ? "" : "s") (they do not fail the test):"]
        for (message, places, _) in warnings {
            let where_ = places.count == snapshots ? (snapshots > 1 ? " (on every snapshot)" : "")
                : places.count == 1 ? " (on \(places[0]))" : " (on \(places.count) of \(snapshots) snapshots: \(places.prefix(3).joined(separator: "; "))\(places.count > 3 ? "; …" : ""))"
            lines.append("  \(message)\(where_)")
        }
        return lines.joined(separator: "\n")
    }

    /// Messages in the order first seen, each once, with the snapshots (places) it came from and
    /// the rank of the first.
    struct GroupedMessages {
        typealias Item = (message: String, places: [String], rank: Int)
        private(set) var items: [Item] = []

        mutating func add(_ message: String, place: String, rank: Int) {
            if let seen = items.firstIndex(where: { $0.message == message }) {
                items[seen].places.append(place)
            } else {
                items.append((message, [place], rank))
            }
        }
    }

    /// One issue to report: its words, what it attaches, whether it failed or recorded, where it
    /// comes in the list (`Setup.rank`), and how many snapshots it stands for.
    struct Problem {
        enum Kind { case failed, recorded }
        var message: String
        var attachments: [(name: String, bytes: [UInt8])] = []
        var kind: Kind
        var rank: Int
        var snapshots = 1
    }

    /// A manifest entry for a failure found before any comparison (settings, a shared reference,
    /// a layout that cannot be computed).
    private func failureEntry(
        location: SnapshotLocation, target: Setup.Target?, name: String?, detail: SnapshotDetail,
        baseName: String?, message: String, mode: (RecordMode, RecordModeSource)? = nil
    ) -> ManifestEntry {
        let (device, orientation) = (target?.device, target?.orientation)
        // Settings that failed to resolve have no mode: the entry says the argument's, or never.
        let (recordMode, source) = mode ?? (settings.record ?? .never, .argument)
        return ManifestEntry(
            test: "\(location.testFileFolder)/\(SnapshotNaming.sanitize(testName))", file: "\(site.filePath)", line: Int(site.line),
            device: device?.name ?? "", slug: device?.slug ?? "", orientation: orientation?.rawValue ?? "", name: name,
            result: .failed, detail: detail, recordMode: recordMode, recordModeSource: source,
            // No reference is named when the settings did not resolve.
            reference: baseName.map(location.referencePath) ?? "", geometryReference: baseName.map(location.geometryPath) ?? "",
            wroteReference: false, message: message, contentSizeCategory: target?.contentSizeCategory)
    }

    /// The settings of one call, resolved once for all its devices: the argument, else the
    /// scope's, else `AssertionSettings`' default.
    struct Setup {
        var mode: RecordMode
        var modeSource: RecordModeSource
        var strategy: VerifyStrategy
        var tolerance: SnapshotTolerance
        var autoLayoutIssues: AutoLayoutIssueMode
        var location: SnapshotLocation
        var catalog: DeviceCatalog
        var options: RenderOptions
        var layoutDirection: UserInterfaceLayoutDirection
        var keyboard: SoftwareKeyboard
        var name: String?
        /// Every device × orientation it supports × content size category, in that order (a
        /// device's snapshots together, its categories innermost).
        var targets: [Target]
        /// The screen frames built in Swift were written for: there is no spec `canvas`, so the
        /// spec's default (`SpecCanvas.defaultDevice` in portrait); a subject of your own may
        /// set `environment.canvasSize` itself before computing.
        var canvasSize: Size?
        /// Who this assertion is, for `ReferenceClaims`: the test and the call site.
        var owner: String
        /// The part of the matrix this process checks (`LAYOUT_SNAPSHOT_SHARD`); `targets` holds
        /// only that part.
        var shard: Shard?

        /// Where a target's issues come in the list: a matrix's newest device first (the catalog
        /// lists each idiom oldest first), a list of names in its own order; a device's
        /// orientations and categories in sweep order.
        var catalogOrder: [String: Int]?

        func rank(of target: Target, at index: Int) -> Int {
            guard let catalogOrder, let position = catalogOrder[target.device.slug] else { return index }
            return -position * targets.count + index
        }

        /// One snapshot of the sweep.
        struct Target {
            var device: Device
            var orientation: InterfaceOrientation
            var contentSizeCategory: ContentSizeCategory
            var window: AppWindow = .fullScreen
        }

        init(run: AssertionRun, scope: LayoutSnapshotConfiguration, environment: [String: String], filePath: String) throws {
            let call = run.settings
            (mode, modeSource) = try RecordMode.resolve(argument: call.record, scope: scope.record, environment: environment)
            strategy = try VerifyStrategy.resolve(environment)
            _ = try RunPruning.resolveKeep(environment)
            tolerance = call.tolerance ?? scope.tolerance ?? AssertionSettings.defaultTolerance
            try tolerance.validate()
            autoLayoutIssues = call.autoLayoutIssues ?? scope.autoLayoutIssues ?? AssertionSettings.defaultAutoLayoutIssues
            location = try SnapshotLocation.resolve(filePath: filePath, environment: environment)
            catalog = scope.catalog ?? .bundled
            canvasSize = SpecCanvas.defaultSize(in: catalog)
            options = RenderOptions(overlays: call.overlays ?? scope.overlays ?? AssertionSettings.defaultOverlays, measuredViews: call.measuring)
            if let measuring = call.measuring, measuring.contains(where: { $0.isEmpty }) {
                throw ConfigurationError("measuring: an empty view id; give the ids of the views to measure")
            }
            layoutDirection = call.layoutDirection ?? AssertionSettings.defaultLayoutDirection
            keyboard = call.keyboard ?? AssertionSettings.defaultKeyboard
            name = call.nameIsResolved ? call.name : try Self.name(call.name, filePath: filePath, testName: run.testName)
            owner = run.site.owner(testName: run.testName)
            let selection = call.devices ?? scope.devices ?? AssertionSettings.defaultDevices
            let devices: [Device]
            do { devices = scope.catalog == nil ? try BundledSelections.shared.devices(selection) : try selection.devices(in: catalog) } catch {
                throw ConfigurationError("on: \(error)")
            }
            if case .matrix = selection.kind {
                catalogOrder = Dictionary(uniqueKeysWithValues: catalog.slugs.enumerated().map { ($1, $0) })
            }
            let orientations = call.orientations ?? scope.orientations ?? AssertionSettings.defaultOrientations
            let categories = try Self.contentSizeCategories(call: call, scope: scope)
            let windows = try Self.windows(call: call)
            targets = devices.flatMap { device in
                orientations.filter { device.orientations[$0] != nil }.flatMap { orientation in
                    windows.windows(on: device, orientation).flatMap { window in
                        categories.map { Target(device: device, orientation: orientation, contentSizeCategory: $0, window: window) }
                    }
                }
            }
            guard !targets.isEmpty else {
                throw ConfigurationError("no device of \(selection) supports \(orientations.map(\.rawValue).joined(separator: ", "))")
            }
            shard = try Shard.resolve(environment)
            if let shard {
                // The assertion's name, the same on every machine: its test file, test and snapshot name.
                let key = "\(location.testFileFolder)/\(SnapshotNaming.sanitize(run.testName))/\(name ?? "")"
                targets = shard.positions(of: targets.count, key: key).map { targets[$0] }
            }
        }

        /// The assertion's name: the one given, else a number for the second and later unnamed
        /// assertions of a test (`.2`, `.3`, …), nil for the first.
        static func name(_ given: String?, filePath: String, testName: String) throws -> String? {
            if let given {
                guard !given.trimmingCharacters(in: .whitespaces).isEmpty else {
                    throw ConfigurationError("named: a snapshot name cannot be empty")
                }
                return given
            }
            guard !IssueReporter.isParameterizedTest else {
                throw ConfigurationError("in a parameterized test every assertion needs `named:` (for example from the argument): its cases run in parallel, so numbering them would not be stable")
            }
            let number = UnnamedAssertionCounter.shared.next(for: IssueReporter.currentTestIdentity(filePath: filePath, testName: testName))
            return number == 1 ? nil : "\(number)"
        }

        /// The windows to sweep: the call's one window or its selection (not both), else the whole screen.
        static func windows(call: AssertionSettings) throws -> WindowSelection {
            if let one = call.window {
                guard call.windows == nil else { throw ConfigurationError("window: \(one) and windows: \(call.windows!): give one or the other") }
                return [one]
            }
            guard let selection = call.windows else { return [AssertionSettings.defaultWindow] }
            guard !selection.isEmpty else {
                throw ConfigurationError("windows: the list is empty, so nothing would be checked; give at least one window (or leave it out for the whole screen)")
            }
            return selection
        }

        /// The categories to sweep: the call's one category or its list (not both), else the
        /// scope's list, else large alone.
        static func contentSizeCategories(call: AssertionSettings, scope: LayoutSnapshotConfiguration) throws -> [ContentSizeCategory] {
            if let one = call.contentSizeCategory {
                guard call.contentSizeCategories == nil else {
                    throw ConfigurationError("contentSizeCategory: \(one.rawValue) and contentSizeCategories: \(call.contentSizeCategories!): give one or the other")
                }
                return [one]
            }
            let selection = call.contentSizeCategories ?? scope.contentSizeCategories
            guard let selection else { return [AssertionSettings.defaultContentSizeCategory] }
            guard !selection.categories.isEmpty else {
                throw ConfigurationError("contentSizeCategories: the list is empty, so nothing would be checked; give at least one category (or leave it out for large)")
            }
            return selection.categories
        }
    }
}

/// The subject's model for one environment, made on first use and kept. Used on the assertion's
/// own thread only, while its message is written (`SnapshotRequest.constraintsNaming`).
final class LazyModel: @unchecked Sendable {
    private let subject: any LayoutSnapshotSubject
    private let environment: LayoutEnvironment
    private var made: ViewControllerNode??

    init(subject: any LayoutSnapshotSubject, environment: LayoutEnvironment) { (self.subject, self.environment) = (subject, environment) }

    var value: ViewControllerNode? {
        if let made { return made }
        let model = try? subject.layoutModel(in: environment)
        made = .some(model)
        return model
    }
}

