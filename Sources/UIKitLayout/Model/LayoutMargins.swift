/// Margins a user set on a view, in the form they were set: UIKit keeps `layoutMargins` and
/// `directionalLayoutMargins` in sync through the layout direction (uikit-rules.md b6), so the
/// engine resolves them only once the direction is known.
public enum LayoutMarginsSetting: Hashable, Sendable {
    case physical(EdgeInsets)
    case directional(DirectionalEdgeInsets)

    func directional(in direction: UserInterfaceLayoutDirection) -> DirectionalEdgeInsets {
        switch self {
        case .physical(let insets): insets.directional(in: direction)
        case .directional(let insets): insets
        }
    }
}
