/// A warning attached to a computed layout: the layout is still computed, and the CLI still exits
/// with status 0 (LAYOUT-SPEC.md).
public struct Diagnostic: Hashable, Sendable, CustomStringConvertible {
    public enum Severity: String, Sendable, Hashable {
        case warning
    }

    public var severity: Severity
    /// The view, controller or device the warning concerns.
    public var id: String?
    public var message: String

    public init(severity: Severity = .warning, id: String?, message: String) {
        self.severity = severity
        self.id = id
        self.message = message
    }

    public var description: String { "\(severity.rawValue)\(id.map { " [\($0)]" } ?? ""): \(message)" }
}
