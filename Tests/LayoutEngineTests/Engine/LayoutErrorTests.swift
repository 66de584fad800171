import Testing
@testable import LayoutFormats
@testable import UIKitLayout

/// The Swift API can build models the JSON reader refuses; the engine refuses them with a
/// `LayoutError` instead of crashing or guessing.
@Suite("engine: models that cannot be laid out")
struct LayoutErrorTests {
    @Test("duplicate ids, including the names the engine gives container views")
    func duplicates() {
        #expect(throws: LayoutError.duplicateID("a")) {
            try Fixture.compute(Fixture.screen([View(id: "a"), View(id: "a")]), on: "iPhone X")
        }
        #expect(throws: LayoutError.duplicateID("nav.view")) {
            try Fixture.compute(Fixture.nav(Fixture.screen(rootID: "nav.view")), on: "iPhone X")
        }
    }

    /// A screen whose title label sits on the safe area's top, with `text`: one function builds
    /// each tab (or each screen of a navigation stack), so each one's views carry the same ids.
    static func titled(_ id: String, text: String) -> ViewControllerNode {
        var root = View(id: "\(id).root")
        var title = View(id: "title", viewClass: .label)
        title.text = text
        root.addSubview(title)
        root.activate([
            title.leadingAnchor.constraint(equalTo: root.layoutMarginsGuide.leadingAnchor),
            title.topAnchor.constraint(equalTo: root.safeAreaLayoutGuide.topAnchor),
        ])
        return .viewController(ViewController(id: id, view: root))
    }

    @Test("controllers not shown may reuse the shown views' ids: the shown view is laid out, by its own text")
    func idsReusedByControllersNotShown() throws {
        let short = "Home", long = "Everything in the inbox, newest first"
        let alone = try Fixture.compute(Self.titled("home", text: short), on: "iPhone 16 Pro")
        let width = try #require(alone.view("title")?.frame.width)
        #expect(width > 0 && width < 60, "\(width) is the width of \"\(short)\"")
        var tabs = TabBarController(id: "tab", viewControllers: [Self.titled("home", text: short), Self.titled("inbox", text: long)])
        #expect(try Fixture.compute(.tabBarController(tabs), on: "iPhone 16 Pro").view("title")?.frame.width == width)
        tabs.selectedIndex = 1
        #expect(try Fixture.compute(.tabBarController(tabs), on: "iPhone 16 Pro").view("title")?.frame.width ?? 0 > 2 * width)
        // A navigation stack of screens made alike: the top one is shown.
        let stack = NavigationController(id: "nav", viewControllers: [Self.titled("list", text: long), Self.titled("detail", text: short)])
        #expect(try Fixture.compute(.navigationController(stack), on: "iPhone 16 Pro").view("title")?.frame.width == width)
    }

    @Test("two different views under one id in controllers that share an id too: refused, naming both")
    func duplicatesInControllersSharingAnID() {
        let tabs = TabBarController(id: "tab", viewControllers: [Self.titled("detail", text: "One"), Self.titled("detail", text: "Two")])
        let error = LayoutError.duplicateViewID("detail.root", controllers: ["detail", "detail"])
        #expect(throws: error) { try Fixture.compute(.tabBarController(tabs), on: "iPhone 16 Pro") }
        #expect(error.description == #"the id "detail.root" names two different views of controllers that share the id "detail", so which of them is shown cannot be told; give the controllers distinct ids"#)
        #expect(LayoutError.duplicateViewID("x", controllers: ["a", "b"]).description == #"the id "x" names two different views, in controllers "a" and "b"; give each its own id"#)
    }

    @Test("one controller in two slots is one set of views: laid out, its label measured by its own text")
    func sameControllerTwice() throws {
        let home = Self.titled("home", text: "Home")
        let once = try Fixture.compute(.tabBarController(TabBarController(id: "tab", viewControllers: [home])), on: "iPhone 16 Pro")
        let twice = try Fixture.compute(.tabBarController(TabBarController(id: "tab", viewControllers: [home, home])), on: "iPhone 16 Pro")
        #expect(twice.view("title")?.frame == once.view("title")?.frame)
        #expect(twice.diagnostics.isEmpty, "\(twice.diagnostics)")
    }

    @Test("a child controller placed in a view its parent does not have")
    func unknownContainer() {
        var vc = ViewController(id: "vc", view: View(id: "root"))
        vc.children = [ChildViewController(in: "nowhere", frame: .zero, controller: Fixture.screen(id: "child", rootID: "childRoot"))]
        #expect(throws: LayoutError.unknownContainerView(controller: "child", viewID: "nowhere")) {
            try Fixture.compute(.viewController(vc), on: "iPhone X")
        }
    }

    @Test("a tab bar controller's selectedIndex out of range")
    func selectedIndex() {
        let tab = TabBarController(id: "tab", viewControllers: [Fixture.screen()], selectedIndex: 3)
        #expect(throws: LayoutError.selectedIndexOutOfRange(controller: "tab", index: 3, count: 1)) {
            try Fixture.compute(.tabBarController(tab), on: "iPhone X")
        }
    }

    @Test("NaN, infinite and negative geometry")
    func geometry() {
        for frame in [Rect(x: .nan, y: 0, width: 1, height: 1), Rect(x: 0, y: 0, width: .infinity, height: 1), Rect(x: 0, y: 0, width: -1, height: 1)] {
            #expect(throws: LayoutError.self) { try Fixture.compute(Fixture.screen([View(id: "bad", frame: frame)]), on: "iPhone X") }
        }
        var scroll = View.scrollView(id: "s", contentSize: Size(width: -1, height: 1))
        scroll.frame = Rect(x: 0, y: 0, width: 10, height: 10)
        #expect(throws: LayoutError.self) { try Fixture.compute(Fixture.screen([scroll]), on: "iPhone X") }
    }

    @Test("a hierarchy deeper than the limit")
    func tooDeep() {
        var view = View(id: "leaf")
        for level in 0..<(LayoutEngine.maximumDepth + 5) {
            view = View(id: "v\(level)", subviews: [view])
        }
        #expect(throws: LayoutError.self) { try Fixture.compute(Fixture.screen([view]), on: "iPhone X") }
    }

    @Test("numbers beyond a million points, and a navigation controller pushed onto another")
    func magnitudeAndNesting() {
        #expect(throws: LayoutError.self) { try Fixture.compute(Fixture.screen([View(id: "far", frame: Rect(x: 1e303, y: 0, width: 1, height: 1))]), on: "iPhone X") }
        var vc = ViewController(id: "vc")
        vc.additionalSafeAreaInsets.top = 1e308
        #expect(throws: LayoutError.self) { try Fixture.compute(.viewController(vc), on: "iPhone X") }
        #expect(throws: LayoutError.nestedNavigationController(parent: "outer", child: "inner")) {
            try Fixture.compute(Fixture.nav(Fixture.nav(Fixture.screen(), id: "inner"), id: "outer"), on: "iPhone X")
        }
    }

    @Test("an orientation the device does not support")
    func orientation() throws {
        let tv = try Fixture.device("Apple TV 4K")
        #expect(throws: LayoutError.unsupportedOrientation(device: "Apple TV 4K", orientation: .portrait, supported: [.landscapeLeft])) {
            try LayoutEngine.compute(Fixture.screen(), in: LayoutEnvironment(device: tv, orientation: .portrait))
        }
    }
}

