/// What `UIFont.preferredFont(forTextStyle:compatibleWith:)` gives a text style at one content size
/// category: point size, leading (line height) and weight.
package struct DynamicTypeFont: Sendable, Hashable {
    package var size: Double
    package var leading: Double
    package var weight: FontWeight

    package init(size: Double, leading: Double, weight: FontWeight) {
        self.size = size
        self.leading = leading
        self.weight = weight
    }
}

/// Apple's iOS/iPadOS Dynamic Type table: every `TextStyle` at every `ContentSizeCategory`.
///
/// Source: Apple Human Interface Guidelines, "Typography" →
/// "Specifications" → "iOS, iPadOS Dynamic Type sizes" (xSmall … xxxLarge) and
/// "iOS, iPadOS larger accessibility type sizes" (AX1 … AX5),
/// https://developer.apple.com/design/human-interface-guidelines/typography
/// (read 2026-11-23 from stored copies of the page, not live: one dated "June 21, 2023, updated to
/// include guidance for visionOS" and later ones that add an "Emphasized weight" column; every
/// size, leading and weight agrees between them, and `cuba3/skills-apple-human-interface-guidelines`
/// docs/typography.md repeats the xSmall and AX1 tables).
///
/// Cross-check: the point sizes against what UIKit returned on the iOS 13.3 simulator
/// (Xcode 11.3) as recorded in `temoki/UIKit_DynamicType` README.md, "Font size change due to
/// combination" — a measurement, independent of the HIG text. That source has no leading, so the
/// leadings rest on the HIG alone (its copies agree).
///
/// One disagreement: caption2 at AX5 (accessibilityExtraExtraExtraLarge) is 40 pt in every copy of
/// the HIG and 41 pt in the iOS 13.3 measurement; this table keeps the HIG's 40 (leading 48). The
/// other 131 sizes agree. Quirks kept as published, not smoothed: footnote,
/// caption1 and caption2 are flat from xSmall to Medium (caption2 to Large); subheadline at
/// xxxLarge has leading 28, the same as callout, one size larger.
///
/// The weight column is the same in all twelve tables: headline is Semibold, every other style
/// Regular. (Bold Text and the emphasized variants are not modelled here.)
package enum DynamicType {
    package static func font(_ style: TextStyle, _ category: ContentSizeCategory) -> DynamicTypeFont {
        let cell = column(category)[style]
        return DynamicTypeFont(size: cell.size, leading: cell.leading, weight: style == .headline ? .semibold : .regular)
    }

    /// One HIG table, as (size, leading) per style, in the HIG's row order. Exhaustive switches,
    /// so a missing category or style is a compile error rather than a lookup that can fail.
    private static func column(_ category: ContentSizeCategory) -> Column {
        switch category {
        //                                    largeTitle title1    title2    title3    headline  body      callout   subhead   footnote  caption1  caption2
        case .extraSmall:                      Column((31, 38), (25, 31), (19, 24), (17, 22), (14, 19), (14, 19), (13, 18), (12, 16), (12, 16), (11, 13), (11, 13))
        case .small:                           Column((32, 39), (26, 32), (20, 25), (18, 23), (15, 20), (15, 20), (14, 19), (13, 18), (12, 16), (11, 13), (11, 13))
        case .medium:                          Column((33, 40), (27, 33), (21, 26), (19, 24), (16, 21), (16, 21), (15, 20), (14, 19), (12, 16), (11, 13), (11, 13))
        case .large:                           Column((34, 41), (28, 34), (22, 28), (20, 25), (17, 22), (17, 22), (16, 21), (15, 20), (13, 18), (12, 16), (11, 13))
        case .extraLarge:                      Column((36, 43), (30, 37), (24, 30), (22, 28), (19, 24), (19, 24), (18, 23), (17, 22), (15, 20), (14, 19), (13, 18))
        case .extraExtraLarge:                 Column((38, 46), (32, 39), (26, 32), (24, 30), (21, 26), (21, 26), (20, 25), (19, 24), (17, 22), (16, 21), (15, 20))
        case .extraExtraExtraLarge:            Column((40, 48), (34, 41), (28, 34), (26, 32), (23, 29), (23, 29), (22, 28), (21, 28), (19, 24), (18, 23), (17, 22))
        case .accessibilityMedium:             Column((44, 52), (38, 46), (34, 41), (31, 38), (28, 34), (28, 34), (26, 32), (25, 31), (23, 29), (22, 28), (20, 25))
        case .accessibilityLarge:              Column((48, 57), (43, 51), (39, 47), (37, 44), (33, 40), (33, 40), (32, 39), (30, 37), (27, 33), (26, 32), (24, 30))
        case .accessibilityExtraLarge:         Column((52, 61), (48, 57), (44, 52), (43, 51), (40, 48), (40, 48), (38, 46), (36, 43), (33, 40), (32, 39), (29, 35))
        case .accessibilityExtraExtraLarge:    Column((56, 66), (53, 62), (50, 59), (49, 58), (47, 56), (47, 56), (44, 52), (42, 50), (38, 46), (37, 44), (34, 41))
        case .accessibilityExtraExtraExtraLarge: Column((60, 70), (58, 68), (56, 66), (55, 65), (53, 62), (53, 62), (51, 60), (49, 58), (44, 52), (43, 51), (40, 48))
        }
    }

    private typealias Cell = (size: Double, leading: Double)

    private struct Column {
        let largeTitle, title1, title2, title3, headline, body, callout, subheadline, footnote, caption1, caption2: Cell

        init(_ largeTitle: Cell, _ title1: Cell, _ title2: Cell, _ title3: Cell, _ headline: Cell, _ body: Cell,
             _ callout: Cell, _ subheadline: Cell, _ footnote: Cell, _ caption1: Cell, _ caption2: Cell) {
            (self.largeTitle, self.title1, self.title2, self.title3) = (largeTitle, title1, title2, title3)
            (self.headline, self.body, self.callout, self.subheadline) = (headline, body, callout, subheadline)
            (self.footnote, self.caption1, self.caption2) = (footnote, caption1, caption2)
        }

        subscript(style: TextStyle) -> Cell {
            switch style {
            case .largeTitle: largeTitle
            case .title1: title1
            case .title2: title2
            case .title3: title3
            case .headline: headline
            case .body: body
            case .callout: callout
            case .subheadline: subheadline
            case .footnote: footnote
            case .caption1: caption1
            case .caption2: caption2
            }
        }
    }
}
