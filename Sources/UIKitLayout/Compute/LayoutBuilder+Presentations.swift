/// Presented controllers (Docs/Presentations.md): laid out after the hierarchy that presents
/// them, over it, in the frame their style gives in this window, with the safe area that frame
/// overlaps (a sheet below the status bar has none at the top; an edge-attached one keeps the
/// home indicator's). A presented controller may present another, laid out over it in turn.
extension LayoutBuilder {
    mutating func layOutPresentations(over root: ViewControllerNode, window: Superview) throws(LayoutError) {
        var presenters: Set<String> = []
        while let (presenter, presentation) = pendingPresentations.first {
            guard pendingPresentations.count == 1 else {
                let names = pendingPresentations.map { "\"\($0.presenter)\"" }.joined(separator: " and ")
                throw .invalidPresentation(presenter: pendingPresentations[1].presenter, problem: "\(names) each present a controller, and UIKit shows one presentation over a window at a time: keep one, or present the second from the first's presented controller")
            }
            pendingPresentations.removeAll()
            presenters.insert(presenter)
            guard presenters.count <= LayoutEngine.maximumDepth else {
                throw .hierarchyTooDeep(id: presentation.controller.id, limit: LayoutEngine.maximumDepth)
            }
            let placement = try place(presentation, presenter: presenter, window: window.bounds)
            sheetFrame = placement.appearance.isSheet ? placement.frame : nil
            // A popover's view reaches under its arrow, which its safe area leaves out: the arrow's
            // side is unsafe in a superview the size of the view (UIKit adds it as the popover's own inset).
            var superview = window
            if placement.arrowInsets != .zero {
                superview.bounds = placement.frame
                superview.safeAreaInsetsForSubviews = placement.arrowInsets
            }
            let first = views.count
            try layOutController(presentation.controller, frame: placement.frame, superview: superview, container: nil, depth: presenters.count)
            sheetFrame = nil
            views[first].presentation = ComputedPresentation(
                presentingViewController: presenter, modalPresentationStyle: presentation.modalPresentationStyle,
                appearance: placement.appearance, detent: placement.detent, arrowDirection: placement.arrowDirection,
                sourceView: placement.appearance == .popover ? presentation.sourceViewID : nil, confidence: placement.confidence)
        }
        warnUnshownPresentations(in: root, presenters: presenters)
    }

    /// UIKit refuses to present from a controller whose view is not in the window ("whose view
    /// is not in the window hierarchy"): a tab not selected, a controller under the top of a
    /// navigation stack, a column not shown. Said, not laid out.
    private mutating func warnUnshownPresentations(in root: ViewControllerNode, presenters: Set<String>) {
        var nodes = [root]
        while let node = nodes.popLast() {
            if let presented = node.presented, !presenters.contains(node.id) {
                warn(node.id, "\"\(node.id)\" presents \"\(presented.controller.id)\" but is not shown (a tab not selected, a controller under the top of a navigation stack, a column not shown); UIKit refuses to present from a view not in the window, so nothing is presented")
            }
            nodes += node.containedControllers.reversed()
        }
    }

    private func place(_ p: Presentation, presenter: String, window: Rect) throws(LayoutError) -> PresentationPlacement.Placement {
        let safe = windowSafeAreaInsets.clampedAtZero
        let detents = p.detents.map(\.rawValue).joined(separator: ", ")
        guard !p.detents.isEmpty else {
            throw .invalidPresentation(presenter: presenter, problem: "a sheet needs at least one detent: give detents [.medium], [.large] or both")
        }
        if let selected = p.selectedDetent, !p.detents.contains(selected) {
            throw .invalidPresentation(presenter: presenter, problem: "selectedDetent \(selected.rawValue) is not one of its detents (\(detents)): add it to detents, or select one of them")
        }
        if let size = p.preferredContentSize, ![size.width, size.height].allSatisfy({ $0.isFinite && $0 >= 0 && $0 <= LayoutEngine.maximumMagnitude }) {
            throw .invalidGeometry(id: p.controller.id, field: "preferredContentSize", value: size.description)
        }
        let device = environment.device
        guard let appearance = PresentationPlacement.appearance(of: p.modalPresentationStyle, idiom: device.idiom,
                                                                horizontal: metrics.horizontalSizeClass, vertical: metrics.verticalSizeClass) else {
            throw .invalidPresentation(presenter: presenter, problem: "modalPresentationStyle \(p.modalPresentationStyle.rawValue) is not available on tvOS (\(device.name)): use automatic, fullScreen or overFullScreen, or leave the device out")
        }
        let m = environment.presentation
        switch appearance {
        case .fullScreen, .overFullScreen:
            // Asked for, or tvOS's only way: certain; a sheet made full screen by compact height: decompiled.
            let certain = p.modalPresentationStyle.coversWindow || device.idiom == .tv
            return .init(appearance: appearance, frame: window, confidence: certain ? "high" : "medium")
        case .edgeAttachedSheet:
            // UIKit starts a sheet at its smallest detent unless one is selected.
            let detent = p.selectedDetent ?? (p.detents.contains(.medium) ? .medium : .large)
            return PresentationPlacement.edgeAttachedSheet(detent: detent, window: window, safeArea: safe,
                                                           hasHomeIndicator: metrics.homeIndicatorAreaHeight.value > 0, metrics: m)
        case .formSheet, .pageSheet:
            let screen = environment.metrics?.screenSize ?? metrics.screenSize
            return PresentationPlacement.floatingSheet(appearance, preferredContentSize: p.preferredContentSize, window: window, safeArea: safe,
                                                       screenLongSide: max(screen.width, screen.height),
                                                       readableWidth: max(environment.defaultReadableWidth, environment.readableWidth), metrics: m)
        case .popover:
            guard let sourceID = p.sourceViewID else {
                throw .invalidPresentation(presenter: presenter, problem: "a popover needs a sourceView, the id of a view it points at (UIKit raises an exception without one)")
            }
            // Any view already in the window will do, as UIKit's sourceView may be any view.
            guard let source = views.first(where: { $0.id == sourceID }) else {
                throw .invalidPresentation(presenter: presenter, problem: "sourceView \"\(sourceID)\" is not a view laid out before the popover (a view of a controller not shown, or of the popover itself): give the id of a view in the window")
            }
            return PresentationPlacement.popover(preferredContentSize: p.preferredContentSize, source: source.frameInWindow, window: window,
                                                 safeArea: safe, metrics: m)
        }
    }
}
