/// The constraints UIKit refuses to create (`NSLayoutConstraint.h`, and the exceptions
/// `constraintWithItem:…` and the anchor API raise). UIKit throws when such a constraint is made;
/// the spec reader reports it at the constraint's JSON path, and the engine asks the same question
/// of models built in Swift, so both say it in UIKit's words.
extension LayoutConstraint {
    /// nil when UIKit would accept the constraint; otherwise why not, as UIKit says it.
    public var legalityProblem: String? {
        guard multiplier.isFinite else {
            return "The multiplier is not finite (\(multiplier)); a constraint needs a finite multiplier."
        }
        guard constant.isFinite else {
            return "The constant is not finite (\(constant)); a constraint needs a finite constant."
        }
        guard priority.rawValue.isFinite, priority.rawValue > 0, priority.rawValue <= 1000 else {
            return "It's illegal to set priority:\(priority). Priorities must be greater than 0 and less than or equal to 1000 (required)."
        }
        let firstKind = first.attribute.kind
        // `width == 44` is a size equal to a constant; a location equal to a constant is not.
        guard let second, multiplier != 0 else {
            guard firstKind == .size else {
                return "A multiplier of 0 or a nil second item together with a location for the first attribute creates an illegal constraint of a location equal to a constant. Location attributes must be specified in pairs."
            }
            return nil
        }
        let secondKind = second.attribute.kind
        guard firstKind == secondKind else {
            return "Invalid pairing of layout attributes: \(first.attribute.rawValue) (\(firstKind.phrase)) and \(second.attribute.rawValue) (\(secondKind.phrase))."
        }
        if first.attribute.isDirectional != second.attribute.isDirectional,
           first.attribute.isLeftOrRight || second.attribute.isLeftOrRight {
            return "A constraint cannot be made between a leading/trailing attribute and a right/left attribute. Use leading/trailing for both or neither."
        }
        return nil
    }
}

extension LayoutConstraint.Attribute {
    /// What an attribute measures: only attributes of one kind may be related (size with size,
    /// width with height included).
    enum Kind {
        case horizontalLocation, verticalLocation, size

        var phrase: String {
            switch self {
            case .horizontalLocation: "a horizontal location"
            case .verticalLocation: "a vertical location"
            case .size: "a size"
            }
        }
    }

    var kind: Kind {
        switch self {
        case .left, .right, .leading, .trailing, .centerX: .horizontalLocation
        case .top, .bottom, .centerY, .firstBaseline, .lastBaseline: .verticalLocation
        case .width, .height: .size
        }
    }

    /// Leading and trailing follow the layout direction; left and right do not.
    var isDirectional: Bool { self == .leading || self == .trailing }
    var isLeftOrRight: Bool { self == .left || self == .right }
}
