/// How a `UILabel` draws its text in its bounds once layout is done (`drawText(in:)` in the rect
/// `textRect(forBounds:limitedToNumberOfLines:)` gives): what the picture shows and the geometry
/// JSON's `text` records. The rules and their sources (none of them is in the project's UIKit
/// reference, which covers geometry; each is Apple's documentation or, where marked, an
/// observation of developers):
///
/// 1. Lines break at the bounds' width, not at `preferredMaxLayoutWidth` (which only sizes the
///    label): `textRect(forBounds:limitedToNumberOfLines:)` is given "the bounding rectangle of the
///    label" (developer.apple.com/documentation/uikit/uilabel/textrect(forbounds:limitedtonumberoflines:)).
/// 2. The lines shown are at most `numberOfLines` (0: no limit) and only those that fit the bounds'
///    height whole: "the label truncates any text that doesn't fit within the maximum number of
///    lines and inside the bounding rectangle" (…/uilabel/numberoflines); a label a fraction of a
///    point shorter than its lines loses the last one (FlineDev/HandyUIKit pull request 3: labels
///    constrained to an unrounded text height "not rendering the last line").
/// 3. The last line shown ends in "…" when text is left out: `byTruncatingTail`, UILabel's default
///    `lineBreakMode`, as `NSStringDrawingTruncatesLastVisibleLine` ("adds the ellipsis character to
///    the last visible line if the text doesn't fit into the bounds", NSStringDrawing.h).
/// 4. The lines are centred vertically in the bounds (UILabel has no other vertical alignment:
///    LemonCake/MSLabel issue 4, "the center vertical alignement, which is the default and only
///    option for the standard UILabel"; the engine's baselines, `TextMeasurement`, agree).
/// 5. `textAlignment` is `.natural` (the default since iOS 9, …/uilabel/textalignment): left for
///    left-to-right, right for right-to-left (…/nstextalignment/natural). The engine takes the
///    direction from the label's `effectiveUserInterfaceLayoutDirection`, not from the script of
///    the text (the model has no other).
///
/// A guess, marked: a label shorter than one line still draws its first line (centred, so it
/// reaches beyond the top and bottom); rule 2 read literally would draw nothing, which no
/// developer reports. UILabel does not clip to its bounds (`clipsToBounds` is false by default),
/// so text beyond them shows; `overflowsHorizontally`/`Vertically` say so.
enum LabelDrawing {
    /// Rounding slack when comparing lengths (the output's own precision).
    static let tolerance = 1e-6

    /// The text a view draws in `bounds`: a label's, a button's title, a text field's text or
    /// else its placeholder; nil for other views and without text.
    ///
    /// Buttons and text fields draw one line with the rules above inside the room their control
    /// leaves (`ControlTextMetrics`): a button's title centred horizontally (UIButton's default
    /// `contentHorizontalAlignment`, `.center`), a text field's at its leading padding (`.natural`
    /// alignment, UITextField's default). A simplification, marked: a button's title label
    /// truncates at its tail here, where UIKit's default for buttons is `byTruncatingMiddle`.
    static func text(of view: View, bounds: Rect, direction: UserInterfaceLayoutDirection, category: ContentSizeCategory,
                     controls: ControlTextMetrics = .uikit) -> ComputedText? {
        switch view.viewClass {
        case .label:
            guard let text = view.text, !text.isEmpty else { return nil }
            let font = (view.font ?? .labelDefault).resolved(for: category)
            return lay(text, font: font, numberOfLines: view.numberOfLines, bounds: bounds, direction: direction,
                       shrinkingTo: Autoshrink.smallestSize(of: view, font: font), baselineAdjustment: view.baselineAdjustment)
        case .button:
            guard let title = view.title, !title.isEmpty else { return nil }
            let font = ButtonSizing.titleFont(of: view, controls: controls).resolved(for: category)
            let insets = ButtonSizing.insets(of: view, hasTitle: true, controls: controls)
            var area = bounds.inset(by: insets)
            // The image stands before the title; the title takes what is left.
            if let image = view.buttonImageSize, image.width > 0 {
                area = direction == .rightToLeft ? Rect(x: area.minX, y: area.minY, width: max(0, area.width - image.width), height: area.height)
                    : Rect(x: area.minX + image.width, y: area.minY, width: max(0, area.width - image.width), height: area.height)
            }
            return lay(title, font: font, numberOfLines: 1, bounds: area, direction: direction, centred: true)
        case .textView:
            guard let text = view.text, !text.isEmpty else { return nil }
            let font = (view.font ?? TextMeasurement.textViewDefaultFont).resolved(for: category)
            // A text view's text starts at the top of its text container (the container insets
            // and line padding of `textViewInsets`), not in the middle as a label's does.
            return lay(text, font: font, numberOfLines: 0, bounds: bounds.inset(by: TextMeasurement.textViewInsets(view)), direction: direction,
                       fromTop: true)
        case .textField:
            let isPlaceholder = view.text?.isEmpty ?? true
            guard let text = isPlaceholder ? view.placeholder : view.text, !text.isEmpty else { return nil }
            let font = (view.font ?? controls.textFieldDefaultFont).resolved(for: category)
            var padding = controls.textFieldPadding[view.borderStyle] ?? .zero
            if direction == .rightToLeft { swap(&padding.left, &padding.right) }
            var laid = lay(text, font: font, numberOfLines: 1, bounds: bounds.inset(by: padding), direction: direction,
                           shrinkingTo: isPlaceholder ? nil : Autoshrink.smallestSize(of: view, font: font))
            laid.isPlaceholder = isPlaceholder
            return laid
        default:
            return nil
        }
    }

