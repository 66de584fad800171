import ArgumentParser

/// `layout-snapshot`: compute UIKit layouts from JSON specs and Interface Builder documents on any device of the catalog.
public struct LayoutSnapshotCommand: ParsableCommand {
    public static let configuration = CommandConfiguration(
        commandName: "layout-snapshot",
        abstract: "Compute UIKit-style layouts (safe areas, margins, readable guides, scroll insets) on every device.",
        discussion: "Exit status: 0 done, 1 a finding (diff: different; report: a snapshot failed or was recorded; approve: nothing to accept), 2 input that cannot be used (an unknown option or value, an unreadable or invalid file), with one line on stderr.",
        subcommands: [ComputeCommand.self, RenderCommand.self, ScenesCommand.self, FidelityCommand.self, SweepCommand.self, DiffCommand.self, ReportCommand.self, ApproveCommand.self, PruneCommand.self, DevicesCommand.self, LegendCommand.self]
    )

    public init() {}

    /// argument-parser's `main()`, with every error's exit status decided by `ExitStatus`.
    public static func main() {
        do {
            var command = try parseAsRoot()
            try command.run()
        } catch {
            ExitStatus.exit(for: error)
        }
    }
}
