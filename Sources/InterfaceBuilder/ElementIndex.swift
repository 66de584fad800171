import StrictXML

/// Every element with an `id`, by id (§1.7: ids are unique in a document and every reference
/// points into the same document), with what the importer looks up across the document:
/// relationship segues by destination, outlet names by destination. Walked without recursion;
/// the XML reader bounds the depth.
struct ElementIndex: Sendable {
    private(set) var elements: [String: XMLElement] = [:]
    /// The id of each identified element's nearest identified ancestor.
    private(set) var parentIDs: [String: String] = [:]
    /// Controller id → the container controller whose `relationship` segue leads to it (§2.2).
    private(set) var relationshipParents: [String: String] = [:]
    /// Controller id → the controllers whose `show` (or legacy `push`) segues lead to it, in
    /// document order, with each segue's id: the navigation stack it is pushed onto (§2.2).
    private(set) var showSources: [String: [(controller: String, segue: String)]] = [:]
    /// `<inferredMetricsTieBreakers>`: the segues Interface Builder chose where a scene is reached
    /// more than one way (§1.5).
    private(set) var tieBreakers: Set<String> = []
    /// Controller id → the first segue that presents it modally (`presentation`, `modal`,
    /// `popoverPresentation`): a sheet or a popover, which the importer lays out on its own,
    /// full screen, as the canvas draws it (`SceneImporter`).
    private(set) var presentations: [String: XMLElement] = [:]
    /// Every `customClass` the document names.
    private(set) var customClasses: Set<String> = []
    /// Element id → the first outlet property that points at it (`loginButton`): a readable name.
    private(set) var outletNames: [String: String] = [:]
    /// The ids every `<constraint>` names: its items, or the view holding it where `firstItem` is
    /// omitted (§4.2). A view outside this set gets Interface Builder's prototyping constraints.
    private(set) var constrainedIDs: Set<String> = []

    init(_ root: XMLElement, file: String) throws(InterfaceBuilderError) {
        var stack: [(element: XMLElement, parent: String?, controller: String?)] = [(root, nil, nil)]
        while let (element, parent, controller) = stack.popLast() {
            var own = parent, ownController = controller
            // `<segue reference>`, `<include reference>` and the like carry no id; a
            // `<variation>`'s copies of keyed children (a font per size class) carry none either.
            if let id = element[attribute: "id"] {
                if let other = elements[id] {
                    throw InterfaceBuilderError(file: file, at: element, "id \"\(id)\" is also the id of <\(other.name)> on line \(other.line); ids must be unique in a document")
                }
                elements[id] = element
                if let parent { parentIDs[id] = parent }
                own = id
                if element[attribute: "sceneMemberID"] == "viewController" { ownController = id }
            }
            if let custom = element[attribute: "customClass"] { customClasses.insert(custom) }
            if element.name == "segue", element[attribute: "kind"] == "relationship",
               let destination = element[attribute: "destination"], let controller, relationshipParents[destination] == nil {
                relationshipParents[destination] = controller
            }
            if element.name == "segue", ["show", "push"].contains(element[attribute: "kind"] ?? ""),
               let destination = element[attribute: "destination"], let controller, let id = element[attribute: "id"], destination != controller {
                showSources[destination, default: []].append((controller, id))
            }
            if element.name == "segue", ["presentation", "modal", "popoverPresentation"].contains(element[attribute: "kind"] ?? ""),
               let destination = element[attribute: "destination"], presentations[destination] == nil {
                presentations[destination] = element
            }
            if element.name == "segue", parent == nil || controller == nil, let reference = element[attribute: "reference"] {
                tieBreakers.insert(reference)
            }
            if element.name == "constraint" {
                if let first = element[attribute: "firstItem"] ?? parent { constrainedIDs.insert(first) }
                if let second = element[attribute: "secondItem"] { constrainedIDs.insert(second) }
            }
            if element.name == "outlet", let property = element[attribute: "property"], let destination = element[attribute: "destination"],
               outletNames[destination] == nil {
                outletNames[destination] = property
            }
            // A variation's keyed children repeat ids of the elements they replace.
            if element.name == "variation" { continue }
            for child in element.children.reversed() { stack.append((child, own, ownController)) }
        }
    }

    subscript(id: String) -> XMLElement? { elements[id] }

    /// Is `id` inside the element `ancestor` (by the stored tree, before variations)?
    func isDescendant(_ id: String, of ancestor: String) -> Bool {
        var current = id
        // Each step goes up one element: never more steps than elements.
        for _ in 0...elements.count {
            guard let parent = parentIDs[current] else { return false }
            if parent == ancestor { return true }
            current = parent
        }
        return false
    }
}
