import Foundation

/// Standard output and error, written directly (no buffering to interleave wrongly).
enum Console {
    static func out(_ text: String) {
        FileHandle.standardOutput.write(Data(text.utf8))
    }

    static func error(_ line: String) {
        FileHandle.standardError.write(Data((line + "\n").utf8))
    }

    /// A progress line on stderr that rewrites itself when stderr is a terminal.
    static func progress(_ line: String, final: Bool = false) {
        if isatty(2) != 0 {
            FileHandle.standardError.write(Data(("\r\u{1B}[K" + line + (final ? "\n" : "")).utf8))
        } else if final {
            error(line)
        }
    }
}
