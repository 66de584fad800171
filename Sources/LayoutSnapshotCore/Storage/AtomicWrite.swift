import Foundation
import Synchronization
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Writes a whole file or nothing: the bytes go to a temporary file in the same folder, which is
/// then renamed over the target (rename is atomic within a file system). Parallel writers of the
/// same file (`swift test --parallel`) each rename a complete file, so the last one wins and no
/// reader ever sees a torn or half-written one. The temporary name is unique per process and
/// per write, so concurrent writers in one process never share it either.
package enum AtomicWrite {
    private static let counter = Atomic<Int>(0)

    package struct Failure: Error, CustomStringConvertible, Sendable {
        package var path: String
        package var reason: String
        package var description: String { "\(path): cannot be written (\(reason))" }
    }

    package static func write(_ bytes: [UInt8], to path: String) throws(Failure) {
        let temporary = try stage(bytes, for: path)
        if rename(temporary, path) != 0 {
            let reason = String(cString: strerror(errno))
            unlink(temporary)
            throw Failure(path: path, reason: reason)
        }
    }

    /// Writes `bytes` to a new temporary file beside `path` (creating the folder) and returns its
    /// path; renaming it over `path` is the caller's.
    static func stage(_ bytes: [UInt8], for path: String) throws(Failure) -> String {
        let folder = (path as NSString).deletingLastPathComponent
        do {
            try FileManager.default.createDirectory(atPath: folder.isEmpty ? "." : folder, withIntermediateDirectories: true)
        } catch {
            throw Failure(path: path, reason: "cannot create the folder: \(error.localizedDescription)")
        }
        let n = counter.add(1, ordering: .relaxed).newValue
        let temporary = "\(path).tmp-\(getpid())-\(n)"
        let fd = open(temporary, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o644)
        guard fd >= 0 else { throw Failure(path: path, reason: String(cString: strerror(errno))) }
        var written = 0
        let ok: Bool = bytes.withUnsafeBytes { raw in
            while written < raw.count {
                let r = systemWrite(fd, raw.baseAddress! + written, raw.count - written)
                if r < 0 { if errno == EINTR { continue }; return false }
                written += r
            }
            return true
        }
        let reason = ok ? "" : String(cString: strerror(errno))
        close(fd)
        guard ok else {
            unlink(temporary)
            throw Failure(path: path, reason: reason)
        }
        return temporary
    }

    package static func write(_ text: String, to path: String) throws(Failure) {
        try write(Array(text.utf8), to: path)
    }
}

/// Reads a whole file; nil when it does not exist.
enum FileBytes {
    struct Failure: Error, CustomStringConvertible {
        var path: String
        var reason: String
        var description: String { "\(path): cannot be read (\(reason))" }
    }

    static func read(_ path: String) throws(Failure) -> [UInt8]? {
        guard FileManager.default.fileExists(atPath: path) else { return nil }
        guard let data = FileManager.default.contents(atPath: path) else { throw Failure(path: path, reason: "unreadable") }
        return [UInt8](data)
    }
}

private func systemWrite(_ fd: Int32, _ buffer: UnsafeRawPointer, _ count: Int) -> Int {
    #if canImport(Glibc)
    return Glibc.write(fd, buffer, count)
    #else
    return Darwin.write(fd, buffer, count)
    #endif
}
