import Foundation
import LayoutSnapshotCore
import StrictJSON

/// The geometry files beside two PNGs (`name.json` beside `name.png`), compared: how many
/// values changed (GeometryChanges) and which views moved on screen (MovedViews).
struct GeometryDifference {
    var changeCount: Int
    var moved: MovedViewsReport
    /// The changes, causes first (`GeometryChanges`), up to its limit: the review page's table.
    var changes: [String]

    /// nil when either PNG has no geometry file beside it; an error names a geometry file that
    /// is there but cannot be read.
    static func beside(_ pngA: String, _ pngB: String) throws -> GeometryDifference? {
        let jsonA = Self.geometryPath(of: pngA), jsonB = Self.geometryPath(of: pngB)
        let files = FileManager.default
        guard files.fileExists(atPath: jsonA), files.fileExists(atPath: jsonB) else { return nil }
        let old = try parse(jsonA), new = try parse(jsonB)
        let all = GeometryChanges.between(old: old, new: new, limit: .max)
        return GeometryDifference(changeCount: all.count, moved: MovedViews.report(old: old, new: new),
                                  changes: all.prefix(GeometryChanges.limit).map(\.description))
    }

    static func geometryPath(of png: String) -> String {
        ((png as NSString).deletingPathExtension as NSString).appendingPathExtension("json")!
    }

    private static func parse(_ path: String) throws -> JSONValue {
        let bytes = try InputFiles.bytes(of: path, maximumSize: 256 << 20)
        do { return try JSONParser.parse(bytes) } catch { throw CLIError("\(path): not a geometry file: \(error)") }
    }
}
