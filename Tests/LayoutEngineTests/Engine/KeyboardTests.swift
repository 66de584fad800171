import Testing
@testable import LayoutFormats
@testable import UIKitLayout
import StrictJSON

/// The keyboard axis and `keyboardLayoutGuide` (Docs/Keyboard.md): the worked examples of its
/// "The guide" and "Heights" sections.
@Suite("the keyboard and its layout guide")
struct KeyboardTests {
    /// A sign-up button 50 high, 8 above the root view's keyboard guide, inside a card that ends
    /// at y 700 (the card's own guide is named too), on the root's margins.
    static func signUp(usesBottomSafeArea: Bool = true) -> ViewControllerNode {
        var button = View(id: "send", viewClass: .button)
        button.title = "Sign up"
        var card = View(id: "card")
        card.frame = Rect(x: 0, y: 100, width: 402, height: 600)
        card.translatesAutoresizingMaskIntoConstraints = true
        let marker = View(id: "marker")
        card.subviews = [marker]
        card.activate([
            marker.leadingAnchor.constraint(equalTo: card.leadingAnchor), marker.widthAnchor.constraint(equalToConstant: 10),
            marker.bottomAnchor.constraint(equalTo: card.keyboardLayoutGuide.topAnchor), marker.heightAnchor.constraint(equalToConstant: 10),
        ])
        var root = View(id: "root", subviews: [card, button])
        root.keyboardLayoutGuideUsesBottomSafeArea = usesBottomSafeArea
        root.activate([
            button.leadingAnchor.constraint(equalTo: root.layoutMarginsGuide.leadingAnchor),
            button.trailingAnchor.constraint(equalTo: root.layoutMarginsGuide.trailingAnchor),
            button.heightAnchor.constraint(equalToConstant: 50),
            button.bottomAnchor.constraint(equalTo: root.keyboardLayoutGuide.topAnchor, constant: -8),
        ])
        return .viewController(ViewController(id: "vc", view: root))
    }

    static func compute(_ root: ViewControllerNode, on name: String = "iPhone 16 Pro", _ orientation: InterfaceOrientation = .portrait,
                        keyboard: SoftwareKeyboard, catalog: DeviceCatalog = .bundled) throws -> ComputedLayout {
        var environment = LayoutEnvironment(device: try catalog.device(named: name), orientation: orientation, catalog: catalog)
        environment.keyboard = keyboard
        return try LayoutEngine.compute(root, in: environment)
    }

