import Foundation
import LayoutEngine
import LayoutSnapshotCore

/// References no assertion touched in a run: pictures left behind by renamed or deleted tests,
/// devices dropped from a matrix, categories no longer swept. Only a complete run can say a
/// reference is unused (every shard of it, and the whole suite rather than a filtered part), so
/// `layout-snapshot prune --references` lists them and deletes them only when asked.
///
/// Only the folders the run wrote references into are searched (a test file's folder under the
/// snapshot root, wherever `LAYOUT_SNAPSHOT_DIR` put it), and in them only files named as this
/// package names references (`<test>.<device slug>-<orientation>….png` or `.json`): another
/// tool's files beside them (swift-snapshot-testing also keeps `__Snapshots__/<TestFile>/`),
/// other packages' folders and folders the run did not reach are never listed.
package enum UnusedReferences {
    /// The unused references, sorted, each once.
    package static func find(manifests: [RunManifest], catalog: DeviceCatalog = .bundled) -> [String] {
        var touched: Set<String> = []
        var folders: Set<String> = []
        for entry in manifests.flatMap(\.snapshots) {
            for path in [entry.reference, entry.geometryReference] where !path.isEmpty {
                let resolved = standard(path)
                touched.insert(resolved)
                folders.insert((resolved as NSString).deletingLastPathComponent)
            }
        }
        let markers = Set(catalog.devices.map(\.slug)).flatMap { slug in InterfaceOrientation.allCases.map { ".\(slug)-\($0.rawValue)" } }
        var unused: Set<String> = []
        for folder in folders {
            guard let names = try? FileManager.default.contentsOfDirectory(atPath: folder) else { continue }
            for name in names where name.hasSuffix(".png") || name.hasSuffix(".json") {
                guard markers.contains(where: { name.contains($0) }) else { continue }
                let path = standard((folder as NSString).appendingPathComponent(name))
                if !touched.contains(path) { unused.insert(path) }
            }
        }
        return unused.sorted()
    }

    /// Absolute, with `.`/`..` and symbolic links resolved, so one file has one name.
    static func standard(_ path: String) -> String {
        let absolute = path.hasPrefix("/") ? path : (FileManager.default.currentDirectoryPath as NSString).appendingPathComponent(path)
        return URL(fileURLWithPath: absolute).resolvingSymlinksInPath().path
    }
}
