import StrictJSON
import Testing
@testable import LayoutFormats
@testable import UIKitLayout

/// Auto Layout's results in the geometry JSON and the text output: the fields appear where the
/// engine set them and nowhere else, after the older fields, and conflicts read as UIKit logs them.
@Suite("output: Auto Layout fields and wording")
struct AutoLayoutOutputTests {
    static let conflict = Diagnostic(
        kind: .unsatisfiableConstraints, id: "box",
        message: AutoLayoutWording.unsatisfiable(constraints: ["box.width == 100", "box.width == 200"], broken: "box.width == 200"),
        constraints: ["box.width == 100", "box.width == 200"], brokenConstraint: "box.width == 200")
    static let ambiguity = Diagnostic(
        kind: .ambiguousLayout, id: "box", message: AutoLayoutWording.ambiguous(view: "box", attribute: "height"), attribute: "height")

    /// A plain layout, and the same with `box` flagged, a guide, and the two diagnostics.
    static func layouts() throws -> (plain: ComputedLayout, flagged: ComputedLayout) {
        let plain = try Fixture.compute(Fixture.screen([View(id: "box", frame: Rect(x: 10, y: 100, width: 100, height: 50))]), on: "iPhone 15 Pro")
        var flagged = plain
        let index = try #require(flagged.views.firstIndex { $0.id == "box" })
        flagged.views[index].hasAmbiguousLayout = true
        flagged.views[index].hasConflictingConstraints = true
        flagged.views[index].intrinsicContentSize = Size(width: -1, height: 20)
        flagged.views[index].layoutGuides = [ComputedLayoutGuide(id: "spacer", layoutFrame: Rect(x: 0, y: 0, width: 10, height: 0), hasAmbiguousLayout: true)]
        let rootIndex = try #require(flagged.views.firstIndex { $0.id == "root" })
        flagged.views[rootIndex].hasAmbiguousLayout = false
        flagged.diagnostics = [Self.conflict, Self.ambiguity, Diagnostic(id: "nav", message: "no geometry for the bar")]
        return (plain, flagged)
    }

    static func object(_ value: JSONValue?) throws -> JSONObject {
        guard case .object(let o)? = value else { throw JSONShapeError() }
        return o
    }

    static func element(_ value: JSONValue?, id: String) throws -> JSONObject {
        guard case .array(let items)? = value else { throw JSONShapeError() }
        for item in items {
            if case .object(let o) = item, o["id"] == .string(id) { return o }
        }
        throw JSONShapeError()
    }

    struct JSONShapeError: Error {}

    @Test("views: hasAmbiguousLayout when set, hasConflictingConstraints when true, intrinsicContentSize when given, after the older fields")
    func viewFields() throws {
        let (plain, flagged) = try Self.layouts()
        let plainBox = try Self.element(try Self.object(GeometryJSON.encode(plain))["views"], id: "box")
        for key in ["hasAmbiguousLayout", "hasConflictingConstraints", "intrinsicContentSize"] {
            #expect(plainBox[key] == nil, "\(key) on a view the engine did not flag")
        }
        let root = try Self.object(GeometryJSON.encode(flagged))
        let box = try Self.element(root["views"], id: "box")
        #expect(box["hasAmbiguousLayout"] == .bool(true))
        #expect(box["hasConflictingConstraints"] == .bool(true))
        #expect(box["intrinsicContentSize"] == .array([.number(-1), .number(20)]))
        let keys = box.entries.map(\.key)
        #expect(Array(keys.suffix(4)) == ["layoutGuides", "hasAmbiguousLayout", "hasConflictingConstraints", "intrinsicContentSize"])
        #expect(keys.prefix(keys.count - 4) == plainBox.entries.map(\.key)[...], "the older fields keep their order")
        let guide = try Self.element(box["layoutGuides"], id: "spacer")
        #expect(guide.entries.map(\.key) == ["id", "layoutFrame", "hasAmbiguousLayout"])
        #expect(guide["hasAmbiguousLayout"] == .bool(true))
        // false is written (a view laid out by constraints says so); a false conflict is not.
        let rootView = try Self.element(root["views"], id: "root")
        #expect(rootView["hasAmbiguousLayout"] == .bool(false))
        #expect(rootView["hasConflictingConstraints"] == nil)
    }