    @Test("hidden: the guide is the safe area's bottom, 34 on a Face ID phone; nothing else moves")
    func hidden() throws {
        let layout = try Self.compute(Self.signUp(), keyboard: .hidden)
        #expect(layout.environment.keyboardFrame == nil)
        expectRect(try #require(try layout.v("root").keyboardLayoutGuide), 0, 840, 402, 34)
        expectRect(try layout.v("send").frame, 20, 782, 362, 50)
        // The card ends at 700, above the unsafe area and the (absent) keyboard: a guide of height 0.
        expectRect(try #require(try layout.v("card").keyboardLayoutGuide), 0, 600, 402, 0)
        expectRect(try layout.v("marker").frame, 0, 590, 10, 10)
        // A view whose guide nothing names has none.
        #expect(try layout.v("send").keyboardLayoutGuide == nil)
    }

    @Test("shown: the guide's top is the keyboard's, 874 - 336 = 538 on an iPhone 16 Pro")
    func shown() throws {
        let layout = try Self.compute(Self.signUp(), keyboard: .shown)
        expectRect(try #require(layout.environment.keyboardFrame), 0, 538, 402, 336)
        expectRect(try #require(try layout.v("root").keyboardLayoutGuide), 0, 538, 402, 336)
        expectRect(try layout.v("send").frame, 20, 480, 362, 50)
        // The keyboard covers the card from 538 to its bottom at 700: 162 points of its 600.
        expectRect(try #require(try layout.v("card").keyboardLayoutGuide), 0, 438, 402, 162)
        expectRect(try layout.v("marker").frame, 0, 428, 10, 10)
        // The keyboard changes no safe area (UIKit's does not).
        expectInsets(try layout.v("root").safeAreaInsets, 62, 0, 34, 0)
        #expect(layout.environment.confidence.keyboard == "low")  // 402-point phones: inferred
    }

    @Test("a transformed view: the keyboard's top in its own coordinates (scaled by half: 24 of its 600 points)")
    func transformed() throws {
        guard case .viewController(var vc) = Self.signUp() else { Issue.record("not a view controller"); return }
        // The card, 600 high around y 400, shows from 250 to 550; the keyboard's top, 538, is
        // 12 screen points above its bottom, 24 of its own.
        vc.view!.subviews[0].transform = AffineTransform(a: 0.5, b: 0, c: 0, d: 0.5, tx: 0, ty: 0)
        let layout = try Self.compute(.viewController(vc), keyboard: .shown)
        expectRect(try #require(try layout.v("card").keyboardLayoutGuide), 0, 576, 402, 24)
        expectRect(try layout.v("marker").frame, 0, 566, 10, 10)
        // Scaled to nothing, it has no coordinates for the keyboard: the safe area's floor (0 here).
        vc.view!.subviews[0].transform = AffineTransform(a: 0, b: 0, c: 0, d: 0, tx: 0, ty: 0)
        expectRect(try #require(try Self.compute(.viewController(vc), keyboard: .shown).v("card").keyboardLayoutGuide), 0, 600, 402, 0)
    }

    @Test("a height given: 300 points from the bottom, confidence calibrated")
    func heightGiven() throws {
        let layout = try Self.compute(Self.signUp(), keyboard: .height(300))
        expectRect(try #require(layout.environment.keyboardFrame), 0, 574, 402, 300)
        expectRect(try layout.v("send").frame, 20, 516, 362, 50)
        #expect(layout.environment.confidence.keyboard == "calibrated")
        // A keyboard lower than the safe area's bottom inset leaves the guide there.
        let low = try Self.compute(Self.signUp(), keyboard: .height(20))
        expectRect(try low.v("send").frame, 20, 782, 362, 50)
        expectRect(try #require(low.environment.keyboardFrame), 0, 854, 402, 20)
    }

    @Test("usesBottomSafeArea false: hidden, the guide is the view's bottom edge; shown, the keyboard's top")
    func withoutSafeArea() throws {
        let hidden = try Self.compute(Self.signUp(usesBottomSafeArea: false), keyboard: .hidden)
        expectRect(try #require(try hidden.v("root").keyboardLayoutGuide), 0, 874, 402, 0)
        expectRect(try hidden.v("send").frame, 20, 816, 362, 50)
        let low = try Self.compute(Self.signUp(usesBottomSafeArea: false), keyboard: .height(20))
        expectRect(try low.v("send").frame, 20, 796, 362, 50)
    }

    @Test("a home-button phone: hidden at the screen's bottom (no inset), shown at 667 - 260")
    func homeButtonPhone() throws {
        let hidden = try Self.compute(Self.signUp(), on: "iPhone SE (3rd generation)", keyboard: .hidden)
        expectRect(try #require(try hidden.v("root").keyboardLayoutGuide), 0, 667, 375, 0)
        let shown = try Self.compute(Self.signUp(), on: "iPhone SE (3rd generation)", keyboard: .shown)
        expectRect(try #require(shown.environment.keyboardFrame), 0, 407, 375, 260)
        expectRect(try shown.v("send").frame, 16, 349, 343, 50)
        #expect(shown.environment.confidence.keyboard == "medium")
    }

    @Test("no height known, or one the screen cannot hold: an error that says what to give")
    func errors() throws {
        #expect(throws: LayoutError.keyboardHeightUnknown(device: "iPhone 4s", orientation: .portrait)) {
            try Self.compute(Self.signUp(), on: "iPhone 4s", keyboard: .shown)
        }
        #expect(LayoutError.keyboardHeightUnknown(device: "iPhone 4s", orientation: .portrait).description.contains("keyboardHeight"))
        #expect(throws: LayoutError.invalidKeyboardHeight(900, device: "iPhone 16 Pro", orientation: .portrait, screenHeight: 874)) {
            try Self.compute(Self.signUp(), keyboard: .height(900))
        }
        #expect(throws: LayoutError.invalidKeyboardHeight(-1, device: "iPhone 16 Pro", orientation: .portrait, screenHeight: 874)) {
            try Self.compute(Self.signUp(), keyboard: .height(-1))
        }
        // Given a height, the iPhone 4s lays out.
        let given = try Self.compute(Self.signUp(), on: "iPhone 4s", keyboard: .height(216))
        expectRect(try #require(given.environment.keyboardFrame), 0, 264, 320, 216)
    }

    @Test("heights by screen: sourced ones, inferences and guesses with their labels (Docs/Keyboard.md, Heights)")
    func heights() throws {
        func height(_ name: String, _ orientation: InterfaceOrientation = .portrait) throws -> Sourced<Double?> {
            try #require(try Fixture.device(name).orientations[orientation]).keyboardHeight
        }
        #expect(try height("iPhone SE (3rd generation)").value == 260)
        #expect(try height("iPhone 13").value == 336)
        #expect(try height("iPhone 13").confidence == "medium")
        #expect(try height("iPhone 15 Pro").value == 336)
        #expect(try height("iPhone 11").value == 346)
        #expect(try height("iPhone 16 Pro Max").value == 346)
        #expect(try height("iPhone 16 Pro Max").confidence == "low")
        #expect(try height("iPhone 5", .landscapeLeft).value == 193)
        #expect(try height("iPhone 16 Pro", .landscapeLeft).value == 219)
        #expect(try height("iPhone 16 Pro", .landscapeLeft).confidence == "unsourced")
        #expect(try height("iPad Pro (9.7-inch)").value == 313)
        #expect(try height("iPad Pro (9.7-inch)", .landscapeLeft).value == 398)
        #expect(try height("iPad Pro (9.7-inch)", .portraitUpsideDown).value == 313)
        #expect(try height("iPhone 4s").value == nil)
        #expect(try height("Apple TV 4K", .landscapeLeft).value == nil)
        // iOS 26 caps the rules' labels at low, as for the bars.
        #expect(try height("iPhone 16e").confidence == "medium")
        #expect(try height("iPhone 17e").confidence == "low")  // the same 390-point screen, on iOS 26
    }

    @Test("a calibration file sets a height, labelled calibrated, and shown uses it")
    func calibrated() throws {
        let catalog = try DeviceCatalog.bundled(calibration: Calibration(bytes: Array("""
        { "devices": { "iPhone 16 Pro": { "orientations": { "landscapeLeft": { "keyboardHeight": 207 } } } } }
        """.utf8), file: "cal.json"))
        let metrics = try catalog.device(named: "iPhone 16 Pro").orientations[.landscapeLeft]!
        #expect(metrics.keyboardHeight.value == 207 && metrics.keyboardHeight.confidence == "calibrated")
        let layout = try Self.compute(Self.signUp(), on: "iPhone 16 Pro", .landscapeLeft, keyboard: .shown, catalog: catalog)
        expectRect(try #require(layout.environment.keyboardFrame), 0, 195, 874, 207)
    }

    @Test("the spec: environment.keyboard, <id>.keyboard items and keyboardLayoutGuideUsesBottomSafeArea")
    func spec() throws {
        let text = """
        { "environment": { "device": "iPhone 16 Pro", "keyboard": { "height": 300 } },
          "root": { "viewController": { "id": "vc", "view": { "id": "root", "keyboardLayoutGuideUsesBottomSafeArea": false,
            "subviews": [ { "id": "send", "class": "button", "title": "Sign up" } ],
            "constraints": [ "send.leading == root.margins.leading", "send.bottom == root.keyboard.top - 8" ] } } } }
        """
        let spec = try SpecReader.read(bytes: Array(text.utf8), file: "spec.json")
        #expect(spec.environment.keyboard == .height(300))
        guard case .viewController(let vc) = spec.root else { Issue.record("not a view controller"); return }
        #expect(vc.view?.keyboardLayoutGuideUsesBottomSafeArea == false)
        #expect(vc.view?.constraints.last?.second?.item == .viewGuide(.view("root"), .keyboard))
        let layout = try Self.compute(spec.root, keyboard: try #require(spec.environment.keyboard))
        #expect(close(try layout.v("send").frame.maxY, 566))
        for (value, shown) in [("\"shown\"", SoftwareKeyboard.shown), ("\"hidden\"", .hidden)] {
            let read = try SpecReader.read(bytes: Array(text.replacingOccurrences(of: "{ \"height\": 300 }", with: value).utf8), file: "spec.json")
            #expect(read.environment.keyboard == shown)
        }
    }

    @Test("bad keyboard values name the JSON path and what to give", arguments: [
        ("\"open\"", "$.environment.keyboard: unknown keyboard \"open\"; expected one of hidden, shown"),
        ("{ \"height\": -3 }", "$.environment.keyboard.height: expected a number ≥ 0, got -3"),
        ("{ \"heigth\": 3 }", "$.environment.keyboard.heigth: unknown key \"heigth\" (did you mean \"height\"?)"),
        ("true", "$.environment.keyboard: expected \"hidden\", \"shown\" or {\"height\": points}"),
    ])
    func badValues(value: String, message: String) throws {
        let text = "{ \"environment\": { \"keyboard\": \(value) }, \"root\": { \"viewController\": { \"id\": \"vc\" } } }"
        let error = try #require(throws: SpecError.self) { try SpecReader.read(bytes: Array(text.utf8), file: "spec.json") }
        #expect("\(error)".contains(message), "\(error)")
    }

    @Test("the geometry: keyboardFrame null while hidden, the frame when shown; the guide on its owner")
    func geometry() throws {
        func environment(_ layout: ComputedLayout) throws -> JSONObject {
            guard case .object(let root) = try JSONParser.parse(Array(GeometryJSON.string(layout).utf8)),
                  case .object(let e)? = root["environment"] else { throw ParseFailure() }
            return e
        }
        struct ParseFailure: Error {}
        let hidden = try Self.compute(Self.signUp(), keyboard: .hidden)
        #expect(try environment(hidden)["keyboardFrame"] == .null)
        let shown = try Self.compute(Self.signUp(), keyboard: .shown)
        #expect(try environment(shown)["keyboardFrame"] == .array([.number(0), .number(538), .number(402), .number(336)]))
        // The streamed text is the tree's.
        #expect(GeometryJSON.string(shown) == JSONWriter.write(GeometryJSON.encode(shown), pretty: true))
        #expect(GeometryJSON.string(shown).contains("\"keyboardLayoutGuide\": [0, 538, 402, 336]"))
        #expect(GeometryText.string(shown).contains("keyboard [0, 538, 402, 336]"))
    }
}
