/// An Auto Layout constraint in the spec's form (LAYOUT-SPEC.md, "Constraints"):
///
///     item.attribute  (== | <= | >=)  [multiplier *] item.attribute [(+ | -) constant]  [@ priority]
///     item.attribute  (== | <= | >=)  constant  [@ priority]
///
/// `item` is a view id, `superview`, a guide of a view (`<id>.safeArea`, `<id>.margins`,
/// `<id>.readable`, `<id>.keyboard`; a scroll view's `<id>.contentLayoutGuide` and
/// `<id>.frameLayoutGuide`) or a layout guide's id; the attribute is the last dot-separated part, so ids
/// with dots (`row0.title`) work. The object form adds `identifier`, `isActive` and `when`.
public struct LayoutConstraint: Hashable, Sendable, CustomStringConvertible {
    /// `NSLayoutConstraint.Attribute`.
    public enum Attribute: String, CaseIterable, Sendable {
        case left, right, top, bottom, leading, trailing, width, height, centerX, centerY, firstBaseline, lastBaseline
    }

    /// `NSLayoutConstraint.Relation`.
    public enum Relation: String, Sendable {
        case equal = "=="
        case lessThanOrEqual = "<="
        case greaterThanOrEqual = ">="
    }

    public struct Anchor: Hashable, Sendable, CustomStringConvertible {
        public var item: ConstraintItem
        public var attribute: Attribute
        /// What the item was made from in Swift (a `View`, a guide of one, a `LayoutGuide`), to
        /// say so when it is not in the hierarchy; not part of the anchor's value.
        var source = AnchorSource.Tag(.name)

        public init(item: ConstraintItem, attribute: Attribute) {
            self.item = item
            self.attribute = attribute
        }

        /// An item by its name in the spec's form, read against the hierarchy when laid out.
        @available(*, deprecated, message: "name the item by its type: .view(.view(id)), .viewGuide(.view(id), .safeArea), .layoutGuide(id); or a view's anchors")
        public init(item: String, attribute: Attribute) {
            self.init(item: .name(item), attribute: attribute)
        }

        init(item: ConstraintItem, attribute: Attribute, source: AnchorSource) {
            self.init(item: item, attribute: attribute)
            self.source = .init(source)
        }

        public var description: String { "\(item).\(attribute.rawValue)" }
    }

    public var first: Anchor
    public var relation: Relation
    /// nil for a constant constraint (`width == 44`).
    public var second: Anchor?
    public var multiplier: Double
    public var constant: Double
    /// 1…1000; 1000 is required.
    public var priority: LayoutPriority
    /// UIKit's `identifier`: named in diagnostics, as UIKit's log names it.
    public var identifier: String?
    /// An inactive constraint is kept in the model but not solved (`isActive = false`).
    public var isActive: Bool = true
    /// Installed only while the traits match (the spec's `when`); nil always.
    public var when: TraitPredicate?

    public init(_ first: Anchor, _ relation: Relation, _ second: Anchor?, multiplier: Double = 1, constant: Double = 0,
                priority: LayoutPriority = .required, identifier: String? = nil) {
        self.first = first
        self.relation = relation
        self.second = second
        self.multiplier = multiplier
        self.constant = constant
        self.priority = priority
        self.identifier = identifier
    }

    /// Parses the spec's string form.
    public init(_ text: String) throws(ConstraintSyntaxError) {
        var scanner = ConstraintScanner(text: text)
        self = try scanner.constraint()
    }

    /// The equation alone, as the spec writes it (`a.top == b.bottom + 8 @ 750`).
    public var description: String {
        let number = NumberText.format
        var rhs: String
        if let second {
            rhs = (multiplier == 1 ? "" : "\(number(multiplier)) * ") + second.description
            if constant != 0 { rhs += constant < 0 ? " - \(number(-constant))" : " + \(number(constant))" }
        } else {
            rhs = number(constant)
        }
        return "\(first) \(relation.rawValue) \(rhs)" + (priority.isRequired ? "" : " @ \(priority)")
    }

    /// As UIKit's log lists a constraint: its identifier in quotes first, when it has one.
    package var logDescription: String {
        identifier.map { "\"\($0)\" \(description)" } ?? description
    }
}

/// What a constraint's item was made from: a name (a spec's string, `LayoutConstraint("…")`), or a
/// value of the Swift API whose anchor it is. A view made in Swift that a constraint names but
/// the hierarchy lacks was never added, not misspelt: the error says so.
enum AnchorSource: Hashable, Sendable {
    case name
    case view
    /// A guide UIKit gives a view (`safeAreaLayoutGuide`, …) of a `View`.
    case viewGuide
    case layoutGuide

    /// Carried by a value without taking part in its equality or hash: an anchor made from a
    /// view equals the one the spec's string names.
    struct Tag: Hashable, Sendable {
        var value: AnchorSource
        init(_ value: AnchorSource) { self.value = value }
        static func == (_: Tag, _: Tag) -> Bool { true }
        func hash(into hasher: inout Hasher) {}
    }
}

/// Why a constraint string is not in the spec's grammar, and where.
public struct ConstraintSyntaxError: Error, Sendable, Equatable, CustomStringConvertible {
    public var text: String
    /// 1-based character position in `text`.
    public var position: Int
    public var message: String

    public var description: String { "\(message) at character \(position) of the constraint" }
}
