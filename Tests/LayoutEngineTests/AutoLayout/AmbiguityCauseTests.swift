import StrictJSON
import Testing
@testable import LayoutFormats
@testable import UIKitLayout

/// An ambiguity says its cause where UIKit's tools would, once per cause (issue 32, point 4): a
/// hugging or compression-resistance tie between arranged views of a stack names them and the
/// fix; a view's free attributes are one diagnostic; views inside that follow are counted in it.
@Suite("ambiguity causes")
struct AmbiguityCauseTests {
    static func label(_ id: String, _ text: String) -> View {
        var label = View(id: id, viewClass: .label)
        label.text = text
        return label
    }

    /// A horizontal stack of `arranged` pinned to the root's margins, 16 below the safe area's top.
    static func row(_ arranged: [View], spacing: Double = 8, width: Double? = nil) -> ViewControllerNode {
        var root = View(id: "root")
        var stack = View.stackView(id: "stack", axis: .horizontal, arrangedSubviews: arranged)
        stack.spacing = spacing
        var constraints = [
            stack.leadingAnchor.constraint(equalTo: root.layoutMarginsGuide.leadingAnchor),
            stack.topAnchor.constraint(equalTo: root.safeAreaLayoutGuide.topAnchor, constant: 16),
        ]
        if let width {
            constraints.append(stack.widthAnchor.constraint(equalToConstant: width))
        } else {
            constraints.append(stack.trailingAnchor.constraint(equalTo: root.layoutMarginsGuide.trailingAnchor))
        }
        stack.activate(constraints)
        root.addSubview(stack)
        return .viewController(ViewController(id: "vc", view: root))
    }

    @Test("two labels with the same hugging in a stack wider than them: one diagnostic, the two views, the priority and the fix")
    func huggingTie() throws {
        let layout = try Fixture.compute(Self.row([Self.label("name", "Name"), Self.label("value", "Jane Appleseed")]), on: "iPhone 15 Pro")
        let issues = layout.diagnostics.filter(\.isAutoLayoutIssue)
        #expect(issues.count == 1, "\(issues)")
        let tie = try #require(issues.first)
        #expect(tie.id == "stack" && tie.kind == .ambiguousLayout && tie.cause == .contentHuggingTie)
        #expect(tie.attribute == "width" && tie.attributes == ["minX", "width"] && tie.views == ["stack", "name", "value"])
        #expect(tie.message == #"stack view "stack" has an ambiguous layout: "name" and "value" have the same horizontal content hugging priority (250), the lowest of its arranged views, so Auto Layout cannot tell which one stretches to fill the stack's width (Xcode: Content Priority Ambiguity); lower the priority of the one that should stretch, e.g. value.setContentHuggingPriority(249, for: .horizontal), or raise the others'"#)
        // The views still say they are ambiguous (the picture marks them).
        #expect(try layout.v("name").hasAmbiguousLayout == true && layout.v("value").hasAmbiguousLayout == true)
    }

    @Test("the fix the message gives removes it")
    func huggingTieFixed() throws {
        var value = Self.label("value", "Jane Appleseed")
        value.setContentHuggingPriority(249, for: .horizontal)
        let layout = try Fixture.compute(Self.row([Self.label("name", "Name"), value]), on: "iPhone 15 Pro")
        #expect(layout.diagnostics.isEmpty, "\(layout.diagnostics)")
        #expect(try layout.v("value").frame.width > layout.v("name").frame.width)
    }

    @Test("three labels tying: all three named, and the lowest priority only (a label that hugs more stays out)")
    func threeWayTie() throws {
        var unit = Self.label("unit", "kg")
        unit.setContentHuggingPriority(251, for: .horizontal)
        let layout = try Fixture.compute(Self.row([Self.label("a", "One"), Self.label("b", "Two"), Self.label("c", "Three"), unit]), on: "iPhone 15 Pro")
        let issues = layout.diagnostics.filter(\.isAutoLayoutIssue)
        #expect(issues.count == 1, "\(issues)")
        #expect(issues.first?.message.contains(#""a", "b" and "c" have the same horizontal content hugging priority (250)"#) == true, "\(issues)")
        #expect(issues.first?.message.contains("c.setContentHuggingPriority(249, for: .horizontal)") == true)
    }

    @Test("two long labels in a narrow stack: a compression resistance tie, with its fix")
    func compressionTie() throws {
        let layout = try Fixture.compute(Self.row([Self.label("first", "A rather long first label"), Self.label("second", "And an even longer second label")], width: 200),
                                         on: "iPhone 15 Pro")
        let issues = layout.diagnostics.filter(\.isAutoLayoutIssue)
        #expect(issues.count == 1, "\(issues)")
        #expect(issues.first?.cause == .compressionResistanceTie)
        #expect(issues.first?.message == #"stack view "stack" has an ambiguous layout: "first" and "second" have the same horizontal compression resistance priority (750), the lowest of its arranged views, and the stack is too small for them, so Auto Layout cannot tell which one shrinks (Xcode: Content Priority Ambiguity); lower the priority of the one that should shrink, e.g. second.setContentCompressionResistancePriority(749, for: .horizontal), or raise the others'"#)
    }

