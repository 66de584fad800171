/// Resolves a model for one environment's traits before it is laid out: every view with
/// `variations` takes the values of those whose `when` matches the environment's traits (size
/// classes of the device in this orientation, idiom, layout direction, content size category),
/// as Interface Builder's size-class variations do (interface-builder.md §5.3–5.4).
///
/// The result is a copy; the model is never changed, so one model is resolved again for each
/// device of a matrix. Only the views on the way to a view whose values change are copied, and a
/// model without variations comes back as it was, without a copy.
///
/// Precedence when several variations of one view match (Docs/decisions/0012-size-class-variations.md): the
/// more specific one wins, the one whose `when` names more traits, as Apple's "anything set in
/// a more specific size class overrides" a base class ([ALG-SC], interface-builder.md §5.4);
/// between equally specific ones, the later entry wins. Variations are applied from the least
/// specific to the most, in their order within each level, each over the previous.
enum TraitVariations {
    static func resolve(_ root: ViewControllerNode, traits: TraitCollection) -> ViewControllerNode {
        resolved(root, traits, window: traits, depth: 0) ?? root
    }

    // MARK: The walk: nil when nothing below changes

    private static func resolved(_ node: ViewControllerNode, _ traits: TraitCollection, window: TraitCollection, depth: Int) -> ViewControllerNode? {
        // Past the engine's depth limit `LayoutBuilder` refuses the model anyway; do not recurse further.
        guard depth <= LayoutEngine.maximumDepth else { return nil }
        // A presented controller takes the window's traits (its presentation controller
        // overrides none: Docs/Presentations.md, "Traits").
        let own = resolvedHolding(node, traits, window: window, depth: depth)
        guard var presentation = node.presented, let changed = resolved(presentation.controller, window, window: window, depth: depth + 1) else { return own }
        var result = own ?? node
        presentation.controller = changed
        result.presented = presentation
        return result
    }

    private static func resolvedHolding(_ node: ViewControllerNode, _ traits: TraitCollection, window: TraitCollection, depth: Int) -> ViewControllerNode? {
        switch node {
        case .viewController(let vc):
            var result: ViewController?
            if let view = vc.view, let changed = resolved(view, traits, depth: depth + 1) {
                result = vc
                result!.view = changed
            }
            for i in vc.children.indices {
                guard let changed = resolved(vc.children[i].controller, traits, window: window, depth: depth + 1) else { continue }
                if result == nil { result = vc }
                result!.children[i].controller = changed
            }
            return result.map(ViewControllerNode.viewController)
        case .navigationController(let nav):
            guard let shown = resolved(nav.viewControllers, traits, window: window, depth: depth) else { return nil }
            var copy = nav
            copy.viewControllers = shown
            return .navigationController(copy)
        case .tabBarController(let tab):
            guard let shown = resolved(tab.viewControllers, traits, window: window, depth: depth) else { return nil }
            var copy = tab
            copy.viewControllers = shown
            return .tabBarController(copy)
        case .splitViewController(let split):
            // Expanded (regular width), UIKit gives the sidebar columns compact width.
            var sidebarTraits = traits
            sidebarTraits.horizontalSizeClass = .compact
            var copy = split, changed = false
            for path in [\SplitViewController.primary, \.supplementary, \.secondary, \.compact] {
                let columnTraits = (path == \SplitViewController.primary || path == \SplitViewController.supplementary) ? sidebarTraits : traits
                guard let node = split[keyPath: path], let resolved = resolved(node, columnTraits, window: window, depth: depth + 1) else { continue }
                copy[keyPath: path] = resolved
                changed = true
            }
            return changed ? .splitViewController(copy) : nil
        }
    }

    private static func resolved(_ nodes: [ViewControllerNode], _ traits: TraitCollection, window: TraitCollection, depth: Int) -> [ViewControllerNode]? {
        var result: [ViewControllerNode]?
        for i in nodes.indices {
            guard let changed = resolved(nodes[i], traits, window: window, depth: depth + 1) else { continue }
            if result == nil { result = nodes }
            result![i] = changed
        }
        return result
    }

    /// Subviews and table rows are read in place by index, so an unchanged view is never copied.
    private static func resolved(_ view: View, _ traits: TraitCollection, depth: Int) -> View? {
        guard depth <= LayoutEngine.maximumDepth else { return nil }
        var result: View?
        if !view.variations.isEmpty {
            let matching = matchingInOrderOfPrecedence(view.variations, traits)
            if !matching.isEmpty {
                var copy = view
                for i in matching { view.variations[i].apply(to: &copy) }
                result = copy
            }
        }
        for i in view.subviews.indices {
            guard let changed = resolved(view.subviews[i], traits, depth: depth + 1) else { continue }
            if result == nil { result = view }
            result!.subviews[i] = changed
        }
        for s in view.sections.indices {
            for r in view.sections[s].rows.indices {
                for i in view.sections[s].rows[r].subviews.indices {
                    // A row's subviews sit in its cell's content view: two levels further down.
                    guard let changed = resolved(view.sections[s].rows[r].subviews[i], traits, depth: depth + 3) else { continue }
                    if result == nil { result = view }
                    result!.sections[s].rows[r].subviews[i] = changed
                }
            }
        }
        return result
    }

    /// The indices of the variations that match `traits`, in the order they are applied: by
    /// specificity, least first, then in the list's order (the last applied wins).
    static func matchingInOrderOfPrecedence(_ variations: [ViewVariation], _ traits: TraitCollection) -> [Int] {
        let matching = variations.indices.filter { variations[$0].when.matches(traits) }
        return matching.sorted { a, b in
            let sa = variations[a].specificity, sb = variations[b].specificity
            return sa != sb ? sa < sb : a < b
        }
    }
}
