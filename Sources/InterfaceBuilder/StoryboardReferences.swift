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
        // A name, not a path: a reference never leaves the folders searched.
        guard !name.isEmpty, !name.contains("/"), name != "..", name != "." else {
            throw error(element, "storyboardName \"\(name)\" is not a storyboard's name")
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
        let other = try InterfaceBuilderDocument(contentsOf: path, name: displayName(of: path))
        let targetID: String?
        if let identifier = element[attribute: "referencedIdentifier"] {
            // In document order, so a duplicated identifier always picks the same scene.
            let matches = other.scenes.filter { $0.identifier == identifier }
            if matches.count > 1 {
                warn(element, "\(other.file) has \(matches.count) scenes with storyboard identifier \"\(identifier)\"; the first (line \(matches[0].line)) is used")
            }
            targetID = matches.first?.controllerID
            if targetID == nil { throw error(element, "\(other.file) has no scene with storyboard identifier \"\(identifier)\"") }
        } else {
            targetID = other.initialViewControllerID
            if targetID == nil { throw error(element, "\(other.file) has no initial view controller, and the reference names no referencedIdentifier") }
        }
        guard let target = targetID.flatMap({ other.index[$0] }) else {
            throw error(element, "\(other.file): initial view controller \"\(targetID ?? "")\" is not in that document")
        }
        var nested = SceneImporter(document: other, traits: resolution.traits, options: options)
        nested.referenceDepth = referenceDepth + 1
        nested.converting = converting
        nested.converted = converted
        nested.usedCustomClassSizes = usedCustomClassSizes
        let node = try nested.controller(target, showing: [])
        warnings += nested.warnings
        converted = nested.converted
        usedCustomClassSizes = nested.usedCustomClassSizes
        for (key, element) in nested.resolution.unknownKeys {
            warnings.append(ImportWarning(elementID: element[attribute: "id"] ?? "variation", line: element.line, file: other.file,
                                          message: "variation \"\(key)\" names a trait this importer does not know; it is never applied"))
        }
        return node
    }

    /// What warnings call a referenced document: its path relative to this one's folder, joined to
    /// this document's own name (so a document named from a package root names its references
    /// from there too); a file found elsewhere (a search folder) by its path.
    private func displayName(of path: String) -> String {
        let from = ((document.location as NSString).deletingLastPathComponent as NSString).standardizingPath
        let to = (path as NSString).standardizingPath
        // Both relative or both absolute, else the path as found.
        guard from.hasPrefix("/") == to.hasPrefix("/") || from.isEmpty else { return path }
        let a = from.split(separator: "/").map(String.init), b = to.split(separator: "/").map(String.init)
        var common = 0
        while common < a.count, common < b.count - 1, a[common] == b[common] { common += 1 }
        let relative = (Array(repeating: "..", count: a.count - common) + b[common...]).joined(separator: "/")
        let ownFolder = (file as NSString).deletingLastPathComponent
        return ownFolder.isEmpty ? relative : ((ownFolder as NSString).appendingPathComponent(relative) as NSString).standardizingPath
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