    @Test("two plain views in a filling stack: neither has a width, and the views pinned inside them are counted, not listed apart")
    func sizeTieWithViewsInside() throws {
        func box(_ id: String) -> View {
            var box = View(id: id)
            var inner = View(id: "\(id).inner")
            box.activate([
                inner.leadingAnchor.constraint(equalTo: box.leadingAnchor), inner.trailingAnchor.constraint(equalTo: box.trailingAnchor),
                inner.topAnchor.constraint(equalTo: box.topAnchor), inner.bottomAnchor.constraint(equalTo: box.bottomAnchor),
            ])
            inner.translatesAutoresizingMaskIntoConstraints = false
            box.addSubview(inner)
            box.activate([box.heightAnchor.constraint(equalToConstant: 44)])
            return box
        }
        let layout = try Fixture.compute(Self.row([box("left"), box("right")]), on: "iPhone 15 Pro")
        let issues = layout.diagnostics.filter(\.isAutoLayoutIssue)
        #expect(issues.count == 1, "\(issues)")
        #expect(issues.first?.cause == .sizeTie)
        #expect(issues.first?.message == #"stack view "stack" has an ambiguous layout: "left" and "right" have no intrinsic width and nothing else sets their widths, so Auto Layout cannot tell how they share the stack's width; give one of them a width constraint, make their widths equal, or use distribution fillEqually; 2 views inside them are ambiguous with it: "left.inner" and "right.inner""#)
        #expect(issues.first?.views == ["stack", "left", "right", "left.inner", "right.inner"])
    }

    @Test("a view with several attributes free: one diagnostic, every attribute named")
    func oneViewSeveralAttributes() throws {
        var root = View(id: "root")
        var box = View(id: "box")
        box.activate([box.topAnchor.constraint(equalTo: root.safeAreaLayoutGuide.topAnchor), box.heightAnchor.constraint(equalToConstant: 10)])
        root.addSubview(box)
        let layout = try Fixture.compute(Fixture.screen(root.subviews).withRoot(root), on: "iPhone 15 Pro")
        #expect(layout.diagnostics.map(\.message) == [#"view "box" has an ambiguous layout: its horizontal position (minX) and width are not determined by its constraints"#])
        #expect(layout.diagnostics.first?.attributes == ["minX", "width"] && layout.diagnostics.first?.cause == nil)
    }

    @Test("a view nothing places, among constraints: one Auto Layout issue naming the cause and every attribute it leaves free, not four")
    func unplaced() throws {
        var root = View(id: "root")
        var title = View(id: "title", viewClass: .label)
        title.text = "Hello"
        root.addSubview(title)
        root.addSubview(View(id: "card"))
        root.activate([
            title.leadingAnchor.constraint(equalTo: root.layoutMarginsGuide.leadingAnchor),
            title.topAnchor.constraint(equalTo: root.safeAreaLayoutGuide.topAnchor),
        ])
        let layout = try Fixture.compute(Fixture.screen(root.subviews).withRoot(root), on: "iPhone 15 Pro")
        #expect(layout.diagnostics.count == 1, "\(layout.diagnostics)")
        let issue = try #require(layout.diagnostics.first)
        #expect(issue.id == "card" && issue.cause == .unplaced && issue.kind == .ambiguousLayout)
        #expect(issue.attributes == ["minX", "minY", "width", "height"])
        #expect(issue.message == #"view "card" has no frame, no constraints and no intrinsic size: its horizontal position (minX), vertical position (minY), width and height are not determined; give it a frame or constraints that place it"#)
    }

    @Test("one attribute: UIKit's wording, unchanged")
    func oneAttribute() throws {
        var root = View(id: "root")
        var box = View(id: "box")
        box.activate([box.topAnchor.constraint(equalTo: root.safeAreaLayoutGuide.topAnchor), box.leadingAnchor.constraint(equalTo: root.leadingAnchor),
                      box.widthAnchor.constraint(equalToConstant: 10)])
        root.addSubview(box)
        let layout = try Fixture.compute(Fixture.screen(root.subviews).withRoot(root), on: "iPhone 15 Pro")
        #expect(layout.diagnostics == [Diagnostic(kind: .ambiguousLayout, id: "box", message: AutoLayoutWording.ambiguous(view: "box", attribute: "height"), attribute: "height")])
    }

    @Test("the output names the cause, the attributes and the views; the streamed JSON is the tree's")
    func output() throws {
        let layout = try Fixture.compute(Self.row([Self.label("name", "Name"), Self.label("value", "Jane Appleseed")]), on: "iPhone 15 Pro")
        let json = GeometryJSON.string(layout)
        #expect(json.contains(#""cause": "contentHuggingTie""#))
        #expect(json.contains(#""views": ["stack", "name", "value"]"#), "\(json)")
        #expect(json == JSONWriter.write(GeometryJSON.encode(layout), pretty: true))
    }
}
