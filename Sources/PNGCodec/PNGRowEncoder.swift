import CLibPNG
import RasterImage

/// A PNG encoding that starts while the image is still being drawn: its jobs (`readers`) run in
/// a `RowPipeline` beside the drawing, each as soon as its rows are drawn, and `file` then makes
/// the file. The bytes are those of `PNGCodec.encode` of the finished image, whatever the order
/// the jobs ran in.
///
/// Most pictures are opaque with more than 256 colours, so the jobs deflate the rows as RGB
/// (`RowDeflate.Segments`, checking every alpha they drop) and, once every row is drawn, look for
/// a palette. When either finds the picture is not RGB after all (a palette fits, or an alpha is
/// below 255), `file` encodes the finished image as `PNGCodec.encode` does, from the start.
package final class PNGRowEncoder: @unchecked Sendable {
    private let width, height: Int
    private let options: PNGEncodeOptions
    private let segments: RowDeflate.Segments?
    /// What the palette job found (written by that job alone, read by `file` after the pipeline).
    private final class Found: @unchecked Sendable { var palette: ColorAnalysis.Palette? }
    private let found = Found()
    /// The jobs, to run once each (`RowPipeline.run`): the palette search over every row, then
    /// the RGB segments in order. (The search is ready only once every row is drawn; taken before
    /// the segments left then, it does not end the encoding alone on one core.)
    package let readers: [RowPipeline.Reader]

    /// For the `width` × `height` RGBA pixels at `pixels`, which the jobs read: the pointer must
    /// stay valid, and each row unchanged once drawn, until every job has run (`file` does not
    /// read it).
    package init(pixels: UnsafePointer<UInt8>, width: Int, height: Int, options: PNGEncodeOptions = .default) {
        self.width = width
        self.height = height
        self.options = options
        let rgb = width > 0 && height > 0 && options.deflater == .rows && RowDeflate.fits(width: width, channels: 3)
        let segments = rgb ? RowDeflate.Segments(pixels: pixels, width: width, height: height, channels: 3, checkOpaque: true) : nil
        self.segments = segments
        var readers: [RowPipeline.Reader] = []
        if options.allowPalette, width > 0, height > 0 {
            let found = found
            readers.append(RowPipeline.Reader(rows: [0..<height], ordered: false) { _ in
                found.palette = ColorAnalysis.palette(UnsafeRawBufferPointer(start: pixels, count: width * height * 4), count: width * height)
            })
        }
        if let segments {
            readers.append(RowPipeline.Reader(rows: (0..<segments.count).map(segments.rowsRead), ordered: false) { segments.deflate($0) })
        }
        self.readers = readers
    }

    /// The file, once every job of `readers` has run: `image` holds the drawn pixels (the same
    /// bytes), `text` as for `PNGCodec.encode`.
    package func file(_ image: Image, text: () -> [PNGTextEntry]) throws(PNGError) -> [UInt8] {
        precondition(image.width == width && image.height == height, "the image drawn is not the one encoded")
        // `PNGEncoding.encode`'s choices in its order, from what the jobs found: refused input,
        // a palette, RGB by the row deflater, else its own path.
        try PNGEncoding.validate(image, options: options)
        if let palette = found.palette {
            return try PNGEncoding.paletteFile(image, palette: palette, options: options, texts: TextChunkEncoding(text()))
        }
        // A finished RGB stream means every alpha was 255 (each row the segments did not filter
        // equals the one above), as `encode`'s look at the edge rows and the stream would find.
        if let stream = try segments?.stream() {
            return PNGFileWriting.file(width: width, height: height, colorType: UInt8(CLIBPNG_COLOR_RGB), texts: try TextChunkEncoding(text()), zlibStream: stream)
        }
        return try PNGEncoding.encode(image, options: options, alongside: nil, text: text)
    }
}
