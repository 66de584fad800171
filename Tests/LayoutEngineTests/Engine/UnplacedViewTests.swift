import Foundation
import Testing
@testable import LayoutFormats
@testable import UIKitLayout

/// A view with no frame, no constraints and no intrinsic size warns (issue 32, point 2): it was
/// laid out at [0, 0, 0, 0] and showed nothing, silently. Never for views whose frame the system
/// sets, nor for the examples.
@Suite("views nothing places")
struct UnplacedViewTests {
    @Test("in a screen of frames: one warning naming the view, where it is and what to do")
    func frameScreen() throws {
        let layout = try Fixture.compute(Fixture.screen([View(id: "title", frame: Rect(x: 20, y: 100, width: 200, height: 30)), View(id: "card")]),
                                         on: "iPhone 15 Pro")
        #expect(layout.diagnostics.map(\.description) == [
            #"warning [card]: view "card" has no frame, no constraints and no intrinsic size: it is laid out at [0, 0, 0, 0] and shows nothing; give it a frame or constraints that place it"#,
        ])
        #expect(layout.diagnostics.first?.cause == .unplaced && !layout.diagnostics[0].isAutoLayoutIssue)
    }

    @Test("with subviews: the same warning, once (not also as a collapsed view with subviews)")
    func withSubviews() throws {
        var card = View(id: "card")
        card.addSubview(View(id: "icon", frame: Rect(x: 0, y: 0, width: 20, height: 20)))
        let layout = try Fixture.compute(Fixture.screen([card]), on: "iPhone 15 Pro")
        #expect(layout.diagnostics.map(\.message) == [
            #"view "card" has no frame, no constraints and no intrinsic size: it is laid out at [0, 0, 0, 0]; give it a frame or constraints that place it"#,
        ])
    }

    @Test("among constraints: the view's one Auto Layout issue says it, and no warning repeats it")
    func autoLayoutScreen() throws {
        var root = View(id: "root")
        var title = View(id: "title", viewClass: .label)
        title.text = "Hello"
        root.addSubview(title)
        var card = View(id: "card")
        card.addSubview(View(id: "icon", frame: Rect(x: 0, y: 0, width: 20, height: 20)))
        root.addSubview(card)
        root.activate([
            title.leadingAnchor.constraint(equalTo: root.layoutMarginsGuide.leadingAnchor),
            title.topAnchor.constraint(equalTo: root.safeAreaLayoutGuide.topAnchor),
        ])
        let layout = try Fixture.compute(Fixture.screen(root.subviews).withRoot(root), on: "iPhone 15 Pro")
        #expect(layout.diagnostics.map(\.id) == ["card"], "\(layout.diagnostics)")
        #expect(layout.diagnostics.first?.kind == .ambiguousLayout && layout.diagnostics.first?.cause == .unplaced)
    }

    @Test("never for views the system places, or views with a frame or a mask")
    func systemPlaced() throws {
        var root = View(id: "root")
        var stack = View.stackView(id: "stack", axis: .vertical, frame: Rect(x: 0, y: 100, width: 200, height: 100),
                                   arrangedSubviews: [View(id: "arranged")])
        stack.distribution = .fillEqually
        root.addSubview(stack)
        root.addSubview(.tableView(id: "table", frame: Rect(x: 0, y: 300, width: 390, height: 200), rows: [TableRow(id: "row", height: 44)]))
        var masked = View(id: "masked")
        masked.translatesAutoresizingMaskIntoConstraints = true
        masked.autoresizingMask = [.flexibleWidth]
        root.addSubview(masked)
        var placedByFrame = View(id: "explicitZero")
        placedByFrame.hasExplicitFrame = true
        root.addSubview(placedByFrame)
        var child = ViewController(id: "child")
        child.view = View(id: "childRoot")
        var parent = ViewController(id: "vc", view: root)
        parent.children = [ChildViewController(in: "root", frame: Rect(x: 0, y: 0, width: 100, height: 100), controller: .viewController(child))]
        let layout = try Fixture.compute(.viewController(parent), on: "iPhone 15 Pro")
        #expect(!layout.diagnostics.contains { $0.cause == .unplaced }, "\(layout.diagnostics)")
    }

    @Test("never for a hidden view in a screen of frames (it shows nothing anyway), nor for a label (its text shows it is collapsed)")
    func hiddenOrWithContent() throws {
        var hidden = View(id: "hidden")
        hidden.isHidden = true
        let layout = try Fixture.compute(Fixture.screen([hidden, AmbiguityCauseTests.label("title", "Hello")]), on: "iPhone 15 Pro")
        #expect(!layout.diagnostics.contains { $0.cause == .unplaced }, "\(layout.diagnostics)")
        #expect(layout.diagnostics.map(\.id) == ["title"])
    }

    @Test("never in the examples, on every phone and pad", arguments: ["iPhone SE (3rd generation)", "iPhone 16 Pro Max", "iPad Pro 11-inch (M4)"])
    func examples(device: String) throws {
        let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("Examples")
        let names = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.hasSuffix(".json") }.sorted()
        #expect(names.count >= 7)
        for name in names {
            let spec = try SpecReader.read(bytes: Array(try Data(contentsOf: folder.appendingPathComponent(name))), file: name)
            for orientation in [InterfaceOrientation.portrait, .landscapeLeft] {
                let layout = try Fixture.compute(spec.root, on: device, orientation)
                #expect(!layout.diagnostics.contains { $0.cause == .unplaced }, "\(name) \(orientation): \(layout.diagnostics.filter { $0.cause == .unplaced })")
            }
        }
    }
}
