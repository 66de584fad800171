import RasterImage

/// The renderer's embedded bitmap font: no system font, so text is the same bytes on every machine.
///
/// Every printable ASCII character (U+0020 ... U+007E) has a glyph designed for this project
/// (`BitmapFontGlyphs.swift`); anything else draws a hollow box. The unit of text is the Unicode
/// scalar, not the `Character`: one scalar, one cell. Grapheme breaking follows the Unicode tables
/// of the Swift runtime and so may change between toolchains; scalars never do. A decomposed "é"
/// (e + U+0301) therefore draws "e" and a box, a precomposed one a single box.
///
/// Metrics at scale 1 (every length is multiplied by `scale`; each font pixel becomes a
/// scale × scale block), shown with "Ag":
///
///             A           g
///     row 0   . # # # .   . . . . .   rows 0-6: capitals, digits, ascenders (ascent 7)
///     row 1   # . . . #   . . . . .
///     row 2   # . . . #   . # # # #   rows 2-6: lower case (x-height 5)
///     row 3   # # # # #   # . . . #
///     row 4   # . . . #   # . . . #
///     row 5   # . . . #   # . . . #
///     row 6   # . . . #   . # # # #   ← the baseline runs under this row
///     row 7   . . . . .   . . . . #   rows 7-8: descenders (g j p q y), comma, underscore
///     row 8   . . . . .   . # # # .
///     row 9                           spacing row
///                      ↑ spacing column
///
/// The glyph box is 5 × 9; a character advances 6 (`cellWidth`: 5 + 1 column of spacing) and a
/// line is 10 rows (`lineHeight`: 9 + 1 row of spacing). Text drawn at (x, y) puts the top of
/// capitals at y and its baseline at y + ascent × scale. Text is one line: "\n" and every other
/// control character draw the replacement box.
public enum BitmapFont {
    /// Advance per character at scale 1, including the 1 px spacing column.
    public static let cellWidth = 6
    /// Height of a line at scale 1, including the 1 px spacing row.
    public static let lineHeight = 10
    /// Rows above the baseline at scale 1 (the height of capitals and digits).
    public static let ascent = 7

    /// Columns of a glyph's box (the advance less the spacing column).
    static let glyphWidth = 5
    /// Rows of a glyph's box: the ascent and two descender rows.
    static let glyphHeight = 9

    /// Width in pixels of `text` drawn at `scale` (no trailing spacing).
    public static func width(of text: String, scale: Int) -> Int {
        precondition(scale >= 1, "BitmapFont scale must be at least 1, got \(scale)")
        let count = text.unicodeScalars.count
        return count == 0 ? 0 : (count * cellWidth - 1) * scale
    }

    /// How many characters fit in `maxWidth` pixels at `scale` (n cells span (n × cellWidth − 1)
    /// × scale pixels); 0 for a negative width.
    static func characterCount(fitting maxWidth: Int, scale: Int) -> Int {
        maxWidth < 0 ? 0 : (maxWidth + scale) / (cellWidth * scale)
    }

    /// Draws `text` with its top-left at (x, y), each font pixel a scale×scale block, blended
    /// source-over in integer arithmetic (`PixelBlend.over`) with `color` (its alpha respected),
    /// clipped to `clip` (x0, y0, x1, y1 exclusive; nil = the image; always also clipped to the
    /// image). Characters outside printable ASCII (32-126) draw a replacement glyph (a hollow box).
    /// Returns the x after the last character: `x + count × cellWidth × scale`, the pen position
    /// where following text continues (so it includes the last character's spacing column).
    @discardableResult
    public static func draw(
        _ text: String,
        into image: inout Image,
        x: Int,
        y: Int,
        scale: Int,
        color: RGBA,
        clip: PixelRect? = nil
    ) -> Int {
        image.withPixelBuffer { draw(text, into: $0, x: x, y: y, scale: scale, color: color, clip: clip) }
    }

