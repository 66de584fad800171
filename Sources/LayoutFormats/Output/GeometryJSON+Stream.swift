import StrictJSON
import UIKitLayout

/// `GeometryJSON.encode`, written as it goes (`JSONPrettyStream`): the same bytes as writing the
/// encoded tree (a test compares them on every example and device), without the tree. Every
/// field and condition here mirrors `encode`'s; a field added there is added here.
extension GeometryJSON {
    static func prettyString(_ layout: ComputedLayout) -> String {
        var out = JSONPrettyStream(capacity: 2048 + 1024 * layout.views.count)
        out.openObject()
        out.key("environment"); environment(layout.environment, into: &out)
        out.key("views"); out.openArray()
        for v in layout.views { out.item(); view(v, into: &out) }
        out.closeArray()
        out.key("bars"); out.openArray()
        for b in layout.bars { out.item(); bar(b, into: &out) }
        out.closeArray()
        out.key("diagnostics"); out.openArray()
        for d in layout.diagnostics { out.item(); diagnostic(d, into: &out) }
        out.closeArray()
        out.closeObject()
        return out.finish()
    }

    private static func environment(_ e: ComputedEnvironment, into out: inout JSONPrettyStream) {
        out.openObject()
        out.key("device"); out.string(e.deviceName)
        out.key("slug"); out.string(e.deviceSlug)
        out.key("orientation"); out.string(e.orientation.rawValue)
        out.key("screenSize"); size(e.screenSize, into: &out)
        out.key("scale"); out.number(rounded(e.scale))
        out.key("os"); out.string(e.os.description)
        out.key("catalogVersion"); out.string(e.catalogVersion)
        out.key("traits")
        out.scalars([
            "horizontalSizeClass": .string(e.traits.horizontalSizeClass.rawValue),
            "verticalSizeClass": .string(e.traits.verticalSizeClass.rawValue),
            "userInterfaceIdiom": .string(e.traits.userInterfaceIdiom.rawValue),
            "displayScale": .number(rounded(e.traits.displayScale)),
            "layoutDirection": .string(e.traits.layoutDirection.rawValue),
            "preferredContentSizeCategory": .string(e.traits.preferredContentSizeCategory.rawValue),
        ])
        out.key("safeAreaInsets"); insets(e.windowSafeAreaInsets, into: &out)
        out.key("statusBarHidden"); out.bool(e.statusBarHidden)
        out.key("displayCornerRadius"); out.number(rounded(e.displayCornerRadius))
        out.key("sensorHousing")
        if let housingSize = e.sensorHousing.size {
            out.openObject()
            out.key("type"); out.string(e.sensorHousing.kind.rawValue)
            out.key("size"); size(housingSize, into: &out)
            if let y = e.sensorHousing.originY { out.key("originY"); out.number(rounded(y)) }
            out.closeObject()
        } else if let y = e.sensorHousing.originY {
            out.scalars(["type": .string(e.sensorHousing.kind.rawValue), "originY": .number(rounded(y))])
        } else {
            out.scalars(["type": .string(e.sensorHousing.kind.rawValue)])
        }
        out.key("homeIndicatorAreaHeight"); out.number(rounded(e.homeIndicatorAreaHeight))
        out.key("keyboardFrame")
        if let keyboard = e.keyboardFrame { rect(keyboard, into: &out) } else { out.null() }
        out.key("window"); rect(e.window ?? Rect(origin: .zero, size: e.screenSize), into: &out)
        out.closeObject()
    }

