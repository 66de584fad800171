import LayoutEngine
import Testing
@testable import LayoutRenderer

/// The render-input digest lets a verify skip rendering, so it must cover every input of the
/// renderer: these tests fail when a field is added to the computed layout without being added
/// to `LayoutRenderer.inputDigest`.
@Suite("render input digest")
struct RenderInputDigestTests {
    static func layout() throws -> ComputedLayout {
        var content = View(id: "content", frame: Rect(x: 0, y: 0, width: 375, height: 1000))
        content.backgroundColor = Color(hex: "#00FF00")
        let scroll = View.scrollView(id: "scroll", frame: Rect(x: 0, y: 100, width: 375, height: 200), contentSize: Size(width: 375, height: 1000), subviews: [content])
        let root = ViewControllerNode.navigationController(NavigationController(id: "nav", viewControllers: [
            .viewController(ViewController(id: "vc", view: View(id: "root", subviews: [scroll]))),
        ]))
        return try LayoutEngine.compute(root, in: LayoutEnvironment(device: DeviceCatalog.bundled.device(named: "iPhone 15 Pro"), orientation: .portrait))
    }

    static let text = ComputedText(font: Font(size: 17), lines: [ComputedText.Line(text: "Hi", x: 0, baseline: 16, width: 15)],
                                   isTruncated: false, overflowsHorizontally: false, overflowsVertically: false)

    /// The stored properties the digest feeds in, per type. A new property changes the count
    /// here: add it to RenderInputDigest.swift, then here.
    @Test("every stored property of the computed layout is part of the digest")
    func coverage() throws {
        let layout = try Self.layout()
        let view = try #require(layout.views.first { $0.scroll != nil })
        let counts: [(String, Any, Int)] = [
            ("ComputedLayout", layout, 4),
            ("ComputedEnvironment", layout.environment, 16),
            ("EnvironmentConfidence", layout.environment.confidence, 18),
            ("TraitCollection", layout.environment.traits, 6),
            ("SensorHousing", layout.environment.sensorHousing, 5),
            ("ComputedView", view, 30),
            ("ComputedText", Self.text, 6),
            ("ComputedText.Line", Self.text.lines[0], 4),
            ("ComputedScrollGeometry", view.scroll!, 12),
            ("AbsorbedEdges", view.scroll!.absorbedEdges, 4),
            ("ComputedBar", layout.bars[0], 8),
            ("ComputedLayoutGuide", ComputedLayoutGuide(id: "g", layoutFrame: .zero), 3),
            ("Diagnostic", Diagnostic(id: nil, message: ""), 7),
            ("Color", Color(red: 0, green: 0, blue: 0), 4),
            ("RenderOptions", RenderOptions.default, 6),
        ]
        for (name, value, expected) in counts {
            #expect(Mirror(reflecting: value).children.count == expected, "\(name) has a new stored property: add it to LayoutRenderer.inputDigest")
        }
    }

    @Test("a sidebar's confidence is in the digest where a sidebar is, and only there")
    func sidebarConfidence() throws {
        let layout = try Self.layout()
        var doubted = layout
        doubted.environment.confidence.sidebar = "low"
        #expect(LayoutRenderer.inputDigest(of: doubted) == LayoutRenderer.inputDigest(of: layout))
        var withSidebar = layout
        withSidebar.bars[0].kind = .sidebar
        var doubtedSidebar = withSidebar
        doubtedSidebar.environment.confidence.sidebar = "low"
        #expect(LayoutRenderer.inputDigest(of: doubtedSidebar) != LayoutRenderer.inputDigest(of: withSidebar))
    }