    /// The rules above for one string; `centred` puts each line in the middle of the bounds'
    /// width instead of at the natural edge; `fromTop` starts the lines at the bounds' top
    /// instead of centring them vertically. `smallest`: the text shrinks to fit down to this
    /// point size (`Autoshrink`), its single line placed by `baselineAdjustment`.
    static func lay(_ text: String, font: Font, numberOfLines: Int, bounds: Rect, direction: UserInterfaceLayoutDirection,
                    centred: Bool = false, fromTop: Bool = false, shrinkingTo smallest: Double? = nil,
                    baselineAdjustment: BaselineAdjustment = .alignBaselines) -> ComputedText {
        var drawn = font
        var layout = lines(of: text, font: font, numberOfLines: numberOfLines, bounds: bounds)
        if let smallest, !fits(layout, in: bounds) {
            drawn = Autoshrink.fittingFont(font, smallest: smallest) { fits(lines(of: text, font: $0, numberOfLines: numberOfLines, bounds: bounds), in: bounds) }
            layout = lines(of: text, font: drawn, numberOfLines: numberOfLines, bounds: bounds)
        }
        let height = drawn.height(ofLines: layout.lines.count)
        // The first baseline: lines centred in the bounds; a single shrunk line placed against
        // where the full-size line would be (`Autoshrink` rule 4).
        var baseline = bounds.minY + (fromTop ? 0 : (bounds.height - height) / 2) + drawn.ascender
        if drawn != font, numberOfLines == 1 {
            let fullTop = bounds.minY + (bounds.height - font.lineHeight) / 2
            switch baselineAdjustment {
            case .alignBaselines: baseline = fullTop + font.ascender
            case .alignCenters: break
            case .none: baseline = fullTop + drawn.ascender
            }
        }
        var placed: [ComputedText.Line] = []
        for (i, line) in layout.lines.enumerated() {
            let x = centred ? bounds.midX - line.width / 2 : direction == .rightToLeft ? bounds.maxX - line.width : bounds.minX
            placed.append(ComputedText.Line(text: line.text, x: x, baseline: baseline + Double(i) * drawn.lineAdvance, width: line.width))
        }
        return ComputedText(
            font: drawn, lines: placed, isTruncated: layout.isTruncated,
            overflowsHorizontally: layout.lines.contains { $0.width > bounds.width + tolerance },
            overflowsVertically: height > bounds.height + tolerance)
    }

    /// The lines drawn in `bounds` (rules 1 and 2): at most `numberOfLines` and the lines that
    /// fit the height whole, at least one.
    static func lines(of text: String, font: Font, numberOfLines: Int, bounds: Rect) -> TextLayout {
        let fitting = font.lines(fitting: bounds.height + tolerance)
        let limit = numberOfLines > 0 ? min(numberOfLines, fitting) : fitting
        // The label's own lines at this width (usually measured already, in the last layout
        // pass) are the lines drawn when they fit; only a label too short for them is broken
        // again with the lower limit.
        var layout = TextLayout.cached(text: text, font: font, maxWidth: max(0, bounds.width), numberOfLines: numberOfLines)
        if layout.lines.count > limit {
            layout = TextLayout.cached(text: text, font: font, maxWidth: max(0, bounds.width), numberOfLines: limit)
        }
        return layout
    }

    /// Whether the lines show all the text within the bounds' width. (The lines that fit the
    /// height are all that `lines(of:…)` keeps, so text beyond it is truncated; a label shorter
    /// than one line does not shrink: the property fits the text to the width.)
    static func fits(_ layout: TextLayout, in bounds: Rect) -> Bool {
        !layout.isTruncated && !layout.lines.contains { $0.width > bounds.width + tolerance }
    }
}

private extension Double {
    func clamped(to range: ClosedRange<Double>) -> Double { Swift.min(range.upperBound, Swift.max(range.lowerBound, self)) }
}
