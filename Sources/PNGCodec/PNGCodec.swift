import RasterImage

/// PNG reading and writing over the system libpng.
///
/// Decoding gives the stored samples as 8-bit RGBA, with no colour management, the way Pillow,
/// pngjs and the pixelmatch tools read them: palettes expanded (tRNS → alpha), gray → RGB, 1/2/4-bit
/// samples scaled exactly (×255, ×85, ×17), tRNS on gray/RGB → alpha 0 for that colour, 16-bit
/// samples reduced to their high byte (as Pillow does), interlaced images de-interlaced.
///
/// Encoding writes the smallest colour layout that is cheap to find (palette, else RGB, else RGBA),
/// deterministically: the same image, text and options give the same bytes with the same zlib.
public enum PNGCodec {
    public static func decode(_ bytes: [UInt8], limits: PNGLimits = .default) throws(PNGError) -> DecodedPNG {
        try PNGDecoding.decode(bytes, limits: limits)
    }

    /// Reads only the text chunks (tEXt, iTXt, zTXt) without inflating IDAT: fast, for checking a
    /// recorded pixel hash.
    public static func readText(_ bytes: [UInt8]) throws(PNGError) -> [PNGTextEntry] {
        try PNGTextReading.readText(bytes)
    }

    /// Encodes `image` with `text` as tEXt chunks (iTXt for text beyond Latin-1), before the image
    /// data so `readText` finds them first.
    public static func encode(_ image: Image, text: [PNGTextEntry] = [], options: PNGEncodeOptions = .default) throws(PNGError) -> [UInt8] {
        try PNGEncoding.encode(image, text: text, options: options)
    }

    /// `encode(_:text:options:)` for text that needs its own pass over the pixels (a hash of
    /// them): `alongside` runs once (unless the image or options are refused before any work), on
    /// one of the encoder's threads while the others deflate (where the row deflater writes the
    /// image), and `text` is asked for after it. The bytes are
    /// those of `encode(image, text: text())`.
    public static func encode(_ image: Image, options: PNGEncodeOptions = .default, alongside: () -> Void, text: () -> [PNGTextEntry]) throws(PNGError) -> [UInt8] {
        try withoutActuallyEscaping(alongside) { alongside throws(PNGError) in
            try PNGEncoding.encode(image, options: options, alongside: alongside, text: text)
        }
    }
}
