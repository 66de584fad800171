/// The text a label, a button or a text field draws at its final bounds (`LabelDrawing`): the
/// lines that are shown, where each sits in the view's bounds coordinates, and whether it fits.
public struct ComputedText: Hashable, Sendable, Codable {
    public struct Line: Hashable, Sendable, Codable {
        /// The characters drawn, with a truncated line's "…" (spaces that end a line are kept but
        /// take no width).
        public var text: String
        /// The left edge of the line's text in the view's bounds coordinates (after alignment).
        public var x: Double
        /// The line's baseline in the view's bounds coordinates (y down).
        public var baseline: Double
        /// The advance width of the line without the spaces that end it.
        public var width: Double

        package init(text: String, x: Double, baseline: Double, width: Double) {
            self.text = text
            self.x = x
            self.baseline = baseline
            self.width = width
        }
    }

    /// The font the lines are set in (its point size and weight after Dynamic Type).
    public var font: Font
    public var lines: [Line]
    /// Text was left out: the last line shown ends in "…" (`numberOfLines`, or the lines that fit
    /// the bounds' height, cut the text short).
    public var isTruncated: Bool
    /// A line is wider than the bounds (a word or "…" that cannot fit even alone).
    public var overflowsHorizontally: Bool
    /// The lines are taller than the bounds (a label shorter than one line still shows one).
    public var overflowsVertically: Bool
    /// A text field's placeholder, shown while it has no text (drawn in the placeholder colour).
    public var isPlaceholder: Bool = false

    package init(font: Font, lines: [Line], isTruncated: Bool, overflowsHorizontally: Bool, overflowsVertically: Bool) {
        self.font = font
        self.lines = lines
        self.isTruncated = isTruncated
        self.overflowsHorizontally = overflowsHorizontally
        self.overflowsVertically = overflowsVertically
    }

    /// Whether the text does not fit its label: truncated, or drawn beyond the bounds.
    public var doesNotFit: Bool { isTruncated || overflowsHorizontally || overflowsVertically }

    /// The box the lines take in the view's bounds coordinates: from the first line's top (one
    /// ascender above its baseline) to the last line's bottom, as wide as the lines reach.
    public var textRect: Rect {
        guard let first = lines.first, let last = lines.last else { return .zero }
        let minX = lines.map(\.x).min()!, maxX = lines.map { $0.x + $0.width }.max()!
        let top = first.baseline - font.ascender
        let bottom = last.baseline - font.ascender + font.lineHeight
        return Rect(x: minX, y: top, width: maxX - minX, height: bottom - top)
    }
}

extension LayoutEnvironment {
    /// A view's intrinsic content size (its given one, else its text measured at `width`,
    /// `TextMeasurement`) and the text it draws in `bounds` (`LabelDrawing`): what a walk that
    /// measures text (`LayoutBuilder.measuresText`) and `ComputedLayout.measureText` record.
    func measuredText(of view: View, width: Double, bounds: Rect, direction: UserInterfaceLayoutDirection)
        -> (intrinsicContentSize: Size?, text: ComputedText?) {
        let size = view.intrinsicContentSize ?? TextMeasurement.intrinsicContentSize(
            of: view, width: width, category: contentSizeCategory, scale: device.scale.value, os: device.os, controls: controlTextMetrics)
        let text = LabelDrawing.text(of: view, bounds: bounds, direction: direction, category: contentSizeCategory, controls: controlTextMetrics)
        return (size, text)
    }
}
