/// A rectangle in points (UIKit's `CGRect`). Widths and heights are never negative in this
/// engine: inputs are validated, and guides are clamped (reference decision 1).
public struct Rect: Hashable, Sendable, CustomStringConvertible, Codable {
    public var origin: Point
    public var size: Size

    public init(origin: Point, size: Size) {
        self.origin = origin
        self.size = size
    }

    public init(x: Double, y: Double, width: Double, height: Double) {
        self.init(origin: Point(x: x, y: y), size: Size(width: width, height: height))
    }

    public static let zero = Rect(x: 0, y: 0, width: 0, height: 0)

    public var minX: Double { origin.x }
    public var minY: Double { origin.y }
    public var maxX: Double { origin.x + size.width }
    public var maxY: Double { origin.y + size.height }
    public var midX: Double { origin.x + size.width / 2 }
    public var midY: Double { origin.y + size.height / 2 }
    public var width: Double { size.width }
    public var height: Double { size.height }

    /// The rectangle shrunk by `insets` on each edge, as UIKit's `inset(by:)`, except that the
    /// width and height never go below zero: a layout guide is never negative (reference decision 1).
    public func inset(by insets: EdgeInsets) -> Rect {
        Rect(
            x: minX + insets.left,
            y: minY + insets.top,
            width: max(0, width - insets.left - insets.right),
            height: max(0, height - insets.top - insets.bottom)
        )
    }

    public func offsetBy(dx: Double, dy: Double) -> Rect {
        Rect(x: minX + dx, y: minY + dy, width: width, height: height)
    }

    public var description: String { "[\(minX), \(minY), \(width), \(height)]" }
}
