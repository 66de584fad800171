import CLibPNG
import Dispatch
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
        let height = image.height
        let count = (height + segmentRows - 1) / segmentRows
        var segments = [clibpng_row_segment](repeating: clibpng_row_segment(), count: count)
        var statuses = [Int32](repeating: Int32(CLIBPNG_OK), count: count)
        let jobs = count + (alongside == nil ? 0 : 1)
        let workers = max(1, min(threads, jobs))
        image.pixels.withUnsafeBufferPointer { pixels in
            segments.withUnsafeMutableBufferPointer { out in
                statuses.withUnsafeMutableBufferPointer { status in
                    // (`alongside` is optional, so already escaping: the job holds it only until
                    // every worker has returned.)
                    let job = Job(pixels: pixels.baseAddress!, width: image.width, height: height, channels: channels, checkOpaque: checkOpaque,
                                  segments: out.baseAddress!, statuses: status.baseAddress!, count: count, alongside: alongside)
                    if workers == 1 { job.run() } else { DispatchQueue.concurrentPerform(iterations: workers) { _ in job.run() } }
                }
            }
        }
        defer { for s in segments { clibpng_free(s.bytes) } }
        if statuses.contains(Int32(CLIBPNG_NOT_OPAQUE)) { return nil }
        guard statuses.allSatisfy({ $0 == Int32(CLIBPNG_OK) }) else {
            throw .encoding("the row deflater failed on a \(image.width) × \(height) image")
        }
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

    /// What the workers share. Each takes the next job until none is left: `alongside` first (when
    /// given), then the segments in order; each slot of `segments` and `statuses` is written by the
    /// worker that took it, and the pixels are only read.
    private final class Job: @unchecked Sendable {
        let pixels: UnsafePointer<UInt8>
        let width, height, channels: Int
        let checkOpaque: Bool
        let segments: UnsafeMutablePointer<clibpng_row_segment>
        let statuses: UnsafeMutablePointer<Int32>
        let count: Int
        let alongside: (() -> Void)?
        let next = Atomic<Int>(0)
        /// Set when a segment met an alpha below 255: the others are not worth deflating.
        let notOpaque = Atomic<Bool>(false)

        init(pixels: UnsafePointer<UInt8>, width: Int, height: Int, channels: Int, checkOpaque: Bool,
             segments: UnsafeMutablePointer<clibpng_row_segment>, statuses: UnsafeMutablePointer<Int32>, count: Int, alongside: (() -> Void)?) {
            self.pixels = pixels
            self.width = width
            self.height = height
            self.channels = channels
            self.checkOpaque = checkOpaque
            self.segments = segments
            self.statuses = statuses
            self.count = count
            self.alongside = alongside
        }

        func run() {
            let first = alongside == nil ? 0 : 1
            while true {
                let taken = next.wrappingAdd(1, ordering: .relaxed).oldValue
                if taken == 0, let alongside {
                    alongside()
                    continue
                }
                let i = taken - first
                guard i < count else { return }
                // (The segments not deflated keep their zeroed slots: the stream is not made.)
                if notOpaque.load(ordering: .relaxed) {
                    statuses[i] = Int32(CLIBPNG_NOT_OPAQUE)
                    continue
                }
                let start = i * RowDeflate.segmentRows, end = min(height, start + RowDeflate.segmentRows)
                statuses[i] = clibpng_deflate_opaque_rows(pixels, UInt32(width), UInt32(height), Int32(channels), UInt32(start), UInt32(end),
                                                          checkOpaque ? 1 : 0, segments + i)
                if statuses[i] == Int32(CLIBPNG_NOT_OPAQUE) { notOpaque.store(true, ordering: .relaxed) }
            }
        }
    }
}
