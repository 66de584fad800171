import LayoutEngine
import StrictXML

/// A view of a scene with the frame Interface Builder stored for it: the frame its canvas laid
/// out with Apple's Auto Layout on the document's design device, in the superview's coordinates
/// (Docs/InterfaceBuilder.md, "Stored frames"). Compared with the engine's frame, it says how far
/// the engine is from Apple's own on this document. Some stored frames are no answer: those are
/// kept with the reason they are left out, so a report counts them.
public struct StoredView: Hashable, Sendable {
    /// Why a stored frame is not compared.
    public enum LeftOut: String, Hashable, Sendable, CaseIterable {
        /// `misplaced="YES"`: IB says the frame no longer follows the constraints.
        case misplaced
        /// `ambiguous="YES"`: IB says the constraints do not decide the frame.
        case ambiguous
        /// Hidden, or inside a hidden view: not on the canvas (a hidden arranged subview keeps
        /// whatever frame it had).
        case hidden
        /// A container's bar (`navigationBar`, `tabBar`, `toolbar` of a controller) or a view
        /// inside one (a navigation item's title view): the engine lays bars out as bars, not views.
        case bar
        /// A collection view's cell or supplementary view, or inside one: placed by the layout
        /// object and the data source, which the engine does not run.
        case collectionViewCell
        /// The scene's own root view (a controller's `view`, a xib's top-level view): its size
        /// is the canvas the scene is laid out on, an input, not an answer.
        case canvas
        /// Not installed for the design device's size classes (a variation's mask removes it).
        case notInstalled
        /// The stored frame breaks the document's own constraints or stack, or lies inside a
        /// view whose frame does (`StoredInconsistency`): a frame left from before an edit, no
        /// layout's answer.
        case inconsistent
    }

    /// The document's id of the element.
    public var id: String
    /// The element's name (`label`, `stackView`, …).
    public var elementName: String
    public var customClass: String?
    /// As stored: in the coordinates of the superview (`superviewID`).
    public var frame: Rect
    /// The id of the nearest enclosing view element; nil for the scene's root view.
    public var superviewID: String?
    /// 1-based line of the element.
    public var line: Int
    public var leftOut: LeftOut?

    /// `UILabel`, or the custom class: how a report names the view's class.
    public var className: String { customClass ?? ViewElements.uikitName(elementName) }
}

extension InterfaceBuilderDocument {
    /// Every view of a scene that has a stored frame, in document order, for the traits of the
    /// canvas (the size classes decide which views are installed and hidden). A storyboard
    /// scene's views are those inside its controller element; a xib scene's, its top-level view
    /// and what it holds. Views of other scenes (an embedded child's) are in their own scenes.
    public func storedViews(of scene: InterfaceBuilderScene, traits: TraitCollection) -> [StoredView] {
        guard let element = index[scene.controllerID] else { return [] }
        var resolution = TraitResolution(traits: traits)
        let resolved = resolution.resolve(element)
        var installed: Set<String> = []
        collectIDs(resolved, into: &installed)
        var views: [StoredView] = []
        var walk = StoredViewWalk(installed: installed)
        walk.visit(element, superviewID: nil, inherited: nil, isSceneRoot: kind == .xib, into: &views)
        // Hidden is a resolved attribute (a variation may hide or show a view).
        let hidden = hiddenIDs(resolved)
        for i in views.indices where views[i].leftOut == nil && hidden.contains(views[i].id) {
            views[i].leftOut = .hidden
        }
        return views
    }

    private func collectIDs(_ element: XMLElement, into ids: inout Set<String>) {
        var stack = [element]
        while let next = stack.popLast() {
            if let id = next[attribute: "id"] { ids.insert(id) }
            stack.append(contentsOf: next.children)
        }
    }

    /// The ids of views hidden in the resolved tree, and of everything inside them.
    private func hiddenIDs(_ element: XMLElement) -> Set<String> {
        var result: Set<String> = []
        var stack: [(XMLElement, Bool)] = [(element, false)]
        while let (next, insideHidden) = stack.popLast() {
            let hidden = insideHidden || (ViewElements.isView(next.name) && next[attribute: "hidden"] == "YES")
            if hidden, let id = next[attribute: "id"] { result.insert(id) }
            stack.append(contentsOf: next.children.map { ($0, hidden) })
        }
        return result
    }
}

/// The walk over a scene's elements that lists its views (`storedViews(of:traits:)`).
private struct StoredViewWalk {
    let installed: Set<String>
    /// Keys of a controller's bars, and of what sits in a navigation bar.
    static let barKeys: Set<String> = ["navigationBar", "tabBar", "toolbar", "navigationItem", "titleView"]
    /// Elements that hold no views of the scene's hierarchy (a segue's destination is another scene).
    static let skipped: Set<String> = ["connections", "variation", "constraints", "layoutGuides", "userDefinedRuntimeAttributes",
                                       "accessibility", "fontDescription", "state", "color", "rect", "size"]
    /// Bounds the walk: documents nest views a few dozen deep; the XML reader bounds the depth too.
    static let maximumDepth = 4096

    mutating func visit(_ element: XMLElement, superviewID: String?, inherited: StoredView.LeftOut?, isSceneRoot: Bool,
                        into views: inout [StoredView], depth: Int = 0) {
        guard depth < Self.maximumDepth, !Self.skipped.contains(element.name) else { return }
        var reason = inherited
        let key = element[attribute: "key"]
        if reason == nil, let key, Self.barKeys.contains(key) { reason = .bar }
        if reason == nil, element.name == "collectionViewCell" || element.name == "collectionReusableView" { reason = .collectionViewCell }
        var nextSuperview = superviewID
        if ViewElements.isView(element.name), let id = element[attribute: "id"], let frame = Geometry.frame(of: element) {
            var own = reason
            if own == nil, !installed.contains(id) { own = .notInstalled }
            if own == nil, isSceneRoot || key == "view" && superviewID == nil { own = .canvas }
            if own == nil, element[attribute: "misplaced"] == "YES" { own = .misplaced }
            if own == nil, element[attribute: "ambiguous"] == "YES" { own = .ambiguous }
            views.append(StoredView(id: id, elementName: element.name, customClass: element[attribute: "customClass"], frame: frame,
                                    superviewID: superviewID, line: element.line, leftOut: own))
            nextSuperview = id
            // What a hidden or uninstalled view holds goes with it.
            if own == .notInstalled { reason = .notInstalled }
        }
        for child in element.children {
            visit(child, superviewID: nextSuperview, inherited: reason, isSceneRoot: false, into: &views, depth: depth + 1)
        }
    }
}
