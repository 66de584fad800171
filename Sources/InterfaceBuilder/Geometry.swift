import LayoutEngine
import StrictXML

/// Frames, sizes and insets as IB writes them.
enum Geometry {
    /// An attribute as a number: decimal only (no hex, no "nan" or "inf", as `Double("0x10")`
    /// would read), finite. nil when absent or not such a number.
    static func number(_ element: XMLElement, _ name: String) -> Double? {
        element[attribute: name].flatMap(decimal)
    }

    /// A number as IB writes one: `12`, `-2.5`, `.5`, `2.2250738585072014e-308`.
    static func decimal(_ text: String) -> Double? {
        var sawDigit = false, sawDot = false, sawExponent = false, previous: UInt8 = 0
        for (i, c) in text.utf8.enumerated() {
            switch c {
            case UInt8(ascii: "0")...UInt8(ascii: "9"): sawDigit = true
            case UInt8(ascii: "+"), UInt8(ascii: "-"):
                guard i == 0 || previous == UInt8(ascii: "e") || previous == UInt8(ascii: "E") else { return nil }
            case UInt8(ascii: "."): guard !sawDot, !sawExponent else { return nil }; sawDot = true
            case UInt8(ascii: "e"), UInt8(ascii: "E"): guard sawDigit, !sawExponent else { return nil }; sawExponent = true; sawDigit = false
            default: return nil
            }
            previous = c
        }
        guard sawDigit, let v = Double(text), v.isFinite else { return nil }
        return v
    }

    /// A number of points for a size or position: decimal, within ±`LayoutEngine.maximumMagnitude`.
    static func points(_ element: XMLElement, _ name: String, file: String) throws(InterfaceBuilderError) -> Double? {
        guard let text = element[attribute: name] else { return nil }
        guard let v = decimal(text), abs(v) <= LayoutEngine.maximumMagnitude else {
            throw InterfaceBuilderError(file: file, at: element, "\(name) \"\(text)\" is not a number of points within ±\(Int(LayoutEngine.maximumMagnitude))")
        }
        return v
    }

    /// Edge insets as IB writes them: the four named attributes of `element` (absent: 0), each a
    /// number of points, in the order given (top, left, bottom, right, or their directional names).
    static func insets(_ element: XMLElement, _ names: (String, String, String, String), file: String) throws(InterfaceBuilderError) -> (Double, Double, Double, Double) {
        (try points(element, names.0, file: file) ?? 0, try points(element, names.1, file: file) ?? 0,
         try points(element, names.2, file: file) ?? 0, try points(element, names.3, file: file) ?? 0)
    }

    /// A constraint's multiplier as §4.4 writes it, `0.8`, `16:9` or `1/3`: finite, non-zero and
    /// at most a million either way; nil for anything else.
    static func multiplier(_ text: String) -> Double? {
        let parts = text.split(omittingEmptySubsequences: false, whereSeparator: { $0 == ":" || $0 == "/" }).map { decimal(String($0)) }
        let value: Double?
        switch parts.count {
        case 1: value = parts[0]
        case 2: value = parts[0].flatMap { a in parts[1].flatMap { b in b == 0 ? nil : a / b } }
        default: value = nil
        }
        guard let value, value.isFinite, value != 0, abs(value) <= 1e6 else { return nil }
        return value
    }

    /// `<rect key="frame" x y width height/>`.
    static func frame(of element: XMLElement) -> Rect? {
        guard let rect = element.child("rect", key: "frame") else { return nil }
        return Rect(x: number(rect, "x") ?? 0, y: number(rect, "y") ?? 0, width: number(rect, "width") ?? 0, height: number(rect, "height") ?? 0)
    }

    /// The frame, each value a number of points within ±`LayoutEngine.maximumMagnitude`.
    static func checkedFrame(of element: XMLElement, file: String) throws(InterfaceBuilderError) -> Rect? {
        guard let rect = element.child("rect", key: "frame") else { return nil }
        return Rect(x: try points(rect, "x", file: file) ?? 0, y: try points(rect, "y", file: file) ?? 0,
                    width: try points(rect, "width", file: file) ?? 0, height: try points(rect, "height", file: file) ?? 0)
    }
}
