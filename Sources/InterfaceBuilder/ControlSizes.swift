import LayoutEngine

/// The sizes of UIKit controls the engine does not measure, as frames (Docs/Controls.md).
///
/// GUESS where not measured, marked as such (Docs/decisions/0019-interface-builder-import-choices.md, controls): the values are the
/// frames Interface Builder stores for free controls (no size constraint, not stretched) in public
/// documents of Xcode 12–16: a switch 51 × 31, a stepper 94 × 32, a slider and a segmented
/// control 31 and 32 high, a medium activity indicator 20 × 20, a page control 27.5 high, a search
/// bar 56 high, a picker view 216 high; and UIKit's bar heights. `-1` is `UIView.noIntrinsicMetric`. A control's
/// intrinsic content size is its frame less its `alignmentRectInsets` (`alignmentInsets`), as
/// UIKit's Auto Layout places the alignment rectangle. Controls whose size follows their content
/// (segmented controls' widths, date and picker views) take the frame the document stores.
public enum ControlSizes {
    public static let defaults: [String: Size] = [
        "switch": Size(width: 51, height: 31),
        "stepper": Size(width: 94, height: 32),
        "activityIndicatorView": Size(width: 20, height: 20),
        "activityIndicatorView.large": Size(width: 37, height: 37),
        "progressView": Size(width: -1, height: 4),
        "slider": Size(width: -1, height: 31),
        "searchBar": Size(width: -1, height: 56),
        "pageControl": Size(width: -1, height: 27.5),
        "pickerView": Size(width: -1, height: 216),
        "navigationBar": Size(width: -1, height: 44),
        "toolbar": Size(width: -1, height: 44),
        "tabBar": Size(width: -1, height: 49),
    ]

    /// `alignmentRectInsets` of the controls whose frame reaches beyond what Auto Layout aligns:
    /// a switch's frame 2 points to the right (in a stack filling 377 points a switch's frame is
    /// 379 wide), a slider's 2 at each side and 1 below, a segmented control's 1 below (the next
    /// view of a stack starts 31 points below a 32-point control).
    public static let alignmentInsets: [String: EdgeInsets] = [
        "switch": EdgeInsets(top: 0, left: 0, bottom: 0, right: 2),
        "slider": EdgeInsets(top: 0, left: 2, bottom: 1, right: 2),
        "segmentedControl": EdgeInsets(top: 0, left: 0, bottom: 1, right: 0),
    ]

    /// A frame size less alignment insets: the intrinsic content size Auto Layout uses (an axis
    /// without a metric keeps -1).
    static func intrinsicSize(frame: Size, insets: EdgeInsets) -> Size {
        Size(width: frame.width < 0 ? frame.width : max(0, frame.width - insets.left - insets.right),
             height: frame.height < 0 ? frame.height : max(0, frame.height - insets.top - insets.bottom))
    }

    /// The switch Xcode 26's canvas draws (iOS 26): the size its documents store for every free
    /// switch (Docs/InterfaceBuilder.md, "The canvas's safe area and bars").
    public static let switchIOS26 = Size(width: 63, height: 28)

    /// The slider Xcode 26's canvas draws (iOS 26): 34 high, its frame its alignment rectangle
    /// (no insets): six sliders pinned to margins 16 and 20 are stored at x 16 and 20, 34 high
    /// (Docs/Controls.md).
    public static let sliderIOS26 = Size(width: -1, height: 34)

    /// Element names whose intrinsic size is their stored frame's (content-dependent controls).
    /// A known gap: their stored frame is an input, which UIKit computes from their segments and
    /// style (not measured here).
    static let measuredByInterfaceBuilder: Set<String> = ["segmentedControl", "datePicker"]
}
