/// A `UISplitViewController` (Docs/Containers.md, "Split view controllers"): columns side by
/// side, or over each other, in regular width; one column in compact width.
public struct SplitViewController: Hashable, Sendable {
    /// `UISplitViewController.Style`: `unspecified` is the classic controller (iOS 8 to 13's API,
    /// `viewControllers: [primary, secondary]`); the column styles are iOS 14's.
    public enum Style: String, Hashable, Sendable, CaseIterable {
        case unspecified, doubleColumn, tripleColumn
    }

    /// `UISplitViewController.DisplayMode`.
    public enum DisplayMode: String, Hashable, Sendable, CaseIterable {
        case automatic, secondaryOnly, oneBesideSecondary, oneOverSecondary, twoBesideSecondary, twoOverSecondary, twoDisplaceSecondary
    }

    /// `UISplitViewController.SplitBehavior`.
    public enum SplitBehavior: String, Hashable, Sendable, CaseIterable {
        case automatic, tile, overlay, displace
    }

    public var id: String
    public var style: Style
    public var primary: ViewControllerNode?
    /// The middle column of `tripleColumn`.
    public var supplementary: ViewControllerNode?
    public var secondary: ViewControllerNode?
    /// The column shown in compact width, when given (column styles).
    public var compact: ViewControllerNode?
    public var preferredDisplayMode: DisplayMode = .automatic
    public var preferredSplitBehavior: SplitBehavior = .automatic
    /// Points; nil for UIKit's default (`SplitViewRule.primaryWidth`).
    public var preferredPrimaryColumnWidth: Double?
    public var minimumPrimaryColumnWidth: Double?
    public var maximumPrimaryColumnWidth: Double?
    public var additionalSafeAreaInsets: EdgeInsets = .zero
    public var viewRespectsSystemMinimumLayoutMargins: Bool = true
    public var edgesForExtendedLayout: RectEdge = .all
    public var extendedLayoutIncludesOpaqueBars: Bool = false
    /// The controller this one presents (Docs/Presentations.md).
    public var presented: Presentation?

    /// A column-style controller (`doubleColumn` or `tripleColumn`).
    public init(id: String, style: Style, primary: ViewControllerNode? = nil, supplementary: ViewControllerNode? = nil,
                secondary: ViewControllerNode? = nil, compact: ViewControllerNode? = nil) {
        (self.id, self.style, self.primary, self.supplementary, self.secondary, self.compact) = (id, style, primary, supplementary, secondary, compact)
    }

    /// The classic controller, `viewControllers: [primary, secondary]`.
    public init(id: String, viewControllers: [ViewControllerNode]) {
        self.init(id: id, style: .unspecified, primary: viewControllers.first, secondary: viewControllers.dropFirst().first)
    }

    /// Every column's controller, primary first.
    public var columns: [ViewControllerNode] { [primary, supplementary, secondary, compact].compactMap { $0 } }
}
