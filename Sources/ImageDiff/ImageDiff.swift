import RasterImage

/// Image comparison for snapshot verification, in three strengths:
/// - `exactlyEqual`: byte equality at memory speed (ExactComparison.swift);
/// - `compare`: pixelmatch's tolerant comparison, counting differences (TolerantComparison.swift,
///   with ColorDistance.swift, AntiAliasing.swift and DifferenceBoxes.swift);
/// - `diffImage`: a picture of those differences (DiffImage.swift).
///
/// Pixels are read as packed 32-bit words (RGBA bytes in memory order) so that unchanged pixels
/// cost one integer comparison; the floating-point colour arithmetic runs only for pixels whose
/// bytes differ.
public enum ImageDiff {
    /// The largest possible YIQ delta (black against white), the scale of `threshold`.
    static let maxYIQDelta = 35215.0
    /// The most boxes a result holds.
    public static let maxBoxes = 64

    /// The RGBA pixel at `index` as one word, red in the low byte on every platform.
    @inline(__always)
    static func loadPixel(_ base: UnsafeRawPointer, _ index: Int) -> UInt32 {
        UInt32(littleEndian: base.loadUnaligned(fromByteOffset: index &* 4, as: UInt32.self))
    }
}
