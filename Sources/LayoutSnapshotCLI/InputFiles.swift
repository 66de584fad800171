import Foundation
import LayoutEngine

/// Reading the user's files: a missing file, a folder or an oversized file is a one-line error.
enum InputFiles {
    /// Specs and calibrations are small; anything larger is refused before it is read whole.
    static let maximumSize = 64 << 20

    static func bytes(of path: String, maximumSize: Int = InputFiles.maximumSize) throws -> [UInt8] {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
            throw CLIError("\(path): no such file")
        }
        guard !isDirectory.boolValue else { throw CLIError("\(path): is a folder, expected a JSON file") }
        let attributes = try? FileManager.default.attributesOfItem(atPath: path)
        if let size = attributes?[.size] as? Int, size > maximumSize {
            throw CLIError("\(path): \(size) bytes is larger than the \(maximumSize >> 20) MiB this command reads")
        }
        guard let data = FileManager.default.contents(atPath: path) else { throw CLIError("\(path): cannot be read") }
        return [UInt8](data)
    }

    static func catalog(calibration: String?) throws -> DeviceCatalog {
        guard let calibration else { return .bundled }
        let file = try Calibration(bytes: bytes(of: calibration), file: calibration)
        return try DeviceCatalog.bundled(calibration: file)
    }
}
