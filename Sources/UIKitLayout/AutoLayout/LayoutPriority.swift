/// UIKit's `UILayoutPriority`: 1…1000, where 1000 is required. Priorities are tiers, not
/// weights: every constraint of a higher priority is met as well as it can be before any of a
/// lower one is considered (solver-cases.md §1, T14). Fractional values are allowed (UIKit's own
/// stack views use 999.5, 760, 149, 51, 49 and 25).
public struct LayoutPriority: RawRepresentable, Hashable, Comparable, Sendable, CustomStringConvertible,
    ExpressibleByFloatLiteral, ExpressibleByIntegerLiteral {
    public var rawValue: Double

    public init(rawValue: Double) { self.rawValue = rawValue }
    public init(_ value: Double) { self.rawValue = value }
    public init(floatLiteral value: Double) { self.rawValue = value }
    public init(integerLiteral value: Int) { self.rawValue = Double(value) }

    public static let required: LayoutPriority = 1000
    public static let defaultHigh: LayoutPriority = 750
    public static let dragThatCanResizeScene: LayoutPriority = 510
    public static let sceneSizeStayPut: LayoutPriority = 500
    public static let dragThatCannotResizeScene: LayoutPriority = 490
    public static let defaultLow: LayoutPriority = 250
    public static let fittingSizeLevel: LayoutPriority = 50

    public var isRequired: Bool { rawValue >= 1000 }

    public static func < (a: LayoutPriority, b: LayoutPriority) -> Bool { a.rawValue < b.rawValue }
    public static func + (a: LayoutPriority, b: Double) -> LayoutPriority { LayoutPriority(a.rawValue + b) }
    public static func - (a: LayoutPriority, b: Double) -> LayoutPriority { LayoutPriority(a.rawValue - b) }

    /// `750`, `999.5`: the shortest form that reads back to the same value.
    public var description: String {
        rawValue == rawValue.rounded() && abs(rawValue) < 1e15 ? String(Int(rawValue)) : String(rawValue)
    }
}

/// A priority per axis, as `contentHuggingPriority(for:)` and
/// `contentCompressionResistancePriority(for:)` return them.
public struct AxisPriorities: Hashable, Sendable {
    public var horizontal: LayoutPriority
    public var vertical: LayoutPriority

    public init(horizontal: LayoutPriority, vertical: LayoutPriority) {
        self.horizontal = horizontal
        self.vertical = vertical
    }

    /// UIKit's defaults for views made in code (solver-cases.md §1).
    public static let defaultHugging = AxisPriorities(horizontal: .defaultLow, vertical: .defaultLow)
    public static let defaultCompressionResistance = AxisPriorities(horizontal: .defaultHigh, vertical: .defaultHigh)

    public subscript(axis: LayoutAxis) -> LayoutPriority {
        get { axis == .horizontal ? horizontal : vertical }
        set { if axis == .horizontal { horizontal = newValue } else { vertical = newValue } }
    }
}

/// `NSLayoutConstraint.Axis`.
public enum LayoutAxis: String, Hashable, Sendable, CaseIterable {
    case horizontal, vertical
}
