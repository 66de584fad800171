import LayoutEngine
import LayoutRenderer
import LayoutSnapshotCore

/// Checks the layout of a view controller on every device and orientation asked for, against the
/// references under `__Snapshots__/<TestFile>/<testName>.<device-slug>-<orientation>[.<name>].png`
/// (and the geometry `.json` beside each). Works in XCTest and in Swift Testing; a failure points
/// at this call and leaves reference, actual and diff images on disk (the message gives the
/// paths and the command that accepts the change).
///
/// - Parameters:
///   - devices: default: the scope's (`withLayoutSnapshotTesting`, `.layoutSnapshots(…)`), else `.allPhones`.
///   - orientations: default: the scope's, else portrait and landscapeLeft (each device is checked in
///     those it supports).
///   - name: tells apart several assertions in one test; unnamed ones are numbered (`.2`, `.3`, …).
///   - record: default: the scope's, else `LAYOUT_SNAPSHOT_RECORD`, else `never` on CI and `missing` locally.
///   - overlays: default: all of them.
///   - tolerance: default: exact, the right choice for this deterministic renderer.
public func assertLayoutSnapshot(
    of controller: ViewControllerNode,
    on devices: DeviceSelection? = nil,
    orientations: [InterfaceOrientation]? = nil,
    named name: String? = nil,
    record: RecordMode? = nil,
    overlays: Set<RenderOptions.Overlay>? = nil,
    tolerance: SnapshotTolerance? = nil,
    contentSizeCategory: ContentSizeCategory = .large,
    layoutDirection: UserInterfaceLayoutDirection = .leftToRight,
    fileID: StaticString = #fileID, filePath: StaticString = #filePath, testName: String = #function,
    line: UInt = #line, column: UInt = #column
) {
    AssertionRun(
        subject: .controller(controller), devices: devices, orientations: orientations, name: name, record: record,
        overlays: overlays, tolerance: tolerance, contentSizeCategory: contentSizeCategory, layoutDirection: layoutDirection,
        testName: testName, site: CallSite(fileID: fileID, filePath: filePath, line: line, column: column)
    ).run()
}

/// A plain `UIViewController`.
public func assertLayoutSnapshot(
    of controller: ViewController,
    on devices: DeviceSelection? = nil,
    orientations: [InterfaceOrientation]? = nil,
    named name: String? = nil,
    record: RecordMode? = nil,
    overlays: Set<RenderOptions.Overlay>? = nil,
    tolerance: SnapshotTolerance? = nil,
    contentSizeCategory: ContentSizeCategory = .large,
    layoutDirection: UserInterfaceLayoutDirection = .leftToRight,
    fileID: StaticString = #fileID, filePath: StaticString = #filePath, testName: String = #function,
    line: UInt = #line, column: UInt = #column
) {
    AssertionRun(
        subject: .controller(.viewController(controller)), devices: devices, orientations: orientations, name: name, record: record,
        overlays: overlays, tolerance: tolerance, contentSizeCategory: contentSizeCategory, layoutDirection: layoutDirection,
        testName: testName, site: CallSite(fileID: fileID, filePath: filePath, line: line, column: column)
    ).run()
}

/// A view on its own, as the root view of a full-screen controller.
public func assertLayoutSnapshot(
    of view: View,
    on devices: DeviceSelection? = nil,
    orientations: [InterfaceOrientation]? = nil,
    named name: String? = nil,
    record: RecordMode? = nil,
    overlays: Set<RenderOptions.Overlay>? = nil,
    tolerance: SnapshotTolerance? = nil,
    contentSizeCategory: ContentSizeCategory = .large,
    layoutDirection: UserInterfaceLayoutDirection = .leftToRight,
    fileID: StaticString = #fileID, filePath: StaticString = #filePath, testName: String = #function,
    line: UInt = #line, column: UInt = #column
) {
    AssertionRun(
        subject: .view(view), devices: devices, orientations: orientations, name: name, record: record,
        overlays: overlays, tolerance: tolerance, contentSizeCategory: contentSizeCategory, layoutDirection: layoutDirection,
        testName: testName, site: CallSite(fileID: fileID, filePath: filePath, line: line, column: column)
    ).run()
}

/// A controller built for each environment (device, orientation, content size, direction), for
/// screens that lay themselves out from the size they get:
///
///     assertLayoutSnapshot(on: .allPhones) { environment in
///         .viewController(ArticleScreen(width: environment.metrics!.screenSize.width).controller)
///     }
public func assertLayoutSnapshot(
    on devices: DeviceSelection? = nil,
    orientations: [InterfaceOrientation]? = nil,
    named name: String? = nil,
    record: RecordMode? = nil,
    overlays: Set<RenderOptions.Overlay>? = nil,
    tolerance: SnapshotTolerance? = nil,
    contentSizeCategory: ContentSizeCategory = .large,
    layoutDirection: UserInterfaceLayoutDirection = .leftToRight,
    fileID: StaticString = #fileID, filePath: StaticString = #filePath, testName: String = #function,
    line: UInt = #line, column: UInt = #column,
    of build: (LayoutEnvironment) throws -> ViewControllerNode
) {
    withoutActuallyEscaping(build) { build in
        AssertionRun(
            subject: .build(build), devices: devices, orientations: orientations, name: name, record: record,
            overlays: overlays, tolerance: tolerance, contentSizeCategory: contentSizeCategory, layoutDirection: layoutDirection,
            testName: testName, site: CallSite(fileID: fileID, filePath: filePath, line: line, column: column)
        ).run()
    }
}
