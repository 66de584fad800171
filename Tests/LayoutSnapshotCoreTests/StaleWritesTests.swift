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

    @Test("killed before either rename: both staged halves go, the old pair stands")
    func beforeTheRenames() throws {
        let folder = try Folder(recorded: 100)
        let old = (folder.bytes(folder.png), folder.bytes(folder.json))
        let new = try Folder.pair(104), pid = try Self.deadPID()
        try folder.put(new.json, "\(folder.jsonName).tmp-\(pid)-7")
        try folder.put(new.png, "\(folder.pngName).tmp-\(pid)-7")
        #expect(folder.recover().count == 2)
        #expect(folder.names == [folder.jsonName, folder.pngName])
        #expect(folder.bytes(folder.png) == old.0 && folder.bytes(folder.json) == old.1)
    }

    @Test("killed between the renames: the staged PNG finishes the pair, and the next verify matches the new layout")
    func betweenTheRenames() throws {
        let folder = try Folder(recorded: 100)
        let new = try Folder.pair(104), pid = try Self.deadPID()
        try folder.put(new.json, folder.jsonName)
        try folder.put(new.png, "\(folder.pngName).tmp-\(pid)-3")
        try folder.put(new.json, "\(folder.jsonName).tmp-\(pid)-3.previous")  // the old JSON's second name
        let actions = folder.recover()
        #expect(actions.contains(.finished(target: folder.png)))
        #expect(folder.names == [folder.jsonName, folder.pngName])
        #expect(folder.bytes(folder.png) == new.png)
        let check = Screens.verify(try Screens.request(try Screens.layout(headlineY: 104), in: folder.package, mode: .never))
        #expect(check.passed, "\(check.message ?? "")")
    }

    @Test("a staged PNG whose JSON was replaced since by a newer recording goes; the newer pair stands")
    func newerRecordingWins() throws {
        let folder = try Folder(recorded: 100)
        let stale = try Folder.pair(104), newer = try Folder.pair(108), pid = try Self.deadPID()
        try folder.put(newer.json, folder.jsonName)
        try folder.put(newer.png, folder.pngName)
        try folder.put(stale.png, "\(folder.pngName).tmp-\(pid)-4")
        #expect(folder.recover() == [.removed(folder.folder + "/\(folder.pngName).tmp-\(pid)-4")])
        #expect(folder.bytes(folder.png) == newer.png)
    }

    @Test("a cut-off staged PNG, a lone staged JSON and other files' temporaries of gone processes go")
    func otherLeftovers() throws {
        let folder = try Folder(recorded: 100)
        let new = try Folder.pair(104), pid = try Self.deadPID()
        try folder.put(Array(new.png.prefix(100)), "\(folder.pngName).tmp-\(pid)-5")
        try folder.put(new.json, "\(folder.jsonName).tmp-\(pid)-6")
        try folder.put(Array("{\"snap".utf8), "manifest-1.json.tmp-\(pid)-8")
        #expect(folder.recover().count == 3)
        #expect(folder.names == [folder.jsonName, folder.pngName])
    }

    @Test("files of this process and of live ones, and names that only look alike, are left alone")
    func liveWritersUntouched() throws {
        let folder = try Folder(recorded: 100)
        let sleeper = Process()
        sleeper.executableURL = URL(fileURLWithPath: "/bin/sleep")
        sleeper.arguments = ["30"]
        try sleeper.run()
        defer { kill(sleeper.processIdentifier, SIGKILL); sleeper.waitUntilExit() }
        let new = try Folder.pair(104)
        let kept = ["\(folder.pngName).tmp-\(getpid())-1", "\(folder.pngName).tmp-\(sleeper.processIdentifier)-2",
                    "notes.tmp-abc", "x.tmp-12", "y.tmp--3"]
        for name in kept { try folder.put(new.png, name) }
        #expect(folder.recover() == [])
        #expect(Set(folder.names) == Set(kept + [folder.jsonName, folder.pngName]))
    }

    @Test("the first verify of a folder in a process recovers it")
    func verifyRecovers() throws {
        let new = try Folder.pair(104), pid = try Self.deadPID()
        // A package this process has not read yet, left as a writer killed between the renames leaves it.
        let other = try TemporaryPackage()
        let request = try Screens.request(try Screens.layout(headlineY: 100), in: other, mode: .never)
        try FileManager.default.createDirectory(atPath: request.location.referenceFolder, withIntermediateDirectories: true)
        try Data(new.json).write(to: URL(fileURLWithPath: request.geometryPath))
        try Data(new.png).write(to: URL(fileURLWithPath: request.referencePath + ".tmp-\(pid)-9"))
        let check = Screens.verify(try Screens.request(try Screens.layout(headlineY: 104), in: other, mode: .never))
        #expect(check.passed, "\(check.message ?? "")")
        #expect(other.snapshotFiles().allSatisfy { !$0.contains(".tmp-") })
    }
}
