import StrictJSON
import UIKitLayout

/// `ComputedLayout` as LAYOUT-SPEC.md's output JSON (`layout-snapshot compute --format json`),
/// also the text of the geometry snapshot stored beside each PNG.
///
/// Numbers are rounded to 1e-6 pt so binary noise (97.66699999999999) never reaches a file;
/// readers compare with a tolerance of 0.01 anyway. Fields beyond LAYOUT-SPEC.md's are additions
/// (`class`, `isRootView`, `transform`, `scroll`-only extras, the environment's device shape);
/// Auto Layout's (`hasAmbiguousLayout`, `hasConflictingConstraints`, `intrinsicContentSize`, a
/// diagnostic's `kind`, `constraints`, `brokenConstraint`, `attribute`) come after the others,
/// and a label's `text` (its lines as drawn) last.
public enum GeometryJSON {
    /// Changes whenever what this writes for the same layout changes (a field added, a number
    /// written otherwise): a snapshot's reference trusts a recorded digest that includes it
    /// (`LayoutRenderer.inputDigest`) instead of writing the geometry again to compare it.
    public static let formatVersion = "4"

    package static func encode(_ layout: ComputedLayout) -> JSONValue {
        .object(JSONObject([
            entry("environment", environment(layout.environment)),
            entry("views", .array(layout.views.map(view))),
            entry("bars", .array(layout.bars.map(bar))),
            entry("diagnostics", .array(layout.diagnostics.map(diagnostic))),
        ]))
    }

    /// The JSON text; pretty (the geometry files' form) is written as it goes
    /// (`GeometryJSON+Stream.swift`), the same bytes as writing `encode(layout)`.
    public static func string(_ layout: ComputedLayout, pretty: Bool = true) -> String {
        pretty ? prettyString(layout) : JSONWriter.write(encode(layout), pretty: false)
    }

    // MARK: Parts

    static func environment(_ e: ComputedEnvironment) -> JSONValue {
        var housing: [JSONObject.Entry] = [entry("type", .string(e.sensorHousing.kind.rawValue))]
        if let size = e.sensorHousing.size { housing.append(entry("size", sizeValue(size))) }
        if let y = e.sensorHousing.originY { housing.append(entry("originY", number(y))) }
        return .object(JSONObject([
            entry("device", .string(e.deviceName)),
            entry("slug", .string(e.deviceSlug)),
            entry("orientation", .string(e.orientation.rawValue)),
            entry("screenSize", sizeValue(e.screenSize)),
            entry("scale", number(e.scale)),
            entry("os", .string(e.os.description)),
            entry("catalogVersion", .string(e.catalogVersion)),
            entry("traits", .object(JSONObject([
                entry("horizontalSizeClass", .string(e.traits.horizontalSizeClass.rawValue)),
                entry("verticalSizeClass", .string(e.traits.verticalSizeClass.rawValue)),
                entry("userInterfaceIdiom", .string(e.traits.userInterfaceIdiom.rawValue)),
                entry("displayScale", number(e.traits.displayScale)),
                entry("layoutDirection", .string(e.traits.layoutDirection.rawValue)),
                entry("preferredContentSizeCategory", .string(e.traits.preferredContentSizeCategory.rawValue)),
            ]))),
            entry("safeAreaInsets", insets(e.windowSafeAreaInsets)),
            entry("statusBarHidden", .bool(e.statusBarHidden)),
            entry("displayCornerRadius", number(e.displayCornerRadius)),
            entry("sensorHousing", .object(JSONObject(housing))),
            entry("homeIndicatorAreaHeight", number(e.homeIndicatorAreaHeight)),
            entry("keyboardFrame", e.keyboardFrame.map(rect) ?? .null),
            entry("window", rect(e.window ?? Rect(origin: .zero, size: e.screenSize))),
        ]))
    }

