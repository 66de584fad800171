import ArgumentParser

/// `layout-snapshot`: compute UIKit layouts from JSON specs on any device of the catalog.
public struct LayoutSnapshotCommand: ParsableCommand {
    public static let configuration = CommandConfiguration(
        commandName: "layout-snapshot",
        abstract: "Compute UIKit-style layouts (safe areas, margins, readable guides, scroll insets) on every device.",
        subcommands: [ComputeCommand.self, RenderCommand.self, DiffCommand.self, ReportCommand.self, ApproveCommand.self, PruneCommand.self, DevicesCommand.self, LegendCommand.self]
    )

    public init() {}
}
