/// `UIFont.TextStyle`: the semantic styles Dynamic Type scales with the content size category
/// (`DynamicType` holds each style's font size, leading and weight per category).
public enum TextStyle: String, Sendable, Hashable, CaseIterable {
    case largeTitle, title1, title2, title3, headline, subheadline, body, callout, footnote, caption1, caption2
}
