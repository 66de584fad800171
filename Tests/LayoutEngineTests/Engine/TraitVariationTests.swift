import Testing
@testable import LayoutFormats
@testable import UIKitLayout

/// Size-class variations (issue 10, point 3): a view's `variations` apply while the device and
/// orientation's traits match, and the view is laid out exactly as if written with their values.
@Suite("trait variations")
struct TraitVariationTests {
    /// WWDC 2017 412 ("Auto Layout Techniques in Interface Builder", adaptive layout): a view
    /// hidden in a compact height, i.e. on every iPhone in landscape.
    static func hiddenInCompactHeight() -> ViewControllerNode {
        var photo = View(id: "photo", frame: Rect(x: 16, y: 100, width: 120, height: 120))
        photo.variations.append(.init(when: .init(verticalSizeClass: .compact), isHidden: true))
        return Fixture.screen([photo])
    }

    @Test("WWDC 2017 412: a view hidden in compact height is hidden on phones in landscape only",
          arguments: ["iPhone SE (3rd generation)", "iPhone 15 Pro", "iPhone 16 Pro Max"])
    func hiddenInCompactHeight(device: String) throws {
        let portrait = try Fixture.compute(Self.hiddenInCompactHeight(), on: device)
        #expect(portrait.environment.traits.verticalSizeClass == .regular)
        #expect(try portrait.v("photo").isHidden == false)
        let landscape = try Fixture.compute(Self.hiddenInCompactHeight(), on: device, .landscapeLeft)
        #expect(landscape.environment.traits.verticalSizeClass == .compact)
        #expect(try landscape.v("photo").isHidden)
        // The geometry file says so.
        #expect(GeometryJSON.string(landscape).contains(#""hidden": true"#))
        #expect(!GeometryJSON.string(portrait).contains(#""hidden""#))
        // An iPad is regular in both orientations.
        #expect(try Fixture.compute(Self.hiddenInCompactHeight(), on: "iPad Pro 11-inch (M4)", .landscapeLeft).v("photo").isHidden == false)
    }

    @Test("layoutMargins by horizontal size class: compact keeps the view's own, regular takes the variation's")
    func marginsBySizeClass() throws {
        var card = View(id: "card", frame: Rect(x: 0, y: 100, width: 300, height: 200))
        card.layoutMargins = EdgeInsets(top: 8, left: 12, bottom: 8, right: 12)
        card.insetsLayoutMarginsFromSafeArea = false  // the margins alone, not the landscape side insets (b3)
        card.variations.append(.init(when: .init(horizontalSizeClass: .regular), layoutMargins: EdgeInsets(top: 20, left: 40, bottom: 20, right: 40)))
        let screen = Fixture.screen([card])
        // wC hR, wC hC, wR hC (a Max in landscape), wR hR.
        expectInsets(try Fixture.compute(screen, on: "iPhone 15 Pro").v("card").layoutMargins, 8, 12, 8, 12)
        expectInsets(try Fixture.compute(screen, on: "iPhone 15 Pro", .landscapeLeft).v("card").layoutMargins, 8, 12, 8, 12)
        let max = try Fixture.compute(screen, on: "iPhone 16 Pro Max", .landscapeLeft)
        #expect(max.environment.traits.horizontalSizeClass == .regular)
        expectInsets(try max.v("card").layoutMargins, 20, 40, 20, 40)
        expectInsets(try Fixture.compute(screen, on: "iPad Pro 11-inch (M4)").v("card").layoutMargins, 20, 40, 20, 40)
    }

    @Test("directional margins in a variation follow the layout direction")
    func directionalMargins() throws {
        var card = View(id: "card", frame: Rect(x: 0, y: 100, width: 300, height: 200))
        var wide = ViewVariation(when: .init(horizontalSizeClass: .regular))
        wide.directionalLayoutMargins = DirectionalEdgeInsets(top: 0, leading: 30, bottom: 0, trailing: 10)
        card.variations = [wide]
        let rtl = try Fixture.compute(Fixture.screen([card]), on: "iPad Pro 11-inch (M4)", direction: .rightToLeft)
        expectInsets(try rtl.v("card").layoutMargins, 0, 10, 0, 30)
    }

    @Test("frame and alpha: a subview moves and fades in landscape")
    func frameAndAlpha() throws {
        var badge = View(id: "badge", frame: Rect(x: 20, y: 200, width: 60, height: 30))
        badge.variations.append(.init(when: .init(verticalSizeClass: .compact), alpha: 0.5, frame: Rect(x: 300, y: 40, width: 90, height: 20)))
        let screen = Fixture.screen([badge])
        let portrait = try Fixture.compute(screen, on: "iPhone 15 Pro").v("badge")
        expectRect(portrait.frame, 20, 200, 60, 30)
        #expect(portrait.alpha == 1)
        let landscape = try Fixture.compute(screen, on: "iPhone 15 Pro", .landscapeLeft).v("badge")
        expectRect(landscape.frame, 300, 40, 90, 20)
        #expect(landscape.alpha == 0.5)
    }

