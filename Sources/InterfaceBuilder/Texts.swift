import StrictXML

/// Texts as IB stores them (§3.6, §3.7).
enum Texts {
    /// A label's or text view's text: the attribute, a `<string key="text">` (text with newlines),
    /// or an attributed string's fragments joined.
    static func text(of element: XMLElement) -> String? {
        if let t = element[attribute: "text"] { return t }
        if let s = element.child("string", key: "text") { return s.text }
        if let a = element.child("attributedString", key: "attributedText") {
            return a.children(named: "fragment").map { $0[attribute: "content"] ?? $0.firstChild(named: "string")?.text ?? "" }.joined()
        }
        return nil
    }

    /// A button's title: its configuration's (Xcode 13+; a button with one shows it, not the
    /// state's "Button" Interface Builder leaves beside it), else its normal state's.
    static func title(of element: XMLElement) -> String? {
        guard element.name == "button" else { return nil }
        if let configured = element.children.first(where: { $0.name == "buttonConfiguration" })?[attribute: "title"] { return configured }
        if let state = element.child("state", key: "normal") {
            if let t = state[attribute: "title"] { return t }
            if let s = state.child("string", key: "title") { return s.text }
        }
        return nil
    }
}
