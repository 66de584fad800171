import Foundation
import LayoutSnapshotCore

/// A run's snapshots as JUnit XML, the format CI systems read test results from (GitHub Actions'
/// test reporters, GitLab, Jenkins, Buildkite): one `<testsuite>` per test file, one `<testcase>`
/// per snapshot, named by its test and its device, orientation and category. A failed or
/// recorded snapshot (recording fails its test) carries a `<failure>` with the check's message and
/// the paths of its images, as those systems show them.
package enum JUnitReport {
    package static func xml(_ snapshots: [ReportSnapshot], name: String) -> String {
        let files = Dictionary(grouping: snapshots, by: \.testFile)
        let failures = snapshots.filter(\.status.isProblem).count
        var out = #"<?xml version="1.0" encoding="UTF-8"?>"# + "\n"
        out += "<testsuites name=\"\(escaped(name))\" tests=\"\(snapshots.count)\" failures=\"\(failures)\" errors=\"0\">\n"
        for file in files.keys.sorted() {
            let cases = files[file]!
            out += "  <testsuite name=\"\(escaped(file))\" tests=\"\(cases.count)\" failures=\"\(cases.filter(\.status.isProblem).count)\" errors=\"0\">\n"
            for s in cases {
                let test = s.test.split(separator: "/", maxSplits: 1).dropFirst().first.map(String.init) ?? s.test
                var attributes = "classname=\"\(escaped(file))\" name=\"\(escaped("\(test) · \(s.variant)"))\""
                if let f = s.file { attributes += " file=\"\(escaped(f))\"" }
                if let l = s.line { attributes += " line=\"\(l)\"" }
                guard s.status.isProblem else {
                    out += "    <testcase \(attributes)/>\n"
                    continue
                }
                let headline = s.status == .recorded ? "recorded: \(s.referencePath)" : "\(s.status.rawValue) (\(s.detail)): \(s.test) on \(s.variant)"
                var body = s.message ?? headline
                let images = [("reference", s.reference), ("actual", s.actual), ("diff", s.diff), ("review", s.review)].compactMap { label, path in
                    path.map { "\(label): \($0)" }
                }
                if !images.isEmpty { body += "\n\n" + images.joined(separator: "\n") }
                out += "    <testcase \(attributes)>\n"
                out += "      <failure message=\"\(escaped(headline))\" type=\"\(escaped(s.status == .recorded ? "recorded" : s.detail))\">\(escaped(body))</failure>\n"
                out += "    </testcase>\n"
            }
            out += "  </testsuite>\n"
        }
        out += "</testsuites>\n"
        return out
    }

    /// Text for XML content and attribute values: the five markup characters escaped, and the
    /// characters XML 1.0 cannot hold at all (controls other than tab, newline and return;
    /// unpaired surrogates cannot occur in a Swift String) replaced with U+FFFD.
    package static func escaped(_ text: String) -> String {
        var out = ""
        out.reserveCapacity(text.utf8.count)
        for scalar in text.unicodeScalars {
            switch scalar {
            case "&": out += "&amp;"
            case "<": out += "&lt;"
            case ">": out += "&gt;"
            case "\"": out += "&quot;"
            case "'": out += "&apos;"
            case "\t", "\n", "\r": out.unicodeScalars.append(scalar)
            default:
                if scalar.value < 0x20 || scalar.value == 0xFFFE || scalar.value == 0xFFFF {
                    out += "\u{FFFD}"
                } else {
                    out.unicodeScalars.append(scalar)
                }
            }
        }
        return out
    }
}
