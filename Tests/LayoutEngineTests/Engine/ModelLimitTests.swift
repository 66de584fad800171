import StrictJSON
import Testing
@testable import LayoutFormats
@testable import UIKitLayout

/// The engine's size limits (Docs/LIMITS.md), at the limit and one past it, from the Swift API and
/// from a spec.
@Suite("engine: views and constraints limits")
struct ModelLimitTests {
    /// `count` views under the root view, each with `perView` constraints to the root.
    static func screen(views count: Int, constraintsPerView perView: Int) -> ViewControllerNode {
        let subviews = (0..<count).map { i in
            var view = View(id: "v\(i)")
            view.translatesAutoresizingMaskIntoConstraints = perView == 0
            let all = ["v\(i).leading == root.leading + \(i % 300)", "v\(i).top == root.top + \(i % 600)", "v\(i).width == 10", "v\(i).height == 10"]
            view.constraints = all.prefix(perView).map { try! LayoutConstraint($0) }
            return view
        }
        return Fixture.screen(subviews)
    }

    @Test("a model at the limits lays out; one view or one constraint more is refused, saying which limit")
    func limits() throws {
        // The root view is one of the views.
        #expect(try Fixture.compute(Self.screen(views: LayoutEngine.maximumViews - 1, constraintsPerView: 0), on: "iPhone 15 Pro").views.count == LayoutEngine.maximumViews)
        #expect(throws: LayoutError.tooLarge(what: "views", count: LayoutEngine.maximumViews + 1, limit: LayoutEngine.maximumViews)) {
            try Fixture.compute(Self.screen(views: LayoutEngine.maximumViews, constraintsPerView: 0), on: "iPhone 15 Pro")
        }
        let atLimit = Self.screen(views: LayoutEngine.maximumConstraints / 4, constraintsPerView: 4)
        #expect(ModelSize(atLimit).constraints == LayoutEngine.maximumConstraints)
        #expect(try Fixture.compute(atLimit, on: "iPhone 15 Pro").view("v4999")?.frame == Rect(x: 199, y: 199, width: 10, height: 10))
        var past = Self.screen(views: LayoutEngine.maximumConstraints / 4, constraintsPerView: 4)
        if case .viewController(var vc) = past {
            vc.view!.constraints = [try LayoutConstraint("v0.width <= 20")]
            past = .viewController(vc)
        }
        #expect(throws: LayoutError.tooLarge(what: "constraints", count: LayoutEngine.maximumConstraints + 1, limit: LayoutEngine.maximumConstraints)) {
            try Fixture.compute(past, on: "iPhone 15 Pro")
        }
        #expect(LayoutError.tooLarge(what: "constraints", count: 20_001, limit: 20_000).description
            == "the model has 20001 constraints; at most 20000 are laid out (LayoutEngine.maximumConstraints); split the screen into several")
    }

    @Test("a spec with one constraint past the limit is refused at that constraint's JSON path")
    func specLimit() throws {
        let perView = 4, views = SpecReader.maximumConstraints / perView + 1
        let subviews = (0..<views).map { i in
            #"{"id": "v\#(i)", "constraints": ["v\#(i).leading == root.leading", "v\#(i).top == root.top", "v\#(i).width == 10", "v\#(i).height == 10"]}"#
        }
        let text = #"{"root": {"viewController": {"id": "vc", "view": {"id": "root", "subviews": [\#(subviews.joined(separator: ","))]}}}}"#
        #expect(throws: SpecError.self) { try SpecReader.read(bytes: Array(text.utf8), file: "big.json") }
        do { _ = try SpecReader.read(bytes: Array(text.utf8), file: "big.json") } catch {
            #expect(error.description.contains("big.json") && error.description.contains("$.root.viewController.view.subviews[5000].constraints[0]")
                && error.description.contains("more than 20000 constraints in one spec"), "\(error)")
        }
    }
}
