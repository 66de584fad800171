import StrictJSON

/// The label fields of a view node (LAYOUT-SPEC.md: `text`, `font`, `numberOfLines`,
/// `preferredMaxLayoutWidth`, `adjustsFontForContentSizeCategory`).
extension SpecTreeReader {
    static let labelViewKeys = ["text", "font", "numberOfLines", "preferredMaxLayoutWidth", "adjustsFontForContentSizeCategory"]

    func readLabelFields(_ object: ObjectNode, into view: inout View) throws(SpecError) {
        view.text = try object.optional("text")?.string()
        if let font = object.optional("font") { view.font = try labelFont(font) }
        if let lines = object.optional("numberOfLines") { view.numberOfLines = try numberOfLines(lines) }
        view.preferredMaxLayoutWidth = try object.optional("preferredMaxLayoutWidth")?.nonNegativeNumber()
        // LAYOUT-SPEC.md: true for text styles unless the spec says otherwise.
        if case .textStyle = view.font { view.adjustsFontForContentSizeCategory = true }
        if let adjusts = object.optional("adjustsFontForContentSizeCategory") { view.adjustsFontForContentSizeCategory = try adjusts.bool() }
    }

    /// 0 (as many lines as the text needs) or more.
    func numberOfLines(_ node: JSONNode) throws(SpecError) -> Int {
        let n = try node.integer()
        guard n >= 0 else { throw node.error("numberOfLines is 0 (as many lines as the text needs) or more, got \(n)") }
        return n
    }

    /// A text style's name, or `{ "size": 17, "weight": "regular" }` (weight optional).
    func labelFont(_ node: JSONNode) throws(SpecError) -> LabelFont {
        if case .string = node.value {
            return .textStyle(TextStyle(rawValue: try node.oneOf(TextStyle.allCases.map(\.rawValue), what: "text style"))!)
        }
        let object = try node.object()
        try object.allowOnly(["size", "weight"])
        let sizeNode = try object.required("size")
        let size = try sizeNode.number()
        guard size > 0, size <= 1000 else { throw sizeNode.error("a font size is more than 0 and at most 1000 points, got \(JSONNode.describe(sizeNode.value))") }
        var weight = FontWeight.regular
        if let w = object.optional("weight") {
            weight = FontWeight(rawValue: try w.oneOf(FontWeight.allCases.map(\.rawValue), what: "font weight"))!
        }
        return .system(size: size, weight: weight)
    }
}
