/// The commands that draw, review and accept snapshots, in one form wherever they are shown (a
/// failure's message, `report`'s summary, the review page and the Markdown summary):
/// `swift run -c release layout-snapshot …`, which works when pasted in the package whose tests
/// wrote the run, since SwiftPM runs an executable product of a dependency by its name. Built
/// optimised, since the tool draws the pictures the tests left to it
/// (Docs/decisions/0024-pictures-drawn-by-the-tool.md); its first build takes a minute or two.
/// A tool installed on the PATH takes the same arguments without `swift run`.
package enum ApproveCommandLine {
    package static let tool = "swift run -c release layout-snapshot"

    /// `swift run -c release layout-snapshot report <selection>`: draws the run's pictures and
    /// summarises it.
    package static func report(_ selection: String) -> String {
        "\(tool) report \(selection)"
    }

    /// `swift run -c release layout-snapshot approve <selection> [filter]`.
    package static func approve(_ selection: String, _ filter: String? = nil) -> String {
        "\(tool) approve \(selection)" + (filter.map { " \($0)" } ?? "")
    }
}
