import LayoutEngine
import LayoutRenderer
import LayoutSnapshotCore

/// Checks the layout of `subject` on every device, orientation and content size category asked
/// for, against the references under
/// `__Snapshots__/<TestFile>/<testName>.<device-slug>-<orientation>[-<category>][.<name>].png`
/// (and the geometry `.json` beside each; `<category>` is `ax5`, `xl`, …, left out for large).
/// Works in XCTest and in Swift Testing; a failure points at this call and leaves the reference
/// picture and both geometries on disk, with the layout from which `swift run -c release
/// layout-snapshot report` draws the actual, diff and review pictures (the message gives the
/// paths and the commands that draw them and accept the change).
///
///     assertLayoutSnapshot(of: articleScreen, on: .allPhones)
///     assertLayoutSnapshot(of: settingsView, on: "iPhone 15 Pro", named: "dark", record: .failed)
///     assertLayoutSnapshot(of: articleScreen, contentSizeCategories: [.large, .accessibilityExtraExtraExtraLarge])
///
/// Every setting left out (nil) is the enclosing scope's (`withLayoutSnapshotTesting`, the
/// `.layoutSnapshots(…)` trait), else its default:
///
/// - Parameters:
///   - subject: a `ViewControllerNode`, a `ViewController`, `NavigationController` or
///     `TabBarController`, a `View` (as the root view of a full-screen controller), or your own
///     `LayoutSnapshotSubject`.
///   - devices: a model name, slug or alias, a list, or a matrix (`.allPhones`, `.allPads`, …); default `.currentPhones`.
///   - orientations: default portrait and landscapeLeft, each where the device has it.
///   - name: tells apart several assertions in one test; unnamed ones are numbered (`.2`, `.3`, …).
///   - record: default `LAYOUT_SNAPSHOT_RECORD`, else `never` when `CI` is set and `missing` otherwise.
///   - overlays: default all of them.
///   - measuring: views (by id) whose size and gaps to their nearest siblings below and to the
///     right the picture shows in points, for a reviewer to check; default none. An id that is
///     not in the layout fails the assertion.
///   - tolerance: default exact, the right choice for this deterministic renderer.
///   - autoLayoutIssues: default `.fail`: a layout with unsatisfiable constraints or an ambiguous
///     layout fails (once per device and orientation, in UIKit's words), while its snapshot is
///     still checked and recorded as usual; `.ignore` lets it pass.
///   - contentSizeCategory: one category; default `.large`. Give this or `contentSizeCategories`.
///   - contentSizeCategories: the categories to sweep (`[.large, .accessibilityMedium]`,
///     `.accessibility`, `.defaultAndAccessibility`, `.all`): one snapshot per device ×
///     orientation × category; default the scope's, else `[.large]`.
///   - layoutDirection: default `.leftToRight`.
///   - keyboard: the software keyboard; default `.hidden`. `.shown` docks it at the catalog's
///     height for each device and orientation (`.height(h)` at yours): views pinned to a
///     `keyboardLayoutGuide` rise above it, and the picture draws it. Its references are named
///     `…-<orientation>-keyboard` (`-keyboard-<h>`).
///   - window: the app's window; default the whole screen. On an iPad, `.multitasking(.splitOneThird)`
///     and the other Split View and Slide Over sizes, or `.size(Size(width:height:))`: the layout
///     is computed in the window, with its safe area and size classes, and its references are
///     named `…-<orientation>-splitOneThird` (`-window-<w>x<h>`). Devices that cannot show it fail.
///     Give this or `windows`.
///   - windows: the windows to sweep: a list, or `.multitasking`, the whole screen and every Split
///     View pane and Slide Over each iPad has in each orientation (a phone: the whole screen).
///   - fileID: where the assertion is, for its failures; leave it to its default.
///   - filePath: the test file, whose folder names the references' folder; leave it to its default.
///   - testName: the test, which names the references; leave it to its default.
///   - line: the assertion's line, for its failures; leave it to its default.
///   - column: the assertion's column, for its failures; leave it to its default.
public func assertLayoutSnapshot(
    of subject: some LayoutSnapshotSubject,
    on devices: DeviceSelection? = nil,
    orientations: [InterfaceOrientation]? = nil,
    named name: String? = nil,
    record: RecordMode? = nil,
    overlays: Set<RenderOptions.Overlay>? = nil,
    measuring: [String]? = nil,
    tolerance: SnapshotTolerance? = nil,
    autoLayoutIssues: AutoLayoutIssueMode? = nil,
    contentSizeCategory: ContentSizeCategory? = nil,
    contentSizeCategories: ContentSizeCategorySelection? = nil,
    layoutDirection: UserInterfaceLayoutDirection? = nil,
    keyboard: SoftwareKeyboard? = nil,
    window: AppWindow? = nil,
    windows: WindowSelection? = nil,
    fileID: StaticString = #fileID, filePath: StaticString = #filePath, testName: String = #function,
    line: UInt = #line, column: UInt = #column
) {
    let settings = AssertionSettings(
        devices: devices, orientations: orientations, name: name, record: record, overlays: overlays, tolerance: tolerance,
        autoLayoutIssues: autoLayoutIssues, contentSizeCategory: contentSizeCategory, contentSizeCategories: contentSizeCategories,
        layoutDirection: layoutDirection, keyboard: keyboard, window: window, windows: windows, measuring: measuring)
    AssertionRun(subject: subject, settings: settings, testName: testName,
                 site: CallSite(fileID: fileID, filePath: filePath, line: line, column: column)).run()
}

/// `assertLayoutSnapshot(of:…)` with a controller built for each environment (device,
/// orientation, content size category, direction), for screens that lay themselves out from
/// the size they get. The other parameters are those of `assertLayoutSnapshot(of:…)`, with its defaults.
///
///     assertLayoutSnapshot(on: .allPhones) { environment in
///         .viewController(ArticleScreen(width: environment.windowMetrics!.screenSize.width).controller)
///     }
public func assertLayoutSnapshot(
    on devices: DeviceSelection? = nil,
    orientations: [InterfaceOrientation]? = nil,
    named name: String? = nil,
    record: RecordMode? = nil,
    overlays: Set<RenderOptions.Overlay>? = nil,
    measuring: [String]? = nil,
    tolerance: SnapshotTolerance? = nil,
    autoLayoutIssues: AutoLayoutIssueMode? = nil,
    contentSizeCategory: ContentSizeCategory? = nil,
    contentSizeCategories: ContentSizeCategorySelection? = nil,
    layoutDirection: UserInterfaceLayoutDirection? = nil,
    keyboard: SoftwareKeyboard? = nil,
    window: AppWindow? = nil,
    windows: WindowSelection? = nil,
    fileID: StaticString = #fileID, filePath: StaticString = #filePath, testName: String = #function,
    line: UInt = #line, column: UInt = #column,
    of build: (LayoutEnvironment) throws -> ViewControllerNode
) {
    withoutActuallyEscaping(build) { build in
        assertLayoutSnapshot(
            of: LayoutSnapshotBuilder(build: build), on: devices, orientations: orientations, named: name, record: record,
            overlays: overlays, measuring: measuring, tolerance: tolerance, autoLayoutIssues: autoLayoutIssues,
            contentSizeCategory: contentSizeCategory, contentSizeCategories: contentSizeCategories, layoutDirection: layoutDirection,
            keyboard: keyboard, window: window, windows: windows,
            fileID: fileID, filePath: filePath, testName: testName, line: line, column: column)
    }
}
