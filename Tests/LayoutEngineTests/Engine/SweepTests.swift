import SharedTestSupport
import Testing
@testable import LayoutFormats
@testable import UIKitLayout

/// Sweeps across window sizes (Docs/Sweeps.md): every breakpoint found to within a quarter
/// point, without laying out every width.
@Suite("sweeps across window sizes")
struct SweepTests {
    static func environment(_ name: String = "iPad Pro 11-inch (M4)", _ orientation: InterfaceOrientation = .landscapeLeft) throws -> LayoutEnvironment {
        LayoutEnvironment(device: try Fixture.device(name), orientation: orientation)
    }

    static func row() throws -> ViewControllerNode {
        try SpecReader.read(bytes: Array(SweepFixture.rowSpec.utf8), file: "row.json").root
    }

    @Test("the row across 320 to 1210: each breakpoint where its geometry puts it, in order, each to within 0.25 pt")
    func widths() throws {
        let result = try LayoutSweep(.width, 320...1210).run(try Self.row(), in: try Self.environment())
        func breakpoint(_ change: String) throws -> LayoutSweep.Breakpoint {
            try #require(result.breakpoints.first { $0.changes.contains(change) }, "no breakpoint \(change) in\n\(result.text)")
        }
        // The badge's trailing edge is 460 from the window's leading edge; half a pixel (0.25 pt
        // at @2x) past the window does not count.
        let badge = try breakpoint("badge is back in the window")
        #expect(badge.at == 459.75 && badge.below == 459.5)
        // The chart, 560 wide and centred, fits from 560 (less the half pixel).
        let chart = try breakpoint("chart is back in the window")
        #expect(chart.at == 559.5 && chart.below == 559.25)
        // The inferred width from which an iPad window is regular (Docs/Windows.md).
        let sizeClass = try breakpoint("horizontal size class compact -> regular")
        #expect(sizeClass.at == MultitaskingRule.regularWidthFrom && sizeClass.below == MultitaskingRule.regularWidthFrom - 0.25)
        // The Share button, squeezed by the title (the same compression resistance): its text
        // fits again below the badge's breakpoint, and it is placed unambiguously from there.
        let fits = try breakpoint("share fits")
        #expect(fits.at > 320 && fits.at < badge.below)
        #expect(try breakpoint("share is no longer ambiguous").at >= fits.at)
        for b in result.breakpoints { #expect(b.at - b.below <= 0.25 && b.at > b.below) }
        #expect(result.breakpoints.map(\.at) == result.breakpoints.map(\.at).sorted())
        // Ranges tile the span: each starts where the last breakpoint's `at` is.
        #expect(result.ranges.count == result.breakpoints.count + 1)
        #expect(result.ranges.first?.from == 320 && result.ranges.last?.to == 1210)
        for (range, b) in zip(result.ranges.dropFirst(), result.breakpoints) { #expect(range.from == b.at) }
        #expect(result.ranges.last?.character.horizontalSizeClass == .regular && result.ranges.last?.window == .size(Size(width: 944, height: 834)))
        // Found without laying out each of the 3,561 quarter points.
        #expect(result.layoutsComputed < 200, "\(result.layoutsComputed) layouts")
    }

    @Test("320 to 1366 on a 12.9-inch iPad: every size on the quarter-point grid from 320, the 6-point tail too; each range's character holds at both its ends")
    func grid() throws {
        let environment = try Self.environment("iPad Pro 12.9-inch (6th generation)")
        let result = try LayoutSweep(.width, 320...1366).run(try Self.row(), in: environment)
        for b in result.breakpoints {
            for s in [b.below, b.at] { #expect(((s - 320) * 4).rounded() == (s - 320) * 4, "\(s) is off the grid") }
        }
        for range in result.ranges {
            for s in [range.from, range.to] {
                var e = environment
                e.window = .size(Size(width: s, height: 1024))
                #expect(LayoutCharacter(try LayoutEngine.compute(try Self.row(), in: e)) == range.character, "at \(s)")
            }
        }
        let one = try LayoutSweep(.width, 700...700).run(try Self.row(), in: environment)
        #expect(one.breakpoints.isEmpty && one.ranges.count == 1 && one.layoutsComputed == 1)
    }

    @Test("the text a reference stores: a heading, then each range and the breakpoint after it")
    func text() throws {
        let result = try LayoutSweep(.width, 500...800).run(try Self.row(), in: try Self.environment())
        #expect(result.text == """
            widths 500 to 800 pt at height 834, iPad Pro 11-inch (M4) landscapeLeft, iPadOS 18: 2 breakpoints
            500 to 559.25       compact width, regular height; outside the window: chart
            at 559.5            chart is back in the window
            559.5 to 677.75     compact width, regular height
            at 678              horizontal size class compact -> regular
            678 to 800          regular width, regular height

            """)
        #expect(LayoutSweep.difference(from: result.text, to: result.text).isEmpty)
        // Line endings and the final newline are not a difference; the same lines in another order are.
        #expect(LayoutSweep.difference(from: result.text.split(separator: "\n").joined(separator: "\r\n"), to: result.text).isEmpty)
        #expect(LayoutSweep.difference(from: result.text.split(separator: "\n").reversed().joined(separator: "\n"), to: result.text)
            == ["(the same lines in another order)"])
        let moved = result.text.replacingOccurrences(of: "at 678 ", with: "at 700 ")
        #expect(LayoutSweep.difference(from: moved, to: result.text) == [
            "- at 700              horizontal size class compact -> regular", "+ at 678              horizontal size class compact -> regular"])
    }

    @Test("heights: the chart's bottom, 328.5 down, leaves a shorter window")
    func heights() throws {
        let result = try LayoutSweep(.height, 200...834, across: 900).run(try Self.row(), in: try Self.environment())
        let chart = try #require(result.breakpoints.first { $0.changes.contains("chart is back in the window") }, "\(result.text)")
        #expect(chart.at == 328.25)
        #expect(result.text.hasPrefix("heights 200 to 834 pt at width 900,"))
    }

    @Test("hidden views, and views inside a hidden one, have no character; overlapping siblings are a pair in id order")
    func character() throws {
        var hidden = View(id: "hidden", frame: Rect(x: -50, y: 0, width: 10, height: 10))
        hidden.isHidden = true
        hidden.subviews = [View(id: "inner", frame: Rect(x: 0, y: 0, width: 0, height: 10))]
        let a = View(id: "b", frame: Rect(x: 10, y: 100, width: 100, height: 50))
        let b = View(id: "a", frame: Rect(x: 60, y: 120, width: 100, height: 50))
        let c = View(id: "c", frame: Rect(x: 160, y: 120, width: 100, height: 50))  // touches a, does not overlap
        let layout = try Fixture.compute(Fixture.screen([hidden, a, b, c]), on: "iPhone 16 Pro")
        let character = LayoutCharacter(layout)
        #expect(character.overlapping == [LayoutCharacter.Pair("a", "b")])
        #expect(character.outsideWindow.isEmpty && character.collapsed.isEmpty)
        var other = character
        other.overlapping = []
        other.truncated = ["title"]
        #expect(other.changes(since: character) == ["title truncates", "a and b no longer overlap"])
    }

    @Test("scroll content is not checked against the window; a transparent view has no character; root views neither")
    func leftOut() throws {
        var scroll = View(id: "scroll", viewClass: .scrollView, frame: Rect(x: 0, y: 0, width: 393, height: 700))
        scroll.subviews = [View(id: "below", frame: Rect(x: 0, y: 900, width: 100, height: 100))]
        var ghost = View(id: "ghost", frame: Rect(x: -40, y: 100, width: 0, height: 10))
        ghost.alpha = 0
        let wide = View(id: "wide", frame: Rect(x: 300, y: 100, width: 200, height: 10))       // past the window
        let top = View(id: "top", frame: Rect(x: 10, y: 0, width: 100, height: 20))            // under the status bar only
        let c = LayoutCharacter(try Fixture.compute(Fixture.screen([scroll, ghost, wide, top]), on: "iPhone 16 Pro"))
        #expect(c.outsideWindow == ["wide"] && c.outsideSafeArea == ["scroll", "top"], "\(c.summary)")
        #expect(c.collapsed.isEmpty && !c.overlapping.contains { $0.first == "root" || $0.second == "root" })
    }

    @Test("what cannot be swept is an error naming the sweep, the device and what to give")
    func errors() throws {
        func message(_ sweep: LayoutSweep, on name: String = "iPad Pro 11-inch (M4)") -> String {
            do { _ = try sweep.run(try Self.row(), in: try Self.environment(name, name.hasPrefix("iPhone") ? .portrait : .landscapeLeft)); return "" } catch { return "\(error)" }
        }
        #expect(message(LayoutSweep(.width, 320...400), on: "iPhone 16 Pro")
            == "sweep of widths 320 to 400 on iPhone 16 Pro portrait: a sweep resizes the app's window, and windows of any size are an iPad's (iPadOS 26, Stage Manager); give an iPad")
        #expect(message(LayoutSweep(.width, 320...1366)).hasSuffix("give widths above 0 and at most the screen's 1210 pt"))
        #expect(message(LayoutSweep(.width, 0...400)).contains("give widths above 0"))
        #expect(message(LayoutSweep(.height, 300...400, across: 2000)).contains("the other side, 2000 pt, must be above 0 and at most the screen's 1210 pt"))
        var zero = LayoutSweep(.width, 320...400)
        zero.step = 0
        #expect(message(zero).hasSuffix("step and precision must be above 0"))
    }
}
