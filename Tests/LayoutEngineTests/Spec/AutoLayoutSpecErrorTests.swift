import Testing
@testable import LayoutFormats
@testable import UIKitLayout

/// Bad Auto Layout input (issue 9): one `SpecError` naming the file, the JSON path and the value.
@Suite("spec reader: bad Auto Layout input")
struct AutoLayoutSpecErrorTests {
    static let view = "spec.json: $.root.viewController.view"

    /// A root view `root` with subviews `title` and `box` (and the given extra JSON), holding `constraints`.
    static func spec(constraints: String, extra: String = "") -> String {
        #"{ "root": { "viewController": { "id": "vc", "view": { "id": "root", "subviews": [ { "id": "title" }, { "id": "box" } ], "constraints": ["#
            + constraints + "]" + extra + " } } } }"
    }

    /// A controller `vc` (root `root`, subviews `title` and `holder`) with a child `child` (root
    /// `childRoot`, subview `childView`, layout guide `childGuide`) in `holder`.
    static func family(parent: String = "title.top == root.top", child: String = "childView.top == childRoot.top") -> String {
        #"{ "root": { "viewController": { "id": "vc", "view": { "id": "root", "subviews": [ { "id": "title" }, { "id": "holder" } ], "constraints": [ ""#
            + parent + #"" ] }, "children": [ { "in": "holder", "frame": [0, 0, 10, 10], "viewController": { "id": "child", "view": { "id": "childRoot", "#
            + #""layoutGuides": [ { "id": "childGuide" } ], "subviews": [ { "id": "childView", "constraints": [ ""# + child + #"" ] } ] } } } ] } } }"#
    }

    static func wrap(_ view: String) -> String {
        #"{ "root": { "viewController": { "id": "vc", "view": "# + view + " } } }"
    }

    @Test("each bad input gives its one-line error, at its path", arguments: badInputCases)
    func badInput(text: String, expected: String) {
        let message = SpecReaderBadInputTests.message(text)
        #expect(message.hasPrefix(expected), "got: \(message)")
        #expect(!message.contains("\n"))
    }

    @Test("constraints UIKit refuses to create are reported in its words, with the constraint", arguments: illegalCases)
    func illegal(constraint: String, problem: String) {
        let message = SpecReaderBadInputTests.message(Self.spec(constraints: "\"\(constraint)\""))
        #expect(message.hasPrefix(Self.view + ".constraints[0]: in constraint \"\(constraint)\": " + problem), "got: \(message)")
    }

