import PNGCodec
import RasterImage

/// The seal of a reference PNG: a `tEXt` chunk `LayoutSnapshot.seal`, written last before IEND,
/// holding a hash of every byte before it. Any later edit of the file (pixels re-painted by an
/// editor that keeps the text chunks, text changed, the file re-compressed) breaks it, so the
/// pixel hash recorded in the same file is trusted only while the seal holds (Assertions.md,
/// "How a verify stays fast"). Checking it reads the file's bytes once and inflates nothing.
package enum SnapshotSeal {
    package enum Status: String, Sendable, Hashable, CaseIterable {
        /// The file is byte for byte what was recorded.
        case intact
        /// A seal is there but the bytes before it changed.
        case broken
        /// No seal (written by another tool, or its text chunks were stripped).
        case absent
    }

    /// `png` with the seal inserted before IEND; `png` as it is when its chunks cannot be walked.
    package static func seal(_ png: [UInt8]) -> [UInt8] {
        guard let iend = PNGCodec.chunks(png)?.last else { return png }
        let before = Array(png[..<iend.offset])
        return before + PNGCodec.textChunk(keyword: SnapshotFile.Key.seal, text: hash(before)) + png[iend.offset...]
    }

    package static func status(of png: [UInt8]) -> Status {
        // The seal is the chunk just before IEND.
        guard let chunks = PNGCodec.chunks(png), chunks.count >= 2 else { return .absent }
        let last = chunks[chunks.count - 2]
        guard let (keyword, recorded) = PNGCodec.textOf(last, in: png), keyword == SnapshotFile.Key.seal, !recorded.isEmpty else {
            return .absent
        }
        return recorded == hash(Array(png[..<last.offset])) ? .intact : .broken
    }

    private static func hash(_ bytes: [UInt8]) -> String {
        StableHasher.hex(StableHasher.hash(bytes: bytes))
    }
}
