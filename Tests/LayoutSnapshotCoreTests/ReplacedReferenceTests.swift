import Locking
import Foundation
import LayoutEngine
import Synchronization
import Testing
@testable import LayoutSnapshotCore
#if canImport(Glibc)
import Glibc
#endif

/// A reference replaced while a run verifies it (issue 14): another tool rewriting the files in
/// place, not atomically (as `cp` does), so a verify may read half a file.
@Suite("a reference replaced during a run")
struct ReplacedReferenceTests {
    /// Writes `bytes` over `path` in place: truncated, then two halves with a pause between.
    static func overwrite(_ path: String, _ bytes: [UInt8]) {
        let fd = open(path, O_WRONLY | O_TRUNC | O_CREAT, 0o644)
        guard fd >= 0 else { return }
        bytes.withUnsafeBytes { raw in
            let half = raw.count / 2
            _ = write(fd, raw.baseAddress!, half)
            usleep(50)
            _ = write(fd, raw.baseAddress! + half, raw.count - half)
        }
        close(fd)
    }

    @Test("each verify matches, fails saying what changed, or names the unreadable file; none writes; the last bytes written stay")
    func replacedWhileVerifying() throws {
        let package = try TemporaryPackage()
        let request = try Screens.request(try Screens.layout(headlineY: 100), in: package, mode: .never)
        _ = Screens.verify(try Screens.request(try Screens.layout(headlineY: 100), in: package, mode: .all))
        let pairs = try [100.0, 104].map { y in
            let actual = ActualSnapshot(layout: try Screens.layout(headlineY: y), options: .default)
            return (png: try actual.referencePNG(), json: Array(actual.geometry.utf8))
        }
        let stop = Atomic<Bool>(false)
        let lastWritten = Locked<Int>(0)
        let (png, json) = (request.referencePath, request.geometryPath)
        let writer = Thread {
            var round = 0
            while !stop.load(ordering: .acquiring) {
                round += 1
                let pair = pairs[round % 2]
                Self.overwrite(png, pair.png)
                Self.overwrite(json, pair.json)
                lastWritten.withLock { $0 = round % 2 }
            }
        }
        writer.start()
        var seen: [String: Int] = [:]
        for _ in 0..<300 {
            let check = Screens.verify(request)
            let detail = check.entry.result == .matched ? "matched" : check.entry.detail.rawValue
            seen[detail, default: 0] += 1
            #expect(check.entry.wroteReference != true && check.outcome.wrote.isEmpty, "a verify in mode never wrote")
            // Each failure says what it is: an unreadable file by its path, a change by what changed.
            let message = check.message ?? ""
            switch detail {
            case "matched": break
            case "corrupt", "unreadable": #expect(message.contains(request.referencePath), "\(detail): \(message)")
            case "pixels": #expect(message.contains("pixels differ"), "\(detail): \(message)")
            case "geometry", "pixels+geometry":
                #expect(message.contains("views[headline]") || message.contains("the geometry reference \(request.geometryPath) is not valid JSON"), "\(detail): \(message)")
            default: Issue.record("unexpected result \(detail): \(message)")
            }
        }
        stop.store(true, ordering: .releasing)
        while !writer.isFinished { usleep(1000) }
        let last = pairs[lastWritten.withLock { $0 }]
        #expect(FileManager.default.contents(atPath: png).map { [UInt8]($0) } == last.png)
        #expect(FileManager.default.contents(atPath: json).map { [UInt8]($0) } == last.json)
        #expect(package.snapshotFiles().allSatisfy { !$0.contains(".tmp-") })
        #expect((seen["matched"] ?? 0) > 0, "\(seen)")
        print("ReplacedReferenceTests: 300 verifies while the reference was rewritten in place: \(seen.sorted { $0.key < $1.key })")
    }
}
