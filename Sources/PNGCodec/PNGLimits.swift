/// Bounds a decoder checks against the PNG header before it allocates the image, so a small file
/// that declares a huge size is refused instead of exhausting memory.
public struct PNGLimits: Sendable, Hashable {
    public var maxWidth: Int
    public var maxHeight: Int
    /// Width × height at most; the default is 64 Mi pixels, 256 MiB of RGBA8.
    public var maxPixels: Int

    /// 16384 × 16384 pixels and 64 Mi pixels: room for every device screenshot at any scale.
    public static let `default` = PNGLimits(maxWidth: 16384, maxHeight: 16384, maxPixels: 64 * 1024 * 1024)

    public init(maxWidth: Int, maxHeight: Int, maxPixels: Int) {
        self.maxWidth = maxWidth
        self.maxHeight = maxHeight
        self.maxPixels = maxPixels
    }
}
