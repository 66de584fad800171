import ArgumentParser
import Foundation
import LayoutSnapshotCore
import LayoutSnapshotReports

/// `layout-snapshot approve [FILTER …]`: accepts a test run's failed snapshots, copying each
/// actual image and geometry over its reference under `__Snapshots__/`.
struct ApproveCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "approve",
        abstract: "Accept a test run's failed layout snapshots: copy their actual PNG and geometry over the references.",
        discussion: "With no FILTER every failure of the run is accepted. Exits 0 when something was accepted, 1 when nothing matched, 2 for unreadable input."
    )

    @OptionGroup var selection: RunSelection

    @Argument(help: "What to accept, each named exactly: a reference's path or file name, a test (<TestFile>/<test>) or a test file (<TestFile>). Default: every failure of the run.")
    var filters: [String] = []

    @Flag(help: "List what would be written without writing.")
    var dryRun = false

    func run() throws {
        let (folder, manifests) = try selection.load()
        let items: [Approval.Item]
        do { items = try Approval.candidates(in: manifests, filters: filters) } catch {
            Console.error("\(folder): \(error)")
            throw ExitCode(1)
        }
        guard !items.isEmpty else {
            Console.error("\(folder): no failed snapshot\(filters.isEmpty ? "" : " named \(filters.joined(separator: ", "))") to approve")
            throw ExitCode(1)
        }
        if dryRun {
            for item in items { Console.out("would write \(item.reference) (from \(item.actual))\n") }
            return
        }
        let written: [String]
        do { written = try Approval.approve(items) } catch { throw CLIError("\(error)") }
        for path in written { Console.out("wrote \(path)\n") }
        Console.error("approved \(items.count) snapshot\(items.count == 1 ? "" : "s") from \(folder)")
    }
}
