import Foundation
import Testing
import PNGCodec

/// Every image of the PngSuite subset decodes to the pixels an independent decoder produced
/// (pypng plus the conversion rules in Scripts/png/expected_pixels.py).
@Suite(.enabled(if: Corpus.isPresent, Corpus.skipComment))
struct PNGSuiteTests {
    static let files = Corpus.files(in: "pngsuite")

    static func manifest() throws -> [String: ExpectedPixels] {
        try JSONDecoder().decode([String: ExpectedPixels].self, from: Data(contentsOf: Corpus.manifest))
    }

    /// The manifest and the folder list the same files: a new corpus file needs an expectation.
    @Test func manifestCoversTheCorpus() throws {
        #expect(Set(Self.files) == Set(try Self.manifest().keys))
        #expect(Self.files.count >= 60)
    }

    @Test(arguments: files)
    func decodesToExpectedPixels(file: String) throws {
        let expected = try #require(try Self.manifest()[file], "no expectation for \(file) in pngsuite-expected.json")
        let decoded = try PNGCodec.decode(try Corpus.bytes("pngsuite", file))
        #expect(decoded.image.width == expected.width)
        #expect(decoded.image.height == expected.height)
        #expect(SHA256.hex(decoded.image.pixels) == expected.sha256, "pixels of \(file) differ from the independent decoder")
    }

    @Test(arguments: files)
    func reencodesLosslessly(file: String) throws {
        let image = try PNGCodec.decode(try Corpus.bytes("pngsuite", file)).image
        #expect(try PNGCodec.decode(try PNGCodec.encode(image)).image == image)
    }

    @Test(arguments: files)
    func readTextAgreesWithDecode(file: String) throws {
        let bytes = try Corpus.bytes("pngsuite", file)
        #expect(try PNGCodec.readText(bytes) == (try PNGCodec.decode(bytes).text))
    }
}
