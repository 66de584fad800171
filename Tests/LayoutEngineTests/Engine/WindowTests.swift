import Testing
@testable import LayoutFormats
@testable import UIKitLayout
import StrictJSON

/// Windows that are not the whole screen (Docs/Windows.md): Split View panes and Slide Over on
/// an iPad, and windows of any size, each laid out as its own screen.
@Suite("windows that are not the screen")
struct WindowTests {
    static func compute(_ window: AppWindow, on name: String = "iPad Pro 11-inch (M4)", _ orientation: InterfaceOrientation = .landscapeLeft,
                        direction: UserInterfaceLayoutDirection = .leftToRight, root: ViewControllerNode = Fixture.screen()) throws -> ComputedLayout {
        var environment = LayoutEnvironment(device: try Fixture.device(name), orientation: orientation, layoutDirection: direction)
        environment.window = window
        return try LayoutEngine.compute(root, in: environment)
    }

    @Test("Split View on an 11-inch iPad Pro (M4) in landscape: 375, 600 and 825 wide, compact, compact and regular")
    func splitPanes() throws {
        for (kind, width, sizeClass) in [(AppWindow.Multitasking.splitOneThird, 375.0, UserInterfaceSizeClass.compact),
                                         (.splitHalf, 600, .compact), (.splitTwoThirds, 825, .regular)] {
            let layout = try Self.compute(.multitasking(kind))
            #expect(layout.environment.window == Rect(x: 0, y: 0, width: width, height: 834), "\(kind)")
            #expect(layout.environment.traits.horizontalSizeClass == sizeClass && layout.environment.traits.verticalSizeClass == .regular)
            #expect(layout.environment.screenSize == Size(width: 1210, height: 834))
            let root = try layout.v("root")
            expectRect(root.frame, 0, 0, width, 834)
            expectInsets(root.safeAreaInsets, 24, 0, 20, 0)
        }
        // The 12.9-inch iPad's half pane is regular; the 9.7-inch's measured panes.
        #expect(try Self.compute(.multitasking(.splitHalf), on: "iPad Pro 12.9-inch (3rd generation)").environment.traits.horizontalSizeClass == .regular)
        #expect(try Self.compute(.multitasking(.splitTwoThirds), on: "iPad Air 2", .portrait).environment.window?.width == 438)
    }

    @Test("sides: trailing on the right; leading is the right side in a right-to-left layout; Slide Over floats on the trailing side")
    func sides() throws {
        #expect(try Self.compute(.multitasking(.splitOneThird, side: .trailing)).environment.window?.minX == 835)
        #expect(try Self.compute(.multitasking(.splitOneThird), direction: .rightToLeft).environment.window?.minX == 835)
        let over = try Self.compute(.multitasking(.slideOver))
        #expect(over.environment.window == Rect(x: 835, y: 20, width: 375, height: 794))
        // Clear of the top and bottom edges: no status bar, no insets.
        expectInsets(try over.v("root").safeAreaInsets, 0, 0, 0, 0)
        #expect(over.environment.statusBarHidden && over.bars.isEmpty)
    }

    @Test("a window of any size: placed at its origin, regular from 678 points wide (inferred), insets on the edges it touches")
    func anySize() throws {
        let wide = try Self.compute(.size(Size(width: 700, height: 600), origin: Point(x: 100, y: 234)))
        #expect(wide.environment.traits.horizontalSizeClass == .regular && wide.environment.confidence.window == "low")
        expectInsets(try wide.v("root").safeAreaInsets, 0, 0, 20, 0)  // it reaches the bottom edge (234 + 600 = 834)
        let narrow = try Self.compute(.size(Size(width: 677, height: 834)))
        #expect(narrow.environment.traits.horizontalSizeClass == .compact && narrow.environment.window?.origin == .zero)
    }

