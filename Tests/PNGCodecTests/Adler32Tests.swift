import CLibPNG
import SharedTestSupport
import Testing

/// The row deflater's Adler-32 (16 bytes at a time, `clibpng_adler32.c`) gives RFC 1950's checksum
/// (here byte by byte, reduced at every step) for every length, start value and content, including
/// the all-255 runs that would overflow a sum reduced too late. (The PNG decode tests check it
/// against zlib's inflate, which refuses a wrong one.)
@Suite struct Adler32Tests {
    static func rfc1950(_ start: UInt32, _ bytes: [UInt8]) -> UInt32 {
        var a = start & 0xFFFF, b = start >> 16
        for byte in bytes {
            a = (a + UInt32(byte)) % 65521
            b = (b + a) % 65521
        }
        return b << 16 | a
    }

    static func ours(_ start: UInt32, _ bytes: [UInt8]) -> UInt32 {
        bytes.withUnsafeBufferPointer { clibpng_adler32(start, $0.baseAddress, $0.count) }
    }

    @Test func randomBytesOfEveryLengthAroundTheChunks() {
        var generator = SplitMix64(state: 11)
        let lengths = Array(0...80) + [5535, 5536, 5537, 5552, 11_072, 11_073, 16_383, 65_536, 100_003]
        for length in lengths {
            let bytes = (0..<length).map { _ in UInt8.random(in: 0...255, using: &generator) }
            for start: UInt32 in [1, 0xFFF0_FFF0, 12345 << 16 | 54321] {
                #expect(Self.ours(start, bytes) == Self.rfc1950(start, bytes), "length \(length), start \(start)")
            }
        }
    }

    @Test func longRunsOfTheLargestByte() {
        for length in [5536, 5552, 200_000, 1_000_001] {
            let bytes = [UInt8](repeating: 255, count: length)
            #expect(Self.ours(1, bytes) == Self.rfc1950(1, bytes), "length \(length)")
            #expect(Self.ours(0xFFF0_FFF0, bytes) == Self.rfc1950(0xFFF0_FFF0, bytes), "length \(length)")
        }
    }

    @Test func chainedCallsEqualOneCall() {
        var generator = SplitMix64(state: 3)
        let bytes = (0..<20_000).map { _ in UInt8.random(in: 0...255, using: &generator) }
        var adler: UInt32 = 1
        var offset = 0
        for piece in [1, 15, 16, 17, 5536, 7, 9000] {
            adler = Self.ours(adler, Array(bytes[offset..<(offset + piece)]))
            offset += piece
        }
        adler = Self.ours(adler, Array(bytes[offset...]))
        #expect(adler == Self.rfc1950(1, bytes))
    }
}
