/// The app's window when it is not the whole screen: an iPad's Split View pane or Slide Over
/// window, or a window of any size (iPadOS 26, Stage Manager). LAYOUT-SPEC.md, "Windows
/// (additions)"; Docs/Windows.md.
public enum AppWindow: Hashable, Sendable, CustomStringConvertible {
    /// The whole screen (the default).
    case fullScreen
    /// A Split View pane beside another app, on the screen's leading or trailing side, or a
    /// Slide Over window (on the trailing side unless `side` says leading), at the sizes iPadOS
    /// gives on the device (`MultitaskingRule`).
    case multitasking(Multitasking, side: Side? = nil)
    /// A window of this size, placed at `origin` in screen coordinates (the screen's top-left
    /// corner when nil).
    case size(Size, origin: Point? = nil)

    public enum Multitasking: String, Hashable, Sendable, CaseIterable {
        case splitOneThird, splitHalf, splitTwoThirds, slideOver

        /// "Split View 1/3", "Slide Over": for captions and messages.
        public var title: String {
            switch self {
            case .splitOneThird: "Split View 1/3"
            case .splitHalf: "Split View 1/2"
            case .splitTwoThirds: "Split View 2/3"
            case .slideOver: "Slide Over"
            }
        }
    }

    /// The screen's side a pane sits on.
    public enum Side: String, Hashable, Sendable, CaseIterable {
        case leading, trailing
    }

    public var description: String {
        switch self {
        case .fullScreen: "full screen"
        case let .multitasking(m, side): m.title + (side.map { ", \($0.rawValue)" } ?? "")
        case let .size(s, origin):
            "\(NumberText.format(s.width)) x \(NumberText.format(s.height))" + (origin.map { " at (\(NumberText.format($0.x)), \(NumberText.format($0.y)))" } ?? "")
        }
    }
}