    @Test("what a device cannot show is an error naming the window, the device and what to do")
    func errors() throws {
        func message(_ window: AppWindow, on name: String = "iPad Pro 11-inch (M4)", _ o: InterfaceOrientation = .landscapeLeft) -> String {
            do { _ = try Self.compute(window, on: name, o); return "" } catch { return "\(error)" }
        }
        #expect(message(.multitasking(.slideOver), on: "iPhone 16 Pro", .portrait)
            == "window Slide Over on iPhone 16 Pro in portrait: Split View and Slide Over are an iPad's; give an iPad")
        #expect(message(.size(Size(width: 300, height: 400)), on: "iPhone 16 Pro", .portrait).contains("a window of any size is an iPad's"))
        #expect(message(.multitasking(.splitHalf), .portrait).contains("portrait has no half split"))
        #expect(message(.size(Size(width: 1300, height: 100))).contains("fits the 1210 x 834 screen"))
        #expect(message(.size(Size(width: 100, height: 100), origin: Point(x: 1200, y: 0))).contains("fits the 1210 x 834 screen"))
    }

    @Test("a keyboard in a window stays at the screen's bottom: in Slide Over it starts 20 points below the window's own bottom less its height")
    func keyboard() throws {
        var environment = LayoutEnvironment(device: try Fixture.device("iPad Pro 11-inch (M4)"), orientation: .landscapeLeft)
        environment.window = .multitasking(.slideOver)
        environment.keyboard = .height(400)
        let layout = try LayoutEngine.compute(Fixture.screen(), in: environment)
        // Screen: [0, 434, 1210, 400]; the window is at (835, 20).
        #expect(layout.environment.keyboardFrame == Rect(x: -835, y: 414, width: 1210, height: 400))
    }

    @Test("iPadOS 26 gets iPadOS 18's panes, labelled low; a view sized for the canvas follows the pane")
    func os26AndCanvas() throws {
        var environment = LayoutEnvironment(device: try Fixture.device("iPad Pro 11-inch (M4)", os: "26"), orientation: .landscapeLeft,
                                            canvasSize: Size(width: 1210, height: 834))
        environment.window = .multitasking(.splitOneThird)
        var wide = View(id: "wide", frame: Rect(x: 0, y: 100, width: 1210, height: 50))
        wide.autoresizingMask = [.flexibleWidth]
        let layout = try LayoutEngine.compute(Fixture.screen([wide]), in: environment)
        #expect(layout.environment.confidence.window == "low")
        #expect(try layout.v("wide").frame.width == 375)
    }

    @Test("the window's traits reach constraints and variations: a compact-width rule holds in a 1/3 pane on a regular iPad")
    func traits() throws {
        var box = View(id: "box")
        box.translatesAutoresizingMaskIntoConstraints = false
        var root = View(id: "root", subviews: [box])
        root.activate([
            box.topAnchor.constraint(equalTo: root.topAnchor), box.leadingAnchor.constraint(equalTo: root.leadingAnchor),
            box.heightAnchor.constraint(equalToConstant: 10),
        ])
        var compact = box.widthAnchor.constraint(equalToConstant: 100)
        compact.when = TraitPredicate(horizontalSizeClass: .compact)
        var regular = box.widthAnchor.constraint(equalToConstant: 300)
        regular.when = TraitPredicate(horizontalSizeClass: .regular)
        root.activate([compact, regular])
        let node = ViewControllerNode.viewController(ViewController(id: "vc", view: root))
        #expect(try Self.compute(.fullScreen, root: node).v("box").frame.width == 300)
        #expect(try Self.compute(.multitasking(.splitOneThird), root: node).v("box").frame.width == 100)
    }

    @Test("the geometry: environment.window in screen coordinates, the whole screen when full screen")
    func geometry() throws {
        func window(_ layout: ComputedLayout) throws -> JSONValue? {
            guard case .object(let root) = try JSONParser.parse(Array(GeometryJSON.string(layout).utf8)),
                  case .object(let e)? = root["environment"] else { return nil }
            return e["window"]
        }
        #expect(try window(Self.compute(.multitasking(.slideOver))) == .array([.number(835), .number(20), .number(375), .number(794)]))
        #expect(try window(Self.compute(.fullScreen)) == .array([.number(0), .number(0), .number(1210), .number(834)]))
        let over = try Self.compute(.multitasking(.slideOver))
        #expect(GeometryJSON.string(over) == JSONWriter.write(GeometryJSON.encode(over), pretty: true))
        #expect(GeometryText.string(over).contains("window [835, 20, 375, 794] on the screen"))
    }

    @Test("the spec's environment.window, and its bad values", arguments: [
        (#"{ "multitasking": "splitOneThird", "side": "trailing" }"#, "ok: Split View 1/3, trailing"),
        (#"{ "size": [500, 700], "origin": [10, 20] }"#, "ok: 500 x 700 at (10, 20)"),
        (#"{ "multitasking": "splitQuarter" }"#, "$.environment.window.multitasking: unknown multitasking window \"splitQuarter\""),
        (#"{ "multitasking": "slideOver", "size": [1, 1] }"#, "$.environment.window.size: a window has \"multitasking\" or \"size\", not both"),
        (#"{ "size": [0, 700] }"#, "$.environment.window.size: a window's size must be above 0"),
        (#"{ }"#, "$.environment.window: a window needs \"multitasking\""),
    ])
    func spec(window: String, expected: String) throws {
        let text = "{ \"environment\": { \"window\": \(window) }, \"root\": { \"viewController\": { \"id\": \"vc\" } } }"
        do {
            let spec = try SpecReader.read(bytes: Array(text.utf8), file: "spec.json")
            #expect("ok: \(spec.environment.window?.description ?? "none")" == expected)
        } catch {
            #expect("\(error)".contains(expected), "\(error)")
        }
    }
}