    private static func view(_ v: ComputedView, into out: inout JSONPrettyStream) {
        out.openObject()
        out.key("id"); out.string(v.id)
        out.key("class"); out.string(v.viewClass.rawValue)
        if let parent = v.parent { out.key("parent"); out.string(parent) }
        if let controller = v.viewController { out.key("viewController"); out.string(controller) }
        if v.isRootView { out.key("isRootView"); out.bool(true) }
        out.key("frame"); rect(v.frame, into: &out)
        out.key("frameInWindow"); rect(v.frameInWindow, into: &out)
        out.key("bounds"); rect(v.bounds, into: &out)
        if !v.transform.isIdentity {
            let t = v.transform, entries = [t.a, t.b, t.c, t.d, t.tx, t.ty].map(rounded)
            out.key("transform")
            out.numbers(count: 6) { entries[$0] }
        }
        if v.isHidden { out.key("hidden"); out.bool(true) }
        if v.alpha != 1 { out.key("alpha"); out.number(rounded(v.alpha)) }
        if let color = v.backgroundColor { out.key("backgroundColor"); out.string(color.description) }
        if v.effectiveUserInterfaceLayoutDirection == .rightToLeft {
            out.key("effectiveUserInterfaceLayoutDirection"); out.string("rightToLeft")
        }
        if v.additionalSafeAreaInsets != .zero { out.key("additionalSafeAreaInsets"); insets(v.additionalSafeAreaInsets, into: &out) }
        out.key("safeAreaInsets"); insets(v.safeAreaInsets, into: &out)
        out.key("safeAreaLayoutGuide"); rect(v.safeAreaLayoutGuide, into: &out)
        out.key("layoutMargins"); insets(v.layoutMargins, into: &out)
        out.key("directionalLayoutMargins")
        let d = v.directionalLayoutMargins
        out.scalars(["top": .number(rounded(d.top)), "leading": .number(rounded(d.leading)),
                     "bottom": .number(rounded(d.bottom)), "trailing": .number(rounded(d.trailing))])
        out.key("layoutMarginsGuide"); rect(v.layoutMarginsGuide, into: &out)
        out.key("readableContentGuide"); rect(v.readableContentGuide, into: &out)
        if let keyboard = v.keyboardLayoutGuide { out.key("keyboardLayoutGuide"); rect(keyboard, into: &out) }
        if let p = v.presentation { out.key("presentation"); out.scalars(GeometryJSON.presentationFields(p)) }
        if !v.layoutGuides.isEmpty {
            out.key("layoutGuides"); out.openArray()
            for g in v.layoutGuides {
                out.item(); out.openObject()
                out.key("id"); out.string(g.id)
                out.key("layoutFrame"); rect(g.layoutFrame, into: &out)
                if let ambiguous = g.hasAmbiguousLayout { out.key("hasAmbiguousLayout"); out.bool(ambiguous) }
                out.closeObject()
            }
            out.closeArray()
        }
        if let s = v.scroll {
            out.key("contentSize"); size(s.contentSize, into: &out)
            out.key("contentOffset"); point(s.contentOffset, into: &out)
            out.key("contentInset"); insets(s.contentInset, into: &out)
            out.key("contentInsetAdjustmentBehavior"); out.string(s.contentInsetAdjustmentBehavior.rawValue)
            out.key("adjustedContentInset"); insets(s.adjustedContentInset, into: &out)
            out.key("contentOffsetRange"); out.openObject()
            out.key("min"); point(s.contentOffsetMin, into: &out)
            out.key("max"); point(s.contentOffsetMax, into: &out)
            out.closeObject()
            out.key("verticalScrollIndicatorInsets"); insets(s.verticalScrollIndicatorInsets, into: &out)
            out.key("horizontalScrollIndicatorInsets"); insets(s.horizontalScrollIndicatorInsets, into: &out)
            out.key("effectiveVerticalScrollIndicatorInsets"); insets(s.effectiveVerticalScrollIndicatorInsets, into: &out)
            out.key("effectiveHorizontalScrollIndicatorInsets"); insets(s.effectiveHorizontalScrollIndicatorInsets, into: &out)
        }
        if let ambiguous = v.hasAmbiguousLayout { out.key("hasAmbiguousLayout"); out.bool(ambiguous) }
        if v.hasConflictingConstraints { out.key("hasConflictingConstraints"); out.bool(true) }
        if let intrinsic = v.intrinsicContentSize { out.key("intrinsicContentSize"); size(intrinsic, into: &out) }
        if let t = v.text { out.key("text"); text(t, into: &out) }
        out.closeObject()
    }

