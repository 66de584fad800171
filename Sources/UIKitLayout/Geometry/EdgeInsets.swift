/// Physical insets (UIKit's `UIEdgeInsets`): top, left, bottom, right.
public struct EdgeInsets: Hashable, Sendable, CustomStringConvertible, Codable {
    public var top: Double
    public var left: Double
    public var bottom: Double
    public var right: Double

    public init(top: Double = 0, left: Double = 0, bottom: Double = 0, right: Double = 0) {
        self.top = top
        self.left = left
        self.bottom = bottom
        self.right = right
    }

    public static let zero = EdgeInsets()

    package static func + (a: EdgeInsets, b: EdgeInsets) -> EdgeInsets {
        EdgeInsets(top: a.top + b.top, left: a.left + b.left, bottom: a.bottom + b.bottom, right: a.right + b.right)
    }

    /// Each edge clamped at zero: how UIKit consumes a possibly negative safe-area inset
    /// (uikit-rules.md a3, b3; reference decision 1).
    package var clampedAtZero: EdgeInsets {
        EdgeInsets(top: max(0, top), left: max(0, left), bottom: max(0, bottom), right: max(0, right))
    }

    /// The per-edge maximum of two insets.
    package static func perEdgeMax(_ a: EdgeInsets, _ b: EdgeInsets) -> EdgeInsets {
        EdgeInsets(top: max(a.top, b.top), left: max(a.left, b.left), bottom: max(a.bottom, b.bottom), right: max(a.right, b.right))
    }

    /// The logical form of these physical insets for a layout direction (uikit-rules.md b6).
    package func directional(in direction: UserInterfaceLayoutDirection) -> DirectionalEdgeInsets {
        switch direction {
        case .leftToRight: DirectionalEdgeInsets(top: top, leading: left, bottom: bottom, trailing: right)
        case .rightToLeft: DirectionalEdgeInsets(top: top, leading: right, bottom: bottom, trailing: left)
        }
    }

    public var description: String { "(top \(top), left \(left), bottom \(bottom), right \(right))" }
}

/// Logical insets (UIKit's `NSDirectionalEdgeInsets`): top, leading, bottom, trailing.
public struct DirectionalEdgeInsets: Hashable, Sendable, CustomStringConvertible, Codable {
    public var top: Double
    public var leading: Double
    public var bottom: Double
    public var trailing: Double

    public init(top: Double = 0, leading: Double = 0, bottom: Double = 0, trailing: Double = 0) {
        self.top = top
        self.leading = leading
        self.bottom = bottom
        self.trailing = trailing
    }

    public static let zero = DirectionalEdgeInsets()

    /// Leading maps to left in a left-to-right layout and to right in a right-to-left one
    /// ([DOC-layoutMargins], uikit-rules.md b6).
    package func physical(in direction: UserInterfaceLayoutDirection) -> EdgeInsets {
        switch direction {
        case .leftToRight: EdgeInsets(top: top, left: leading, bottom: bottom, right: trailing)
        case .rightToLeft: EdgeInsets(top: top, left: trailing, bottom: bottom, right: leading)
        }
    }

    package static func perEdgeMax(_ a: DirectionalEdgeInsets, _ b: DirectionalEdgeInsets) -> DirectionalEdgeInsets {
        DirectionalEdgeInsets(top: max(a.top, b.top), leading: max(a.leading, b.leading), bottom: max(a.bottom, b.bottom), trailing: max(a.trailing, b.trailing))
    }

    public var description: String { "(top \(top), leading \(leading), bottom \(bottom), trailing \(trailing))" }
}
