extension LayoutBuilder {
    /// Computes `view` at `frame` (in the superview's bounds coordinates), appends it, then its
    /// subviews, a table's cells and the child controllers placed in it. Returns its index.
    @discardableResult
    mutating func layOutView(
        _ view: View, frame: Rect, superview: Superview, controllerID: String?, root: RootContext?,
        children: inout [String: [ChildViewController]], depth: Int, marginsOverride: EdgeInsets? = nil
    ) throws(LayoutError) -> Int {
        guard depth <= LayoutEngine.maximumDepth else { throw .hierarchyTooDeep(id: view.id, limit: LayoutEngine.maximumDepth) }
        guard ids.insert(view.id).inserted else { throw .duplicateID(view.id) }
        try Self.validate(view, frame: frame)
        if view.viewClass == .stackView { warnAboutStackView(view) }
        let direction = view.semanticContentAttribute.effectiveDirection(in: environment.layoutDirection)

        // Safe area: a2 from the superview, then a4 bars and a3 additional insets for a root view.
        var safe = SafeAreaRules.propagated(parentInsets: superview.safeAreaInsetsForSubviews, parentBounds: superview.bounds, childFrame: frame)
        if startsUnplacedViewsInsideSafeArea, safe != .zero, root == nil, frame == .zero, view.frame == .zero, !view.hasExplicitFrame {
            safe = .zero
            tookUnplacedViewsInsideSafeArea = true
        }
        if let root {
            safe = SafeAreaRules.coveringBars(safe, frame: frame, topBarMaxY: root.topBarMaxY, bottomBarMinY: root.bottomBarMinY,
                                              leftBarMaxX: root.leftBarMaxX, rightBarMinX: root.rightBarMinX)
            safe = SafeAreaRules.addingAdditional(safe, root.additionalSafeAreaInsets)
            if safe != safe.clampedAtZero {
                warn(view.id, "safeAreaInsets \(safe) has a negative edge (from additionalSafeAreaInsets); margins and scroll insets count it as 0")
            }
        }

        // Scroll geometry: bounds move with contentOffset (d1–d6).
        var bounds = Rect(origin: .zero, size: frame.size)
        var scroll: ComputedScrollGeometry?
        var insetsForSubviews = safe
        // A table's content, top to bottom: its content size, its cells, its header and footer views.
        var table: TableContent?
        if view.viewClass == .tableView { table = tableContent(of: view, width: frame.width) }
        if view.viewClass.isScrollView {
            let geometry = scrollGeometry(view, frame: frame, safe: safe, root: root, table: table)
            bounds = Rect(origin: geometry.contentOffset, size: frame.size)
            insetsForSubviews = ScrollViewRules.insetsForSubviews(safe, absorbed: geometry.absorbedEdges)
            scroll = geometry
        }

        // Margins (b7) and the guides, in the view's bounds coordinates.
        // (`if let` rather than `??`, whose right side is a closure that copies what it reads
        // in a debug build, and every test builds this unoptimised.)
        let margins: EdgeInsets
        if let marginsOverride { margins = marginsOverride } else { margins = LayoutMarginRules.resolve(
            explicit: view.explicitLayoutMargins,
            rootMinimum: root == nil ? nil : metrics.minimumLayoutMargins.value,
            respectsMinimum: root?.respectsSystemMinimumMargins ?? true,
            direction: direction, safeAreaInsets: safe, insetsFromSafeArea: view.insetsLayoutMarginsFromSafeArea,
            preservesSuperviewMargins: view.preservesSuperviewLayoutMargins,
            superview: superview.id == nil ? nil : .init(margins: superview.layoutMargins, bounds: superview.bounds),
            frame: frame
        ) }
        let marginsGuide = bounds.inset(by: margins)

        // Where it lands on screen: transforms are applied after layout, around the centre.
        let toSuperview: AffineTransform
        if view.transform.isIdentity {
            toSuperview = AffineTransform(translationX: frame.minX - bounds.minX, y: frame.minY - bounds.minY)
        } else {
            toSuperview = AffineTransform(translationX: -bounds.midX, y: -bounds.midY)
                .concatenating(view.transform)
                .concatenating(AffineTransform(translationX: frame.midX, y: frame.midY))
        }
        let toWindow = toSuperview.concatenating(superview.transformToWindow)

        var (intrinsicContentSize, text): (Size?, ComputedText?) = (view.intrinsicContentSize, nil)
        if measuresText {
            (intrinsicContentSize, text) = environment.measuredText(of: view, width: frame.width, bounds: bounds, direction: direction)
        }
        let index = views.count
        views.append(ComputedView(
            id: view.id, viewClass: view.viewClass, parent: superview.id, viewController: controllerID,
            isRootView: root != nil, frame: frame, frameInWindow: toWindow.boundingBox(of: bounds), bounds: bounds,
            transformToWindow: toWindow, transform: view.transform, isHidden: view.isHidden, alpha: view.alpha,
            backgroundColor: view.backgroundColor, effectiveUserInterfaceLayoutDirection: direction,
            safeAreaInsets: safe, additionalSafeAreaInsets: root?.additionalSafeAreaInsets ?? .zero, safeAreaLayoutGuide: bounds.inset(by: safe),
            layoutMargins: margins, directionalLayoutMargins: margins.directional(in: direction),
            layoutMarginsGuide: marginsGuide,
            readableContentGuide: ReadableContentGuideRule.guide(marginsGuide: marginsGuide, readableWidth: environment.readableWidth),
            layoutGuides: view.layoutGuides.map {
                ComputedLayoutGuide(id: $0.id, layoutFrame: solved.guideFrames[$0.id] ?? $0.layoutFrame ?? .zero,
                                    hasAmbiguousLayout: solved.guideAmbiguity[$0.id])
            },
            scroll: scroll, hasAmbiguousLayout: solved.ambiguity[view.id],
            hasConflictingConstraints: solved.conflictingViews.contains(view.id),
            intrinsicContentSize: intrinsicContentSize, text: text
        ))

        let asSuperview = Superview(id: view.id, bounds: bounds, safeAreaInsetsForSubviews: insetsForSubviews,
                                    layoutMargins: margins, transformToWindow: toWindow)
        if let table {
            try layOutCells(of: view, content: table, table: views[index], superview: asSuperview, controllerID: controllerID,
                            children: &children, depth: depth)
        }
        for subview in view.subviews {
            var frame = solved.frames[subview.id] ?? subview.frame
            if let table, let placed = headerOrFooterFrame(of: subview, in: view, content: table, width: bounds.width) {
                frame = placed
            }
            try layOutView(subview, frame: frame, superview: asSuperview, controllerID: controllerID, root: nil,
                           children: &children, depth: depth + 1)
        }
        // Child controllers placed in this view: their root views are its last subviews.
        for child in children.removeValue(forKey: view.id) ?? [] {
            let frame = solved.frames[AutoLayoutModel.rootViewID(child.controller)] ?? child.frame
            try layOutController(child.controller, frame: frame, superview: asSuperview, container: nil, depth: depth + 1)
        }
        return index
    }

