import ArgumentParser
import Foundation
import LayoutEngine
import LayoutRenderer
import LayoutSnapshotCore
import PNGCodec
import RasterImage

/// `layout-snapshot render SPEC --device D --orientation O --out FILE.png`: the diagram of a
/// computed layout as a PNG; with --matrix (or several orientations or content size categories),
/// one PNG per device, orientation and category in a folder.
struct RenderCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "render",
        abstract: "Render a JSON layout spec or Interface Builder scenes as diagram PNGs on a device (or a matrix of devices)."
    )

    @Argument(help: "The layout spec (JSON, Docs/LAYOUT-SPEC.md), or a .storyboard or .xib.")
    var spec: String

    @OptionGroup var environment: EnvironmentOptions

    @Option(help: "Pixels per point (default: the device's own scale, 1, 2 or 3).")
    var scale: Double?

    @Option(help: ArgumentHelp("Overlays to draw: all, none, or a comma list of \(RenderOptions.Overlay.allCases.map(\.rawValue).joined(separator: ", ")) (safeArea,margins).", valueName: "overlays"))
    var overlays: OverlaySelection = .all

    @Option(help: "Comma-separated view ids whose safe area, margins and readable guide are drawn (default: every view controller's root view).")
    var overlayViews: String?

    @Option(help: ArgumentHelp("Comma-separated view ids whose size and gaps to their nearest siblings below and to the right are drawn, in points.", valueName: "ids"))
    var measure: String?

    @Flag(help: "The screen alone, at the device's size in pixels: no caption strip beside it, no content beyond it.")
    var screenOnly = false

    @Flag(help: "No caption strip beside the screen (device, OS, insets, bars, confidence marks).")
    var noCaption = false

    @Option(help: "The PNG file to write; with --matrix, --orientation all or --content-size-categories, a folder for <slug>-<orientation>[-<category>].png files.")
    var out: String

    @Option(help: ArgumentHelp("Render only the i-th of n parts of the matrix (1 ≤ i ≤ n), as LAYOUT_SNAPSHOT_SHARD splits a test run: n machines with 1/n … n/n render every picture once.", valueName: "i/n"))
    var shard: String?

    func run() throws {
        var run = try environment.run(spec: self.spec)
        let wholeMatrix = run.targets.count
        if let shard {
            let part: Shard
            do { part = try Shard(parsing: shard, source: "--shard") } catch { throw CLIError(error.description) }
            // The spec's file name names the matrix, the same on every machine.
            let kept = part.positions(of: run.targets.count, key: (self.spec as NSString).lastPathComponent)
            run.targets = kept.map { run.targets[$0] }
            run.environments = kept.map { run.environments[$0] }
        }
        let targets = run.targets
        let options = try renderOptions()
        // A shard writes where the whole matrix would, even when its part is one picture.
        if run.inputs.count > 1, out.lowercased().hasSuffix(".png") {
            throw CLIError("\(self.spec): \(run.inputs.count) scenes to render into \(out): give --scene NAME (layout-snapshot scenes \(self.spec) lists them) or a folder for --out")
        }
        let intoFolder = wholeMatrix > 1 || run.inputs.count > 1 || out.hasSuffix("/") || isFolder(out)
        if intoFolder { try FileManager.default.createDirectory(atPath: out, withIntermediateDirectories: true) }
        let start = Date()
        let images = targets.count * run.inputs.count
        var done = 0
        // One store of solved constraint parts for the whole matrix: what the screen does not reach is solved once.
        try LayoutEngine.reusingSolutions { () throws in
            for input in run.inputs {
                let folder = intoFolder ? try OutputFolders.folder(out, for: input, of: run.inputs.count) : nil
                for (number, target) in targets.enumerated() {
                    let path = folder.map { ($0 as NSString).appendingPathComponent(target.fileName(extension: "png")) } ?? out
                    try render(input, target: target, environment: run.environments[number], options: options, to: path)
                    done += 1
                    if images > 1 {
                        Console.progress("[\(done)/\(images)] \(input.name.map { "\($0) " } ?? "")\(target.description)")
                    }
                }
            }
        }
        let seconds = Date().timeIntervalSince(start)
        Console.progress("rendered \(images) image\(images == 1 ? "" : "s") of \(self.spec) into \(out) in \(String(format: "%.1f", seconds)) s", final: true)
    }

    /// One picture: the layout in one environment, checked, drawn, sealed and written to `path`.
    private func render(_ input: LayoutInput, target: EnvironmentOptions.Target, environment: LayoutEnvironment,
                        options: RenderOptions, to path: String) throws {
        let layout = try input.compute(environment)
        // The screen's size decides whether there is a picture at all (the caption would
        // give a zero-sized screen a width).
        let screen = LayoutRenderer.pixelSize(of: layout, options: options.screenOnly)
        let size = LayoutRenderer.pixelSize(of: layout, options: options)
        guard screen.width >= 1, screen.height >= 1 else {
            throw CLIError("--scale: \(options.scale ?? 0) pixels per point makes an empty image for \(target.device.name)")
        }
        let ids = Set(layout.views.map(\.id))
        if let chosen = options.overlayViews, let unknown = chosen.sorted().first(where: { !ids.contains($0) }) {
            throw CLIError("--overlay-views: no view \"\(unknown)\" in \(self.spec)")
        }
        if let unknown = options.measuredViews?.first(where: { !ids.contains($0) }) {
            throw CLIError("--measure: no view \"\(unknown)\" in \(self.spec) on \(target.device.name); the ids are those of `compute`'s output")
        }
        // The picture leaves out what the engine warned about (a bar without geometry), and
        // shows Auto Layout's problems without their constraints: say so here as `compute`
        // does in its output.
        for line in Self.warningLines(layout, spec: self.spec, target: target.description) {
            Console.error(line)
        }
        guard size.width * size.height <= PNGLimits.default.maxPixels, size.width <= PNGLimits.default.maxWidth, size.height <= PNGLimits.default.maxHeight else {
            throw CLIError("--scale: \(size.width)×\(size.height) px for \(target.device.name) is larger than a PNG this tool reads back (\(PNGLimits.default.maxWidth)×\(PNGLimits.default.maxHeight), \(PNGLimits.default.maxPixels) pixels)")
        }
        let bytes: [UInt8]
        // Encoded as it is drawn (the same bytes as render, then encode).
        do { bytes = try SnapshotFile.render(.render, layout: layout, options: options).png } catch {
            throw CLIError("\(path): cannot encode the PNG: \(error)")
        }
        try AtomicFile.write(Data(bytes), to: path)
    }

    /// The engine's warnings for stderr, each prefixed with the spec and the target (device,
    /// orientation, and category when not large) on its first line: a conflict as UIKit logs it
    /// (the lines after the first indented), other warnings on one line
    /// (`AutoLayoutWording.lines(for:)`).
    static func warningLines(_ layout: ComputedLayout, spec: String, target: String) -> [String] {
        layout.diagnostics.flatMap { diagnostic in
            let lines = AutoLayoutWording.lines(for: diagnostic)
            return ["\(spec): \(target): \(lines[0])"] + lines.dropFirst().map { $0.isEmpty ? "" : "    \($0)" }
        }
    }

    func renderOptions() throws -> RenderOptions {
        if let scale, !(scale > 0 && scale <= 8) { throw CLIError("--scale: expected a number of pixels per point between 0 and 8, got \(scale)") }
        let views = overlayViews.map { Set($0.split(separator: ",").map(String.init)) }
        let measured = measure.map { $0.split(separator: ",").map { String($0).trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty } }
        if let measured, measured.isEmpty { throw CLIError("--measure: expected comma-separated view ids, got \"\(measure ?? "")\"") }
        let options = RenderOptions(scale: scale, overlays: overlays.overlays, overlayViews: views, showsCaption: !noCaption, measuredViews: measured)
        return screenOnly ? options.screenOnly : options
    }

    private func isFolder(_ path: String) -> Bool {
        var folder: ObjCBool = false
        return FileManager.default.fileExists(atPath: path, isDirectory: &folder) && folder.boolValue
    }
}

/// `layout-snapshot legend --out FILE.png`: the legend the README shows.
struct LegendCommand: ParsableCommand {
    static let configuration = CommandConfiguration(commandName: "legend", abstract: "Render the legend of the diagrams as a PNG.")

    @Option(help: "Pixels per legend pixel (1 to 4).")
    var scale: Int = 2

    @Option(help: "The PNG file to write.")
    var out: String

    func run() throws {
        guard (1...4).contains(scale) else { throw CLIError("--scale: expected 1 to 4, got \(scale)") }
        let bytes: [UInt8]
        do { bytes = try PNGCodec.encode(LegendRenderer.render(scale: scale)) } catch { throw CLIError("\(out): cannot encode the PNG: \(error)") }
        try AtomicFile.write(Data(bytes), to: out)
    }
}
