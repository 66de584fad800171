import Foundation
import LayoutEngine
import LayoutRenderer
import PNGCodec
import StrictJSON
import Testing
@testable import LayoutSnapshotCore
@testable import LayoutSnapshotReports

/// A check draws nothing it does not need (Docs/decisions/0024-pictures-drawn-by-the-tool.md):
/// what it writes, what it leaves to the tool, and what the tool then draws.
@Suite("pictures drawn by the tool")
struct PictureDrawingTests {
    static let reference = "ScreenTests/testScreen.iphone-se-3rd-generation-portrait"

    @Test("a recording writes the geometry and the layout, no picture; the tool draws it beside its geometry; then the check matches unwritten")
    func recording() throws {
        let package = try TemporaryPackage()
        let layout = try Screens.layout()
        let recorded = Screens.verify(try Screens.request(layout, in: package, mode: .missing), draws: false)
        #expect(recorded.entry.result == .recorded && recorded.entry.wroteReference)
        #expect(package.snapshotFiles() == [Self.reference + ".json"])
        let input = try #require(recorded.entry.artifacts?.renderInput)
        #expect(input.hasSuffix(".reference.layout.json") && FileManager.default.fileExists(atPath: input))
        #expect(recorded.outcome.picturesToDraw == [recorded.entry.reference])
        #expect(recorded.message!.contains("  to draw: \(recorded.entry.reference)"), "\(recorded.message!)")
        #expect(PictureDrawing.needsDrawing(recorded.entry))

        let summary = PictureDrawing.drawMissing([recorded.entry])
        #expect(summary.drew == 1 && summary.problems.isEmpty, "\(summary.problems)")
        #expect(package.snapshotFiles() == [Self.reference + ".json", Self.reference + ".png"])
        #expect(!PictureDrawing.needsDrawing(recorded.entry))
        // The picture the tool drew is the one the test would have drawn, sealed with its geometry.
        let png = try #require(FileManager.default.contents(atPath: recorded.entry.reference)).map { $0 }
        let file = try SnapshotFile(path: "x.png", bytes: png)
        #expect(file.seal == .intact && file.trustedRenderInputs == LayoutRenderer.inputDigest(of: layout))
        #expect(try PNGCodec.decode(png).image == LayoutRenderer.render(layout))
        let again = Screens.verify(try Screens.request(layout, in: package, mode: .never), draws: false)
        #expect(again.passed && again.entry.detail == .renderInputs)
    }

    @Test("a geometry without its picture fails in every mode but all, naming the picture; drawn, it matches")
    func geometryWithoutPicture() throws {
        for mode in [RecordMode.never, .missing, .failed] {
            let package = try TemporaryPackage()
            let layout = try Screens.layout()
            _ = Screens.verify(try Screens.request(layout, in: package, mode: .all), draws: false)
            let check = Screens.verify(try Screens.request(layout, in: package, mode: mode), draws: false)
            #expect(check.entry.result == .failed && check.entry.detail == .pictureNotDrawn, "\(mode)")
            #expect(check.message!.contains("has no picture yet") && check.message!.contains(check.entry.reference), "\(check.message!)")
            #expect(package.snapshotFiles() == [Self.reference + ".json"], "the check writes nothing under __Snapshots__")
            try PictureDrawing.draw(check.entry)
            #expect(Screens.verify(try Screens.request(layout, in: package, mode: mode), draws: false).passed, "\(mode)")
        }
        // A changed geometry without a picture is a mismatch as ever.
        let package = try TemporaryPackage()
        _ = Screens.verify(try Screens.request(try Screens.layout(headlineY: 100), in: package, mode: .all), draws: false)
        let moved = Screens.verify(try Screens.request(try Screens.layout(headlineY: 104), in: package, mode: .never), draws: false)
        #expect(moved.entry.detail == .geometry && moved.message!.contains("views[headline].frame: y 100 → 104"))
        #expect(moved.message!.contains("note: the reference has no picture yet"), "\(moved.message!)")
    }