    private func scrollGeometry(_ view: View, frame: Rect, safe: EdgeInsets, root: RootContext?, table: TableContent?) -> ComputedScrollGeometry {
        let contentSize = view.contentSize ?? solved.contentSizes[view.id] ?? table.map { Size(width: frame.width, height: $0.height) } ?? .zero
        let absorbed = ScrollViewRules.absorbedEdges(
            behavior: view.contentInsetAdjustmentBehavior, contentSize: contentSize, frameSize: frame.size,
            alwaysBounceVertical: view.alwaysBounceVertical, alwaysBounceHorizontal: view.alwaysBounceHorizontal,
            isAutomaticContainerRoot: root?.isAutomaticContainerRoot ?? false)
        let adjusted = ScrollViewRules.adjustedContentInset(contentInset: view.contentInset, safeAreaInsets: safe, absorbed: absorbed)
        let range = ScrollViewRules.offsetRange(adjusted: adjusted, contentSize: contentSize, boundsSize: frame.size)
        let automatic = view.automaticallyAdjustsScrollIndicatorInsets
        return ComputedScrollGeometry(
            contentSize: contentSize,
            contentOffset: view.contentOffset ?? range.min,
            contentInset: view.contentInset, adjustedContentInset: adjusted,
            contentInsetAdjustmentBehavior: view.contentInsetAdjustmentBehavior, absorbedEdges: absorbed,
            contentOffsetMin: range.min, contentOffsetMax: range.max,
            verticalScrollIndicatorInsets: view.verticalScrollIndicatorInsets,
            horizontalScrollIndicatorInsets: view.horizontalScrollIndicatorInsets,
            effectiveVerticalScrollIndicatorInsets: ScrollViewRules.effectiveIndicatorInsets(
                user: view.verticalScrollIndicatorInsets, automatic: automatic, safeAreaInsets: safe, absorbed: absorbed),
            effectiveHorizontalScrollIndicatorInsets: ScrollViewRules.effectiveIndicatorInsets(
                user: view.horizontalScrollIndicatorInsets, automatic: automatic, safeAreaInsets: safe, absorbed: absorbed)
        )
    }

