/// A fast 64-bit hash of an image's size and pixels, recorded in each PNG so a verify can tell a
/// matching render without decoding the reference, and notice a PNG edited since it was recorded.
/// Not cryptographic: it guards against accidents, not attackers.
extension Image {
    public var pixelHash: UInt64 {
        // Eight bytes a step, mixed with a multiply and rotate (constants are odd 64-bit
        // numbers with well-spread bits); the tail and the dimensions are mixed in at the end.
        let multiplier: UInt64 = 0x9FB2_1C65_1E98_DF25
        var state: UInt64 = 0x243F_6A88_85A3_08D3 ^ UInt64(width) &* 0x1000_0000_01B3 ^ UInt64(height)
        pixels.withUnsafeBytes { raw in
            let words = raw.count / 8
            for i in 0..<words {
                let word = raw.loadUnaligned(fromByteOffset: i * 8, as: UInt64.self).littleEndian
                state = (state ^ word) &* multiplier
                state = (state << 29) | (state >> 35)
            }
            var tail: UInt64 = 0
            for i in (words * 8)..<raw.count { tail = tail << 8 | UInt64(raw[i]) }
            state = (state ^ tail ^ UInt64(raw.count)) &* multiplier
        }
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
