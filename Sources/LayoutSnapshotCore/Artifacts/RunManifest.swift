import Foundation
import ImageDiff

/// One snapshot checked in a run, as the manifest lists it (DESIGN.md, "Snapshot files").
public struct ManifestEntry: Codable, Sendable, Hashable {
    public enum Result: String, Codable, Sendable {
        case matched, recorded, failed
    }

    public struct Artifacts: Codable, Sendable, Hashable {
        public var reference: String?
        public var actual: String?
        public var diff: String?
        public var referenceGeometry: String?
        public var actualGeometry: String?
    }

    /// `<TestFile>/<test name>`.
    public var test: String
    public var file: String
    public var line: Int
    public var device: String
    public var slug: String
    public var orientation: String
    public var name: String?
    public var result: Result
    /// What decided the result: `missing`, `pixels`, `geometry`, `pixels+geometry`, `corrupt`,
    /// `recordAll`, or for a match how it was verified: `renderInputs` (no render needed),
    /// `pixelHash` (render, no decode), `pixels` (decoded and equal), `tolerance`.
    public var detail: String
    public var recordMode: RecordMode
    public var recordModeSource: RecordModeSource
    /// The reference PNG and its geometry JSON.
    public var reference: String
    public var geometryReference: String
    /// True when this check wrote the reference files.
    public var wroteReference: Bool
    public var referenceSeal: ReferenceSeal.Status?
    public var differentPixels: Int?
    public var ratio: Double?
    public var maxColorDistance: Double?
    public var boxes: [PixelRect]?
    public var geometryChanges: [String]?
    public var artifacts: Artifacts?
    public var message: String?

    public init(
        test: String, file: String, line: Int, device: String, slug: String, orientation: String, name: String?,
        result: Result, detail: String, recordMode: RecordMode, recordModeSource: RecordModeSource,
        reference: String, geometryReference: String, wroteReference: Bool, message: String? = nil
    ) {
        self.test = test; self.file = file; self.line = line
        self.device = device; self.slug = slug; self.orientation = orientation; self.name = name
        self.result = result; self.detail = detail; self.recordMode = recordMode; self.recordModeSource = recordModeSource
        self.reference = reference; self.geometryReference = geometryReference; self.wroteReference = wroteReference
        self.message = message
    }
}

/// The manifest one test process writes: `<artifacts>/runs/<run id>/manifest-<pid>.json`. Each
/// process of a run (`swift test --parallel` starts several) writes its own file, rewritten
/// atomically after every assertion, so no two processes ever write the same file and a crash
/// leaves the entries so far.
public struct RunManifest: Codable, Sendable {
    public var version = 1
    public var runID: String
    public var pid: Int32
    public var startedAt: String
    public var snapshots: [ManifestEntry]

    public init(runID: String, pid: Int32, startedAt: String, snapshots: [ManifestEntry]) {
        self.runID = runID; self.pid = pid; self.startedAt = startedAt; self.snapshots = snapshots
    }

    public static func decode(_ bytes: [UInt8]) throws -> RunManifest {
        let decoder = JSONDecoder()
        decoder.nonConformingFloatDecodingStrategy = .convertFromString(positiveInfinity: "inf", negativeInfinity: "-inf", nan: "nan")
        return try decoder.decode(RunManifest.self, from: Data(bytes))
    }

    /// The encoder of manifests: keys sorted, slashes kept, and a number that is not finite
    /// written as a string rather than failing the whole file.
    public static func encoder(pretty: Bool = false) -> JSONEncoder {
        let encoder = JSONEncoder()
        encoder.outputFormatting = pretty ? [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes] : [.sortedKeys, .withoutEscapingSlashes]
        encoder.nonConformingFloatEncodingStrategy = .convertToString(positiveInfinity: "inf", negativeInfinity: "-inf", nan: "nan")
        return encoder
    }
}

/// The run this process belongs to, and its manifest.
public final class RunRecorder: @unchecked Sendable {
    public let runID: String
    private let lock = NSLock()
    private var encodedEntries: [String: [[UInt8]]] = [:]
    private let startedAt: String

    public static let shared = RunRecorder(environment: ProcessInfo.processInfo.environment)

    init(environment: [String: String]) {
        runID = Self.runID(environment)
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

    public func runFolder(artifactsRoot: String) -> String {
        (artifactsRoot as NSString).appendingPathComponent("runs/\(runID)")
    }

    public func manifestPath(artifactsRoot: String) -> String {
        (runFolder(artifactsRoot: artifactsRoot) as NSString).appendingPathComponent("manifest-\(getpid()).json")
    }

    /// Adds entries and rewrites this process's manifest. Each entry is encoded once; a rewrite
    /// joins the encoded entries, so a long run does not re-encode its whole history each time.
    /// Returns why the manifest could not be written, if it could not.
    @discardableResult
    public func record(_ entries: [ManifestEntry], artifactsRoot: String) -> String? {
        guard !entries.isEmpty else { return nil }
        let path = manifestPath(artifactsRoot: artifactsRoot)
        let encoder = RunManifest.encoder()
        var encoded: [[UInt8]] = []
        for entry in entries {
            do { encoded.append(Array(try encoder.encode(entry))) } catch { return "\(path): an entry cannot be encoded (\(error))" }
        }
        lock.lock()
        defer { lock.unlock() }
        encodedEntries[path, default: []] += encoded
        var bytes = Array("{\"pid\":\(getpid()),\"runID\":".utf8)
        bytes += (try? encoder.encode(runID)).map(Array.init) ?? Array("\"\"".utf8)
        bytes += Array(",\"startedAt\":\"\(startedAt)\",\"version\":1,\"snapshots\":[\n".utf8)
        for (i, entry) in encodedEntries[path]!.enumerated() {
            if i > 0 { bytes += Array(",\n".utf8) }
            bytes += entry
        }
        bytes += Array("\n]}\n".utf8)
        do { try AtomicWrite.write(bytes, to: path) } catch { return error.description }
        return nil
    }
}
