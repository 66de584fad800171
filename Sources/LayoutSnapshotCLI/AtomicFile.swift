import Foundation
import LayoutSnapshotCore

/// The CLI's writes: whole files or nothing (`AtomicWrite`: a temporary file, then a rename), with
/// a failure reported as a CLI error.
enum AtomicFile {
    static func write(_ text: String, to path: String) throws {
        try write(Data(text.utf8), to: path)
    }

    static func write(_ data: Data, to path: String) throws {
        do { try AtomicWrite.write([UInt8](data), to: path) } catch { throw CLIError(error.description) }
    }
}
