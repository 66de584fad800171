import ArgumentParser
import Foundation
import LayoutSnapshotCore
import LayoutSnapshotReports

/// `layout-snapshot report`: what the last test run checked, from its manifests.
struct ReportCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "report",
        abstract: "Draw the pictures a test run left to the tool, and summarise its layout snapshots (matched, recorded, failed).",
        discussion: "Exits 0 when every snapshot matched, 1 when one failed or was recorded (recording fails its test), 2 for unreadable input."
    )

    @OptionGroup var selection: RunSelection

    @Option(help: "text or json (one merged manifest).")
    var format: OutputFormat = .text

    @Option(help: ArgumentHelp("Write the review page into this folder (index.html, report-data.js, images/; opens from file://). Default: the run's folder, report/.", valueName: "dir"))
    var html: String?

    @Flag(help: "List every snapshot that did not match, with its check's full words (the summary shows the first \(ReportCommand.summaryLimit)).")
    var list = false

    /// The snapshots the summary names, one line each, before "… and N more".
    static let summaryLimit = 10

    @Option(help: ArgumentHelp("Also write JUnit XML (one test case per snapshot) to this file, for CI test reports.", valueName: "file"))
    var junit: String?

    @Option(help: ArgumentHelp("Also write a Markdown summary to this file (a pull request comment, $GITHUB_STEP_SUMMARY).", valueName: "file"))
    var markdown: String?

    func run() throws {
        let ((folder, manifests), merged) = try selection.loadMerged()
        let entries = manifests.flatMap(\.snapshots)
        // The pictures the tests left to the tool, first: the summary, the page and approve name them.
        let drawing = PictureDrawing.drawMissing(entries)
        if drawing.drew > 0 { Console.error("drew \(drawing.drew) picture\(drawing.drew == 1 ? "" : "s") the tests left to the tool") }
        for problem in drawing.problems { Console.error("could not draw: \(problem)") }
        let page = try writeReports(folder: folder, entries: entries, merged: merged)
        if format == .json {
            let merged = RunManifest(runID: manifests.first?.runID ?? "", pid: 0, startedAt: manifests.map(\.startedAt).min() ?? "", snapshots: entries)
            Console.out(merged.encoded(pretty: true) + "\n")
        } else {
            Console.out(summary(folder: folder, processes: manifests.count, entries: entries, page: page))
        }
        // A merge missing a shard is incomplete input: nothing can say the run passed.
        if let merged, !merged.complete {
            throw CLIError("the merged run is incomplete: \(merged.shards ?? "") reported, missing shard \(merged.missing.joined(separator: ", "))")
        }
        // Recording fails its test too: only a run where everything matched is a pass.
        if entries.contains(where: { $0.result != .matched }) { throw ExitCode(1) }
    }

    /// The page (where `--html` says, else the run's `report/` folder when the run has a
    /// snapshot that did not match), and the JUnit and Markdown files asked for. Returns the
    /// page's index.html, if written.
    private func writeReports(folder: String, entries: [ManifestEntry], merged: ShardMerge.Merged?) throws -> String? {
        let html = self.html ?? (merged == nil && format == .text && entries.contains { $0.result != .matched }
                                 ? (folder as NSString).appendingPathComponent("report") : nil)
        guard html != nil || junit != nil || markdown != nil else { return nil }
        let snapshots = ReportSnapshot.ordered(entries.map(ReportSnapshot.init))
        let approve = HTMLReport.ApproveCommands(selection: selection.selectionArguments(folder: folder))
        var title = merged == nil ? "Layout snapshots: run \((folder as NSString).lastPathComponent)" : "Layout snapshots: \(merged?.shards ?? "merged runs")"
        if let merged, !merged.complete { title += " (incomplete: missing \(merged.missing.joined(separator: ", ")))" }
        if let html {
            do {
                let written = try HTMLReport.write(snapshots, kind: "run", title: title, source: folder, approve: approve, to: html)
                Console.error("wrote \((html as NSString).appendingPathComponent("index.html")): \(written.snapshots) snapshots, "
                              + "\(written.linked + written.copied) images\(written.missing > 0 ? " (\(written.missing) named by the run no longer exist)" : "")")
            } catch { throw CLIError(error.description) }
        }
        if let junit { try AtomicFile.write(JUnitReport.xml(snapshots, name: title), to: junit) }
        let hasFailures = snapshots.contains { $0.approvable }
        if let markdown { try AtomicFile.write(MarkdownReport.markdown(snapshots, title: title, approveAll: hasFailures ? approve.all : nil), to: markdown) }
        return html.map { ($0 as NSString).appendingPathComponent("index.html") }
    }

    /// The counts; each snapshot that did not match, in one line (the first `summaryLimit`), or
    /// with its check's full words (`--list`); where the page is; how to accept the failures.
    private func summary(folder: String, processes: Int, entries: [ManifestEntry], page: String?) -> String {
        let counts = Dictionary(grouping: entries, by: \.result).mapValues(\.count)
        var text = "run \(folder): \(entries.count) snapshot\(entries.count == 1 ? "" : "s") checked by \(processes) process\(processes == 1 ? "" : "es"): "
        text += "\(counts[.matched] ?? 0) matched, \(counts[.recorded] ?? 0) recorded, \(counts[.failed] ?? 0) failed\n"
        let unmatched = entries.filter { $0.result != .matched }
        if !unmatched.isEmpty { text += "\n" }
        for entry in list ? unmatched : Array(unmatched.prefix(Self.summaryLimit)) {
            // The category after the orientation when it is not large, as in the file names.
            let category = entry.contentSizeCategory.flatMap { SnapshotNaming.categorySlug($0) == nil ? nil : " \($0.shortName)" } ?? ""
            text += "\(entry.result.rawValue) (\(entry.detail.rawValue)): \(entry.test) on \(entry.device) \(entry.orientation)\(category)\(entry.name.map { " [\($0)]" } ?? "")\n"
            guard list else { continue }
            if !entry.reference.isEmpty { text += "  reference: \(entry.reference)\n" }
            // What the check said (SnapshotMessage's words, kept in the manifest): its headline
            // repeats the line above, so its details follow; a one-line message is shown whole.
            let lines = (entry.message ?? "").split(separator: "\n").map(String.init)
            for line in lines.count > 1 ? Array(lines.dropFirst()) : lines.map({ "  " + $0 }) { text += line + "\n" }
            text += "\n"
        }
        if !list, unmatched.count > Self.summaryLimit {
            text += "… and \(unmatched.count - Self.summaryLimit) more (--list shows every one, with what its check found)\n"
        }
        if let page { text += "\nreview page: \(page)\n" }
        if entries.contains(where: \.isApprovable) {
            text += "\naccept the failures: \(ApproveCommandLine.approve(selection.selectionArguments(folder: folder))) [FILTER …]\n"
        }
        return text
    }
}