    @Test("the digest changes with any input and is stable for the same one")
    func sensitivity() throws {
        let layout = try Self.layout()
        let digest = LayoutRenderer.inputDigest(of: layout)
        #expect(digest == LayoutRenderer.inputDigest(of: try Self.layout()))
        #expect(digest.count == 16)
        var moved = layout
        moved.views[1].frame.origin.x += 1e-12
        var alpha = layout
        alpha.views[1].alpha = 0.999
        var bar = layout
        bar.bars[0].isLargeTitle.toggle()
        var corner = layout
        corner.environment.displayCornerRadius += 1
        var additional = layout
        additional.views[1].additionalSafeAreaInsets.top = 10
        var doubted = layout
        doubted.environment.confidence.tabBar = "low"
        var absorbed = layout
        let scrollIndex = layout.views.firstIndex { $0.scroll != nil }!
        absorbed.views[scrollIndex].scroll!.absorbedEdges.left.toggle()
        // Auto Layout's flags and diagnostics (nil, false and true are three values).
        var ambiguous = layout, unambiguous = layout, conflicting = layout, intrinsic = layout, guide = layout, ambiguousGuide = layout
        ambiguous.views[1].hasAmbiguousLayout = true
        unambiguous.views[1].hasAmbiguousLayout = false
        conflicting.views[1].hasConflictingConstraints = true
        intrinsic.views[1].intrinsicContentSize = Size(width: -1, height: 0)
        guide.views[1].layoutGuides = [ComputedLayoutGuide(id: "g", layoutFrame: .zero)]
        ambiguousGuide.views[1].layoutGuides = [ComputedLayoutGuide(id: "g", layoutFrame: .zero, hasAmbiguousLayout: false)]
        // A label's text, field by field.
        var texts: [ComputedLayout] = []
        var withText = layout
        withText.views[1].text = Self.text
        texts.append(withText)
        for change in [
            { (t: inout ComputedText) in t.font.pointSize = 18 }, { t in t.font.weight = .bold }, { t in t.lines[0].text = "Ho" },
            { t in t.lines[0].x = 1 }, { t in t.lines[0].baseline = 17 }, { t in t.lines[0].width = 16 }, { t in t.lines.append(t.lines[0]) },
            { t in t.isTruncated = true }, { t in t.overflowsHorizontally = true }, { t in t.overflowsVertically = true },
            { t in t.isPlaceholder = true },
        ] {
            var changed = Self.text
            change(&changed)
            var with = layout
            with.views[1].text = changed
            texts.append(with)
        }
        let diagnostic = Diagnostic(kind: .unsatisfiableConstraints, id: "v", message: "m", constraints: ["a", "b"], brokenConstraint: "b")
        var diagnostics: [ComputedLayout] = []
        for changed in [
            diagnostic,
            Diagnostic(kind: .ambiguousLayout, id: "v", message: "m", constraints: ["a", "b"], brokenConstraint: "b"),
            Diagnostic(kind: .unsatisfiableConstraints, id: "v", message: "m", constraints: ["a", "c"], brokenConstraint: "b"),
            Diagnostic(kind: .unsatisfiableConstraints, id: "v", message: "m", constraints: ["a", "b"], brokenConstraint: "a"),
            Diagnostic(kind: .unsatisfiableConstraints, id: "v", message: "m", constraints: ["a", "b"], brokenConstraint: "b", attribute: "width"),
        ] {
            var with = layout
            with.diagnostics = [changed]
            diagnostics.append(with)
        }
        let others = [
            LayoutRenderer.inputDigest(of: ambiguous), LayoutRenderer.inputDigest(of: unambiguous),
            LayoutRenderer.inputDigest(of: conflicting), LayoutRenderer.inputDigest(of: intrinsic),
            LayoutRenderer.inputDigest(of: guide), LayoutRenderer.inputDigest(of: ambiguousGuide),
        ] + diagnostics.map { LayoutRenderer.inputDigest(of: $0) } + texts.map { LayoutRenderer.inputDigest(of: $0) } + [
            LayoutRenderer.inputDigest(of: moved), LayoutRenderer.inputDigest(of: alpha), LayoutRenderer.inputDigest(of: bar),
            LayoutRenderer.inputDigest(of: corner), LayoutRenderer.inputDigest(of: absorbed), LayoutRenderer.inputDigest(of: additional),
            LayoutRenderer.inputDigest(of: doubted),
            LayoutRenderer.inputDigest(of: layout, options: RenderOptions(showsCaption: false)),
            LayoutRenderer.inputDigest(of: layout, options: RenderOptions(showsContentBeyondScreen: false)),
            LayoutRenderer.inputDigest(of: layout, options: RenderOptions(scale: 2)),
            LayoutRenderer.inputDigest(of: layout, options: RenderOptions(overlays: [.bars])),
            LayoutRenderer.inputDigest(of: layout, options: RenderOptions(overlayViews: ["root"])),
        ]
        #expect(Set(others + [digest]).count == others.count + 1)
    }
}
