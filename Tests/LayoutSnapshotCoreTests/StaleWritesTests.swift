import Foundation
import LayoutEngine
import Testing
@testable import LayoutSnapshotCore

/// What the next run does with each state a killed writer can leave (`StaleWrites`), made by hand
/// so every state is tested on every run (the kill test meets them only by chance).
@Suite("stale writes of killed processes")
struct StaleWritesTests {
    /// A reference folder with variant `y` recorded, and the files of each variant.
    struct Folder {
        let package: TemporaryPackage
        let folder: String
        let png: String
        let json: String

        init(recorded y: Double) throws {
            package = try TemporaryPackage()
            let request = try Screens.request(try Screens.layout(headlineY: y), in: package, mode: .all)
            _ = Screens.verify(request)
            folder = request.location.referenceFolder
            png = request.referencePath
            json = request.geometryPath
        }

        /// The PNG and JSON bytes of the layout with the headline at `y`.
        static func pair(_ y: Double) throws -> (png: [UInt8], json: [UInt8]) {
            let actual = ActualSnapshot(layout: try Screens.layout(headlineY: y), options: .default)
            return (try actual.referencePNG(), Array(actual.geometry.utf8))
        }

        func put(_ bytes: [UInt8], _ name: String) throws {
            try Data(bytes).write(to: URL(fileURLWithPath: folder + "/" + name))
        }

        func bytes(_ path: String) -> [UInt8]? { FileManager.default.contents(atPath: path).map { [UInt8]($0) } }
        var names: [String] { ((try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []).sorted() }
        var pngName: String { (png as NSString).lastPathComponent }
        var jsonName: String { (json as NSString).lastPathComponent }

        func recover() -> [StaleWrites.Action] {
            FolderLock.withLock(folder, exclusive: true) { StaleWrites.recover(folder) }
        }
    }

    /// The pid of a process that has ended (and been reaped).
    static func deadPID() throws -> Int32 {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/true")
        try process.run()
        process.waitUntilExit()
        return process.processIdentifier
    }

    /// A gone process's suffix: its pid, a token that is not this process's, a count.
    static func suffix(_ pid: Int32, _ n: Int) -> String { "\(pid)-00c0ffee-\(n)" }

    @Test("killed before either rename: the staged halves and second names go, the old pair stands")
    func beforeTheRenames() throws {
        let folder = try Folder(recorded: 100)
        let old = (folder.bytes(folder.png), folder.bytes(folder.json))
        let new = try Folder.pair(104), s = Self.suffix(try Self.deadPID(), 7)
        try folder.put(new.json, "\(folder.jsonName).tmp-\(s)")
        try folder.put(new.json, "\(folder.jsonName).tmp-\(s).staged")
        try folder.put(new.png, "\(folder.pngName).tmp-\(s)")
        #expect(folder.recover().count == 3)
        #expect(folder.names == [folder.jsonName, folder.pngName])
        #expect(folder.bytes(folder.png) == old.0 && folder.bytes(folder.json) == old.1)
    }

    /// The JSON in place is the killed write's: the same file as its `.staged` name.
    func renameJSON(_ folder: Folder, _ json: [UInt8], suffix s: String) throws {
        let marker = "\(folder.folder)/\(folder.jsonName).tmp-\(s).staged"
        try folder.put(json, "\(folder.jsonName).tmp-\(s).staged")
        #expect(link(folder.json, marker + ".previous-tmp") == 0)
        #expect(rename(marker + ".previous-tmp", "\(folder.folder)/\(folder.jsonName).tmp-\(s).previous") == 0)
        #expect(unlink(folder.json) == 0 && link(marker, folder.json) == 0)
    }

    @Test("killed between the renames: the staged PNG finishes the pair, and the next verify matches the new layout")
    func betweenTheRenames() throws {
        let folder = try Folder(recorded: 100)
        let new = try Folder.pair(104), s = Self.suffix(try Self.deadPID(), 3)
        try renameJSON(folder, new.json, suffix: s)
        try folder.put(new.png, "\(folder.pngName).tmp-\(s)")
        #expect(folder.recover().contains(.finished(target: folder.png)))
        #expect(folder.names == [folder.jsonName, folder.pngName])
        #expect(folder.bytes(folder.png) == new.png && folder.bytes(folder.json) == new.json)
        let check = Screens.verify(try Screens.request(try Screens.layout(headlineY: 104), in: folder.package, mode: .never))
        #expect(check.passed, "\(check.message ?? "")")
    }

