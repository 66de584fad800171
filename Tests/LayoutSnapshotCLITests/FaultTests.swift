import Foundation
import Testing
@testable import LayoutSnapshotCore

/// Writes that cannot complete (issue 14): a file-size limit, a full disk, a read-only
/// `__Snapshots__`, and a run manifest cut short. Each is one clear failure naming the path, and
/// the references are as they were, with no temporary file beside them.
@Suite("faults: a full disk, a read-only folder, a truncated manifest", .serialized)
struct FaultTests {
    /// Every file in the reference's folder, with its bytes.
    static func files(beside request: SnapshotRequest) -> [String: Data] {
        let folder = request.location.referenceFolder
        var files: [String: Data] = [:]
        for name in (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? [] {
            files[name] = FileManager.default.contents(atPath: folder + "/" + name)
        }
        return files
    }

    /// `layout-snapshot approve` run through `wrapper` (prlimit, setpriv), with its output.
    static func approve(_ artifacts: String, through wrapper: [String]) throws -> CLI.Result {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: wrapper[0])
        process.arguments = Array(wrapper.dropFirst()) + [CLI.executable.path, "approve", "--artifacts", artifacts]
        let out = Pipe(), err = Pipe()
        process.standardOutput = out
        process.standardError = err
        try process.run()
        let stdout = out.fileHandleForReading.readDataToEndOfFile()
        let stderr = err.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return CLI.Result(status: process.terminationStatus, stdout: String(decoding: stdout, as: UTF8.self), stderr: String(decoding: stderr, as: UTF8.self))
    }

    /// The refusal names one of the pair's files and says why; nothing in the folder changed.
    static func expectRefused(_ result: CLI.Result, _ request: SnapshotRequest, before: [String: Data], reason: String,
                              sourceLocation: SourceLocation = #_sourceLocation) {
        #expect(result.status == 2, "\(result.stderr)", sourceLocation: sourceLocation)
        #expect(result.stderr.contains(request.geometryPath) || result.stderr.contains(request.referencePath), "\(result.stderr)", sourceLocation: sourceLocation)
        #expect(result.stderr.contains(reason) && result.stderr.contains("nothing was written"), "\(result.stderr)", sourceLocation: sourceLocation)
        #expect(files(beside: request) == before, "the references changed or a temporary file was left", sourceLocation: sourceLocation)
    }

    @Test("a file-size limit (RLIMIT_FSIZE): approve fails naming the file, the references stay whole",
          .disabled(if: ProcessInfo.processInfo.environment["LST_SANITIZER"] == "thread",
                    "ThreadSanitizer's runtime dies of SIGBUS under a 1 KB file-size limit before the command starts"))
    func fileSizeLimit() throws {
        let (_, artifacts, request) = try ApproveReportTests.failedRun()
        let before = Self.files(beside: request)
        // 1 KB: less than the geometry JSON, the first file staged.
        Self.expectRefused(try Self.approve(artifacts, through: ["/usr/bin/prlimit", "--fsize=1024"]), request, before: before, reason: "File too large")
        #expect(try CLI.run(["approve", "--artifacts", artifacts]).status == 0)
    }

    /// Mounting needs privileges a CI container may lack; then the file-size limit above stands in.
    static let canMount: Bool = {
        let probe = CLI.scratch.appendingPathComponent("mount-probe-\(UUID().uuidString)").path
        try? FileManager.default.createDirectory(atPath: probe, withIntermediateDirectories: true)
        guard run("/bin/mount", "-t", "tmpfs", "-o", "size=64k", "tmpfs", probe) == 0 else { return false }
        return run("/bin/umount", probe) == 0
    }()

    @discardableResult
    static func run(_ command: String, _ arguments: String...) -> Int32 {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: command)
        process.arguments = arguments
        process.standardOutput = FileHandle(forWritingAtPath: "/dev/null")
        process.standardError = FileHandle(forWritingAtPath: "/dev/null")
        guard (try? process.run()) != nil else { return -1 }
        process.waitUntilExit()
        return process.terminationStatus
    }

    @Test("a full disk (a small tmpfs filled up): approve fails naming the file, the references stay whole",
          .enabled(if: FaultTests.canMount, "mounting a tmpfs needs CAP_SYS_ADMIN"))
    func fullDisk() throws {
        let disk = CLI.scratch.appendingPathComponent("full-disk-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: disk, withIntermediateDirectories: true)
        try #require(Self.run("/bin/mount", "-t", "tmpfs", "-o", "size=2m", "tmpfs", disk) == 0)
        defer { Self.run("/bin/umount", "-l", disk) }
        let (_, artifacts, request) = try ApproveReportTests.failedRun(in: disk)
        let before = Self.files(beside: request)
        // Fill what is left; dd stops at ENOSPC.
        Self.run("/bin/dd", "if=/dev/zero", "of=\(disk)/filler", "bs=4k")
        Self.expectRefused(try CLI.run(["approve", "--artifacts", artifacts]), request, before: before, reason: "No space left on device")
        try FileManager.default.removeItem(atPath: disk + "/filler")
        #expect(try CLI.run(["approve", "--artifacts", artifacts]).status == 0)
    }

    @Test("a read-only __Snapshots__: approve fails naming the file, the references stay whole")
    func readOnlyReferences() throws {
        let (_, artifacts, request) = try ApproveReportTests.failedRun()
        let folder = request.location.referenceFolder
        let before = Self.files(beside: request)
        for name in before.keys { try FileManager.default.setAttributes([.posixPermissions: 0o444], ofItemAtPath: folder + "/" + name) }
        try FileManager.default.setAttributes([.posixPermissions: 0o555], ofItemAtPath: folder)
        defer { try? FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: folder) }
        // Root writes anywhere: run the command as nobody then.
        let wrapper = getuid() == 0 ? ["/usr/bin/setpriv", "--reuid=65534", "--regid=65534", "--clear-groups", "--"] : ["/usr/bin/env"]
        Self.expectRefused(try Self.approve(artifacts, through: wrapper), request, before: before, reason: "Permission denied")
    }

    @Test("a manifest cut short (a shard killed as it wrote, a copy interrupted): report and approve name it and stop")
    func truncatedManifest() throws {
        let (_, artifacts, request) = try ApproveReportTests.failedRun()
        let runs = artifacts + "/runs/r1"
        let name = try #require(try FileManager.default.contentsOfDirectory(atPath: runs).first { $0.hasPrefix("manifest-") })
        let manifest = runs + "/" + name
        let bytes = try #require(FileManager.default.contents(atPath: manifest))
        try bytes.prefix(bytes.count / 2).write(to: URL(fileURLWithPath: manifest))
        let before = Self.files(beside: request)
        for arguments in [["report", "--artifacts", artifacts], ["approve", "--artifacts", artifacts, "--run", "r1"], ["report", "--merge", runs]] {
            let result = try CLI.run(arguments)
            #expect(result.status == 2, "\(arguments): \(result.stderr)")
            #expect(result.stderr.contains(manifest) && result.stderr.contains("before the end of the file"), "\(arguments): \(result.stderr)")
        }
        #expect(Self.files(beside: request) == before)
    }
}