    /// A label whose text, font and line count change from accessibility sizes on.
    static func caption() -> View {
        var label = View(id: "caption", viewClass: .label)
        label.text = "Tap to read"
        label.font = .textStyle(.footnote)
        label.variations.append(.init(when: .init(minimumContentSizeCategory: .accessibilityMedium),
                                      text: "Tap here to read the whole article, with its pictures",
                                      font: .textStyle(.body), numberOfLines: 0))
        return label
    }

    static func pinned(_ label: View) -> ViewControllerNode {
        var root = View(id: "root", subviews: [label])
        root.activate([
            label.leadingAnchor.constraint(equalTo: root.layoutMarginsGuide.leadingAnchor),
            label.trailingAnchor.constraint(lessThanOrEqualTo: root.layoutMarginsGuide.trailingAnchor),
            label.topAnchor.constraint(equalTo: root.safeAreaLayoutGuide.topAnchor, constant: 20),
        ])
        return .viewController(ViewController(id: "vc", view: root))
    }

    @Test("text, font and numberOfLines follow the content size category: laid out as a label written with them",
          arguments: [ContentSizeCategory.accessibilityMedium, .accessibilityExtraExtraExtraLarge])
    func labelByCategory(category: ContentSizeCategory) throws {
        let varied = try Fixture.compute(Self.pinned(Self.caption()), on: "iPhone 13 mini", category: category)
        var written = Self.caption()
        written.variations = []
        written.text = "Tap here to read the whole article, with its pictures"
        written.font = .textStyle(.body)
        written.numberOfLines = 0
        let expected = try Fixture.compute(Self.pinned(written), on: "iPhone 13 mini", category: category)
        #expect(try varied.v("caption") == expected.v("caption"))
        // The body text wraps at the mini's width from AX1 on; one footnote line does not.
        let lineHeight = LabelFont.textStyle(.body).resolved(for: category).lineHeight
        #expect(try varied.v("caption").frame.height > 1.5 * lineHeight)
    }

    @Test("below the variation's category the label keeps its own text and font")
    func labelBelowCategory() throws {
        let layout = try Fixture.compute(Self.pinned(Self.caption()), on: "iPhone 13 mini", category: .extraExtraExtraLarge)
        let footnote = LabelFont.textStyle(.footnote).resolved(for: .extraExtraExtraLarge)
        let size = try #require(try layout.v("caption").intrinsicContentSize)
        #expect(size.height == TextMeasurement.roundUp(footnote.lineHeight, 3))
        #expect(close(try layout.v("caption").frame.height, size.height))
    }

    @Test("several matching variations: the more specific wins, then the later one; fields of different variations combine")
    func precedence() throws {
        var view = View(id: "v", frame: Rect(x: 0, y: 100, width: 100, height: 100))
        view.variations = [
            .init(when: .init(horizontalSizeClass: .regular, verticalSizeClass: .compact), alpha: 0.2),  // wR hC: most specific
            .init(when: .init(verticalSizeClass: .compact), alpha: 0.5),
            .init(when: .init(userInterfaceIdiom: .phone), alpha: 0.6, frame: Rect(x: 10, y: 110, width: 50, height: 50)),
            .init(when: .init(horizontalSizeClass: .regular), alpha: 0.7),
            .init(when: .init(verticalSizeClass: .compact), isHidden: true),
        ]
        let screen = Fixture.screen([view])
        func v(_ device: String, _ orientation: InterfaceOrientation) throws -> ComputedView {
            try Fixture.compute(screen, on: device, orientation).v("v")
        }
        // A Max in landscape (wR hC): all five match; the two-trait one wins over the later ones.
        let max = try v("iPhone 16 Pro Max", .landscapeLeft)
        #expect(max.alpha == 0.2 && max.isHidden)
        expectRect(max.frame, 10, 110, 50, 50)
        // iPhone 15 Pro landscape (wC hC): vertical compact and phone, equally specific: the later (phone) wins.
        let pro = try v("iPhone 15 Pro", .landscapeLeft)
        #expect(pro.alpha == 0.6 && pro.isHidden)
        // Portrait (wC hR): phone only; nothing hides it.
        let portrait = try v("iPhone 15 Pro", .portrait)
        #expect(portrait.alpha == 0.6 && !portrait.isHidden)
        // An iPad (wR hR): horizontal regular only; the frame stays the view's own.
        let pad = try v("iPad Pro 11-inch (M4)", .portrait)
        #expect(pad.alpha == 0.7 && !pad.isHidden)
        expectRect(pad.frame, 0, 100, 100, 100)
    }

