import StrictJSON
import UIKitLayout

/// The text fields of a view node: labels' (LAYOUT-SPEC.md: `text`, `font`, `numberOfLines`,
/// `preferredMaxLayoutWidth`, `adjustsFontForContentSizeCategory`, autoshrink), buttons' (`title`,
/// `font`) and text fields' (`text`, `placeholder`, `font`, `borderStyle`, autoshrink).
extension SpecTreeReader {
    /// Each text key and the classes it applies to, so a key on another class is named as such.
    static let textKeyClasses: [(key: String, classes: [ViewClass])] = [
        ("text", [.label, .textField, .textView]),
        ("font", [.label, .button, .textField, .textView]),
        ("scrollEnabled", [.textView]),
        ("textContainerInset", [.textView]),
        ("numberOfLines", [.label]),
        ("preferredMaxLayoutWidth", [.label]),
        ("adjustsFontForContentSizeCategory", [.label, .button, .textField]),
        ("adjustsFontSizeToFitWidth", [.label, .textField]),
        ("minimumScaleFactor", [.label]),
        ("minimumFontSize", [.label, .textField]),
        ("baselineAdjustment", [.label]),
        ("title", [.button]),
        ("placeholder", [.textField]),
        ("borderStyle", [.textField]),
        ("buttonType", [.button]),
        ("contentEdgeInsets", [.button]),
        ("configuration", [.button]),
        ("imageSize", [.button]),
        ("backgroundImageSize", [.button]),
    ]
    static let textViewKeys = textKeyClasses.map(\.key)

    /// The error for a text key on a class it does not apply to, nil when it applies.
    static func textKeyMisplaced(_ key: String, on viewClass: ViewClass) -> String? {
        guard let entry = textKeyClasses.first(where: { $0.key == key }), !entry.classes.contains(viewClass) else { return nil }
        let names = entry.classes.map(pluralName)
        let list = names.count == 1 ? names[0] : names.dropLast().joined(separator: ", ") + " and " + names.last!
        return "\"\(key)\" applies to \(list); this view's class is \"\(viewClass.rawValue)\""
    }

    /// How an error names the views of a class: "labels", "text fields".
    static func pluralName(_ viewClass: ViewClass) -> String {
        switch viewClass {
        case .label: "labels"
        case .button: "buttons"
        case .textField: "text fields"
        case .textView: "text views"
        case .stackView: "stack views"
        default: viewClass.rawValue
        }
    }

    func readTextFields(_ object: ObjectNode, into view: inout View) throws(SpecError) {
        view.text = try object.optional("text")?.string()
        view.title = try object.optional("title")?.string()
        view.placeholder = try object.optional("placeholder")?.string()
        if let style = object.optional("borderStyle") {
            view.borderStyle = TextFieldBorderStyle(rawValue: try style.oneOf(TextFieldBorderStyle.allCases.map(\.rawValue), what: "border style"))!
        }
        if let font = object.optional("font") { view.font = try labelFont(font) }
        try readButtonFields(object, into: &view)
        if let scrolls = object.optional("scrollEnabled") { view.isScrollEnabled = try scrolls.bool() }
        if let insets = object.optional("textContainerInset") { view.textContainerInset = try insets.edgeInsets() }
        if let lines = object.optional("numberOfLines") { view.numberOfLines = try numberOfLines(lines) }
        view.preferredMaxLayoutWidth = try object.optional("preferredMaxLayoutWidth")?.nonNegativeNumber()
        // LAYOUT-SPEC.md: true for text styles unless the spec says otherwise.
        if case .textStyle = view.font { view.adjustsFontForContentSizeCategory = true }
        if let adjusts = object.optional("adjustsFontForContentSizeCategory") { view.adjustsFontForContentSizeCategory = try adjusts.bool() }
        try readAutoshrink(object, into: &view)
    }

    /// Autoshrink (Docs/LAYOUT-SPEC.md): `adjustsFontSizeToFitWidth`, `minimumScaleFactor` (0–1),
    /// `minimumFontSize` (0–1000 points) and `baselineAdjustment`.
    func readAutoshrink(_ object: ObjectNode, into view: inout View) throws(SpecError) {
        if let shrinks = object.optional("adjustsFontSizeToFitWidth") { view.adjustsFontSizeToFitWidth = try shrinks.bool() }
        if let node = object.optional("minimumScaleFactor") {
            let factor = try node.number()
            guard factor >= 0, factor <= 1 else {
                throw node.error("minimumScaleFactor is a multiplier from 0 (the label does not shrink its text) to 1, got \(JSONNode.describe(node.value))")
            }
            view.minimumScaleFactor = factor
        }
        if let node = object.optional("minimumFontSize") {
            let size = try node.number()
            guard size >= 0, size <= 1000 else { throw node.error("minimumFontSize is from 0 to 1000 points, got \(JSONNode.describe(node.value))") }
            view.minimumFontSize = size
        }
        if let node = object.optional("baselineAdjustment") {
            view.baselineAdjustment = BaselineAdjustment(rawValue: try node.oneOf(BaselineAdjustment.allCases.map(\.rawValue), what: "baseline adjustment"))!
        }
    }

    /// A button's `buttonType`, `contentEdgeInsets`, `configuration` (`style`, `contentInsets`,
    /// `titleFont`), `imageSize` and `backgroundImageSize` (Docs/Buttons.md).
    func readButtonFields(_ object: ObjectNode, into view: inout View) throws(SpecError) {
        if let type = object.optional("buttonType") {
            view.buttonType = ButtonType(rawValue: try type.oneOf(ButtonType.allCases.map(\.rawValue), what: "button type"))!
        }
        if let insets = object.optional("contentEdgeInsets") { view.contentEdgeInsets = try insets.edgeInsets() }
        if let node = object.optional("configuration") {
            let configuration = try node.object()
            try configuration.allowOnly(["style", "contentInsets", "titleFont"])
            var model = ButtonConfiguration()
            if let style = configuration.optional("style") { model.style = try style.string() }
            if let insets = configuration.optional("contentInsets") { model.contentInsets = try insets.directionalEdgeInsets() }
            if let font = configuration.optional("titleFont") { model.titleFont = try labelFont(font) }
            view.buttonConfiguration = model
        }
        if let size = object.optional("imageSize") { view.buttonImageSize = try size.size() }
        if let size = object.optional("backgroundImageSize") { view.buttonBackgroundImageSize = try size.size() }
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
