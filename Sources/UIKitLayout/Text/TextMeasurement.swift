/// The sizes views that show text give themselves: a label's `intrinsicContentSize` as UILabel
/// computes it from its text (one line as wide as the text, or, `numberOfLines` other than 1, the
/// lines the text breaks into at `preferredMaxLayoutWidth`, or when that is automatic at the
/// width layout gave the label, the first line `font.lineHeight` high and each next one
/// `font.lineAdvance`), and a button's or a text
/// field's: their one line of text plus what the control adds around it (`ControlTextMetrics`).
/// UIKit rounds the size up to whole pixels of the screen (a 17-point line is 20.333 high on a
/// 3× screen, not 20.287).
package enum TextMeasurement {
    /// Whether views of this class size themselves from text.
    package static func measuresText(_ viewClass: ViewClass) -> Bool {
        viewClass == .label || viewClass == .button || viewClass == .textField || viewClass == .textView
    }

    /// Views whose lines break at the width layout gives them, so they are measured again at
    /// each pass's width: multi-line labels with an automatic `preferredMaxLayoutWidth`, and
    /// text views that do not scroll.
    static func wrapsAtLayoutWidth(_ view: View) -> Bool {
        switch view.viewClass {
        case .label: view.numberOfLines != 1 && (view.preferredMaxLayoutWidth ?? 0) <= 0
        case .textView: !view.isScrollEnabled
        default: false
        }
    }

    /// What a text view puts around its text: its container insets, and the line fragment
    /// padding at each side (Apple's documentation of `textContainerInset` and `lineFragmentPadding`).
    static func textViewInsets(_ view: View) -> EdgeInsets {
        let i = view.textContainerInset
        return EdgeInsets(top: i.top, left: i.left + View.lineFragmentPadding, bottom: i.bottom, right: i.right + View.lineFragmentPadding)
    }

    /// A text view's font when none is given (Interface Builder always writes one). GUESS: the
    /// system font at 12 points, Core Text's default size.
    static let textViewDefaultFont = LabelFont.system(size: 12, weight: .regular)

    /// `width`: the label's width from the previous layout pass, nil or 0 before the first
    /// (then a multi-line label is measured unbounded, as UIKit's is before its first layout).
    /// Buttons and text fields keep their text on one line, so they ignore it.
    static func intrinsicContentSize(of view: View, width: Double?, category: ContentSizeCategory, scale: Double,
                                     os: OSVersion, controls: ControlTextMetrics = .uikit) -> Size? {
        switch view.viewClass {
        case .label:
            guard let text = textLayout(of: view, width: width, category: category) else { return Size(width: 0, height: 0) }
            return Size(width: roundUp(text.size.width, scale), height: roundUp(text.size.height, scale))
        case .button:
            return ButtonSizing.intrinsicContentSize(of: view, title: textLayout(of: view, width: nil, category: category, controls: controls),
                                                     scale: scale, os: os, controls: controls)
        case .textView:
            // A text view that scrolls has no intrinsic size; one that does not is its text (one
            // empty line without any) inside its insets, rounded up to pixels.
            guard !view.isScrollEnabled else { return nil }
            let insets = textViewInsets(view)
            let font = (view.font ?? textViewDefaultFont).resolved(for: category)
            let text = textLayout(of: view, width: width, category: category, controls: controls)
            return Size(width: roundUp((text?.size.width ?? 0) + insets.left + insets.right, scale),
                        height: roundUp((text?.size.height ?? font.lineHeight) + insets.top + insets.bottom, scale))
        case .textField:
            // An empty field without placeholder is still one line of its font high.
            let font = (view.font ?? controls.textFieldDefaultFont).resolved(for: category)
            let textWidth = textLayout(of: view, width: nil, category: category, controls: controls)?.size.width ?? 0
            let padding = controls.textFieldPadding[view.borderStyle] ?? .zero
            var height = roundUp(font.lineHeight + padding.top + padding.bottom, scale)
            if view.borderStyle == .roundedRect {
                height = max(height, os.major >= 13 ? controls.roundedRectMinimumHeight : controls.roundedRectMinimumHeightBeforeIOS13)
            }
            return Size(width: roundUp(textWidth + padding.left + padding.right, scale), height: height)
        default:
            return nil
        }
    }

    /// The view's lines at `width` (see `intrinsicContentSize`): a label's text, a button's
    /// title, a text field's text or else its placeholder; nil without any.
    static func textLayout(of view: View, width: Double?, category: ContentSizeCategory, controls: ControlTextMetrics = .uikit) -> TextLayout? {
        switch view.viewClass {
        case .label:
            guard let text = view.text, !text.isEmpty else { return nil }
            let font = (view.font ?? .labelDefault).resolved(for: category)
            var limit: Double?
            if view.numberOfLines != 1 {
                if let preferred = view.preferredMaxLayoutWidth, preferred > 0 { limit = preferred } else if let width, width > 0 { limit = width }
            }
            return TextLayout.cached(text: text, font: font, maxWidth: limit, numberOfLines: view.numberOfLines)
        case .button:
            guard let title = view.title, !title.isEmpty else { return nil }
            return TextLayout.cached(text: title, font: ButtonSizing.titleFont(of: view, controls: controls).resolved(for: category), maxWidth: nil, numberOfLines: 1)
        case .textView:
            guard let text = view.text, !text.isEmpty else { return nil }
            let insets = textViewInsets(view)
            let limit = width.flatMap { $0 > 0 ? max(0, $0 - insets.left - insets.right) : nil }
            return TextLayout.cached(text: text, font: (view.font ?? textViewDefaultFont).resolved(for: category), maxWidth: limit, numberOfLines: 0)
        case .textField:
            guard let text = [view.text, view.placeholder].compactMap({ $0 }).first(where: { !$0.isEmpty }) else { return nil }
            return TextLayout.cached(text: text, font: (view.font ?? controls.textFieldDefaultFont).resolved(for: category), maxWidth: nil, numberOfLines: 1)
        default:
            return nil
        }
    }

    /// Where the first and last baselines sit, from the view's vertical centre: UILabel centres
    /// its lines vertically in its bounds, a button its title label between equal insets, a text
    /// field its text between equal paddings; the first baseline is one ascender below the top of
    /// the text, each next one `lineAdvance` lower. nil without text (the baselines are the bottom).
    static func baselineOffsets(of view: View, width: Double?, category: ContentSizeCategory,
                                controls: ControlTextMetrics = .uikit) -> (first: Double, last: Double)? {
        // A text view's text starts at its top inset, so its baselines follow its top: measured
        // from its centre only for one its text sizes (it does not scroll); a scrolling one has
        // none here (the view's bottom, UIKit's default without a text-based baseline).
        if view.viewClass == .textView, view.isScrollEnabled { return nil }
        guard let text = textLayout(of: view, width: width, category: category, controls: controls), !text.lines.isEmpty else { return nil }
        let insets = view.viewClass == .textView ? textViewInsets(view) : .zero
        let first = -(text.size.height + insets.top + insets.bottom) / 2 + insets.top + text.font.ascender
        return (first, first + Double(text.lines.count - 1) * text.font.lineAdvance)
    }

    static func roundUp(_ value: Double, _ scale: Double) -> Double {
        guard scale > 0 else { return value.rounded(.up) }
        // Against values a hair above a pixel boundary from floating-point sums.
        return ((value * scale) - 1e-9).rounded(.up) / scale
    }
}
