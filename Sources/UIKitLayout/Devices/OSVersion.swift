/// An OS version such as 18 or 26.5 (iOS, iPadOS and tvOS share the numbering since 2025's
/// renumbering, so one number selects each device's values).
public struct OSVersion: Hashable, Sendable, Comparable, CustomStringConvertible, Codable {
    public var major: Int
    public var minor: Int

    public init(major: Int, minor: Int = 0) {
        self.major = major
        self.minor = minor
    }

    /// Accepts `18`, `26.5`, `iOS 26`, `ios26.5`, `iPadOS 18`, `tvOS 18`.
    public init?(_ text: String) {
        var rest = Substring(text.lowercased())
        for prefix in ["ipados", "ios", "tvos"] where rest.hasPrefix(prefix) {
            rest = rest.dropFirst(prefix.count)
            break
        }
        rest = rest.drop(while: { $0 == " " })
        let parts = rest.split(separator: ".", omittingEmptySubsequences: false)
        guard (1...2).contains(parts.count), let major = Int(parts[0]), major >= 0, major < 1000 else { return nil }
        var minor = 0
        if parts.count == 2 {
            guard let m = Int(parts[1]), m >= 0, m < 100 else { return nil }
            minor = m
        }
        self.init(major: major, minor: minor)
    }

    public static func < (a: Self, b: Self) -> Bool {
        (a.major, a.minor) < (b.major, b.minor)
    }

    public var description: String { minor == 0 ? "\(major)" : "\(major).\(minor)" }
}

/// A closed range of OS versions that a set of catalog values describes.
package struct OSRange: Hashable, Sendable, CustomStringConvertible {
    package var from: OSVersion
    package var through: OSVersion

    package init(from: OSVersion, through: OSVersion) {
        self.from = from
        self.through = through
    }

    package func contains(_ version: OSVersion) -> Bool { from <= version && version <= through }

    package var description: String { "\(from)–\(through)" }
}
