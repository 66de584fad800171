import LayoutEngine
import StrictXML

extension InterfaceBuilderDocument {
    /// The environment Interface Builder's canvas shows a scene in (Docs/InterfaceBuilder.md,
    /// "The design canvas"): the document's design device in its orientation, with the scene's
    /// own size where it has one (`canvas(for:on:)`).
    public func designEnvironment(for scene: InterfaceBuilderScene, catalog: DeviceCatalog = .bundled) throws(InterfaceBuilderError) -> LayoutEnvironment {
        guard let design = designDevice else {
            throw InterfaceBuilderError(file: file, message: "names no design device (<device id=…> in <document>): give one with --device")
        }
        guard let name = design.catalogName else {
            throw InterfaceBuilderError(file: file, message: "its design device \(design.id) is not one this catalog knows: give one with --device")
        }
        let device: Device
        do { device = try catalog.device(named: name) } catch {
            throw InterfaceBuilderError(file: file, message: "its design device \(design.id) (\(name)): \(error)")
        }
        let orientation: InterfaceOrientation = design.orientation == "landscape" ? .landscapeLeft : .portrait
        return canvas(for: scene, on: LayoutEnvironment(device: device, orientation: orientation, catalog: catalog))
    }

    /// `environment` (the design device's) as the canvas of this scene: where the document gives
    /// the scene a size of its own (`freeformSize(of:)`), the window is that size. It keeps the
    /// device's safe-area insets and margins, as the canvas draws a freeform scene, and loses the
    /// device's shape (rounded corners, sensor housing), which the canvas does not draw.
    public func canvas(for scene: InterfaceBuilderScene, on environment: LayoutEnvironment) -> LayoutEnvironment {
        // Already the canvas (`designEnvironment(for:)` makes one): applied once only.
        guard environment.surface != .interfaceBuilderCanvas, var metrics = environment.metrics else { return environment }
        var environment = environment
        environment.surface = .interfaceBuilderCanvas  // table cells as the canvas draws them (Docs/Tables.md)
        // The Xcode that saved the document: its SDK's iOS and its canvas's insets and bars.
        let freeform = freeformSize(of: scene)
        if let release = xcodeRelease, let id = designDevice?.id {
            metrics = CanvasMetrics.adjusted(metrics, device: environment.device, designID: id, orientation: environment.orientation,
                                             release: release, usesSafeAreas: usesSafeAreas, fullScreen: freeform == nil)
            environment.device.os = release.iOSVersion
            // The canvas's own values stand in for the catalog's at that OS.
            environment.device.osWarning = nil
        }
        if let size = freeform {
            metrics.screenSize = size
            environment.device.displayCornerRadius = Sourced(0, confidence: "high", note: "a freeform canvas is a rectangle")
            environment.device.sensorHousing = SensorHousing(kind: .none, size: nil, originY: nil, confidence: "high", note: "a freeform canvas has none")
        }
        environment.device.orientations[environment.orientation] = metrics
        return environment
    }

    /// The Xcode that saved the document, when its `toolsVersion` says.
    public var xcodeRelease: XcodeRelease? { toolsVersion.flatMap(XcodeRelease.init(toolsVersion:)) }

    /// The options as the canvas of the Xcode that saved the document draws: Xcode 26 draws
    /// iOS 26's larger switch (`ControlSizes.switchIOS26`) and its slider, 34 high with its
    /// frame its alignment rectangle (`ControlSizes.sliderIOS26`), unless the options give their own.
    func designOptions(_ options: ImportOptions) -> ImportOptions {
        var options = options
        options.isDesignCanvas = true
        guard let release = xcodeRelease, release.major >= 26 else { return options }
        if options.controlSizes["switch"] == ControlSizes.defaults["switch"] {
            options.controlSizes["switch"] = ControlSizes.switchIOS26
        }
        if options.controlSizes["slider"] == ControlSizes.defaults["slider"],
           options.controlAlignmentInsets["slider"] == ControlSizes.alignmentInsets["slider"] {
            options.controlSizes["slider"] = ControlSizes.sliderIOS26
            options.controlAlignmentInsets["slider"] = EdgeInsets.zero
        }
        return options
    }

    /// A scene laid out as Interface Builder's canvas shows it: on `canvas(for:on:)` of the
    /// environment given (the design device's, as the CLI resolves it; one that is already the
    /// canvas is used as is), a xib's top-level view filling the canvas. This is the layout `fidelity` compares with the stored frames,
    /// and the one `compute` and `render` give a document when no device is named.
    public func designLayout(of scene: InterfaceBuilderScene, in environment: LayoutEnvironment,
                             options: ImportOptions = ImportOptions()) throws(InterfaceBuilderError) -> ComputedLayout {
        try layout(of: scene, in: canvas(for: scene, on: environment), options: designOptions(options))
    }

    /// `designLayout(of:in:)` on the document's design device.
    public func designLayout(of scene: InterfaceBuilderScene, catalog: DeviceCatalog = .bundled,
                             options: ImportOptions = ImportOptions()) throws(InterfaceBuilderError) -> ComputedLayout {
        try layout(of: scene, in: designEnvironment(for: scene, catalog: catalog), options: designOptions(options))
    }

    /// The scene's own size, when the canvas gives it one instead of the device's screen: a
    /// storyboard controller's `<size key="freeformSize">` (simulated size "Freeform"), a xib's
    /// top-level view's stored size (the canvas draws a top-level view at that size).
    public func freeformSize(of scene: InterfaceBuilderScene) -> Size? {
        guard let element = index[scene.controllerID] else { return nil }
        switch kind {
        case .storyboard:
            guard let size = element.child("size", key: "freeformSize"),
                  let width = Geometry.number(size, "width"), let height = Geometry.number(size, "height"), width > 0, height > 0 else { return nil }
            return Size(width: width, height: height)
        case .xib:
            guard let frame = Geometry.frame(of: element), frame.width > 0, frame.height > 0 else { return nil }
            return frame.size
        }
    }
}
