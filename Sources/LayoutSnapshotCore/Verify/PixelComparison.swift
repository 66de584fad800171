import ImageDiff
import PNGCodec
import RasterImage

/// How the render compares with the reference's pixels, and how that was found out.
package enum PixelComparison: Sendable {
    /// Equal, by the cheapest evidence that sufficed.
    case equal(Evidence)
    /// Different, but the tolerance accepts the difference.
    case withinTolerance(DiffResult)
    /// Different beyond the tolerance (or at all, when exact); `sizeMismatch` when the sizes differ.
    case different(DiffResult)
    /// The reference's pixels cannot be decoded.
    case undecodable(PNGError)
    /// Not drawn: the geometry changed, which decides the check whatever the pixels are; the
    /// pictures are drawn later by `layout-snapshot report` from what the test stored
    /// (Docs/decisions/0024-pictures-drawn-by-the-tool.md).
    case notDrawn

    package enum Evidence: String, Sendable {
        /// The sealed reference recorded the same render inputs: equal by construction, nothing rendered.
        case renderInputs
        /// The render's hash equals the sealed pixel hash: rendered, nothing decoded.
        case pixelHash
        /// Decoded and compared pixel by pixel.
        case pixels
    }

    package var accepted: Bool {
        switch self {
        case .equal, .withinTolerance: true
        case .different, .undecodable, .notDrawn: false
        }
    }

    package var evidence: Evidence? {
        if case .equal(let evidence) = self { return evidence }
        return nil
    }

    package var isDrawn: Bool {
        if case .notDrawn = self { return false }
        return true
    }

    package var diff: DiffResult? {
        switch self {
        case .withinTolerance(let diff), .different(let diff): diff
        case .equal, .undecodable, .notDrawn: nil
        }
    }

    /// Compares in the order that keeps a matching verify cheap:
    /// 1. the same render inputs as a sealed reference recorded (when `mayTrustRenderInputs`);
    /// 2. the render's hash against the sealed pixel hash;
    /// 3. the decoded reference, exactly or with the tolerance.
    /// Returns the decoded reference too, when it was decoded, for the diff image.
    package static func compare(
        reference: SnapshotFile, actual: ActualSnapshot, tolerance: SnapshotTolerance, mayTrustRenderInputs: Bool
    ) -> (comparison: PixelComparison, referenceImage: Image?) {
        if mayTrustRenderInputs, reference.trustedRenderInputs == actual.renderInputs {
            return (.equal(.renderInputs), nil)
        }
        if let hash = reference.trustedPixelHash, hash == actual.image.pixelHashString {
            return (.equal(.pixelHash), nil)
        }
        let decoded: Image
        do { decoded = try reference.decodeImage() } catch { return (.undecodable(error), nil) }
        if ImageDiff.exactlyEqual(decoded, actual.image) { return (.equal(.pixels), decoded) }
        let diff = ImageDiff.compare(decoded, actual.image, options: tolerance.measuringOptions)
        return (!tolerance.isExact && tolerance.accepts(diff) ? .withinTolerance(diff) : .different(diff), decoded)
    }
}
