/// The result of computing a layout: an immutable value tree that every later stage (geometry
/// JSON, renderer, diff) reads. Shapes and names follow LAYOUT-SPEC.md's output.
public struct ComputedLayout: Hashable, Sendable, Codable {
    public var environment: ComputedEnvironment
    /// Every view in pre-order: parents before children, siblings back to front.
    public var views: [ComputedView]
    public var bars: [ComputedBar]
    public var diagnostics: [Diagnostic]

    public func view(_ id: String) -> ComputedView? { views.first { $0.id == id } }
}

public struct ComputedEnvironment: Hashable, Sendable, Codable {
    public var deviceName: String
    public var deviceSlug: String
    public var orientation: InterfaceOrientation
    public var screenSize: Size
    public var scale: Double
    public var os: OSVersion
    public var catalogVersion: String
    public var traits: TraitCollection
    /// The window's insets after the status-bar rules (uikit-rules.md f).
    public var windowSafeAreaInsets: EdgeInsets
    public var statusBarHidden: Bool
    public var displayCornerRadius: Double
    public var sensorHousing: SensorHousing
    public var homeIndicatorAreaHeight: Double
    /// The docked keyboard's frame in the window's coordinates (the screen's, for the whole
    /// screen); nil while it is hidden
    /// (`LayoutEnvironment.keyboard`, Docs/Keyboard.md).
    public var keyboardFrame: Rect?
    /// The app's window on the screen, in screen coordinates, when it is not the whole screen
    /// (`LayoutEnvironment.window`); views' `frameInWindow` are in its coordinates.
    public var window: Rect?

    /// The window's size: the screen's when the window is the whole screen.
    public var windowSize: Size { window?.size ?? screenSize }
    /// The confidence of the catalog values above and of the bars' heights (the caption's marks);
    /// not in the geometry files.
    public var confidence: EnvironmentConfidence
}

public struct ComputedView: Hashable, Sendable, Codable {
    public var id: String
    public var viewClass: ViewClass
    public var parent: String?
    /// The controller whose view hierarchy holds this view.
    public var viewController: String?
    /// True for a controller's root view (where UIKit applies additional insets and minimum margins).
    public var isRootView: Bool
    /// True for the root view UIKit makes for a navigation or tab bar controller.
    public var isContainerView: Bool = false
    public var frame: Rect
    public var frameInWindow: Rect
    public var bounds: Rect
    /// Maps this view's bounds coordinates to window coordinates (transforms included).
    public var transformToWindow: AffineTransform
    public var transform: AffineTransform
    public var isHidden: Bool
    public var alpha: Double
    public var backgroundColor: Color?
    public var effectiveUserInterfaceLayoutDirection: UserInterfaceLayoutDirection
    public var safeAreaInsets: EdgeInsets
    /// A controller's root view: the `additionalSafeAreaInsets` its controller added (already in
    /// `safeAreaInsets`); zero for other views. The diagram hatches that part apart.
    public var additionalSafeAreaInsets: EdgeInsets = .zero
    public var safeAreaLayoutGuide: Rect
    public var layoutMargins: EdgeInsets
    public var directionalLayoutMargins: DirectionalEdgeInsets
    public var layoutMarginsGuide: Rect
    public var readableContentGuide: Rect
    public var layoutGuides: [ComputedLayoutGuide]
    public var scroll: ComputedScrollGeometry?
    /// nil for a view not laid out by constraints (its frame is fixed, or translated from its
    /// autoresizing mask); else whether another frame would satisfy its constraints as well.
    public var hasAmbiguousLayout: Bool? = nil
    /// True when the view is an item of a constraint broken to recover from a conflict.
    public var hasConflictingConstraints: Bool = false
    /// The intrinsic content size the view was given (per axis, -1 for none).
    public var intrinsicContentSize: Size? = nil
    /// A label's text as it draws it in its bounds (lines, positions, whether it fits); nil for
    /// other views and labels without text.
    public var text: ComputedText? = nil
    /// `keyboardLayoutGuide`'s layout frame, in the view's bounds coordinates, on the views whose
    /// guide a constraint names (UIKit makes the guide when it is first asked for); else nil.
    public var keyboardLayoutGuide: Rect? = nil
    /// On a presented controller's root view: how it is presented (Docs/Presentations.md).
    public var presentation: ComputedPresentation? = nil
}

