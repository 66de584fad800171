import Foundation
import LayoutSnapshotCore

/// A run's (or a diff's) snapshots as Markdown for a pull request comment or a CI step summary
/// (`$GITHUB_STEP_SUMMARY`): the counts, then each failed or recorded snapshot with its message's
/// headline and its geometry changes as a table, then the command that accepts the failures.
/// Long runs are cut (`limit` snapshots, `changesPerSnapshot` changes each) with the number left
/// out, so a summary stays readable; the HTML report has everything.
package enum MarkdownReport {
    package static func markdown(_ snapshots: [ReportSnapshot], title: String, approveAll: String?, limit: Int = 50, changesPerSnapshot: Int = 8) -> String {
        let counts = Dictionary(grouping: snapshots, by: \.status).mapValues(\.count)
        let present = ReportSnapshot.Status.allCases.filter { counts[$0] != nil }
        var out = "## \(title)\n\n"
        out += present.isEmpty ? "No snapshots.\n" : present.map { "\(counts[$0]!) \($0.rawValue)" }.joined(separator: ", ") + "\n"
        let problems = snapshots.filter(\.status.isProblem)
        guard !problems.isEmpty else { return out }
        out += "\n| status | test | device | detail |\n|---|---|---|---|\n"
        for s in problems.prefix(limit) {
            out += "| \(s.status.rawValue) | \(code(s.test)) | \(cell(s.variant)) | \(cell(summary(s))) |\n"
        }
        if problems.count > limit { out += "\n… and \(problems.count - limit) more.\n" }
        for s in problems.prefix(limit) where !s.changes.isEmpty {
            out += "\n<details><summary>\(html(s.test)) on \(html(s.variant)): \(s.changes.count) geometry change\(s.changes.count == 1 ? "" : "s")</summary>\n\n"
            out += "| view | field | before | after |\n|---|---|---|---|\n"
            for c in s.changes.prefix(changesPerSnapshot) {
                out += "| \(c.view.map(code) ?? "") | \(cell(c.field)) | \(c.before.map(code) ?? "") | \(c.after.map(code) ?? "") |\n"
            }
            if s.changes.count > changesPerSnapshot { out += "\n… \(s.changes.count - changesPerSnapshot) more.\n" }
            // Why the first views moved (Docs/snapshot-checks.md, "Why a view moved").
            if !s.whyMoved.isEmpty {
                out += "\nWhy \(s.whyMoved.count == 1 ? "it" : "they") moved (inferred from the geometry files):\n\n"
                for line in s.whyMoved.prefix(changesPerSnapshot) { out += "- \(html(line))\n" }
            }
            out += "\n</details>\n"
        }
        if let approveAll {
            out += "\nAccept every failure:\n\n```sh\n\(approveAll)\n```\n"
        }
        return out
    }

    /// The message's first line, else the detail and the pixel count.
    static func summary(_ s: ReportSnapshot) -> String {
        if let pixels = s.differentPixels, let ratio = s.ratio {
            return "\(s.detail): \(pixels) pixels differ (\(String(format: "%.2f", ratio * 100))%)"
        }
        if s.status == .recorded { return "recorded \((s.referencePath as String).split(separator: "/").last.map(String.init) ?? s.referencePath)" }
        return s.detail
    }

    /// Text as an inline code span, safe in a table cell: backticks fenced by longer runs, pipes
    /// escaped, line breaks as spaces.
    static func code(_ text: String) -> String {
        let flat = text.replacingOccurrences(of: "\n", with: " ").replacingOccurrences(of: "|", with: "\\|")
        var fence = "`"
        while flat.contains(fence) { fence += "`" }
        let pad = flat.hasPrefix("`") || flat.hasSuffix("`") ? " " : ""
        return fence + pad + flat + pad + fence
    }

    /// Text in a table cell: Markdown's active characters escaped, line breaks as spaces.
    static func cell(_ text: String) -> String {
        var out = ""
        for c in text.replacingOccurrences(of: "\n", with: " ") {
            if "\\`*_[]<>|#".contains(c) { out.append("\\") }
            out.append(c)
        }
        return out
    }

    /// Text inside HTML (the `<summary>` of a details block).
    static func html(_ text: String) -> String {
        text.replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(of: "<", with: "&lt;").replacingOccurrences(of: ">", with: "&gt;")
    }
}
