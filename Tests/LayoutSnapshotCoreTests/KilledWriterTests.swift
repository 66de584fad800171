import Foundation
import LayoutEngine
import SharedTestSupport
import XCTest
@testable import LayoutSnapshotCore
@testable import LayoutSnapshotReports

/// `kill -9` at random points while references are recorded and approved (issue 14): the files in
/// `__Snapshots__` are always whole, and the next process finishes or removes what a killed one
/// left (`StaleWrites`), then reports every snapshot as the files say. The test starts copies of
/// its own binary as the writers and the next run (the `LST_KILL_CHILD` branch).
final class KilledWriterTests: XCTestCase {
    /// Kills, half during recording and half during approving; `LST_KILLS` changes it.
    static let kills = Int(ProcessInfo.processInfo.environment["LST_KILLS"] ?? "") ?? 200
    static let devices = ["iPhone SE (3rd generation)", "iPhone 15 Pro"]
    /// Variant 0 has the headline at y 100, variant 1 at y 104: pairs of one are told from the other's.
    static let headlineY: [Double] = [100, 104]

    func testKillsDuringRecordingAndApprovingLoseNothing() throws {
        let environment = ProcessInfo.processInfo.environment
        if let root = environment["LST_KILL_CHILD"] {
            try Writer(package: TemporaryPackage(existing: root)).run(environment["LST_KILL_MODE"] ?? "")
            return
        }
        let package = try TemporaryPackage()
        let writer = try Writer(package: package)
        // What approving copies: each variant's actual files, as a failed run leaves them.
        var expected: [[(geometry: String, pixelHash: String)]] = []
        for variant in 0..<2 {
            var row: [(String, String)] = []
            for device in 0..<Self.devices.count {
                let actual = ActualSnapshot(layout: writer.layouts[variant][device], options: .default)
                let item = writer.item(variant: variant, device: device)
                try AtomicWrite.write(actual.referencePNG(), to: item.actual)
                try AtomicWrite.write(actual.geometry, to: item.actualGeometry!)
                row.append((actual.geometry, actual.image.pixelHashString))
            }
            expected.append(row)
        }
        let binary = try FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe")
        var random = SplitMix64(state: 14)
        var leftovers: [String: Int] = [:]
        for kill in 0..<Self.kills {
            let mode = kill % 2 == 0 ? "record" : "approve"
            let child = try Child(binary: binary, root: package.root, mode: mode)
            XCTAssertEqual(child.readLine(), "ready", "the \(mode) child did not start")
            // Recording two phones takes about 100 ms, approving them about 2 ms.
            usleep(UInt32(random.below(mode == "record" ? 120_000 : 4_000)))
            child.kill()
            XCTAssertTrue(child.process.terminationReason == .uncaughtSignal && child.process.terminationStatus == SIGKILL,
                          "the \(mode) child ended before it was killed (status \(child.process.terminationStatus))")

            // What the kill left: whole files, and perhaps temporary ones.
            let folder = package.root + "/__Snapshots__/ScreenTests"
            let names = package.snapshotFiles().map { ($0 as NSString).lastPathComponent }
            for name in names where !name.contains(".tmp-") && name.hasSuffix(".png") {
                let bytes = try XCTUnwrap(FileManager.default.contents(atPath: folder + "/" + name)).map { $0 }
                XCTAssertEqual(SnapshotSeal.status(of: bytes), .intact, "kill \(kill): \(name) torn")
            }
            for kind in Self.leftovers(names) { leftovers[kind, default: 0] += 1 }

            // The next run, a new process: it recovers the folder, then verifies variant 0.
            let next = try Child(binary: binary, root: package.root, mode: "verify")
            // A recovery that hangs fails the test instead of the suite.
            let watchdog = DispatchWorkItem { _ = Foundation.kill(next.process.processIdentifier, SIGKILL) }
            DispatchQueue.global().asyncAfter(deadline: .now() + 60, execute: watchdog)
            let verdicts = next.readToEnd()
            next.process.waitUntilExit()
            watchdog.cancel()
            XCTAssertTrue(next.process.terminationReason == .exit && next.process.terminationStatus == 0, "kill \(kill): the verify failed or hung")
            XCTAssertEqual(package.snapshotFiles().filter { $0.contains(".tmp-") }, [], "kill \(kill): temporary files left after the next run")
            for device in 0..<Self.devices.count {
                let png = FileManager.default.contents(atPath: writer.request(variant: 0, device: device, mode: .never).referencePath).map { [UInt8]($0) }
                let json = FileManager.default.contents(atPath: writer.request(variant: 0, device: device, mode: .never).geometryPath).map { [UInt8]($0) }
                let said = verdicts.first { $0.hasPrefix("\(device) ") }
                guard let json else {
                    XCTAssertNil(png, "kill \(kill): a picture without its geometry for device \(device)")
                    XCTAssertEqual(said, "\(device) failed", "kill \(kill): a missing reference")
                    continue
                }
                // Killed after a recording wrote the geometry, before the tool drew its picture.
                guard let png else {
                    XCTAssertEqual(said, "\(device) failed", "kill \(kill): a geometry without its picture fails")
                    continue
                }
                let file = try SnapshotFile(path: "reference.png", bytes: png)
                XCTAssertEqual(file.seal, .intact)
                XCTAssertEqual(file.trustedGeometryDigest, SnapshotFile.geometryDigest(json), "kill \(kill): device \(device)'s PNG and JSON come from different writes")
                let variant = try XCTUnwrap(expected.firstIndex { $0[device].geometry.utf8.elementsEqual(json) }, "kill \(kill): device \(device)'s geometry is neither variant's")
                XCTAssertEqual(file.trustedPixelHash, expected[variant][device].pixelHash, "kill \(kill): device \(device)'s pixels are not its geometry's")
                XCTAssertEqual(said, "\(device) \(variant == 0 ? "matched" : "failed")", "kill \(kill): reported wrongly")
            }
        }
        // Kills land in writes often enough that 100 of them always catch some in flight (about
        // one in three here); every state is also made by hand in StaleWritesTests.
        if Self.kills >= 100 { XCTAssertGreaterThan(leftovers.values.reduce(0, +), 0, "no kill landed during a write") }
        // What the kills caught in flight (the next run finished each "between the renames" pair).
        print("KilledWriterTests: \(Self.kills) kills; writes caught in flight: \(leftovers.sorted { $0.key < $1.key }.map { "\($0.key) \($0.value)" }.joined(separator: ", "))")
    }

