/// How far to trust the catalog values a layout was computed from: each one's confidence label
/// (`Sourced.confidence`: the reference's "high" … "low", "unsourced" for a product guess,
/// "calibrated" for a user's measurement). The picture's caption marks the values to doubt
/// (PictureLegend.md, "The picture's legend"); nothing in the geometry depends on these labels.
public struct EnvironmentConfidence: Hashable, Sendable, Codable {
    public var scale: String
    public var safeAreaInsets: String
    public var statusBarHeight: String
    public var homeIndicatorAreaHeight: String
    public var sizeClasses: String
    public var displayCornerRadius: String
    public var sensorHousing: String
    /// The navigation bar's height and where it starts (`navigationBarOriginOffset`): the lower.
    public var navigationBar: String
    public var largeTitle: String
    public var tabBar: String
    /// The floating tab bar's height and the navigation bar's extension for it: the lower.
    public var floatingTabBar: String = "high"
    /// iOS 26's iPhone tab bar capsule: the lowest of its margins' and height's.
    public var tabBarCapsule: String = "high"
    /// A tab bar controller's sidebar: its width's (`FloatingTabBarMetrics.sidebarWidth`).
    public var sidebar: String = "high"
    /// A navigation bar's height at the top of a sheet (`PresentationMetrics`).
    public var sheetNavigationBar: String = "high"
    public var toolbar: String
    public var readableWidth: String
    /// The catalog's keyboard height (`DeviceMetrics.keyboardHeight`); "calibrated" for a height
    /// the layout was given (`SoftwareKeyboard.height`).
    public var keyboard: String
    /// The window's size and size classes, when it is not the whole screen ("high" otherwise).
    public var window: String

    package init(device: Device, metrics: DeviceMetrics, readableWidth: String) {
        scale = device.scale.confidence
        safeAreaInsets = metrics.safeAreaInsets.confidence
        statusBarHeight = metrics.statusBarHeight.confidence
        homeIndicatorAreaHeight = metrics.homeIndicatorAreaHeight.confidence
        sizeClasses = metrics.sizeClassConfidence
        displayCornerRadius = device.displayCornerRadius.confidence
        sensorHousing = device.sensorHousing.confidence
        navigationBar = ConfidenceLabel.lower(metrics.navigationBarHeight.confidence, metrics.navigationBarOriginOffset.confidence)
        largeTitle = metrics.largeTitleNavigationBarHeight.confidence
        tabBar = metrics.tabBarHeight.confidence
        toolbar = metrics.toolbarHeight.confidence
        self.readableWidth = readableWidth
        keyboard = metrics.keyboardHeight.confidence
        window = "high"
    }

    /// The label of a bar's height: a navigation bar's with a large title is the lower of the
    /// bar's and the title's.
    package func label(for bar: ComputedBar) -> String {
        switch bar.kind {
        case .statusBar: statusBarHeight
        case .navigationBar where bar.isInSheet: sheetNavigationBar
        case .navigationBar:
            // A large title under a floating tab bar: no source says where it goes (low).
            ConfidenceLabel.lower(bar.isLargeTitle ? ConfidenceLabel.lower(navigationBar, largeTitle) : navigationBar,
                                  bar.floatingTabBarExtension > 0 ? ConfidenceLabel.lower(floatingTabBar, bar.isLargeTitle ? "low" : "high") : "high")
        case .tabBar: bar.isFloating ? floatingTabBar : tabBar
        case .toolbar: toolbar
        case .sidebar: sidebar
        }
    }

    /// How a caption marks a value with `label`: "?" for a product guess ("unsourced", "n/a"),
    /// "~" for low confidence ("low", "low-medium", "medium-low"), nothing for the rest.
    package static func mark(_ label: String) -> String {
        switch ConfidenceLabel.rank(label) {
        case 0: "?"
        case 1, 2: "~"
        default: ""
        }
    }
}
