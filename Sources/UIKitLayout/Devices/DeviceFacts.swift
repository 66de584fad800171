/// One orientation as the catalog data holds it: the facts UIKit starts from (sizes, insets,
/// status bar, home indicator, size classes). The bars and margins UIKit derives from them are
/// not data: the rules in `Rules/` derive them, from these values after OS variants and a
/// calibration file are applied (Scripts/catalog/README.md).
struct OrientationFacts: Hashable, Sendable {
    var screenSize: Size
    var safeAreaInsets: Sourced<EdgeInsets>
    var statusBarHeight: Sourced<Double>
    var homeIndicatorAreaHeight: Sourced<Double>
    var horizontalSizeClass: UserInterfaceSizeClass
    var verticalSizeClass: UserInterfaceSizeClass
    var sizeClassConfidence: String
    /// Derived values a device's data writes out instead (a device a calibration file adds, in
    /// the catalog's full form); the bundled data gives none.
    var given = GivenDerivedValues()
}

extension DeviceMetrics {
    /// An orientation's facts with the values derived from them (by the rules, or given).
    init(
        facts: OrientationFacts, navigationBarHeight: Sourced<Double?>, largeTitleNavigationBarHeight: Sourced<Double?>,
        navigationBarOriginOffset: Sourced<Double>, tabBarHeight: Sourced<Double?>, toolbarHeight: Sourced<Double?>,
        minimumLayoutMargins: Sourced<DirectionalEdgeInsets>, keyboardHeight: Sourced<Double?>
    ) {
        self.init(
            screenSize: facts.screenSize, safeAreaInsets: facts.safeAreaInsets, statusBarHeight: facts.statusBarHeight,
            homeIndicatorAreaHeight: facts.homeIndicatorAreaHeight, horizontalSizeClass: facts.horizontalSizeClass,
            verticalSizeClass: facts.verticalSizeClass, sizeClassConfidence: facts.sizeClassConfidence,
            navigationBarHeight: navigationBarHeight, largeTitleNavigationBarHeight: largeTitleNavigationBarHeight,
            navigationBarOriginOffset: navigationBarOriginOffset, tabBarHeight: tabBarHeight, toolbarHeight: toolbarHeight,
            minimumLayoutMargins: minimumLayoutMargins, keyboardHeight: keyboardHeight)
    }
}

/// The derived values a device's data may give; each one given replaces its rule.
struct GivenDerivedValues: Hashable, Sendable {
    var navigationBarHeight: Sourced<Double?>?
    var largeTitleNavigationBarHeight: Sourced<Double?>?
    var navigationBarOriginOffset: Sourced<Double>?
    var tabBarHeight: Sourced<Double?>?
    var toolbarHeight: Sourced<Double?>?
    var minimumLayoutMargins: Sourced<DirectionalEdgeInsets>?
    var keyboardHeight: Sourced<Double?>?
}

/// What the rules read about the device as a whole.
struct DeviceRuleContext: Sendable {
    var idiom: UserInterfaceIdiom
    var hasHomeButton: Bool
    var sensorHousing: SensorHousing.Kind
    /// The confidence of the screen size (the source data's `screenSizePoints`, Scripts/catalog/README.md).
    var screenSizeConfidence: String
    var navigationBarOrigin: NavigationBarOriginMeasurement?
    /// The OS the values are for (after a fallback to the default OS).
    var os: OSVersion
}

/// The navigation bar's `frame.minY` in portrait as the catalog's source data gives it
/// (`navigationBarOriginYPortrait`), with the portrait safe-area top of the catalog values it was
/// measured with: the rule turns the two into an offset (uikit-rules.md a4).
struct NavigationBarOriginMeasurement: Sendable {
    var y: Sourced<Double?>
    var safeAreaTop: Double
}
