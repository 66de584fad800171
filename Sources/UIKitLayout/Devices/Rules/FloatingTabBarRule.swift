/// The tab bars that float: iPadOS 18's, which an iPad in regular width puts at the top of the
/// screen in the navigation bar's title row instead of along the bottom edge, and iOS 26's
/// iPhone capsule (Docs/Containers.md, "The floating tab bar", "The iPhone's capsule"). Their
/// numbers come from decompiles and screenshots, not a measured frame, so they are catalog data a
/// calibration file's `floatingTabBar` replaces.
public struct FloatingTabBarMetrics: Hashable, Sendable {
    /// The bar's height, 50 (`_UITabContainerView _floatingTabBarFittingHeight` without the
    /// navigation bar's extension; 50 + 14 = 64 with it, the row a controller shown without a
    /// navigation bar gets as its top inset).
    public var height: Sourced<Double>
    /// What a navigation bar grows by to hold the bar in its title row, 14
    /// (`_UINavigationBarContentViewLayout`, "extended for the floating tab bar": 50 + 14 = 64).
    public var navigationBarExtension: Sourced<Double>

    /// iOS 26's iPhone tab bar is drawn as a capsule floating over the content, inside the bar's
    /// classic frame (which children's safe area still follows): this far from the screen's sides
    /// (21, a decompile read by a third-party study),
    public var capsuleSideMargin: Sourced<Double>
    /// this high (about 62, measured from screenshots),
    public var capsuleHeight: Sourced<Double>
    /// and this far above the screen's bottom edge (21, as from the sides: no source gives it).
    public var capsuleBottomMargin: Sourced<Double>
    /// The width of the sidebar a `.tabSidebar` tab bar controller shows on an iPad, 320
    /// (`_UITabContainerView _currentSidebarWidth`: its list's width, or 320 when that is 0).
    public var sidebarWidth: Sourced<Double>

    public init(height: Sourced<Double>, navigationBarExtension: Sourced<Double>, capsuleSideMargin: Sourced<Double>,
                capsuleHeight: Sourced<Double>, capsuleBottomMargin: Sourced<Double>, sidebarWidth: Sourced<Double> = Self.decompiledSidebarWidth) {
        (self.height, self.navigationBarExtension) = (height, navigationBarExtension)
        (self.capsuleSideMargin, self.capsuleHeight, self.capsuleBottomMargin) = (capsuleSideMargin, capsuleHeight, capsuleBottomMargin)
        self.sidebarWidth = sidebarWidth
    }

    /// 320, labelled medium-low as the other decompiled numbers: the list's own width is what
    /// UIKit uses when it has one, and no frame of a shown sidebar has been measured.
    public static let decompiledSidebarWidth = Sourced(320.0, confidence: "medium-low",
                                                      note: "Docs/Containers.md, The sidebar: _currentSidebarWidth 320, decompiled (iPadOS 18)")

    /// The decompiled constants, labelled medium-low: Apple's numbers, but inputs to a layout no
    /// one has measured (Docs/Containers.md, "The floating tab bar").
    public static let uikit = FloatingTabBarMetrics(
        height: Sourced(50, confidence: "medium-low",
                        note: "Docs/Containers.md, The floating tab bar: _floatingTabBarFittingHeight 50, decompiled (iPadOS 18)"),
        navigationBarExtension: Sourced(14, confidence: "medium-low",
                                        note: "Docs/Containers.md, The floating tab bar: navigation bar base height + 14, decompiled (iPadOS 18)"),
        capsuleSideMargin: Sourced(21, confidence: "medium-low",
                                   note: "Docs/Containers.md, The iPhone's capsule: 21 from each side, a decompile read by a third-party study"),
        capsuleHeight: Sourced(62, confidence: "medium-low",
                               note: "Docs/Containers.md, The iPhone's capsule: about 62 measured from screenshots (61.7 in another)"),
        capsuleBottomMargin: Sourced(21, confidence: "unsourced",
                                     note: "Docs/Containers.md, The iPhone's capsule: no source gives it; taken as the side margin"))
}

enum FloatingTabBarRule {
    /// The tab bar floats on an iPad from iPadOS 18 when the window is regular in width; in
    /// compact width (a Split View pane, Slide Over, a narrow window) it is the bottom bar again.
    /// Interface Builder's canvas keeps its simulated bottom bar: the frames a document stores were
    /// laid out under it, and no saved document shows the canvas floating one.
    static func floats(idiom: UserInterfaceIdiom, os: OSVersion, horizontalSizeClass: UserInterfaceSizeClass, surface: LayoutSurface) -> Bool {
        idiom == .pad && os.major >= 18 && horizontalSizeClass == .regular && surface == .device
    }

    /// iOS 26 draws an iPhone's tab bar as a capsule: where the sources show it, a phone with a
    /// home indicator in portrait.
    static func drawsCapsule(idiom: UserInterfaceIdiom, os: OSVersion, orientation: InterfaceOrientation, homeIndicator: Double) -> Bool {
        idiom == .phone && os.major >= 26 && orientation == .portrait && homeIndicator > 0
    }
}
