/// Why a document was not read, and where: `line 3, column 14: undefined entity 'foo' (...)`.
///
/// Both well-formedness errors and documents over an `XMLLimits` bound are reported this way, so
/// the importer has one error to show next to the file name.
public struct XMLSyntaxError: Error, Sendable, Equatable, CustomStringConvertible {
    /// 1-based line. Lines end at "\n", "\r\n" or a lone "\r".
    public var line: Int
    /// 1-based column, counted in Unicode scalars (a UTF-8 byte order mark is not counted).
    public var column: Int
    public var message: String

    public init(line: Int, column: Int, message: String) {
        self.line = line
        self.column = column
        self.message = message
    }

    public var description: String {
        "line \(line), column \(column): \(message)"
    }
}