@Suite("engine: determinism and coordinates")
struct EngineBehaviourTests {
    @Test("the same model gives the same layout and the same JSON bytes")
    func deterministic() throws {
        let spec = try ExamplesTests.spec("article.json")
        for name in ["iPhone X", "iPhone 16 Pro Max", "iPad Pro 13-inch (M4)"] {
            let a = try Fixture.compute(spec.root, on: name), b = try Fixture.compute(spec.root, on: name)
            #expect(a == b)
            #expect(GeometryJSON.string(a) == GeometryJSON.string(b))
        }
    }

    @Test("computing does not change the model")
    func modelUnchanged() throws {
        let spec = try ExamplesTests.spec("table-multiline.json")
        let copy = spec.root
        _ = try Fixture.compute(spec.root, on: "iPhone X")
        #expect(spec.root == copy)
    }

    @Test("a rotated view's frameInWindow is the bounding box; its layout is unchanged")
    func transforms() throws {
        var rotated = View(id: "r", frame: Rect(x: 100, y: 100, width: 100, height: 50))
        rotated.transform = AffineTransform(a: 0, b: 1, c: -1, d: 0, tx: 0, ty: 0)  // 90°
        rotated.subviews = [View(id: "child", frame: Rect(x: 0, y: 0, width: 10, height: 10))]
        let layout = try Fixture.compute(Fixture.screen([rotated]), on: "iPhone 8")
        expectRect(try layout.v("r").frameInWindow, 125, 75, 50, 100)
        expectRect(try layout.v("r").frame, 100, 100, 100, 50)
        // The child's top-left corner (0,0) maps to the rotated corner (175, 75).
        expectRect(try layout.v("child").frameInWindow, 165, 75, 10, 10)
    }

    @Test("views are listed in pre-order with their parents and controllers")
    func preOrder() throws {
        let layout = try Fixture.compute(try ExamplesTests.spec("sheet-picker.json").root, on: "iPhone X")
        #expect(layout.views.map(\.id) == ["photoGrid", "sheet", "grabber", "sheetTitle", "pickerContainer", "pickerView", "pickerWheel"])
        #expect(layout.views.map(\.parent) == [nil, "photoGrid", "sheet", "sheet", "sheet", "pickerContainer", "pickerView"])
        #expect(try layout.v("pickerWheel").viewController == "picker")
        #expect(try layout.v("grabber").viewController == "photos")
    }
}
