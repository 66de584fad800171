import Testing
@testable import UIKitLayout

/// Bad Auto Layout input built in Swift (the JSON reader catches the same earlier, with a JSON
/// path): a clear error or diagnostic, never a crash or a hang.
@Suite("Auto Layout bad input")
struct AutoLayoutBadInputTests {
    static func screen(_ constraints: [LayoutConstraint], subviews: [View] = [View(id: "a")]) -> ViewControllerNode {
        var root = View(id: "root", subviews: subviews)
        root.constraints = constraints
        return Fixture.screen(root.subviews, id: "vc", rootID: "root").withRoot(root)
    }

    static func error(_ node: ViewControllerNode) -> LayoutError? {
        do { _ = try Fixture.compute(node, on: "iPhone 15"); return nil } catch { return error as? LayoutError }
    }

    @Test("an unknown item names the holder, the constraint and the item")
    func unknownItem() throws {
        let e = Self.error(Self.screen([try LayoutConstraint("ghost.top == superview.top")]))
        #expect(e == .invalidConstraint(holder: "root", constraint: "ghost.top == superview.top", problem: "unknown item \"ghost\""))
    }

    @Test("an item of a child controller is outside the holder's hierarchy")
    func outsideHierarchy() throws {
        var vc = ViewController(id: "parent", view: View(id: "root", subviews: [View(id: "slot", frame: Rect(x: 0, y: 0, width: 100, height: 100))]))
        vc.view!.constraints = [try LayoutConstraint("childRoot.top == root.top")]
        vc.children = [ChildViewController(in: "slot", frame: Rect(x: 0, y: 0, width: 100, height: 100),
                                           controller: .viewController(ViewController(id: "child", view: View(id: "childRoot"))))]
        let e = try #require(Self.error(.viewController(vc)))
        #expect("\(e)".contains("\"childRoot\" belongs to controller \"child\""))
    }

    @Test("NaN and huge numbers are refused", arguments: [Double.nan, .infinity, 1e300])
    func numbers(value: Double) throws {
        let c = LayoutConstraint(.init(item: .name("a"), attribute: .width), .equal, nil, constant: value)
        #expect(Self.error(Self.screen([c]))?.description.contains("finite") == true)
        let m = LayoutConstraint(.init(item: .name("a"), attribute: .width), .equal, .init(item: .name("root"), attribute: .width), multiplier: value)
        #expect(Self.error(Self.screen([m]))?.description.contains("finite") == true)
    }

    @Test("a priority outside 1…1000 is refused")
    func priority() throws {
        var c = try LayoutConstraint("a.width == 10")
        c.priority = 0
        #expect(Self.error(Self.screen([c]))?.description.contains("priority") == true)
    }

    @Test("a scroll view's guide on a plain view is refused")
    func scrollGuide() throws {
        let e = Self.error(Self.screen([try LayoutConstraint("a.top == root.contentLayoutGuide.top")]))
        #expect(e?.description.contains("belongs to scroll views") == true)
    }

    @Test("guides that keep moving with the views pinned to them stop at the pass limit, with a diagnostic")
    func guideCycle() throws {
        // b follows a; a is placed from b's safe-area top, which depends on where b is (its top
        // inset is what it overlaps of the root's 59): x = 0.75 × (x + inset(x)) − 14.25 jumps
        // between 120 and −57 from pass to pass and never settles.
        let constraints = try [
            "b.top == a.top", "b.leading == root.leading", "b.width == 10", "b.height == 10",
            "a.top == 0.75 * b.safeArea.top - 14.25", "a.leading == root.leading", "a.width == 10", "a.height == 10",
        ].map { try LayoutConstraint($0) }
        let layout = try Fixture.compute(Self.screen(constraints, subviews: [View(id: "a"), View(id: "b")]), on: "iPhone 15")
        #expect(layout.diagnostics.contains { $0.kind == .layoutDidNotConverge })
        // The last pass from UIKit's start, the views' zero frames (b under the root's inset):
        // passes that never settle are not run from the first walk's guess of a safe area
        // (Docs/performance.md, "Starting inside the safe area"), whose last pass is at 120.
        let a = try layout.v("a").frame.minY
        #expect(a == -57, "\(a)")
    }

    @Test("as many constraints as the engine takes (20,000): many that agree and many that conflict both finish, with bounded diagnostics")
    func manyConstraints() throws {
        var agreeing: [LayoutConstraint] = []
        var views: [View] = []
        for i in 0..<(LayoutEngine.maximumConstraints / 4) {
            views.append(View(id: "v\(i)"))
            agreeing += try ["v\(i).leading == root.leading + \(i % 100)", "v\(i).top == root.top", "v\(i).width == 10", "v\(i).height == 10"].map { try LayoutConstraint($0) }
        }
        let fine = try Fixture.compute(Self.screen(agreeing, subviews: views), on: "iPhone 15")
        #expect(!fine.diagnostics.contains { $0.isAutoLayoutIssue })

        var conflicting = try ["a.leading == root.leading", "a.top == root.top", "a.height == 10"].map { try LayoutConstraint($0) }
        for k in 0..<(LayoutEngine.maximumConstraints - 3) { conflicting.append(LayoutConstraint(.init(item: .name("a"), attribute: .width), .equal, nil, constant: Double(k))) }
        let broken = try Fixture.compute(Self.screen(conflicting), on: "iPhone 15")
        let unsatisfiable = broken.diagnostics.filter { $0.kind == .unsatisfiableConstraints }
        #expect(unsatisfiable.count == SolvedLayout.conflictReportLimit + 1)
        #expect(try broken.v("a").frame.width == 0)
    }
}

extension ViewControllerNode {
    /// The same controller with `root` as its view.
    func withRoot(_ root: View) -> ViewControllerNode {
        guard case .viewController(var vc) = self else { return self }
        vc.view = root
        return .viewController(vc)
    }
}