    @Test("a geometry re-indented before its picture was drawn: the tool draws it, sealed with the file's own bytes, and the check then matches")
    func reindentedGeometry() throws {
        let package = try TemporaryPackage()
        let layout = try Screens.layout()
        let request = try Screens.request(layout, in: package, mode: .never)
        _ = Screens.verify(try Screens.request(layout, in: package, mode: .all), draws: false)
        let compact = JSONWriter.write(try JSONParser.parse(try #require(FileManager.default.contents(atPath: request.geometryPath)).map { $0 }), pretty: false)
        try AtomicWrite.write(compact, to: request.geometryPath)
        let check = Screens.verify(request, draws: false)
        #expect(check.entry.detail == .pictureNotDrawn)
        #expect(try PictureDrawing.draw(check.entry) == 1)
        #expect(try String(contentsOfFile: request.geometryPath, encoding: .utf8) == compact, "the geometry file is left as it is")
        let again = Screens.verify(request, draws: false)
        #expect(again.passed && again.entry.detail == .renderInputs)
    }

    @Test("a failure draws nothing: it copies the reference, writes both geometries and the layout, and names the pictures the tool draws")
    func failure() throws {
        let package = try TemporaryPackage()
        _ = Screens.verify(try Screens.request(try Screens.layout(headlineY: 100), in: package, mode: .all))
        let moved = Screens.verify(try Screens.request(try Screens.layout(headlineY: 104), in: package, mode: .never), draws: false)
        #expect(moved.entry.detail == .geometry && moved.entry.differentPixels == nil)
        let artifacts = try #require(moved.entry.artifacts)
        for path in [artifacts.reference, artifacts.referenceGeometry, artifacts.actualGeometry, artifacts.renderInput] {
            #expect(FileManager.default.fileExists(atPath: try #require(path)))
        }
        let toDraw = [artifacts.actual, artifacts.diff, artifacts.review].map { $0 ?? "" }
        #expect(toDraw.allSatisfy { !$0.isEmpty && !FileManager.default.fileExists(atPath: $0) })
        #expect(moved.outcome.picturesToDraw.sorted() == toDraw.sorted())
        #expect(moved.outcome.attachments.map(\.name) == ["testScreen.iphone-se-3rd-generation-portrait.reference.png"])
        #expect(try PictureDrawing.draw(moved.entry) == 3)
        #expect(toDraw.allSatisfy { FileManager.default.fileExists(atPath: $0) })
        // The actual drawn is a sealed reference file, ready for approve to copy.
        let actual = try #require(FileManager.default.contents(atPath: toDraw[0])).map { $0 }
        #expect(SnapshotSeal.status(of: actual) == .intact)
        #expect(try PictureDrawing.draw(moved.entry) == 0, "nothing is drawn twice")
    }

    @Test("a run that checked a reference twice: each stored layout is drawn, the reference's picture from the last check")
    func twoChecksOfOneReference() throws {
        let package = try TemporaryPackage()
        _ = Screens.verify(try Screens.request(try Screens.layout(headlineY: 100), in: package, mode: .all))
        let failed = Screens.verify(try Screens.request(try Screens.layout(headlineY: 104), in: package, mode: .never), draws: false)
        let reference = try Screens.request(try Screens.layout(headlineY: 100), in: package, mode: .never)
        try FileManager.default.removeItem(atPath: reference.referencePath)
        let notDrawn = Screens.verify(reference, draws: false)
        #expect(failed.entry.detail == .geometry && notDrawn.entry.detail == .pictureNotDrawn)
        let summary = PictureDrawing.drawMissing([failed.entry, notDrawn.entry])
        #expect(summary.problems.isEmpty && summary.drew == 4, "the failure's actual, diff and review, and the reference: \(summary)")
        #expect(Screens.verify(reference, draws: false).passed)
    }

    @Test("record mode all keeps a picture that still shows the layout, and drops one that does not")
    func recordAllKeepsPicture() throws {
        let package = try TemporaryPackage()
        let layout = try Screens.layout()
        _ = Screens.verify(try Screens.request(layout, in: package, mode: .all))
        let png = FileManager.default.contents(atPath: package.root + "/__Snapshots__/" + Self.reference + ".png")
        let same = Screens.verify(try Screens.request(layout, in: package, mode: .all), draws: false)
        #expect(same.entry.result == .recorded && same.outcome.picturesToDraw.isEmpty)
        #expect(FileManager.default.contents(atPath: package.root + "/__Snapshots__/" + Self.reference + ".png") == png)
        let moved = Screens.verify(try Screens.request(try Screens.layout(headlineY: 104), in: package, mode: .all), draws: false)
        #expect(moved.outcome.picturesToDraw == [moved.entry.reference])
        #expect(package.snapshotFiles() == [Self.reference + ".json"])
    }

    @Test("the stored layout reads back to the bit; one edited or from another version is refused, naming the file")
    func renderInput() throws {
        let package = try TemporaryPackage()
        let layout = try Screens.layout()
        let options = RenderOptions(overlays: [.safeArea, .labels])
        let input = RenderInput(layout: layout, options: options, digest: LayoutRenderer.inputDigest(of: layout, options: options))
        let path = package.root + "/x.layout.json"
        try AtomicWrite.write(try input.encoded(), to: path)
        let read = try RenderInput.read(path)
        #expect(read.layout == layout && read.options == options)
        var text = try String(contentsOfFile: path, encoding: .utf8)
        text = text.replacingOccurrences(of: "\"headline\"", with: "\"headlinf\"")
        try AtomicWrite.write(text, to: path)
        #expect(throws: RenderInput.Problem.self) { try RenderInput.read(path) }
        do { _ = try RenderInput.read(path) } catch { #expect(error.description.contains(path) && error.description.contains("run the tests again")) }
        try AtomicWrite.write("{", to: path)
        do { _ = try RenderInput.read(path) } catch { #expect(error.description.contains("not a layout this version")) }
        do { _ = try RenderInput.read(path + ".gone") } catch { #expect(error.description.contains("is gone")) }
    }
}
