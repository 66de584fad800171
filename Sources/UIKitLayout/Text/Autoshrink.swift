/// Autoshrink (`View.adjustsFontSizeToFitWidth`): the font a label or a text field draws its text
/// in when the text does not fit its bounds in its own font. The rules and their sources (Apple's
/// documentation, developer.apple.com/documentation/uikit/…):
///
/// 1. Only drawing changes. "Normally, the label draws the text with the font you specify in the
///    `font` property. If this property is true, and the text … exceeds the label's bounding
///    rectangle, the label reduces the font size until the text fits or it has scaled the font
///    down to the minimum font size" (…/uilabel/adjustsfontsizetofitwidth); UITextField's page
///    says the same of its text (…/uitextfield/adjustsfontsizetofitwidth). The view's size comes
///    from its `font`, as the frames Interface Builder stores for autoshrinking labels show
///    (Docs/InterfaceBuilder.md, "Autoshrink").
/// 2. A label's floor is `minimumScaleFactor` times its font size; "if you specify a value of 0
///    for this property, the label doesn't scale the text down" (…/uilabel/minimumscalefactor).
///    The deprecated `minimumFontSize` stands in when the factor is 0 (the two are equivalent:
///    a factor of minimum size over font size).
/// 3. A text field's floor is `minimumFontSize` (…/uitextfield/minimumfontsize; default 0), and
///    it applies to its text, not its placeholder ("the contents in the `text` property").
/// 4. A single line keeps its baseline by default (`baselineAdjustment`, "effective only when the
///    `numberOfLines` is 1", …/uilabel/baselineadjustment; a text field's text "is shrunk along
///    the baseline"); lines of a multi-line label stay centred as the label's always are.
/// 5. Text that does not fit even at the floor is drawn at the floor and truncated there.
///
/// The engine's own choice, marked: the size chosen is the largest that fits in hundredths of a
/// point. UIKit's step is not documented; a hundredth is finer than a pixel at any size.
enum Autoshrink {
    /// The smallest point size `view` may draw `font` at, nil when it does not shrink its text.
    static func smallestSize(of view: View, font: Font) -> Double? {
        guard view.adjustsFontSizeToFitWidth else { return nil }
        switch view.viewClass {
        case .label:
            if view.minimumScaleFactor > 0 { return font.pointSize * min(1, view.minimumScaleFactor) }
            if view.minimumFontSize > 0 { return min(font.pointSize, view.minimumFontSize) }
            return nil
        case .textField:
            return min(font.pointSize, view.minimumFontSize)
        default:
            return nil
        }
    }

    /// The largest font from `font`'s size down to `smallest` (in hundredths of a point) for which
    /// `fits` holds; the font at `smallest` when none does. `fits` must hold for every size below
    /// one it holds for (text only grows with its font).
    static func fittingFont(_ font: Font, smallest: Double, fits: (Font) -> Bool) -> Font {
        // A text style's leading shrinks with its size (a guess: UIKit scales the font, and no
        // stored frame shows a shrunk multi-line label in a text style).
        func sized(_ hundredths: Int) -> Font {
            var sized = Font(size: Double(hundredths) / 100, weight: font.weight)
            sized.lineSpacing = font.lineSpacing.map { $0 * sized.pointSize / font.pointSize }
            return sized
        }
        var low = max(1, Int((smallest * 100).rounded(.up)))
        var high = Int((font.pointSize * 100).rounded(.down))
        guard low < high else { return sized(max(1, high)) }
        guard fits(sized(low)) else { return sized(low) }
        // Invariant: `low` fits, nothing above `high` does (the full size does not).
        while low < high {
            let middle = (low + high + 1) / 2
            if fits(sized(middle)) { low = middle } else { high = middle - 1 }
        }
        return sized(low)
    }
}