    @Test("the object form reports an illegal constraint at its string")
    func illegalInObject() {
        let message = SpecReaderBadInputTests.message(Self.spec(constraints: #""title.top == root.top", { "constraint": "title.top == 8", "priority": 10 }"#))
        #expect(message.hasPrefix(Self.view + #".constraints[1].constraint: in constraint "title.top == 8": A multiplier of 0"#), "got: \(message)")
    }

    @Test("items must be of the constraint's own controller's hierarchy", arguments: itemsCases)
    func items(text: String, expected: String) {
        let message = SpecReaderBadInputTests.message(text)
        #expect(message.hasPrefix(expected), "got: \(message)")
    }

    static let badInputCases: [(String, String)] = [
        // The object form.
        (spec(constraints: #"{ "constraint": "title.top == root.top", "priorty": 750 }"#),
         view + #".constraints[0].priorty: unknown key "priorty" (did you mean "priority"?)"#),
        (spec(constraints: #"{ "priority": 750 }"#), view + #".constraints[0]: missing required key "constraint""#),
        (spec(constraints: #"{ "constraint": "title.top == root.top @ 750", "priority": 500 }"#),
         view + ".constraints[0].priority: the priority is given twice: in the constraint string (after @) and here; keep one"),
        (spec(constraints: #"{ "constraint": "title.top == root.top", "priority": 0 }"#),
         view + ".constraints[0].priority: a priority is between 1 and 1000, got 0"),
        (spec(constraints: #"{ "constraint": "title.top == root.top", "priority": 1001 }"#),
         view + ".constraints[0].priority: a priority is between 1 and 1000, got 1001"),
        (spec(constraints: #"{ "constraint": "title.top == root.top", "isActive": "no" }"#),
         view + ".constraints[0].isActive: expected true or false, got the string \"no\""),
        (spec(constraints: #"{ "constraint": "title.top = root.top" }"#),
         view + #".constraints[0].constraint: expected ==, <= or >= at character 11 of the constraint "title.top = root.top""#),
        (spec(constraints: "7"), view + ".constraints[0]: expected a string, got 7"),
        // `when`.
        (spec(constraints: #"{ "constraint": "title.top == root.top", "when": { "horizontalSizeClass": "compakt" } }"#),
         view + #".constraints[0].when.horizontalSizeClass: unknown size class "compakt" (did you mean "compact"?); expected one of compact, regular"#),
        (spec(constraints: #"{ "constraint": "title.top == root.top", "when": { "userInterfaceIdiom": "phon" } }"#),
         view + #".constraints[0].when.userInterfaceIdiom: unknown user interface idiom "phon" (did you mean "phone"?)"#),
        (spec(constraints: #"{ "constraint": "title.top == root.top", "when": { "layoutDirection": "rightToleft" } }"#),
         view + #".constraints[0].when.layoutDirection: unknown layout direction "rightToleft" (did you mean "rightToLeft"?)"#),
        (spec(constraints: #"{ "constraint": "title.top == root.top", "when": { "minimumContentSizeCategory": "extraLarg" } }"#),
         view + #".constraints[0].when.minimumContentSizeCategory: unknown content size category "extraLarg" (did you mean "extraLarge""#),
        (spec(constraints: #"{ "constraint": "title.top == root.top", "when": { "sizeClass": "compact" } }"#),
         view + #".constraints[0].when.sizeClass: unknown key "sizeClass""#),
        (spec(constraints: #"{ "constraint": "title.top == root.top", "when": { "preferredContentSizeCategory": "L", "minimumContentSizeCategory": "XL" } }"#),
         view + ".constraints[0].when.minimumContentSizeCategory: give preferredContentSizeCategory (exactly that category) or minimumContentSizeCategory (that one or larger), not both"),
        // View fields.
        (wrap(#"{ "id": "v", "autoresizingMask": ["flexibleWidht"] }"#),
         view + #".autoresizingMask[0]: unknown autoresizing mask "flexibleWidht" (did you mean "flexibleWidth"#),
        (wrap(#"{ "id": "v", "autoresizingMask": ["flexibleWidth", "flexibleHeight", "flexibleWidth"] }"#),
         view + #".autoresizingMask[2]: "flexibleWidth" is repeated (first at $.root.viewController.view.autoresizingMask[0])"#),
        (wrap(#"{ "id": "v", "autoresizingMask": "flexibleWidth" }"#), view + ".autoresizingMask: expected an array"),
        (wrap(#"{ "id": "v", "intrinsicContentSize": [-2, 10] }"#),
         view + ".intrinsicContentSize[0]: width must be ≥ 0, or -1 for noIntrinsicMetric, got -2"),
        (wrap(#"{ "id": "v", "intrinsicContentSize": [10, -0.5] }"#),
         view + ".intrinsicContentSize[1]: height must be ≥ 0, or -1 for noIntrinsicMetric, got -0.5"),
        (wrap(#"{ "id": "v", "intrinsicContentSize": [10] }"#), view + ".intrinsicContentSize: expected [width, height], got 1 number"),
        (wrap(#"{ "id": "v", "translatesAutoresizingMaskIntoConstraints": 1 }"#),
         view + ".translatesAutoresizingMaskIntoConstraints: expected true or false, got 1"),
        (wrap(#"{ "id": "v", "contentHuggingPriority": { "horizontal": 0 } }"#),
         view + ".contentHuggingPriority.horizontal: a priority is between 1 and 1000, got 0"),
        (wrap(#"{ "id": "v", "contentCompressionResistancePriority": { "vertical": 1000.5 } }"#),
         view + ".contentCompressionResistancePriority.vertical: a priority is between 1 and 1000, got 1000.5"),
        (wrap(#"{ "id": "v", "contentHuggingPriority": { "horizontl": 250 } }"#),
         view + #".contentHuggingPriority.horizontl: unknown key "horizontl" (did you mean "horizontal"?)"#),
        (wrap(#"{ "id": "v", "layoutGuides": [ { "id": "g", "frme": [0, 0, 1, 1] } ] }"#),
         view + #".layoutGuides[0].frme: unknown key "frme" (did you mean "frame"?)"#),
        (wrap(#"{ "id": "v", "layoutGuides": [ { "id": "v" } ] }"#),
         view + #".layoutGuides[0].id: duplicate view id "v" (first used at $.root.viewController.view.id)"#),
        // Canvas.
        (#"{ "canvas": { "device": "iPhone 16 Pro", "orientaton": "portrait" }, "root": { "viewController": { "id": "vc" } } }"#,
         #"spec.json: $.canvas.orientaton: unknown key "orientaton" (did you mean "orientation"?)"#),
        (#"{ "canvas": { "orientation": "sideways" }, "root": { "viewController": { "id": "vc" } } }"#,
         #"spec.json: $.canvas.orientation: unknown orientation "sideways""#),
        (#"{ "canvas": { "device": 16 }, "root": { "viewController": { "id": "vc" } } }"#, "spec.json: $.canvas.device: expected a string, got 16"),
        (#"{ "canvass": {}, "root": { "viewController": { "id": "vc" } } }"#, #"spec.json: $.canvass: unknown key "canvass" (did you mean "canvas"?)"#),
    ]

    static let illegalCases: [(String, String)] = [
        ("title.top == root.width", "Invalid pairing of layout attributes: top (a vertical location) and width (a size)."),
        ("title.width == root.centerX", "Invalid pairing of layout attributes: width (a size) and centerX (a horizontal location)."),
        ("title.leading == root.top", "Invalid pairing of layout attributes: leading (a horizontal location) and top (a vertical location)."),
        ("title.firstBaseline >= root.left", "Invalid pairing of layout attributes: firstBaseline (a vertical location) and left (a horizontal location)."),
        ("title.leading == root.left + 8", "A constraint cannot be made between a leading/trailing attribute and a right/left attribute. Use leading/trailing for both or neither."),
        ("title.right <= root.trailing", "A constraint cannot be made between a leading/trailing attribute and a right/left attribute."),
        ("title.top == 20", "A multiplier of 0 or a nil second item together with a location for the first attribute creates an illegal constraint of a location equal to a constant. Location attributes must be specified in pairs."),
        ("title.centerX == 0 * root.centerX + 10", "A multiplier of 0 or a nil second item together with a location for the first attribute"),
    ]

    static let itemsCases: [(String, String)] = [
        // Unknown names, with the nearest.
        (spec(constraints: #""titel.top == root.top""#),
         view + #".constraints[0]: in constraint "titel.top == root.top": unknown item "titel" (did you mean "title"?)"#),
        (spec(constraints: #""title.top == root.safeAre.top""#),
         view + #".constraints[0]: in constraint "title.top == root.safeAre.top": unknown item "root.safeAre" (did you mean "root.safeArea"#),
        (spec(constraints: #""title.top == nowhere.top""#),
         view + #".constraints[0]: in constraint "title.top == nowhere.top": unknown item "nowhere""#),
        (spec(constraints: #""title.top == root.top", { "constraint": "title.bottom == box.top", "isActive": false }, "title.height == bx.height""#),
         view + #".constraints[2]: in constraint "title.height == bx.height": unknown item "bx" (did you mean "box"?)"#),
        // Inactive constraints are checked too.
        (spec(constraints: #"{ "constraint": "title.bottom == bxo.top", "isActive": false }"#),
         view + #".constraints[0].constraint: in constraint "title.bottom == bxo.top": unknown item "bxo" (did you mean "box"?)"#),
        // Views and guides of a child controller, from the parent and the reverse.
        (family(parent: "title.top == childView.bottom"),
         view + #".constraints[0]: in constraint "title.top == childView.bottom": "childView" is a view of controller "child"; a constraint may name only views of its own controller's hierarchy ("vc")"#),
        (family(parent: "title.top == childRoot.safeArea.top"),
         view + #".constraints[0]: in constraint "title.top == childRoot.safeArea.top": "childRoot" is a view of controller "child"; a constraint may name only views of its own controller's hierarchy ("vc")"#),
        (family(parent: "title.top == childGuide.top"),
         view + #".constraints[0]: in constraint "title.top == childGuide.top": "childGuide" is a layout guide of controller "child"; a constraint may name only views of its own controller's hierarchy ("vc")"#),
        (family(child: "childView.top == title.bottom"),
         #"spec.json: $.root.viewController.children[0].viewController.view.subviews[0].constraints[0]: in constraint "childView.top == title.bottom": "title" is a view of controller "vc"; a constraint may name only views of its own controller's hierarchy ("child")"#),
        // A controller later in the file.
        (#"{ "root": { "tabBarController": { "id": "tab", "viewControllers": [ { "viewController": { "id": "one", "view": { "id": "r1", "constraints": [ "r1.width == r2.width" ] } } }, { "viewController": { "id": "two", "view": { "id": "r2" } } } ] } } }"#,
         #"spec.json: $.root.tabBarController.viewControllers[0].viewController.view.constraints[0]: in constraint "r1.width == r2.width": "r2" is a view of controller "two"; a constraint may name only views of its own controller's hierarchy ("one")"#),
        (#"{ "root": { "navigationController": { "id": "nav", "viewControllers": [ { "viewController": { "id": "one", "view": { "id": "r1", "constraints": [ "r1.width == nav.view.width" ] } } } ] } } }"#,
         #"spec.json: $.root.navigationController.viewControllers[0].viewController.view.constraints[0]: in constraint "r1.width == nav.view.width": "nav.view" is a view of controller "nav"; a constraint may name only views of its own controller's hierarchy ("one")"#),
        // A layout guide has no guides.
        (spec(constraints: #""title.top == spacer.safeArea.top""#, extra: #", "layoutGuides": [ { "id": "spacer" } ]"#),
         view + #".constraints[0]: in constraint "title.top == spacer.safeArea.top": "spacer.safeArea": a layout guide has no guides of its own; name the guide itself ("spacer")"#),
        // Scroll-view guides on a view that is not a scroll view.
        (spec(constraints: #""title.top == box.contentLayoutGuide.top""#),
         view + #".constraints[0]: in constraint "title.top == box.contentLayoutGuide.top": "box.contentLayoutGuide": contentLayoutGuide is a guide of scroll views (scrollView, tableView, collectionView, textView); "box" is a view"#),
        (spec(constraints: #""title.width == superview.frameLayoutGuide.width""#),
         view + #".constraints[0]: in constraint "title.width == superview.frameLayoutGuide.width": "superview.frameLayoutGuide": frameLayoutGuide is a guide of scroll views (scrollView, tableView, collectionView, textView); "root" is a view"#),
        // `superview` of the root view.
        (spec(constraints: #""root.top == superview.top""#),
         view + #".constraints[0]: in constraint "root.top == superview.top": "superview" here is the superview of "root" (the first item's view), the root view of controller "vc", which has no superview in its controller's hierarchy"#),
        (spec(constraints: #""root.safeArea.top == superview.safeArea.top""#),
         view + #".constraints[0]: in constraint "root.safeArea.top == superview.safeArea.top": "superview" here is the superview of "root""#),
        // A guide's owner is the first item's view: `superview` of a guide of the root view is outside.
        (wrap(#"{ "id": "root", "layoutGuides": [ { "id": "spacer" } ], "subviews": [ { "id": "a", "constraints": [ "spacer.top == superview.top" ] } ] }"#),
         view + #".subviews[0].constraints[0]: in constraint "spacer.top == superview.top": "superview" here is the superview of "root" (the first item's view)"#),
    ]
}
