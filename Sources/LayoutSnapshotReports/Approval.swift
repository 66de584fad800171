import Foundation
import LayoutSnapshotCore

/// Turns a run's failures into references: copies each failed snapshot's actual PNG and geometry
/// (written by the run under `<artifacts>/runs/<run id>/`, the PNG drawn here when the run left
/// it to the tool) over its reference. The explicit
/// command for accepting a change (`layout-snapshot approve`); a test run never does this itself
/// except in record modes.
package enum Approval {
    package struct Problem: Error, CustomStringConvertible, Sendable {
        package var description: String
    }

    package struct Item: Sendable, Hashable {
        package var reference: String
        package var actual: String
        package var geometryReference: String
        package var actualGeometry: String?
        package var test: String
        /// The manifest's entry, to draw the actual picture from when the run left it to the
        /// tool (`PictureDrawing`).
        package var entry: ManifestEntry? = nil
    }

    /// Every manifest of a run, merged: entries in the order the processes wrote them.
    package static func manifests(runFolder: String) throws(Problem) -> [(path: String, manifest: RunManifest)] {
        guard let names = try? FileManager.default.contentsOfDirectory(atPath: runFolder) else {
            throw Problem(description: "\(runFolder): no such run folder")
        }
        var result: [(String, RunManifest)] = []
        for name in names.sorted() where name.hasPrefix("manifest-") && name.hasSuffix(".json") {
            let path = (runFolder as NSString).appendingPathComponent(name)
            guard let data = FileManager.default.contents(atPath: path) else { throw Problem(description: "\(path): cannot be read") }
            do { result.append((path, try RunManifest.decode([UInt8](data), file: path))) } catch {
                throw Problem(description: "not a run manifest: \(error)")
            }
        }
        if result.isEmpty { throw Problem(description: "\(runFolder): no manifest-*.json files") }
        return result
    }

    /// The failures that can be accepted, one per reference: the last check of a reference in a
    /// process decides (a later match cancels an earlier failure). `filters` narrow them; each
    /// must name a reference exactly: its path, its file name, its test (`<TestFile>/<test>`, as
    /// written in the test or as the manifest spells it) or its test file (`<TestFile>`). No
    /// filter: every failure. A filter that names no checked reference is an error, so a typo
    /// never approves only part of what was meant.
    package static func candidates(in manifests: [RunManifest], filters: [String]) throws(Problem) -> [Item] {
        var byReference: [String: Item] = [:]
        var order: [String] = []
        var unused = Set(filters)
        for manifest in manifests {
            for entry in manifest.snapshots where !entry.reference.isEmpty {
                let path = absolute(entry.reference)
                let names: Set<String> = [path, (path as NSString).lastPathComponent, entry.test, String(entry.test.split(separator: "/").first ?? "")]
                let matching = filters.filter { names.contains($0) || names.contains(absolute($0)) || names.contains(testName($0)) }
                guard filters.isEmpty || !matching.isEmpty else { continue }
                unused.subtract(matching)
                guard entry.isApprovable, let actual = entry.artifacts?.actual else {
                    byReference[path] = nil
                    continue
                }
                if !order.contains(path) { order.append(path) }
                byReference[path] = Item(reference: entry.reference, actual: actual, geometryReference: entry.geometryReference,
                                         actualGeometry: entry.artifacts?.actualGeometry, test: entry.test, entry: entry)
            }
        }
        if !unused.isEmpty {
            throw Problem(description: "no snapshot of the run is named \(unused.sorted().map { "\"\($0)\"" }.joined(separator: ", ")) (a reference path or file name, <TestFile>/<test> or <TestFile>)")
        }
        return order.compactMap { byReference[$0] }
    }

    /// `ScreenTests/layout(on:)` as the manifest spells it: `ScreenTests/layout_on`.
    private static func testName(_ filter: String) -> String {
        filter.split(separator: "/", omittingEmptySubsequences: false).map { SnapshotNaming.sanitize(String($0)) }.joined(separator: "/")
    }

    private static func absolute(_ path: String) -> String {
        let full = path.hasPrefix("/") ? path : (FileManager.default.currentDirectoryPath as NSString).appendingPathComponent(path)
        return (full as NSString).standardizingPath
    }

    /// Copies the actual files over the references (each pair atomically). Returns what was
    /// written; a failure part way says what had been written before it.
    package static func approve(_ items: [Item]) throws(Problem) -> [String] {
        var written: [String] = []
        func stop(_ why: String) -> Problem {
            Problem(description: why + (written.isEmpty ? "; nothing was written" : "; written before this: \(written.joined(separator: ", "))"))
        }
        // The actual pictures the run left to the tool, drawn first (all or nothing is written).
        let drawing = PictureDrawing.drawMissing(items.compactMap(\.entry), actualsOnly: true)
        if let problem = drawing.problems.first { throw stop(problem) }
        for item in items {
            guard let png = FileManager.default.contents(atPath: item.actual) else {
                throw stop("\(item.actual): the actual image is gone (was the artifacts folder cleaned?)")
            }
            guard let geometry = item.actualGeometry, let json = FileManager.default.contents(atPath: geometry) else {
                throw stop("\(item.actualGeometry ?? item.actual): the actual geometry is gone")
            }
            do {
                try AtomicWrite.writePair(png: [UInt8](png), to: item.reference, json: [UInt8](json), to: item.geometryReference)
            } catch {
                throw stop(error.description)
            }
            written += [item.geometryReference, item.reference]
        }
        return written
    }
}