    @Test("diagnostics: kind always; constraints, brokenConstraint and attribute when present")
    func diagnosticFields() throws {
        let root = try Self.object(GeometryJSON.encode(try Self.layouts().flagged))
        guard case .array(let items)? = root["diagnostics"], items.count == 3 else { Issue.record("three diagnostics"); return }
        let conflict = try Self.object(items[0]), ambiguity = try Self.object(items[1]), plain = try Self.object(items[2])
        #expect(conflict.entries.map(\.key) == ["severity", "id", "message", "kind", "constraints", "brokenConstraint"])
        #expect(conflict["kind"] == .string("unsatisfiableConstraints"))
        #expect(conflict["constraints"] == .array([.string("box.width == 100"), .string("box.width == 200")]))
        #expect(conflict["brokenConstraint"] == .string("box.width == 200"))
        #expect(ambiguity.entries.map(\.key) == ["severity", "id", "message", "kind", "attribute"])
        #expect(ambiguity["kind"] == .string("ambiguousLayout"))
        #expect(ambiguity["attribute"] == .string("height"))
        #expect(plain.entries.map(\.key) == ["severity", "id", "message", "kind"])
        #expect(plain["kind"] == .string("warning"))
    }

    @Test("the one-line messages")
    func messages() {
        #expect(AutoLayoutWording.unsatisfiable(constraints: ["a.width == 100", "a.width == 200"], broken: "a.width == 200")
                == "Unable to simultaneously satisfy constraints: <a.width == 100>, <a.width == 200>; will attempt to recover by breaking constraint <a.width == 200>")
        #expect(AutoLayoutWording.ambiguous(view: "box", attribute: "height") == "view \"box\" has an ambiguous layout: its height is not determined by its constraints")
        #expect(AutoLayoutWording.ambiguous(view: "box", attribute: "minX") == "view \"box\" has an ambiguous layout: its horizontal position (minX) is not determined by its constraints")
        #expect(AutoLayoutWording.ambiguous(layoutGuide: "spacer", attribute: "minY") == "layout guide \"spacer\" has an ambiguous layout: its vertical position (minY) is not determined by its constraints")
        #expect(AutoLayoutWording.described("<NSLayoutConstraint:0x1 a.width == 1>") == "<NSLayoutConstraint:0x1 a.width == 1>")
    }

    @Test("text: a conflict as UIKit logs it, ambiguity on one line, flagged views and guides marked")
    func text() throws {
        let text = GeometryText.string(try Self.layouts().flagged)
        let expected = """
            warning [box]: Unable to simultaneously satisfy constraints.
                Probably at least one of the constraints in the following list is one you don't want.
                Try this:
                    (1) look at each constraint and try to figure out which you don't expect;
                    (2) find the code that added the unwanted constraint or constraints and fix it.
                (Note: If you're seeing NSAutoresizingMaskLayoutConstraints that you don't understand, refer to the documentation for the UIView property translatesAutoresizingMaskIntoConstraints)
            (
                "<box.width == 100>",
                "<box.width == 200>"
            )

            Will attempt to recover by breaking constraint
            <box.width == 200>

            Make a symbolic breakpoint at UIViewAlertForUnsatisfiableConstraints to catch this in the debugger.
            warning [box]: view "box" has an ambiguous layout: its height is not determined by its constraints
            warning [nav]: no geometry for the bar

            """
        #expect(text.hasSuffix(expected))
        #expect(text.contains("box (view, ambiguous layout, conflicting constraints) frame [10, 100, 100, 50]"))
        #expect(text.contains("· intrinsic -1×20"))
        #expect(text.contains("guide spacer [0, 0, 10, 0], ambiguous layout"))
        let plain = GeometryText.string(try Self.layouts().plain)
        #expect(!plain.contains("ambiguous") && !plain.contains("conflicting") && !plain.contains("intrinsic"))
    }

    @Test("a conflict without its list keeps its message on one line")
    func conflictWithoutList() {
        let d = Diagnostic(kind: .unsatisfiableConstraints, id: "x", message: "Unable to simultaneously satisfy constraints")
        #expect(AutoLayoutWording.lines(for: d) == ["warning [x]: Unable to simultaneously satisfy constraints"])
    }
}
