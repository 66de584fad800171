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

    /// `recovering`: first finish or remove what a killed process left in the folder
    /// (`StaleWrites`); false only for a caller that already did and holds the folder's lock.
    package static func write(_ bytes: [UInt8], to path: String, recovering: Bool = true) throws(Failure) {
        if recovering { StaleWrites.recoverOnce(folderOf(path)) }
        let temporary = try stage(bytes, for: path, suffix: uniqueSuffix())
        if rename(temporary, path) != 0 {
            let reason = String(cString: strerror(errno))
            unlink(temporary)
            throw Failure(path: path, reason: reason)
        }
    }

    static func folderOf(_ path: String) -> String {
        let folder = (path as NSString).deletingLastPathComponent
        return folder.isEmpty ? "." : folder
    }

    /// `<pid>-<token>-<n>`, unique to this write: a temporary file is `<target>.tmp-<suffix>`, so
    /// the next run can tell whose it was and whether that process is still alive (`StaleWrites`),
    /// and the two halves of a pair share it. The token is random per process, since a pid comes
    /// back (a container's first process is always the same pid): a file of an earlier process
    /// with this pid is neither taken for this process's nor collided with.
    static func uniqueSuffix() -> String {
        "\(getpid())-\(processToken)-\(counter.add(1, ordering: .relaxed).newValue)"
    }

    /// This process's token in `uniqueSuffix`: 16 hex digits.
    static let processToken: String = {
        let hex = String(UInt64.random(in: 0...UInt64.max), radix: 16)
        return String(repeating: "0", count: 16 - hex.count) + hex
    }()

    /// Writes `bytes` to a new temporary file beside `path` (creating the folder) and returns its
    /// path; renaming it over `path` is the caller's.
    static func stage(_ bytes: [UInt8], for path: String, suffix: String) throws(Failure) -> String {
        let folder = folderOf(path)
        do {
            try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        } catch {
            throw Failure(path: path, reason: "cannot create the folder: \(error.localizedDescription)")
        }
        let temporary = "\(path).tmp-\(suffix)"
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

    package static func write(_ text: String, to path: String, recovering: Bool = true) throws(Failure) {
        try write(Array(text.utf8), to: path, recovering: recovering)
    }
}

/// Reads a whole file; nil when it does not exist.
package enum FileBytes {
    package struct Failure: Error, CustomStringConvertible {
        package var path: String
        package var reason: String
        package var description: String { "\(path): cannot be read (\(reason))" }
    }

    /// The largest reference or geometry file read: the PNG decoder's limit is 64 Mi pixels
    /// (256 MiB of RGBA), and a reference compresses far below that, so a larger file is refused
    /// before it is read rather than filling memory (Docs/LIMITS.md).
    static let maximumSize = 256 << 20

    /// The file's bytes; nil when there is no file. Read with `open`/`fstat`/`read` straight into
    /// the array (a verify reads two files per snapshot, so no `Data` and no copy in between).
    package static func read(_ path: String) throws(Failure) -> [UInt8]? {
        let fd = open(path, O_RDONLY | O_CLOEXEC)
        if fd < 0 {
            let code = errno
            // No file there: as `FileManager.fileExists` says (a path through a file is none too).
            if code == ENOENT || code == ENOTDIR { return nil }
            throw Failure(path: path, reason: String(cString: strerror(code)))
        }
        defer { close(fd) }
        var info = stat()
        guard fstat(fd, &info) == 0 else { throw Failure(path: path, reason: String(cString: strerror(errno))) }
        guard (info.st_mode & S_IFMT) == S_IFREG else { throw Failure(path: path, reason: "not a regular file") }
        guard Int(info.st_size) <= maximumSize else {
            throw Failure(path: path, reason: "\(info.st_size) bytes, more than the \(maximumSize >> 20) MiB a reference may be")
        }
        // Room for the size fstat gives and one byte more, to see the end in the same read; a file
        // that grows meanwhile is read on to its end.
        var bytes = [UInt8](repeating: 0, count: max(Int(info.st_size), 0) + 1)
        var filled = 0
        while true {
            if filled == bytes.count {
                // Grown since fstat: read on, but not past the limit.
                guard filled <= maximumSize else { throw Failure(path: path, reason: "more than the \(maximumSize >> 20) MiB a reference may be") }
                bytes += [UInt8](repeating: 0, count: 64 * 1024)
            }
            let n = bytes.withUnsafeMutableBytes { systemRead(fd, $0.baseAddress! + filled, $0.count - filled) }
            if n < 0 {
                let code = errno
                if code == EINTR { continue }
                throw Failure(path: path, reason: String(cString: strerror(code)))
            }
            if n == 0 { break }
            filled += n
        }
        bytes.removeSubrange(filled...)
        return bytes
    }
}

private func systemRead(_ fd: Int32, _ buffer: UnsafeMutableRawPointer, _ count: Int) -> Int {
    #if canImport(Glibc)
    return Glibc.read(fd, buffer, count)
    #else
    return Darwin.read(fd, buffer, count)
    #endif
}

private func systemWrite(_ fd: Int32, _ buffer: UnsafeRawPointer, _ count: Int) -> Int {
    #if canImport(Glibc)
    return Glibc.write(fd, buffer, count)
    #else
    return Darwin.write(fd, buffer, count)
    #endif
}
