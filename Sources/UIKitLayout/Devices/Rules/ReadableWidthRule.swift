/// The readable content guide's width per content size category: reference decision 7.
/// Large is 672 pt (uikit-rules.md c2, sourced); the others are unsourced, 672 scaled by the body
/// text size of the category, to 3 decimals, at low confidence. The same table on every idiom.
enum ReadableWidthRule {
    static let largeWidth = 672.0

    /// Reference decision 7: the body text size of each category, in points.
    static func bodyTextSize(_ category: ContentSizeCategory) -> Double {
        switch category {
        case .extraSmall: 14
        case .small: 15
        case .medium: 16
        case .large: 17
        case .extraLarge: 19
        case .extraExtraLarge: 21
        case .extraExtraExtraLarge: 23
        case .accessibilityMedium: 28
        case .accessibilityLarge: 33
        case .accessibilityExtraLarge: 40
        case .accessibilityExtraExtraLarge: 47
        case .accessibilityExtraExtraExtraLarge: 53
        }
    }

    static func width(_ category: ContentSizeCategory) -> Sourced<Double> {
        if category == .large {
            return Sourced(largeWidth, confidence: "high", note: "uikit-rules.md c2 (UYL_READABLE)")
        }
        let body = bodyTextSize(category)
        return Sourced(NavigationBarOriginRule.rounded3(largeWidth * body / 17), confidence: "low",
                       note: "unsourced: 672 scaled by body text size \(CatalogNumber.text(body)) pt (reference README decision 7)")
    }

    static var table: [ContentSizeCategory: Sourced<Double>] {
        var widths: [ContentSizeCategory: Sourced<Double>] = [:]
        for category in ContentSizeCategory.allCases { widths[category] = width(category) }
        return widths
    }
}
