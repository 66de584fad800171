import LayoutEngine
import LayoutRenderer
import PNGCodec
import Testing
@testable import LayoutSnapshotCore

@Suite("reference seal")
struct ReferenceSealTests {
    static func sealedPNG() throws -> [UInt8] {
        let layout = try Screens.layout()
        let image = LayoutRenderer.render(layout)
        return try SnapshotPNG.encode(image, layout: layout, options: .default, renderInputs: LayoutRenderer.inputDigest(of: layout))
    }

    @Test("a recorded PNG is sealed, decodes as before, and its text names the render")
    func intact() throws {
        let png = try Self.sealedPNG()
        #expect(ReferenceSeal.status(of: png) == .intact)
        let reference = try ReferenceFile(path: "x.png", bytes: png)
        // readText drops text chunks with a bad CRC, so finding the seal also checks its CRC.
        #expect(reference.text[ReferenceSeal.keyword]?.count == 16)
        #expect(reference.trustedPixelHash == LayoutRenderer.render(try Screens.layout()).pixelHashString)
        #expect(reference.trustedRenderInputs == LayoutRenderer.inputDigest(of: try Screens.layout()))
        #expect(try PNGCodec.decode(png).image == LayoutRenderer.render(try Screens.layout()))
    }

    @Test("any changed byte before the seal breaks it, and the recorded hashes are then not trusted")
    func broken() throws {
        var png = try Self.sealedPNG()
        png[png.count / 2] ^= 0x01
        #expect(ReferenceSeal.status(of: png) == .broken)
        var text = try Self.sealedPNG()
        // Change one character of the pixel hash text (its CRC is then wrong too; the seal notices first).
        let key = Array("LayoutSnapshot.pixelHash".utf8)
        let at = (0..<(text.count - key.count)).first { text[$0..<($0 + key.count)].elementsEqual(key) }!
        text[at + key.count + 1] = text[at + key.count + 1] == UInt8(ascii: "0") ? UInt8(ascii: "1") : UInt8(ascii: "0")
        #expect(ReferenceSeal.status(of: text) == .broken)
        let reference = try ReferenceFile(path: "x.png", bytes: png)
        #expect(reference.trustedPixelHash == nil && reference.trustedRenderInputs == nil)
    }

    @Test("a PNG from another encoder has no seal")
    func absent() throws {
        let plain = try PNGCodec.encode(LayoutRenderer.render(try Screens.layout()))
        #expect(ReferenceSeal.status(of: plain) == .absent)
        #expect(ReferenceSeal.status(of: [1, 2, 3]) == .absent)
        #expect(ReferenceSeal.status(of: Array(try Self.sealedPNG().prefix(100))) == .absent)
    }
}
