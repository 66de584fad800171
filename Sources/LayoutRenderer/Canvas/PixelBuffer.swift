import RasterImage

/// The pixels a display list is drawn into (RGBA8, rows top to bottom, no padding): memory
/// borrowed from an `Image` for the length of a render (`Image.withPixelBuffer`). Several
/// rasterizers may draw disjoint regions of one buffer at once, each on its own thread
/// (`DisplayList.draw`'s tiles), which an `Image` value cannot offer: two threads mutating one
/// array would each copy it.
struct PixelBuffer: @unchecked Sendable {
    let base: UnsafeMutablePointer<UInt8>
    let width: Int
    let height: Int

    /// The bytes as a buffer, for code written against one.
    var bytes: UnsafeMutableBufferPointer<UInt8> { UnsafeMutableBufferPointer(start: base, count: width * height * 4) }

    /// Pixels `columns` of row `row` all set to the pixel `word` (`RGBA.word`).
    @inline(__always)
    func store(_ word: UInt32, row: Int, columns: Range<Int>) {
        UnsafeMutableRawPointer(base + (row * width + columns.lowerBound) * 4)
            .withMemoryRebound(to: UInt32.self, capacity: columns.count) { $0.update(repeating: word, count: columns.count) }
    }

    /// Reads the first and last pixel of `columns` in each of `rows`, one independent load
    /// after another, before a loop that works row by row down a narrow, tall area (a scroll
    /// indicator, a screen corner) that was written long before: the processor then waits for
    /// the rows' cache lines (and pages) together instead of one row at a time.
    func touch(rows: Range<Int>, columns: Range<Int>) {
        guard !columns.isEmpty else { return }
        var sum: UInt32 = 0
        let raw = UnsafeRawPointer(base)
        for row in rows {
            sum &+= raw.load(fromByteOffset: (row * width + columns.lowerBound) * 4, as: UInt32.self)
            sum &+= raw.load(fromByteOffset: (row * width + columns.upperBound - 1) * 4, as: UInt32.self)
        }
        Self.keep(sum)
    }

    /// Uses `value`, so the loads that made it are not left out.
    @inline(never) @_optimize(none)
    private static func keep(_ value: UInt32) {}

    /// `body` with the bytes as a buffer (the shape of `Array.withUnsafeMutableBufferPointer`).
    @inline(__always)
    func withBytes<R>(_ body: (UnsafeMutableBufferPointer<UInt8>) throws -> R) rethrows -> R { try body(bytes) }
}

extension Image {
    /// Runs `body` with the image's pixels as a `PixelBuffer`, valid only inside it.
    mutating func withPixelBuffer<R>(_ body: (PixelBuffer) throws -> R) rethrows -> R {
        let (w, h) = (width, height)
        guard !pixels.isEmpty else {
            // No pixels, no address: a byte to point at, which nothing reads.
            let empty = UnsafeMutablePointer<UInt8>.allocate(capacity: 1)
            defer { empty.deallocate() }
            return try body(PixelBuffer(base: empty, width: w, height: h))
        }
        return try pixels.withUnsafeMutableBufferPointer { try body(PixelBuffer(base: $0.baseAddress!, width: w, height: h)) }
    }
}

extension RGBA {
    /// The pixel's four bytes as one word, as a load from pixel memory reads them (whatever the
    /// CPU's byte order), for storing and comparing whole pixels.
    var word: UInt32 { (UInt32(r) | UInt32(g) << 8 | UInt32(b) << 16 | UInt32(a) << 24).littleEndian }

    /// The pixel whose four bytes are `word` (`word`'s inverse).
    init(word: UInt32) {
        let w = UInt32(littleEndian: word)
        self.init(UInt8(truncatingIfNeeded: w), UInt8(truncatingIfNeeded: w >> 8), UInt8(truncatingIfNeeded: w >> 16), UInt8(truncatingIfNeeded: w >> 24))
    }
}
