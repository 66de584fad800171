import ArgumentParser
import Foundation
import LayoutEngine

/// `layout-snapshot compute SPEC`: the computed geometry of a spec, as LAYOUT-SPEC.md's JSON or
/// as a readable tree; with --matrix, one file per device, orientation and content size category.
struct ComputeCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "compute",
        abstract: "Compute a JSON layout spec or Interface Builder scenes on a device (or a matrix of devices) and print the geometry."
    )

    @Argument(help: "The layout spec (JSON, Docs/LAYOUT-SPEC.md), or a .storyboard or .xib.")
    var spec: String

    @OptionGroup var environment: EnvironmentOptions

    @Option(help: "json (Docs/LAYOUT-SPEC.md's output) or text (an indented tree).")
    var format: OutputFormat = .json

    @Option(help: "A folder: write one file per device, orientation and category, <slug>-<orientation>[-<category>].json (or .txt), instead of printing.")
    var out: String?

    func run() throws {
        let run = try environment.run(spec: self.spec)
        let targets = run.targets
        let count = targets.count * run.inputs.count

        if let out {
            do { try FileManager.default.createDirectory(atPath: out, withIntermediateDirectories: true) } catch {
                throw CLIError("\(out): cannot create the folder: \(error.localizedDescription)")
            }
        } else if count > 1, format == .json {
            throw CLIError("\(count) layouts to compute: give --out FOLDER to write one file each, or --format text")
        }
        var warnings = 0, autoLayoutIssues = 0, number = 0
        // One store of solved constraint parts for the whole matrix: what the screen does not reach is solved once.
        try LayoutEngine.reusingSolutions { () throws in
            for input in run.inputs {
                let folder = try out.map { try OutputFolders.folder($0, for: input, of: run.inputs.count) }
                for (index, target) in targets.enumerated() {
                    number += 1
                    let layout = try input.compute(run.environments[index])
                    warnings += layout.diagnostics.count
                    autoLayoutIssues += layout.diagnostics.filter(\.isAutoLayoutIssue).count
                    let text = format == .json ? GeometryJSON.string(layout) : GeometryText.string(layout)
                    if let folder {
                        let name = target.fileName(extension: format == .json ? "json" : "txt")
                        try AtomicFile.write(text, to: (folder as NSString).appendingPathComponent(name))
                        Console.progress("[\(number)/\(count)] \(input.name.map { "\($0) " } ?? "")\(target.description)")
                    } else {
                        if count > 1 { Console.out("\n") }
                        if let name = input.name, run.inputs.count > 1 { Console.out("# \(name)\n") }
                        Console.out(text)
                    }
                }
            }
        }
        if let out {
            Console.progress("computed \(count) layout\(count == 1 ? "" : "s") of \(self.spec) into \(out) (\(warnings) warning\(warnings == 1 ? "" : "s")\(autoLayoutIssues > 0 ? ", \(autoLayoutIssues) of them Auto Layout issues" : ""))", final: true)
        }
    }
}
