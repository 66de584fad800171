import Foundation

/// Turns a run's failures into references: copies each failed snapshot's actual PNG and geometry
/// (written by the run under `<artifacts>/runs/<run id>/`) over its reference. The explicit
/// command for accepting a change (`layout-snapshot approve`); a test run never does this itself
/// except in record modes.
public enum Approval {
    public struct Problem: Error, CustomStringConvertible, Sendable {
        public var description: String
    }

    public struct Item: Sendable, Hashable {
        public var reference: String
        public var actual: String
        public var geometryReference: String
        public var actualGeometry: String?
        public var test: String
    }

    /// The run folders under `<artifacts>/runs`, newest first (by their manifests' times).
    public static func runs(artifactsRoot: String) -> [String] {
        let root = (artifactsRoot as NSString).appendingPathComponent("runs")
        guard let names = try? FileManager.default.contentsOfDirectory(atPath: root) else { return [] }
        let folders = names.map { (root as NSString).appendingPathComponent($0) }
        var dated: [(folder: String, time: Date)] = []
        for folder in folders {
            let files = (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []
            var newest: Date?
            for file in files where file.hasPrefix("manifest-") {
                let path = (folder as NSString).appendingPathComponent(file)
                if let date = (try? FileManager.default.attributesOfItem(atPath: path))?[.modificationDate] as? Date {
                    newest = max(newest ?? date, date)
                }
            }
            if let newest { dated.append((folder, newest)) }
        }
        dated.sort { $0.time != $1.time ? $0.time > $1.time : $0.folder > $1.folder }
        return dated.map(\.folder)
    }

    /// Every manifest of a run, merged: entries in the order the processes wrote them.
    public static func manifests(runFolder: String) throws(Problem) -> [(path: String, manifest: RunManifest)] {
        guard let names = try? FileManager.default.contentsOfDirectory(atPath: runFolder) else {
            throw Problem(description: "\(runFolder): no such run folder")
        }
        var result: [(String, RunManifest)] = []
        for name in names.sorted() where name.hasPrefix("manifest-") && name.hasSuffix(".json") {
            let path = (runFolder as NSString).appendingPathComponent(name)
            guard let data = FileManager.default.contents(atPath: path) else { throw Problem(description: "\(path): cannot be read") }
            do { result.append((path, try RunManifest.decode([UInt8](data)))) } catch {
                throw Problem(description: "\(path): not a run manifest (\(error))")
            }
        }
        if result.isEmpty { throw Problem(description: "\(runFolder): no manifest-*.json files") }
        return result
    }

    /// The failures that can be accepted, one per reference (the last check of it wins), narrowed
    /// to those whose reference path or test name contains one of `filters` (all when empty).
    public static func candidates(in manifests: [RunManifest], filters: [String]) -> [Item] {
        var byReference: [String: Item] = [:]
        var order: [String] = []
        for manifest in manifests {
            for entry in manifest.snapshots {
                guard entry.result == .failed, !entry.wroteReference, let actual = entry.artifacts?.actual else { continue }
                let standardized = (entry.reference as NSString).standardizingPath
                guard filters.isEmpty || filters.contains(where: { f in
                    let path = f.hasPrefix("/") ? (f as NSString).standardizingPath : f
                    return standardized == path || standardized.contains(path) || entry.test.contains(f)
                }) else { continue }
                if byReference[standardized] == nil { order.append(standardized) }
                byReference[standardized] = Item(reference: entry.reference, actual: actual, geometryReference: entry.geometryReference,
                                                 actualGeometry: entry.artifacts?.actualGeometry, test: entry.test)
            }
        }
        return order.compactMap { byReference[$0] }
    }

    /// Copies the actual files over the references (atomically). Returns what was written.
    public static func approve(_ items: [Item]) throws(Problem) -> [String] {
        var written: [String] = []
        for item in items {
            guard let png = FileManager.default.contents(atPath: item.actual) else {
                throw Problem(description: "\(item.actual): the actual image is gone (was the artifacts folder cleaned?)")
            }
            do {
                if let geometry = item.actualGeometry {
                    guard let json = FileManager.default.contents(atPath: geometry) else {
                        throw Problem(description: "\(geometry): the actual geometry is gone")
                    }
                    try AtomicWrite.write([UInt8](json), to: item.geometryReference)
                    written.append(item.geometryReference)
                }
                try AtomicWrite.write([UInt8](png), to: item.reference)
                written.append(item.reference)
            } catch let failure as AtomicWrite.Failure {
                throw Problem(description: failure.description)
            } catch let problem as Problem {
                throw problem
            } catch {
                throw Problem(description: "\(error)")
            }
        }
        return written
    }
}
