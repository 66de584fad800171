import CStableHash

/// A 64-bit hash that is the same on every machine and run (Swift's `Hasher` is seeded per
/// process, so it cannot be recorded in a file). Used for the render-input digest and the seal
/// of reference PNGs. Not cryptographic: it guards against accidents, not attackers.
public struct StableHasher: Sendable {
    // The same multiply-and-rotate step as `pixelHash` (odd constants with well-spread bits).
    private static let multiplier: UInt64 = 0x9FB2_1C65_1E98_DF25
    private var state: UInt64
    private var count: UInt64 = 0

    public init(seed: UInt64 = 0x243F_6A88_85A3_08D3) { state = seed }

    public mutating func combine(_ word: UInt64) {
        state = (state ^ word) &* Self.multiplier
        state = (state << 29) | (state >> 35)
        count &+= 1
    }

    public mutating func combine(_ value: Int) { combine(UInt64(bitPattern: Int64(value))) }
    public mutating func combine(_ value: Bool) { combine(value ? 1 as UInt64 : 2) }
    /// The exact bits: two renders differ if any input differs in the last place.
    public mutating func combine(_ value: Double) { combine(value == 0 ? 0 : value.bitPattern) }

    /// The length first, so "ab"+"c" and "a"+"bc" differ.
    public mutating func combine(_ value: String) {
        var utf8 = Array(value.utf8)
        combine(utf8.count)
        utf8.withUnsafeMutableBytes { combine(bytes: UnsafeRawBufferPointer($0)) }
    }

    public mutating func combine<T: BinaryInteger>(optional value: T?) {
        if let value { combine(true); combine(UInt64(truncatingIfNeeded: value)) } else { combine(false) }
    }

    /// Each whole 8-byte word, read little-endian, then the tail's bytes with the length in the
    /// top byte. In C (`stable_hash_combine_bytes`, the same integers): a verify hashes every
    /// reference it reads, in a test's debug build.
    public mutating func combine(bytes raw: UnsafeRawBufferPointer) {
        guard let base = raw.baseAddress else { return combine(UInt64(0)) }
        stable_hash_combine_bytes(&state, &count, base.assumingMemoryBound(to: UInt8.self), raw.count)
    }

    public func finalize() -> UInt64 {
        var s = (state ^ count) &* Self.multiplier
        s ^= s >> 32
        s = s &* Self.multiplier
        s ^= s >> 29
        return s
    }

    /// The hash as 16 lower-case hex digits.
    public func finalizeHex() -> String { Self.hex(finalize()) }

    public static func hex(_ value: UInt64) -> String {
        let digits = String(value, radix: 16)
        return String(repeating: "0", count: 16 - digits.count) + digits
    }

    public static func hash(bytes: [UInt8]) -> UInt64 {
        var hasher = StableHasher()
        bytes.withUnsafeBytes { hasher.combine(bytes: $0) }
        return hasher.finalize()
    }
}
