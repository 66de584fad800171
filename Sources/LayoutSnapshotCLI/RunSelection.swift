import ArgumentParser
import Foundation
import LayoutSnapshotCore
import LayoutSnapshotReports

/// `--artifacts DIR --run ID`: which test run's manifests `report` and `approve` read.
struct RunSelection: ParsableArguments {
    @Option(help: "The artifacts folder of the test runs (default: $LAYOUT_SNAPSHOT_ARTIFACTS, else .build/layout-snapshots).")
    var artifacts: String?

    @Option(help: "The run: an id under <artifacts>/runs, or a run folder (default: the newest run).")
    var run: String?

    @Option(parsing: .upToNextOption, help: ArgumentHelp("Read these shards' runs as one (each an artifacts folder, its newest run, or a run folder, copied from the machine that ran LAYOUT_SNAPSHOT_SHARD=i/n) instead of --artifacts/--run.", valueName: "dir"))
    var merge: [String] = []

    /// The arguments that select `folder` (the run loaded) again, for the commands the reports
    /// print: the shards as given, a run folder as given, else the artifacts folder and the run's id.
    func selectionArguments(folder: String) -> String {
        if !merge.isEmpty { return "--merge " + merge.map(shellQuoted).joined(separator: " ") }
        if let run, run.contains("/") { return "--run \(shellQuoted(run))" }
        return "--artifacts \(shellQuoted(artifactsRoot)) --run \(shellQuoted((folder as NSString).lastPathComponent))"
    }

    var artifactsRoot: String { Self.artifactsRoot(artifacts) }

    /// `--artifacts`, else `$LAYOUT_SNAPSHOT_ARTIFACTS`, else `.build/layout-snapshots`.
    static func artifactsRoot(_ given: String?) -> String {
        if let given { return given }
        if let fromEnvironment = ProcessInfo.processInfo.environment[EnvironmentKey.artifacts], !fromEnvironment.isEmpty { return fromEnvironment }
        return ".build/layout-snapshots"
    }

    /// The run folder and its manifests; with --merge, the shards' folders joined and every
    /// manifest of them, and whether every shard reported.
    func load() throws -> (folder: String, manifests: [RunManifest]) {
        try loadMerged().selection
    }

    func loadMerged() throws -> (selection: (folder: String, manifests: [RunManifest]), merged: ShardMerge.Merged?) {
        if !merge.isEmpty {
            guard artifacts == nil, run == nil else { throw CLIError("--merge reads the runs it is given: leave out --artifacts and --run") }
            let merged: ShardMerge.Merged
            do { merged = try ShardMerge.read(merge) } catch { throw CLIError(error.description) }
            return ((merged.folders.joined(separator: " + "), merged.manifests), merged)
        }
        return (try loadOne(), nil)
    }

    private func loadOne() throws -> (folder: String, manifests: [RunManifest]) {
        let folder: String
        if let run {
            var isFolder: ObjCBool = false
            if FileManager.default.fileExists(atPath: run, isDirectory: &isFolder), isFolder.boolValue {
                folder = run
            } else {
                folder = (artifactsRoot as NSString).appendingPathComponent("runs/\(run)")
            }
        } else {
            guard let newest = RunPruning.runs(artifactsRoot: artifactsRoot).first else {
                throw CLIError("\(artifactsRoot): no test runs recorded here (run the tests first, or pass --artifacts)")
            }
            folder = newest
        }
        do {
            return (folder, try Approval.manifests(runFolder: folder).map(\.manifest))
        } catch {
            throw CLIError(error.description)
        }
    }
}
