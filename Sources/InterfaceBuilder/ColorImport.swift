import LayoutEngine
import StrictXML

/// `<color key=…>` (§3.11): literal sRGB or grey components, or a system or asset colour
/// resolved through the document's `<resources>`.
enum ColorImport {
    /// A colour written as components: `red green blue alpha` or `white alpha` (any colour space
    /// taken as sRGB: the picture shows which view is which, not calibrated colour).
    static func literal(_ element: XMLElement) -> Color? {
        func component(_ name: String) -> Double? { element[attribute: name].flatMap(Double.init) }
        func byte(_ v: Double) -> UInt8 { UInt8(max(0, min(255, (v * 255).rounded()))) }
        let alpha = component("alpha") ?? 1
        if let r = component("red"), let g = component("green"), let b = component("blue") {
            return Color(red: byte(r), green: byte(g), blue: byte(b), alpha: byte(alpha))
        }
        if let w = component("white") {
            return Color(red: byte(w), green: byte(w), blue: byte(w), alpha: byte(alpha))
        }
        return nil
    }

    static func color(_ element: XMLElement, resources: DocumentResources) -> Color? {
        if let name = element[attribute: "systemColor"] { return resources.systemColors[name] }
        if let name = element[attribute: "name"] { return resources.namedColors[name] }
        return literal(element)
    }
}
