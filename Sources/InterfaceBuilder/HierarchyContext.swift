import LayoutEngine
import StrictXML

/// What one controller's view tree needs while its constraints are read: the model id of each
/// view, the guides by their document ids, each view's superview, and the constraints in the
/// order the document lists them.
struct HierarchyContext {
    enum GuideTarget {
        /// A guide UIKit gives a view: its safe area, a scroll view's content or frame guide.
        case viewGuide(String, ConstraintItem.ViewGuide)
        /// The legacy `topLayoutGuide` of the controller with this root view (§4.8).
        case legacyTop(String)
        /// The legacy `bottomLayoutGuide`.
        case legacyBottom(String)
    }

    struct PendingConstraint {
        var element: XMLElement
        /// The document id of the element whose `<constraints>` list holds it: an omitted
        /// `firstItem` means this one (§4.2).
        var ownerID: String
    }

    /// The controller element (its document id): constraints may only name what is inside it.
    var controllerID: String
    var modelIDs: [String: String] = [:]
    var guides: [String: GuideTarget] = [:]
    /// Guides the engine does not model (a `<viewLayoutGuide>` of a key it does not know), by id → key:
    /// constraints naming one are left out with a warning.
    var unmodelledGuides: [String: String] = [:]
    var superviews: [String: String] = [:]
    var scrollViews: Set<String> = []
    var pending: [PendingConstraint] = []
    /// Child controllers from embed segues, by the container view that holds each.
    var children: [ChildViewController] = []

    init(controllerID: String) { self.controllerID = controllerID }

    /// Is the view `id` inside the view `ancestor` in this tree?
    func isInside(_ id: String, _ ancestor: String) -> Bool {
        var current = id
        // Each step goes up one view: never more steps than views, even if the map had a cycle.
        for _ in 0...superviews.count {
            guard let parent = superviews[current] else { return false }
            if parent == ancestor { return true }
            current = parent
        }
        return false
    }
}