    static func view(_ v: ComputedView) -> JSONValue {
        var fields: [JSONObject.Entry] = [entry("id", .string(v.id)), entry("class", .string(v.viewClass.rawValue))]
        if let parent = v.parent { fields.append(entry("parent", .string(parent))) }
        if let controller = v.viewController { fields.append(entry("viewController", .string(controller))) }
        if v.isRootView { fields.append(entry("isRootView", .bool(true))) }
        fields += [
            entry("frame", rect(v.frame)),
            entry("frameInWindow", rect(v.frameInWindow)),
            entry("bounds", rect(v.bounds)),
        ]
        if !v.transform.isIdentity { fields.append(entry("transform", transform(v.transform))) }
        if v.isHidden { fields.append(entry("hidden", .bool(true))) }
        if v.alpha != 1 { fields.append(entry("alpha", number(v.alpha))) }
        if let color = v.backgroundColor { fields.append(entry("backgroundColor", .string(color.description))) }
        if v.effectiveUserInterfaceLayoutDirection == .rightToLeft {
            fields.append(entry("effectiveUserInterfaceLayoutDirection", .string("rightToLeft")))
        }
        if v.additionalSafeAreaInsets != .zero { fields.append(entry("additionalSafeAreaInsets", insets(v.additionalSafeAreaInsets))) }
        fields += [
            entry("safeAreaInsets", insets(v.safeAreaInsets)),
            entry("safeAreaLayoutGuide", rect(v.safeAreaLayoutGuide)),
            entry("layoutMargins", insets(v.layoutMargins)),
            entry("directionalLayoutMargins", directional(v.directionalLayoutMargins)),
            entry("layoutMarginsGuide", rect(v.layoutMarginsGuide)),
            entry("readableContentGuide", rect(v.readableContentGuide)),
        ]
        if let keyboard = v.keyboardLayoutGuide { fields.append(entry("keyboardLayoutGuide", rect(keyboard))) }
        if let p = v.presentation {
            fields.append(entry("presentation", .object(JSONObject(presentationFields(p).map { key, value in
                switch value {
                case .string(let s): entry(key, .string(s))
                case .number(let x): entry(key, .number(x))
                case .bool(let b): entry(key, .bool(b))
                }
            }))))
        }
        if !v.layoutGuides.isEmpty {
            fields.append(entry("layoutGuides", .array(v.layoutGuides.map { g in
                var guide = [entry("id", .string(g.id)), entry("layoutFrame", rect(g.layoutFrame))]
                if let ambiguous = g.hasAmbiguousLayout { guide.append(entry("hasAmbiguousLayout", .bool(ambiguous))) }
                return .object(JSONObject(guide))
            })))
        }
        if let s = v.scroll {
            fields += [
                entry("contentSize", sizeValue(s.contentSize)),
                entry("contentOffset", point(s.contentOffset)),
                entry("contentInset", insets(s.contentInset)),
                entry("contentInsetAdjustmentBehavior", .string(s.contentInsetAdjustmentBehavior.rawValue)),
                entry("adjustedContentInset", insets(s.adjustedContentInset)),
                entry("contentOffsetRange", .object(JSONObject([
                    entry("min", point(s.contentOffsetMin)), entry("max", point(s.contentOffsetMax)),
                ]))),
                entry("verticalScrollIndicatorInsets", insets(s.verticalScrollIndicatorInsets)),
                entry("horizontalScrollIndicatorInsets", insets(s.horizontalScrollIndicatorInsets)),
                entry("effectiveVerticalScrollIndicatorInsets", insets(s.effectiveVerticalScrollIndicatorInsets)),
                entry("effectiveHorizontalScrollIndicatorInsets", insets(s.effectiveHorizontalScrollIndicatorInsets)),
            ]
        }
        // Auto Layout (LAYOUT-SPEC.md): after the fields above, which outside tools read in order.
        if let ambiguous = v.hasAmbiguousLayout { fields.append(entry("hasAmbiguousLayout", .bool(ambiguous))) }
        if v.hasConflictingConstraints { fields.append(entry("hasConflictingConstraints", .bool(true))) }
        if let size = v.intrinsicContentSize { fields.append(entry("intrinsicContentSize", sizeValue(size))) }
        // The text as drawn (labels, buttons, text fields; LAYOUT-SPEC.md, output): last.
        if let text = v.text { fields.append(entry("text", self.text(text))) }
        return .object(JSONObject(fields))
    }

    static func text(_ t: ComputedText) -> JSONValue {
        var fields = [
            entry("font", .object(JSONObject([entry("size", number(t.font.pointSize)), entry("weight", .string(t.font.weight.rawValue))]))),
            entry("lines", .array(t.lines.map { line in
                .object(JSONObject([
                    entry("text", .string(line.text)), entry("x", number(line.x)),
                    entry("baseline", number(line.baseline)), entry("width", number(line.width)),
                ]))
            })),
            entry("isTruncated", .bool(t.isTruncated)),
            entry("overflowsHorizontally", .bool(t.overflowsHorizontally)),
            entry("overflowsVertically", .bool(t.overflowsVertically)),
        ]
        if t.isPlaceholder { fields.append(entry("isPlaceholder", .bool(true))) }
        return .object(JSONObject(fields))
    }

