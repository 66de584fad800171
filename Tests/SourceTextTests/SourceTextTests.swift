import SourceText
import Testing

/// The UTF-8 and positions both readers report with (their own suites test them through whole
/// documents too).
@Suite struct SourceTextTests {
    static func scalar(_ bytes: [UInt8]) -> (scalar: UInt32, length: Int) {
        bytes.withUnsafeBufferPointer { SourceText.scalar(at: 0, in: $0) }
    }

    @Test("well-formed sequences at the edges of the Unicode Standard's table 3-7 decode; the rest have length 0")
    func wellFormed() {
        #expect(Self.scalar([0x41]) == (0x41, 1))
        #expect(Self.scalar([0xC2, 0x80]) == (0x80, 2))
        #expect(Self.scalar([0xE0, 0xA0, 0x80]) == (0x800, 3))
        #expect(Self.scalar([0xED, 0x9F, 0xBF]) == (0xD7FF, 3))
        #expect(Self.scalar([0xF0, 0x90, 0x80, 0x80]) == (0x10000, 4))
        #expect(Self.scalar([0xF4, 0x8F, 0xBF, 0xBF]) == (0x10FFFF, 4))
        for bad: [UInt8] in [[0x80], [0xC0, 0x80], [0xC1, 0xBF], [0xE0, 0x9F, 0x80], [0xED, 0xA0, 0x80],
                             [0xF0, 0x8F, 0x80, 0x80], [0xF4, 0x90, 0x80, 0x80], [0xF5, 0x80, 0x80, 0x80], [0xE2, 0x82]] {
            #expect(Self.scalar(bad).length == 0, "\(bad)")
        }
    }

    @Test("lines end at LF, CRLF or a lone CR; columns count scalars from 1, after the start")
    func location() {
        let text = Array("\u{FEFF}ab\r\ncé\rd\nxy".utf8)
        text.withUnsafeBufferPointer { bytes in
            let start = 3  // past the byte order mark
            #expect(SourceText.location(of: start, in: bytes, from: start) == (1, 1))
            let c = text.firstIndex(of: UInt8(ascii: "c"))!
            #expect(SourceText.location(of: c, in: bytes, from: start) == (2, 1))
            #expect(SourceText.location(of: c + 3, in: bytes, from: start) == (2, 3))  // after "cé": é is 2 bytes
            let d = text.firstIndex(of: UInt8(ascii: "d"))!
            #expect(SourceText.location(of: d, in: bytes, from: start) == (3, 1))
            #expect(SourceText.location(of: text.count + 10, in: bytes, from: start) == (4, 3))
        }
    }
}
