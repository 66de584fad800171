import ArgumentParser
import Foundation
import InterfaceBuilder
import LayoutEngine

/// `layout-snapshot fidelity DOC…`: each scene laid out as Interface Builder's canvas shows it,
/// every frame the document stores compared with the engine's (Docs/InterfaceBuilder.md,
/// "Fidelity"). How far to trust the pictures of a team's own screens.
struct FidelityCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "fidelity",
        abstract: "Compare the frames Interface Builder stored in .storyboard and .xib files with the engine's on each document's design device.",
        discussion: """
            Interface Builder stores each view's frame as Apple's Auto Layout placed it on the document's design device. \
            This lays every scene out the same way and prints the views whose frame differs by more than --tolerance, \
            with a summary per document. Views IB marks misplaced or ambiguous, hidden views, bars, collection view cells, \
            each scene's root view (its canvas) and stored frames that break the document's own constraints or stacks \
            (each named with its line) are counted and left out. Exit status 1 when a frame is off by more \
            than the tolerance or missing; 2 when a document cannot be read or laid out on its design device (after \
            the report of the others).
            """
    )

    @Argument(help: "One or more .storyboard or .xib files.")
    var documents: [String]

    @Option(help: "Points an edge may differ by and still match.")
    var tolerance: Double = 0.5

    @Option(help: "text (the differing views and summaries) or json (every comparison).")
    var format: OutputFormat = .text

    func validate() throws {
        guard tolerance.isFinite, tolerance >= 0 else { throw CLIError("--tolerance: expected a number of points ≥ 0, got \(tolerance)") }
    }

    func run() throws {
        // The canvas is the saving Xcode's (its iOS, its insets): no --os or calibration applies.
        var results: [DocumentFidelity] = []
        for path in documents {
            do {
                guard InputFile.isInterfaceBuilder(path) else { throw CLIError("\(path): expected a .storyboard or .xib file") }
                let document: InterfaceBuilderDocument
                do { document = try InterfaceBuilderDocument(contentsOf: path) } catch { throw CLIError(error.description) }
                do { results.append(try document.fidelity()) } catch { throw CLIError(error.description) }
            } catch {
                results.append(DocumentFidelity(file: path, scenes: [], refusal: "\(error)"))
            }
        }
        let report = FidelityReport(documents: results, tolerance: tolerance)
        Console.out(format == .json ? report.json() : report.text())
        // Documents or scenes that could not be read or laid out: after the report of the others.
        let failures = results.compactMap(\.refusal) + results.flatMap(\.scenes).compactMap(\.failure)
        if let first = failures.first {
            throw CLIError(failures.count == 1 ? first : "\(first) (and \(failures.count - 1) more above)")
        }
        if !report.allWithinTolerance { throw ExitCode(1) }
    }
}
