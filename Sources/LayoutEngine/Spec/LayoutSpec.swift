/// A spec file (LAYOUT-SPEC.md): an optional environment and a root controller.
public struct LayoutSpec: Hashable, Sendable {
    public var environment: SpecEnvironment
    public var root: ViewControllerNode

    public init(environment: SpecEnvironment = SpecEnvironment(), root: ViewControllerNode) {
        self.environment = environment
        self.root = root
    }
}

/// The spec's `environment`, every part optional: the CLI's options override it.
public struct SpecEnvironment: Hashable, Sendable {
    public var device: String?
    public var orientation: InterfaceOrientation?
    public var contentSizeCategory: ContentSizeCategory?
    public var layoutDirection: UserInterfaceLayoutDirection?
    public var os: OSVersion?

    public init(device: String? = nil, orientation: InterfaceOrientation? = nil, contentSizeCategory: ContentSizeCategory? = nil,
                layoutDirection: UserInterfaceLayoutDirection? = nil, os: OSVersion? = nil) {
        self.device = device
        self.orientation = orientation
        self.contentSizeCategory = contentSizeCategory
        self.layoutDirection = layoutDirection
        self.os = os
    }
}
