import StrictXML

/// Texts as IB stores them (§3.6, §3.7).
enum Texts {
    /// A label's or text view's text: the attribute, a `<string key="text">` (text with newlines),
    /// or an attributed string's fragments joined.
    static func text(of element: XMLElement) -> String? {
        if let t = element[attribute: "text"] { return t }
        if let s = element.child("string", key: "text") { return s.text }
        if let a = element.child("attributedString", key: "attributedText") { return joined(a) }
        return nil
    }

    /// An attributed string's fragments joined (§3.6).
    private static func joined(_ attributed: XMLElement) -> String {
        attributed.children(named: "fragment").map { $0[attribute: "content"] ?? $0.firstChild(named: "string")?.text ?? "" }.joined()
    }

    /// The attributed string a label, text view or button shows: its `attributedText`, or the
    /// normal state's `attributedTitle` (a button with `hasAttributedTitle="YES"`).
    static func attributedString(of element: XMLElement) -> XMLElement? {
        if element.name == "button" { return element.child("state", key: "normal")?.child("attributedString", key: "attributedTitle") }
        return element.child("attributedString", key: "attributedText")
    }

    /// The fonts of an attributed string's fragments (`<font key="NSFont">` in each one's
    /// attributes), in order; a fragment without one adds none.
    static func fragmentFonts(of attributed: XMLElement) -> [XMLElement] {
        attributed.children(named: "fragment").compactMap { $0.firstChild(named: "attributes")?.child("font", key: "NSFont") }
    }

    /// A button's title: its configuration's (Xcode 13+; a button with one shows it, not the
    /// state's "Button" Interface Builder leaves beside it), else its normal state's.
    static func title(of element: XMLElement) -> String? {
        guard element.name == "button" else { return nil }
        if let configured = element.children.first(where: { $0.name == "buttonConfiguration" })?[attribute: "title"] { return configured }
        if let state = element.child("state", key: "normal") {
            if let t = state[attribute: "title"] { return t }
            if let s = state.child("string", key: "title") { return s.text }
            if let a = state.child("attributedString", key: "attributedTitle") { return joined(a) }
        }
        return nil
    }
}
