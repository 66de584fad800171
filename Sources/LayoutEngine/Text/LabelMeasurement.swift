/// A label's `intrinsicContentSize`, as UILabel computes it from its text: one line as wide as
/// the text, or (`numberOfLines` other than 1) the lines the text breaks into at
/// `preferredMaxLayoutWidth`, or when that is automatic at the width layout gave the label, each
/// line `font.lineHeight` high. UIKit rounds the size up to whole pixels of the screen (a 17-point
/// line is 20.333 high on a 3× screen, not 20.287).
enum LabelMeasurement {
    /// `width`: the label's width from the previous layout pass, nil or 0 before the first
    /// (then a multi-line label is measured unbounded, as UIKit's is before its first layout).
    static func intrinsicContentSize(of view: View, width: Double?, category: ContentSizeCategory, scale: Double) -> Size? {
        guard view.viewClass == .label else { return nil }
        guard let text = textLayout(of: view, width: width, category: category) else { return Size(width: 0, height: 0) }
        let size = text.size
        return Size(width: roundUp(size.width, scale), height: roundUp(size.height, scale))
    }

    /// The label's lines at `width` (see `intrinsicContentSize`); nil without text.
    static func textLayout(of view: View, width: Double?, category: ContentSizeCategory) -> TextLayout? {
        guard view.viewClass == .label, let text = view.text, !text.isEmpty else { return nil }
        let font = (view.font ?? .labelDefault).resolved(for: category)
        var limit: Double?
        if view.numberOfLines != 1 {
            if let preferred = view.preferredMaxLayoutWidth, preferred > 0 { limit = preferred } else if let width, width > 0 { limit = width }
        }
        return TextLayout(text: text, font: font, maxWidth: limit, numberOfLines: view.numberOfLines)
    }

    /// Where a label's first and last baselines sit, from its vertical centre: UILabel centres
    /// its lines vertically in its bounds, the first baseline one ascender below the top of the
    /// text, each next one a line height lower. nil without text (the baselines are the bottom).
    static func baselineOffsets(of view: View, width: Double?, category: ContentSizeCategory) -> (first: Double, last: Double)? {
        guard let text = textLayout(of: view, width: width, category: category), !text.lines.isEmpty else { return nil }
        let first = -text.size.height / 2 + text.font.ascender
        return (first, first + Double(text.lines.count - 1) * text.font.lineHeight)
    }

    static func roundUp(_ value: Double, _ scale: Double) -> Double {
        guard scale > 0 else { return value.rounded(.up) }
        // Against values a hair above a pixel boundary from floating-point sums.
        return ((value * scale) - 1e-9).rounded(.up) / scale
    }
}
