/// A device's geometry in one orientation: what UIKit's layout starts from. The screen, insets,
/// status bar, home indicator and size classes are the catalog's data (the source data,
/// through Scripts/catalog/build_catalog.py; Scripts/catalog/README.md); the bars and minimum margins are derived from them
/// by the rules in `Devices/Rules/` (uikit-rules.md a4, a5, b2). A calibration file can override
/// any value, and the derived ones follow the values it changes.
public struct DeviceMetrics: Hashable, Sendable {
    public var screenSize: Size
    /// The root view's insets for a full-screen root view controller with the status bar shown.
    public var safeAreaInsets: Sourced<EdgeInsets>
    /// The status-bar frame height; 0 where the system hides it (iPhone landscape, tvOS).
    public var statusBarHeight: Sourced<Double>
    public var homeIndicatorAreaHeight: Sourced<Double>
    public var horizontalSizeClass: UserInterfaceSizeClass
    public var verticalSizeClass: UserInterfaceSizeClass
    public var sizeClassConfidence: String
    /// The bar alone; nil where no source gives one (tvOS).
    public var navigationBarHeight: Sourced<Double?>
    public var largeTitleNavigationBarHeight: Sourced<Double?>
    /// Navigation-bar `frame.minY` minus the safe-area top (−5.333 on Dynamic Island phones, a4).
    public var navigationBarOriginOffset: Sourced<Double>
    /// Without the home-indicator part, which the engine adds from the safe area (a4).
    public var tabBarHeight: Sourced<Double?>
    public var toolbarHeight: Sourced<Double?>
    /// `systemMinimumLayoutMargins` of a root view (uikit-rules.md b2, reference decision 3).
    public var minimumLayoutMargins: Sourced<DirectionalEdgeInsets>
    /// The docked keyboard's height with its suggestion bar (`KeyboardRule`, Docs/Keyboard.md);
    /// nil where no source gives one.
    public var keyboardHeight: Sourced<Double?>
}

/// The camera cut-out at the top of the screen in portrait.
public struct SensorHousing: Hashable, Sendable, Codable {
    public enum Kind: String, Sendable, Hashable, Codable {
        case none
        case notch
        case dynamicIsland
    }

    public var kind: Kind
    /// Approximate size in points, where a source gives one.
    public var size: Size?
    public var originY: Double?
    public var confidence: String
    public var note: String?

    public init(kind: Kind, size: Size?, originY: Double?, confidence: String, note: String? = nil) {
        self.kind = kind
        self.size = size
        self.originY = originY
        self.confidence = confidence
        self.note = note
    }
}
