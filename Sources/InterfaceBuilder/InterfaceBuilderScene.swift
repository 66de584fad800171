import StrictXML

/// One scene of a document: a storyboard's `<scene>` with its controller (§1.5), or a xib's
/// top-level view (§1.6).
public struct InterfaceBuilderScene: Hashable, Sendable {
    /// A storyboard's `sceneID`; a xib's top-level view id.
    public var sceneID: String
    /// The controller's id (a xib: the top-level view's).
    public var controllerID: String
    /// The controller's (or view's) element name: `viewController`, `navigationController`,
    /// `tableViewController`, `tabBarController`, … or, in a xib, `view`, `tableViewCell`, ….
    public var elementName: String
    /// `storyboardIdentifier`.
    public var identifier: String?
    /// `customClass` of the controller (a xib: of the view, or of File's Owner for its view).
    public var customClass: String?
    /// The controller's `title`, or a xib view's `userLabel`.
    public var title: String?
    /// A name for files and listings: unique in the document, made of letters, digits, `.`,
    /// `_` and `-` (the identifier, else the custom class, else the title or user label, else the
    /// element's name; with the scene id after it when two scenes would share it).
    public var name: String
    /// 1-based line of the controller (or view) element.
    public var line: Int
    /// A xib's File's Owner `view`: laid out as a view controller's root view, full screen
    /// (other top-level views are laid out at the screen's width and their own height).
    public var isFilesOwnerView: Bool = false
}

extension InterfaceBuilderDocument {
    static func storyboardScenes(_ root: XMLElement) -> [InterfaceBuilderScene] {
        var scenes: [InterfaceBuilderScene] = []
        for scene in root.firstChild(named: "scenes")?.children(named: "scene") ?? [] {
            guard let objects = scene.firstChild(named: "objects"),
                  let controller = objects.children.first(where: { $0[attribute: "sceneMemberID"] == "viewController" }),
                  controller.name != "viewControllerPlaceholder", let id = controller[attribute: "id"] else { continue }
            scenes.append(InterfaceBuilderScene(
                sceneID: scene[attribute: "sceneID"] ?? id, controllerID: id, elementName: controller.name,
                identifier: controller[attribute: "storyboardIdentifier"], customClass: controller[attribute: "customClass"],
                title: controller[attribute: "title"] ?? controller[attribute: "userLabel"], name: "", line: controller.line))
        }
        return named(scenes)
    }

    static func xibScenes(_ root: XMLElement) -> [InterfaceBuilderScene] {
        guard let objects = root.firstChild(named: "objects") else { return [] }
        let owner = objects.children.first { $0.name == "placeholder" && $0[attribute: "placeholderIdentifier"] == "IBFilesOwner" }
        let ownersView = owner?.firstChild(named: "connections")?.children(named: "outlet")
            .first { $0[attribute: "property"] == "view" }?[attribute: "destination"]
        var scenes: [InterfaceBuilderScene] = []
        for element in objects.children where ViewElements.isView(element.name) {
            guard let id = element[attribute: "id"] else { continue }
            let isOwners = id == ownersView
            scenes.append(InterfaceBuilderScene(
                sceneID: id, controllerID: id, elementName: element.name, identifier: nil,
                customClass: isOwners ? owner?[attribute: "customClass"] ?? element[attribute: "customClass"] : element[attribute: "customClass"],
                title: element[attribute: "userLabel"], name: "", line: element.line, isFilesOwnerView: isOwners))
        }
        // File's Owner's view first: the one a view controller loaded from this nib shows.
        return named(scenes.filter { $0.controllerID == ownersView } + scenes.filter { $0.controllerID != ownersView })
    }

    /// Gives each scene a file-safe name, unique in the document: its identifier, class, title or
    /// user label, else its element's name (`navigationController`); a name two scenes share
    /// gets the scene id after it.
    private static func named(_ scenes: [InterfaceBuilderScene]) -> [InterfaceBuilderScene] {
        func safe(_ text: String) -> String {
            let mapped = text.unicodeScalars.map { s -> Character in
                let ok = (s >= "a" && s <= "z") || (s >= "A" && s <= "Z") || (s >= "0" && s <= "9") || s == "." || s == "_" || s == "-"
                return ok ? Character(s) : "_"
            }
            return String(mapped.prefix(80))
        }
        var result = scenes.map { scene -> InterfaceBuilderScene in
            var scene = scene
            let candidates = [scene.identifier, scene.customClass, scene.title].compactMap { $0 }.filter { !$0.isEmpty }
            scene.name = safe(candidates.first ?? scene.elementName)
            // Never `.` or `..` or hidden: the name is a folder under --out.
            if scene.name.hasPrefix(".") { scene.name = "_" + scene.name.dropFirst() }
            return scene
        }
        let counts = Dictionary(grouping: result, by: \.name).mapValues(\.count)
        for i in result.indices where counts[result[i].name]! > 1 {
            result[i].name += "-" + safe(result[i].sceneID)
        }
        // A made-up name can still meet a written one: number what is left.
        var taken: Set<String> = []
        for i in result.indices {
            var name = result[i].name, n = 2
            while !taken.insert(name).inserted { name = "\(result[i].name)-\(n)"; n += 1 }
            result[i].name = name
        }
        return result
    }
}
