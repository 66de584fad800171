import Foundation
import InterfaceBuilder
import LayoutEngine
import Testing

/// Issue 32, point 2: a view with no frame, no constraints and no intrinsic size warns. Every
/// view of a document has a frame, so no scene of the corpus (on its design canvas and on a
/// device) nor the example storyboard may start warning about one.
@Suite(.enabled(if: Documents.corpusIsPresent, Documents.corpusAbsent))
struct UnplacedViewCorpusTests {
    @Test func noDocumentHasAViewNothingPlaces() throws {
        let device = try environment("iPhone 15 Pro")
        var scenes = 0
        let examples = Documents.packageRoot.appendingPathComponent("Examples/signin.storyboard").path
        for path in Documents.corpusFiles.map({ Documents.corpus.appendingPathComponent($0).path }) + [examples] {
            guard let document = try? InterfaceBuilderDocument(contentsOf: path) else { continue }
            for scene in document.scenes {
                for layout in [try? document.designLayout(of: scene), try? document.layout(of: scene, in: device)].compactMap({ $0 }) {
                    scenes += 1
                    let unplaced = layout.diagnostics.filter { $0.cause == .unplaced }
                    #expect(unplaced.isEmpty, "\(path) \(scene.name): \(unplaced)")
                }
            }
        }
        #expect(scenes > 100)
    }
}
