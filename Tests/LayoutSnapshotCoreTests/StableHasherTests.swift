import RasterImage
import Testing

/// `StableHasher.combine(bytes:)` runs in C (`CStableHash`): its hashes are recorded in every
/// reference's seal, so the C loop must give what the rule it documents gives.
@Suite("stable hasher") struct StableHasherTests {
    /// The rule, word by word in Swift: each whole 8-byte word little-endian, then the tail's
    /// bytes with the length in the top byte.
    private static func byRule(_ bytes: [UInt8]) -> UInt64 {
        var hasher = StableHasher()
        let words = bytes.count / 8
        for i in 0..<words {
            var word: UInt64 = 0
            for k in 0..<8 { word |= UInt64(bytes[i * 8 + k]) << (8 * UInt64(k)) }
            hasher.combine(word)
        }
        var tail: UInt64 = 0
        for i in (words * 8)..<bytes.count { tail = tail << 8 | UInt64(bytes[i]) }
        hasher.combine(tail ^ UInt64(bytes.count) << 56)
        return hasher.finalize()
    }

    @Test func theByteLoopFollowsTheRule() {
        var seed: UInt64 = 0x1234_5678
        for length in Array(0...70) + [4096, 4099] {
            let bytes = (0..<length).map { _ -> UInt8 in
                seed = seed &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
                return UInt8(truncatingIfNeeded: seed >> 33)
            }
            #expect(StableHasher.hash(bytes: bytes) == Self.byRule(bytes), "length \(length)")
        }
    }

    /// Pinned: the seals of the references recorded so far.
    @Test func hashesArePinned() {
        #expect(StableHasher.hex(StableHasher.hash(bytes: [])) == "10919021ec66be3b")
        #expect(StableHasher.hex(StableHasher.hash(bytes: Array("LayoutSnapshot.seal".utf8))) == "43af602ac1679952")
    }
}
