/// Finds where a layout changes character across window sizes: every width (or height) at
/// which a size class flips, a constraint conflict or an ambiguity starts or ends, text starts
/// or stops fitting, sibling views start or stop overlapping, a view leaves or re-enters the safe
/// area or the window, or a view collapses to no size (`LayoutCharacter`; Docs/Sweeps.md).
///
/// The windows are iPad windows of any size (`AppWindow.size`, iPadOS 26's resizable windows) at
/// the screen's top-left corner, one dimension swept, the other the screen's unless given.
/// Instead of laying out every point, the sweep lays out every `step` points, then halves each
/// interval whose ends differ until it is at most `precision` wide: a breakpoint is then known
/// to lie in (`below`, `at`]. A change that starts and ends again between two samples `step`
/// apart is not seen (Docs/Sweeps.md, "What a sweep can miss").
public struct LayoutSweep: Hashable, Sendable {
    public enum Axis: String, Hashable, Sendable, CaseIterable {
        case width, height
    }

    public var axis: Axis
    /// The sizes to sweep, in points.
    public var span: ClosedRange<Double>
    /// Every window's other dimension; nil for the screen's.
    public var across: Double?
    /// The distance between the first samples, in points.
    public var step: Double = 8
    /// How narrow an interval is halved to: each breakpoint is found to within this.
    public var precision: Double = 0.25

    public init(_ axis: Axis = .width, _ span: ClosedRange<Double>, across: Double? = nil) {
        (self.axis, self.span, self.across) = (axis, span, across)
    }

    /// A size at which the character changes: the layout at `below` has the old one, at `at`
    /// the new one, and nothing between was laid out.
    public struct Breakpoint: Hashable, Sendable {
        public var below: Double
        public var at: Double
        /// What changed, as `LayoutCharacter.changes(since:)` says it.
        public var changes: [String]
    }

    /// A stretch of sizes with one character, from a breakpoint's `at` (or the span's start) to
    /// the next breakpoint's `below` (or the span's end).
    public struct Range: Hashable, Sendable {
        public var from: Double
        public var to: Double
        public var character: LayoutCharacter
        /// The window that stands for the range in a picture: its middle, in whole points.
        public var window: AppWindow
    }

    public struct Result: Hashable, Sendable {
        public var sweep: LayoutSweep
        /// "iPad Pro 13-inch (M4) landscapeLeft, iPadOS 18".
        public var screen: String
        /// The window's other dimension, in points.
        public var across: Double
        public var breakpoints: [Breakpoint]
        public var ranges: [Range]
        /// How many layouts the sweep computed (a measure of its cost; not in `text`).
        public var layoutsComputed: Int
    }

    /// Sweeps `root` in `environment` (its device, orientation and settings; its window is
    /// replaced by each of the sweep's).
    public func run(_ root: ViewControllerNode, in environment: LayoutEnvironment) throws(LayoutError) -> Result {
        do {
            return try LayoutEngine.reusingSolutions { () throws in try run(in: environment) { try LayoutEngine.compute(root, in: $0) } }
        } catch let error as LayoutError { throw error } catch {
            // `LayoutEngine.compute` throws only `LayoutError`; anything else is said as it is.
            throw .invalidSweep(problem: "\(axis.rawValue)s: \(error)")
        }
    }

