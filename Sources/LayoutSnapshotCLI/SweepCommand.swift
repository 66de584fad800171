import ArgumentParser
import Foundation
import LayoutEngine
import LayoutRenderer
import LayoutSnapshotCore

/// `layout-snapshot sweep SPEC --device iPad… --widths 320-1376`: the window sizes at which a
/// layout changes character (`LayoutSweep`, Docs/Sweeps.md), one range of sizes per line
/// between them; with --out, one picture per range; with --check, exit 1 when the breakpoints
/// differ from a file of an earlier sweep.
struct SweepCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "sweep",
        abstract: "Find the window widths (or heights) at which a layout changes: size classes, conflicts, truncated text, overlaps, views leaving the safe area.",
        discussion: "The windows are iPad windows of any size at the screen's top-left corner. Exit status 1 with --check when the sweep differs from the file.")

    @Argument(help: "The layout spec (JSON, Docs/LAYOUT-SPEC.md), or a .storyboard or .xib.")
    var spec: String

    @OptionGroup var environment: EnvironmentOptions

    @Option(help: ArgumentHelp("The window widths to sweep, in points: FROM-TO (320-1376); the height is the screen's unless --across gives it.", valueName: "from-to"))
    var widths: SweepSpan?

    @Option(help: ArgumentHelp("The window heights to sweep instead, FROM-TO; the width is the screen's unless --across gives it.", valueName: "from-to"))
    var heights: SweepSpan?

    @Option(help: ArgumentHelp("The windows' other dimension, in points (default: the screen's).", valueName: "points"))
    var across: Double?

    @Option(help: "A folder: one picture per range of sizes, <slug>-<orientation>-window-<w>x<h>.png, the range's middle in whole points.")
    var out: String?

    @Option(help: ArgumentHelp("A file holding an earlier sweep's output: exit 1, printing the lines that differ, when this sweep's is not the same.", valueName: "file"))
    var check: String?

    func run() throws {
        guard (widths == nil) != (heights == nil) else { throw CLIError("give --widths FROM-TO or --heights FROM-TO (one of them)") }
        guard environment.window == nil, environment.windows == nil else { throw CLIError("--window, --windows: a sweep makes its own windows; leave them out") }
        var sweep = LayoutSweep(widths == nil ? .height : .width, (widths ?? heights)!.range, across: across)
        sweep.step = 8
        // Never the design canvas: a sweep lays a document out in the device's windows.
        let run = try environment.run(spec: self.spec, usesDesignCanvas: false)
        let pads = run.targets.filter { $0.device.idiom == .pad }.count
        guard pads > 0 else { throw CLIError("\(self.spec): a sweep resizes the app's window, and windows of any size are an iPad's; give an iPad (--device, or --matrix ipads)") }
        if pads < run.targets.count { Console.error("sweeping the \(pads) iPad targets of \(run.targets.count); windows of any size are an iPad's") }
        if let out { try FileManager.default.createDirectory(atPath: out, withIntermediateDirectories: true) }
        var text = ""
        try LayoutEngine.reusingSolutions { () throws in
            for input in run.inputs {
                for (number, target) in run.targets.enumerated() where target.device.idiom == .pad {
                    let environment = run.environments[number]
                    let result: LayoutSweep.Result
                    do { result = try sweep.run(in: environment, compute: input.compute) } catch let error as LayoutError {
                        throw CLIError("\(self.spec): \(error)")
                    }
                    let printed = (run.inputs.count > 1 ? input.name.map { "# \($0)\n" } ?? "" : "") + result.text
                    Console.out(printed)
                    text += printed
                    Console.progress("\(target.description): \(result.breakpoints.count) breakpoint\(result.breakpoints.count == 1 ? "" : "s") from \(result.layoutsComputed) layouts", final: true)
                    if let out { try render(result, input: input, of: run.inputs.count, target: target, environment: environment, into: out) }
                }
            }
        }
        if let check { try compare(text, with: check) }
    }

    /// One picture per range, at the window that stands for it.
    private func render(_ result: LayoutSweep.Result, input: LayoutInput, of inputs: Int, target: EnvironmentOptions.Target,
                        environment: LayoutEnvironment, into out: String) throws {
        let folder = try OutputFolders.folder(out, for: input, of: inputs)
        for range in result.ranges {
            var e = environment, t = target
            (e.window, t.window) = (range.window, range.window)
            let layout: ComputedLayout
            do { layout = try input.compute(e) } catch { throw CLIError("\(self.spec): \(t.description): \(error)") }
            let png: [UInt8]
            do { png = try SnapshotFile.render(.render, layout: layout, options: RenderOptions()).png } catch {
                throw CLIError("\(out): cannot encode the PNG of \(t.description): \(error)")
            }
            try AtomicFile.write(Data(png), to: (folder as NSString).appendingPathComponent(t.fileName(extension: "png")))
        }
    }

    private func compare(_ text: String, with path: String) throws {
        let expected: String
        do { expected = try String(contentsOfFile: path, encoding: .utf8) } catch {
            throw CLIError("--check \(path): cannot read it: \(error.localizedDescription) (write one with `layout-snapshot sweep … > \(path)`)")
        }
        let difference = LayoutSweep.difference(from: expected, to: text)
        guard !difference.isEmpty else { return }
        Console.error("\(path): the sweep differs (- the file, + now):")
        for line in difference { Console.error(line) }
        throw ExitCode(1)
    }
}

/// `320-1376` (or `320...1376`): the sizes a sweep covers, in points.
struct SweepSpan: ExpressibleByArgument {
    var range: ClosedRange<Double>

    init?(argument: String) {
        let text = argument.replacingOccurrences(of: "...", with: "-")
        let parts = text.split(separator: "-", omittingEmptySubsequences: false).map { Double($0.trimmingCharacters(in: .whitespaces)) }
        guard parts.count == 2, let from = parts[0], let to = parts[1], from.isFinite, to.isFinite, from <= to else { return nil }
        range = from...to
    }
}
