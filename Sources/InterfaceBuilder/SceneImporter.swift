import LayoutEngine
import StrictXML

/// Turns one scene into the model for one trait environment (interface-builder.md §8): the
/// controller and the containers its relationship segues place it in, each controller's view
/// tree with its variations applied, and its constraints. Warnings collect what the document
/// leaves to code.
struct SceneImporter {
    let document: InterfaceBuilderDocument
    let options: ImportOptions
    var resolution: TraitResolution
    var warnings: [ImportWarning] = []
    private var warned: Set<String> = []
    /// Controllers being converted, by document and id: a segue back to one is a cycle.
    var converting: [String] = []
    /// How many storyboard references deep this import is (a reference's own references).
    var referenceDepth = 0
    var file: String { document.file }

    static let maximumReferenceDepth = 8

    init(document: InterfaceBuilderDocument, traits: TraitCollection, options: ImportOptions) {
        self.document = document
        self.options = options
        self.resolution = TraitResolution(traits: traits)
    }

    mutating func importScene(_ scene: InterfaceBuilderScene) throws(InterfaceBuilderError) -> ImportedScene {
        guard let element = document.index[scene.controllerID] else {
            throw InterfaceBuilderError(file: file, message: "no element \"\(scene.controllerID)\" for scene \(scene.name)")
        }
        let root: ViewControllerNode
        var canvas: Size?
        switch document.kind {
        case .storyboard:
            root = try containedController(element)
            canvas = storedRootSize(of: element)
        case .xib:
            root = try xibController(element)
            canvas = Geometry.frame(of: element)?.size
        }
        for (key, element) in resolution.unknownKeys {
            warn(element, "variation \"\(key)\" names a trait this importer does not know; it is never applied")
        }
        return ImportedScene(root: root, canvasSize: canvas, warnings: warnings)
    }

    // MARK: Warnings and errors

    mutating func warn(_ element: XMLElement, _ message: String) {
        let id = element[attribute: "id"] ?? element[attribute: "key"] ?? element.name
        guard warned.insert("\(file)|\(element.line)|\(message)").inserted else { return }
        warnings.append(ImportWarning(elementID: id, line: element.line, file: file, message: message))
    }

    func error(_ element: XMLElement, _ message: String) -> InterfaceBuilderError {
        InterfaceBuilderError(file: file, at: element, message)
    }

    // MARK: Containers

    /// The controller inside the containers whose relationship segues lead to it, outermost
    /// first: the way the app shows it (a navigation controller's root under its bars, a tab
    /// bar controller's child with its tab selected).
    mutating func containedController(_ element: XMLElement) throws(InterfaceBuilderError) -> ViewControllerNode {
        var path: [String] = [element[attribute: "id"] ?? ""]
        var outer = element
        while let parentID = document.relationshipParents[path.last!], let parent = document.index[parentID] {
            guard !path.contains(parentID) else {
                throw error(parent, "relationship segues form a cycle: \((path + [parentID]).joined(separator: " → "))")
            }
            path.append(parentID)
            outer = parent
        }
        return try controller(outer, showing: Set(path))
    }

    /// A controller element as a model node. `showing` holds the ids on the way to the scene's
    /// own controller: a tab bar controller selects the tab on that way; tabs elsewhere are
    /// laid out empty, since only the selected one is on screen.
    mutating func controller(_ raw: XMLElement, showing: Set<String>) throws(InterfaceBuilderError) -> ViewControllerNode {
        let id = raw[attribute: "id"] ?? ""
        let key = "\(file)#\(id)"
        guard !converting.contains(key) else {
            throw error(raw, "segues form a cycle: \((converting + [key]).map { $0.split(separator: "#").last.map(String.init) ?? $0 }.joined(separator: " → "))")
        }
        converting.append(key)
        defer { converting.removeLast() }
        let element = resolution.resolve(raw)
        let modelID = Naming.controllerID(element)
        let segues = element.firstChild(named: "connections")?.children(named: "segue") ?? []
        switch element.name {
        case "navigationController":
            var children: [ViewControllerNode] = []
            if let segue = segues.first(where: { $0[attribute: "relationship"] == "rootViewController" }) {
                children.append(try destination(of: segue, showing: showing))
            } else {
                warn(element, "navigation controller without a root view controller: its bars are laid out over an empty view")
                children.append(.viewController(ViewController(id: modelID + ".root")))
            }
            var nav = NavigationController(id: modelID, viewControllers: children)
            nav.isNavigationBarHidden = element[attribute: "navigationBarHidden"] == "YES"
            nav.isToolbarHidden = element[attribute: "toolbarHidden"] != "NO"
            if let bar = element.children.first(where: { $0[attribute: "key"] == "navigationBar" }) {
                nav.prefersLargeTitles = bar[attribute: "largeTitles"] == "YES"
                if bar[attribute: "translucent"] == "NO" {
                    warn(bar, "opaque navigation bar (translucent NO): laid out as a translucent one, content under it (extendedLayoutIncludesOpaqueBars is not modelled)")
                }
            }
            return .navigationController(nav)
        case "tabBarController":
            let tabs = segues.filter { $0[attribute: "relationship"] == "viewControllers" }
            var children: [ViewControllerNode] = []
            var selected = 0
            for (i, segue) in tabs.enumerated() {
                let destinationID = segue[attribute: "destination"] ?? ""
                if showing.contains(destinationID) || (i == 0 && !tabs.contains { showing.contains($0[attribute: "destination"] ?? "") }) {
                    selected = i
                    children.append(try destination(of: segue, showing: showing))
                } else {
                    children.append(.viewController(ViewController(id: "\(modelID).tab\(i)")))
                }
            }
            if children.isEmpty {
                warn(element, "tab bar controller without tabs: its tab bar is laid out over an empty view")
                children.append(.viewController(ViewController(id: modelID + ".tab0")))
            }
            var tab = TabBarController(id: modelID, viewControllers: children, selectedIndex: selected)
            if let bar = element.children.first(where: { $0[attribute: "key"] == "tabBar" }), bar[attribute: "translucent"] == "NO" {
                warn(bar, "opaque tab bar (translucent NO): laid out as a translucent one, content under it")
            }
            tab.viewRespectsSystemMinimumLayoutMargins = true
            return .tabBarController(tab)
        case "viewControllerPlaceholder":
            return try referencedController(element)
        default:
            return .viewController(try viewController(element, modelID: modelID))
        }
    }

    /// The controller a relationship or embed segue leads to.
    mutating func destination(of segue: XMLElement, showing: Set<String>) throws(InterfaceBuilderError) -> ViewControllerNode {
        guard let id = segue[attribute: "destination"] else { throw error(segue, "a segue without a destination") }
        guard let target = document.index[id] else {
            throw error(segue, "destination \"\(id)\" is not the id of any element in the document")
        }
        guard target[attribute: "sceneMemberID"] == "viewController" else {
            throw error(segue, "destination \"\(id)\" is a <\(target.name)> on line \(target.line), not a view controller")
        }
        return try controller(target, showing: showing)
    }

    /// The root view's size as stored: the canvas its subviews' frames were written for (a
    /// freeform scene's `freeformSize`, else the design device's screen).
    func storedRootSize(of controller: XMLElement) -> Size? {
        if let view = controller.children.first(where: { $0[attribute: "key"] == "view" }) { return Geometry.frame(of: view)?.size }
        return nil
    }
}

extension InterfaceBuilderDocument {
    /// Controller id → the container whose relationship segue leads to it (§2.2).
    var relationshipParents: [String: String] { index.relationshipParents }
}
