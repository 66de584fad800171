import LayoutEngine
import RasterImage

/// A digest of everything `LayoutRenderer.render` reads: the renderer version, the options and
/// every field of the `ComputedLayout`, with the exact bits of every number. The renderer is a
/// pure function of these (PictureLegend.md, "Determinism"), so two renders with the same digest have the
/// same pixels; and the geometry file (`GeometryJSON`, whose format version is fed in too) is a
/// function of the same fields, so they write the same geometry. A snapshot verify uses this to
/// skip both the render and the geometry text when the reference recorded the same digest
/// (Assertions.md, "How a verify stays fast").
///
/// Every stored property is fed in; `RenderInputDigestTests` counts the stored properties of
/// each type with `Mirror`, so adding a field without adding it here fails a test.
extension LayoutRenderer {
    public static func inputDigest(of layout: ComputedLayout, options: RenderOptions = .default) -> String {
        var h = StableHasher()
        h.combine("LayoutRenderer \(version)")
        h.combine("GeometryJSON \(GeometryJSON.formatVersion)")
        // Options: the scale actually used, the overlays and chosen views in a fixed order.
        h.combine(options.scale ?? layout.environment.scale)
        h.combine(options.overlays.map(\.rawValue).sorted().joined(separator: ","))
        if let views = options.overlayViews {
            h.combine(true)
            for id in views.sorted() { h.combine(id) }
            h.combine(views.count)
        } else {
            h.combine(false)
        }
        h.combine(options.showsCaption)
        h.combine(options.showsContentBeyondScreen)
        // Only when some are asked for, so a digest sealed before there were measured views
        // stays the same (the references record none).
        if let measured = options.measuredViews, !measured.isEmpty {
            h.combine("measure")
            for id in measured { h.combine(id) }
            h.combine(measured.count)
        }
        environment(layout.environment, into: &h)
        h.combine(layout.views.count)
        for view in layout.views { self.view(view, into: &h) }
        h.combine(layout.bars.count)
        for bar in layout.bars {
            h.combine(bar.kind.rawValue)
            h.combine(bar.owner ?? "\u{0}")
            rect(bar.frameInWindow, into: &h)
            h.combine(bar.isLargeTitle)
            // Only for a floating tab bar and the navigation bar holding it: other layouts' digests are unchanged.
            if bar.isFloating || bar.floatingTabBarExtension > 0 {
                h.combine("floating"); h.combine(bar.isFloating); h.combine(bar.floatingTabBarExtension)
                h.combine(layout.environment.confidence.floatingTabBar)
            }
            if let c = bar.capsule { h.combine("capsule"); rect(c, into: &h); h.combine(layout.environment.confidence.tabBarCapsule) }
            if bar.isInSheet { h.combine("inSheet"); h.combine(layout.environment.confidence.sheetNavigationBar) }
            if bar.kind == .sidebar { h.combine(layout.environment.confidence.sidebar) }
        }
        h.combine(layout.diagnostics.count)
        for d in layout.diagnostics {
            h.combine(d.severity.rawValue)
            h.combine(d.id ?? "\u{0}")
            h.combine(d.message)
            h.combine(d.kind.rawValue)
            h.combine(d.constraints.count)
            for constraint in d.constraints { h.combine(constraint) }
            h.combine(d.brokenConstraint ?? "\u{0}")
            h.combine(d.attribute ?? "\u{0}")
            // Also said in the message's words, but the geometry file lists them apart.
            h.combine(d.attributes.count)
            for attribute in d.attributes { h.combine(attribute) }
            h.combine(d.views.count)
            for view in d.views { h.combine(view) }
            h.combine(d.cause?.rawValue ?? "\u{0}")
        }
        return h.finalizeHex()
    }

    private static func environment(_ e: ComputedEnvironment, into h: inout StableHasher) {
        h.combine(e.deviceName)
        h.combine(e.deviceSlug)
        h.combine(e.orientation.rawValue)
        h.combine(e.screenSize.width); h.combine(e.screenSize.height)
        h.combine(e.scale)
        h.combine(e.os.major); h.combine(e.os.minor)
        h.combine(e.catalogVersion)
        let t = e.traits
        h.combine(t.horizontalSizeClass.rawValue)
        h.combine(t.verticalSizeClass.rawValue)
        h.combine(t.userInterfaceIdiom.rawValue)
        h.combine(t.displayScale)
        h.combine(t.layoutDirection.rawValue)
        h.combine(t.preferredContentSizeCategory.rawValue)
        insets(e.windowSafeAreaInsets, into: &h)
        h.combine(e.statusBarHidden)
        h.combine(e.displayCornerRadius)
        let s = e.sensorHousing
        h.combine(s.kind.rawValue)
        h.combine(s.size != nil)
        h.combine(s.size?.width ?? 0); h.combine(s.size?.height ?? 0)
        h.combine(s.originY != nil)
        h.combine(s.originY ?? 0)
        h.combine(s.confidence)
        h.combine(s.note ?? "\u{0}")
        h.combine(e.homeIndicatorAreaHeight)
        let c = e.confidence
        for label in [c.scale, c.safeAreaInsets, c.statusBarHeight, c.homeIndicatorAreaHeight, c.sizeClasses, c.displayCornerRadius,
                      c.sensorHousing, c.navigationBar, c.largeTitle, c.tabBar, c.toolbar, c.readableWidth] { h.combine(label) }
        // Only when shown: a layout without a keyboard feeds in nothing more.
        if let k = e.keyboardFrame { h.combine("keyboard"); rect(k, into: &h); h.combine(c.keyboard) }
        if let w = e.window { h.combine("window"); rect(w, into: &h); h.combine(c.window) }
    }

