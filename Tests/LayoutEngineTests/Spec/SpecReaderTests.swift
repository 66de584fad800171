import Foundation
import Testing
@testable import LayoutFormats
@testable import UIKitLayout

/// Bad input (issue 2, item 7): each gives one `SpecError` naming the file, the JSON path and
/// the value, never a crash or a hang.
@Suite("spec reader: bad input")
struct SpecReaderBadInputTests {
    static func message(_ text: String) -> String {
        message(Array(text.utf8))
    }

    static func message(_ bytes: [UInt8]) -> String {
        do {
            _ = try SpecReader.read(bytes: bytes, file: "spec.json")
            return "no error"
        } catch {
            return error.description
        }
    }

    static func wrap(_ view: String) -> String {
        #"{ "root": { "viewController": { "id": "vc", "view": "# + view + " } } }"
    }

    @Test("each bad input gives its one-line error", arguments: [
        // Malformed JSON, with line and column.
        ("{ \"root\": \n  { \"viewController\": { \"id\": \"vc\", } } }", "spec.json: line 2, column"),
        ("", "spec.json"),
        ("[1, 2", "spec.json: line 1"),
        // Wrong types.
        (wrap(#"{ "id": "v", "subviews": [ { "id": "t", "frame": [1, 2, 3] } ] }"#), "spec.json: $.root.viewController.view.subviews[0].frame: expected [x, y, width, height], got 3 numbers"),
        (wrap(#"{ "id": "v", "subviews": [ { "id": "t", "frame": "wide" } ] }"#), "expected [x, y, width, height], got the string \"wide\""),
        (wrap(#"{ "id": 7 }"#), "$.root.viewController.view.id: expected a string, got 7"),
        (wrap(#"{ "id": "v", "hidden": "yes" }"#), "$.root.viewController.view.hidden: expected true or false"),
        // Unknown keys and values, with the nearest.
        (wrap(#"{ "id": "v", "subview": [] }"#), #"$.root.viewController.view.subview: unknown key "subview" (did you mean "subviews"?)"#),
        (wrap(#"{ "id": "v", "class": "scrolView" }"#), #"unknown view class "scrolView" (did you mean "scrollView""#),
        (wrap(#"{ "id": "v", "contentSize": [1, 2] }"#), #""contentSize" applies to scroll views"#),
        (#"{ "root": { "viewControler": { "id": "vc" } } }"#, #"$.root.viewControler: unknown key "viewControler" (did you mean "viewController"?)"#),
        (#"{ "environment": { "orientation": "sideways" }, "root": { "viewController": { "id": "vc" } } }"#, #"$.environment.orientation: unknown orientation "sideways""#),
        // Duplicate ids, and a controller with two kinds.
        (wrap(#"{ "id": "v", "subviews": [ { "id": "a" }, { "id": "a" } ] }"#), #"$.root.viewController.view.subviews[1].id: duplicate view id "a" (first used at $.root.viewController.view.subviews[0].id)"#),
        (#"{ "root": { "navigationController": { "id": "n", "viewControllers": [ { "viewController": { "id": "x", "view": { "id": "n.view" } } } ] } } }"#, #"duplicate view id "n.view""#),
        (#"{ "root": { "viewController": { "id": "a" }, "tabBarController": { "id": "b", "viewControllers": [] } } }"#, "$.root: a controller has exactly one kind, got 2: viewController, tabBarController"),
        (#"{ "root": { } }"#, "$.root: expected a controller"),
        (#"{ "root": { "tabBarController": { "id": "t", "viewControllers": [], "selectedIndex": 2 } } }"#, "$.root.tabBarController.selectedIndex: selectedIndex 2 is out of range"),
        // NaN, infinities and negative sizes.
        (wrap(#"{ "id": "v", "alpha": NaN }"#), "NaN and Infinity are not JSON numbers"),
        (wrap(#"{ "id": "v", "subviews": [ { "id": "t", "frame": [0, 0, 1e999, 3] } ] }"#), "number out of range"),
        (wrap(#"{ "id": "v", "subviews": [ { "id": "t", "frame": [0, 0, -3, 3] } ] }"#), "$.root.viewController.view.subviews[0].frame[2]: width must not be negative, got -3"),
        (wrap(#"{ "id": "v", "class": "scrollView", "contentSize": [10, -1] }"#), "$.root.viewController.view.contentSize[1]: height must not be negative, got -1"),
        (wrap(#"{ "id": "v", "class": "tableView", "rows": [ { "id": "r", "height": -44 } ] }"#), "$.root.viewController.view.rows[0].height: a row's height is a number ≥ 0 or \"automatic\", got -44"),
        (wrap(#"{ "id": "v", "alpha": 2 }"#), "alpha must be between 0 and 1, got 2"),
        // Root views get their frame from the controller; children must be placed in a view.
        (wrap(#"{ "id": "v", "frame": [0, 0, 1, 1] }"#), "a root view's frame comes from its controller"),
        (#"{ "root": { "viewController": { "id": "vc", "view": { "id": "v" }, "children": [ { "in": "nowhere", "frame": [0,0,1,1], "viewController": { "id": "c" } } ] } } }"#, #"$.root.viewController.children[0].in: "nowhere" is not a view of controller "vc""#),
        // Constraints outside the grammar.
        (wrap(#"{ "id": "v", "constraints": [ "v.top = root.top" ] }"#), #"$.root.viewController.view.constraints[0]: expected ==, <= or >= at character 7 of the constraint "v.top = root.top""#),
        (wrap(#"{ "id": "v", "constraints": [ "v.middle == root.top" ] }"#), #"unknown attribute "middle""#),
        (wrap(#"{ "id": "v", "constraints": [ "v.top == root.top @ 2000" ] }"#), "a priority is between 1 and 1000, got 2000.0"),
        // Numbers too large to lay out, control characters in ids, a navigation controller pushed onto another.
        (wrap(#"{ "id": "v", "subviews": [ { "id": "t", "frame": [1e303, 0, 10, 10] } ] }"#), "$.root.viewController.view.subviews[0].frame[0]: expected a number between -1000000 and 1000000, got 1e+303"),
        (#"{ "root": { "viewController": { "id": "vc", "additionalSafeAreaInsets": { "top": 1e308 } } } }"#, "$.root.viewController.additionalSafeAreaInsets.top: expected a number between"),
        (wrap(#"{ "id": "a\nb" }"#), #"$.root.viewController.view.id: an id must not contain control characters, got "a\nb""#),
        (#"{ "root": { "navigationController": { "id": "outer", "viewControllers": [ { "navigationController": { "id": "inner", "viewControllers": [] } } ] } } }"#, "$.root.navigationController.viewControllers[0]: a navigation controller cannot be pushed onto another"),
    ])
    func badInput(text: String, expected: String) {
        let message = Self.message(text)
        #expect(message.contains(expected), "got: \(message)")
        #expect(!message.contains("\n"))
    }

    @Test("long unknown names are neither compared at length nor printed whole")
    func longNames() {
        let long = String(repeating: "x", count: 2_000_000)
        for text in [Self.wrap(#"{ "id": "v", "\#(long)": 1 }"#), Self.wrap(#"{ "id": "v", "class": "\#(long)" }"#)] {
            let message = Self.message(text)
            #expect(message.contains("unknown"), "\(message.prefix(200))")
            #expect(message.count < 500)
        }
    }

    @Test("thousands of child controllers stay linear")
    func manyChildren() throws {
        let count = 5_000
        let subviews = (0..<count).map { #"{ "id": "s\#($0)" }"# }.joined(separator: ",")
        let children = (0..<count).map { #"{ "in": "s\#($0)", "frame": [0, 0, 1, 1], "viewController": { "id": "c\#($0)" } }"# }.joined(separator: ",")
        let text = #"{ "root": { "viewController": { "id": "vc", "view": { "id": "root", "subviews": ["# + subviews + #"] }, "children": ["# + children + "] } } }"
        let spec = try SpecReader.read(bytes: Array(text.utf8), file: "spec.json")
        let layout = try Fixture.compute(spec.root, on: "iPhone X")
        #expect(layout.views.count == 1 + 2 * count)
    }

    @Test("a child may be placed in the root view UIKit makes for a controller without one")
    func childInSynthesizedRoot() throws {
        let text = #"{ "root": { "viewController": { "id": "vc", "children": [ { "in": "vc.view", "frame": [0, 100, 375, 200], "viewController": { "id": "c", "view": { "id": "cv" } } } ] } } }"#
        let layout = try Fixture.compute(try SpecReader.read(bytes: Array(text.utf8), file: "spec.json").root, on: "iPhone X")
        #expect(try layout.v("cv").parent == "vc.view")
    }

    @Test("binary garbage is refused as not JSON")
    func binaryGarbage() {
        var generator = SplitMix64(state: 42)
        for _ in 0..<20 {
            let bytes = (0..<4096).map { _ in UInt8(truncatingIfNeeded: generator.next()) }
            let message = Self.message(bytes)
            #expect(message.hasPrefix("spec.json: "), "\(message)")
        }
        #expect(Self.message([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]).hasPrefix("spec.json: "))
    }

    @Test("a hierarchy 100,000 views deep is refused at the nesting limit (a hang would stop the test; its speed is not asserted)")
    func deep() {
        let depth = 100_000
        var text = #"{ "root": { "viewController": { "id": "vc", "view": "#
        for i in 0..<depth { text += #"{ "id": "v\#(i)", "subviews": ["# }
        text += String(repeating: "] }", count: depth) + " } } }"
        let message = Self.message(text)
        #expect(message.contains("nested deeper than"), "\(message.prefix(300))")
        #expect(message.hasPrefix("spec.json: "))
        #expect(message.count < 600)
    }

    @Test("a hierarchy 100,000 views wide is refused at the view limit (a hang would stop the test; its speed is not asserted)")
    func wide() {
        var text = #"{ "root": { "viewController": { "id": "vc", "view": { "id": "root", "subviews": ["#
        text += (0..<100_000).map { #"{ "id": "v\#($0)", "frame": [0, 0, 1, 1] }"# }.joined(separator: ",")
        text += "] } } } }"
        let message = Self.message(text)
        #expect(message.contains("more than 50000 views"), "\(message)")
        #expect(message.contains("$.root.viewController.view.subviews[49999]"))
    }
}
