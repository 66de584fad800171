import CLibPNG
import RasterImage

/// Encoding: pick the colour layout, then deflate the rows: truecolour by the row deflater
/// (`RowDeflate`), palettes (and what the row deflater does not take) by libpng and zlib.
enum PNGEncoding {
    static func encode(_ image: Image, text: [PNGTextEntry], options: PNGEncodeOptions) throws(PNGError) -> [UInt8] {
        try encode(image, options: options, alongside: nil) { text }
    }

    /// `alongside`, when given, runs once (unless the image or options are refused first), on an
    /// encoder thread while the row deflater works where it can (`RowDeflate.zlibStream`); `text`
    /// is asked for after it.
    static func encode(_ image: Image, options: PNGEncodeOptions, alongside: (() -> Void)?, text: () -> [PNGTextEntry]) throws(PNGError) -> [UInt8] {
        try validate(image, options: options)
        var pending = alongside
        func texts() throws(PNGError) -> TextChunkEncoding {
            pending?()
            pending = nil
            return try TextChunkEncoding(text())
        }
        if options.allowPalette, let palette = ColorAnalysis.palette(image) {
            return try paletteFile(image, palette: palette, options: options, texts: texts())
        }
        if options.deflater == .rows, RowDeflate.fits(width: image.width, channels: 3) {
            // RGB, the row deflater checking the alpha bytes it drops as it goes; else RGBA. (An
            // image with its corners cut away is translucent in its first and last rows: no RGB
            // attempt for it.)
            if ColorAnalysis.edgeRowsOpaque(image) {
                let stream = try RowDeflate.zlibStream(image, channels: 3, threads: options.threads, checkOpaque: true, alongside: pending)
                pending = nil  // (it ran, whatever the stream)
                if let stream {
                    return PNGFileWriting.file(width: image.width, height: image.height, colorType: UInt8(CLIBPNG_COLOR_RGB), texts: try texts(), zlibStream: stream)
                }
            }
            if RowDeflate.fits(width: image.width, channels: 4) {
                let stream = try RowDeflate.zlibStream(image, channels: 4, threads: options.threads, alongside: pending)
                pending = nil
                if let stream {
                    return PNGFileWriting.file(width: image.width, height: image.height, colorType: UInt8(CLIBPNG_COLOR_RGBA), texts: try texts(), zlibStream: stream)
                }
            }
        }
        var params = parameters(image, options: options)
        let opaque = ColorAnalysis.isOpaque(image)
        params.color_type = Int32(opaque ? CLIBPNG_COLOR_RGB : CLIBPNG_COLOR_RGBA)
        params.filters = filterMask(options.truecolorFilters)
        params.row_stride = image.width * 4
        // RGB rows are the RGBA pixels with libpng dropping every 4th byte: no copy here.
        params.rows_have_filler = opaque ? 1 : 0
        let texts = try texts()
        let result = image.pixels.withUnsafeBufferPointer { rows in
            params.rows = rows.baseAddress
            return run(&params, texts)
        }
        return try result.get()
    }

    /// What `encode` refuses before any work: an empty image, one larger than PNG allows, a
    /// compression level zlib does not have.
    static func validate(_ image: Image, options: PNGEncodeOptions) throws(PNGError) {
        guard image.width > 0, image.height > 0 else {
            throw .encoding("a PNG needs at least 1 × 1 pixels, the image is \(image.width) × \(image.height)")
        }
        guard image.width <= 0x7FFF_FFFF, image.height <= 0x7FFF_FFFF else {
            throw .encoding("\(image.width) × \(image.height) is larger than PNG allows")
        }
        guard (0...9).contains(options.compressionLevel) else {
            throw .encoding("compression level \(options.compressionLevel) is outside 0...9")
        }
    }

    /// libpng's parameters for `image`, before the colour layout is chosen.
    private static func parameters(_ image: Image, options: PNGEncodeOptions) -> clibpng_encode_params {
        var params = clibpng_encode_params()
        params.width = UInt32(image.width)
        params.height = UInt32(image.height)
        params.compression_level = Int32(options.compressionLevel)
        params.compression_strategy = options.strategy.rawValue
        params.bit_depth = 8
        return params
    }

    /// The file of `image` as the palette image `palette` (`ColorAnalysis.palette`), by libpng.
    static func paletteFile(_ image: Image, palette: ColorAnalysis.Palette, options: PNGEncodeOptions, texts: TextChunkEncoding) throws(PNGError) -> [UInt8] {
        let (indices, colors, translucentCount) = (palette.indices, palette.colors, palette.translucentCount)
        var params = parameters(image, options: options)
        params.color_type = Int32(CLIBPNG_COLOR_PALETTE)
        params.bit_depth = options.allowLowBitDepth ? Int32(bitDepth(forColors: colors.count)) : 8
        params.filters = filterMask(options.paletteFilters)
        params.row_stride = image.width
        params.palette_count = Int32(colors.count)
        params.trns_count = Int32(translucentCount)
        // Palette colours are packed little-endian: r in the low byte, alpha in the high byte.
        let rgb = colors.flatMap { [UInt8(truncatingIfNeeded: $0), UInt8(truncatingIfNeeded: $0 >> 8), UInt8(truncatingIfNeeded: $0 >> 16)] }
        let alpha = colors.prefix(translucentCount).map { UInt8(truncatingIfNeeded: $0 >> 24) }
        let result = indices.withUnsafeBufferPointer { rows in
            rgb.withUnsafeBufferPointer { rgbBuffer in
                alpha.withUnsafeBufferPointer { alphaBuffer in
                    params.rows = rows.baseAddress
                    params.palette_rgb = rgbBuffer.baseAddress
                    params.trns = alphaBuffer.baseAddress
                    return run(&params, texts)
                }
            }
        }
        return try result.get()
    }

    /// The fewest bits a pixel that can index `count` colours.
    static func bitDepth(forColors count: Int) -> Int {
        switch count {
        case ...2: 1
        case ...4: 2
        case ...16: 4
        default: 8
        }
    }

    private static func filterMask(_ filters: PNGEncodeOptions.Filters) -> Int32 {
        filters.isEmpty ? PNGEncodeOptions.Filters.none.rawValue : filters.rawValue
    }

    private static func run(_ params: inout clibpng_encode_params, _ texts: TextChunkEncoding) -> Result<[UInt8], PNGError> {
        texts.withCEntries { entries, count in
            params.texts = entries
            params.text_count = count
            var error = clibpng_error.empty
            var out: UnsafeMutablePointer<UInt8>?
            var length = 0
            let status = clibpng_encode(&params, &out, &length, &error)
            defer { clibpng_free(out) }
            guard status == Int32(CLIBPNG_OK), let out else {
                return .failure(PNGError(status: status == Int32(CLIBPNG_OK) ? Int32(CLIBPNG_ENCODING) : status, error: error))
            }
            return .success(Array(UnsafeBufferPointer(start: out, count: length)))
        }
    }
}