    private static func view(_ v: ComputedView, into h: inout StableHasher) {
        h.combine(v.id)
        h.combine(v.viewClass.rawValue)
        h.combine(v.parent ?? "\u{0}")
        h.combine(v.viewController ?? "\u{0}")
        h.combine(v.isRootView)
        h.combine(v.isContainerView)
        rect(v.frame, into: &h)
        rect(v.frameInWindow, into: &h)
        rect(v.bounds, into: &h)
        transform(v.transformToWindow, into: &h)
        transform(v.transform, into: &h)
        h.combine(v.isHidden)
        h.combine(v.alpha)
        if let c = v.backgroundColor {
            h.combine(UInt64(c.red) << 24 | UInt64(c.green) << 16 | UInt64(c.blue) << 8 | UInt64(c.alpha) | 1 << 40)
        } else {
            h.combine(0 as UInt64)
        }
        h.combine(v.effectiveUserInterfaceLayoutDirection.rawValue)
        insets(v.safeAreaInsets, into: &h)
        insets(v.additionalSafeAreaInsets, into: &h)
        rect(v.safeAreaLayoutGuide, into: &h)
        insets(v.layoutMargins, into: &h)
        let d = v.directionalLayoutMargins
        h.combine(d.top); h.combine(d.leading); h.combine(d.bottom); h.combine(d.trailing)
        rect(v.layoutMarginsGuide, into: &h)
        rect(v.readableContentGuide, into: &h)
        h.combine(v.layoutGuides.count)
        for g in v.layoutGuides { h.combine(g.id); rect(g.layoutFrame, into: &h); flag(g.hasAmbiguousLayout, into: &h) }
        flag(v.hasAmbiguousLayout, into: &h)
        h.combine(v.hasConflictingConstraints)
        h.combine(v.intrinsicContentSize != nil)
        h.combine(v.intrinsicContentSize?.width ?? 0); h.combine(v.intrinsicContentSize?.height ?? 0)
        text(v.text, into: &h)
        if let k = v.keyboardLayoutGuide { h.combine("keyboardLayoutGuide"); rect(k, into: &h) }
        if let p = v.presentation {
            h.combine("presentation"); h.combine(p.presentingViewController); h.combine(p.modalPresentationStyle.rawValue)
            h.combine(p.appearance.rawValue); h.combine(p.detent?.rawValue ?? "\u{0}"); h.combine(p.arrowDirection?.rawValue ?? "\u{0}")
            h.combine(p.sourceView ?? "\u{0}"); h.combine(p.confidence)
        }
        guard let s = v.scroll else { h.combine(false); return }
        h.combine(true)
        h.combine(s.contentSize.width); h.combine(s.contentSize.height)
        h.combine(s.contentOffset.x); h.combine(s.contentOffset.y)
        insets(s.contentInset, into: &h)
        insets(s.adjustedContentInset, into: &h)
        h.combine(s.contentInsetAdjustmentBehavior.rawValue)
        let a = s.absorbedEdges
        h.combine(a.top); h.combine(a.left); h.combine(a.bottom); h.combine(a.right)
        h.combine(s.contentOffsetMin.x); h.combine(s.contentOffsetMin.y)
        h.combine(s.contentOffsetMax.x); h.combine(s.contentOffsetMax.y)
        insets(s.verticalScrollIndicatorInsets, into: &h)
        insets(s.horizontalScrollIndicatorInsets, into: &h)
        insets(s.effectiveVerticalScrollIndicatorInsets, into: &h)
        insets(s.effectiveHorizontalScrollIndicatorInsets, into: &h)
    }

    private static func text(_ t: ComputedText?, into h: inout StableHasher) {
        guard let t else { h.combine(false); return }
        h.combine(true)
        h.combine(t.font.pointSize)
        h.combine(t.font.weight.rawValue)
        h.combine(t.font.lineSpacing ?? -1)
        h.combine(t.lines.count)
        for line in t.lines {
            h.combine(line.text)
            h.combine(line.x); h.combine(line.baseline); h.combine(line.width)
        }
        h.combine(t.isTruncated)
        h.combine(t.overflowsHorizontally)
        h.combine(t.overflowsVertically)
        h.combine(t.isPlaceholder)
    }

    /// nil, false and true as three distinct values.
    private static func flag(_ b: Bool?, into h: inout StableHasher) {
        h.combine(b.map { $0 ? 2 : 1 } ?? 0)
    }

    private static func rect(_ r: Rect, into h: inout StableHasher) {
        h.combine(r.origin.x); h.combine(r.origin.y); h.combine(r.size.width); h.combine(r.size.height)
    }

    private static func insets(_ i: EdgeInsets, into h: inout StableHasher) {
        h.combine(i.top); h.combine(i.left); h.combine(i.bottom); h.combine(i.right)
    }

    private static func transform(_ t: AffineTransform, into h: inout StableHasher) {
        h.combine(t.a); h.combine(t.b); h.combine(t.c); h.combine(t.d); h.combine(t.tx); h.combine(t.ty)
    }
}