    private static func text(_ t: ComputedText, into out: inout JSONPrettyStream) {
        out.openObject()
        out.key("font"); out.scalars(["size": .number(rounded(t.font.pointSize)), "weight": .string(t.font.weight.rawValue)])
        out.key("lines"); out.openArray()
        for line in t.lines {
            out.item()
            out.scalars(["text": .string(line.text), "x": .number(rounded(line.x)),
                         "baseline": .number(rounded(line.baseline)), "width": .number(rounded(line.width))])
        }
        out.closeArray()
        out.key("isTruncated"); out.bool(t.isTruncated)
        out.key("overflowsHorizontally"); out.bool(t.overflowsHorizontally)
        out.key("overflowsVertically"); out.bool(t.overflowsVertically)
        if t.isPlaceholder { out.key("isPlaceholder"); out.bool(true) }
        out.closeObject()
    }

    private static func bar(_ b: ComputedBar, into out: inout JSONPrettyStream) {
        out.openObject()
        out.key("kind"); out.string(b.kind.rawValue)
        if let owner = b.owner { out.key("owner"); out.string(owner) }
        out.key("frameInWindow"); rect(b.frameInWindow, into: &out)
        if b.isLargeTitle { out.key("largeTitle"); out.bool(true) }
        if b.isFloating { out.key("floating"); out.bool(true) }
        if b.floatingTabBarExtension > 0 { out.key("floatingTabBarExtension"); out.number(rounded(b.floatingTabBarExtension)) }
        if let c = b.capsule { out.key("capsule"); rect(c, into: &out) }
        out.closeObject()
    }

    private static func diagnostic(_ d: Diagnostic, into out: inout JSONPrettyStream) {
        // All scalars unless it lists constraints: then one member a line, as JSONWriter does.
        var entries: [(String, JSONPrettyStream.Scalar)] = [("severity", .string(d.severity.rawValue))]
        if let id = d.id { entries.append(("id", .string(id))) }
        entries.append(("message", .string(d.message)))
        entries.append(("kind", .string(d.kind.rawValue)))
        guard d.constraints.isEmpty, d.attributes.count < 2, d.views.isEmpty else {
            out.openObject()
            for (k, v) in entries { out.key(k); scalar(v, into: &out) }
            if !d.constraints.isEmpty { out.key("constraints"); out.scalars(d.constraints.map { .string($0) }) }
            if let broken = d.brokenConstraint { out.key("brokenConstraint"); out.string(broken) }
            if let attribute = d.attribute { out.key("attribute"); out.string(attribute) }
            if d.attributes.count > 1 { out.key("attributes"); out.scalars(d.attributes.map { .string($0) }) }
            if !d.views.isEmpty { out.key("views"); out.scalars(d.views.map { .string($0) }) }
            if let cause = d.cause { out.key("cause"); out.string(cause.rawValue) }
            out.closeObject()
            return
        }
        if let broken = d.brokenConstraint { entries.append(("brokenConstraint", .string(broken))) }
        if let attribute = d.attribute { entries.append(("attribute", .string(attribute))) }
        if let cause = d.cause { entries.append(("cause", .string(cause.rawValue))) }
        out.scalars(entries)
    }

    private static func scalar(_ s: JSONPrettyStream.Scalar, into out: inout JSONPrettyStream) {
        switch s {
        case .number(let x): out.number(x)
        case .string(let t): out.string(t)
        case .bool(let b): out.bool(b)
        }
    }

    // MARK: Values, rounded as `number` rounds them

    private static func rect(_ r: Rect, into out: inout JSONPrettyStream) {
        out.numbers(rounded(r.minX), rounded(r.minY), rounded(r.width), rounded(r.height))
    }

    private static func size(_ s: Size, into out: inout JSONPrettyStream) { out.numbers(rounded(s.width), rounded(s.height)) }
    private static func point(_ p: Point, into out: inout JSONPrettyStream) { out.numbers(rounded(p.x), rounded(p.y)) }

    private static func insets(_ i: EdgeInsets, into out: inout JSONPrettyStream) {
        out.scalars(["top": .number(rounded(i.top)), "left": .number(rounded(i.left)),
                     "bottom": .number(rounded(i.bottom)), "right": .number(rounded(i.right))])
    }
}
