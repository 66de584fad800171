import Testing
@testable import UIKitLayout

/// Stack views beyond the worked cases: every distribution on both axes, the alignments (with
/// baselines of labels in different fonts), system and custom spacing, hidden views, margins-
/// and baseline-relative arrangement, nested stacks, right-to-left, and the conflicts UIKit's own
/// constraints make. Expected numbers follow from solver-cases.md §3's constraints.
@Suite("Auto Layout: stack views")
struct StackViewTests {
    typealias Cases = StackViewCasesTests

    static func label(_ id: String, _ text: String, size: Double = 17, weight: FontWeight = .regular, lines: Int = 1) -> View {
        var v = View(id: id, viewClass: .label)
        v.text = text
        v.font = .system(size: size, weight: weight)
        v.numberOfLines = lines
        return v
    }

    /// A stack placed by constraints in the root view (so its size can come from its content).
    static func placed(_ stack: View, _ constraints: [String]) throws -> ViewControllerNode {
        var stack = stack
        stack.constraints = try constraints.map { try LayoutConstraint($0) }
        return Fixture.screen([stack])
    }

    /// The offset of a one-line label's baseline from its top, as laid out (text centred).
    static func baselineOffset(height: Double, _ font: Font) -> Double { (height - font.lineHeight) / 2 + font.ascender }

    static func main(_ r: Rect, _ axis: LayoutAxis) -> (start: Double, size: Double) {
        axis == .horizontal ? (r.minX, r.width) : (r.minY, r.height)
    }

    // MARK: Distributions

    /// Views 50 / 60 / 70 long along the axis in a stack 300 long, spacing 10; the middle view
    /// hugs less than the others (so `fill` stretches it).
    static func distributionCase(_ distribution: StackViewDistribution, axis: LayoutAxis) -> ViewControllerNode {
        let lengths = [50.0, 60, 70]
        let views = zip(["a", "b", "c"], lengths).map { id, length -> View in
            var v = View(id: id)
            v.intrinsicContentSize = axis == .horizontal ? Size(width: length, height: -1) : Size(width: -1, height: length)
            v.contentHuggingPriority[axis] = id == "b" ? 250 : 251
            return v
        }
        let frame = axis == .horizontal ? Rect(x: 0, y: 200, width: 300, height: 100) : Rect(x: 0, y: 200, width: 100, height: 300)
        return Cases.stack(views, frame: frame, axis: axis, distribution: distribution, spacing: 10)
    }

    /// Per distribution: where the three views start along the axis and how long they are.
    static let distributionExpectations: [(StackViewDistribution, [Double], [Double])] = [
        (.fill, [0, 60, 230], [50, 160, 70]),
        (.fillEqually, [0, 103.333, 206.667], [93.333, 93.333, 93.333]),
        // `(intrinsic / (Σ intrinsic + Σ spacing)) × 300` = 75, 90, 105 only add up with the
        // spacing to 290: the lowest priority (the last view's @ 997) takes the rest, as UIKit's.
        (.fillProportionally, [0, 85, 185], [75, 90, 115]),
        (.equalSpacing, [0, 110, 230], [50, 60, 70]),
        (.equalCentering, [0, 115, 230], [50, 60, 70]),
    ]

    @Test("each distribution on each axis", arguments: distributionExpectations, [LayoutAxis.horizontal, .vertical])
    func distributions(expected: (StackViewDistribution, [Double], [Double]), axis: LayoutAxis) throws {
        let (distribution, starts, lengths) = expected
        let layout = try Fixture.compute(Self.distributionCase(distribution, axis: axis), on: "iPhone 15")
        for (k, id) in ["a", "b", "c"].enumerated() {
            let frame = try layout.v(id).frame
            let along = Self.main(frame, axis)
            #expect(close(along.start, starts[k]) && close(along.size, lengths[k]), "\(id): \(frame)")
            // Across the axis, alignment fill: the stack's 100.
            #expect(close(axis == .horizontal ? frame.height : frame.width, 100), "\(id): \(frame)")
        }
        #expect(Cases.issues(layout).isEmpty, "\(Cases.issues(layout))")
    }

    @Test("fill with equal hugging cannot say who stretches: ambiguous, as Xcode warns")
    func fillAmbiguity() throws {
        let views = [Cases.item("a", (50, -1)), Cases.item("b", (60, -1))]
        let layout = try Fixture.compute(Cases.stack(views), on: "iPhone 15")
        #expect(Cases.issues(layout).contains { $0.kind == .ambiguousLayout && $0.attribute == "width" })
    }

