/// `UIView.AutoresizingMask`: which parts of a frame stretch when the superview's size changes.
/// With `translatesAutoresizingMaskIntoConstraints`, UIKit turns the frame and this mask into
/// required constraints (`NSAutoresizingMaskLayoutConstraint`); the frame is the one written for
/// the spec's `canvas` (LAYOUT-SPEC.md).
public struct AutoresizingMask: OptionSet, Hashable, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }

    public static let flexibleLeftMargin = AutoresizingMask(rawValue: 1 << 0)
    public static let flexibleWidth = AutoresizingMask(rawValue: 1 << 1)
    public static let flexibleRightMargin = AutoresizingMask(rawValue: 1 << 2)
    public static let flexibleTopMargin = AutoresizingMask(rawValue: 1 << 3)
    public static let flexibleHeight = AutoresizingMask(rawValue: 1 << 4)
    public static let flexibleBottomMargin = AutoresizingMask(rawValue: 1 << 5)

    /// The spec's names, in UIKit's bit order.
    public static let names: [(name: String, option: AutoresizingMask)] = [
        ("flexibleLeftMargin", .flexibleLeftMargin), ("flexibleWidth", .flexibleWidth),
        ("flexibleRightMargin", .flexibleRightMargin), ("flexibleTopMargin", .flexibleTopMargin),
        ("flexibleHeight", .flexibleHeight), ("flexibleBottomMargin", .flexibleBottomMargin),
    ]

    /// UIKit's log form for one axis (`h=-&-`): `-` fixed, `&` flexible, for margin, size, margin.
    /// With nothing flexible the far margin absorbs the change, which UIKit logs `--&`.
    func logForm(horizontal: Bool) -> String {
        let (a, b, c): (AutoresizingMask, AutoresizingMask, AutoresizingMask) = horizontal
            ? (.flexibleLeftMargin, .flexibleWidth, .flexibleRightMargin)
            : (.flexibleTopMargin, .flexibleHeight, .flexibleBottomMargin)
        let form = [a, b, c].map { contains($0) ? "&" : "-" }.joined()
        return form == "---" ? "--&" : form
    }
}
