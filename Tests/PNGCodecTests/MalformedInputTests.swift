import Foundation
import Testing
import PNGCodec
import RasterImage

/// Hostile and damaged input: always a thrown PNGError or a well-formed image, never a crash, a
/// hang or an allocation the limits did not allow.
@Suite struct MalformedInputTests {
    /// Decodes, and if that succeeds checks the result is self-consistent; readText must not crash either.
    static func decodeOrThrow(_ bytes: [UInt8], limits: PNGLimits = .default) {
        do {
            let decoded = try PNGCodec.decode(bytes, limits: limits)
            #expect(decoded.image.pixels.count == decoded.image.width * decoded.image.height * 4)
            #expect(decoded.image.width * decoded.image.height <= limits.maxPixels)
        } catch {
            #expect(!error.description.isEmpty)
        }
        _ = try? PNGCodec.readText(bytes)
    }

    @Test(.enabled(if: Corpus.isPresent, Corpus.skipComment), arguments: Corpus.files(in: "crashers"))
    func crasherGivesErrorOrImage(file: String) throws {
        Self.decodeOrThrow(try Corpus.bytes("crashers", file))
    }

    /// Every crasher here is damaged in a way libpng detects: each must be refused with a reason.
    @Test(.enabled(if: Corpus.isPresent, Corpus.skipComment), arguments: ["badcrc.png", "badadler.png", "huge_IDAT.png"])
    func damagedImageDataIsRefused(file: String) throws {
        #expect(throws: PNGError.self) { try PNGCodec.decode(try Corpus.bytes("crashers", file)) }
    }

    /// Palette indices past the end of PLTE read as opaque black, as libpng's zero-filled palette
    /// and Pillow give them (Fixtures/badpal-expected.json holds Pillow's pixels).
    @Test(.enabled(if: Corpus.isPresent, Corpus.skipComment), arguments: Corpus.files(in: "badpal"))
    func badPaletteGivesPillowsPixels(file: String) throws {
        let manifest = try JSONDecoder().decode([String: ExpectedPixels].self,
                                                from: Data(contentsOf: Corpus.manifest.deletingLastPathComponent().appendingPathComponent("badpal-expected.json")))
        let expected = try #require(manifest[file])
        let decoded = try PNGCodec.decode(try Corpus.bytes("badpal", file))
        #expect(decoded.image.width == expected.width && decoded.image.height == expected.height)
        #expect(SHA256.hex(decoded.image.pixels) == expected.sha256)
    }

    /// Zero-length ancillary chunks of every kind around a 1×1 palette image: the image survives.
    @Test(.enabled(if: Corpus.isPresent, Corpus.skipComment))
    func emptyAncillaryChunksAreSkipped() throws {
        let bytes = try Corpus.bytes("crashers", "empty_ancillary_chunks.png")
        let decoded = try PNGCodec.decode(bytes)
        #expect(decoded.image.pixels == [0x80, 0x00, 0x80, 0xFF])
        #expect(try PNGCodec.readText(bytes) == decoded.text)
    }

    @Test func hugeDeclaredSizeIsRefusedBeforeAllocation() {
        let bytes = PNGBytes.signature + PNGBytes.ihdr(width: 100_000, height: 100_000) + PNGBytes.chunk("IEND", [])
        #expect(throws: PNGError.tooLarge(width: 100_000, height: 100_000)) { try PNGCodec.decode(bytes) }
    }

    /// Found by fuzzing (Fuzz/Regressions/FuzzPNGDecoder/text-chunk-declares-2GB.png): a chunk
    /// whose declared length runs past the end of the file made libpng allocate that length
    /// (2 GB for a 101-byte file) before reading it. Every chunk is now checked against the
    /// file's length first.
    @Test func chunkLongerThanTheFileIsRefusedBeforeAllocation() throws {
        let file = Corpus.packageRoot.appendingPathComponent("Fuzz/Regressions/FuzzPNGDecoder/text-chunk-declares-2GB.png")
        let bytes = [UInt8](try Data(contentsOf: file))
        do { _ = try PNGCodec.decode(bytes); Issue.record("decoded") } catch {
            #expect("\(error)".contains("chunk 'tEXt' at byte 33 declares 2046820371 bytes of data, but only 56 bytes follow"), "\(error)")
        }
        // The same for a chunk of any type, even one libpng would skip, and one past IDAT.
        let image = PNGBytes.ihdr(width: 1, height: 1)
        var long = PNGBytes.chunk("zzZz", [1, 2, 3])
        long.replaceSubrange(0..<4, with: [0x7f, 0xff, 0xff, 0xff])
        #expect(throws: PNGError.self) { try PNGCodec.decode(PNGBytes.signature + image + long) }
    }