    @Test("equalSpacing that does not fit keeps the minimum spacing and compresses by compression resistance")
    func equalSpacingOverflow() throws {
        var b = Cases.item("b", (200, -1))
        b.contentCompressionResistancePriority.horizontal = 749
        let layout = try Fixture.compute(Cases.stack([Cases.item("a", (150, -1)), b], distribution: .equalSpacing, spacing: 10), on: "iPhone 15")
        expectRect(try layout.v("a").frame, 0, 0, 150, 100)
        expectRect(try layout.v("b").frame, 160, 0, 140, 100)
    }

    // MARK: Alignments

    @Test("alignments across a vertical stack: widths 40 / 60 in 100", arguments: [
        (StackViewAlignment.fill, UserInterfaceLayoutDirection.leftToRight, [0.0, 0], [100.0, 100]),
        (.leading, .leftToRight, [0, 0], [40, 60]),
        (.center, .leftToRight, [30, 20], [40, 60]),
        (.trailing, .leftToRight, [60, 40], [40, 60]),
        // Right-to-left: leading is the right edge.
        (.leading, .rightToLeft, [60, 40], [40, 60]),
        (.trailing, .rightToLeft, [0, 0], [40, 60]),
    ])
    func verticalAlignments(alignment: StackViewAlignment, direction: UserInterfaceLayoutDirection, xs: [Double], widths: [Double]) throws {
        let views = [Cases.item("a", (40, 20)), Cases.item("b", (60, 30))]
        let root = Cases.stack(views, frame: Rect(x: 0, y: 200, width: 100, height: 50), axis: .vertical, alignment: alignment)
        let layout = try Fixture.compute(root, on: "iPhone 15", direction: direction)
        expectRect(try layout.v("a").frame, xs[0], 0, widths[0], 20)
        expectRect(try layout.v("b").frame, xs[1], 20, widths[1], 30)
        #expect(Cases.issues(layout).isEmpty, "\(Cases.issues(layout))")
    }

    @Test("a stack free across its axis takes its tallest view's height (the spacer hugs its views)", arguments: [
        StackViewAlignment.leading, .center, .trailing,
    ])
    func spannerSizesTheStack(alignment: StackViewAlignment) throws {
        var stack = View.stackView(id: "stack", arrangedSubviews: [Cases.item("a", (50, 40)), Cases.item("b", (50, 60))])
        stack.alignment = alignment
        let layout = try Fixture.compute(try Self.placed(stack, ["stack.leading == superview.leading", "stack.top == superview.top + 200"]), on: "iPhone 15")
        expectRect(try layout.v("stack").frame, 0, 200, 100, 60)
        let y: Double = alignment == .leading ? 0 : alignment == .center ? 10 : 20
        expectRect(try layout.v("a").frame, 0, y, 50, 40)
        #expect(Cases.issues(layout).isEmpty, "\(Cases.issues(layout))")
    }

    @Test("a view with no height of its own in a top-aligned stack shrinks to 0 (UISV-ambiguity-suppression), not ambiguous")
    func ambiguitySuppression() throws {
        let layout = try Fixture.compute(Cases.stack([Cases.item("a", (50, 40)), Cases.item("plain", (250, -1))], alignment: .top), on: "iPhone 15")
        expectRect(try layout.v("plain").frame, 50, 0, 250, 0)
        #expect(try layout.v("plain").hasAmbiguousLayout == false)
    }

    /// "Price" at 17 pt and "12" at 34 pt bold, in `order`, aligned on `alignment`.
    static func baselinePair(_ alignment: StackViewAlignment, bigFirst: Bool) throws -> ComputedLayout {
        let small = label("small", "Price"), big = label("big", "12", size: 34, weight: .bold)
        var stack = View.stackView(id: "stack", arrangedSubviews: bigFirst ? [big, small] : [small, big])
        stack.alignment = alignment
        stack.spacing = 8
        return try Fixture.compute(try placed(stack, ["stack.leading == superview.leading + 20", "stack.top == superview.top + 200"]), on: "iPhone 15")
    }

