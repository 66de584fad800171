/// A warning attached to a computed layout: the layout is still computed, and the CLI still exits
/// with status 0 (LAYOUT-SPEC.md).
public struct Diagnostic: Hashable, Sendable, CustomStringConvertible, Codable {
    public enum Severity: String, Sendable, Hashable, Codable {
        case warning
    }

    /// What kind of warning; Auto Layout's carry details (LAYOUT-SPEC.md, output).
    public enum Kind: String, Sendable, Hashable, Codable {
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
    /// `ambiguousLayout`: `minX`, `minY`, `width` or `height` (the first of `attributes`).
    public var attribute: String? {
        get { details.attribute }
        set { details.attribute = newValue }
    }
    /// `ambiguousLayout`: every attribute the cause leaves free, of the view `id` names (of the
    /// arranged views, for a stack view's tie), when there are several.
    public var attributes: [String] {
        get { details.attributes }
        set { details.attributes = newValue }
    }
    /// `ambiguousLayout`: the views one cause leaves ambiguous, when it is more than `id`'s
    /// own: one diagnostic per cause, not one per view and attribute (issue 32, point 4).
    public var views: [String] {
        get { details.views }
        set { details.views = newValue }
    }
    /// The cause, when the engine can tell it (`AmbiguityCause`): of an `ambiguousLayout`
    /// diagnostic, or of the warning about a view nothing places.
    public var cause: AmbiguityCause? {
        get { details.cause }
        set { details.cause = newValue }
    }

    /// What a diagnostic says beyond its message, in one stored value: each of these is also in
    /// the message's words, so what reads the message (the renderer's digest) reads them.
    struct Details: Hashable, Sendable, Codable {
        var attribute: String?
        var attributes: [String] = []
        var views: [String] = []
        var cause: AmbiguityCause?
    }

    var details = Details()

    package init(severity: Severity = .warning, kind: Kind = .warning, id: String?, message: String,
                constraints: [String] = [], brokenConstraint: String? = nil, attribute: String? = nil,
                attributes: [String] = [], views: [String] = [], cause: AmbiguityCause? = nil) {
        self.severity = severity
        self.kind = kind
        self.id = id
        self.message = message
        self.constraints = constraints
        self.brokenConstraint = brokenConstraint
        details = Details(attribute: attribute, attributes: attributes, views: views, cause: cause)
    }

    /// Is this one of Auto Layout's problems (which fail a snapshot assertion unless allowed)?
    public var isAutoLayoutIssue: Bool { kind == .unsatisfiableConstraints || kind == .ambiguousLayout }

    public var description: String { "\(severity.rawValue)\(id.map { " [\($0)]" } ?? ""): \(message)" }
}

/// Why a layout is ambiguous, where UIKit's tools would say (Xcode's "Content Priority Ambiguity"):
/// the output's `cause` of an `ambiguousLayout` diagnostic.
public enum AmbiguityCause: String, Sendable, Hashable, CaseIterable, Codable {
    /// Arranged views of a stack view with the same content hugging priority along its axis,
    /// the lowest of its views: Auto Layout cannot choose which one stretches.
    case contentHuggingTie
    /// The same for compression resistance, when the stack is too small: which one shrinks.
    case compressionResistanceTie
    /// Arranged views without an intrinsic size along the stack's axis and nothing else sizing
    /// them: which one takes the room.
    case sizeTie
    /// A view nothing places: no frame, no constraint, not arranged (issue 32, point 4).
    case unplaced
}
