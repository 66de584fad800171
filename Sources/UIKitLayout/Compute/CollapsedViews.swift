/// A view laid out with no width or no height although it has something to show: a title, text,
/// an image or a control (an intrinsic size on that axis), a button or a text field (there to be
/// tapped), or visible subviews. UIKit says nothing; the engine warns and the picture marks it,
/// so a button whose constraints squeeze it to zero does not vanish from a snapshot unnoticed
/// (CHANGELOG, issue 31 point 4).
public struct CollapsedView: Hashable, Sendable {
    public var id: String
    /// Laid out 0 points wide.
    public var isCollapsedHorizontally: Bool
    /// Laid out 0 points tall.
    public var isCollapsedVertically: Bool
    /// What it would have shown: `its intrinsic width 62`, `3 subviews`, or both.
    public var content: String
}

extension ComputedLayout {
    /// The views `CollapsedView` describes, outermost only: what a collapsed view holds vanishes
    /// with it and is not listed again. Hidden views (and what they hold) are not listed.
    public func collapsedViews() -> [CollapsedView] {
        var visibleChildren: [String: Int] = [:]
        var hidden: Set<String> = []
        for view in views {
            if view.isHidden || (view.parent.map { hidden.contains($0) } ?? false) { hidden.insert(view.id); continue }
            if let parent = view.parent { visibleChildren[parent, default: 0] += 1 }
        }
        var result: [CollapsedView] = []
        var inside: Set<String> = []
        for view in views where !hidden.contains(view.id) {
            if let parent = view.parent, inside.contains(parent) { inside.insert(view.id); continue }
            let wide = view.frame.width <= Self.collapsedSize, tall = view.frame.height <= Self.collapsedSize
            guard wide || tall else { continue }
            let intrinsic = view.intrinsicContentSize
            let wantsWidth = (intrinsic?.width ?? 0) > Self.collapsedSize, wantsHeight = (intrinsic?.height ?? 0) > Self.collapsedSize
            let children = visibleChildren[view.id] ?? 0
            let control = view.viewClass == .button ? "a button" : view.viewClass == .textField ? "a text field" : nil
            guard (wide && wantsWidth) || (tall && wantsHeight) || control != nil || children > 0 else { continue }
            var parts: [String] = []
            if wide && wantsWidth, let intrinsic {
                parts.append("its intrinsic width \(NumberText.format(intrinsic.width))")
            } else if tall && wantsHeight, let intrinsic {
                parts.append("its intrinsic height \(NumberText.format(intrinsic.height))")
            } else if let control {
                parts.append(control)
            }
            if children > 0 { parts.append(children == 1 ? "1 subview" : "\(children) subviews") }
            let content = parts.joined(separator: " and ")
            result.append(CollapsedView(id: view.id, isCollapsedHorizontally: wide, isCollapsedVertically: tall, content: content))
            inside.insert(view.id)
        }
        return result
    }

    /// At most this many points counts as nothing (a hair above zero from a solve).
    static let collapsedSize = 1e-6

    /// One warning for each collapsed view: the axis, the frame, what it would have shown
    /// (`text`: the model's text, title or placeholder of a view, to name it by).
    /// `excluding`: views already warned about for a cause of their own (nothing places them).
    func collapsedViewWarnings(text: (String) -> String?, excluding: Set<String> = []) -> [Diagnostic] {
        let frames = Dictionary(views.map { ($0.id, $0.frame) }, uniquingKeysWith: { a, _ in a })
        return collapsedViews().filter { !excluding.contains($0.id) }.map { collapsed in
            let content = text(collapsed.id).map { "its text \"\($0)\", " + collapsed.content } ?? collapsed.content
            let axis = collapsed.isCollapsedHorizontally && collapsed.isCollapsedVertically ? "0 × 0 points"
                : collapsed.isCollapsedHorizontally ? "0 points wide" : "0 points tall"
            let frame = frames[collapsed.id].map { f in
                " (frame [\([f.minX, f.minY, f.width, f.height].map(NumberText.format).joined(separator: ", "))])"
            } ?? ""
            return Diagnostic(id: collapsed.id, message: "laid out \(axis)\(frame) although it has content (\(content)): nothing of it shows; give it a size (constraints, or content its constraints let it keep)")
        }
    }
}

extension ComputedLayout {
    /// A warning for each view nothing places that has no intrinsic size and no Auto Layout
    /// diagnostic saying so (issue 32, point 2): no frame, no constraint, not arranged
    /// (`AutoLayoutModel.unplacedViews`). Laid out at [0, 0, 0, 0], it showed nothing, silently.
    /// Views whose frame the system sets (root views, cells and their content views, arranged
    /// views, views translating a mask) are placed; hidden views show nothing anyway.
    func unplacedViewWarnings(model: AutoLayoutModel) -> [Diagnostic] {
        let unplaced = model.unplacedViews()
        guard !unplaced.isEmpty else { return [] }
        var covered: Set<String> = []
        for d in diagnostics where d.kind == .ambiguousLayout {
            if let id = d.id { covered.insert(id) }
            covered.formUnion(d.views)
        }
        var index: [String: Int] = [:]
        for i in views.indices { index[views[i].id] = i }
        var hasSubviews: Set<String> = []
        for v in views { if let p = v.parent { hasSubviews.insert(p) } }
        return unplaced.compactMap { m -> Diagnostic? in
            let id = model.views[m].id
            guard !covered.contains(id), let i = index[id], !views[i].isHidden else { return nil }
            if let size = views[i].intrinsicContentSize, size.width > 0 || size.height > 0 { return nil }
            let f = views[i].frame
            let frame = "[\([f.minX, f.minY, f.width, f.height].map(NumberText.format).joined(separator: ", "))]"
            let shows = hasSubviews.contains(id) ? "" : " and shows nothing"
            return Diagnostic(id: id, message: "view \"\(id)\" has no frame, no constraints and no intrinsic size: it is laid out at \(frame)\(shows); give it a frame or constraints that place it",
                              cause: .unplaced)
        }
    }
}
