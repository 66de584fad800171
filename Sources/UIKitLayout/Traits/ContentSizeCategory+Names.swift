/// The short names of the content size categories, and UIKit's test for the accessibility ones.
extension ContentSizeCategory {
    /// `AX1` … `AX5` for the five accessibility sizes are the names Apple's Human Interface
    /// Guidelines give them ("Typography" → "Specifications" → "iOS, iPadOS larger accessibility
    /// type sizes", the source of `DynamicType`'s table); `XS` … `XXXL` shorten the HIG's
    /// xSmall … xxxLarge the same way (as reference decision 7 writes them).
    /// Snapshot file names use them in lower case (`SnapshotNaming`); `init(name:)` reads them in
    /// any case.
    public var shortName: String {
        switch self {
        case .extraSmall: "XS"
        case .small: "S"
        case .medium: "M"
        case .large: "L"
        case .extraLarge: "XL"
        case .extraExtraLarge: "XXL"
        case .extraExtraExtraLarge: "XXXL"
        case .accessibilityMedium: "AX1"
        case .accessibilityLarge: "AX2"
        case .accessibilityExtraLarge: "AX3"
        case .accessibilityExtraExtraLarge: "AX4"
        case .accessibilityExtraExtraExtraLarge: "AX5"
        }
    }

    /// UIKit's `UIContentSizeCategory.isAccessibilityCategory`: true for the five sizes a user
    /// reaches with Larger Accessibility Sizes turned on (accessibilityMedium … AX5).
    public var isAccessibilityCategory: Bool {
        switch self {
        case .accessibilityMedium, .accessibilityLarge, .accessibilityExtraLarge, .accessibilityExtraExtraLarge,
             .accessibilityExtraExtraExtraLarge: true
        default: false
        }
    }
}
