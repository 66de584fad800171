import LayoutEngine
import LayoutRenderer
import LayoutSnapshotCore

/// One assertion's arguments. nil leaves a setting to the enclosing scope
/// (`withLayoutSnapshotTesting`, the `.layoutSnapshots(…)` trait), then to the default below;
/// `AssertionRun.Setup` resolves them once per call.
struct AssertionSettings {
    var devices: DeviceSelection?
    var orientations: [InterfaceOrientation]?
    var name: String?
    var record: RecordMode?
    var overlays: Set<RenderOptions.Overlay>?
    var tolerance: SnapshotTolerance?
    var autoLayoutIssues: AutoLayoutIssueMode?
    var contentSizeCategory: ContentSizeCategory?
    var contentSizeCategories: ContentSizeCategorySelection?
    var layoutDirection: UserInterfaceLayoutDirection?
    var keyboard: SoftwareKeyboard?
    var window: AppWindow?
    var windows: WindowSelection?
    /// Views whose sizes and gaps the picture shows (`RenderOptions.measuredViews`); none by default.
    var measuring: [String]? = nil
    /// True when `name` was resolved by the caller (`assertLayoutBreakpoints` numbers its one
    /// unnamed call and names its pictures with that): nil is then no name, not the next number.
    var nameIsResolved = false

    // The defaults, here and nowhere else (the record mode's depends on the environment:
    // `RecordMode.resolve`). The doc comment of `assertLayoutSnapshot(of:…)` states them.
    static let defaultDevices: DeviceSelection = .currentPhones
    /// The "both orientations" of issue 4; each device is checked in those it supports.
    static let defaultOrientations: [InterfaceOrientation] = [.portrait, .landscapeLeft]
    static let defaultOverlays = Set(RenderOptions.Overlay.allCases)
    /// Exact: the renderer is deterministic, so a changed pixel is a changed layout.
    static let defaultTolerance = SnapshotTolerance.exact
    /// Fail: a layout UIKit would log conflicts for, or leave ambiguous, is a bug to fix.
    static let defaultAutoLayoutIssues = AutoLayoutIssueMode.fail
    /// UIKit's default (`UIContentSizeCategory.large`), the one category whose file names carry none.
    static let defaultContentSizeCategory = ContentSizeCategory.large
    static let defaultLayoutDirection = UserInterfaceLayoutDirection.leftToRight
    static let defaultKeyboard = SoftwareKeyboard.hidden
    static let defaultWindow = AppWindow.fullScreen
}