    /// The writes a folder's temporary files show in flight, one word each: a pair with both halves
    /// staged ("before the renames"), a staged PNG whose JSON is renamed ("between the renames"),
    /// a lone staged JSON ("while staging"); second names (`.staged`, `.previous`) are not counted.
    static func leftovers(_ names: [String]) -> [String] {
        var kinds: [String] = []
        for name in names where !name.hasSuffix(".staged") && !name.hasSuffix(".previous") {
            guard let marker = name.range(of: ".tmp-") else { continue }
            let target = name[..<marker.lowerBound], suffix = name[marker.upperBound...]
            if target.hasSuffix(".json") {
                if !names.contains(String(target.dropLast(5)) + ".png.tmp-" + suffix) { kinds.append("while staging") }
            } else {
                kinds.append(names.contains(String(target.dropLast(4)) + ".json.tmp-" + suffix) ? "before the renames" : "between the renames")
            }
        }
        return kinds
    }

    /// What the child processes do: record or approve the two variants in turn until killed, or
    /// verify variant 0 once and print one line per device.
    struct Writer {
        let package: TemporaryPackage
        let layouts: [[ComputedLayout]]

        init(package: TemporaryPackage) throws {
            self.package = package
            layouts = try KilledWriterTests.headlineY.map { y in try KilledWriterTests.devices.map { try Screens.layout(headlineY: y, device: $0) } }
        }

        func request(variant: Int, device: Int, mode: RecordMode) -> SnapshotRequest {
            try! Screens.request(layouts[variant][device], in: package, mode: mode)
        }

        func item(variant: Int, device: Int) -> Approval.Item {
            let request = request(variant: variant, device: device, mode: .never)
            let actual = package.root + "/actuals/\(variant)/\(device)"
            return Approval.Item(reference: request.referencePath, actual: actual + ".png", geometryReference: request.geometryPath,
                                 actualGeometry: actual + ".json", test: "ScreenTests/testScreen")
        }

        func run(_ mode: String) throws {
            switch mode {
            case "record":
                say("ready")
                // Until killed; a child the parent forgot stops by itself after 30 s.
                let end = Date() + 30
                var round = 0
                while Date() < end {
                    // Each recording, then its picture drawn, as `report` would draw it.
                    for device in layouts[0].indices { _ = Screens.verify(request(variant: round % 2, device: device, mode: .all)) }
                    round += 1
                }
            case "approve":
                let items = (0..<2).map { variant in layouts[0].indices.map { item(variant: variant, device: $0) } }
                say("ready")
                let end = Date() + 30
                var round = 0
                while Date() < end {
                    _ = try Approval.approve(items[round % 2])
                    round += 1
                }
            default:
                // Recovery happens on the first read of the folder, as in any run.
                for device in layouts[0].indices {
                    say("\(device) \(Screens.verify(request(variant: 0, device: device, mode: .never), draws: false).entry.result.rawValue)")
                }
            }
        }

        private func say(_ line: String) {
            FileHandle.standardOutput.write(Data((line + "\n").utf8))
        }
    }

    /// A copy of this test binary running `Writer` in one mode.
    struct Child {
        let process = Process()
        let output = Pipe()

        init(binary: String, root: String, mode: String) throws {
            process.executableURL = URL(fileURLWithPath: binary)
            process.arguments = ["LayoutSnapshotCoreTests.KilledWriterTests/testKillsDuringRecordingAndApprovingLoseNothing"]
            var environment = ProcessInfo.processInfo.environment
            environment["LST_KILL_CHILD"] = root
            environment["LST_KILL_MODE"] = mode
            process.environment = environment
            process.standardOutput = output
            process.standardError = FileHandle(forWritingAtPath: "/dev/null")
            try process.run()
        }

        /// The child's next line of its own (XCTest's lines on the same stream are skipped).
        func readLine() -> String? {
            var line: [UInt8] = []
            while true {
                let byte = output.fileHandleForReading.readData(ofLength: 1)
                guard let b = byte.first else { return line.isEmpty ? nil : String(decoding: line, as: UTF8.self) }
                if b == UInt8(ascii: "\n") {
                    let text = String(decoding: line, as: UTF8.self)
                    if Self.isOwnLine(text) { return text }
                    line = []
                } else {
                    line.append(b)
                }
            }
        }

        func readToEnd() -> [String] {
            String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
                .split(separator: "\n").map(String.init).filter(Self.isOwnLine)
        }

        /// The writer's lines, not XCTest's ("Test Case …", "Executed …") on the same stream.
        static func isOwnLine(_ text: String) -> Bool {
            text == "ready" || text.first.map { $0.isNumber } == true && text.split(separator: " ").count == 2
        }

        func kill() {
            _ = Foundation.kill(process.processIdentifier, SIGKILL)
            process.waitUntilExit()
        }
    }
}

extension TemporaryPackage {
    /// The package a parent test made, seen from a child process.
    init(existing root: String) {
        self.root = root
        testFile = root + "/Tests/ScreenTests/ScreenTests.swift"
    }
}