    /// Sweeps the layout `compute` gives for each window's environment (a screen that builds
    /// itself from the size it gets reads `environment.windowMetrics`). Its errors are thrown
    /// as they are; a window the device cannot show is a `LayoutError`.
    public func run(in environment: LayoutEnvironment, compute: (LayoutEnvironment) throws -> ComputedLayout) throws -> Result {
        let where_ = "\(environment.device.name) \(environment.orientation.rawValue)"
        func fail(_ problem: String) -> LayoutError {
            .invalidSweep(problem: "\(axis.rawValue)s \(NumberText.format(span.lowerBound)) to \(NumberText.format(span.upperBound)) on \(where_): \(problem)")
        }
        guard environment.device.idiom == .pad else {
            throw fail("a sweep resizes the app's window, and windows of any size are an iPad's (iPadOS 26, Stage Manager); give an iPad")
        }
        guard let screen = environment.metrics else {
            throw LayoutError.unsupportedOrientation(device: environment.device.name, orientation: environment.orientation,
                                                     supported: environment.device.supportedOrientations)
        }
        let size = screen.screenSize
        let (length, otherLength) = axis == .width ? (size.width, size.height) : (size.height, size.width)
        guard span.lowerBound.isFinite, span.upperBound.isFinite, span.lowerBound > 0, span.upperBound <= length + 1e-9 else {
            throw fail("give \(axis.rawValue)s above 0 and at most the screen's \(NumberText.format(length)) pt")
        }
        let across = self.across ?? otherLength
        guard across.isFinite, across > 0, across <= otherLength + 1e-9 else {
            throw fail("the other side, \(NumberText.format(across)) pt, must be above 0 and at most the screen's \(NumberText.format(otherLength)) pt")
        }
        guard step.isFinite, step > 0, precision.isFinite, precision > 0 else { throw fail("step and precision must be above 0") }

        func window(_ s: Double) -> AppWindow {
            .size(axis == .width ? Size(width: s, height: across) : Size(width: across, height: s))
        }
        var characters: [Double: LayoutCharacter] = [:], computed = 0, screenName = where_
        func character(_ s: Double) throws -> LayoutCharacter {
            if let known = characters[s] { return known }
            var e = environment
            e.window = window(s)
            let layout = try compute(e)
            if computed == 0 {
                // The settings that change a layout besides the window: the OS always, the text
                // size and the keyboard when they are not the defaults.
                let os = switch layout.environment.traits.userInterfaceIdiom { case .phone: "iOS"; case .pad: "iPadOS"; case .tv: "tvOS" }
                screenName = "\(where_), \(os) \(layout.environment.os)"
                    + (environment.contentSizeCategory == .large ? "" : ", \(environment.contentSizeCategory.rawValue)")
                    + (environment.layoutDirection == .leftToRight ? "" : ", right-to-left")
                    + (environment.keyboard == .hidden ? "" : ", keyboard \(environment.keyboard)")
            }
            computed += 1
            let c = LayoutCharacter(layout)
            characters[s] = c
            return c
        }

        var breakpoints: [Breakpoint] = []
        // Every size laid out is the span's start plus a whole number of `precision`s (or the
        // span's end), so a breakpoint lands on the same grid whatever interval found it.
        let lower = span.lowerBound
        func onGrid(_ s: Double) -> Double { lower + ((s - lower) / precision).rounded(.down) * precision }
        // Halves (a, b] while its ends differ; both halves when the middle differs from both.
        func bisect(_ a: Double, _ ca: LayoutCharacter, _ b: Double, _ cb: LayoutCharacter) throws {
            let m = onGrid((a + b) / 2)
            guard m > a, m < b else {
                breakpoints.append(Breakpoint(below: a, at: b, changes: cb.changes(since: ca)))
                return
            }
            let cm = try character(m)
            if cm != ca { try bisect(a, ca, m, cm) }
            if cm != cb { try bisect(m, cm, b, cb) }
        }
        let steps = Int(((span.upperBound - lower) / step).rounded(.up))
        var samples = (0..<max(steps, 1)).map { onGrid(lower + Double($0) * step) }.filter { $0 < span.upperBound }
        samples.append(span.upperBound)
        var previous = (size: samples[0], character: try character(samples[0]))
        for s in samples.dropFirst() {
            let c = try character(s)
            if c != previous.character { try bisect(previous.size, previous.character, s, c) }
            previous = (s, c)
        }

        var ranges: [Range] = []
        var from = span.lowerBound
        for end in breakpoints.map({ ($0.below, $0.at) }) + [(span.upperBound, span.upperBound)] {
            let to = end.0
            // The middle in whole points; a range less than a point wide has none, and its
            // start stands for it (a size the sweep laid out).
            let middle = ((from + to) / 2).rounded(.down)
            ranges.append(Range(from: from, to: to, character: try character(from), window: window(middle >= from ? middle : from)))
            from = end.1
        }
        return Result(sweep: self, screen: screenName, across: across, breakpoints: breakpoints, ranges: ranges, layoutsComputed: computed)
    }
}

extension LayoutSweep {
    /// The lines of a stored sweep's `text` that this one lacks (`- `) and the lines it adds
    /// (`+ `), in order: how a check says what changed.
    /// Texts that differ only in their line endings or final newline are the same.
    public static func difference(from reference: String, to now: String) -> [String] {
        let (old, new) = (lines(reference), lines(now))
        guard old != new else { return [] }
        let changed = old.filter { !new.contains($0) }.map { "- \($0)" } + new.filter { !old.contains($0) }.map { "+ \($0)" }
        return changed.isEmpty ? ["(the same lines in another order)"] : changed
    }

    private static func lines(_ text: String) -> [String] {
        // "\r\n" is one Character, a newline as "\n" is.
        let lines = text.split(omittingEmptySubsequences: false, whereSeparator: \.isNewline).map(String.init)
        return Array(lines.reversed().drop { $0.isEmpty }.reversed())
    }
}

extension LayoutSweep.Result {
    /// The sweep as a reader and a stored reference read it: a heading, then each range and the
    /// breakpoint that ends it, in order.
    ///
    ///     widths 320 to 1376 pt at height 1032, iPad Pro 13-inch (M4) landscapeLeft, iPadOS 18: 1 breakpoint
    ///     320 to 677.75       compact width, regular height
    ///     at 678              horizontal size class compact -> regular
    ///     678 to 1376         regular width, regular height
    public var text: String {
        let f = NumberText.format
        let other = sweep.axis == .width ? "height" : "width"
        let count = breakpoints.count == 1 ? "1 breakpoint" : "\(breakpoints.count) breakpoints"
        var lines = ["\(sweep.axis.rawValue)s \(f(sweep.span.lowerBound)) to \(f(sweep.span.upperBound)) pt at \(other) \(f(across)), \(screen): \(count)"]
        func row(_ left: String, _ right: String) -> String { left + String(repeating: " ", count: max(2, 20 - left.count)) + right }
        for (i, range) in ranges.enumerated() {
            lines.append(row("\(f(range.from)) to \(f(range.to))", range.character.summary))
            if i < breakpoints.count {
                lines.append(row("at \(f(breakpoints[i].at))", breakpoints[i].changes.joined(separator: "; ")))
            }
        }
        return lines.joined(separator: "\n") + "\n"
    }
}
