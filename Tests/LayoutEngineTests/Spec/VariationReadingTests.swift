import Testing
@testable import LayoutFormats
@testable import UIKitLayout

/// The spec's `variations` (LAYOUT-SPEC.md): read into `ViewVariation`s with the view's own field
/// readers; every bad input one `SpecError` with the file, the JSON path and the value.
@Suite("spec reader: variations")
struct VariationReadingTests {
    static let subview = "spec.json: $.root.viewController.view.subviews[0]"

    /// A root view `root` holding one subview written as `view`.
    static func spec(_ view: String, rootVariations: String? = nil) -> String {
        #"{ "root": { "viewController": { "id": "vc", "view": { "id": "root", "subviews": ["# + view + "]"
            + (rootVariations.map { #", "variations": "# + $0 } ?? "") + " } } } }"
    }

    static func read(_ text: String) throws -> View {
        let spec = try SpecReader.read(bytes: Array(text.utf8), file: "spec.json")
        guard case .viewController(let vc) = spec.root, let root = vc.view else { throw SpecError(file: "", path: .root, message: "no root view") }
        return root
    }

    @Test("every field, on a view and on a label")
    func fields() throws {
        let root = try Self.read(Self.spec(#"""
            { "id": "photo", "frame": [0, 0, 10, 10], "variations": [
                { "when": { "verticalSizeClass": "compact" }, "hidden": true, "alpha": 0.5, "frame": [1, 2, 3, 4],
                  "layoutMargins": { "top": 1, "left": 2, "bottom": 3, "right": 4 } },
                { "when": { "horizontalSizeClass": "regular", "userInterfaceIdiom": "pad" },
                  "directionalLayoutMargins": { "top": 5, "leading": 6, "bottom": 7, "trailing": 8 } } ] },
            { "id": "caption", "class": "label", "text": "Hi", "variations": [
                { "when": { "minimumContentSizeCategory": "AX1", "layoutDirection": "rightToLeft" },
                  "text": "Hello", "font": "body", "numberOfLines": 0 },
                { "when": { "preferredContentSizeCategory": "xs" }, "font": { "size": 11, "weight": "bold" } } ] }
            """#))
        let photo = root.subviews[0], caption = root.subviews[1]
        #expect(photo.variations == [
            ViewVariation(when: .init(verticalSizeClass: .compact), isHidden: true, alpha: 0.5, frame: Rect(x: 1, y: 2, width: 3, height: 4),
                          layoutMargins: EdgeInsets(top: 1, left: 2, bottom: 3, right: 4)),
            {
                var v = ViewVariation(when: .init(horizontalSizeClass: .regular, userInterfaceIdiom: .pad))
                v.directionalLayoutMargins = DirectionalEdgeInsets(top: 5, leading: 6, bottom: 7, trailing: 8)
                return v
            }(),
        ])
        #expect(caption.variations == [
            ViewVariation(when: .init(layoutDirection: .rightToLeft, minimumContentSizeCategory: .accessibilityMedium),
                          text: "Hello", font: .textStyle(.body), numberOfLines: 0),
            ViewVariation(when: .init(preferredContentSizeCategory: .extraSmall), font: .system(size: 11, weight: .bold)),
        ])
        // The view's own values stay as written.
        #expect(photo.frame == Rect(x: 0, y: 0, width: 10, height: 10) && !photo.isHidden && caption.text == "Hi")
    }

    @Test("a root view may vary everything but its frame")
    func rootView() throws {
        let root = try Self.read(Self.spec(#"{ "id": "a" }"#, rootVariations: #"[ { "when": { "verticalSizeClass": "compact" }, "alpha": 0.1 } ]"#))
        #expect(root.variations == [ViewVariation(when: .init(verticalSizeClass: .compact), alpha: 0.1)])
    }

    @Test("each bad input gives its one-line error, at its path", arguments: badInputCases)
    func badInput(text: String, expected: String) {
        let message = SpecReaderBadInputTests.message(text)
        #expect(message.hasPrefix(expected), "got: \(message)")
        #expect(!message.contains("\n"))
    }

    static func one(_ variation: String, class viewClass: String = "view") -> String {
        spec(#"{ "id": "v", "class": ""# + viewClass + #"", "variations": ["# + variation + "] }")
    }

    static let v0 = subview + ".variations[0]"
    static let badInputCases: [(String, String)] = [
        (spec(#"{ "id": "v", "variations": { "when": {} } }"#), subview + ".variations: expected an array, got an object"),
        (one(#"{ "when": { "verticalSizeClass": "compact" }, "text": "Hi" }"#),
         v0 + #".text: "text" applies to labels and text fields; this view's class is "view""#),
        (one(#"{ "when": { "verticalSizeClass": "compact" }, "numberOfLines": 2 }"#, class: "button"),
         v0 + #".numberOfLines: "numberOfLines" applies to labels; this view's class is "button""#),
        (one(##"{ "when": { "verticalSizeClass": "compact" }, "backgroundColor": "#FF0000" }"##),
         v0 + #".backgroundColor: "backgroundColor" cannot vary with traits; a variation sets hidden, alpha, frame, layoutMargins, directionalLayoutMargins, text, font, numberOfLines"#),
        (one(#"{ "when": { "verticalSizeClass": "compact" }, "hiden": true }"#),
         v0 + #".hiden: unknown key "hiden" (did you mean "hidden"?)"#),
        (one(#"{ "hidden": true }"#), v0 + #": missing required key "when""#),
        (one(#"{ "when": {}, "hidden": true }"#),
         v0 + #".when: a variation's "when" names at least one trait; for every environment, set the view's own field instead"#),
        (one(#"{ "when": { "verticalSizeClass": "compact" } }"#),
         v0 + ": a variation sets at least one of hidden, alpha, frame"),
        (one(#"{ "when": { "verticalSizeClass": "compakt" }, "hidden": true }"#),
         v0 + #".when.verticalSizeClass: unknown size class "compakt" (did you mean "compact"?)"#),
        (one(#"{ "when": { "widthClass": "regular" }, "hidden": true }"#), v0 + #".when.widthClass: unknown key "widthClass""#),
        (one(#"{ "when": { "verticalSizeClass": "compact" }, "hidden": 1 }"#), v0 + ".hidden: expected true or false, got 1"),
        (one(#"{ "when": { "verticalSizeClass": "compact" }, "alpha": 2 }"#), v0 + ".alpha: alpha must be between 0 and 1, got 2"),
        (one(#"{ "when": { "verticalSizeClass": "compact" }, "frame": [0, 0, 10] }"#), v0 + ".frame: expected [x, y, width, height], got 3 numbers"),
        (one(#"{ "when": { "verticalSizeClass": "compact" }, "layoutMargins": { "top": 1 }, "directionalLayoutMargins": { "top": 1 } }"#),
         v0 + ".directionalLayoutMargins: set either layoutMargins or directionalLayoutMargins, not both"),
        (one(#"{ "when": { "verticalSizeClass": "compact" }, "numberOfLines": -1 }"#, class: "label"),
         v0 + ".numberOfLines: numberOfLines is 0 (as many lines as the text needs) or more, got -1"),
        (one(#"{ "when": { "verticalSizeClass": "compact" }, "font": "bodi" }"#, class: "label"),
         v0 + #".font: unknown text style "bodi" (did you mean "body"?)"#),
        (one(#"{ "when": { "verticalSizeClass": "compact" }, "text": 3 }"#, class: "label"), v0 + ".text: expected a string, got 3"),
        (spec(#"{ "id": "a" }"#, rootVariations: #"[ { "when": { "verticalSizeClass": "compact" }, "frame": [0, 0, 1, 1] } ]"#),
         "spec.json: $.root.viewController.view.variations[0].frame: a root view's frame comes from its controller; a variation cannot set it"),
        (spec(#"{ "id": "a", "variations": [ "hidden" ] }"#), subview + ".variations[0]: expected an object, got the string \"hidden\""),
    ]
}
