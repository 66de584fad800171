/// UIKit's `UIScrollView.ContentInsetAdjustmentBehavior` (uikit-rules.md d3).
public enum ContentInsetAdjustmentBehavior: String, CaseIterable, Sendable, Hashable {
    case automatic
    case scrollableAxes
    case never
    case always
}
