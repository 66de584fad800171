import Foundation
import LayoutEngine
import LayoutSnapshotCore

/// Checks where the layout of `subject` changes character as its window is resized on an iPad:
/// the widths (or heights) at which a size class flips, a constraint conflict or an ambiguity
/// starts, text stops fitting, sibling views overlap, or a view leaves the safe area or the
/// window (`LayoutSweep`, Docs/Sweeps.md). The breakpoints are compared with the reference
/// `__Snapshots__/<TestFile>/<testName>.<device-slug>-<orientation>[.<name>].breakpoints.txt`:
/// a new, moved or vanished breakpoint fails, with the lines that differ. Then, unless
/// `snapshots` is false, one picture per range of sizes is checked as `assertLayoutSnapshot`
/// checks it (`…-window-<w>x<h>.png`, the range's middle), instead of one per width.
///
///     assertLayoutBreakpoints(of: inbox, on: "iPad Pro 13-inch (M4)", widths: 320...1376)
///
/// - Parameters:
///   - subject: what `assertLayoutSnapshot(of:)` takes; a screen that builds itself from the
///     size it gets reads `environment.windowMetrics`.
///   - device: an iPad, by name, slug or alias (windows of any size are an iPad's).
///   - orientation: default landscape, the widest.
///   - widths: the window widths to sweep, the height the screen's (or `across`). Give this or `heights`.
///   - heights: the window heights to sweep, the width the screen's (or `across`).
///   - across: the windows' other dimension; default the screen's.
///   - name: tells apart several sweeps in one test.
///   - record: as `assertLayoutSnapshot`'s; the breakpoints file follows it too.
///   - snapshots: check one picture per range; default true.
///   - contentSizeCategory: of the sweep and its pictures; default `.large` (a scope's list of
///     categories is not swept).
///   - layoutDirection: default `.leftToRight`.
///   - keyboard: default `.hidden`.
///   - fileID: where the assertion is, for its failures; leave it to its default.
///   - filePath: the test file, whose folder names the references' folder; leave it to its default.
///   - testName: the test, which names the references; leave it to its default.
///   - line: the assertion's line, for its failures; leave it to its default.
///   - column: the assertion's column, for its failures; leave it to its default.
public func assertLayoutBreakpoints(
    of subject: some LayoutSnapshotSubject,
    on device: String,
    orientation: InterfaceOrientation = .landscapeLeft,
    widths: ClosedRange<Double>? = nil,
    heights: ClosedRange<Double>? = nil,
    across: Double? = nil,
    named name: String? = nil,
    record: RecordMode? = nil,
    snapshots: Bool = true,
    contentSizeCategory: ContentSizeCategory? = nil,
    layoutDirection: UserInterfaceLayoutDirection? = nil,
    keyboard: SoftwareKeyboard? = nil,
    fileID: StaticString = #fileID, filePath: StaticString = #filePath, testName: String = #function,
    line: UInt = #line, column: UInt = #column
) {
    let site = CallSite(fileID: fileID, filePath: filePath, line: line, column: column)
    let sweep: BreakpointCheck.Outcome
    // One category for the sweep and its pictures (the scope's list is not swept).
    let category = contentSizeCategory ?? AssertionSettings.defaultContentSizeCategory
    do {
        sweep = try BreakpointCheck(
            device: device, orientation: orientation, widths: widths, heights: heights, across: across, name: name, record: record,
            contentSizeCategory: category,
            layoutDirection: layoutDirection ?? AssertionSettings.defaultLayoutDirection, keyboard: keyboard ?? AssertionSettings.defaultKeyboard,
            testName: testName, site: site
        ).run(subject)
    } catch {
        IssueReporter.fail("assertLayoutBreakpoints: \(error)", at: site)
        return
    }
    if let message = sweep.message { IssueReporter.fail(message, at: site) }
    guard snapshots else { return }
    // The pictures carry the sweep's name, numbered as one assertion (`.2` for a test's second unnamed one).
    // Conflicts and ambiguity are part of the breakpoints file, accepted with it: not failed again per picture.
    let settings = AssertionSettings(
        devices: .device(device), orientations: [orientation], name: sweep.name, record: record, overlays: nil, tolerance: nil,
        autoLayoutIssues: .ignore, contentSizeCategory: category, contentSizeCategories: nil, layoutDirection: layoutDirection,
        keyboard: keyboard, window: nil, windows: WindowSelection(sweep.result.ranges.map(\.window)), nameIsResolved: true)
    AssertionRun(subject: subject, settings: settings, testName: testName, site: site).run()
}

