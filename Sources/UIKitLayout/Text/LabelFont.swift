/// A label's font as UIKit code sets one: `UIFont.preferredFont(forTextStyle:)` (a text style
/// Dynamic Type scales) or `UIFont.systemFont(ofSize:weight:)`.
public enum LabelFont: Hashable, Sendable {
    case textStyle(TextStyle)
    case system(size: Double, weight: FontWeight)

    /// UILabel's default font: the system font at 17 points, regular.
    package static let labelDefault = LabelFont.system(size: 17, weight: .regular)

    /// The font in an environment. A text style takes its size and weight from the content size
    /// category (`DynamicType`). In a snapshot every label is made in its environment, so a text
    /// style is at that category whether or not `adjustsFontForContentSizeCategory` is set
    /// (UIKit resolves a preferred font when it is created; the flag only follows later changes).
    package func resolved(for category: ContentSizeCategory) -> Font {
        switch self {
        case .textStyle(let style):
            let entry = DynamicType.font(style, category)
            var font = Font(size: entry.size, weight: entry.weight)
            font.lineSpacing = entry.leading
            return font
        case .system(let size, let weight):
            return Font(size: size, weight: weight)
        }
    }
}
