import CLibPNG
import RasterImage
import Synchronization

/// The zlib stream of an RGB or RGBA image's rows by the row deflater (`clibpng_deflate_rows`):
/// fixed segments of `segmentRows` rows, deflated on up to `threads` threads and joined in order.
/// A segment's bytes depend on its rows alone (and the row before it), never on which thread made
/// them or how many there were, so the stream is the same for any thread count (pigz's technique).
enum RowDeflate {
    /// Rows a segment: each costs a block header (about 100 bytes) and a sync marker (5 bytes),
    /// and at least two segments a phone-size image keep both cores busy.
    static let segmentRows = 128

    /// Whether rows of `width` pixels of `channels` samples fit the row deflater: a match one row
    /// back and one pixel aside must stay within deflate's 32 KiB window.
    /// (One rule, in C: `clibpng_row_deflate_fits`.)
    static func fits(width: Int, channels: Int) -> Bool {
        width > 0 && width <= Int(UInt32.max) && clibpng_row_deflate_fits(UInt32(width), Int32(channels)) != 0
    }

    /// The stream; nil when `checkOpaque` (with 3 channels) met an alpha below 255, so the image
    /// needs its alpha. `alongside` runs on one of the threads while the others deflate (taken
    /// first, then that thread deflates too): the caller's own pass over the pixels costs the
    /// encoding no wall time where cores are free.
    static func zlibStream(_ image: Image, channels: Int, threads: Int, checkOpaque: Bool = false,
                           alongside: (() -> Void)? = nil) throws(PNGError) -> [UInt8]? {
        try image.pixels.withUnsafeBufferPointer { pixels throws(PNGError) in
            let segments = Segments(pixels: pixels.baseAddress!, width: image.width, height: image.height, channels: channels, checkOpaque: checkOpaque)
            // `alongside` first, then the segments in order, each taken by the next free thread
            // (a pipeline with nothing left to draw).
            var readers: [RowPipeline.Reader] = []
            if let alongside { readers.append(RowPipeline.Reader(rows: [0..<0], ordered: false) { _ in alongside() }) }
            readers.append(RowPipeline.Reader(rows: (0..<segments.count).map(segments.rowsRead), ordered: false) { segments.deflate($0) })
            RowPipeline.run(threads: threads, bands: [], draw: { _ in }, readers: readers)
            return try segments.stream()
        }
    }

    /// The segments of one image's stream: fixed runs of `segmentRows` rows, each deflated once,
    /// in any order, on any thread (`deflate(_:)`), then joined in order (`stream()`). The pixels
    /// must stay as they are, and alive, until the stream is made.
    final class Segments: @unchecked Sendable {
        let pixels: UnsafePointer<UInt8>
        let width, height, channels: Int
        let checkOpaque: Bool
        let count: Int
        // Slot k is written by the thread that deflates segment k alone.
        private let out: UnsafeMutablePointer<clibpng_row_segment>
        private let statuses: UnsafeMutablePointer<Int32>
        /// A segment's status until it is deflated.
        private static let notDeflated: Int32 = -1
        /// Set when a segment met an alpha below 255: the others are not worth deflating.
        private let foundTranslucent = Atomic<Bool>(false)

        init(pixels: UnsafePointer<UInt8>, width: Int, height: Int, channels: Int, checkOpaque: Bool) {
            self.pixels = pixels
            self.width = width
            self.height = height
            self.channels = channels
            self.checkOpaque = checkOpaque
            count = (height + segmentRows - 1) / segmentRows
            out = .allocate(capacity: max(1, count))
            out.initialize(repeating: clibpng_row_segment(), count: max(1, count))
            statuses = .allocate(capacity: max(1, count))
            statuses.initialize(repeating: Self.notDeflated, count: max(1, count))
        }

        deinit {
            for k in 0..<count { clibpng_free(out[k].bytes) }
            out.deallocate()
            statuses.deallocate()
        }

        /// The rows segment `k` reads: its own, and the two above its first (the row above is
        /// filtered again, as matches may reach into it, and its Up filter reads the one above it).
        func rowsRead(_ k: Int) -> Range<Int> {
            max(0, k * segmentRows - 2)..<min(height, (k + 1) * segmentRows)
        }

        func deflate(_ k: Int) {
            // (A segment not deflated keeps its zeroed slot: the stream is not made.)
            if foundTranslucent.load(ordering: .relaxed) {
                statuses[k] = Int32(CLIBPNG_NOT_OPAQUE)
                return
            }
            let start = k * segmentRows, end = min(height, start + segmentRows)
            statuses[k] = clibpng_deflate_rows(pixels, UInt32(width), UInt32(height), Int32(channels), UInt32(start), UInt32(end),
                                               checkOpaque ? 1 : 0, out + k)
            if statuses[k] == Int32(CLIBPNG_NOT_OPAQUE) { foundTranslucent.store(true, ordering: .relaxed) }
        }

        /// The zlib stream of every segment, once each is deflated; nil when one met an alpha
        /// below 255 (with `checkOpaque`).
        func stream() throws(PNGError) -> [UInt8]? {
            let statuses = UnsafeBufferPointer(start: self.statuses, count: count)
            precondition(!statuses.contains(Self.notDeflated), "a segment was not deflated")
            if statuses.contains(Int32(CLIBPNG_NOT_OPAQUE)) { return nil }
            guard statuses.allSatisfy({ $0 == Int32(CLIBPNG_OK) }) else {
                throw .encoding("the row deflater failed on a \(width) × \(height) image")
            }
            let segments = UnsafeBufferPointer(start: out, count: count)
            // zlib header: deflate with a 32 KiB window, no dictionary, (0x78 · 256 + 0x01) % 31 == 0.
            var stream: [UInt8] = [0x78, 0x01]
            stream.reserveCapacity(2 + segments.reduce(0) { $0 + $1.length } + 4)
            var adler: UInt32 = 1
            for s in segments {
                stream.append(contentsOf: UnsafeBufferPointer(start: s.bytes, count: s.length))
                adler = clibpng_adler32_combine(adler, s.adler, s.raw_length)
            }
            stream += [UInt8(adler >> 24), UInt8(adler >> 16 & 0xFF), UInt8(adler >> 8 & 0xFF), UInt8(adler & 0xFF)]
            return stream
        }
    }
}
