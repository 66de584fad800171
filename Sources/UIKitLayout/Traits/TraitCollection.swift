/// UIKit's `UIUserInterfaceSizeClass`.
public enum UserInterfaceSizeClass: String, Sendable, Hashable, Codable {
    case compact
    case regular
}

/// UIKit's `UIUserInterfaceIdiom`, limited to the devices of the catalog.
public enum UserInterfaceIdiom: String, Sendable, Hashable, Codable {
    case phone
    case pad
    case tv
}

/// UIKit's `UIUserInterfaceLayoutDirection`.
public enum UserInterfaceLayoutDirection: String, Sendable, Hashable, CaseIterable, Codable {
    case leftToRight
    case rightToLeft
}

/// UIKit's `UISemanticContentAttribute`, the cases that change the layout direction.
public enum SemanticContentAttribute: String, Sendable, Hashable, CaseIterable {
    case unspecified
    case forceLeftToRight
    case forceRightToLeft

    /// UIKit's `effectiveUserInterfaceLayoutDirection` for a view: a forced attribute wins,
    /// otherwise the trait collection's direction (uikit-rules.md b6).
    package func effectiveDirection(in traits: UserInterfaceLayoutDirection) -> UserInterfaceLayoutDirection {
        switch self {
        case .unspecified: traits
        case .forceLeftToRight: .leftToRight
        case .forceRightToLeft: .rightToLeft
        }
    }
}

/// UIKit's `UIContentSizeCategory`, by its Swift case names.
public enum ContentSizeCategory: String, Sendable, Hashable, CaseIterable, Codable {
    case extraSmall
    case small
    case medium
    case large
    case extraLarge
    case extraExtraLarge
    case extraExtraExtraLarge
    case accessibilityMedium
    case accessibilityLarge
    case accessibilityExtraLarge
    case accessibilityExtraExtraLarge
    case accessibilityExtraExtraExtraLarge

    /// Accepts the Swift case names and the short forms designers use (`xs`, `L`, `AX1`, …:
    /// `shortName`, in any case).
    public init?(name: String) {
        if let exact = ContentSizeCategory(rawValue: name) { self = exact; return }
        let lowered = name.lowercased()
        guard let match = ContentSizeCategory.allCases.first(where: { $0.shortName.lowercased() == lowered }) else { return nil }
        self = match
    }
}

/// The traits a layout is computed under (UIKit's `UITraitCollection`, the part geometry needs).
public struct TraitCollection: Hashable, Sendable, Codable {
    public var horizontalSizeClass: UserInterfaceSizeClass
    public var verticalSizeClass: UserInterfaceSizeClass
    public var userInterfaceIdiom: UserInterfaceIdiom
    public var displayScale: Double
    public var layoutDirection: UserInterfaceLayoutDirection
    public var preferredContentSizeCategory: ContentSizeCategory

    public init(
        horizontalSizeClass: UserInterfaceSizeClass, verticalSizeClass: UserInterfaceSizeClass,
        userInterfaceIdiom: UserInterfaceIdiom, displayScale: Double,
        layoutDirection: UserInterfaceLayoutDirection, preferredContentSizeCategory: ContentSizeCategory
    ) {
        self.horizontalSizeClass = horizontalSizeClass
        self.verticalSizeClass = verticalSizeClass
        self.userInterfaceIdiom = userInterfaceIdiom
        self.displayScale = displayScale
        self.layoutDirection = layoutDirection
        self.preferredContentSizeCategory = preferredContentSizeCategory
    }
}
