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
