import Foundation
import LayoutEngine
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Finishes or removes what a killed process left of its writes in a folder (issue 14).
///
/// Every write stages a temporary file `<target>.tmp-<pid>-<n>` and renames it over the target
/// (`AtomicWrite`); a pair stages the JSON and the PNG with one suffix and renames the JSON first
/// (`AtomicWrite.writePair`). A process killed (`kill -9`, a CI timeout) part way leaves
/// temporary files whose process is gone. The first time a process reads or writes a folder,
/// under the folder's exclusive lock, each of them is dealt with by what it says of the write:
///
/// - a PNG whose JSON half is still staged: the writer died before either rename; both go, and
///   the old pair stands;
/// - a PNG whose JSON half is gone: the writer died between the renames, so the JSON in place is
///   the new one; the PNG is renamed into place when it is whole (sealed) and records that
///   JSON's digest (`SnapshotFile.Key.geometry`), finishing the pair; otherwise (a newer
///   recording replaced the JSON since) it goes;
/// - anything else (a lone JSON, a manifest, an artifact, a `.previous` link): it goes.
///
/// Files of live processes (another test process writing now) and of this process are left
/// alone; a process is taken for gone when `kill(pid, 0)` says there is no such process. (Two
/// machines or containers writing one folder over a shared file system each see the other's
/// processes as gone: keep such writers on separate folders, as shards do.)
package enum StaleWrites {
    /// Folders this process has already recovered: once each is enough, since no later
    /// temporary file of a gone process can appear.
    private static let recovered = Locked<Set<String>>([])

    /// `recover(_:)` the first time this process meets `folder`; a no-op afterwards.
    package static func recoverOnce(_ folder: String) {
        guard recovered.withLock({ $0.insert(folder).inserted }) else { return }
        FolderLock.withLock(folder, exclusive: true) { _ = recover(folder) }
    }

    /// What recovery did to one temporary file.
    package enum Action: Equatable, Sendable {
        /// Renamed over its target: the second half of a pair.
        case finished(target: String)
        case removed(String)
    }

    /// Deals with every temporary file of a gone process in `folder` (not below it). The caller
    /// holds the folder's exclusive lock.
    package static func recover(_ folder: String) -> [Action] {
        guard let names = try? FileManager.default.contentsOfDirectory(atPath: folder) else { return [] }
        let present = Set(names)
        var actions: [Action] = []
        for name in names.sorted() {
            guard let stale = StaleFile(name), stale.pid != getpid(), !isAlive(stale.pid) else { continue }
            let path = folder + "/" + name
            if !stale.isPreviousLink, stale.target.hasSuffix(".png") {
                let json = String(stale.target.dropLast(4)) + ".json"
                let jsonPath = folder + "/" + json
                if !present.contains("\(json).tmp-\(stale.suffix)"), finishes(path, jsonPath: jsonPath),
                   rename(path, folder + "/" + stale.target) == 0 {
                    actions.append(.finished(target: folder + "/" + stale.target))
                    continue
                }
            }
            if unlink(path) == 0 { actions.append(.removed(path)) }
        }
        return actions
    }

    /// Whether the staged PNG at `path` is whole and records the digest of the JSON now at
    /// `jsonPath`.
    private static func finishes(_ path: String, jsonPath: String) -> Bool {
        guard let png = try? FileBytes.read(path), let json = try? FileBytes.read(jsonPath),
              let file = try? SnapshotFile(path: path, bytes: png), let digest = file.trustedGeometryDigest else { return false }
        return digest == SnapshotFile.geometryDigest(json)
    }

    private static func isAlive(_ pid: pid_t) -> Bool {
        kill(pid, 0) == 0 || errno == EPERM
    }

    /// `<target>.tmp-<pid>-<n>` or `<target>.tmp-<pid>-<n>.previous`, as `AtomicWrite` names them.
    private struct StaleFile {
        var target: String
        var pid: pid_t
        var suffix: String
        var isPreviousLink: Bool

        init?(_ name: String) {
            guard let marker = name.range(of: ".tmp-", options: .backwards) else { return nil }
            var rest = name[marker.upperBound...]
            isPreviousLink = rest.hasSuffix(".previous")
            if isPreviousLink { rest = rest.dropLast(".previous".count) }
            let parts = rest.split(separator: "-", omittingEmptySubsequences: false)
            guard parts.count == 2, let pid = pid_t(parts[0]), pid > 0, parts[1].allSatisfy(\.isNumber), !parts[1].isEmpty else { return nil }
            target = String(name[..<marker.lowerBound])
            self.pid = pid
            suffix = String(rest)
        }
    }
}