    @Test func limitsAreTheCallers() throws {
        let png = try PNGCodec.encode(Image(width: 40, height: 30, fill: RGBA(1, 2, 3)))
        let tight = PNGLimits(maxWidth: 100, maxHeight: 100, maxPixels: 1000)
        #expect(throws: PNGError.tooLarge(width: 40, height: 30)) { try PNGCodec.decode(png, limits: tight) }
        #expect(throws: PNGError.tooLarge(width: 40, height: 30)) {
            try PNGCodec.decode(png, limits: PNGLimits(maxWidth: 39, maxHeight: 100, maxPixels: 10_000))
        }
        #expect(try PNGCodec.decode(png, limits: PNGLimits(maxWidth: 40, maxHeight: 30, maxPixels: 1200)).image.width == 40)
    }

    @Test func notPNG() {
        #expect(throws: PNGError.notPNG) { try PNGCodec.decode([]) }
        #expect(throws: PNGError.notPNG) { try PNGCodec.decode(Array("GIF89a and more bytes".utf8)) }
        #expect(throws: PNGError.notPNG) { try PNGCodec.readText(Array(PNGBytes.signature.dropLast())) }
    }

    @Test func zeroSizeHeaderIsCorrupt() {
        let bytes = PNGBytes.signature + PNGBytes.ihdr(width: 0, height: 5) + PNGBytes.chunk("IEND", [])
        #expect { try PNGCodec.decode(bytes) } throws: { error in
            guard case .corrupt = error as? PNGError else { return false }
            return true
        }
    }

    /// Valid files cut at random points: every prefix must be refused (the pixels or IEND are missing).
    @Test(.enabled(if: Corpus.isPresent, Corpus.skipComment))
    func randomTruncationsAreRefused() throws {
        var generator = SplitMix64(state: 0x5EED_0001)
        for file in Corpus.files(in: "pngsuite") {
            let bytes = try Corpus.bytes("pngsuite", file)
            for _ in 0..<12 {
                let cut = Int.random(in: 0..<bytes.count - 12, using: &generator)  // always inside IEND or before
                #expect(throws: PNGError.self, "\(file) cut at \(cut)") { try PNGCodec.decode(Array(bytes[..<cut])) }
                _ = try? PNGCodec.readText(Array(bytes[..<cut]))
            }
        }
    }

    /// Valid files with random bytes changed: an error or a well-formed image, never a crash.
    /// Besides the corpus, one of our own files with text chunks, so the text readers are hit too.
    @Test(.enabled(if: Corpus.isPresent, Corpus.skipComment))
    func randomByteFlipsNeverCrash() throws {
        var generator = SplitMix64(state: 0x5EED_0002)
        let ours = try PNGCodec.encode(Image.sample(width: 40, height: 30, colors: 300, alpha: true),
                                       text: [PNGTextEntry(keyword: "Pixel hash", text: "0123456789abcdef"), PNGTextEntry(keyword: "Note", text: "✓ done")])
        let inputs = try Corpus.files(in: "pngsuite").map { try Corpus.bytes("pngsuite", $0) }
            + Corpus.files(in: "badpal").map { try Corpus.bytes("badpal", $0) } + [ours]
        for bytes in inputs {
            for _ in 0..<25 {
                var damaged = bytes
                for _ in 0..<Int.random(in: 1...4, using: &generator) {
                    let at = Int.random(in: 8..<damaged.count, using: &generator)
                    damaged[at] ^= UInt8.random(in: 1...255, using: &generator)
                }
                Self.decodeOrThrow(damaged)
            }
        }
    }

    /// Flips that only touch ancillary data still decode to the same pixels, because libpng
    /// discards an ancillary chunk whose CRC fails.
    @Test func damagedTextChunkIsDropped() throws {
        let image = Image.sample(width: 5, height: 4, colors: 7, alpha: true)
        var text = PNGBytes.chunk("tEXt", Array("Comment\0hello".utf8))
        text[10] ^= 0x20
        let bytes = PNGBytes.rgba(image, before: [text])
        let decoded = try PNGCodec.decode(bytes)
        #expect(decoded.image == image)
        #expect(decoded.text.isEmpty)
        #expect(try PNGCodec.readText(bytes).isEmpty)
    }

    @Test func truncatedTextReaderInputIsCorrupt() throws {
        let bytes = try PNGCodec.encode(Image(width: 3, height: 3, fill: RGBA(9, 9, 9)), text: [PNGTextEntry(keyword: "k", text: "v")])
        #expect(throws: PNGError.self) { try PNGCodec.readText(Array(bytes.dropLast(4))) }
        #expect(try PNGCodec.readText(bytes) == [PNGTextEntry(keyword: "k", text: "v")])
    }
}

extension MalformedInputTests {
    /// Even with the limits lifted, a header whose byte count overflows is refused, not a trap.
    @Test func liftedLimitsStillRefuseOverflowingSizes() {
        let bytes = PNGBytes.signature + PNGBytes.ihdr(width: 0x7FFF_FFFF, height: 0x7FFF_FFFF) + PNGBytes.chunk("IEND", [])
        let unlimited = PNGLimits(maxWidth: .max, maxHeight: .max, maxPixels: .max)
        #expect(throws: PNGError.self) { try PNGCodec.decode(bytes, limits: unlimited) }
    }
}
