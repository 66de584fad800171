import LayoutEngine
import StrictXML

/// What `<resources>` and `<designables>` say without the app's asset catalog (§3.12, §3.13):
/// image sizes in points, the colours IB resolved for the document's appearance, and the
/// intrinsic sizes IB cached for @IBDesignable views.
struct DocumentResources: Sendable {
    var imageSizes: [String: Size] = [:]
    var systemColors: [String: Color] = [:]
    var namedColors: [String: Color] = [:]
    /// Designable view id → `intrinsicContentSize`.
    var designableSizes: [String: Size] = [:]

    /// Sizes must be numbers of points ≥ 0 within ±`LayoutEngine.maximumMagnitude`: a file that
    /// says `width="nan"` is refused at that element.
    init(_ root: XMLElement, file: String) throws(InterfaceBuilderError) {
        func size(_ element: XMLElement) throws(InterfaceBuilderError) -> Size? {
            guard let w = try Geometry.points(element, "width", file: file), let h = try Geometry.points(element, "height", file: file) else { return nil }
            guard w >= 0, h >= 0 else { throw InterfaceBuilderError(file: file, at: element, "a size of \(w) × \(h) points is negative") }
            return Size(width: w, height: h)
        }
        for resources in root.children(named: "resources") {
            for item in resources.children {
                guard let name = item[attribute: "name"] else { continue }
                switch item.name {
                case "image":
                    if let s = try size(item) { imageSizes[name] = s }
                case "systemColor":
                    if let c = item.firstChild(named: "color").flatMap({ ColorImport.literal($0) }) { systemColors[name] = c }
                case "namedColor":
                    if let c = item.firstChild(named: "color").flatMap({ ColorImport.literal($0) }) { namedColors[name] = c }
                default: break
                }
            }
        }
        for designables in root.children(named: "designables") {
            for item in designables.children(named: "designable") {
                guard let id = item[attribute: "name"], let element = item.child("size", key: "intrinsicContentSize") else { continue }
                // IB writes -1 on an axis with no intrinsic metric (UIView.noIntrinsicMetric).
                func metric(_ name: String) throws(InterfaceBuilderError) -> Double? {
                    guard let v = try Geometry.points(element, name, file: file) else { return nil }
                    if v == View.noIntrinsicMetric { return v }
                    guard v >= 0 else { throw InterfaceBuilderError(file: file, at: element, "\(name) \(v) is negative (and not -1, no intrinsic metric)") }
                    return v
                }
                guard let w = try metric("width"), let h = try metric("height") else { continue }
                designableSizes[id] = Size(width: w, height: h)
            }
        }
    }
}
