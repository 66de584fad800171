import ArgumentParser
import Foundation

/// How `layout-snapshot` ends, decided here and nowhere else:
///
/// - 0: done, or help was asked for.
/// - 1: the finding a command exists to report: `diff` found a difference, `report` a snapshot
///   that failed or was recorded, `approve` nothing to accept. Commands throw `ExitCode(1)`.
/// - 2: the command could not do its work: an unknown option or option value, a missing
///   argument, an unreadable or invalid file, a device the catalog does not have, a write that
///   failed. One line on stderr says what, naming the option or file and the value.
///
/// Every error that is not help or an `ExitCode` is a 2, not argument-parser's 64 for usage or
/// 1 for the rest: a CI step reading 1 as "different" must never get it for a typo.
enum ExitStatus {
    static let unusableInput: Int32 = 2

    /// Ends the process for an error thrown by parsing or by a command's `run()`.
    static func exit(for error: Error) -> Never {
        if let code = error as? ExitCode { Foundation.exit(code.rawValue) }
        // Help and --version are errors to argument-parser: it prints them and exits 0.
        if LayoutSnapshotCommand.exitCode(for: error) == .success { LayoutSnapshotCommand.exit(withError: error) }
        Console.error(line(for: error))
        Foundation.exit(unusableInput)
    }

    /// The one line printed for `error`: our errors' own descriptions, and argument-parser's
    /// message without the usage it appends, its list of valid values folded into the line.
    static func line(for error: Error) -> String {
        let lines = LayoutSnapshotCommand.message(for: error)
            .split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }
        guard var line = lines.first else { return "\(error)" }
        let bullets = lines.dropFirst().filter { $0.hasPrefix("- ") }.map { String($0.dropFirst(2)) }
        let others = lines.dropFirst().filter { !$0.hasPrefix("- ") }
        if !bullets.isEmpty { line += " " + bullets.joined(separator: ", ") }
        if !others.isEmpty { line += "; " + others.joined(separator: "; ") }
        return line
    }
}
