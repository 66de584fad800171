import ArgumentParser
import Foundation
import LayoutSnapshotCore

/// `--artifacts DIR --run ID`: which test run's manifests `report` and `approve` read.
struct RunSelection: ParsableArguments {
    @Option(help: "The artifacts folder of the test runs (default: $LAYOUT_SNAPSHOT_ARTIFACTS, else .build/layout-snapshots).")
    var artifacts: String?

    @Option(help: "The run: an id under <artifacts>/runs, or a run folder (default: the newest run).")
    var run: String?

    var artifactsRoot: String { Self.artifactsRoot(artifacts) }

    /// `--artifacts`, else `$LAYOUT_SNAPSHOT_ARTIFACTS`, else `.build/layout-snapshots`.
    static func artifactsRoot(_ given: String?) -> String {
        if let given { return given }
        if let fromEnvironment = ProcessInfo.processInfo.environment[EnvironmentKey.artifacts], !fromEnvironment.isEmpty { return fromEnvironment }
        return ".build/layout-snapshots"
    }

    /// The run folder and its manifests.
    func load() throws -> (folder: String, manifests: [RunManifest]) {
        let folder: String
        if let run {
            var isFolder: ObjCBool = false
            if FileManager.default.fileExists(atPath: run, isDirectory: &isFolder), isFolder.boolValue {
                folder = run
            } else {
                folder = (artifactsRoot as NSString).appendingPathComponent("runs/\(run)")
            }
        } else {
            guard let newest = Approval.runs(artifactsRoot: artifactsRoot).first else {
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
