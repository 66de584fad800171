import CLibPNG
import RasterImage

/// Full decoding through libpng: header and limits, then pixels as RGBA8, then text.
enum PNGDecoding {
    static func decode(_ bytes: [UInt8], limits: PNGLimits) throws(PNGError) -> DecodedPNG {
        let result = bytes.withUnsafeBufferPointer { buffer in
            decode(buffer, limits: limits)
        }
        return try result.get()
    }

    private static func decode(_ buffer: UnsafeBufferPointer<UInt8>, limits: PNGLimits) -> Result<DecodedPNG, PNGError> {
        var error = clibpng_error.empty
        var width: UInt32 = 0
        var height: UInt32 = 0
        guard let decoder = clibpng_decoder_open(buffer.baseAddress, buffer.count, cLimits(limits), &width, &height, &error) else {
            return .failure(PNGError(status: error.code, error: error, width: width, height: height))
        }
        defer { clibpng_decoder_close(decoder) }

        // Limits were checked against IHDR, so this is at most maxPixels × 4; the overflow check
        // only matters for callers who lift the limits to absurd values.
        let (pixelCount, overflowA) = Int(width).multipliedReportingOverflow(by: Int(height))
        let (byteCount, overflowB) = pixelCount.multipliedReportingOverflow(by: 4)
        guard !overflowA, !overflowB else {
            return .failure(.tooLarge(width: Int(width), height: Int(height)))
        }
        var status = Int32(CLIBPNG_OK)
        // libpng writes every byte (each interlace pass fills its own pixels), so the array is
        // filled in place rather than zeroed first.
        let pixels = [UInt8](unsafeUninitializedCapacity: byteCount) { out, initialized in
            status = clibpng_decoder_read_rgba(decoder, out.baseAddress, byteCount, &error)
            initialized = byteCount
        }
        guard status == Int32(CLIBPNG_OK) else {
            return .failure(PNGError(status: status, error: error))
        }
        let image = Image(width: Int(width), height: Int(height), pixels: pixels)
        return .success(DecodedPNG(image: image, text: texts(of: decoder)))
    }

    private static func texts(of decoder: OpaquePointer) -> [PNGTextEntry] {
        let count = clibpng_decoder_text_count(decoder)
        var entries: [PNGTextEntry] = []
        entries.reserveCapacity(Int(count))
        for index in 0..<count {
            var text = clibpng_text()
            clibpng_decoder_text_at(decoder, index, &text)
            guard let keyword = text.keyword, let value = text.text else { continue }
            let keywordBytes = UnsafeBufferPointer(start: UnsafeRawPointer(keyword).assumingMemoryBound(to: UInt8.self), count: text.keyword_length)
            let valueBytes = UnsafeBufferPointer(start: UnsafeRawPointer(value).assumingMemoryBound(to: UInt8.self), count: text.text_length)
            entries.append(PNGTextEntry(
                keyword: latin1String(ArraySlice(keywordBytes)),
                text: text.is_utf8 != 0 ? String(decoding: valueBytes, as: UTF8.self) : latin1String(ArraySlice(valueBytes))
            ))
        }
        return entries
    }

    static func cLimits(_ limits: PNGLimits) -> clibpng_limits {
        func clamp32(_ value: Int) -> UInt32 { UInt32(clamping: max(0, value)) }
        return clibpng_limits(max_width: clamp32(limits.maxWidth), max_height: clamp32(limits.maxHeight),
                              max_pixels: UInt64(max(0, limits.maxPixels)))
    }
}
