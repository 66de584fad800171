import StrictJSON
import UIKitLayout

/// One constraint waiting for its check: which view's list holds it and where its string is.
struct PendingConstraint {
    var holder: String
    var constraint: LayoutConstraint
    var node: JSONNode
}

/// A controller's hierarchy with the constraints read in it.
struct ConstraintScope {
    var hierarchy: ConstraintHierarchy
    var constraints: [PendingConstraint]
}

/// Which controller a view or layout guide id belongs to, to name it in an error.
struct ItemOwner {
    var controller: String
    var isLayoutGuide: Bool
}

/// One controller's views and layout guides, as constraint items see them, to check that every
/// constraint names items of its own controller's hierarchy (LAYOUT-SPEC.md: "a view's
/// `constraints` may name any view or guide in the same controller's hierarchy"). Built from
/// the model, so the engine can ask the same questions of a hierarchy made in Swift.
///
/// What `superview` means: the superview of the constraint's FIRST item's view. For a guide of
/// a view (`title.margins`) or a user layout guide, the view that owns the guide counts as the
/// item's view, so `superview` is that owner's superview. When the first item is `superview`
/// itself (or one of its guides), it is the superview of the view whose `constraints` list
/// holds the constraint. A table row's cell (`<row id>`) is a subview of the table, its
/// `<row id>.contentView` of the cell, and the row's subviews of the content view.
///
/// The controller's root view has no superview in its hierarchy: `superview` relative to it is
/// an error, except when the first item is `superview` in the root view's own list, which is
/// left to the engine.
struct ConstraintHierarchy {
    var controllerID: String
    var rootID: String
    /// View id → its superview's id; the root view has none.
    var superviewOf: [String: String] = [:]
    var classOf: [String: ViewClass] = [:]
    /// Layout guide id → the id of the view that owns it.
    var guideOwner: [String: String] = [:]

    init(controllerID: String, root: View) {
        self.controllerID = controllerID
        rootID = root.id
        var stack: [(View, String?)] = [(root, nil)]
        while let (view, parent) = stack.popLast() {
            classOf[view.id] = view.viewClass
            superviewOf[view.id] = parent
            for guide in view.layoutGuides { guideOwner[guide.id] = view.id }
            stack += view.subviews.map { ($0, view.id) }
            for row in view.rows {
                let contentView = row.contentViewID
                classOf[row.id] = .tableViewCell
                superviewOf[row.id] = view.id
                classOf[contentView] = .view
                superviewOf[contentView] = row.id
                stack += row.subviews.map { ($0, contentView) }
            }
        }
    }

    /// The spec's names read against this hierarchy (typed items, made in Swift, as they are).
    func resolve(_ item: ConstraintItem) -> ConstraintItem? {
        guard case .name(let name) = item else { return item }
        return ConstraintItem.resolve(name, isView: { classOf[$0] != nil }, isLayoutGuide: { guideOwner[$0] != nil })
    }

    /// nil when every item of `constraint` (held by view `holder`) is in this hierarchy and fits;
    /// otherwise why not. `owners` names the controller of ids outside this hierarchy.
    func problem(in constraint: LayoutConstraint, heldBy holder: String, owners: [String: ItemOwner]) -> String? {
        var items: [ConstraintItem] = []
        for anchor in [constraint.first] + (constraint.second.map { [$0] } ?? []) {
            guard let item = resolve(anchor.item) else { return unresolved(anchor.item.description, owners: owners) }
            items.append(item)
        }
        // The view `superview` is the superview of: the first item's view, or the holder.
        let base: String?
        switch items[0] {
        case .view(.view(let id)), .viewGuide(.view(let id), _): base = id
        case .layoutGuide(let id): base = guideOwner[id]
        case .view(.superview), .viewGuide(.superview, _), .name: base = nil
        }
        var superview: String?
        if items.contains(where: \.namesSuperview) {
            if let base {
                guard let parent = superviewOf[base] else {
                    return "\"superview\" here is the superview of \(Suggestions.quoted(base)) (the first item's view), the root view of controller \(Suggestions.quoted(controllerID)), which has no superview in its controller's hierarchy"
                }
                superview = parent
            } else {
                superview = superviewOf[holder]
            }
        }
        for item in items {
            guard case .viewGuide(let owner, let guide) = item, guide.isScrollViewGuide else { continue }
            let ownerID: String? = if case .view(let id) = owner { id } else { superview }
            guard let ownerID, let viewClass = classOf[ownerID], !viewClass.isScrollView else { continue }
            return "\(Suggestions.quoted(item.description)): \(guide.rawValue) is a guide of scroll views (scrollView, tableView, collectionView, textView); \(Suggestions.quoted(ownerID)) is a \(viewClass.rawValue)"
        }
        return nil
    }

