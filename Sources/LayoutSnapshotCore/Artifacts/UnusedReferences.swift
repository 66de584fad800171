import Foundation

/// References no assertion touched in a run: pictures left behind by renamed or deleted tests,
/// devices dropped from a matrix, categories no longer swept. Only a complete run can say a
/// reference is unused (every shard of it, and the whole suite rather than a filtered part), so
/// `layout-snapshot prune --references` lists them and deletes them only when asked.
package enum UnusedReferences {
    /// Every `__Snapshots__` folder under `root` (`.build` and hidden folders skipped), each
    /// reference in it (a `.png` and its `.json` geometry) that no entry of `manifests` names.
    /// Sorted paths.
    package static func find(under roots: [String], manifests: [RunManifest]) -> [String] {
        var touched: Set<String> = []
        for entry in manifests.flatMap(\.snapshots) {
            for path in [entry.reference, entry.geometryReference] where !path.isEmpty {
                touched.insert(standard(path))
            }
        }
        var unused: [String] = []
        for folder in snapshotFolders(under: roots) {
            guard let walker = FileManager.default.enumerator(atPath: folder) else { continue }
            while let relative = walker.nextObject() as? String {
                guard relative.hasSuffix(".png") || relative.hasSuffix(".json") else { continue }
                let path = standard((folder as NSString).appendingPathComponent(relative))
                if !touched.contains(path) { unused.append(path) }
            }
        }
        return unused.sorted()
    }

    static func standard(_ path: String) -> String {
        let absolute = path.hasPrefix("/") ? path : (FileManager.default.currentDirectoryPath as NSString).appendingPathComponent(path)
        return (absolute as NSString).standardizingPath
    }

    /// `__Snapshots__` folders under each root (a root that is itself one counts).
    static func snapshotFolders(under roots: [String]) -> [String] {
        var found: [String] = []
        for root in roots {
            if (root as NSString).lastPathComponent == "__Snapshots__" { found.append(root); continue }
            guard let walker = FileManager.default.enumerator(atPath: root) else { continue }
            while let relative = walker.nextObject() as? String {
                let name = (relative as NSString).lastPathComponent
                if name == ".build" || (name.hasPrefix(".") && name.count > 1) {
                    walker.skipDescendants()
                    continue
                }
                if name == "__Snapshots__" {
                    found.append((root as NSString).appendingPathComponent(relative))
                    walker.skipDescendants()
                }
            }
        }
        return found.sorted()
    }
}