    @Test("killed between the renames with a staged PNG that is not whole: the old JSON goes back, the old pair stands")
    func undoneWhenThePNGIsNotWhole() throws {
        let folder = try Folder(recorded: 100)
        let old = (folder.bytes(folder.png), folder.bytes(folder.json))
        let new = try Folder.pair(104), s = Self.suffix(try Self.deadPID(), 4)
        try renameJSON(folder, new.json, suffix: s)
        try folder.put(Array(new.png.prefix(new.png.count / 2)), "\(folder.pngName).tmp-\(s)")
        #expect(folder.recover().contains(.undone(target: folder.json)))
        #expect(folder.names == [folder.jsonName, folder.pngName])
        #expect(folder.bytes(folder.png) == old.0 && folder.bytes(folder.json) == old.1)
    }

    @Test("a killed write whose JSON was replaced since by a newer recording, even with the same bytes, goes; the newer pair stands")
    func newerRecordingWins() throws {
        let folder = try Folder(recorded: 100)
        let stale = try Folder.pair(104), newerPNG = try Folder.pair(108).png, s = Self.suffix(try Self.deadPID(), 5)
        try renameJSON(folder, stale.json, suffix: s)
        try folder.put(stale.png, "\(folder.pngName).tmp-\(s)")
        // The newer recording: its own files, its JSON byte for byte the stale one's.
        #expect(unlink(folder.json) == 0)
        try folder.put(stale.json, folder.jsonName)
        try folder.put(newerPNG, folder.pngName)
        let actions = folder.recover()
        #expect(!actions.contains { if case .finished = $0 { true } else if case .undone = $0 { true } else { false } }, "\(actions)")
        #expect(folder.names == [folder.jsonName, folder.pngName])
        #expect(folder.bytes(folder.png) == newerPNG && folder.bytes(folder.json) == stale.json)
    }

    @Test("a lone staged JSON and other files' temporaries of gone processes go")
    func otherLeftovers() throws {
        let folder = try Folder(recorded: 100)
        let new = try Folder.pair(104), pid = try Self.deadPID()
        try folder.put(new.json, "\(folder.jsonName).tmp-\(Self.suffix(pid, 6))")
        try folder.put(Array("{\"snap".utf8), "manifest-1.json.tmp-\(Self.suffix(pid, 8))")
        try folder.put(new.png, "other.actual.png.tmp-\(Self.suffix(pid, 9))")
        #expect(folder.recover().count == 3)
        #expect(folder.names == [folder.jsonName, folder.pngName])
    }

    @Test("files of this process and of live ones, and names that only look alike, are left alone; this pid with another token is an earlier process's")
    func liveWritersUntouched() throws {
        let folder = try Folder(recorded: 100)
        let sleeper = Process()
        sleeper.executableURL = URL(fileURLWithPath: "/bin/sleep")
        sleeper.arguments = ["30"]
        try sleeper.run()
        defer { kill(sleeper.processIdentifier, SIGKILL); sleeper.waitUntilExit() }
        let new = try Folder.pair(104)
        let kept = ["\(folder.pngName).tmp-\(getpid())-\(AtomicWrite.processToken)-1", "\(folder.pngName).tmp-\(sleeper.processIdentifier)-00ab-2",
                    "notes.tmp-abc", "x.tmp-12-ab", "y.tmp--ab-3", "z.tmp-12-xyz-3"]
        for name in kept { try folder.put(new.png, name) }
        let earlier = "\(folder.pngName).tmp-\(getpid())-00c0ffee-4"
        try folder.put(new.png, earlier)
        #expect(folder.recover() == [.removed(folder.folder + "/" + earlier)])
        #expect(Set(folder.names) == Set(kept + [folder.jsonName, folder.pngName]))
    }

    @Test("the first verify of a folder in a process recovers it")
    func verifyRecovers() throws {
        let new = try Folder.pair(104), s = Self.suffix(try Self.deadPID(), 9)
        // A package this process has not read yet, left as a writer killed between the renames leaves it.
        let other = try TemporaryPackage()
        let request = try Screens.request(try Screens.layout(headlineY: 100), in: other, mode: .never)
        let folder = request.location.referenceFolder
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        let marker = request.geometryPath + ".tmp-\(s).staged"
        try Data(new.json).write(to: URL(fileURLWithPath: marker))
        #expect(link(marker, request.geometryPath) == 0)
        try Data(new.png).write(to: URL(fileURLWithPath: request.referencePath + ".tmp-\(s)"))
        let check = Screens.verify(try Screens.request(try Screens.layout(headlineY: 104), in: other, mode: .never))
        #expect(check.passed, "\(check.message ?? "")")
        #expect(other.snapshotFiles().allSatisfy { !$0.contains(".tmp-") })
    }
}
