import Foundation

/// Where one test file's references and artifacts live. The package root is found by walking up
/// from the test file (`#filePath`) to the nearest `Package.swift`; `LAYOUT_SNAPSHOT_DIR` and
/// `LAYOUT_SNAPSHOT_ARTIFACTS` override the two folders.
package struct SnapshotLocation: Sendable, Hashable {
    /// The package root (the folder with `Package.swift`); nil when both folders come from the
    /// environment and no package was found.
    package var packageRoot: String?
    /// The folder of this test file's references: `<root>/__Snapshots__/<TestFile>`.
    package var referenceFolder: String
    /// The artifacts root: `<root>/.build/layout-snapshots` (failures, manifests).
    package var artifactsRoot: String
    /// `<TestFile>`, the sub-folder name used under both roots.
    package var testFileFolder: String

    package init(packageRoot: String?, referenceFolder: String, artifactsRoot: String, testFileFolder: String) {
        self.packageRoot = packageRoot
        self.referenceFolder = referenceFolder
        self.artifactsRoot = artifactsRoot
        self.testFileFolder = testFileFolder
    }

    /// The reference PNG of the snapshot `baseName` (`<testName>.<slug>-<orientation>[.<name>]`).
    package func referencePath(_ baseName: String) -> String { "\(referenceFolder)/\(baseName).png" }
    /// Its geometry JSON, beside it.
    package func geometryPath(_ baseName: String) -> String { "\(referenceFolder)/\(baseName).json" }

    package static func resolve(filePath: String, environment: [String: String]) throws(ConfigurationError) -> SnapshotLocation {
        let folder = SnapshotNaming.testFileFolder(forFilePath: filePath)
        let root = packageRoot(above: filePath)
        let snapshotRoot: String
        if let dir = nonEmpty(environment[EnvironmentKey.snapshotDirectory]) {
            snapshotRoot = absolute(dir, relativeTo: root)
        } else if let root {
            snapshotRoot = (root as NSString).appendingPathComponent("__Snapshots__")
        } else {
            throw ConfigurationError("no Package.swift in any folder above \(filePath); set \(EnvironmentKey.snapshotDirectory) to the folder for references")
        }
        let artifacts: String
        if let dir = nonEmpty(environment[EnvironmentKey.artifacts]) {
            artifacts = absolute(dir, relativeTo: root)
        } else if let root {
            artifacts = (root as NSString).appendingPathComponent(".build/layout-snapshots")
        } else {
            throw ConfigurationError("no Package.swift in any folder above \(filePath); set \(EnvironmentKey.artifacts) to the folder for failure artifacts")
        }
        return SnapshotLocation(
            packageRoot: root,
            referenceFolder: (snapshotRoot as NSString).appendingPathComponent(folder),
            artifactsRoot: artifacts,
            testFileFolder: folder
        )
    }

    /// The nearest folder above `filePath` holding a `Package.swift`.
    package static func packageRoot(above filePath: String) -> String? {
        var folder = (filePath as NSString).deletingLastPathComponent
        while !folder.isEmpty {
            if FileManager.default.fileExists(atPath: (folder as NSString).appendingPathComponent("Package.swift")) { return folder }
            let parent = (folder as NSString).deletingLastPathComponent
            if parent == folder { break }
            folder = parent
        }
        return nil
    }

    private static func nonEmpty(_ s: String?) -> String? {
        guard let s, !s.trimmingCharacters(in: .whitespaces).isEmpty else { return nil }
        return s
    }

    /// A relative override is relative to the package root (or the working directory without one).
    private static func absolute(_ path: String, relativeTo root: String?) -> String {
        if path.hasPrefix("/") { return (path as NSString).standardizingPath }
        let base = root ?? FileManager.default.currentDirectoryPath
        return ((base as NSString).appendingPathComponent(path) as NSString).standardizingPath
    }
}