    /// `draw(_:into:…)` into a picture's pixels (`Rasterizer`).
    @discardableResult
    static func draw(
        _ text: String,
        into image: PixelBuffer,
        x: Int,
        y: Int,
        scale: Int,
        color: RGBA,
        clip: PixelRect? = nil
    ) -> Int {
        precondition(scale >= 1, "BitmapFont scale must be at least 1, got \(scale)")
        var x0 = 0, y0 = 0, x1 = image.width, y1 = image.height
        if let clip {
            x0 = max(x0, clip.x0); y0 = max(y0, clip.y0)
            x1 = min(x1, clip.x1); y1 = min(y1, clip.y1)
        }
        let advance = cellWidth * scale
        let boxWidth = glyphWidth * scale
        let boxHeight = glyphHeight * scale
        let visible = x0 < x1 && y0 < y1 && y < y1 && y + boxHeight > y0 && color.a != 0
        guard visible else { return x + text.unicodeScalars.count * advance }

        let imageWidth = image.width
        let opaque = color.a == 255
        var penX = x
        image.withBytes { pixels in
            for scalar in text.unicodeScalars {
                defer { penX += advance }
                if penX >= x1 || penX + boxWidth <= x0 { continue }
                let bits = glyph(for: scalar)
                if bits == 0 { continue }
                for row in 0..<glyphHeight {
                    let top = max(y + row * scale, y0)
                    let bottom = min(y + (row + 1) * scale, y1)
                    if top >= bottom { continue }
                    for column in 0..<glyphWidth where isInk(bits, column: column, row: row) {
                        let left = max(penX + column * scale, x0)
                        let right = min(penX + (column + 1) * scale, x1)
                        if left >= right { continue }
                        for py in top..<bottom {
                            var i = (py * imageWidth + left) * 4
                            for _ in left..<right {
                                let out = opaque
                                    ? color
                                    : PixelBlend.over(RGBA(pixels[i], pixels[i + 1], pixels[i + 2], pixels[i + 3]), color)
                                pixels[i] = out.r; pixels[i + 1] = out.g; pixels[i + 2] = out.b; pixels[i + 3] = out.a
                                i += 4
                            }
                        }
                    }
                }
            }
        }
        return penX
    }

    /// `text` shortened with "..." (three dots, ASCII) to fit `maxWidth` at `scale`; "" if even
    /// "..." does not fit. Text that fits is returned unchanged. Otherwise the longest prefix (in
    /// Unicode scalars) that fits together with the dots is kept, less any spaces it ends with, so
    /// "Hello world" becomes "Hello..." rather than "Hello ...".
    public static func truncated(_ text: String, toWidth maxWidth: Int, scale: Int) -> String {
        if width(of: text, scale: scale) <= maxWidth { return text }
        let cellsThatFit = characterCount(fitting: maxWidth, scale: scale)
        let ellipsis = "..."
        guard cellsThatFit >= ellipsis.unicodeScalars.count else { return "" }
        var kept = String.UnicodeScalarView(text.unicodeScalars.prefix(cellsThatFit - ellipsis.unicodeScalars.count))
        while kept.last == " " { kept.removeLast() }
        return String(kept) + ellipsis
    }

    // MARK: Glyph lookup

    /// The packed glyph for `scalar`: its own for printable ASCII, else the replacement box.
    static func glyph(for scalar: Unicode.Scalar) -> UInt64 {
        let value = Int(scalar.value)
        return (32...126).contains(value) ? glyphs[value - 32] : replacementGlyph
    }

    /// Whether the pixel at (`column`, `row`) of a packed glyph is ink; row 0 is the top row,
    /// column 0 the left one.
    @inline(__always)
    static func isInk(_ glyph: UInt64, column: Int, row: Int) -> Bool {
        (glyph >> UInt64((glyphHeight - 1 - row) * glyphWidth + (glyphWidth - 1 - column))) & 1 == 1
    }
}