/// One sweep of `assertLayoutBreakpoints` and its reference file: swept, compared, written as
/// the record mode says.
struct BreakpointCheck {
    var device: String
    var orientation: InterfaceOrientation
    var widths: ClosedRange<Double>?
    var heights: ClosedRange<Double>?
    var across: Double?
    var name: String?
    var record: RecordMode?
    var contentSizeCategory: ContentSizeCategory
    var layoutDirection: UserInterfaceLayoutDirection
    var keyboard: SoftwareKeyboard
    var testName: String
    var site: CallSite

    struct Outcome {
        var result: LayoutSweep.Result
        /// The name of its files: the one given, or its number in the test.
        var name: String?
        /// The failure to report (a difference, a missing reference, a recording); nil when it matched.
        var message: String?
    }

    func run(_ subject: some LayoutSnapshotSubject) throws -> Outcome {
        let scope = LayoutSnapshotConfiguration.current
        let environmentVariables = LayoutSnapshotConfiguration.environmentOverride ?? ProcessInfo.processInfo.environment
        let (mode, source) = try RecordMode.resolve(argument: record, scope: scope.record, environment: environmentVariables)
        let location = try SnapshotLocation.resolve(filePath: "\(site.filePath)", environment: environmentVariables)
        let catalog = scope.catalog ?? .bundled
        guard (widths == nil) != (heights == nil) else { throw ConfigurationError("give widths: or heights: (one of them)") }
        let name = try AssertionRun.Setup.name(self.name, filePath: "\(site.filePath)", testName: testName)
        let resolved: Device
        do { resolved = try catalog.device(named: device) } catch { throw ConfigurationError("on: \(error)") }
        var environment = LayoutEnvironment(device: resolved, orientation: orientation, contentSizeCategory: contentSizeCategory,
                                            layoutDirection: layoutDirection, catalog: catalog, canvasSize: SpecCanvas.defaultSize(in: catalog))
        environment.keyboard = keyboard
        let sweep = LayoutSweep(widths != nil ? .width : .height, (widths ?? heights)!, across: across)
        let result = try LayoutEngine.reusingSolutions { () throws in try sweep.run(in: environment) { try subject.layoutSnapshot(in: $0) } }

        let baseName = SnapshotNaming.baseName(testName: testName, deviceSlug: resolved.slug, orientation: orientation.rawValue,
                                               contentSizeCategory: contentSizeCategory, keyboard: keyboard, name: name)
        let path = "\(location.referenceFolder)/\(baseName).breakpoints.txt"
        let owner = site.owner(testName: testName)
        if let other = ReferenceClaims.shared.claim(path, by: owner) {
            throw ConfigurationError("\(path) is already the reference of another assertion (\(other)); give one of them a distinct `named:`")
        }
        let text = result.text
        var stored: String?
        if FileManager.default.fileExists(atPath: path) {
            guard let data = FileManager.default.contents(atPath: path), let read = String(data: data, encoding: .utf8) else {
                throw ConfigurationError("\(path): cannot read the breakpoints reference as UTF-8 text; delete it to record it again")
            }
            stored = read
        }
        if let stored, mode != .all, LayoutSweep.difference(from: stored, to: text).isEmpty { return Outcome(result: result, name: name, message: nil) }
        let how = "record mode \(mode.rawValue), from \(source.rawValue)"
        func write() throws -> String {
            do { try AtomicWrite.write(text, to: path) } catch { throw ConfigurationError("\(path): cannot write the breakpoints: \(error)") }
            return "assertLayoutBreakpoints: recorded \(path) (\(how)); check it and run the test again:\n\(text)"
        }
        guard let stored else {
            guard mode != .never else {
                return Outcome(result: result, name: name, message: "assertLayoutBreakpoints: no reference at \(path) (\(how)); record it with `record: .missing` or LAYOUT_SNAPSHOT_RECORD=missing. The sweep found:\n\(text)")
            }
            return Outcome(result: result, name: name, message: try write())
        }
        if mode == .all || mode == .failed { return Outcome(result: result, name: name, message: try write()) }
        return Outcome(result: result, name: name, message: "assertLayoutBreakpoints: the breakpoints differ from \(path) (- the reference, + now; \(how)):\n"
            + LayoutSweep.difference(from: stored, to: text).joined(separator: "\n") + "\naccept them with `record: .failed` or LAYOUT_SNAPSHOT_RECORD=failed")
    }
}