    @Test("the order of application: by specificity, least first, then the list's order")
    func order() throws {
        let variations: [ViewVariation] = [
            .init(when: .init(horizontalSizeClass: .compact, verticalSizeClass: .compact)),
            .init(when: .init(layoutDirection: .leftToRight)),
            .init(when: .init(verticalSizeClass: .regular)),
            .init(when: .init(userInterfaceIdiom: .phone)),
            .init(when: .init(minimumContentSizeCategory: .large)),
        ]
        let traits = TraitCollection(horizontalSizeClass: .compact, verticalSizeClass: .compact, userInterfaceIdiom: .phone,
                                     displayScale: 3, layoutDirection: .leftToRight, preferredContentSizeCategory: .extraLarge)
        #expect(TraitVariations.matchingInOrderOfPrecedence(variations, traits) == [1, 3, 4, 0])
    }

    @Test("variations reach every view: table rows, child controllers, containers' controllers")
    func reach() throws {
        var inRow = View(id: "inRow", frame: Rect(x: 0, y: 0, width: 10, height: 10))
        inRow.variations.append(.init(when: .init(verticalSizeClass: .compact), isHidden: true))
        var table = View.tableView(id: "table", rows: [TableRow(id: "row", height: 44, subviews: [inRow])])
        table.frame = Rect(x: 0, y: 0, width: 300, height: 300)
        var inChild = View(id: "inChild", frame: Rect(x: 0, y: 0, width: 10, height: 10))
        inChild.variations.append(.init(when: .init(verticalSizeClass: .compact), alpha: 0.25))
        var parent = ViewController(id: "parent", view: View(id: "parentRoot", subviews: [table, View(id: "holder", frame: Rect(x: 0, y: 300, width: 300, height: 300))]))
        parent.children = [ChildViewController(in: "holder", frame: Rect(x: 0, y: 0, width: 300, height: 300),
                                               controller: .viewController(ViewController(id: "child", view: View(id: "childRoot", subviews: [inChild]))))]
        let root = Fixture.tab(Fixture.nav(.viewController(parent)))
        let landscape = try Fixture.compute(root, on: "iPhone 15 Pro", .landscapeLeft)
        #expect(try landscape.v("inRow").isHidden)
        #expect(try landscape.v("inChild").alpha == 0.25)
        let portrait = try Fixture.compute(root, on: "iPhone 15 Pro")
        #expect(try !portrait.v("inRow").isHidden && portrait.v("inChild").alpha == 1)
    }

    @Test("the model is resolved per environment, never changed; without a matching variation it comes back as it was")
    func modelUnchanged() throws {
        let root = Self.hiddenInCompactHeight()
        let traits = try Fixture.compute(root, on: "iPhone 15 Pro", .landscapeLeft).environment.traits
        let resolved = TraitVariations.resolve(root, traits: traits)
        #expect(resolved != root)
        guard case .viewController(let vc) = resolved else { Issue.record("not a view controller"); return }
        #expect(vc.view?.subviews.first?.isHidden == true)
        #expect(root == Self.hiddenInCompactHeight())
        let portraitTraits = try Fixture.compute(root, on: "iPhone 15 Pro").environment.traits
        #expect(TraitVariations.resolve(root, traits: portraitTraits) == root)
        // A matrix of one model: each environment gets its own resolution.
        let device = try Fixture.device("iPhone 15 Pro")
        let results = LayoutEngine.compute(root, in: [LayoutEnvironment(device: device, orientation: .landscapeLeft),
                                                      LayoutEnvironment(device: device, orientation: .portrait)])
        #expect(try results[0].get().v("photo").isHidden && !results[1].get().v("photo").isHidden)
    }

    @Test("a frame variation counts as a written frame: the view translates its mask when no constraint places it")
    func frameDecidesTranslation() throws {
        var box = View(id: "box")
        box.variations.append(.init(when: .init(verticalSizeClass: .compact), frame: Rect(x: 10, y: 20, width: 30, height: 40)))
        var other = View(id: "other")
        var root = View(id: "root", subviews: [box, other])
        other.translatesAutoresizingMaskIntoConstraints = false
        root.activate([other.widthAnchor.constraint(equalToConstant: 10)])
        let screen = ViewControllerNode.viewController(ViewController(id: "vc", view: root))
        let landscape = try Fixture.compute(screen, on: "iPhone 15 Pro", .landscapeLeft).v("box")
        expectRect(landscape.frame, 10, 20, 30, 40)
        #expect(landscape.hasAmbiguousLayout == nil)  // placed by its frame, not by constraints
        let portrait = try Fixture.compute(screen, on: "iPhone 15 Pro").v("box")
        #expect(portrait.hasAmbiguousLayout == true)  // no frame, no constraints: ambiguous, as UIKit
    }
}