    /// A name that is not an item here: another controller's, or unknown (with the nearest).
    private func unresolved(_ name: String, owners: [String: ItemOwner]) -> String {
        var ids = [name]
        var guidePrefix: String?
        if let dot = name.lastIndex(of: "."), ConstraintItem.ViewGuide(rawValue: String(name[name.index(after: dot)...])) != nil {
            guidePrefix = String(name[..<dot])
            ids.append(guidePrefix!)
        }
        for id in ids {
            if let owner = owners[id], owner.controller != controllerID {
                let what = owner.isLayoutGuide ? "a layout guide" : "a view"
                return "\(Suggestions.quoted(id)) is \(what) of controller \(Suggestions.quoted(owner.controller)); a constraint may name only views of its own controller's hierarchy (\(Suggestions.quoted(controllerID)))"
            }
        }
        if let guidePrefix, guideOwner[guidePrefix] != nil {
            return "\(Suggestions.quoted(name)): a layout guide has no guides of its own; name the guide itself (\(Suggestions.quoted(guidePrefix)))"
        }
        let hint = Suggestions.constraintItemHint(for: name, views: classOf.keys, layoutGuides: guideOwner.keys, isView: { classOf[$0] != nil })
        return "unknown item \(Suggestions.quoted(name))\(hint)"
    }
}

extension ConstraintHierarchy {
    /// Every constraint of `view` and its descendants (table rows' content views and subviews
    /// included) with its names read as items of this hierarchy.
    func type(_ view: inout View, depth: Int = 0) {
        // Deeper trees are refused later (LayoutEngine.maximumDepth); nothing to type there.
        guard depth <= LayoutEngine.maximumDepth else { return }
        typeConstraints(&view.constraints)
        for i in view.subviews.indices { type(&view.subviews[i], depth: depth + 1) }
        for s in view.sections.indices {
            for r in view.sections[s].rows.indices {
                var content = view.sections[s].rows[r].contentView
                typeConstraints(&content.constraints)
                for i in content.subviews.indices { type(&content.subviews[i], depth: depth + 3) }
                view.sections[s].rows[r].contentView = content
            }
        }
    }

    private func typeConstraints(_ constraints: inout [LayoutConstraint]) {
        for c in constraints.indices {
            if let item = resolve(constraints[c].first.item) { constraints[c].first.item = item }
            if let anchor = constraints[c].second, let item = resolve(anchor.item) { constraints[c].second?.item = item }
        }
    }
}

extension ConstraintItem {
    var namesSuperview: Bool {
        switch self {
        case .view(.superview), .viewGuide(.superview, _): true
        default: false
        }
    }
}

extension SpecTreeReader {
    /// Ends the tree of controller `controller`: its pending constraints become one scope, its
    /// views and guides are recorded as its own, and the items its constraints name are read
    /// against it, so the model carries them typed as Swift's anchors make them (a name that
    /// names nothing stays a name, for `checkConstraintItems` to refuse).
    mutating func closeConstraintScope(controller: String, root: inout View) {
        let hierarchy = ConstraintHierarchy(controllerID: controller, root: root)
        hierarchy.type(&root)
        for id in hierarchy.classOf.keys { itemOwners[id] = ItemOwner(controller: controller, isLayoutGuide: false) }
        for id in hierarchy.guideOwner.keys { itemOwners[id] = ItemOwner(controller: controller, isLayoutGuide: true) }
        constraintScopes.append(ConstraintScope(hierarchy: hierarchy, constraints: pendingConstraints))
    }

    /// Every constraint's items, active or not, against its own controller's hierarchy.
    func checkConstraintItems() throws(SpecError) {
        for scope in constraintScopes {
            for pending in scope.constraints {
                if let problem = scope.hierarchy.problem(in: pending.constraint, heldBy: pending.holder, owners: itemOwners) {
                    let text = (try? pending.node.string()) ?? pending.constraint.description
                    throw pending.node.error("in constraint \(Suggestions.quoted(text)): \(problem)")
                }
            }
        }
    }
}
