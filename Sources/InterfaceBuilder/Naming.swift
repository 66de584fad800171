import LayoutEngine
import StrictXML

/// Model ids for the document's elements: the document's id, a dot, and a readable name, as
/// `Hdv-V2-Ods.loginButton`. The id keeps every model id unique and findable in the XML; the
/// name is what the picture's tags show (they keep a dotted id's last part).
enum Naming {
    /// The readable part: the element's user label, else the outlet that points at it, else
    /// its text, title or placeholder, else its image's name, else its custom class, else its
    /// element name.
    static func name(_ element: XMLElement, outlets: [String: String]) -> String {
        let id = element[attribute: "id"] ?? ""
        let candidates = [
            element[attribute: "userLabel"], outlets[id],
            element[attribute: "text"], Texts.title(of: element), element[attribute: "placeholder"],
            element[attribute: "image"], element[attribute: "customClass"],
        ]
        let chosen = candidates.compactMap { $0 }.map(clean).first { !$0.isEmpty }
        return chosen ?? element.name
    }

    static func viewID(_ element: XMLElement, outlets: [String: String]) -> String {
        "\(element[attribute: "id"] ?? element.name).\(name(element, outlets: outlets))"
    }

    static func controllerID(_ element: XMLElement) -> String {
        let readable = [element[attribute: "storyboardIdentifier"], element[attribute: "customClass"], element[attribute: "title"]]
            .compactMap { $0 }.map(clean).first { !$0.isEmpty } ?? element.name
        return "\(element[attribute: "id"] ?? element.name).\(readable)"
    }

    /// One line, no dots (a dot would read as a guide of a view), at most 32 characters.
    static func clean(_ text: String) -> String {
        var s = ""
        for c in text {
            if s.count == 32 { s += "…"; break }
            s.append(c == "." ? "_" : (c.isNewline || c == "\t" ? " " : c))
        }
        return s.trimmingSpaces
    }
}

extension String {
    var trimmingSpaces: String {
        var s = Substring(self)
        while s.first == " " { s.removeFirst() }
        while s.last == " " { s.removeLast() }
        return String(s)
    }
}

/// Texts as IB stores them (§3.6, §3.7).
enum Texts {
    /// A label's or text view's text: the attribute, a `<string key="text">` (text with newlines),
    /// or an attributed string's fragments joined.
    static func text(of element: XMLElement) -> String? {
        if let t = element[attribute: "text"] { return t }
        if let s = element.children.first(where: { $0.name == "string" && $0[attribute: "key"] == "text" }) { return s.text }
        if let a = element.children.first(where: { $0.name == "attributedString" && $0[attribute: "key"] == "attributedText" }) {
            return a.children(named: "fragment").map { $0[attribute: "content"] ?? $0.firstChild(named: "string")?.text ?? "" }.joined()
        }
        return nil
    }

    /// A button's title: its normal state's, else its configuration's (Xcode 13+).
    static func title(of element: XMLElement) -> String? {
        guard element.name == "button" else { return nil }
        if let state = element.children.first(where: { $0.name == "state" && $0[attribute: "key"] == "normal" }) {
            if let t = state[attribute: "title"] { return t }
            if let s = state.children.first(where: { $0.name == "string" && $0[attribute: "key"] == "title" }) { return s.text }
        }
        return element.children.first { $0.name == "buttonConfiguration" }?[attribute: "title"]
    }
}

/// Frames, sizes and insets as IB writes them.
enum Geometry {
    static func number(_ element: XMLElement, _ name: String) -> Double? {
        guard let text = element[attribute: name], let v = Double(text), v.isFinite else { return nil }
        return v
    }

    /// `<rect key="frame" x y width height/>`.
    static func frame(of element: XMLElement) -> Rect? {
        guard let rect = element.children.first(where: { $0.name == "rect" && $0[attribute: "key"] == "frame" }) else { return nil }
        return Rect(x: number(rect, "x") ?? 0, y: number(rect, "y") ?? 0, width: number(rect, "width") ?? 0, height: number(rect, "height") ?? 0)
    }
}