    /// The Swift API can build what the JSON reader refuses: check the numbers once here
    /// (finite, within `maximumMagnitude`, sizes not negative). On the hot path, so no
    /// allocation unless something is wrong.
    private static func validate(_ view: View, frame: Rect) throws(LayoutError) {
        @inline(__always) func ok(_ x: Double) -> Bool { x.isFinite && abs(x) <= LayoutEngine.maximumMagnitude }
        @inline(__always) func size(_ x: Double) -> Bool { ok(x) && x >= 0 }
        @inline(__always) func ok(_ i: EdgeInsets) -> Bool { ok(i.top) && ok(i.left) && ok(i.bottom) && ok(i.right) }
        func fail(_ field: String, _ value: String) -> LayoutError { .invalidGeometry(id: view.id, field: field, value: value) }

        guard ok(frame.minX), ok(frame.minY), size(frame.width), size(frame.height) else { throw fail("frame", frame.description) }
        guard ok(view.alpha) else { throw fail("alpha", "\(view.alpha)") }
        if let s = view.contentSize, !(size(s.width) && size(s.height)) { throw fail("contentSize", s.description) }
        if let o = view.contentOffset, !(ok(o.x) && ok(o.y)) { throw fail("contentOffset", o.description) }
        guard ok(view.contentInset) else { throw fail("contentInset", view.contentInset.description) }
        guard ok(view.verticalScrollIndicatorInsets) else { throw fail("verticalScrollIndicatorInsets", view.verticalScrollIndicatorInsets.description) }
        guard ok(view.horizontalScrollIndicatorInsets) else { throw fail("horizontalScrollIndicatorInsets", view.horizontalScrollIndicatorInsets.description) }
        switch view.explicitLayoutMargins {
        case .physical(let m)?: guard ok(m) else { throw fail("layoutMargins", m.description) }
        case .directional(let m)?:
            guard ok(m.top), ok(m.leading), ok(m.bottom), ok(m.trailing) else { throw fail("directionalLayoutMargins", m.description) }
        case nil: break
        }
        let t = view.transform
        guard ok(t.a), ok(t.b), ok(t.c), ok(t.d), ok(t.tx), ok(t.ty) else { throw fail("transform", "\([t.a, t.b, t.c, t.d, t.tx, t.ty])") }
        for guide in view.layoutGuides {
            guard let r = guide.layoutFrame else { continue }
            guard ok(r.minX), ok(r.minY), size(r.width), size(r.height) else { throw fail("layoutGuides", r.description) }
        }
        guard ok(view.alignmentRectInsets) else { throw fail("alignmentRectInsets", view.alignmentRectInsets.description) }
        if view.viewClass == .textView, !ok(view.textContainerInset) { throw fail("textContainerInset", view.textContainerInset.description) }
        if view.viewClass == .button {
            guard ok(view.contentEdgeInsets) else { throw fail("contentEdgeInsets", view.contentEdgeInsets.description) }
            if let s = view.buttonImageSize, !(size(s.width) && size(s.height)) { throw fail("buttonImageSize", s.description) }
            if let s = view.buttonBackgroundImageSize, !(size(s.width) && size(s.height)) {
                throw fail("buttonBackgroundImageSize", s.description)
            }
            if let c = view.buttonConfiguration?.contentInsets, !(ok(c.top) && ok(c.leading) && ok(c.bottom) && ok(c.trailing)) {
                throw fail("buttonConfiguration.contentInsets", c.description)
            }
        }
        if let i = view.intrinsicContentSize {
            // A metric, or UIView.noIntrinsicMetric (-1), on each axis.
            func metric(_ x: Double) -> Bool { x == View.noIntrinsicMetric || size(x) }
            guard metric(i.width), metric(i.height) else { throw fail("intrinsicContentSize", i.description) }
        }
        if view.viewClass == .stackView || !view.arrangedSubviewIDs.isEmpty { try validateStackView(view) }
        @inline(__always) func heightOrAutomatic(_ x: Double) -> Bool { size(x) || x == TableRow.automaticDimension }
        guard heightOrAutomatic(view.estimatedRowHeight) else { throw fail("estimatedRowHeight", "\(view.estimatedRowHeight)") }
        guard view.viewClass == .tableView || !view.sections.isEmpty else { return }
        for (s, section) in view.sections.enumerated() {
            for row in section.rows {
                if !size(row.height) && !row.isAutomaticHeight { throw .invalidGeometry(id: row.id, field: "height", value: "\(row.height)") }
                guard size(row.accessoryWidth) else { throw .invalidGeometry(id: row.id, field: "accessoryWidth", value: "\(row.accessoryWidth)") }
                guard ok(row.indentationWidth) else { throw .invalidGeometry(id: row.id, field: "indentationWidth", value: "\(row.indentationWidth)") }
            }
            if let h = section.headerHeight, !heightOrAutomatic(h) { throw fail("sections[\(s)].headerHeight", "\(h)") }
            if let h = section.footerHeight, !heightOrAutomatic(h) { throw fail("sections[\(s)].footerHeight", "\(h)") }
        }
        guard heightOrAutomatic(view.sectionHeaderHeight) else { throw fail("sectionHeaderHeight", "\(view.sectionHeaderHeight)") }
        guard heightOrAutomatic(view.sectionFooterHeight) else { throw fail("sectionFooterHeight", "\(view.sectionFooterHeight)") }
        guard heightOrAutomatic(view.sectionHeaderTopPadding) else { throw fail("sectionHeaderTopPadding", "\(view.sectionHeaderTopPadding)") }
    }
}
