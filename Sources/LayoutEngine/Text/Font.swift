/// A font as UIKit's `UIFont` describes one to layout: a point size and a weight, measured with
/// Inter's metrics (`InterMetrics`). The vertical metrics are UIKit's: `lineHeight` is
/// `ascender - descender + leading`, the height a single line of a label takes.
public struct Font: Hashable, Sendable {
    public var pointSize: Double
    public var weight: FontWeight

    public init(size: Double, weight: FontWeight = .regular) {
        self.pointSize = size
        self.weight = weight
    }

    private var face: InterMetrics.InterFace { InterMetrics.face(weight) }
    private var scale: Double { pointSize / Double(InterMetrics.unitsPerEm) }

    public var ascender: Double { Double(face.ascender) * scale }
    /// Negative, as UIKit's.
    public var descender: Double { Double(face.descender) * scale }
    /// The line gap (`UIFont.leading`).
    public var leading: Double { Double(face.lineGap) * scale }
    public var lineHeight: Double { ascender - descender + leading }
    public var capHeight: Double { Double(face.capHeight) * scale }
    public var xHeight: Double { Double(face.xHeight) * scale }

    /// The advance width of `text` on one line: glyph advances plus pair kerning, as a text
    /// engine lays out a run without wrapping. Characters outside Inter's table (see
    /// `InterMetrics.characters`) take one em, the width of a CJK ideograph, the commonest text
    /// outside it (a guess, marked: such text is drawn by a fallback font on a device too);
    /// combining marks and zero-width characters take none.
    public func width(of text: some StringProtocol) -> Double {
        var run = Run(self)
        for scalar in text.unicodeScalars { run.append(scalar) }
        return run.width
    }

    /// Where each scalar of a line starts: the pen position before its glyph, in points from the
    /// line's start, kerning included, as `width(of:)` measures the line (what a renderer needs
    /// to place glyphs). Scalars outside Inter's table advance one em; zero-width ones none.
    public func glyphPositions(of text: some StringProtocol) -> [(scalar: Unicode.Scalar, x: Double)] {
        var run = Run(self)
        return text.unicodeScalars.map { ($0, run.place($0)) }
    }

    /// A line measured as it grows, one scalar at a time (what line breaking needs: the width so
    /// far after each character, kerning included, without measuring the line again).
    struct Run {
        let face: InterMetrics.InterFace
        let scale: Double
        private var units = 0
        private var previous = -1

        init(_ font: Font) {
            face = font.face
            scale = font.scale
        }

        var width: Double { Double(units) * scale }

        @inline(__always)
        mutating func append(_ scalar: Unicode.Scalar) {
            guard let i = InterMetrics.index(of: scalar.value) else {
                units += Font.isZeroWidth(scalar) ? 0 : InterMetrics.unitsPerEm
                previous = -1
                return
            }
            if previous >= 0 { units += face.kerning(previous, i) }
            units += Int(face.advances[i])
            previous = i
        }

        /// Appends `scalar` and returns where its glyph starts (after the kerning before it).
        mutating func place(_ scalar: Unicode.Scalar) -> Double {
            guard let i = InterMetrics.index(of: scalar.value) else {
                let x = width
                units += Font.isZeroWidth(scalar) ? 0 : InterMetrics.unitsPerEm
                previous = -1
                return x
            }
            if previous >= 0 { units += face.kerning(previous, i) }
            let x = width
            units += Int(face.advances[i])
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