/// How a controller is presented over another, on its root view.
public struct ComputedPresentation: Hashable, Sendable, Codable {
    /// The controller that presents it (the one whose `presented` it is).
    public var presentingViewController: String
    /// The style asked for (`modalPresentationStyle`).
    public var modalPresentationStyle: ModalPresentationStyle
    /// How the window's size classes show it.
    public var appearance: PresentationAppearance
    /// The detent an edge-attached sheet is at; nil for other appearances.
    public var detent: SheetDetent?
    /// A popover's arrow and the view it points at; nil for other appearances.
    public var arrowDirection: PopoverArrowDirection?
    public var sourceView: String?
    /// The lowest confidence label of the numbers that placed it (the caption's mark).
    public var confidence: String
}

/// A `UILayoutGuide`'s solved frame, in the owning view's bounds coordinates.
public struct ComputedLayoutGuide: Hashable, Sendable, Codable {
    public var id: String
    public var layoutFrame: Rect
    /// nil when the guide is placed by its given frame rather than by constraints.
    public var hasAmbiguousLayout: Bool?

    package init(id: String, layoutFrame: Rect, hasAmbiguousLayout: Bool? = nil) {
        self.id = id
        self.layoutFrame = layoutFrame
        self.hasAmbiguousLayout = hasAmbiguousLayout
    }
}

/// A scroll view's geometry (uikit-rules.md d).
public struct ComputedScrollGeometry: Hashable, Sendable, Codable {
    public var contentSize: Size
    public var contentOffset: Point
    public var contentInset: EdgeInsets
    public var adjustedContentInset: EdgeInsets
    public var contentInsetAdjustmentBehavior: ContentInsetAdjustmentBehavior
    /// Edges whose safe-area inset the scroll view took into `adjustedContentInset` (d3).
    public var absorbedEdges: AbsorbedEdges
    public var contentOffsetMin: Point
    public var contentOffsetMax: Point
    /// The public properties, user part only, as UIKit returns them (d6).
    public var verticalScrollIndicatorInsets: EdgeInsets
    public var horizontalScrollIndicatorInsets: EdgeInsets
    /// Where the indicators are actually placed: the user part plus the automatic part.
    public var effectiveVerticalScrollIndicatorInsets: EdgeInsets
    public var effectiveHorizontalScrollIndicatorInsets: EdgeInsets
}

public struct AbsorbedEdges: Hashable, Sendable, Codable {
    public var top = false, left = false, bottom = false, right = false

    public static let none = AbsorbedEdges()
}

/// A bar UIKit draws for the system or a container controller.
public struct ComputedBar: Hashable, Sendable, Codable {
    public enum Kind: String, Sendable, Hashable, Codable {
        case statusBar, navigationBar, tabBar, toolbar
        /// The sidebar a `.tabSidebar` tab bar controller shows on an iPad (Docs/Containers.md,
        /// "The sidebar"): a column on the leading edge, the screen's height.
        case sidebar
    }

    public var kind: Kind
    /// The container controller that owns it; nil for the status bar.
    public var owner: String?
    public var frameInWindow: Rect
    /// True for an expanded large-title navigation bar.
    public var isLargeTitle: Bool = false
    /// True for a tab bar that floats at the top (iPadOS 18 and later in regular width).
    public var isFloating: Bool = false
    /// What a navigation bar grew by to hold a floating tab bar in its title row (0 for none).
    public var floatingTabBarExtension: Double = 0
    /// iOS 26's iPhone tab bar: the capsule drawn inside `frameInWindow`, in window coordinates
    /// (nil for other bars). The safe area follows `frameInWindow`, not the capsule.
    public var capsule: Rect? = nil
    /// A navigation bar at the top of a sheet (its height is the sheet's, `PresentationMetrics`).
    public var isInSheet: Bool = false
}
