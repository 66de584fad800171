import Foundation
import ImageDiff
import LayoutEngine
import StrictJSON

/// The manifest one test process writes: `<artifacts>/runs/<run id>/manifest-<pid>.json`. Each
/// process of a run (`swift test --parallel` starts several) writes its own file, rewritten
/// atomically after every assertion, so no two processes ever write the same file and a crash
/// leaves the entries so far.
package struct RunManifest: Sendable {
    package static let version = 1
    package var runID: String
    package var pid: Int32
    package var startedAt: String
    /// The part of the matrix this process checked (`LAYOUT_SNAPSHOT_SHARD`, "i/n"); nil for all.
    package var shard: String?
    package var snapshots: [ManifestEntry]

    package init(runID: String, pid: Int32, startedAt: String, shard: String? = nil, snapshots: [ManifestEntry]) {
        self.runID = runID; self.pid = pid; self.startedAt = startedAt; self.shard = shard; self.snapshots = snapshots
    }

    /// Reads a manifest; an error names the JSON path and the value.
    package static func decode(_ bytes: [UInt8], file: String = "manifest") throws(SpecError) -> RunManifest {
        let json: JSONValue
        do { json = try JSONParser.parse(bytes) } catch {
            throw SpecError(file: file, path: error.path, message: error.message, line: error.line, column: error.column)
        }
        let root = try JSONNode(json, file: file).object()
        let version = try root.required("version").integer()
        guard version == Self.version else { throw try root.required("version").error("manifest version \(version) is not \(Self.version)") }
        return RunManifest(
            runID: try root.required("runID").string(), pid: Int32(clamping: try root.required("pid").integer()),
            startedAt: try root.required("startedAt").string(),
            shard: try root.optional("shard")?.string(),
            snapshots: try root.required("snapshots").array().map { node throws(SpecError) in try ManifestEntry(json: node) })
    }

    /// The manifest as JSON: one entry a line (compact) or indented (`pretty`).
    package func encoded(pretty: Bool = false) -> String {
        if pretty {
            return JSONWriter.write(.object(JSONObject([
                .init(key: "pid", value: .number(Double(pid))), .init(key: "runID", value: .string(runID)),
                .init(key: "startedAt", value: .string(startedAt)), .init(key: "version", value: .number(Double(Self.version))),
            ] + (shard.map { [.init(key: "shard", value: .string($0))] } ?? []) + [
                .init(key: "snapshots", value: .array(snapshots.map(\.json))),
            ])), pretty: true)
        }
        return Self.compact(pid: pid, runID: runID, startedAt: startedAt, shard: shard, entries: snapshots.map { JSONWriter.write($0.json, pretty: false) })
    }

    /// The compact form from entries already written: a long run rewrites its manifest after every
    /// assertion without writing its whole history again.
    static func compact(pid: Int32, runID: String, startedAt: String, shard: String?, entries: [String]) -> String {
        "{\"pid\":\(pid),\"runID\":\(JSONWriter.quoted(runID)),\"startedAt\":\(JSONWriter.quoted(startedAt)),\"version\":\(version),"
            + (shard.map { "\"shard\":\(JSONWriter.quoted($0))," } ?? "") + "\"snapshots\":[\n"
            + entries.joined(separator: ",\n") + "\n]}\n"
    }
}

/// The run this process belongs to, and its manifest.
package final class RunRecorder: @unchecked Sendable {
    package let runID: String
    private let lock = NSLock()
    private var encodedEntries: [String: [String]] = [:]
    /// Runs kept under `<artifacts>/runs` (`LAYOUT_SNAPSHOT_KEEP_RUNS`, default `RunPruning.defaultKeep`).
    private let keepRuns: Int
    private let startedAt: String
    /// The shard each manifest's process checks, as the assertions resolved it.
    private var shards: [String: String] = [:]

    package static let shared = RunRecorder(environment: ProcessInfo.processInfo.environment)

    init(environment: [String: String]) {
        runID = Self.runID(environment)
        keepRuns = RunPruning.keep(environment)
        let formatter = ISO8601DateFormatter()
        startedAt = formatter.string(from: Date())
    }

    /// `LAYOUT_SNAPSHOT_RUN_ID`, else the parent process (the `swift test` that started this
    /// test process and its parallel siblings) with its start time, so pids reused later make a
    /// different run.
    static func runID(_ environment: [String: String]) -> String {
        if let id = environment[EnvironmentKey.runID], !id.isEmpty { return SnapshotNaming.sanitize(id) }
        let parent = getppid()
        if let stat = try? String(contentsOfFile: "/proc/\(parent)/stat", encoding: .utf8),
           let close = stat.lastIndex(of: ")") {
            // Field 22 (starttime) counts from the field after the command name's ")".
            let fields = stat[stat.index(after: close)...].split(separator: " ")
            if fields.count > 19 { return "\(parent)-\(fields[19])" }
        }
        return "\(parent)"
    }

    package func runFolder(artifactsRoot: String) -> String {
        (artifactsRoot as NSString).appendingPathComponent("runs/\(runID)")
    }

    package func manifestPath(artifactsRoot: String) -> String {
        (runFolder(artifactsRoot: artifactsRoot) as NSString).appendingPathComponent("manifest-\(getpid()).json")
    }

    /// Adds entries and rewrites this process's manifest. `shard`: the part of the matrix the
    /// assertion checked (`LAYOUT_SNAPSHOT_SHARD`), recorded in the manifest; with it the
    /// manifest is written even with no entries, so a shard that checked nothing still says it ran. Each entry is encoded once; a rewrite
    /// joins the encoded entries, so a long run does not re-encode its whole history each time.
    /// The first manifest of a run prunes the oldest runs (`RunPruning`). Returns why the manifest
    /// could not be written, if it could not.
    @discardableResult
    package func record(_ entries: [ManifestEntry], artifactsRoot: String, shard: Shard? = nil) -> String? {
        guard !entries.isEmpty || shard != nil else { return nil }
        let path = manifestPath(artifactsRoot: artifactsRoot)
        lock.lock()
        defer { lock.unlock() }
        if encodedEntries[path] == nil {
            RunPruning.prune(artifactsRoot: artifactsRoot, keeping: keepRuns, except: runID)
        }
        encodedEntries[path, default: []] += entries.map { JSONWriter.write($0.json, pretty: false) }
        if let shard { shards[path] = shard.description }
        let text = RunManifest.compact(pid: getpid(), runID: runID, startedAt: startedAt, shard: shards[path], entries: encodedEntries[path]!)
        do { try AtomicWrite.write(text, to: path) } catch { return error.description }
        return nil
    }
}
