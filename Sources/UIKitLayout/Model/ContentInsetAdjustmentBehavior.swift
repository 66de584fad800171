/// UIKit's `UIScrollView.ContentInsetAdjustmentBehavior` (uikit-rules.md d3).
public enum ContentInsetAdjustmentBehavior: String, CaseIterable, Sendable, Hashable, Codable {
    case automatic
    case scrollableAxes
    case never
    case always
}
