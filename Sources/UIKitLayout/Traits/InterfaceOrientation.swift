/// UIKit's `UIInterfaceOrientation`. `landscapeLeft` means the home indicator (or button) is on
/// the left, as UIKit defines it.
public enum InterfaceOrientation: String, CaseIterable, Sendable, Hashable, Comparable, Codable {
    case portrait
    case portraitUpsideDown
    case landscapeLeft
    case landscapeRight

    public var isLandscape: Bool { self == .landscapeLeft || self == .landscapeRight }

    /// Parses the spec's names; `landscape` means `landscapeLeft` (LAYOUT-SPEC.md).
    package init?(specName: String) {
        if specName == "landscape" { self = .landscapeLeft; return }
        self.init(rawValue: specName)
    }

    package static let specNames = ["portrait", "portraitUpsideDown", "landscapeLeft", "landscapeRight", "landscape"]

    private var order: Int { Self.allCases.firstIndex(of: self)! }
    public static func < (a: Self, b: Self) -> Bool { a.order < b.order }
}
