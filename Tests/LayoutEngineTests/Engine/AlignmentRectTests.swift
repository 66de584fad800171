import Testing
@testable import LayoutFormats
@testable import UIKitLayout

/// Auto Layout places the alignment rectangle; the frame reaches beyond it by
/// `alignmentRectInsets` (Docs/Controls.md).
@Suite("alignment rectangles")
struct AlignmentRectTests {
    /// A 49 × 31 switch-like view (right inset 2) pinned at 20, 100 and stretched or centred.
    static func layout(_ constraints: (View, View) -> [LayoutConstraint], frame: Rect = .zero, translates: Bool = false) throws -> ComputedLayout {
        var control = View(id: "switch", frame: frame)
        control.intrinsicContentSize = Size(width: 49, height: 31)
        control.alignmentRectInsets = EdgeInsets(top: 0, left: 0, bottom: 0, right: 2)
        control.translatesAutoresizingMaskIntoConstraints = translates
        var root = View(id: "root")
        root.constraints = constraints(control, root)
        root.subviews = [control]
        return try Fixture.compute(.viewController(ViewController(id: "vc", view: root)), on: "iPhone 15 Pro")
    }

    @Test("pinned at its leading edge, the frame is 2 wider than the intrinsic width, on the right")
    func pinned() throws {
        let frame = try Self.layout { c, r in [c.leadingAnchor.constraint(equalTo: r.leadingAnchor, constant: 20), c.topAnchor.constraint(equalTo: r.topAnchor, constant: 100)] }.v("switch").frame
        #expect(frame == Rect(x: 20, y: 100, width: 51, height: 31))
    }

    @Test("stretched between edges, the frame overhangs the right edge by 2; centred, it sits 1 right of centre")
    func stretchedAndCentred() throws {
        let stretched = try Self.layout { c, r in
            [c.leadingAnchor.constraint(equalTo: r.leadingAnchor, constant: 8), c.trailingAnchor.constraint(equalTo: r.trailingAnchor, constant: -8),
             c.topAnchor.constraint(equalTo: r.topAnchor, constant: 100)]
        }.v("switch").frame
        #expect(stretched.minX == 8 && stretched.width == 393 - 16 + 2)
        let centred = try Self.layout { c, r in [c.centerXAnchor.constraint(equalTo: r.centerXAnchor), c.topAnchor.constraint(equalTo: r.topAnchor, constant: 100)] }.v("switch").frame
        #expect(centred.minX == (393 - 49) / 2 && centred.width == 51)
    }

    @Test("a view that translates its autoresizing mask keeps its frame")
    func translated() throws {
        let frame = try Self.layout({ _, _ in [] }, frame: Rect(x: 30, y: 40, width: 51, height: 31), translates: true).v("switch").frame
        #expect(frame == Rect(x: 30, y: 40, width: 51, height: 31))
    }

    @Test("in a spec: alignmentRectInsets")
    func spec() throws {
        let json = #"{ "root": { "viewController": { "id": "vc", "view": { "id": "root", "subviews": [ { "id": "s", "alignmentRectInsets": { "top": 0, "left": 2, "bottom": 1, "right": 2 } } ] } } } }"#
        let spec = try SpecReader.read(bytes: Array(json.utf8), file: "spec.json")
        guard case .viewController(let vc) = spec.root else { Issue.record("no controller"); return }
        #expect(vc.view?.subviews.first?.alignmentRectInsets == EdgeInsets(top: 0, left: 2, bottom: 1, right: 2))
    }
}
