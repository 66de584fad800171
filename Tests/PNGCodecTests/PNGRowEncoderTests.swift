import Testing
@testable import PNGCodec
import RasterImage
import SharedTestSupport

/// `PNGRowEncoder`, the encoding that runs while a picture is drawn: its file is the bytes of
/// `PNGCodec.encode` of the finished image on every path (RGB by the row deflater; a palette; an
/// alpha below 255 found in any segment, or in the first row; rows too wide for the row
/// deflater), for any bands and threads, and it refuses what `encode` refuses, as `encode` does.
@Suite struct PNGRowEncoderTests {
    /// `image` drawn into a fresh buffer band by band (rows copied from it) with the encoder's
    /// jobs in the same pipeline, then the encoder's file.
    static func pipelined(_ image: Image, options: PNGEncodeOptions, bands: Int, threads: Int, text: [PNGTextEntry]) throws(PNGError) -> [UInt8] {
        // Rows not yet drawn hold a pattern, not zeros (a job reading one would see it).
        var pixels = [UInt8](repeating: 0xA5, count: image.pixels.count)
        let rowBytes = image.width * 4
        let height = image.height
        let bandRows = (0..<bands).map { k in (height * k / bands)..<(height * (k + 1) / bands) }.filter { !$0.isEmpty }
        let encoder = pixels.withUnsafeMutableBufferPointer { target in
            let encoder = PNGRowEncoder(pixels: UnsafePointer(target.baseAddress!), width: image.width, height: height, options: options)
            image.pixels.withUnsafeBufferPointer { source in
                RowPipeline.run(threads: threads, bands: bandRows, draw: { rows in
                    (target.baseAddress! + rows.lowerBound * rowBytes).update(from: source.baseAddress! + rows.lowerBound * rowBytes, count: rows.count * rowBytes)
                }, readers: encoder.readers)
            }
            return encoder
        }
        return try encoder.file(Image(width: image.width, height: height, pixels: pixels)) { text }
    }

    @Test func sameBytesAsEncodingTheFinishedImage() throws {
        let opaque = RowDeflateTests.diagram(width: 120, height: 700, alpha: false)
        var translucentLate = opaque
        translucentLate[60, 650].a = 200
        var translucentFirstRow = opaque
        translucentFirstRow[0, 0].a = 0
        var wideTranslucent = RowDeflateTests.diagram(width: 9000, height: 3, alpha: false)
        wideTranslucent[8000, 1].a = 3
        let images: [(String, Image)] = [
            ("opaque", opaque), ("translucent band", RowDeflateTests.diagram(width: 120, height: 700, alpha: true)),
            ("one translucent pixel late", translucentLate), ("a corner cut", translucentFirstRow),
            ("palette", Image.sample(width: 50, height: 300, colors: 20, alpha: false)),
            ("palette with alpha", Image.sample(width: 50, height: 300, colors: 20, alpha: true)),
            ("too wide for RGB rows", RowDeflateTests.diagram(width: 11000, height: 3, alpha: false)),
            ("too wide for RGBA rows", wideTranslucent), ("one pixel", Image(width: 1, height: 1, fill: RGBA(1, 2, 3))),
        ]
        let text = [PNGTextEntry(keyword: "Key", text: "value")]
        for (name, image) in images {
            for options in [PNGEncodeOptions.default, RowDeflateTests.rows(threads: 2), PNGEncodeOptions(deflater: .zlib)] {
                let expected = try PNGCodec.encode(image, text: text, options: options)
                for (bands, threads) in [(1, 1), (3, 2), (7, 4)] {
                    // Compared as a Bool, so a failure names the case instead of printing the bytes.
                    let same = try Self.pipelined(image, options: options, bands: bands, threads: threads, text: text) == expected
                    #expect(same, "\(name), \(options.deflater), palette \(options.allowPalette), \(bands) bands on \(threads) threads")
                }
            }
        }
    }

    /// A segment reads only the rows it declares (`RowDeflate.Segments.rowsRead`, what the
    /// pipeline waits for): deflated with every other row holding a pattern, each segment gives
    /// the bytes it gives from the whole image.
    @Test func eachSegmentReadsOnlyTheRowsItDeclares() throws {
        for (width, height, alpha) in [(97, 700, false), (120, 400, true), (5, 300, false)] {
            let image = RowDeflateTests.diagram(width: width, height: height, alpha: alpha)
            let rowBytes = width * 4
            for channels in [3, 4] {
                let whole = try image.pixels.withUnsafeBufferPointer { pixels throws(PNGError) in
                    let segments = RowDeflate.Segments(pixels: pixels.baseAddress!, width: width, height: height, channels: channels, checkOpaque: false)
                    for k in 0..<segments.count { segments.deflate(k) }
                    return try segments.stream()
                }
                var scratch = [UInt8](repeating: 0xA5, count: image.pixels.count)
                let partial = try scratch.withUnsafeMutableBufferPointer { buffer throws(PNGError) in
                    let segments = RowDeflate.Segments(pixels: UnsafePointer(buffer.baseAddress!), width: width, height: height, channels: channels, checkOpaque: false)
                    for k in 0..<segments.count {
                        buffer.update(repeating: 0xA5)
                        let rows = segments.rowsRead(k)
                        image.pixels.withUnsafeBufferPointer { source in
                            (buffer.baseAddress! + rows.lowerBound * rowBytes).update(from: source.baseAddress! + rows.lowerBound * rowBytes, count: rows.count * rowBytes)
                        }
                        segments.deflate(k)
                    }
                    return try segments.stream()
                }
                // Compared as a Bool, so a failure names the case instead of printing the bytes.
                let same = partial == whole
                #expect(same, "\(width) × \(height), \(channels) channels")
            }
        }
    }

    @Test func refusesWhatEncodeRefuses() throws {
        let image = Image(width: 4, height: 4, fill: RGBA(9, 9, 9))
        let options = PNGEncodeOptions(compressionLevel: 12)
        #expect(throws: PNGError.self) { try Self.pipelined(image, options: options, bands: 2, threads: 2, text: []) }
        var expected = ""
        do { _ = try PNGCodec.encode(image, options: options) } catch { expected = "\(error)" }
        do { _ = try Self.pipelined(image, options: options, bands: 2, threads: 2, text: []) } catch { #expect("\(error)" == expected) }
        // No pixels at all.
        let empty = Image(width: 0, height: 0, pixels: [])
        let encoder = PNGRowEncoder(pixels: UnsafePointer(bitPattern: 1)!, width: 0, height: 0)
        #expect(encoder.readers.isEmpty)
        #expect(throws: PNGError.self) { try encoder.file(empty) { [] } }
    }
}