/// Constraints installed `when` traits match (LAYOUT-SPEC.md): every trait a predicate names.
@Suite("constraints installed when traits match")
struct ConstraintWhenTests {
    /// `box` is 100 wide, or 200 while `when` matches (the conditional one at a higher priority).
    static func screen(_ when: TraitPredicate) -> ViewControllerNode {
        var box = View(id: "box")
        var root = View(id: "root", subviews: [box])
        box.translatesAutoresizingMaskIntoConstraints = false
        var wide = box.widthAnchor.constraint(equalToConstant: 200)
        wide.when = when
        root.activate([
            box.leadingAnchor.constraint(equalTo: root.leadingAnchor), box.topAnchor.constraint(equalTo: root.topAnchor),
            box.heightAnchor.constraint(equalToConstant: 10),
            box.widthAnchor.constraint(equalToConstant: 100).withPriority(750), wide,
        ])
        return .viewController(ViewController(id: "vc", view: root))
    }

    static func width(_ when: TraitPredicate, _ device: String = "iPhone 15 Pro", _ orientation: InterfaceOrientation = .portrait,
                      category: ContentSizeCategory = .large, direction: UserInterfaceLayoutDirection = .leftToRight) throws -> Double {
        try Fixture.compute(screen(when), on: device, orientation, category: category, direction: direction).v("box").frame.width
    }

    @Test("size classes and idiom")
    func sizeClassesAndIdiom() throws {
        #expect(try Self.width(.init(horizontalSizeClass: .regular)) == 100)
        #expect(try Self.width(.init(horizontalSizeClass: .regular), "iPhone 16 Pro Max", .landscapeLeft) == 200)
        #expect(try Self.width(.init(verticalSizeClass: .compact)) == 100)
        #expect(try Self.width(.init(verticalSizeClass: .compact), "iPhone 15 Pro", .landscapeLeft) == 200)
        #expect(try Self.width(.init(userInterfaceIdiom: .pad)) == 100)
        #expect(try Self.width(.init(userInterfaceIdiom: .pad), "iPad Pro 11-inch (M4)") == 200)
        #expect(try Self.width(.init(userInterfaceIdiom: .tv), "Apple TV 4K", .landscapeLeft) == 200)
    }

    @Test("layout direction")
    func direction() throws {
        #expect(try Self.width(.init(layoutDirection: .rightToLeft)) == 100)
        #expect(try Self.width(.init(layoutDirection: .rightToLeft), direction: .rightToLeft) == 200)
    }

    @Test("content size category: exactly one (preferred), or that one and larger (minimum)")
    func category() throws {
        #expect(try Self.width(.init(preferredContentSizeCategory: .extraLarge)) == 100)
        #expect(try Self.width(.init(preferredContentSizeCategory: .extraLarge), category: .extraLarge) == 200)
        #expect(try Self.width(.init(preferredContentSizeCategory: .extraLarge), category: .extraExtraLarge) == 100)
        #expect(try Self.width(.init(minimumContentSizeCategory: .accessibilityMedium), category: .extraExtraExtraLarge) == 100)
        #expect(try Self.width(.init(minimumContentSizeCategory: .accessibilityMedium), category: .accessibilityMedium) == 200)
        #expect(try Self.width(.init(minimumContentSizeCategory: .accessibilityMedium), category: .accessibilityExtraExtraExtraLarge) == 200)
    }

    @Test("every trait named must match")
    func all() throws {
        let both = TraitPredicate(verticalSizeClass: .compact, preferredContentSizeCategory: .small)
        #expect(try Self.width(both, "iPhone 15 Pro", .landscapeLeft) == 100)
        #expect(try Self.width(both, "iPhone 15 Pro", .landscapeLeft, category: .small) == 200)
    }
}

