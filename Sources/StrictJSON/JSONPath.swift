/// Where a value sits in a JSON document, printed the way error messages name it:
/// `$.root.viewController.view.subviews[2].frame`, or `$["my key"]` for a key that is not an
/// identifier.
public struct JSONPath: Sendable, Hashable, CustomStringConvertible {
    public enum Component: Sendable, Hashable {
        case key(String)
        case index(Int)
    }

    public var components: [Component]

    public init(_ components: [Component] = []) {
        self.components = components
    }

    /// The document itself: `$`.
    public static let root = JSONPath()

    public func appending(_ key: String) -> JSONPath {
        var copy = self
        copy.components.append(.key(key))
        return copy
    }

    public func appending(_ index: Int) -> JSONPath {
        var copy = self
        copy.components.append(.index(index))
        return copy
    }

    public var description: String {
        var text = "$"
        for component in components {
            switch component {
            case .index(let index):
                text += "[\(index)]"
            case .key(let key):
                if JSONPath.isIdentifier(key) {
                    text += "." + key
                } else {
                    text += "[" + JSONWriter.quoted(key) + "]"
                }
            }
        }
        return text
    }

    /// `[A-Za-z_][A-Za-z0-9_]*`
    static func isIdentifier(_ key: String) -> Bool {
        var first = true
        for byte in key.utf8 {
            switch byte {
            case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "_"):
                break
            case UInt8(ascii: "0")...UInt8(ascii: "9") where !first:
                break
            default:
                return false
            }
            first = false
        }
        return !first
    }
}
