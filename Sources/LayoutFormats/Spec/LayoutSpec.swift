import UIKitLayout

/// A spec file (LAYOUT-SPEC.md): an optional environment and a root controller.
public struct LayoutSpec: Hashable, Sendable {
    public var environment: SpecEnvironment
    public var root: ViewControllerNode
    /// The screen the frames were written for (LAYOUT-SPEC.md `canvas`); nil: the environment's
    /// device and orientation, else iPhone 16 Pro in portrait. Never changed by `--device`.
    public var canvas: SpecCanvas?

    public init(environment: SpecEnvironment = SpecEnvironment(), root: ViewControllerNode, canvas: SpecCanvas? = nil) {
        self.environment = environment
        self.root = root
        self.canvas = canvas
    }
}

/// The spec's `canvas`: a device (catalog name, slug or alias) and an orientation.
public struct SpecCanvas: Hashable, Sendable {
    public var device: String?
    public var orientation: InterfaceOrientation?

    public init(device: String? = nil, orientation: InterfaceOrientation? = nil) {
        self.device = device
        self.orientation = orientation
    }
}

/// The spec's `environment`, every part optional: the CLI's options override it.
public struct SpecEnvironment: Hashable, Sendable {
    public var device: String?
    public var orientation: InterfaceOrientation?
    public var contentSizeCategory: ContentSizeCategory?
    public var layoutDirection: UserInterfaceLayoutDirection?
    public var os: OSVersion?
    /// nil: the keyboard is hidden unless the CLI's `--keyboard` shows it.
    public var keyboard: SoftwareKeyboard?
    /// nil: the whole screen unless the CLI's `--window` says otherwise.
    public var window: AppWindow?

    public init(device: String? = nil, orientation: InterfaceOrientation? = nil, contentSizeCategory: ContentSizeCategory? = nil,
                layoutDirection: UserInterfaceLayoutDirection? = nil, os: OSVersion? = nil, keyboard: SoftwareKeyboard? = nil) {
        self.keyboard = keyboard
        self.device = device
        self.orientation = orientation
        self.contentSizeCategory = contentSizeCategory
        self.layoutDirection = layoutDirection
        self.os = os
    }
}
