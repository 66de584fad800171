import LayoutEngine

/// Something the document leaves to the app's code, and what the import assumed instead:
/// a placeholder constraint dropped, a custom class laid out as its UIKit class, a runtime
/// attribute not applied, a storyboard reference to a file not given (interface-builder.md §7).
/// The scene still lays out; each warning names the element.
public struct ImportWarning: Hashable, Sendable, CustomStringConvertible {
    /// The document's `id` of the element concerned (for an element without one, its `key` or
    /// its name; `ImportOptions` for a warning about the options given).
    public var elementID: String
    /// 1-based line of the element in its file.
    public var line: Int
    /// The file the element is in (a referenced storyboard's own name for its elements).
    public var file: String
    public var message: String

    public init(elementID: String, line: Int, file: String, message: String) {
        self.elementID = elementID
        self.line = line
        self.file = file
        self.message = message
    }

    public var description: String { "\(place): [\(elementID)] \(message)" }

    /// As the computed layout's warnings list it (`ComputedLayout.diagnostics`, kind `warning`).
    public var diagnostic: Diagnostic {
        Diagnostic(id: elementID, message: "\(place): \(message)")
    }

    private var place: String { line > 0 ? "\(file):\(line)" : file }
}
