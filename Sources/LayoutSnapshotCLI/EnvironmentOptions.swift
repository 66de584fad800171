import ArgumentParser
import LayoutEngine
import LayoutSnapshotCore

/// The options that choose where a layout is computed; they override the spec's `environment`.
struct EnvironmentOptions: ParsableArguments {
    @Option(help: "A device by name, slug or alias (see `layout-snapshot devices`).")
    var device: String?

    @Option(help: "A named matrix of the catalog instead of one device (also: phones, ipads, all, distinct).")
    var matrix: DeviceMatrix?

    @Option(help: "An interface orientation (landscape is landscapeLeft), or all the device supports, the default with --matrix.")
    var orientation: OrientationChoice?

    @Option(help: "A UIContentSizeCategory by its Swift name or short form (L, xs, AX1, …); default: the spec's, else large.")
    var contentSizeCategory: ContentSizeCategory?

    @Option(
        help: ArgumentHelp(
            "Several content size categories, one output each (<slug>-<orientation>-<category>, no category for large): a comma list of Swift names or short forms (large,AX1,AX5), or all, accessibility, default-and-accessibility.",
            valueName: "categories"),
        transform: { text throws in try ContentSizeCategorySelection(parsing: text) })
    var contentSizeCategories: ContentSizeCategorySelection?

    @Option(help: "UIKit's layout direction; default: the spec's, else leftToRight.")
    var layoutDirection: UserInterfaceLayoutDirection?

    @Option(help: ArgumentHelp(
        "The software keyboard: hidden, shown (docked, at the catalog's height for the device and orientation) or its height in points; default: the spec's, else hidden. Files are named <slug>-<orientation>[-<category>]-keyboard[-<height>].",
        valueName: "hidden|shown|points"))
    var keyboard: SoftwareKeyboard?

    @Option(help: ArgumentHelp(
        "The app's window on an iPad: fullScreen, a Split View pane or Slide Over (splitOneThird, splitHalf, splitTwoThirds, slideOver, with :leading or :trailing), or a size WxH[@X,Y]; default: the spec's, else the whole screen. Files are named <slug>-<orientation>-<window>[...].",
        valueName: "window"))
    var window: AppWindow?

    @Option(help: ArgumentHelp(
        "Several windows, one output each: multitasking, the whole screen and every Split View pane and Slide Over each iPad has in each orientation (a phone: the whole screen).",
        valueName: "multitasking"))
    var windows: WindowSweep?

    /// The one sweep `--windows` names.
    enum WindowSweep: String, ExpressibleByArgument { case multitasking }

    @Option(help: "A .storyboard's scene (storyboard identifier, controller class, scene or controller id) or a .xib's top-level view (user label, custom class or id); default: every scene, each into its own subfolder of --out.")
    var scene: String?

    @OptionGroup var catalogOptions: CatalogOptions

    /// One computation target.
    struct Target {
        var device: Device
        var orientation: InterfaceOrientation
        var contentSizeCategory: ContentSizeCategory = .large
        var keyboard: SoftwareKeyboard = .hidden
        var window: AppWindow = .fullScreen

        /// Its file in an --out folder: `<slug>-<orientation>[-<window>][-<category>][-keyboard[-<height>]].<ext>`,
        /// the naming of the test references (`SnapshotNaming.environmentName`: no category for
        /// large, no keyboard while it is hidden).
        func fileName(extension ext: String) -> String {
            SnapshotNaming.environmentName(deviceSlug: device.slug, orientation: orientation.rawValue, contentSizeCategory: contentSizeCategory,
                                           keyboard: keyboard, window: window) + "." + ext
        }

        /// "iPhone X portrait", "iPhone X portrait AX5", "iPad Air 2 landscapeLeft (Split View 1/3)":
        /// for progress and warning lines.
        var description: String {
            SnapshotMessage.environmentDescription(device: device.name, orientation: orientation, contentSizeCategory: contentSizeCategory)
                + (window == .fullScreen ? "" : " (\(window))")
        }
    }

    /// Everything a run over a file needs: the catalog, what to lay out, and one environment per target.
    struct Run {
        var catalog: DeviceCatalog
        /// A spec's one layout, or a document's scenes.
        var inputs: [LayoutInput]
        var targets: [Target]
        var environments: [LayoutEnvironment]
    }

    /// Reads the spec (or .storyboard / .xib) and resolves the options against it. A document
    /// given without a device is laid out on its design canvas unless `usesDesignCanvas` is
    /// false (a sweep, which makes its own windows on the device).
    func run(spec path: String, usesDesignCanvas: Bool = true) throws -> Run {
        let catalog = try catalogOptions.catalog()
        let file = try InputFile.read(path, scene: scene, catalog: catalog)
        let categories = try contentSizeCategories(spec: file.environment)
        let keyboard = self.keyboard ?? file.environment.keyboard ?? .hidden
        guard window == nil || windows == nil else { throw CLIError("--window and --windows: give one or the other") }
        let selection: WindowSelection = windows != nil ? .multitasking : [self.window ?? file.environment.window ?? .fullScreen]
        // Each device and orientation in each window at each category, its categories innermost.
        let targets = try targets(catalog: catalog, spec: file.environment, specFile: path, deviceHint: file.deviceHint).flatMap { target in
            selection.windows(on: target.device, target.orientation).flatMap { window in
                categories.map { category in
                    var target = target
                    target.contentSizeCategory = category
                    target.keyboard = keyboard
                    target.window = window
                    return target
                }
            }
        }
        let direction = layoutDirection ?? file.environment.layoutDirection ?? .leftToRight
        // The screen the spec's frames were written for: the spec's alone, never the options'.
        let canvasSize = try file.canvasSize()
        let environments = targets.map {
            var environment = LayoutEnvironment(device: $0.device, orientation: $0.orientation, contentSizeCategory: $0.contentSizeCategory,
                                                layoutDirection: direction, catalog: catalog, canvasSize: canvasSize)
            environment.keyboard = $0.keyboard
            environment.window = $0.window
            return environment
        }
        // A document's design device with nothing else named: its scenes as Interface Builder's
        // canvas shows them (the saving Xcode's iOS and insets, a freeform size, a xib's top-level
        // view filling it). An --os, a calibration file, a window or a keyboard asks for the
        // device's own values.
        var inputs = file.inputs
        if usesDesignCanvas, device == nil, matrix == nil, orientation == nil, catalogOptions.os == nil, catalogOptions.calibration == nil, self.window == nil,
           windows == nil, self.keyboard == nil {
            for i in inputs.indices { inputs[i].compute = inputs[i].designCompute ?? inputs[i].compute }
        }
        return Run(catalog: catalog, inputs: inputs, targets: targets, environments: environments)
    }