    static func bar(_ b: ComputedBar) -> JSONValue {
        var fields = [entry("kind", .string(b.kind.rawValue))]
        if let owner = b.owner { fields.append(entry("owner", .string(owner))) }
        fields.append(entry("frameInWindow", rect(b.frameInWindow)))
        if b.isLargeTitle { fields.append(entry("largeTitle", .bool(true))) }
        // Written only where they apply, as `largeTitle`: files of layouts without them are unchanged.
        if b.isFloating { fields.append(entry("floating", .bool(true))) }
        if b.floatingTabBarExtension > 0 { fields.append(entry("floatingTabBarExtension", number(b.floatingTabBarExtension))) }
        if let c = b.capsule { fields.append(entry("capsule", rect(c))) }
        return .object(JSONObject(fields))
    }

    static func diagnostic(_ d: Diagnostic) -> JSONValue {
        var fields = [entry("severity", .string(d.severity.rawValue))]
        if let id = d.id { fields.append(entry("id", .string(id))) }
        fields.append(entry("message", .string(d.message)))
        fields.append(entry("kind", .string(d.kind.rawValue)))
        if !d.constraints.isEmpty { fields.append(entry("constraints", .array(d.constraints.map { .string($0) }))) }
        if let broken = d.brokenConstraint { fields.append(entry("brokenConstraint", .string(broken))) }
        if let attribute = d.attribute { fields.append(entry("attribute", .string(attribute))) }
        if d.attributes.count > 1 { fields.append(entry("attributes", .array(d.attributes.map { .string($0) }))) }
        if !d.views.isEmpty { fields.append(entry("views", .array(d.views.map { .string($0) }))) }
        if let cause = d.cause { fields.append(entry("cause", .string(cause.rawValue))) }
        return .object(JSONObject(fields))
    }

    // MARK: Values

    static func entry(_ key: String, _ value: JSONValue) -> JSONObject.Entry { .init(key: key, value: value) }

    /// A presented controller's root view's `presentation` (LAYOUT-SPEC.md, "Presentations
    /// (additions)"): the fields that apply, in this order, for both writers.
    static func presentationFields(_ p: ComputedPresentation) -> [(String, JSONPrettyStream.Scalar)] {
        var fields: [(String, JSONPrettyStream.Scalar)] = [
            ("presentingViewController", .string(p.presentingViewController)),
            ("modalPresentationStyle", .string(p.modalPresentationStyle.rawValue)),
            ("appearance", .string(p.appearance.rawValue)),
        ]
        if let d = p.detent { fields.append(("detent", .string(d.rawValue))) }
        if let a = p.arrowDirection { fields.append(("arrowDirection", .string(a.rawValue))) }
        if let s = p.sourceView { fields.append(("sourceView", .string(s))) }
        return fields
    }

    /// Rounded to 1e-6 pt; -0 becomes 0.
    package static func number(_ x: Double) -> JSONValue { .number(rounded(x)) }

    static func rounded(_ x: Double) -> Double {
        let rounded = abs(x) < 1e12 ? (x * 1e6).rounded() / 1e6 : x
        return rounded == 0 ? 0 : rounded
    }

    static func rect(_ r: Rect) -> JSONValue { .array([number(r.minX), number(r.minY), number(r.width), number(r.height)]) }
    static func sizeValue(_ s: Size) -> JSONValue { .array([number(s.width), number(s.height)]) }
    static func point(_ p: Point) -> JSONValue { .array([number(p.x), number(p.y)]) }
    static func transform(_ t: AffineTransform) -> JSONValue { .array([t.a, t.b, t.c, t.d, t.tx, t.ty].map(number)) }

    static func insets(_ i: EdgeInsets) -> JSONValue {
        .object(JSONObject([entry("top", number(i.top)), entry("left", number(i.left)), entry("bottom", number(i.bottom)), entry("right", number(i.right))]))
    }

    static func directional(_ i: DirectionalEdgeInsets) -> JSONValue {
        .object(JSONObject([entry("top", number(i.top)), entry("leading", number(i.leading)), entry("bottom", number(i.bottom)), entry("trailing", number(i.trailing))]))
    }
}
