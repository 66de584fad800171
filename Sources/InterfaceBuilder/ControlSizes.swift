import LayoutEngine

/// Intrinsic content sizes of UIKit controls, in points, as iOS 17–18 report them.
///
/// GUESS, marked as such (README "Interface Builder"): interface-builder.md §7.2 leaves these to
/// "a per-iOS-version table, measured on a simulator once", which has not been done. The values
/// are the sizes Interface Builder stores for these controls in the corpus's Xcode 12–16 files
/// (a switch 51 × 31, a stepper 94 × 32, a medium activity indicator 20 × 20) and UIKit's bar
/// heights; Xcode 26 files store a 63 × 28 switch. `-1` is `UIView.noIntrinsicMetric`.
/// Controls whose size follows their content (segmented controls, page controls, date and
/// picker views) take the frame the document stores, which IB measured.
public enum ControlSizes {
    public static let defaults: [String: Size] = [
        "switch": Size(width: 51, height: 31),
        "stepper": Size(width: 94, height: 32),
        "activityIndicatorView": Size(width: 20, height: 20),
        "activityIndicatorView.large": Size(width: 37, height: 37),
        "progressView": Size(width: -1, height: 4),
        "slider": Size(width: -1, height: 30),
        "searchBar": Size(width: -1, height: 56),
        "navigationBar": Size(width: -1, height: 44),
        "toolbar": Size(width: -1, height: 44),
        "tabBar": Size(width: -1, height: 49),
    ]

    /// The switch Xcode 26's canvas draws (iOS 26): the size its documents store for every free
    /// switch (Docs/InterfaceBuilder.md, "The canvas's safe area and bars").
    public static let switchIOS26 = Size(width: 63, height: 28)

    /// Element names whose intrinsic size is their stored frame's (content-dependent controls).
    static let measuredByInterfaceBuilder: Set<String> = ["segmentedControl", "pageControl", "datePicker", "pickerView"]
}
