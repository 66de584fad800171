import Foundation

/// Writes through a temporary file and a rename, so a reader never sees a partial file
/// (DESIGN.md: writes are atomic).
enum AtomicFile {
    static func write(_ text: String, to path: String) throws {
        try write(Data(text.utf8), to: path)
    }

    static func write(_ data: Data, to path: String) throws {
        let temporary = path + ".tmp-\(getpid())"
        guard FileManager.default.createFile(atPath: temporary, contents: data) else {
            throw CLIError("\(path): cannot be written")
        }
        if rename(temporary, path) != 0 {
            try? FileManager.default.removeItem(atPath: temporary)
            throw CLIError("\(path): cannot be written")
        }
    }
}
