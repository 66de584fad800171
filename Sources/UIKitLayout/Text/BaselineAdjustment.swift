/// UIKit's `UIBaselineAdjustment`: where a label's line sits when it is drawn in a smaller font
/// than its own (`View.adjustsFontSizeToFitWidth`).
public enum BaselineAdjustment: String, Sendable, Hashable, CaseIterable {
    /// The baseline stays where the full-size text's would be (UIKit's default).
    case alignBaselines
    /// The smaller line is centred in the bounds.
    case alignCenters
    /// The smaller line's top stays at the full-size line's top.
    case none
}
