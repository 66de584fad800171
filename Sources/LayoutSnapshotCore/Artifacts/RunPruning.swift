import Foundation

/// Old runs' artifacts are removed so `<artifacts>/runs` does not grow without end: when a test
/// process writes the first manifest of a run, only the newest runs are kept. Only folders this
/// package made (holding a `manifest-*.json`) are ever removed, never the running one, and
/// nothing under `__Snapshots__`. `layout-snapshot prune` does the same on demand.
package enum RunPruning {
    package static let defaultKeep = 10

    /// The run folders under `<artifacts>/runs`, newest first (by their manifests' times).
    package static func runs(artifactsRoot: String) -> [String] {
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

    /// `LAYOUT_SNAPSHOT_KEEP_RUNS`: a whole number, 0 for all; default `defaultKeep`.
    package static func resolveKeep(_ environment: [String: String]) throws(ConfigurationError) -> Int {
        guard let raw = environment[EnvironmentKey.keepRuns]?.trimmingCharacters(in: .whitespaces), !raw.isEmpty else { return defaultKeep }
        guard let count = Int(raw), count >= 0 else {
            throw ConfigurationError("\(EnvironmentKey.keepRuns)=\"\(raw)\" is not a number of runs to keep; expected 0 (keep all) or more")
        }
        return count
    }

    /// For the recorder, which cannot fail: the assertion's settings already reported a bad value.
    static func keep(_ environment: [String: String]) -> Int {
        (try? resolveKeep(environment)) ?? defaultKeep
    }

    /// Removes all but the newest `keeping` runs (0: none removed), never `except`. Returns the
    /// folders removed.
    @discardableResult
    package static func prune(artifactsRoot: String, keeping: Int, except current: String? = nil) -> [String] {
        guard keeping > 0 else { return [] }
        let runs = RunPruning.runs(artifactsRoot: artifactsRoot).filter { ($0 as NSString).lastPathComponent != current }
        // The running one counts as one of those kept.
        let kept = current == nil ? keeping : keeping - 1
        var removed: [String] = []
        for folder in runs.dropFirst(max(kept, 0)) where remove(folder) { removed.append(folder) }
        return removed
    }

    /// Removes one run folder; false when it could not be removed (it stays for the next prune).
    package static func remove(_ folder: String) -> Bool {
        (try? FileManager.default.removeItem(atPath: folder)) != nil
    }
}
