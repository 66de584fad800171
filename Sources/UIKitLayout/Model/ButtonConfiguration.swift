/// UIKit's `UIButton.ButtonType`, as far as it changes a button's size: a system button is never
/// narrower than 30 points (Docs/Buttons.md).
public enum ButtonType: String, Sendable, Hashable, CaseIterable {
    case custom, system, detailDisclosure, infoLight, infoDark, contactAdd, close
}

/// UIKit's `UIButton.Configuration` (iOS 15), as far as it sizes a button: its content insets
/// and its title's font (Docs/Buttons.md).
public struct ButtonConfiguration: Hashable, Sendable {
    /// `plain`, `filled`, `gray`, `tinted`, …: the same size for all, as measured.
    public var style: String
    /// The content insets: UIKit's default for the medium size is 7 above and below, 12 at the sides.
    public var contentInsets: DirectionalEdgeInsets
    /// The title's font; nil: the body text style, as UIKit's default.
    public var titleFont: LabelFont?

    public static let defaultContentInsets = DirectionalEdgeInsets(top: 7, leading: 12, bottom: 7, trailing: 12)

    public init(style: String = "plain", contentInsets: DirectionalEdgeInsets = ButtonConfiguration.defaultContentInsets,
                titleFont: LabelFont? = nil) {
        self.style = style
        self.contentInsets = contentInsets
        self.titleFont = titleFont
    }
}
