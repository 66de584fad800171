import ArgumentParser
import LayoutSnapshotCore

/// `layout-snapshot prune [--keep N]`: removes old test runs' artifacts. A test run keeps the
/// newest `LAYOUT_SNAPSHOT_KEEP_RUNS` (default 10) by itself; this does it on demand.
struct PruneCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "prune",
        abstract: "Remove all but the newest test runs' artifacts and manifests under <artifacts>/runs.",
        discussion: "Only run folders this package made (they hold a manifest-*.json) are removed; nothing under __Snapshots__."
    )

    @Option(help: "The artifacts folder of the test runs (default: $LAYOUT_SNAPSHOT_ARTIFACTS, else .build/layout-snapshots).")
    var artifacts: String?

    @Option(help: "How many of the newest runs to keep (0 removes them all).")
    var keep: Int = 0

    func run() throws {
        guard keep >= 0 else { throw CLIError("--keep: expected 0 or more runs, got \(keep)") }
        let root = RunSelection.artifactsRoot(artifacts)
        let runs = Approval.runs(artifactsRoot: root)
        // `RunPruning` keeps at least one when given a count; --keep 0 means every run goes.
        let removed = keep == 0 ? runs.filter { RunPruning.remove($0) } : RunPruning.prune(artifactsRoot: root, keeping: keep)
        for folder in removed { Console.out("removed \(folder)\n") }
        Console.error("kept \(runs.count - removed.count) of \(runs.count) run\(runs.count == 1 ? "" : "s") in \(root)/runs")
    }
}
