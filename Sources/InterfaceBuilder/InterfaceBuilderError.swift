import StrictXML

/// Why a document cannot be imported, and where: the file, the line, the element (its name and
/// `id`) and what was wrong, as `Main.storyboard:214: <constraint id="A7o-WN-Naa">: firstAttribute
/// "bottomish" is not a layout attribute`.
public struct InterfaceBuilderError: Error, Sendable, Equatable, CustomStringConvertible {
    public var file: String
    /// 1-based; 0 when the problem is the whole file (its size, a missing scene).
    public var line: Int
    /// `<constraint id="A7o-WN-Naa">`, or "" for the whole file.
    public var element: String
    public var message: String

    public init(file: String, line: Int = 0, element: String = "", message: String) {
        self.file = file
        self.line = line
        self.element = element
        self.message = message
    }

    init(file: String, at node: XMLElement, _ message: String) {
        self.init(file: file, line: node.line, element: node.tagDescription, message: message)
    }

    public var description: String {
        let place = line > 0 ? "\(file):\(line)" : file
        return element.isEmpty ? "\(place): \(message)" : "\(place): \(element): \(message)"
    }
}

extension XMLElement {
    /// The child that fills the property `key` (§3.1: `<rect key="frame">`, `<fontDescription
    /// key="fontDescription">`, `<navigationBar key="navigationBar">`), of element `name` when given.
    func child(_ name: String? = nil, key: String) -> XMLElement? {
        children.first { $0[attribute: "key"] == key && (name == nil || $0.name == name) }
    }

    /// `<label id="8HR-oh-U9F">`: how errors and warnings name an element.
    var tagDescription: String {
        if let id = self[attribute: "id"] { return "<\(name) id=\"\(id)\">" }
        if let key = self[attribute: "key"] { return "<\(name) key=\"\(key)\">" }
        return "<\(name)>"
    }
}
