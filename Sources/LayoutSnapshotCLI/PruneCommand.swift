import ArgumentParser
import Foundation
import LayoutSnapshotCore

/// `layout-snapshot prune [--keep N | --all]`: removes old test runs' artifacts. A test run keeps
/// the newest `LAYOUT_SNAPSHOT_KEEP_RUNS` (default 10) by itself; this does it on demand, with the
/// same count and the same meaning of 0 (keep all).
struct PruneCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "prune",
        abstract: "Remove all but the newest test runs' artifacts and manifests under <artifacts>/runs.",
        discussion: "Only run folders this package made (they hold a manifest-*.json) are removed; nothing under __Snapshots__."
    )

    @Option(help: "The artifacts folder of the test runs (default: $LAYOUT_SNAPSHOT_ARTIFACTS, else .build/layout-snapshots).")
    var artifacts: String?

    @Option(help: "How many of the newest runs to keep, as LAYOUT_SNAPSHOT_KEEP_RUNS counts them (0 keeps all; default: that variable, else 10).")
    var keep: Int?

    @Flag(help: "Remove every run, a test run still going included.")
    var all = false

    func run() throws {
        let root = RunSelection.artifactsRoot(artifacts)
        let count: Int
        if let keep {
            guard keep >= 0 else { throw CLIError("--keep: expected 0 (keep all) or more runs, got \(keep)") }
            count = keep
        } else {
            do { count = try RunPruning.resolveKeep(ProcessInfo.processInfo.environment) } catch { throw CLIError(error.description) }
        }
        let runs = Approval.runs(artifactsRoot: root)
        let removed = all ? runs.filter { RunPruning.remove($0) } : RunPruning.prune(artifactsRoot: root, keeping: count)
        for folder in removed { Console.out("removed \(folder)\n") }
        Console.error("kept \(runs.count - removed.count) of \(runs.count) run\(runs.count == 1 ? "" : "s") in \(root)/runs")
    }
}
