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
    private let pixels: UnsafePointer<UInt8>
    private let width, height: Int
    private let options: PNGEncodeOptions
    private let segments: RowDeflate.Segments?
    // Written by the palette job alone, read by `file` after the pipeline.
    private var palette: ColorAnalysis.Palette?

    /// For the `width` × `height` RGBA pixels at `pixels`, which must stay alive, and each row
    /// unchanged once drawn, until `file` returns.
    package init(pixels: UnsafePointer<UInt8>, width: Int, height: Int, options: PNGEncodeOptions = .default) {
        self.pixels = pixels
        self.width = width
        self.height = height
        self.options = options
        let rgb = width > 0 && height > 0 && options.deflater == .rows && RowDeflate.fits(width: width, channels: 3)
        segments = rgb ? RowDeflate.Segments(pixels: pixels, width: width, height: height, channels: 3, checkOpaque: true) : nil
    }

    /// The jobs: the palette search over every row, then the RGB segments in order. (The search
    /// is ready only once every row is drawn; taken before the segments left then, it does not
    /// end the encoding alone on one core.)
    package var readers: [RowPipeline.Reader] {
        var readers: [RowPipeline.Reader] = []
        if options.allowPalette, width > 0, height > 0 {
            readers.append(RowPipeline.Reader(rows: [0..<height], ordered: false) { [self] _ in
                palette = ColorAnalysis.palette(UnsafeRawBufferPointer(start: pixels, count: width * height * 4), count: width * height)
            })
        }
        if let segments {
            readers.append(RowPipeline.Reader(rows: (0..<segments.count).map(segments.rowsRead), ordered: false) { segments.deflate($0) })
        }
        return readers
    }

    /// The file, once every job of `readers` has run: `image` holds the drawn pixels (the same
    /// bytes), `text` as for `PNGCodec.encode`.
    package func file(_ image: Image, text: () -> [PNGTextEntry]) throws(PNGError) -> [UInt8] {
        precondition(image.width == width && image.height == height, "the image drawn is not the one encoded")
        try PNGEncoding.validate(image, options: options)
        if let palette {
            return try PNGEncoding.paletteFile(image, palette: palette, options: options, texts: TextChunkEncoding(text()))
        }
        // A finished RGB stream means every alpha was 255 (each row the segments did not filter
        // equals the one above), as `PNGEncoding.encode` would have found.
        if let stream = try segments?.stream() {
            return PNGFileWriting.file(width: width, height: height, colorType: UInt8(CLIBPNG_COLOR_RGB), texts: try TextChunkEncoding(text()), zlibStream: stream)
        }
        return try PNGEncoding.encode(image, options: options, alongside: nil, text: text)
    }
}
