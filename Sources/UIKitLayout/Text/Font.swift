/// A font as UIKit's `UIFont` describes one to layout: the system font, San Francisco (SF), at a
/// point size and a weight. SF is not free to ship, so a line's width is Inter's (`InterMetrics`:
/// advances and pair kerning) made into SF's: the advances scaled for SF's optical size and weight
/// and SF's size-specific tracking added after every glyph (`SystemFontMetrics`); the vertical
/// metrics are SF's own. Docs/Engine.md, "How the system font is measured", has the sources and the error
/// measured against the frames Interface Builder stores. `lineHeight` is `ascender - descender +
/// leading`, the height a single line of a label takes.
public struct Font: Hashable, Sendable, Codable {
    public var pointSize: Double
    public var weight: FontWeight
    /// A Dynamic Type text style's leading (`DynamicType`, the HIG's table): how far apart the
    /// baselines of a label's lines are when it is larger than `lineHeight`; nil for the system
    /// font at a size. Docs/Engine.md, "Lines of a text style".
    public var lineSpacing: Double?

    public init(size: Double, weight: FontWeight = .regular) {
        self.pointSize = size
        self.weight = weight
    }

    private var face: InterMetrics.InterFace { InterMetrics.face(weight) }
    /// Points per Inter font unit, before SF's advance scale.
    private var interScale: Double { pointSize / Double(InterMetrics.unitsPerEm) }
    /// Points per SF font unit.
    private var systemScale: Double { pointSize / SystemFontMetrics.unitsPerEm }

    public var ascender: Double { SystemFontMetrics.ascender * systemScale }
    /// Negative, as UIKit's.
    public var descender: Double { SystemFontMetrics.descender * systemScale }
    /// The line gap (`UIFont.leading`).
    public var leading: Double { SystemFontMetrics.lineGap * systemScale }
    public var lineHeight: Double { ascender - descender + leading }
    /// From one line's baseline to the next: the text style's leading where it is the larger
    /// (Body 22 over a 17-point line's 20.287), else `lineHeight`.
    public var lineAdvance: Double { max(lineHeight, lineSpacing ?? 0) }

    /// The height of `count` lines: the first `lineHeight`, each next one `lineAdvance`.
    public func height(ofLines count: Int) -> Double {
        count > 0 ? lineHeight + Double(count - 1) * lineAdvance : 0
    }

    /// How many lines fit in `height` (at least one).
    func lines(fitting height: Double) -> Int {
        guard lineHeight > 0, lineAdvance > 0 else { return 1 }
        let more = ((height - lineHeight) / lineAdvance).rounded(.down)
        return 1 + Int(Swift.min(1e9, Swift.max(0, more.isNaN ? 0 : more)))
    }
    public var capHeight: Double { SystemFontMetrics.capHeight * systemScale }
    public var xHeight: Double { SystemFontMetrics.xHeight * systemScale }

    /// SF's tracking at this size: points added after each glyph (negative: closer), the HIG's
    /// table (`SystemFontMetrics.trackingTable`).
    public var tracking: Double { SystemFontMetrics.tracking(atSize: pointSize) }
    /// The factor on Inter's advances that stands for SF's optical size and weight
    /// (`SystemFontMetrics.advanceScale`); a renderer draws Inter's outlines this much narrower,
    /// so a glyph keeps its place between its neighbours.
    package var advanceScale: Double { SystemFontMetrics.advanceScale(atSize: pointSize, weight: weight) }

    /// The advance width of `text` on one line as UIKit measures it: glyph advances plus pair
    /// kerning, scaled to San Francisco's width at the size and weight, and `tracking` after
    /// every glyph (the last one too: a tracked font's advances include it). Characters outside
    /// Inter's table (see `InterMetrics.characters`) take one em, the width of a CJK ideograph,
    /// the commonest text outside it (a guess, marked: such text is drawn by a fallback font on a
    /// device too), and are tracked as glyphs; combining marks and zero-width characters take
    /// nothing.
    public func width(of text: some StringProtocol) -> Double {
        var run = Run(self)
        for scalar in text.unicodeScalars { run.append(scalar) }
        return run.width
    }

    /// Where each scalar of a line starts: the pen position before its glyph, in points from the
    /// line's start, kerning and tracking included, as `width(of:)` measures the line (what a
    /// renderer needs to place glyphs). Scalars outside Inter's table advance one em; zero-width
    /// ones nothing.
    package func glyphPositions(of text: some StringProtocol) -> [(scalar: Unicode.Scalar, x: Double)] {
        var run = Run(self)
        return text.unicodeScalars.map { ($0, run.place($0)) }
    }

    /// Inter's own width of `text` in its font units (advances and pair kerning, characters
    /// outside the table one em): what `width(of:)` starts from, and what another shaping engine
    /// reading the same font gives.
    func interUnits(of text: some StringProtocol) -> Int {
        var run = Run(self)
        for scalar in text.unicodeScalars { run.append(scalar) }
        return run.units
    }

    /// A line measured as it grows, one scalar at a time (what line breaking needs: the width so
    /// far after each character, kerning included, without measuring the line again). Whole
    /// font units and a count of glyphs, so the width is the same whichever way it was reached.
    struct Run {
        let face: InterMetrics.InterFace
        /// Points per Inter unit, SF's advance scale included.
        let unitScale: Double
        let tracking: Double
        private(set) var units = 0
        private var glyphs = 0
        private var previous = -1

        init(_ font: Font) {
            face = font.face
            unitScale = font.interScale * font.advanceScale
            tracking = font.tracking
        }

        var width: Double { Double(units) * unitScale + Double(glyphs) * tracking }

        @inline(__always)
        mutating func append(_ scalar: Unicode.Scalar) {
            guard let i = InterMetrics.index(of: scalar.value) else {
                if !Font.isZeroWidth(scalar) {
                    units += InterMetrics.unitsPerEm
                    glyphs += 1
                }
                previous = -1
                return
            }
            if previous >= 0 { units += face.kerning(previous, i) }
            units += Int(face.advances[i])
            glyphs += 1
            previous = i
        }

        /// Appends `scalar` and returns where its glyph starts (after the kerning before it).
        mutating func place(_ scalar: Unicode.Scalar) -> Double {
            guard let i = InterMetrics.index(of: scalar.value) else {
                let x = width
                if !Font.isZeroWidth(scalar) {
                    units += InterMetrics.unitsPerEm
                    glyphs += 1
                }
                previous = -1
                return x
            }
            if previous >= 0 { units += face.kerning(previous, i) }
            let x = width
            units += Int(face.advances[i])
            glyphs += 1
            previous = i
            return x
        }
    }

    /// Combining marks, zero-width spaces and joiners, variation selectors, the BOM.
    static func isZeroWidth(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x0300...0x036F, 0x200B...0x200F, 0x2060...0x2064, 0xFE00...0xFE0F, 0xFEFF: true
        default: scalar.properties.generalCategory == .nonspacingMark || scalar.properties.generalCategory == .enclosingMark
        }
    }
}
