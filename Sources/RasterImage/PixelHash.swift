/// A fast 64-bit hash of an image's size and pixels, recorded in each PNG so a verify can tell a
/// matching render without decoding the reference (the PNG's seal, in LayoutSnapshotCore, tells
/// whether the file was edited since). Not cryptographic: it guards against accidents, not
/// attackers.
///
/// Four independent lanes each take 8 bytes of every 32 with a multiply and a rotate, so the
/// multiplies overlap instead of waiting on one another: the hash then runs near memory speed
/// (a single lane ran at about a third of it, adding 7 ms to a verify of an iPad Pro image).
extension Image {
    public var pixelHash: UInt64 {
        // Odd 64-bit constants with well-spread bits.
        let multiplier: UInt64 = 0x9FB2_1C65_1E98_DF25
        let seed: UInt64 = 0x243F_6A88_85A3_08D3 ^ UInt64(width) &* 0x1000_0000_01B3 ^ UInt64(height)
        var lanes: (UInt64, UInt64, UInt64, UInt64) = (seed, seed ^ 0x1, seed ^ 0x2, seed ^ 0x3)
        @inline(__always) func step(_ state: inout UInt64, _ word: UInt64) {
            state = (state ^ word) &* multiplier
            state = (state << 29) | (state >> 35)
        }
        pixels.withUnsafeBytes { raw in
            let blocks = raw.count / 32
            for i in 0..<blocks {
                let offset = i * 32
                step(&lanes.0, raw.loadUnaligned(fromByteOffset: offset, as: UInt64.self).littleEndian)
                step(&lanes.1, raw.loadUnaligned(fromByteOffset: offset + 8, as: UInt64.self).littleEndian)
                step(&lanes.2, raw.loadUnaligned(fromByteOffset: offset + 16, as: UInt64.self).littleEndian)
                step(&lanes.3, raw.loadUnaligned(fromByteOffset: offset + 24, as: UInt64.self).littleEndian)
            }
            var offset = blocks * 32
            while raw.count - offset >= 8 {
                step(&lanes.0, raw.loadUnaligned(fromByteOffset: offset, as: UInt64.self).littleEndian)
                offset += 8
            }
            var tail: UInt64 = 0
            for i in offset..<raw.count { tail = tail << 8 | UInt64(raw[i]) }
            step(&lanes.1, tail ^ UInt64(raw.count))
        }
        var state = lanes.0
        step(&state, lanes.1)
        step(&state, lanes.2)
        step(&state, lanes.3)
        state ^= state >> 32
        state = state &* multiplier
        state ^= state >> 29
        return state
    }

    /// The hash as 16 lower-case hex digits.
    public var pixelHashString: String {
        let hex = String(pixelHash, radix: 16)
        return String(repeating: "0", count: 16 - hex.count) + hex
    }
}
