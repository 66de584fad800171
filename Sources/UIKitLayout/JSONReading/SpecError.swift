import StrictJSON

/// A file that cannot be read as a spec, calibration or catalog: one line naming the file, the
/// JSON path and what was expected, as LAYOUT-SPEC.md prescribes. The CLI exits with status 2.
public struct SpecError: Error, Sendable, Equatable, CustomStringConvertible {
    public var file: String
    /// nil when the file could not be read at all.
    public var path: JSONPath?
    public var message: String
    /// For syntax errors: where in the text.
    public var line: Int?
    public var column: Int?

    public init(file: String, path: JSONPath?, message: String, line: Int? = nil, column: Int? = nil) {
        self.file = file
        self.path = path
        self.message = message
        self.line = line
        self.column = column
    }

    public var description: String {
        var parts = [file]
        if let line, let column { parts.append("line \(line), column \(column)") }
        if let path { parts.append(Self.elided(path.description)) }
        return (parts + [message]).joined(separator: ": ")
    }

    /// A path hundreds of levels deep keeps its start and end, so the error stays one readable line.
    static func elided(_ path: String) -> String {
        guard path.count > 320 else { return path }
        return String(path.prefix(150)) + " … " + String(path.suffix(150))
    }
}
