import ArgumentParser
import Foundation
import LayoutSnapshotCore
import LayoutSnapshotReports

/// `layout-snapshot prune [--keep N | --all]`: removes old test runs' artifacts. A test run keeps
/// the newest `LAYOUT_SNAPSHOT_KEEP_RUNS` (default 10) by itself; this does it on demand, with the
/// same count and the same meaning of 0 (keep all).
///
/// `layout-snapshot prune --references [--delete]`: lists the references under `__Snapshots__`
/// that no assertion of the last complete run touched (`UnusedReferences`), and removes them
/// only with `--delete`.
struct PruneCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "prune",
        abstract: "Remove all but the newest test runs' artifacts and manifests under <artifacts>/runs.",
        discussion: """
            Only run folders this package made (they hold a manifest-*.json) are removed; nothing under __Snapshots__. \
            With --references: list the references no assertion of the run touched (the run must be complete: every shard, \
            given with --merge, and the whole suite rather than a filtered part); --delete removes them.
            """
    )

    @OptionGroup var selection: RunSelection

    @Flag(help: "List the references, in the folders the run wrote references into, that the run did not touch, instead of pruning runs.")
    var references = false

    @Flag(help: "With --references: delete what is listed.")
    var delete = false

    @Option(help: "How many of the newest runs to keep, as LAYOUT_SNAPSHOT_KEEP_RUNS counts them (0 keeps all; default: that variable, else 10).")
    var keep: Int?

    @Flag(help: "Remove every run, a test run still going included.")
    var all = false

    func run() throws {
        if references { return try pruneReferences() }
        guard !delete else { throw CLIError("--delete goes with --references") }
        guard selection.run == nil, selection.merge.isEmpty else { throw CLIError("--run and --merge go with --references (runs are pruned by age)") }
        let root = selection.artifactsRoot
        let count: Int
        if let keep {
            guard keep >= 0 else { throw CLIError("--keep: expected 0 (keep all) or more runs, got \(keep)") }
            count = keep
        } else {
            do { count = try RunPruning.resolveKeep(ProcessInfo.processInfo.environment) } catch { throw CLIError(error.description) }
        }
        let runs = RunPruning.runs(artifactsRoot: root)
        let removed = all ? runs.filter { RunPruning.remove($0) } : RunPruning.prune(artifactsRoot: root, keeping: count)
        for folder in removed { Console.out("removed \(folder)\n") }
        Console.error("kept \(runs.count - removed.count) of \(runs.count) run\(runs.count == 1 ? "" : "s") in \(root)/runs")
    }

    private func pruneReferences() throws {
        let ((folder, manifests), merged) = try selection.loadMerged()
        if merged == nil, let shard = manifests.compactMap(\.shard).first {
            throw CLIError("\(folder) is shard \(shard) of a run: pass every shard's folder with --merge to know what the run touched")
        }
        if let merged, !merged.complete {
            throw CLIError("the merged run is incomplete (\(merged.shards ?? "")): missing shard \(merged.missing.joined(separator: ", "))")
        }
        // An assertion that failed before naming its reference (its settings, its layout) may have
        // references the run could not see: deleting would lose them.
        let unnamed = manifests.flatMap(\.snapshots).filter { $0.reference.isEmpty }
        if delete, let first = unnamed.first {
            throw CLIError("\(unnamed.count) check\(unnamed.count == 1 ? "" : "s") of \(folder) failed before naming a reference (first: \(first.test), \(first.detail.rawValue)): fix and run the suite again before deleting")
        }
        let unused = UnusedReferences.find(manifests: manifests)
        for path in unused {
            if delete {
                do { try FileManager.default.removeItem(atPath: path) } catch { throw CLIError("\(path): cannot be deleted (\(error.localizedDescription))") }
                Console.out("deleted \(path)\n")
            } else {
                Console.out("\(path)\n")
            }
        }
        let checked = manifests.reduce(0) { $0 + $1.snapshots.count }
        Console.error("\(unused.count) file\(unused.count == 1 ? "" : "s") under __Snapshots__ not touched by the \(checked) snapshot checks of \(folder)"
                      + (delete || unused.isEmpty ? "" : " (listed; --delete removes them)"))
    }
}
