/// The command that accepts snapshots, in one form wherever it is shown (a failure's message,
/// `report`'s summary, the review page and the Markdown summary): `swift run layout-snapshot
/// approve …`, which works when pasted in the package whose tests wrote the run, since SwiftPM
/// runs an executable product of a dependency by its name. A tool installed on the PATH takes the
/// same arguments without `swift run`.
package enum ApproveCommandLine {
    package static let tool = "swift run layout-snapshot"

    /// `swift run layout-snapshot approve <selection> [filter]`.
    package static func approve(_ selection: String, _ filter: String? = nil) -> String {
        "\(tool) approve \(selection)" + (filter.map { " \($0)" } ?? "")
    }
}
