import LayoutEngine
import LayoutRenderer
import PNGCodec
import Testing
@testable import LayoutSnapshotCore

@Suite("snapshot file format")
struct SnapshotFileTests {
    static func sealedPNG() throws -> [UInt8] {
        let layout = try Screens.layout()
        let image = LayoutRenderer.render(layout)
        return try SnapshotFile.encode(.reference, image: image, layout: layout, options: .default)
    }

    @Test("a recorded PNG is sealed, decodes as before, and its text names the render")
    func intact() throws {
        let png = try Self.sealedPNG()
        #expect(SnapshotSeal.status(of: png) == .intact)
        let reference = try SnapshotFile(path: "x.png", bytes: png)
        // readText drops text chunks with a bad CRC, so finding the seal also checks its CRC.
        #expect(reference.text[SnapshotFile.Key.seal]?.count == 16)
        #expect(reference.trustedPixelHash == LayoutRenderer.render(try Screens.layout()).pixelHashString)
        #expect(reference.trustedRenderInputs == LayoutRenderer.inputDigest(of: try Screens.layout()))
        #expect(try PNGCodec.decode(png).image == LayoutRenderer.render(try Screens.layout()))
    }

    @Test("any changed byte before the seal breaks it, and the recorded hashes are then not trusted")
    func broken() throws {
        var png = try Self.sealedPNG()
        png[png.count / 2] ^= 0x01
        #expect(SnapshotSeal.status(of: png) == .broken)
        var text = try Self.sealedPNG()
        // Change one character of the pixel hash text (its CRC is then wrong too; the seal notices first).
        let key = Array("LayoutSnapshot.pixelHash".utf8)
        let at = (0..<(text.count - key.count)).first { text[$0..<($0 + key.count)].elementsEqual(key) }!
        text[at + key.count + 1] = text[at + key.count + 1] == UInt8(ascii: "0") ? UInt8(ascii: "1") : UInt8(ascii: "0")
        #expect(SnapshotSeal.status(of: text) == .broken)
        let reference = try SnapshotFile(path: "x.png", bytes: png)
        #expect(reference.trustedPixelHash == nil && reference.trustedRenderInputs == nil)
    }

    @Test("every file names the device, the scale, the versions and the pixel hash; only a reference adds render inputs and the seal")
    func text() throws {
        let layout = try Screens.layout()
        let image = LayoutRenderer.render(layout)
        let render = try SnapshotFile(path: "r.png", bytes: try SnapshotFile.encode(.render, image: image, layout: layout, options: .default))
        let reference = try SnapshotFile(path: "x.png", bytes: try Self.sealedPNG())
        for file in [render, reference] {
            #expect(file.text[SnapshotFile.Key.device] == layout.environment.deviceName)
            #expect(file.text[SnapshotFile.Key.scale] == "2")
            #expect(file.text[SnapshotFile.Key.pixelHash] == image.pixelHashString && file.text[SnapshotFile.Key.renderer] == LayoutRenderer.version)
            #expect(file.text[SnapshotFile.Key.catalog] == DeviceCatalog.bundled.version)
        }
        #expect(render.text[SnapshotFile.Key.renderInputs] == nil && render.seal == .absent)
        #expect(reference.text[SnapshotFile.Key.renderInputs] == LayoutRenderer.inputDigest(of: layout) && reference.seal == .intact)
        // The seal is the last chunk before IEND (PNGCodec's chunk walk).
        let chunks = try #require(PNGCodec.chunks(reference.bytes))
        #expect(chunks.last?.type == "IEND" && PNGCodec.textOf(chunks[chunks.count - 2], in: reference.bytes)?.keyword == SnapshotFile.Key.seal)
    }

    @Test("a PNG from another encoder has no seal")
    func absent() throws {
        let plain = try PNGCodec.encode(LayoutRenderer.render(try Screens.layout()))
        #expect(SnapshotSeal.status(of: plain) == .absent)
        #expect(SnapshotSeal.status(of: [1, 2, 3]) == .absent)
        #expect(SnapshotSeal.status(of: Array(try Self.sealedPNG().prefix(100))) == .absent)
    }
}
