import SharedTestSupport
import StrictJSON
import Testing
@testable import LayoutFormats
@testable import UIKitLayout
import LayoutSolver

/// The deepest hierarchies the engine accepts are laid out on whatever thread asks, with
/// whatever stack it has (`DeepStack`): under AddressSanitizer a 256-level model overflowed the
/// 512 KB of a Swift Testing thread (issue 14). Here the caller's stack is 128 KB, too small for
/// the recursion in any build, so these tests fail if a deep walk stays on the caller's thread.
@Suite("engine: the deepest hierarchies on a small stack")
struct DeepHierarchyTests {
    /// `levels` views nested in the root view, each pinned to its superview with an inset, the
    /// innermost with a size-class variation and an optional width.
    static func chain(_ levels: Int) -> ViewControllerNode {
        var view = View(id: "v\(levels)", frame: Rect(x: 0, y: 0, width: 10, height: 10))
        view.variations = [ViewVariation(when: TraitPredicate(verticalSizeClass: .regular), alpha: 0.5)]
        // A part the presolve cannot settle alone, so the solver (and its store) has work.
        view.constraints = [try! LayoutConstraint("v\(levels).width >= 20"), try! LayoutConstraint("v\(levels).width == 50 @ 750")]
        for level in stride(from: levels - 1, through: 1, by: -1) {
            var outer = View(id: "v\(level)", subviews: [view])
            view.translatesAutoresizingMaskIntoConstraints = false
            outer.constraints = [
                try! LayoutConstraint("v\(level + 1).top == v\(level).top + 1"),
                try! LayoutConstraint("v\(level + 1).leading == v\(level).leading"),
            ]
            view = outer
        }
        return Fixture.screen([view])
    }

    @Test("the deepest model the engine accepts lays out, the next level is refused, each with one answer")
    func deepestModel() throws {
        // The controller is level 0 and its root view level 1, so 255 nested views reach 256.
        let deepest = Self.chain(LayoutEngine.maximumDepth - 1)
        #expect(ModelSize(deepest).depth == LayoutEngine.maximumDepth)
        let layout = try SmallStack.run { Result { try Fixture.compute(deepest, on: "iPhone 15 Pro") } }.get()
        let leaf = try layout.v("v255")
        #expect(leaf.frameInWindow.minY == 254)  // one point down per level, in window coordinates
        #expect(leaf.alpha == 0.5)    // the variation applied at the bottom of the walk

        let tooDeep = Self.chain(LayoutEngine.maximumDepth)
        let refusal = SmallStack.run { Result { try Fixture.compute(tooDeep, on: "iPhone 15 Pro") } }
        #expect(throws: LayoutError.hierarchyTooDeep(id: "v256", limit: LayoutEngine.maximumDepth)) { try refusal.get() }
    }

    @Test("a deep model computed inside a matrix's store fills that store: the store crosses to the deep stack's thread")
    func deepModelUsesTheCallersStore() throws {
        let model = Self.chain(200)
        let environment = LayoutEnvironment(device: try Fixture.device("iPhone 15 Pro"), orientation: .portrait)
        let store = ComponentCache()
        let layout = try SmallStack.run {
            Result { try LayoutEngine.$solutionCache.withValue(store) { try LayoutEngine.compute(model, in: environment) } }
        }.get()
        #expect(store.count > 0, "the computation did not use the store it was given")
        #expect(layout == (try LayoutEngine.compute(model, in: environment)))
    }

    @Test("a spec nested as deep as the JSON reader allows is read on a small stack")
    func deepSpec() throws {
        var view = #"{"id": "v250", "frame": [0, 1, 10, 10]}"#
        for level in stride(from: 249, through: 1, by: -1) {
            view = #"{"id": "v\#(level)", "frame": [0, 1, 100, 100], "subviews": [\#(view)]}"#
        }
        let text = #"{"root": {"viewController": {"id": "vc", "view": {"id": "root", "subviews": [\#(view)]}}}}"#
        let spec = try SmallStack.run { Result { try SpecReader.read(bytes: Array(text.utf8), file: "deep.json") } }.get()
        #expect(ModelSize(spec.root).depth == 251)
        let layout = try SmallStack.run { Result { try Fixture.compute(spec.root, on: "iPhone 15 Pro") } }.get()
        #expect(try layout.v("v250").frameInWindow.minY == 250)
    }

    @Test("depth is counted as the engine counts it: controllers, views, and a row's cell and content view; a row is a view")
    func counting() {
        #expect(ModelSize(Fixture.screen()).depth == 1)
        #expect(ModelSize(Fixture.nav(Fixture.screen([View(id: "a")]))).depth == 3)
        var table = View(id: "table", viewClass: .tableView)
        table.rows = [TableRow(id: "row", height: 44, subviews: [View(id: "label")])]
        #expect(ModelSize(Fixture.screen([table])) == ModelSize(depth: 5, views: 4, constraints: 0))
    }
}
