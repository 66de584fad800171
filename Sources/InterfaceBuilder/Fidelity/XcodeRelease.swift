import LayoutEngine

/// The Xcode that saved a document, from its `toolsVersion` (Docs/InterfaceBuilder.md, "Which
/// Xcode drew the frames"): its canvas draws with the iOS SDK it ships, so the stored frames
/// follow that iOS's bars, controls and tables, and that Xcode's own canvas habits.
public struct XcodeRelease: Hashable, Sendable, Comparable {
    public var major: Int
    public var minor: Int

    public init(major: Int, minor: Int = 0) {
        self.major = major
        self.minor = minor
    }

    /// From `toolsVersion`; nil when it is not a number this table places (then the canvas is
    /// the device's own values). Ranges by the first Xcode release that wrote each value in public
    /// repositories' histories.
    public init?(toolsVersion text: String) {
        // Xcode 15.3 and 15.4 write this value as is (paired with plug-in version 22684/22685).
        if text == "32700.99.1234" { self.init(major: 15, minor: 3); return }
        // Below 15000: Xcode 10 and earlier, whose canvas is not described here (the device's values).
        guard let number = Double(text.prefix { $0.isNumber || $0 == "." }.split(separator: ".").first ?? ""), number >= 15000 else { return nil }
        switch number {
        case ..<17000: self.init(major: 11)
        case ..<19000: self.init(major: 12)
        case ..<21000: self.init(major: 13)
        case ..<21500: self.init(major: 14)
        case ..<22000: self.init(major: 14, minor: 1)
        case ..<23000: self.init(major: 15)
        case ..<23727: self.init(major: 16)
        case ..<24000: self.init(major: 16, minor: 3)
        default: self.init(major: 26)
        }
    }

    /// The iOS version of the SDK this Xcode ships: Xcode 11 → iOS 13, …, 16 → 18, 26 → 26.
    public var iOSVersion: OSVersion { OSVersion(major: major >= 26 ? major : major + 2) }

    public static func < (a: Self, b: Self) -> Bool { (a.major, a.minor) < (b.major, b.minor) }
}
