import Foundation

/// One scratch folder per test process, `<tmp>/<prefix>-<pid>`, removed when the process exits:
/// the tests' own temporary packages and files (never anything under the repository).
public enum TestScratch {
    private nonisolated(unsafe) static var folders: [String: URL] = [:]
    private static let lock = NSLock()

    public static func folder(_ prefix: String) -> URL {
        lock.lock()
        defer { lock.unlock() }
        if let url = folders[prefix] { return url }
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("\(prefix)-\(getpid())")
        try? FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        if folders.isEmpty { atexit { TestScratch.removeAll() } }
        folders[prefix] = url
        return url
    }

    private static func removeAll() {
        for url in folders.values { try? FileManager.default.removeItem(at: url) }
    }
}
