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

    init(_ root: XMLElement) {
        for resources in root.children(named: "resources") {
            for item in resources.children {
                guard let name = item[attribute: "name"] else { continue }
                switch item.name {
                case "image":
                    if let w = Double(item[attribute: "width"] ?? ""), let h = Double(item[attribute: "height"] ?? "") {
                        imageSizes[name] = Size(width: w, height: h)
                    }
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
                guard let id = item[attribute: "name"],
                      let size = item.children(named: "size").first(where: { $0[attribute: "key"] == "intrinsicContentSize" }),
                      let w = Double(size[attribute: "width"] ?? ""), let h = Double(size[attribute: "height"] ?? "") else { continue }
                designableSizes[id] = Size(width: w, height: h)
            }
        }
    }
}
