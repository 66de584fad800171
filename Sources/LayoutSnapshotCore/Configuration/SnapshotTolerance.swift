import ImageDiff

/// How different a render may be from its reference and still match. The default is exact:
/// the renderer is deterministic, so any changed pixel is a changed layout. Tolerance is for
/// images from elsewhere.
///
/// Two gates, named apart on purpose: `maxDifferentPixels` counts pixels, `maxDifferentRatio`
/// is a fraction of the image (0.001 = 0.1 %). nil leaves a gate open; a comparison passes when
/// it is within every gate that is set, and with neither set no pixel may differ.
public struct SnapshotTolerance: Sendable, Hashable, Codable {
    /// pixelmatch's colour threshold, 0...1: the YIQ distance under which two pixels count as the
    /// same. 0 counts every changed pixel.
    public var colorThreshold: Double
    /// The most differing pixels allowed (a count); nil: no limit by count.
    public var maxDifferentPixels: Int?
    /// The most differing pixels allowed as a fraction of all pixels, 0...1; nil: no limit by ratio.
    public var maxDifferentRatio: Double?
    /// Count pixels detected as anti-aliasing as differences too (pixelmatch's `includeAA`).
    public var includeAntiAliasing: Bool
    /// Rectangles (in pixels) never compared.
    public var ignoreRegions: [PixelRect]

    public init(
        colorThreshold: Double = 0, maxDifferentPixels: Int? = nil, maxDifferentRatio: Double? = nil,
        includeAntiAliasing: Bool = true, ignoreRegions: [PixelRect] = []
    ) {
        self.colorThreshold = colorThreshold
        self.maxDifferentPixels = maxDifferentPixels
        self.maxDifferentRatio = maxDifferentRatio
        self.includeAntiAliasing = includeAntiAliasing
        self.ignoreRegions = ignoreRegions
    }

    /// Byte-for-byte equal pixels.
    public static let exact = SnapshotTolerance()

    /// pixelmatch's defaults: colour threshold 0.1, anti-aliasing not counted.
    public static func pixelmatch(
        colorThreshold: Double = 0.1, maxDifferentPixels: Int? = nil, maxDifferentRatio: Double? = nil,
        ignoring regions: [PixelRect] = []
    ) -> SnapshotTolerance {
        SnapshotTolerance(colorThreshold: colorThreshold, maxDifferentPixels: maxDifferentPixels,
                          maxDifferentRatio: maxDifferentRatio, includeAntiAliasing: false, ignoreRegions: regions)
    }

    public var isExact: Bool { self == .exact }

    var diffOptions: DiffOptions {
        DiffOptions(threshold: colorThreshold, includeAntiAliasing: includeAntiAliasing, ignoreRegions: ignoreRegions)
    }

    /// How a difference is measured and drawn: exact counts every changed pixel (so the
    /// statistics and the diff image still say where), otherwise the tolerance's options.
    var measuringOptions: DiffOptions {
        isExact ? DiffOptions(threshold: 0, includeAntiAliasing: true) : diffOptions
    }

    /// Whether a comparison's result is within both gates.
    func accepts(_ result: DiffResult) -> Bool {
        guard !result.sizeMismatch else { return false }
        if maxDifferentPixels == nil && maxDifferentRatio == nil { return result.differentPixels == 0 }
        return result.differentPixels <= (maxDifferentPixels ?? .max) && result.ratio <= (maxDifferentRatio ?? 1)
    }

    /// What the gates allow, for messages.
    var gatesDescription: String {
        var gates: [String] = []
        if let maxDifferentPixels { gates.append("\(maxDifferentPixels) pixels") }
        if let maxDifferentRatio { gates.append("a ratio of \(maxDifferentRatio)") }
        return gates.isEmpty ? "no differing pixel" : gates.joined(separator: " and ")
    }

    /// Refuses values that cannot mean anything (a negative count, a ratio over 1).
    package func validate() throws(ConfigurationError) {
        guard colorThreshold.isFinite, (0...1).contains(colorThreshold) else {
            throw ConfigurationError("tolerance.colorThreshold: expected 0...1, got \(colorThreshold)")
        }
        if let maxDifferentPixels, maxDifferentPixels < 0 {
            throw ConfigurationError("tolerance.maxDifferentPixels: expected a count ≥ 0, got \(maxDifferentPixels)")
        }
        if let maxDifferentRatio, !(maxDifferentRatio.isFinite && (0...1).contains(maxDifferentRatio)) {
            throw ConfigurationError("tolerance.maxDifferentRatio: expected a fraction 0...1, got \(maxDifferentRatio)")
        }
    }
}
