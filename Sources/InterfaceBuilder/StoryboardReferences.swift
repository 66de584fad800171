import Foundation
import LayoutEngine
import StrictXML

extension SceneImporter {
    /// A storyboard reference (§2.4): the referenced storyboard's scene, found beside this
    /// document (its folder, then a `Base.lproj` beside it, then `ImportOptions.searchFolders`);
    /// the scene with `referencedIdentifier`, else that storyboard's initial controller. A file
    /// not found is a warning and an empty controller in its place.
    mutating func referencedController(_ element: XMLElement) throws(InterfaceBuilderError) -> ViewControllerNode {
        let id = element[attribute: "id"] ?? "reference"
        let empty = ViewControllerNode.viewController(ViewController(id: "\(id).\(element[attribute: "storyboardName"] ?? "reference")"))
        guard let name = element[attribute: "storyboardName"] else {
            throw error(element, "a storyboard reference without storyboardName")
        }
        if element[attribute: "bundleIdentifier"] != nil {
            warn(element, "reference to storyboard \(name) in another bundle: laid out empty")
            return empty
        }
        guard referenceDepth < Self.maximumReferenceDepth else {
            throw error(element, "storyboard references nest more than \(Self.maximumReferenceDepth) files deep (a cycle of references?)")
        }
        guard let path = referencedPath(name) else {
            warn(element, "storyboard \(name).storyboard was not given (searched beside \((file as NSString).lastPathComponent)\(options.searchFolders.isEmpty ? "" : " and in ImportOptions.searchFolders")): laid out as an empty view controller")
            return empty
        }
        // Named beside this document's own name, so warnings read the same in every checkout.
        let displayName = ((file as NSString).deletingLastPathComponent as NSString).appendingPathComponent((path as NSString).lastPathComponent)
        let other = try InterfaceBuilderDocument(contentsOf: path, name: path.hasPrefix(((document.location as NSString).deletingLastPathComponent)) ? displayName : path)
        let targetID: String?
        if let identifier = element[attribute: "referencedIdentifier"] {
            targetID = other.index.elements.values.first { $0[attribute: "storyboardIdentifier"] == identifier && $0[attribute: "sceneMemberID"] == "viewController" }?[attribute: "id"]
            if targetID == nil { throw error(element, "\(path) has no scene with storyboard identifier \"\(identifier)\"") }
        } else {
            targetID = other.initialViewControllerID
            if targetID == nil { throw error(element, "\(path) has no initial view controller, and the reference names no referencedIdentifier") }
        }
        guard let target = targetID.flatMap({ other.index[$0] }) else {
            throw error(element, "\(path): initial view controller \"\(targetID ?? "")\" is not in that document")
        }
        var nested = SceneImporter(document: other, traits: resolution.traits, options: options)
        nested.referenceDepth = referenceDepth + 1
        nested.converting = converting
        let node = try nested.controller(target, showing: [])
        warnings += nested.warnings
        return node
    }

    private func referencedPath(_ name: String) -> String? {
        let folder = (document.location as NSString).deletingLastPathComponent
        var folders = [folder]
        if folder.hasSuffix(".lproj") { folders.append(((folder as NSString).deletingLastPathComponent as NSString).appendingPathComponent("Base.lproj")) }
        folders.append((folder as NSString).appendingPathComponent("Base.lproj"))
        folders += options.searchFolders
        for f in folders {
            let path = ((f.isEmpty ? "." : f) as NSString).appendingPathComponent("\(name).storyboard")
            if FileManager.default.fileExists(atPath: path) { return path }
        }
        return nil
    }
}
