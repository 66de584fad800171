import Foundation
import LayoutEngine
import Locking
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Finishes, undoes or removes what a killed process left of its writes in a folder (issue 14).
///
/// Every write stages a temporary file `<target>.tmp-<pid>-<token>-<n>` and renames it over the
/// target (`AtomicWrite`); a pair stages its JSON and PNG with one suffix, names the staged JSON a
/// second time (`.staged`) and the old JSON too (`.previous`), and renames the JSON first
/// (`AtomicWrite.writePair`). A process killed (`kill -9`, a CI timeout) part way leaves some of
/// these files behind. The first time a process reads or writes a folder, under the folder's
/// exclusive lock, each write of a process that is gone is dealt with by what its files show:
///
/// - its staged JSON is still there: it died before either rename; its files go, and the old
///   pair stands;
/// - the JSON in place is its JSON (the same file as its `.staged` name): it died between the
///   renames (or just after them). A staged PNG that is whole (sealed) and records that JSON's
///   digest is renamed into place, finishing the pair; otherwise the old JSON is put back (or
///   the new one removed when there was none), so the old pair stands;
/// - the JSON in place is not its (a newer recording replaced it since, even with the same
///   bytes): its files go, and the newer pair stands;
/// - anything else of a gone process (a manifest, an artifact, a single file): it goes.
///
/// Files of live processes (another test process writing now) and of this process are left
/// alone; a process is taken for gone when its token is not this process's and `kill(pid, 0)`
/// says there is no such process. (Two machines or containers writing one folder over a shared
/// file system each see the other's processes as gone: keep such writers on separate folders,
/// as shards do. A pid taken since by an unrelated live process keeps that write's files until
/// it ends.)
package enum StaleWrites {
    /// Folders this process has recovered: once each is enough, since no later temporary file of
    /// a gone process can appear.
    private static let recovered = Locked<Set<String>>([])

    /// `recover(_:)` the first time this process meets `folder`; a no-op afterwards. A folder is
    /// marked only once recovered, so another thread meeting it meanwhile recovers it too (after
    /// the lock; nothing is left by then) rather than reading it half recovered.
    package static func recoverOnce(_ folder: String) {
        guard !recovered.withLock({ $0.contains(folder) }) else { return }
        FolderLock.withLock(folder, exclusive: true) { _ = recover(folder) }
        recovered.withLock { _ = $0.insert(folder) }
    }

    /// What recovery did with one write of a gone process.
    package enum Action: Equatable, Sendable {
        /// The staged PNG renamed over its target: the pair finished.
        case finished(target: String)
        /// The old JSON put back (or the new one removed): the old pair stands.
        case undone(target: String)
        case removed(String)
    }

    /// Deals with every write of a gone process in `folder` (not below it). The caller holds the
    /// folder's exclusive lock.
    package static func recover(_ folder: String) -> [Action] {
        guard let names = try? FileManager.default.contentsOfDirectory(atPath: folder) else { return [] }
        var writes: [String: [StaleFile]] = [:]
        for name in names {
            // This pid with another token is an earlier process's: this process has the pid now.
            guard let file = StaleFile(name), !file.isOurs, file.pid == getpid() || !isAlive(file.pid) else { continue }
            writes[file.stem + "\u{0}" + file.suffix, default: []].append(file)
        }
        var actions: [Action] = []
        for key in writes.keys.sorted() {
            let files = writes[key]!
            func path(_ file: StaleFile) -> String { folder + "/" + file.name }
            let staged = { (kind: StaleFile.Kind, ext: String) in files.first { $0.kind == kind && $0.target.hasSuffix(ext) } }
            let json = staged(.staged, ".json"), png = staged(.staged, ".png")
            let marker = staged(.marker, ".json"), previous = staged(.previous, ".json")
            if json == nil, let marker, sameFile(path(marker), folder + "/" + marker.target) {
                let jsonPath = folder + "/" + marker.target
                if let png, finishes(path(png), jsonPath: jsonPath), rename(path(png), folder + "/" + png.target) == 0 {
                    actions.append(.finished(target: folder + "/" + png.target))
                } else if png != nil {
                    if let previous { rename(path(previous), jsonPath) } else { unlink(jsonPath) }
                    actions.append(.undone(target: jsonPath))
                }
            }
            for file in files where FileManager.default.fileExists(atPath: path(file)) {
                if unlink(path(file)) == 0 { actions.append(.removed(path(file))) }
            }
        }
        return actions
    }

    /// Whether the staged PNG at `path` is whole and records the digest of the JSON at `jsonPath`.
    private static func finishes(_ path: String, jsonPath: String) -> Bool {
        guard let png = try? FileBytes.read(path), let json = try? FileBytes.read(jsonPath),
              let file = try? SnapshotFile(path: path, bytes: png), let digest = file.trustedGeometryDigest else { return false }
        return digest == SnapshotFile.geometryDigest(json)
    }

    /// Whether two paths name one file (one inode on one device).
    private static func sameFile(_ a: String, _ b: String) -> Bool {
        var x = stat(), y = stat()
        guard stat(a, &x) == 0, stat(b, &y) == 0 else { return false }
        return x.st_ino == y.st_ino && x.st_dev == y.st_dev
    }

    private static func isAlive(_ pid: pid_t) -> Bool {
        kill(pid, 0) == 0 || errno == EPERM
    }

    /// `<target>.tmp-<pid>-<token>-<n>`, with `.staged` or `.previous` after it for a pair's
    /// second names, as `AtomicWrite` writes them.
    struct StaleFile {
        enum Kind { case staged, marker, previous }
        var name: String
        var target: String
        var kind: Kind
        var pid: pid_t
        var token: Substring
        var suffix: String

        /// The target without its extension: a pair's JSON and PNG share it.
        var stem: String { (target as NSString).deletingPathExtension }
        var isOurs: Bool { pid == getpid() && token == AtomicWrite.processToken }

        init?(_ name: String) {
            guard let marker = name.range(of: ".tmp-", options: .backwards) else { return nil }
            var rest = name[marker.upperBound...]
            if rest.hasSuffix(".staged") {
                kind = .marker
                rest = rest.dropLast(".staged".count)
            } else if rest.hasSuffix(".previous") {
                kind = .previous
                rest = rest.dropLast(".previous".count)
            } else {
                kind = .staged
            }
            let parts = rest.split(separator: "-", omittingEmptySubsequences: false)
            guard parts.count == 3, let pid = pid_t(parts[0]), pid > 0, !parts[1].isEmpty, parts[1].allSatisfy(\.isHexDigit),
                  !parts[2].isEmpty, parts[2].allSatisfy(\.isNumber) else { return nil }
            self.name = name
            target = String(name[..<marker.lowerBound])
            self.pid = pid
            token = parts[1]
            suffix = String(rest)
        }
    }
}
