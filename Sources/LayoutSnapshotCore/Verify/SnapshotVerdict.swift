import ImageDiff
import PNGCodec

/// What a check decided about one snapshot, before anything is written: matched, recorded or
/// failed, with the typed reason. `SnapshotVerdict.decide` makes it from what is known about the
/// reference and the comparisons; `SnapshotEffects` then records, writes artifacts and fills the
/// manifest; `SnapshotMessage` says it in words.
package enum SnapshotVerdict: Sendable {
    /// `tolerated`: the difference the tolerance accepted.
    case matched(PixelComparison.Evidence, tolerated: DiffResult?)
    case recorded(Recording)
    case failed(Failure)

    package enum Recording: Sendable {
        /// Record mode `all` rewrites every reference.
        case recordAll
        /// There was no reference (modes `missing`, `failed`).
        case missingReference
        /// The reference was not a readable PNG (mode `failed`).
        case corruptReference(CorruptReference)
        /// The PNG matches and only its geometry JSON was missing: written alone.
        case missingGeometry
    }

    package enum Failure: Sendable {
        /// No reference, and record mode `never`.
        case missingReference
        /// The reference could not be read from disk.
        case unreadableReference(String)
        /// The reference is not a readable PNG (and the mode does not replace it).
        case corruptReference(CorruptReference)
        /// Pixels, geometry or both differ (`accepted` tells which). `recordsActual`: mode `failed`
        /// writes the actual over the reference.
        case mismatch(pixels: PixelComparison, geometry: GeometryComparison, recordsActual: Bool)
        /// The geometry matches, but the reference's picture has not been drawn yet (a test
        /// recorded the geometry; `layout-snapshot report` draws the picture).
        case pictureNotDrawn
    }

    /// A reference file that is not a readable PNG: its size and the decoder's words.
    package struct CorruptReference: Sendable, Equatable {
        package var bytes: Int
        package var error: String
    }

    /// What is known about the reference when deciding.
    package enum Reference: Sendable {
        case missing
        case unreadable(String)
        /// Its bytes are not a PNG whose text can be read.
        case corrupt(CorruptReference)
        /// Read and compared.
        case compared(bytes: Int, pixels: PixelComparison, geometry: GeometryComparison)
        /// The geometry file is there and was compared, but not its picture: none was drawn yet.
        case noPicture(geometry: GeometryComparison)
    }

    /// The decision: a pure function of the record mode and what is known about the reference
    /// (record mode `all` records whatever it is, so its caller need not read it).
    package static func decide(mode: RecordMode, reference: Reference) -> SnapshotVerdict {
        if mode == .all { return .recorded(.recordAll) }
        switch reference {
        case .missing:
            return mode == .never ? .failed(.missingReference) : .recorded(.missingReference)
        case .unreadable(let why):
            return .failed(.unreadableReference(why))
        case .corrupt(let problem):
            return mode == .failed ? .recorded(.corruptReference(problem)) : .failed(.corruptReference(problem))
        case .compared(let bytes, let pixels, let geometry):
            if case .undecodable(let error) = pixels {
                return decide(mode: mode, reference: .corrupt(CorruptReference(bytes: bytes, error: "\(error)")))
            }
            switch (pixels.accepted, geometry.accepted) {
            case (true, true):
                return .matched(pixels.evidence ?? .pixels, tolerated: pixels.diff)
            case (true, false) where geometry == .missing && mode != .never:
                return .recorded(.missingGeometry)
            default:
                return .failed(.mismatch(pixels: pixels, geometry: geometry, recordsActual: mode == .failed))
            }
        case .noPicture(let geometry):
            // Half a reference is not one: the test cannot draw the picture in time, so every
            // mode fails until the tool has drawn it (a changed geometry fails as ever).
            if geometry.accepted { return .failed(.pictureNotDrawn) }
            return .failed(.mismatch(pixels: .notDrawn, geometry: geometry, recordsActual: mode == .failed))
        }
    }

    package var result: ManifestEntry.Result {
        switch self {
        case .matched: .matched
        case .recorded: .recorded
        case .failed: .failed
        }
    }

    /// The manifest's word for the reason (`ManifestEntry.detail`).
    package var detail: SnapshotDetail {
        switch self {
        case .matched(let evidence, let tolerated):
            if tolerated != nil { return .tolerance }
            switch evidence {
            case .renderInputs: return .renderInputs
            case .pixelHash: return .pixelHash
            case .pixels: return .pixels
            }
        case .recorded(let recording):
            switch recording {
            case .recordAll: return .recordAll
            case .missingReference: return .missing
            case .corruptReference: return .corrupt
            case .missingGeometry: return .missingGeometry
            }
        case .failed(let failure):
            switch failure {
            case .missingReference: return .missing
            case .unreadableReference: return .unreadable
            case .corruptReference: return .corrupt
            case .pictureNotDrawn: return .pictureNotDrawn
            case .mismatch(let pixels, let geometry, _):
                if !pixels.isDrawn { return .geometry }
                switch (pixels.accepted, geometry.accepted) {
                case (false, false): return .pixelsAndGeometry
                case (false, true): return .pixels
                default: return .geometry
                }
            }
        }
    }
}

/// Why a manifest entry has its result, as written in the manifest's `detail` field.
package enum SnapshotDetail: String, Sendable, CaseIterable {
    // Matches: how the equality was established.
    case renderInputs, pixelHash, pixels, tolerance
    // Recordings.
    case recordAll, missing, corrupt, missingGeometry
    // Failures (`pixels`, `missing` and `corrupt` above serve failures too).
    case unreadable, geometry, pixelsAndGeometry = "pixels+geometry", unwritable
    // The geometry matches; the reference's picture is not drawn yet.
    case pictureNotDrawn
    // Failures found before a comparison, by the test framework: the assertion's settings, a
    // reference another assertion owns, a layout that cannot be computed.
    case configuration, sharedReference, layout
    // A snapshot that matched, failed by its layout's Auto Layout issues (`AutoLayoutIssueMode.fail`).
    case autoLayout
}
