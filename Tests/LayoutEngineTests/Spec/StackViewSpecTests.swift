import Testing
@testable import LayoutFormats
@testable import UIKitLayout

/// The stack-view fields of the spec (LAYOUT-SPEC.md, "Auto Layout fields"): read into the
/// model, and every bad value a one-line error at its path.
@Suite("spec reader: stack views")
struct StackViewSpecTests {
    static let path = "spec.json: $.root.viewController.view.subviews[0]"

    /// A root view holding one stack view `stack` with `fields` (JSON after its id).
    static func spec(_ fields: String) -> String {
        #"{ "root": { "viewController": { "id": "vc", "view": { "id": "root", "subviews": [ { "id": "stack", "class": "stackView", "#
            + fields + " } ] } } } }"
    }

    static func stack(_ fields: String) throws -> View {
        let spec = try SpecReader.read(bytes: Array(Self.spec(fields).utf8), file: "spec.json")
        guard case .viewController(let vc) = spec.root, let stack = vc.view?.subviews.first else { throw SpecTestFailure.noStack }
        return stack
    }

    enum SpecTestFailure: Error { case noStack }

    @Test("every field is read, with UIKit's names")
    func fields() throws {
        let stack = try Self.stack(#""frame": [0, 0, 300, 100], "axis": "vertical", "distribution": "equalCentering", "alignment": "lastBaseline", "#
            + #""spacing": -4.5, "isLayoutMarginsRelativeArrangement": true, "isBaselineRelativeArrangement": true, "#
            + #""subviews": [ { "id": "background" } ], "arrangedSubviews": [ { "id": "a" }, { "id": "b", "frame": [1, 2, 3, 4] } ], "#
            + #""customSpacing": { "a": 30, "b": "system" }"#)
        #expect(stack.axis == .vertical)
        #expect(stack.distribution == .equalCentering)
        #expect(stack.alignment == .lastBaseline)
        #expect(stack.spacing == -4.5)
        #expect(stack.isLayoutMarginsRelativeArrangement && stack.isBaselineRelativeArrangement)
        // Arranged subviews are subviews, after the others, in order, and do not translate masks.
        #expect(stack.subviews.map(\.id) == ["background", "a", "b"])
        #expect(stack.arrangedSubviewIDs == ["a", "b"])
        #expect(stack.arrangedSubviews.map(\.id) == ["a", "b"])
        #expect(stack.arrangedSubviews.allSatisfy { $0.translatesAutoresizingMaskIntoConstraints == false })
        #expect(stack.subviews[0].translatesAutoresizingMaskIntoConstraints == nil)
        #expect(stack.customSpacing(after: stack.subviews[1]) == 30)
        #expect(stack.customSpacing(after: stack.subviews[2]) == View.spacingUseSystem)
    }

    @Test("UIKit's defaults: horizontal, fill, fill, spacing 0; top and bottom are leading and trailing; \"system\" spacing")
    func defaultsAndAliases() throws {
        let plain = try Self.stack(#""arrangedSubviews": []"#)
        #expect(plain.axis == .horizontal && plain.distribution == .fill && plain.alignment == .fill && plain.spacing == 0)
        #expect(!plain.isLayoutMarginsRelativeArrangement && !plain.isBaselineRelativeArrangement)
        #expect(plain.customSpacing(after: View(id: "x")) == View.spacingUseDefault)
        #expect(try Self.stack(#""alignment": "top""#).alignment == .leading)
        #expect(try Self.stack(#""alignment": "bottom""#).alignment == .trailing)
        #expect(try Self.stack(#""spacing": "system""#).spacing == View.spacingUseSystem)
    }

    @Test("bad stack-view fields are one-line errors at their path", arguments: [
        (#""axis": "diagonal""#, path + #".axis: unknown axis "diagonal""#),
        (#""distribution": "fillEqualy""#, path + #".distribution: unknown distribution "fillEqualy" (did you mean "fillEqually""#),
        (#""alignment": "middle""#, path + #".alignment: unknown alignment "middle""#),
        (#""spacing": "standard""#, path + #".spacing: expected a number or "system", got the string "standard""#),
        (#""spacing": [8]"#, path + ".spacing: expected a number or \"system\", got 1 number"),
        (#""spacing": 2000000"#, path + ".spacing: expected a number between -1000000 and 1000000"),
        (#""isBaselineRelativeArrangement": "yes""#, path + ".isBaselineRelativeArrangement: expected true or false"),
        (#""arrangedSubviews": { "id": "a" }"#, path + ".arrangedSubviews: expected an array"),
        (#""arrangedSubviews": [ { "id": "a", "hight": 3 } ]"#, path + #".arrangedSubviews[0].hight: unknown key "hight""#),
        (#""arrangedSubviews": [ { "id": "a", "translatesAutoresizingMaskIntoConstraints": true } ]"#,
         path + ".arrangedSubviews[0].translatesAutoresizingMaskIntoConstraints: an arranged subview does not translate its autoresizing mask"),
        (#""arrangedSubviews": [ { "id": "a" } ], "customSpacing": { "b": 4 }"#,
         path + #".customSpacing.b: customSpacing after "b", which this stack view does not arrange; its arranged subviews are "a""#),
        (#""subviews": [ { "id": "bg" } ], "arrangedSubviews": [ { "id": "a" } ], "customSpacing": { "bg": 4 }"#,
         path + #".customSpacing.bg: customSpacing after "bg", which this stack view does not arrange"#),
        (#""customSpacing": { "a": 4 }"#, path + #".customSpacing.a: customSpacing after "a", which this stack view does not arrange; it arranges no views"#),
        (#""arrangedSubviews": [ { "id": "a" } ], "customSpacing": { "a": "wide" }"#, path + #".customSpacing.a: expected a number or "system""#),
        (#""arrangedSubviews": [ { "id": "a" } ], "customSpacing": [4]"#, path + ".customSpacing: expected an object"),
        (#""arrangedSubviews": [ { "id": "a" }, { "id": "a" } ]"#, path + #".arrangedSubviews[1].id: duplicate view id "a""#),
        (#""arrangedSubview": []"#, path + #".arrangedSubview: unknown key "arrangedSubview" (did you mean "arrangedSubviews""#),
    ])
    func badFields(fields: String, expected: String) {
        let message = SpecReaderBadInputTests.message(Self.spec(fields))
        #expect(message.hasPrefix(expected), "got: \(message)")
        #expect(!message.contains("\n"))
    }

    @Test("stack-view fields on another class say they apply to stack views", arguments: Array(SpecTreeReader.stackViewKeys))
    func wrongClass(key: String) {
        let message = SpecReaderBadInputTests.message(#"{ "root": { "viewController": { "id": "vc", "view": { "id": "root", ""# + key + #"": 1 } } } }"#)
        #expect(message == #"spec.json: $.root.viewController.view."# + key + #": ""# + key + #"" applies to stack views; this view's class is "view""#, "got: \(message)")
    }

    @Test("a stack read from JSON lays out as the Swift one (T8, equalSpacing)")
    func computesFromJSON() throws {
        let text = Self.spec(#""frame": [0, 200, 300, 100], "distribution": "equalSpacing", "spacing": 10, "arrangedSubviews": ["#
            + #"{ "id": "a", "intrinsicContentSize": [50, -1] }, { "id": "b", "intrinsicContentSize": [60, -1] }, { "id": "c", "intrinsicContentSize": [70, -1] } ]"#)
        let spec = try SpecReader.read(bytes: Array(text.utf8), file: "spec.json")
        let layout = try Fixture.compute(spec.root, on: "iPhone 15")
        expectRect(try layout.v("a").frame, 0, 0, 50, 100)
        expectRect(try layout.v("b").frame, 110, 0, 60, 100)
        expectRect(try layout.v("c").frame, 230, 0, 70, 100)
        #expect(try layout.v("b").parent == "stack")
        #expect(!layout.diagnostics.contains { $0.isAutoLayoutIssue })
    }
}
