import LayoutEngine

/// What the app's code or the Mac would know and the document does not, given by the user.
public struct ImportOptions: Sendable, Hashable {
    /// Intrinsic content sizes of custom classes, by `customClass` or `customModule.customClass`
    /// (`View.noIntrinsicMetric` on an axis without one). Without an entry, a custom class takes
    /// IB's `placeholderIntrinsicWidth/Height`, then its `<designables>` size, then its UIKit
    /// class's own sizing, with a warning (interface-builder.md §7.4).
    public var customClassSizes: [String: Size] = [:]
    /// Intrinsic sizes of UIKit controls the engine does not measure, by element name
    /// (`ControlSizes.defaults`; replace an entry to calibrate it).
    public var controlSizes: [String: Size] = ControlSizes.defaults
    /// The alignment rectangle insets of those controls, by element name
    /// (`ControlSizes.alignmentInsets`): how far each one's frame reaches beyond what Auto Layout aligns.
    public var controlAlignmentInsets: [String: EdgeInsets] = ControlSizes.alignmentInsets
    /// Folders searched for the storyboards a reference names (§2.4), after the document's own
    /// folder and its `Base.lproj` sibling.
    public var searchFolders: [String] = []
    /// true: a scene is shown inside the navigation and tab bar controllers that show it in the
    /// app (relationship and show segues); false: its controller alone, full screen, as
    /// `instantiateViewController(withIdentifier:)` returns it.
    public var showsContainers: Bool = true
    /// true: the scene as Interface Builder's canvas draws it (`designLayout(of:)`,
    /// Docs/InterfaceBuilder.md, "The design canvas"): a xib's top-level view is the root view of
    /// the window, whatever view it is, and a scene's simulated bars are the ones the document
    /// states (`<nil key="simulatedTopBarMetrics"/>` hides a navigation bar, a simulated one
    /// adds it). false: File's Owner's view is a full-screen root view, any other top-level view
    /// is placed under the safe area at the screen's width, as code typically shows it, and the
    /// bars are the containers' own.
    public var isDesignCanvas: Bool = false

    public init(customClassSizes: [String: Size] = [:], controlSizes: [String: Size] = ControlSizes.defaults, searchFolders: [String] = [],
                showsContainers: Bool = true) {
        self.customClassSizes = customClassSizes
        self.controlSizes = controlSizes
        self.searchFolders = searchFolders
        self.showsContainers = showsContainers
    }
}