    /// The categories to compute at: --content-size-category or --content-size-categories (not
    /// both), else the spec's, else large.
    func contentSizeCategories(spec: SpecEnvironment) throws -> [ContentSizeCategory] {
        if let list = contentSizeCategories {
            guard contentSizeCategory == nil else {
                throw CLIError("--content-size-category and --content-size-categories: give one or the other")
            }
            return list.categories
        }
        return [contentSizeCategory ?? spec.contentSizeCategory ?? .large]
    }

    /// The devices and orientations to compute, from the options and the spec.
    func targets(catalog: DeviceCatalog, spec: SpecEnvironment, specFile: String, deviceHint: String = ", or set environment.device in the spec") throws -> [Target] {
        let os = try catalogOptions.osVersion(default: spec.os)
        if let matrix {
            // A matrix covers every orientation unless --orientation narrows it; the spec's own
            // orientation is for single runs.
            guard device == nil else { throw CLIError("--device and --matrix: give one or the other") }
            let devices = try catalog.devices(in: matrix, os: os)
            var targets: [Target] = []
            for device in devices {
                // A fixed orientation skips the devices without it (an Apple TV has no portrait).
                let orientations = orientation?.orientation.map { o in device.orientations[o] == nil ? [] : [o] } ?? device.supportedOrientations
                targets += orientations.map { Target(device: device, orientation: $0) }
            }
            return targets
        }
        guard let name = device ?? spec.device else {
            throw CLIError("\(specFile): no device: give --device or --matrix\(deviceHint)")
        }
        // Errors name where the value came from: the option, or the spec's JSON path.
        let deviceSource = device != nil ? "--device" : InputFile.isInterfaceBuilder(specFile) ? "\(specFile): <device>" : "\(specFile): $.environment.device"
        let device: Device
        do { device = try catalog.device(named: name, os: os) } catch { throw CLIError("\(deviceSource): \(error)") }
        if orientation == .all {
            return device.supportedOrientations.map { Target(device: device, orientation: $0) }
        }
        let orientationSource = orientation != nil ? "--orientation" : InputFile.isInterfaceBuilder(specFile) ? "\(specFile): <device orientation>" : "\(specFile): $.environment.orientation"
        let o = orientation?.orientation ?? spec.orientation ?? device.supportedOrientations[0]
        guard device.orientations[o] != nil else {
            throw CLIError("\(orientationSource): \(device.name) does not support \(o.rawValue); it supports \(device.supportedOrientations.map(\.rawValue).joined(separator: ", "))")
        }
        return [Target(device: device, orientation: o)]
    }
}

extension SoftwareKeyboard: ExpressibleByArgument {
    /// `hidden`, `shown`, or a height in points (`291`, `291.5`).
    public init?(argument: String) {
        switch argument {
        case "hidden": self = .hidden
        case "shown": self = .shown
        default:
            guard let height = Double(argument), height.isFinite, height >= 0 else { return nil }
            self = .height(height)
        }
    }
}

extension AppWindow: ExpressibleByArgument {
    /// `fullScreen`, `splitOneThird`, `slideOver:leading`, `500x800`, `500x800@100,20`; the
    /// names in any case, as device names are.
    public init?(argument: String) {
        if argument.lowercased() == "fullscreen" { self = .fullScreen; return }
        let parts = argument.split(separator: ":", omittingEmptySubsequences: false).map(String.init)
        if let kind = AppWindow.Multitasking.allCases.first(where: { $0.rawValue.lowercased() == parts[0].lowercased() }) {
            guard parts.count <= 2 else { return nil }
            if parts.count == 2 {
                guard let side = AppWindow.Side(rawValue: parts[1].lowercased()) else { return nil }
                self = .multitasking(kind, side: side)
            } else {
                self = .multitasking(kind)
            }
            return
        }
        let place = argument.split(separator: "@", omittingEmptySubsequences: false)
        let size = place[0].split(separator: "x", omittingEmptySubsequences: false).compactMap { Double($0) }
        guard place.count <= 2, size.count == 2, size.allSatisfy({ $0.isFinite && $0 > 0 }) else { return nil }
        var origin: Point?
        if place.count == 2 {
            let xy = place[1].split(separator: ",", omittingEmptySubsequences: false).compactMap { Double($0) }
            guard xy.count == 2, xy.allSatisfy({ $0.isFinite && $0 >= 0 }) else { return nil }
            origin = Point(x: xy[0], y: xy[1])
        }
        self = .size(Size(width: size[0], height: size[1]), origin: origin)
    }
}
