/// A warning attached to a computed layout: the layout is still computed, and the CLI still exits
/// with status 0 (LAYOUT-SPEC.md).
public struct Diagnostic: Hashable, Sendable, CustomStringConvertible {
    public enum Severity: String, Sendable, Hashable {
        case warning
    }

    /// What kind of warning; Auto Layout's carry details (LAYOUT-SPEC.md, output).
    public enum Kind: String, Sendable, Hashable {
        case warning
        /// Required constraints that cannot all hold; one was broken (`constraints`, `brokenConstraint`).
        case unsatisfiableConstraints
        /// A view whose `attribute` (minX, minY, width, height) the constraints leave free.
        case ambiguousLayout
        /// Guides and frames still changed after the last layout pass.
        case layoutDidNotConverge
    }

    public var severity: Severity
    public var kind: Kind
    /// The view, controller or device the warning concerns.
    public var id: String?
    public var message: String
    /// `unsatisfiableConstraints`: the conflicting constraints, as UIKit lists them.
    public var constraints: [String]
    /// `unsatisfiableConstraints`: the one broken to recover.
    public var brokenConstraint: String?
    /// `ambiguousLayout`: `minX`, `minY`, `width` or `height`.
    public var attribute: String?

    public init(severity: Severity = .warning, kind: Kind = .warning, id: String?, message: String,
                constraints: [String] = [], brokenConstraint: String? = nil, attribute: String? = nil) {
        self.severity = severity
        self.kind = kind
        self.id = id
        self.message = message
        self.constraints = constraints
        self.brokenConstraint = brokenConstraint
        self.attribute = attribute
    }

    /// Is this one of Auto Layout's problems (which fail a snapshot assertion unless allowed)?
    public var isAutoLayoutIssue: Bool { kind == .unsatisfiableConstraints || kind == .ambiguousLayout }

    public var description: String { "\(severity.rawValue)\(id.map { " [\($0)]" } ?? ""): \(message)" }
}
