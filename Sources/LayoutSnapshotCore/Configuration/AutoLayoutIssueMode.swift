/// What a snapshot assertion does when its computed layout has Auto Layout issues: constraints
/// that cannot all hold (UIKit's "Unable to simultaneously satisfy constraints") or a view
/// whose frame they leave free (`hasAmbiguousLayout`). Either way the snapshot is still checked
/// (and recorded) as usual, and the picture marks the views (the `autoLayout` overlay).
public enum AutoLayoutIssueMode: String, CaseIterable, Sendable, Codable {
    /// Fail the assertion, once per device and orientation, listing the issues (the default).
    case fail
    /// Let them pass: for a screen whose known issues are checked elsewhere.
    case ignore
}