    @Test("first-baseline alignment puts the text of different fonts on one line; the stack's top is the first view's (UIKit's known issue)", arguments: [false, true])
    func firstBaseline(bigFirst: Bool) throws {
        let layout = try Self.baselinePair(.firstBaseline, bigFirst: bigFirst)
        let small = try layout.v("small").frame, big = try layout.v("big").frame, stack = try layout.v("stack").frame
        let smallFont = Font(size: 17), bigFont = Font(size: 34, weight: .bold)
        #expect(abs((small.minY + Self.baselineOffset(height: small.height, smallFont)) - (big.minY + Self.baselineOffset(height: big.height, bigFont))) < 1e-6)
        // The stack's top is the first view's top; a taller later view sticks out above it
        // (useyourloaf.com, rdar://32291130), its bottom holds every view.
        #expect(close(bigFirst ? big.minY : small.minY, 0))
        if !bigFirst { #expect(big.minY < -1) }
        #expect(close(stack.height, max(small.maxY, big.maxY)))
        #expect(close(big.minX, bigFirst ? 0 : small.width + 8))
        #expect(Cases.issues(layout).isEmpty, "\(Cases.issues(layout))")
    }

    @Test("last-baseline alignment: the stack's bottom is the first view's, its top holds every view", arguments: [false, true])
    func lastBaseline(bigFirst: Bool) throws {
        let layout = try Self.baselinePair(.lastBaseline, bigFirst: bigFirst)
        let small = try layout.v("small").frame, big = try layout.v("big").frame, stack = try layout.v("stack").frame
        let smallFont = Font(size: 17), bigFont = Font(size: 34, weight: .bold)
        #expect(abs((small.minY + Self.baselineOffset(height: small.height, smallFont)) - (big.minY + Self.baselineOffset(height: big.height, bigFont))) < 1e-6)
        #expect(close(min(small.minY, big.minY), 0))
        #expect(close(stack.height, bigFirst ? big.maxY : small.maxY))
        if !bigFirst { #expect(big.maxY > stack.height + 1) }
        #expect(Cases.issues(layout).isEmpty, "\(Cases.issues(layout))")
    }

    @Test("in a stack taller than its views, first-baseline views sit at the bottom, last-baseline ones at the top (the spacer's pinned edge)")
    func baselinesInATallerStack() throws {
        for (alignment, atBottom) in [(StackViewAlignment.firstBaseline, true), (.lastBaseline, false)] {
            let root = Cases.stack([Self.label("small", "Price"), Self.label("big", "12", size: 34, weight: .bold)],
                                   frame: Rect(x: 0, y: 200, width: 300, height: 100), alignment: alignment)
            let layout = try Fixture.compute(root, on: "iPhone 15")
            let small = try layout.v("small").frame, big = try layout.v("big").frame
            if atBottom { #expect(close(max(small.maxY, big.maxY), 100)) } else { #expect(close(min(small.minY, big.minY), 0)) }
            #expect(!Cases.issues(layout).contains { $0.kind == .unsatisfiableConstraints || $0.attribute == "minY" || $0.attribute == "height" })
        }
    }

    @Test("baseline alignment in a vertical stack is laid out as fill, with a warning")
    func baselineInVerticalStack() throws {
        let layout = try Fixture.compute(Cases.stack([Cases.item("a", (40, 20))], frame: Rect(x: 0, y: 200, width: 100, height: 20), axis: .vertical,
                                                     alignment: .firstBaseline), on: "iPhone 15")
        expectRect(try layout.v("a").frame, 0, 0, 100, 20)
        #expect(layout.diagnostics.filter { $0.id == "stack" && $0.message.contains("applies to horizontal stack views") }.count == 1)
    }

    @Test("a multi-line label in a baseline-aligned stack gets a share of the width (UISV-text-width-disambiguation @ 760)")
    func textWidthDisambiguation() throws {
        let long = Self.label("long", "A sentence long enough to wrap onto more than one line in half of the stack", lines: 0)
        var stack = View.stackView(id: "stack", frame: Rect(x: 0, y: 200, width: 300, height: 200), arrangedSubviews: [long, Self.label("short", "Hi")])
        stack.alignment = .firstBaseline
        // With fill, compression resistance (750) alone would give the long label all but the
        // short one's width; @ 760 it gets half.
        let layout = try Fixture.compute(Fixture.screen([stack]), on: "iPhone 15")
        let frame = try layout.v("long").frame
        #expect(close(frame.width, 150))
        #expect(close(try layout.v("short").frame.width, 150))
        #expect(frame.height > Font(size: 17).lineHeight * 1.5, "wrapped: \(frame)")
    }

    // MARK: Spacing

    @Test("system spacing is 8 points, and the environment can change it")
    func systemSpacing() throws {
        let root = Cases.stack([Cases.item("a", (50, -1)), Cases.item("b", (60, -1))], frame: Rect(x: 0, y: 200, width: 118, height: 100),
                               distribution: .equalSpacing, spacing: View.spacingUseSystem)
        let layout = try Fixture.compute(root, on: "iPhone 15")
        expectRect(try layout.v("b").frame, 58, 0, 60, 100)
        var env = LayoutEnvironment(device: try Fixture.device("iPhone 15"), orientation: .portrait)
        env.stackViewSystemSpacing = 12
        let wider = Cases.stack([Cases.item("a", (50, -1)), Cases.item("b", (60, -1))], frame: Rect(x: 0, y: 200, width: 122, height: 100),
                                distribution: .fill, spacing: View.spacingUseSystem)
        expectRect(try LayoutEngine.compute(wider, in: env).v("b").frame, 62, 0, 60, 100)
    }

    @Test("custom spacing: a number, the system's, or back to the stack's spacing")
    func customSpacing() throws {
        let views = [Cases.item("a"), Cases.item("b"), Cases.item("c")]
        let root = Cases.stack(views, distribution: .fillEqually, spacing: 10) {
            $0.setCustomSpacing(View.spacingUseSystem, after: views[0])
            $0.setCustomSpacing(40, after: views[1])
            $0.setCustomSpacing(View.spacingUseDefault, after: views[1])
        }
        // Gaps 8 and 10: (300 − 18) / 3 = 94.
        let layout = try Fixture.compute(root, on: "iPhone 15")
        expectRect(try layout.v("b").frame, 102, 0, 94, 100)
        expectRect(try layout.v("c").frame, 206, 0, 94, 100)
    }

    @Test("negative spacing overlaps the views")
    func negativeSpacing() throws {
        let layout = try Fixture.compute(Cases.stack([Cases.item("a"), Cases.item("b")], distribution: .fillEqually, spacing: -20), on: "iPhone 15")
        expectRect(try layout.v("a").frame, 0, 0, 160, 100)
        expectRect(try layout.v("b").frame, 140, 0, 160, 100)
    }

    // MARK: Hidden views

    @Test("hidden views at either end collapse with their gap", arguments: [
        ([true, false, false], [0.0, 0, 155], [0.0, 145, 145]),
        ([false, false, true], [0, 155, 300], [145, 145, 0]),
        ([true, false, true], [0, 0, 300], [0, 300, 0]),
    ])
    func hiddenAtTheEnds(hidden: [Bool], xs: [Double], widths: [Double]) throws {
        let views = zip(["a", "b", "c"], hidden).map { Cases.item($0, hidden: $1) }
        let layout = try Fixture.compute(Cases.stack(views, distribution: .fillEqually, spacing: 10), on: "iPhone 15")
        for (k, id) in ["a", "b", "c"].enumerated() { expectRect(try layout.v(id).frame, xs[k], 0, widths[k], 100) }
        #expect(Cases.issues(layout).isEmpty, "\(Cases.issues(layout))")
    }

    @Test("a stack free along its axis whose every arranged view is hidden collapses to 0")
    func allHidden() throws {
        let stack = View.stackView(id: "stack", arrangedSubviews: [Cases.item("a", (50, 20), hidden: true), Cases.item("b", (60, 20), hidden: true)])
        let layout = try Fixture.compute(try Self.placed(stack, ["stack.leading == superview.leading", "stack.top == superview.top + 200"]), on: "iPhone 15")
        #expect(close(try layout.v("stack").frame.width, 0))
        #expect(Cases.issues(layout).isEmpty, "\(Cases.issues(layout))")
    }

    @Test("a hidden view between equally spaced ones: the gaps are shared by the visible views only")
    func hiddenInEqualSpacing() throws {
        let views = [Cases.item("a", (50, -1)), Cases.item("h", (40, -1), hidden: true), Cases.item("b", (60, -1)), Cases.item("c", (70, -1))]
        let layout = try Fixture.compute(Cases.stack(views, distribution: .equalSpacing, spacing: 10), on: "iPhone 15")
        expectRect(try layout.v("b").frame, 110, 0, 60, 100)
        expectRect(try layout.v("c").frame, 230, 0, 70, 100)
        expectRect(try layout.v("h").frame, 110, 0, 0, 100)
        #expect(Cases.issues(layout).isEmpty, "\(Cases.issues(layout))")
    }

    @Test("hiding a nested stack with spacing: UISV-hiding holds, the inner views are told they do not fit")
    func hiddenNestedStack() throws {
        var inner = View.stackView(id: "inner", axis: .vertical, arrangedSubviews: [Cases.item("x", (10, 20)), Cases.item("y", (10, 20))])
        inner.spacing = 8
        inner.isHidden = true
        let outer = Cases.stack([Cases.item("top", (10, 30)), inner], frame: Rect(x: 0, y: 200, width: 100, height: 30), axis: .vertical)
        let layout = try Fixture.compute(outer, on: "iPhone 15")
        expectRect(try layout.v("top").frame, 0, 0, 100, 30)
        #expect(close(try layout.v("inner").frame.height, 0))
        // UIKit logs this as unsatisfiable (its engine keeps sizes non-negative); this engine does
        // not, so the inner spacing pushes a view to a negative height, reported as such (Docs/decisions/0011-stack-views.md).
        #expect(layout.diagnostics.contains { ["x", "y"].contains($0.id) && $0.message.contains("negative") }, "\(layout.diagnostics)")
    }

    @Test("hiding a nested stack without spacing collapses it and its views cleanly")
    func hiddenNestedStackWithoutSpacing() throws {
        var inner = View.stackView(id: "inner", axis: .vertical, arrangedSubviews: [Cases.item("x", (10, -1)), Cases.item("y", (10, -1))])
        inner.distribution = .fillEqually
        inner.isHidden = true
        let outer = Cases.stack([Cases.item("top", (10, 30)), inner], frame: Rect(x: 0, y: 200, width: 100, height: 30), axis: .vertical)
        let layout = try Fixture.compute(outer, on: "iPhone 15")
        expectRect(try layout.v("inner").frame, 0, 30, 100, 0)
        expectRect(try layout.v("y").frame, 0, 0, 100, 0)
        #expect(Cases.issues(layout).isEmpty, "\(Cases.issues(layout))")
    }

    // MARK: Margins, baselines between views

    @Test("margins-relative arrangement follows directional margins, mirrored under right-to-left")
    func marginsRelativeRightToLeft() throws {
        let root = Cases.stack([Cases.item("a"), Cases.item("b")], distribution: .fillEqually, spacing: 10) {
            $0.directionalLayoutMargins = DirectionalEdgeInsets(top: 5, leading: 30, bottom: 15, trailing: 0)
            $0.isLayoutMarginsRelativeArrangement = true
        }
        let layout = try Fixture.compute(root, on: "iPhone 15", direction: .rightToLeft)
        // Leading (30) is on the right: the views share 300 − 30 − 10; "a" comes first from the right.
        expectRect(try layout.v("a").frame, 140, 5, 130, 80)
        expectRect(try layout.v("b").frame, 0, 5, 130, 80)
    }

    @Test("a horizontal stack in right-to-left arranges from the right")
    func rightToLeft() throws {
        let layout = try Fixture.compute(Cases.stack(Cases.three, distribution: .fillEqually, spacing: 10), on: "iPhone 15", direction: .rightToLeft)
        expectRect(try layout.v("a").frame, 206.667, 0, 93.333, 100)
        expectRect(try layout.v("c").frame, 0, 0, 93.333, 100)
        let centering = try Fixture.compute(Cases.stack(Cases.widths, distribution: .equalCentering, spacing: 10), on: "iPhone 15", direction: .rightToLeft)
        expectRect(try centering.v("a").frame, 250, 0, 50, 100)
        expectRect(try centering.v("b").frame, 125, 0, 60, 100)
        expectRect(try centering.v("c").frame, 0, 0, 70, 100)
    }

    @Test("baseline-relative arrangement spaces a vertical stack's labels from baseline to baseline")
    func baselineRelative() throws {
        var stack = View.stackView(id: "stack", axis: .vertical, arrangedSubviews: [Self.label("a", "Title"), Self.label("b", "Body")])
        stack.spacing = 20
        stack.isBaselineRelativeArrangement = true
        let layout = try Fixture.compute(try Self.placed(stack, ["stack.leading == superview.leading", "stack.trailing == superview.trailing",
                                                                  "stack.top == superview.top + 200"]), on: "iPhone 15")
        let a = try layout.v("a").frame, b = try layout.v("b").frame
        let offset = Self.baselineOffset(height: a.height, Font(size: 17))
        // The first baseline 20 below the top, the next 20 below it, the bottom 20 below the last.
        #expect(close(a.minY + offset, 20))
        #expect(close(b.minY + offset, 40))
        #expect(close(try layout.v("stack").frame.height, 60))
        #expect(Cases.issues(layout).isEmpty, "\(Cases.issues(layout))")
    }

    // MARK: Nesting

    @Test("nested stacks: a vertical stack holding a label and a horizontal stack, sized from the inside out")
    func nested() throws {
        let row = View.stackView(id: "row", arrangedSubviews: [Cases.item("x", (40, 30)), Cases.item("y", (60, 20))])
        var column = View.stackView(id: "column", axis: .vertical, arrangedSubviews: [Cases.item("title", (80, 25)), row])
        column.alignment = .leading
        column.spacing = 5
        let layout = try Fixture.compute(try Self.placed(column, ["column.leading == superview.leading + 10", "column.top == superview.top + 200"]),
                                         on: "iPhone 15")
        expectRect(try layout.v("column").frame, 10, 200, 100, 60)
        expectRect(try layout.v("title").frame, 0, 0, 80, 25)
        expectRect(try layout.v("row").frame, 0, 30, 100, 30)
        expectRect(try layout.v("y").frame, 40, 0, 60, 30)
        #expect(Cases.issues(layout).isEmpty, "\(Cases.issues(layout))")
    }

    @Test("a nested stack's first baseline is its first visible arranged view's")
    func nestedBaseline() throws {
        var inner = View.stackView(id: "inner", axis: .vertical, arrangedSubviews: [Self.label("hidden", "Gone"), Self.label("name", "Name", size: 28),
                                                                                  Self.label("detail", "Detail")])
        inner.subviews[0].isHidden = true
        var outer = View.stackView(id: "outer", arrangedSubviews: [Self.label("price", "12"), inner])
        outer.alignment = .firstBaseline
        outer.spacing = 8
        let layout = try Fixture.compute(try Self.placed(outer, ["outer.leading == superview.leading", "outer.top == superview.top + 200"]), on: "iPhone 15")
        let price = try layout.v("price").frame, name = try layout.v("name").frame, innerFrame = try layout.v("inner").frame
        let priceBaseline = price.minY + Self.baselineOffset(height: price.height, Font(size: 17))
        let nameBaseline = innerFrame.minY + name.minY + Self.baselineOffset(height: name.height, Font(size: 28))
        #expect(abs(priceBaseline - nameBaseline) < 1e-6)
        #expect(Cases.issues(layout).isEmpty, "\(Cases.issues(layout))")
    }

    @Test("a controller's root view may be a stack view: it arranges its views in the frame the controller gives it")
    func rootStack() throws {
        var root = View.stackView(id: "root", axis: .vertical, arrangedSubviews: [Cases.item("a"), Cases.item("b")])
        root.distribution = .fillEqually
        root.isLayoutMarginsRelativeArrangement = true
        let layout = try Fixture.compute(.viewController(ViewController(id: "vc", view: root)), on: "iPhone 15")
        let margins = try layout.v("root").layoutMarginsGuide
        let a = try layout.v("a").frame, b = try layout.v("b").frame
        expectRect(a, margins.minX, margins.minY, margins.width, margins.height / 2)
        expectRect(b, margins.minX, margins.midY, margins.width, margins.height / 2)
        #expect(Cases.issues(layout).isEmpty, "\(Cases.issues(layout))")
    }

    // MARK: Conflicts

    @Test("an app constraint against the stack's: the conflict lists UIKit's identifiers")
    func conflictWording() throws {
        var a = Cases.item("a")
        a.constraints = [try LayoutConstraint("a.width == 50")]
        let layout = try Fixture.compute(Cases.stack([a, Cases.item("b")], distribution: .fillEqually, spacing: 10), on: "iPhone 15")
        let conflict = try #require(layout.diagnostics.first { $0.kind == .unsatisfiableConstraints })
        #expect(conflict.constraints.contains("a.width == 50"))
        #expect(conflict.constraints.contains("\"UISV-fill-equally\" b.width == a.width"), "\(conflict.constraints)")
        #expect(conflict.constraints.contains("\"UISV-canvas-connection\" stack.leading == a.leading"), "\(conflict.constraints)")
        #expect(conflict.constraints.contains { $0.hasPrefix("NSAutoresizingMaskLayoutConstraint") && $0.contains("stack.width") })
    }
}
