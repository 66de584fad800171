import Testing
@testable import UIKitLayout

/// UIStackView's API on `View` (addArrangedSubview, insertArrangedSubview, removeArrangedSubview,
/// setCustomSpacing) and what the engine refuses from a model the JSON reader would have refused.
@Suite("Auto Layout: stack view API")
struct StackViewAPITests {
    @Test("addArrangedSubview makes a subview, arranges it and turns off its autoresizing mask translation")
    func add() {
        var stack = View.stackView(id: "s", axis: .vertical, arrangedSubviews: [View(id: "a")])
        var b = View(id: "b", frame: Rect(x: 0, y: 0, width: 10, height: 10))
        b.translatesAutoresizingMaskIntoConstraints = true
        stack.addArrangedSubview(b)
        #expect(stack.viewClass == .stackView && stack.axis == .vertical)
        #expect(stack.subviews.map(\.id) == ["a", "b"])
        #expect(stack.arrangedSubviewIDs == ["a", "b"])
        #expect(stack.subviews.allSatisfy { $0.translatesAutoresizingMaskIntoConstraints == false })
    }

    @Test("insertArrangedSubview moves an arranged view; an existing subview keeps its place among the subviews")
    func insert() {
        var stack = View.stackView(id: "s", arrangedSubviews: [View(id: "a"), View(id: "b"), View(id: "c")])
        stack.insertArrangedSubview(View(id: "c"), at: 0)
        #expect(stack.arrangedSubviewIDs == ["c", "a", "b"])
        stack.insertArrangedSubview(View(id: "c"), at: 3)
        #expect(stack.arrangedSubviewIDs == ["a", "b", "c"])
        stack.addSubview(View(id: "background"))
        stack.insertArrangedSubview(View(id: "background"), at: 1)
        #expect(stack.arrangedSubviewIDs == ["a", "background", "b", "c"])
        #expect(stack.subviews.map(\.id) == ["a", "b", "c", "background"])
        stack.insertArrangedSubview(View(id: "d"), at: 99)
        #expect(stack.arrangedSubviewIDs.last == "d")
    }

    @Test("removeArrangedSubview keeps the view as a subview and drops its custom spacing")
    func remove() {
        let a = View(id: "a")
        var stack = View.stackView(id: "s", arrangedSubviews: [a, View(id: "b")])
        stack.setCustomSpacing(20, after: a)
        #expect(stack.customSpacing(after: a) == 20)
        stack.removeArrangedSubview(a)
        #expect(stack.arrangedSubviewIDs == ["b"])
        #expect(stack.subviews.map(\.id) == ["a", "b"])
        #expect(stack.customSpacing(after: a) == View.spacingUseDefault)
    }

    @Test("spacingUseSystem and spacingUseDefault are UIKit's FLT_MIN and FLT_MAX")
    func sentinels() {
        #expect(View.spacingUseSystem == Double(Float.leastNormalMagnitude))
        #expect(View.spacingUseDefault == Double(Float.greatestFiniteMagnitude))
    }

    static func compute(_ stack: View) throws(LayoutError) -> ComputedLayout {
        let device = try! DeviceCatalog.bundled.device(named: "iPhone 15")
        return try LayoutEngine.compute(Fixture.screen([stack]), in: LayoutEnvironment(device: device, orientation: .portrait))
    }

    static func error(_ stack: View) -> LayoutError? {
        do { _ = try compute(stack); return nil } catch { return error }
    }

    @Test("a model UIKit could not hold is refused with the stack's id")
    func badModels() {
        var notSubview = View.stackView(id: "s", arrangedSubviews: [View(id: "a")])
        notSubview.arrangedSubviewIDs.append("ghost")
        #expect(Self.error(notSubview) == .invalidStackView(id: "s", problem: "arranged view \"ghost\" is not one of its subviews (UIKit's arrangedSubviews are subviews)"))

        var twice = View.stackView(id: "s", arrangedSubviews: [View(id: "a")])
        twice.arrangedSubviewIDs.append("a")
        #expect(Self.error(twice) == .invalidStackView(id: "s", problem: "\"a\" is arranged twice"))

        var custom = View.stackView(id: "s", arrangedSubviews: [View(id: "a")])
        custom.addSubview(View(id: "bg"))
        custom.customSpacing["bg"] = 4
        #expect(Self.error(custom) == .invalidStackView(id: "s", problem: "customSpacing after \"bg\", which it does not arrange"))

        var plain = View(id: "s", subviews: [View(id: "a")])
        plain.arrangedSubviewIDs = ["a"]
        #expect(Self.error(plain) == .invalidStackView(id: "s", problem: "arrangedSubviews belong to stack views; this view's class is \"view\""))

        var spacing = View.stackView(id: "s", arrangedSubviews: [View(id: "a")])
        spacing.spacing = .infinity
        #expect(Self.error(spacing) == .invalidGeometry(id: "s", field: "spacing", value: "inf"))

        var customValue = View.stackView(id: "s", arrangedSubviews: [View(id: "a")])
        customValue.customSpacing["a"] = .nan
        #expect(Self.error(customValue) == .invalidGeometry(id: "s", field: "customSpacing[a]", value: "nan"))
    }

    @Test("an arranged view told to translate its mask fights the stack: a conflict, as in UIKit")
    func translatingArrangedView() throws {
        var stack = View.stackView(id: "s", frame: Rect(x: 0, y: 200, width: 100, height: 50),
                                   arrangedSubviews: [View(id: "a", frame: Rect(x: 0, y: 0, width: 10, height: 10))])
        stack.subviews[0].translatesAutoresizingMaskIntoConstraints = true
        let layout = try Self.compute(stack)
        let conflict = try #require(layout.diagnostics.first { $0.kind == .unsatisfiableConstraints })
        #expect(conflict.constraints.contains { $0.hasPrefix("NSAutoresizingMaskLayoutConstraint") && $0.contains("a.width") })
        #expect(conflict.constraints.contains { $0.hasPrefix("\"UISV-canvas-connection\"") })
    }
}
