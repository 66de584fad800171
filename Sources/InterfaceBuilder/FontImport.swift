import LayoutEngine
import StrictXML

/// `<fontDescription key="fontDescription" …>` (§3.6) as the engine's `LabelFont`.
enum FontImport {
    /// Text style names as IB writes them (`UICTFontTextStyleBody`); `Title0` is the large title.
    static let textStyles: [String: TextStyle] = [
        "UICTFontTextStyleTitle0": .largeTitle, "UICTFontTextStyleTitle1": .title1, "UICTFontTextStyleTitle2": .title2,
        "UICTFontTextStyleTitle3": .title3, "UICTFontTextStyleHeadline": .headline, "UICTFontTextStyleSubhead": .subheadline,
        "UICTFontTextStyleBody": .body, "UICTFontTextStyleCallout": .callout, "UICTFontTextStyleFootnote": .footnote,
        "UICTFontTextStyleCaption1": .caption1, "UICTFontTextStyleCaption2": .caption2,
        // The emphasized and italic variants size as their plain style (their weight is not modelled).
        "UICTFontTextStyleEmphasizedTitle0": .largeTitle, "UICTFontTextStyleEmphasizedTitle1": .title1,
        "UICTFontTextStyleEmphasizedTitle2": .title2, "UICTFontTextStyleEmphasizedTitle3": .title3,
        "UICTFontTextStyleEmphasizedBody": .body, "UICTFontTextStyleEmphasizedCallout": .callout,
        "UICTFontTextStyleEmphasizedSubhead": .subheadline, "UICTFontTextStyleEmphasizedFootnote": .footnote,
        "UICTFontTextStyleEmphasizedCaption1": .caption1, "UICTFontTextStyleEmphasizedCaption2": .caption2,
        "UICTFontTextStyleItalicBody": .body,
    ]

    enum Result {
        case font(LabelFont)
        /// Measured as this font, with a warning saying what was assumed.
        case assumed(LabelFont, String)
        case invalid(String)
    }

    static func font(_ element: XMLElement) -> Result {
        if let style = element[attribute: "style"] {
            if let s = textStyles[style] { return .font(.textStyle(s)) }
            return .assumed(.textStyle(.body), "text style \"\(style)\" is not one UIKit defines here; measured as body")
        }
        let sizeText = element[attribute: "pointSize"] ?? "17"
        guard var size = Geometry.decimal(sizeText), size >= 0, size <= 1000 else {
            return .invalid("pointSize \"\(sizeText)\" is not a font size (a number of points, 0 to 1000)")
        }
        // A size of 0 asks Core Text for its default, 12 points (Apple's documentation of
        // CTFontCreateWithFontDescriptor: "If 0.0 is specified, the default font size of 12.0 is used").
        let zeroSize = size == 0
        if zeroSize { size = defaultSizeForZero }
        let result = font(element, size: size)
        guard zeroSize else { return result }
        let note = "pointSize 0 means Core Text's default size, 12 pt"
        switch result {
        case .font(let font): return .assumed(font, note)
        case .assumed(let font, let message): return .assumed(font, message + "; " + note)
        case .invalid: return result
        }
    }

    /// Core Text's size for a font asked for at 0 points.
    static let defaultSizeForZero = 12.0

    /// `<font key="NSFont" …>` in an attributed string's fragment (§3.6): the font archived as
    /// AppKit writes it, a `name` and `size`, or a `metaFont` (`system`, `systemBold`) with or
    /// without a size.
    static func attributedFont(_ element: XMLElement) -> Result {
        var notes: [String] = []
        var size = defaultAttributedSize
        if let text = element[attribute: "size"] {
            guard let value = Geometry.decimal(text), value >= 0, value <= 1000 else {
                return .invalid("size \"\(text)\" is not a font size (a number of points, 0 to 1000)")
            }
            size = value
        }
        if size == 0 || element[attribute: "size"] == nil {
            // AppKit's default: a font archived without a size (or at 0) is `systemFont(ofSize:
            // 0)`, "the system font at the default size" (Apple's NSFont documentation), 13
            // points on the Mac that saved it (a GUESS that iOS reads it alike; not measured).
            size = defaultAttributedSize
            notes.append("no size (or 0): measured at \(NumberFormat.points(size)) pt, AppKit's default system size (a guess)")
        }
        let result: Result
        switch (element[attribute: "metaFont"], element[attribute: "name"]) {
        case ("system"?, _): result = .font(.system(size: size, weight: .regular))
        case ("systemBold"?, _): result = .font(.system(size: size, weight: .bold))
        case (let meta?, _): result = .assumed(.system(size: size, weight: .regular), "metaFont \"\(meta)\" is measured as the system font")
        case (nil, let name?): result = named(name, size: size)
        case (nil, nil): result = .assumed(.system(size: size, weight: .regular), "a font with neither name nor metaFont is measured as the system font")
        }
        guard !notes.isEmpty else { return result }
        switch result {
        case .font(let font): return .assumed(font, notes.joined(separator: "; "))
        case .assumed(let font, let message): return .assumed(font, ([message] + notes).joined(separator: "; "))
        case .invalid: return result
        }
    }

    /// The size an attributed string's font without one is measured at (`attributedFont`).
    static let defaultAttributedSize = 13.0

    /// A font by name: the system font's own names (`.AppleSystemUIFont`, `.SFUI-Semibold`) are
    /// the system font at the weight the name ends in; another font's metrics are not shipped, so
    /// it is measured as the system font at the weight its name spells, and said so.
    private static func named(_ name: String, size: Double) -> Result {
        // The longest weight the name ends in: "Semibold" is not "bold", "UltraLight" not "light".
        let weight = FontWeight.allCases.filter { name.lowercased().hasSuffix($0.rawValue.lowercased()) }
            .max { $0.rawValue.count < $1.rawValue.count } ?? .regular
        if name.hasPrefix(".AppleSystemUIFont") || name.hasPrefix(".SF") { return .font(.system(size: size, weight: weight)) }
        return .assumed(.system(size: size, weight: weight), "font \"\(name)\" is measured as the system font at \(NumberFormat.points(size)) pt, \(weight.rawValue)")
    }

    private static func font(_ element: XMLElement, size: Double) -> Result {
        switch element[attribute: "type"] {
        case "system", "italicSystem":
            let weightName = element[attribute: "weight"] ?? "regular"
            guard let weight = FontWeight(rawValue: weightName) else {
                return .assumed(.system(size: size, weight: .regular), "font weight \"\(weightName)\" is unknown; measured as regular")
            }
            return .font(.system(size: size, weight: weight))
        case "boldSystem":
            return .font(.system(size: size, weight: .bold))
        case nil:
            // A named font (`name="PingFangSC-Medium"`): its metrics are not shipped; the weight
            // its name spells is kept.
            return named(element[attribute: "name"] ?? "?", size: size)
        case let type?:
            return .assumed(.system(size: size, weight: .regular), "font type \"\(type)\" is measured as the system font")
        }
    }
}
