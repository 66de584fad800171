import Foundation
import LayoutSnapshotCore

/// The runs of several CI machines, each of which checked one shard of the matrix
/// (`LAYOUT_SNAPSHOT_SHARD=i/n`), read as one run: `report --merge`, `approve --merge`,
/// `prune --references --merge`.
///
/// Each folder given is one machine's artifacts folder (its newest run is taken) or one run
/// folder, copied from the machine that wrote it, so the paths its manifests record are that
/// machine's: an artifact (under `runs/<run id>/`) is found again under the folder given, and a
/// reference under the working directory (the checkout), by the longest end of its path whose
/// folder exists here. Reading is linear in the manifests' size.
package enum ShardMerge {
    package struct Merged: Sendable {
        package var manifests: [RunManifest]
        /// The run folders read, in the order given.
        package var folders: [String]
        /// "3 shards of 3", or why the set is incomplete; nil when no manifest names a shard.
        package var shards: String?
        /// True when every shard 1…n reported (or none was sharded).
        package var complete: Bool
        package var missing: [String]
    }

    package static func read(_ folders: [String], workingDirectory: String = FileManager.default.currentDirectoryPath) throws(Approval.Problem) -> Merged {
        var manifests: [RunManifest] = []
        var runFolders: [String] = []
        for given in folders {
            let hasManifest = ((try? FileManager.default.contentsOfDirectory(atPath: given)) ?? []).contains { $0.hasPrefix("manifest-") && $0.hasSuffix(".json") }
            let folder: String
            if hasManifest {
                folder = given
            } else if let newest = RunPruning.runs(artifactsRoot: given).first {
                folder = newest
            } else {
                throw Approval.Problem(description: "\(given): neither a run folder (manifest-*.json) nor an artifacts folder with runs/")
            }
            runFolders.append(folder)
            for (_, manifest) in try Approval.manifests(runFolder: folder) {
                var m = manifest
                m.snapshots = m.snapshots.map { rebased($0, runID: manifest.runID, runFolder: folder, workingDirectory: workingDirectory) }
                manifests.append(m)
            }
        }
        // Shards: every manifest names one of the same n, and 1…n all report.
        let named = manifests.compactMap(\.shard)
        guard !named.isEmpty else { return Merged(manifests: manifests, folders: runFolders, shards: nil, complete: true, missing: []) }
        var parts: [Shard] = []
        for text in Set(named) {
            do { parts.append(try Shard(parsing: text, source: "shard")) } catch { throw Approval.Problem(description: "a manifest names shard \"\(text)\": \(error)") }
        }
        let counts = Set(parts.map(\.count))
        if counts.count > 1 || named.count < manifests.count {
            let kinds = counts.sorted().map { "of \($0)" }.joined(separator: ", ") + (named.count < manifests.count ? ", and unsharded" : "")
            throw Approval.Problem(description: "the runs given were split differently (shards \(kinds)): merge the shards of one run")
        }
        let n = counts.first!
        let seen = Set(parts.map(\.index))
        let missing = (1...n).filter { !seen.contains($0) }.map { "\($0)/\(n)" }
        return Merged(manifests: manifests, folders: runFolders, shards: "\(seen.count) shard\(seen.count == 1 ? "" : "s") of \(n)",
                      complete: missing.isEmpty, missing: missing)
    }

    /// An entry's paths as they are here.
    static func rebased(_ entry: ManifestEntry, runID: String, runFolder: String, workingDirectory: String) -> ManifestEntry {
        var e = entry
        func artifact(_ path: String?) -> String? {
            guard let path, !FileManager.default.fileExists(atPath: path), let range = path.range(of: "/runs/\(runID)/") else { return path }
            return (runFolder as NSString).appendingPathComponent(String(path[range.upperBound...]))
        }
        if var a = e.artifacts {
            a.reference = artifact(a.reference)
            a.actual = artifact(a.actual)
            a.diff = artifact(a.diff)
            a.review = artifact(a.review)
            a.referenceGeometry = artifact(a.referenceGeometry)
            a.actualGeometry = artifact(a.actualGeometry)
            a.renderInput = artifact(a.renderInput)
            e.artifacts = a
        }
        e.reference = checkoutPath(e.reference, workingDirectory: workingDirectory)
        e.geometryReference = checkoutPath(e.geometryReference, workingDirectory: workingDirectory)
        return e
    }

    /// A path from another machine's checkout, here: itself when its folder exists; else the
    /// longest end of it (two parts at least, so never a bare file name in the working directory)
    /// whose folder exists under `workingDirectory`, or that starts at a `__Snapshots__` folder
    /// that exists there (a test file's first references, recorded on the other machine); else
    /// itself.
    package static func checkoutPath(_ path: String, workingDirectory: String) -> String {
        let fm = FileManager.default
        guard !path.isEmpty, path.hasPrefix("/"), !fm.fileExists(atPath: (path as NSString).deletingLastPathComponent) else { return path }
        let parts = path.split(separator: "/").map(String.init)
        func isFolder(_ p: String) -> Bool {
            var folder: ObjCBool = false
            return fm.fileExists(atPath: p, isDirectory: &folder) && folder.boolValue
        }
        for start in 1..<max(1, parts.count - 1) {
            let end = parts[start...]
            let candidate = (workingDirectory as NSString).appendingPathComponent(end.joined(separator: "/"))
            if isFolder((candidate as NSString).deletingLastPathComponent) { return candidate }
            if let snapshots = end.firstIndex(of: "__Snapshots__"),
               isFolder((workingDirectory as NSString).appendingPathComponent(parts[start...snapshots].joined(separator: "/"))) {
                return candidate
            }
        }
        return path
    }
}
