/// `UIStackView.Distribution`: how arranged views share the stack's length along its axis
/// (solver-cases.md §3, "Distributions").
public enum StackViewDistribution: String, CaseIterable, Sendable, Hashable {
    /// Sizes from the views' own constraints; extra or missing room goes by hugging and
    /// compression resistance.
    case fill
    /// Every visible view the same size (`UISV-fill-equally`, required).
    case fillEqually
    /// Sizes proportional to the intrinsic sizes (`UISV-fill-proportionally`, @ 999 − index).
    case fillProportionally
    /// Views keep their sizes; the gaps between their edges are equal (gap guides, required).
    case equalSpacing
    /// Views keep their sizes; the distances between their centres are equal (gap guides, @ 149).
    case equalCentering
}

/// `UIStackView.Alignment`: where arranged views sit across the stack's axis. UIKit's `top` is
/// `leading` and its `bottom` is `trailing` (the same raw values); the baselines apply to
/// horizontal stacks.
public enum StackViewAlignment: String, CaseIterable, Sendable, Hashable {
    case fill
    case leading
    case firstBaseline
    case center
    case trailing
    case lastBaseline

    /// UIKit's alias of `leading` (the top edge, in a horizontal stack).
    public static let top = StackViewAlignment.leading
    /// UIKit's alias of `trailing` (the bottom edge, in a horizontal stack).
    public static let bottom = StackViewAlignment.trailing

    /// The spec's names: UIKit's, with `top` and `bottom` as aliases.
    package static let specNames = ["fill", "leading", "top", "firstBaseline", "center", "trailing", "bottom", "lastBaseline"]

    /// A spec name (`top` and `bottom` included); nil for another string.
    package init?(specName: String) {
        switch specName {
        case "top": self = .leading
        case "bottom": self = .trailing
        default: self.init(rawValue: specName)
        }
    }

    public var isBaseline: Bool { self == .firstBaseline || self == .lastBaseline }
}

/// The numbers UIKit's stack views use that are not properties of one stack.
package enum StackViewMetrics {
    /// `UIStackView.spacingUseSystem` stands for the system's standard spacing between
    /// siblings: 8 points, the "standard" space of Auto Layout between sibling views (Apple's Auto
    /// Layout Guide; Interface Builder's "Standard" constant). Between baselines
    /// (`isBaselineRelativeArrangement`) UIKit derives it from the fonts; that formula is not
    /// published, so the engine uses the same 8 points there too: a guess, overridable through
    /// `LayoutEnvironment.stackViewSystemSpacing` (decision 0011, Docs/decisions/0011-stack-views.md).
    package static let systemSpacing = 8.0
}
