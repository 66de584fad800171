/// iPadOS 18's tab bar: in regular width an iPad floats it at the top of the screen, in the
/// navigation bar's title row, instead of along the bottom edge (Docs/Containers.md, "The
/// floating tab bar"). Its numbers are UIKit's own constants from a decompile, not a measured
/// frame, so they are catalog data a calibration file's `floatingTabBar` replaces.
public struct FloatingTabBarMetrics: Hashable, Sendable {
    /// The bar's fitting height, 50 (`_UITabContainerView _floatingTabBarFittingHeight`): the
    /// top inset a controller shown without a navigation bar gets under it.
    public var height: Sourced<Double>
    /// What a navigation bar grows by to hold the bar in its title row, 14
    /// (`_UINavigationBarContentViewLayout`, "extended for the floating tab bar": 50 + 14 = 64).
    public var navigationBarExtension: Sourced<Double>

    public init(height: Sourced<Double>, navigationBarExtension: Sourced<Double>) {
        (self.height, self.navigationBarExtension) = (height, navigationBarExtension)
    }

    /// The decompiled constants, labelled medium-low: Apple's numbers, but inputs to a layout no
    /// one has measured (Docs/Containers.md, "The floating tab bar").
    public static let uikit = FloatingTabBarMetrics(
        height: Sourced(50, confidence: "medium-low",
                        note: "Docs/Containers.md, The floating tab bar: _floatingTabBarFittingHeight 50, decompiled (iPadOS 18)"),
        navigationBarExtension: Sourced(14, confidence: "medium-low",
                                        note: "Docs/Containers.md, The floating tab bar: navigation bar base height + 14, decompiled (iPadOS 18)"))
}

enum FloatingTabBarRule {
    /// The tab bar floats on an iPad from iPadOS 18 when the window is regular in width; in
    /// compact width (a Split View pane, Slide Over, a narrow window) it is the bottom bar again.
    static func floats(idiom: UserInterfaceIdiom, os: OSVersion, horizontalSizeClass: UserInterfaceSizeClass) -> Bool {
        idiom == .pad && os.major >= 18 && horizontalSizeClass == .regular
    }
}
