/// A fast 64-bit hash of an image's size and pixels, recorded in each PNG so a verify can tell a
/// matching render without decoding the reference (the PNG's seal, in LayoutSnapshotCore, tells
/// whether the file was edited since). Not cryptographic: it guards against accidents, not
/// attackers.
extension Image {
    public var pixelHash: UInt64 {
        var hasher = PixelHasher(width: width, height: height)
        pixels.withUnsafeBytes { hasher.combine($0, last: true) }
        return hasher.finalize()
    }

    /// The hash as 16 lower-case hex digits.
    public var pixelHashString: String { StableHasher.hex(pixelHash) }
}

/// `Image.pixelHash` taken in parts, in order: every part but the last a multiple of 32 bytes
/// (whole rows in groups of eight make one), so a recording can hash the rows drawn so far while
/// the rest are drawn (`RowPipeline`). The same value as the whole at once.
///
/// Four independent lanes each take 8 bytes of every 32 with a multiply and a rotate, so the
/// multiplies overlap instead of waiting on one another: the hash then runs near memory speed
/// (a single lane ran at about a third of it, adding 7 ms to a verify of an iPad Pro image).
package struct PixelHasher {
    // Odd 64-bit constants with well-spread bits.
    private static let multiplier: UInt64 = 0x9FB2_1C65_1E98_DF25
    private var lanes: (UInt64, UInt64, UInt64, UInt64)
    private var count = 0

    package init(width: Int, height: Int) {
        let seed: UInt64 = 0x243F_6A88_85A3_08D3 ^ UInt64(width) &* 0x1000_0000_01B3 ^ UInt64(height)
        lanes = (seed, seed ^ 0x1, seed ^ 0x2, seed ^ 0x3)
    }

    @inline(__always) private static func step(_ state: inout UInt64, _ word: UInt64) {
        state = (state ^ word) &* multiplier
        state = (state << 29) | (state >> 35)
    }

    /// The next part of the pixels; `last` for the final one (any length).
    package mutating func combine(_ raw: UnsafeRawBufferPointer, last: Bool) {
        precondition(last || raw.count % 32 == 0, "a part before the last must be a multiple of 32 bytes")
        count += raw.count
        // The lanes in locals while the loop runs: kept in the struct, which the loads might
        // alias for all the compiler knows, each step would go through memory (twice the time).
        var lanes = self.lanes
        defer { self.lanes = lanes }
        let blocks = raw.count / 32
        for i in 0..<blocks {
            let offset = i * 32
            Self.step(&lanes.0, raw.loadUnaligned(fromByteOffset: offset, as: UInt64.self).littleEndian)
            Self.step(&lanes.1, raw.loadUnaligned(fromByteOffset: offset + 8, as: UInt64.self).littleEndian)
            Self.step(&lanes.2, raw.loadUnaligned(fromByteOffset: offset + 16, as: UInt64.self).littleEndian)
            Self.step(&lanes.3, raw.loadUnaligned(fromByteOffset: offset + 24, as: UInt64.self).littleEndian)
        }
        guard last else { return }
        var offset = blocks * 32
        while raw.count - offset >= 8 {
            Self.step(&lanes.0, raw.loadUnaligned(fromByteOffset: offset, as: UInt64.self).littleEndian)
            offset += 8
        }
        var tail: UInt64 = 0
        for i in offset..<raw.count { tail = tail << 8 | UInt64(raw[i]) }
        Self.step(&lanes.1, tail ^ UInt64(count))
    }

    /// The hash of the parts combined (the last with `last: true`).
    package func finalize() -> UInt64 {
        var state = lanes.0
        Self.step(&state, lanes.1)
        Self.step(&state, lanes.2)
        Self.step(&state, lanes.3)
        state ^= state >> 32
        state = state &* Self.multiplier
        state ^= state >> 29
        return state
    }
}
