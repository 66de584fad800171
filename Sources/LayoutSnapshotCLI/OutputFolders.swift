import Foundation

/// Where a layout's files go under `--out`: the folder itself for a spec or a single scene,
/// `<out>/<scene name>/` when a run lays out several scenes of a document.
enum OutputFolders {
    static func folder(_ out: String, for input: LayoutInput, of inputCount: Int) throws -> String {
        guard inputCount > 1, let name = input.name else { return out }
        let folder = (out as NSString).appendingPathComponent(name)
        do { try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true) } catch {
            throw CLIError("\(folder): cannot create the folder: \(error.localizedDescription)")
        }
        return folder
    }
}