/// Variations of the stack-view and control fields (issue 10, point 3: "a stack switching axis in
/// regular width", WWDC 2017 412).
@Suite("trait variations: stack views and controls")
struct StackTraitVariationTests {
    /// A stack of two 100 × 40 views, vertical, horizontal in a regular width.
    static func switchingStack() -> ViewControllerNode {
        var a = View(id: "a"), b = View(id: "b")
        a.intrinsicContentSize = Size(width: 100, height: 40)
        b.intrinsicContentSize = Size(width: 100, height: 40)
        var stack = View.stackView(id: "stack", axis: .vertical, arrangedSubviews: [a, b])
        stack.spacing = 8
        stack.alignment = .leading
        stack.variations.append(.init(when: .init(horizontalSizeClass: .regular), axis: .horizontal, spacing: 20))
        var root = View(id: "root", subviews: [stack])
        root.constraints = [
            try! LayoutConstraint("stack.top == root.safeArea.top + 10"),
            try! LayoutConstraint("stack.leading == root.safeArea.leading + 10"),
        ]
        return .viewController(ViewController(id: "vc", view: root))
    }

    @Test("WWDC 2017 412: a stack switches axis (and spacing) in a regular width")
    func axisByWidth() throws {
        let compact = try Fixture.compute(Self.switchingStack(), on: "iPhone 15 Pro")
        #expect(compact.environment.traits.horizontalSizeClass == .compact)
        #expect(try compact.v("a").frame == Rect(x: 0, y: 0, width: 100, height: 40))
        #expect(try compact.v("b").frame == Rect(x: 0, y: 48, width: 100, height: 40))
        #expect(try compact.v("stack").frame.size == Size(width: 100, height: 88))
        let regular = try Fixture.compute(Self.switchingStack(), on: "iPad Pro 11-inch (M4)")
        #expect(try regular.v("a").frame == Rect(x: 0, y: 0, width: 100, height: 40))
        #expect(try regular.v("b").frame == Rect(x: 120, y: 0, width: 100, height: 40))
        #expect(try regular.v("stack").frame.size == Size(width: 220, height: 40))
        #expect(!regular.diagnostics.contains { $0.isAutoLayoutIssue } && !compact.diagnostics.contains { $0.isAutoLayoutIssue })
    }

    @Test("the stack and control fields are read in a variation, and refused on other classes")
    func reading() throws {
        let text = #"{ "root": { "viewController": { "id": "vc", "view": { "id": "root", "subviews": [ "#
            + #"{ "id": "s", "class": "stackView", "variations": [ { "when": { "horizontalSizeClass": "regular" }, "axis": "vertical", "distribution": "fillEqually", "alignment": "center", "spacing": "system" } ] },"#
            + #"{ "id": "b", "class": "button", "title": "Go", "variations": [ { "when": { "preferredContentSizeCategory": "AX5" }, "title": "→" } ] },"#
            + #"{ "id": "f", "class": "textField", "variations": [ { "when": { "layoutDirection": "rightToLeft" }, "placeholder": "اسم", "text": "" } ] } ] } } } }"#
        let spec = try SpecReader.read(bytes: Array(text.utf8), file: "spec.json")
        guard case .viewController(let vc) = spec.root, let views = vc.view?.subviews else { Issue.record("no views"); return }
        #expect(views[0].variations.first == ViewVariation(when: .init(horizontalSizeClass: .regular), axis: .vertical, distribution: .fillEqually,
                                                           alignment: .center, spacing: View.spacingUseSystem))
        #expect(views[1].variations.first?.title == "→")
        #expect(views[2].variations.first?.placeholder == "اسم")
        for (fields, expected) in [
            (#""class": "view", "variations": [ { "when": { "horizontalSizeClass": "regular" }, "axis": "vertical" } ]"#,
             #"spec.json: $.root.viewController.view.subviews[0].variations[0].axis: "axis" applies to stack views; this view's class is "view""#),
            (#""class": "label", "variations": [ { "when": { "horizontalSizeClass": "regular" }, "title": "x" } ]"#,
             #"spec.json: $.root.viewController.view.subviews[0].variations[0].title: "title" applies to buttons; this view's class is "label""#),
            (#""class": "stackView", "variations": [ { "when": { "horizontalSizeClass": "regular" }, "customSpacing": { } } ]"#,
             #"spec.json: $.root.viewController.view.subviews[0].variations[0].customSpacing: "customSpacing" cannot vary with traits"#),
            (#""class": "stackView", "variations": [ { "when": { "horizontalSizeClass": "regular" }, "axis": "diagonal" } ]"#,
             #"spec.json: $.root.viewController.view.subviews[0].variations[0].axis: "#),
        ] {
            let message = SpecReaderBadInputTests.message(#"{ "root": { "viewController": { "id": "vc", "view": { "id": "root", "subviews": [ { "id": "x", "# + fields + #" } ] } } } }"#)
            #expect(message.hasPrefix(expected), "got: \(message)")
        }
    }
}
