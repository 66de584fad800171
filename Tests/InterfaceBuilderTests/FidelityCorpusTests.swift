import Foundation
import InterfaceBuilder
import LayoutEngine
import Testing

/// The engine against Apple's own Auto Layout: every document of `../shared/corpus/ib` (and its
/// `robustness/` cases) laid out on its design canvas, its stored frames compared
/// (`InterfaceBuilderDocument.fidelity`). A document's count of frames within 0.5 pt and within
/// 1 pt may not drop below the figures recorded in `Fixtures/fidelity-figures.json`; raising them
/// is a deliberate commit: `LAYOUT_FIDELITY_RECORD=1 swift test --filter FidelityCorpusTests`.
@Suite(.enabled(if: Documents.corpusIsPresent, Documents.corpusAbsent))
struct FidelityCorpusTests {
    struct Figures: Codable, Equatable {
        var compared: Int
        var within0_5: Int
        var within1: Int
        /// Why the document was refused, if it was.
        var refused: String?
    }

    static let figuresFile = Documents.fixtures.appendingPathComponent("fidelity-figures.json")

    static var documents: [String] { Documents.corpusFiles }

    static func measure(_ name: String) -> Figures {
        do {
            let document = try InterfaceBuilderDocument(contentsOf: Documents.corpus.appendingPathComponent(name).path, name: name)
            let fidelity = try document.fidelity()
            return Figures(compared: fidelity.comparisons.count, within0_5: fidelity.count(within: 0.5), within1: fidelity.count(within: 1))
        } catch {
            return Figures(compared: 0, within0_5: 0, within1: 0, refused: error.description)
        }
    }

    @Test func noDocumentFallsBelowItsRecordedFigures() throws {
        let measured = Dictionary(uniqueKeysWithValues: Self.documents.map { ($0, Self.measure($0)) })
        if ProcessInfo.processInfo.environment["LAYOUT_FIDELITY_RECORD"] == "1" {
            let encoder = JSONEncoder()
            encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
            try encoder.encode(measured).write(to: Self.figuresFile)
            return
        }
        let recorded = try JSONDecoder().decode([String: Figures].self, from: Data(contentsOf: Self.figuresFile))
        for name in Self.documents {
            let now = measured[name]!
            guard let before = recorded[name] else {
                Issue.record("\(name) has no recorded figures: record them (LAYOUT_FIDELITY_RECORD=1)")
                continue
            }
            #expect(now.within0_5 >= before.within0_5 && now.within1 >= before.within1,
                    "\(name): \(now.within0_5) frames within 0.5 pt and \(now.within1) within 1 pt, recorded \(before.within0_5) and \(before.within1)\(now.refused.map { " (refused: \($0))" } ?? "")")
            #expect(before.refused != nil || now.refused == nil, "\(name) is refused: \(now.refused ?? "")")
        }
        let total = measured.values.reduce(into: (0, 0, 0)) { $0.0 += $1.compared; $0.1 += $1.within0_5; $0.2 += $1.within1 }
        print("fidelity: \(total.1) of \(total.0) frames within 0.5 pt, \(total.2) within 1 pt over \(measured.count) documents")
    }
}
