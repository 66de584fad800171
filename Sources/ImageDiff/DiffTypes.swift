// `PixelRect` is RasterImage's, the package's one pixel rectangle, and reaches a user of this
// module as it always has.
@_exported import struct RasterImage.PixelRect

public struct DiffOptions: Sendable {
    /// Colour tolerance, 0...1 (pixelmatch's default 0.1). 0 counts every pixel whose colour
    /// (after blending with white by its alpha) differs at all.
    public var threshold: Double
    /// false: pixels detected as anti-aliasing are reported separately and not counted as
    /// differences (pixelmatch's `includeAA: false`). true: they count as differences too.
    public var includeAntiAliasing: Bool
    /// Pixels inside any of these rectangles are never counted.
    public var ignoreRegions: [PixelRect]

    public init(threshold: Double = 0.1, includeAntiAliasing: Bool = false, ignoreRegions: [PixelRect] = []) {
        self.threshold = threshold
        self.includeAntiAliasing = includeAntiAliasing
        self.ignoreRegions = ignoreRegions
    }
}

public struct DiffResult: Sendable, Equatable {
    public var width: Int, height: Int
    /// Counted differences: over the threshold, outside ignored regions, and not anti-aliasing
    /// unless `includeAntiAliasing`.
    public var differentPixels: Int
    /// Pixels over the threshold detected as anti-aliasing (outside ignored regions). With
    /// `includeAntiAliasing` they are also part of `differentPixels`.
    public var antiAliasedPixels: Int
    /// differentPixels / (width × height); 0 for empty images.
    public var ratio: Double
    /// The largest YIQ delta seen outside ignored regions, as a fraction of the maximum
    /// (sqrt(delta / 35215), clamped to 0...1).
    public var maxColorDistance: Double
    /// Bounding boxes of the 8-connected groups of counted different pixels, sorted by (y, x);
    /// at most 64 (any further groups are merged into the 64th box).
    public var boxes: [PixelRect]
    /// The sizes differ: nothing else was computed.
    public var sizeMismatch: Bool

    public init(width: Int, height: Int, differentPixels: Int, antiAliasedPixels: Int, ratio: Double,
                maxColorDistance: Double, boxes: [PixelRect], sizeMismatch: Bool) {
        self.width = width; self.height = height
        self.differentPixels = differentPixels; self.antiAliasedPixels = antiAliasedPixels
        self.ratio = ratio; self.maxColorDistance = maxColorDistance
        self.boxes = boxes; self.sizeMismatch = sizeMismatch
    }
}
