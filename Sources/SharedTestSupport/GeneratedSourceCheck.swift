import Foundation

/// The freshness checks of generated sources: a script run with `--check` exits 0 when the file
/// it writes is what it would write now from the installed inputs.
public enum GeneratedSourceCheck {
    /// `/usr/bin/python3` (Debian's, which has fontTools) is what the font scripts name.
    public static let python = "/usr/bin/python3"

    /// Whether the check can run: Python and every input file exist.
    public static func canRun(inputs: [String]) -> Bool {
        ([python] + inputs).allSatisfy { FileManager.default.fileExists(atPath: $0) }
    }

    /// Runs `script --check` under `python`; its exit status.
    public static func run(script: URL) throws -> Int32 {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: python)
        process.arguments = [script.path, "--check"]
        try process.run()
        process.waitUntilExit()
        return process.terminationStatus
    }
}
