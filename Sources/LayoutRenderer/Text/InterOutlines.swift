import LayoutEngine

/// Inter's glyph outlines, compiled in (`Generated/InterOutlinesData.swift`, written by
/// Scripts/fonts/extract_inter_outlines.py from Debian's fonts-inter; a test checks it is what the
/// script makes of the installed font). The same faces and characters as the engine's metrics
/// (`LayoutEngine`'s `InterMetrics`), so a glyph drawn is the glyph measured: all nine weights,
/// each UIKit weight drawn with the Inter face it is measured with.
enum InterOutlines {
    /// One glyph: contours of line and cubic segments in font units (y up, origin on the baseline
    /// at the pen position). Each contour starts with a `move` and is closed back to its start.
    struct Glyph: Sendable {
        enum Verb: UInt8, Sendable { case move, line, cubic }
        /// One per move or segment.
        var verbs: [Verb] = []
        /// x, y pairs: one point per move and line, three per cubic.
        var coordinates: [Int32] = []
    }

    /// One weight's glyphs: `glyphs[i]` for `characters[i]`, then .notdef last.
    struct Face: Sendable {
        let glyphs: [Glyph]

        var notdef: Glyph { glyphs[glyphs.count - 1] }

        /// The glyph for a scalar; nil for one the table does not hold.
        func glyph(for scalar: Unicode.Scalar) -> Glyph? {
            InterOutlines.index(of: scalar.value).map { glyphs[$0] }
        }
    }

    /// The face a weight is measured and drawn with (decoded on first use, once per process).
    static func face(_ weight: FontWeight) -> Face {
        switch weight {
        case .ultraLight: ultraLightFace
        case .thin: thinFace
        case .light: lightFace
        case .regular: regularFace
        case .medium: mediumFace
        case .semibold: semiboldFace
        case .bold: boldFace
        case .heavy: heavyFace
        case .black: blackFace
        }
    }

    // Static lets are initialised lazily and once (thread-safe): a render that uses only the
    // regular weight decodes only that string.
    private static let ultraLightFace = decode(ultraLightData)
    private static let thinFace = decode(thinData)
    private static let lightFace = decode(lightData)
    private static let regularFace = decode(regularData)
    private static let mediumFace = decode(mediumData)
    private static let semiboldFace = decode(semiboldData)
    private static let boldFace = decode(boldData)
    private static let heavyFace = decode(heavyData)
    private static let blackFace = decode(blackData)

    static func index(of scalar: UInt32) -> Int? { indexOfCharacter[scalar] }

    private static let indexOfCharacter: [UInt32: Int] = {
        var index: [UInt32: Int] = [:]
        for (i, c) in characters.enumerated() { index[c] = i }
        return index
    }()

    // MARK: Decoding

    enum DecodingError: Error, Equatable {
        case badCharacter(UInt8, offset: Int)
        case truncated
        case trailingData
    }

    /// The generated strings are the script's output, checked by a test; a decoding failure is a
    /// broken build, not an input error.
    static func decode(_ text: String) -> Face {
        do {
            return try decodeFace(text, glyphCount: characters.count + 1)
        } catch {
            preconditionFailure("InterOutlinesData.swift does not decode (\(error)): run Scripts/fonts/extract_inter_outlines.py")
        }
    }

    /// Reads `glyphCount` glyphs as the script's docstring lays them out: base-32 digits in the
    /// base64 alphabet (the upper half marks "more digits follow"), line breaks ignored.
    static func decodeFace(_ text: String, glyphCount: Int) throws(DecodingError) -> Face {
        var reader = Reader(bytes: Array(text.utf8))
        var glyphs: [Glyph] = []
        glyphs.reserveCapacity(glyphCount)
        for _ in 0..<glyphCount {
            var glyph = Glyph()
            var x: Int32 = 0, y: Int32 = 0
            let contours = try reader.unsigned()
            for _ in 0..<contours {
                let segments = try reader.unsigned()
                x += try reader.signed()
                y += try reader.signed()
                glyph.verbs.append(.move)
                glyph.coordinates.append(x); glyph.coordinates.append(y)
                for _ in 0..<segments {
                    let first = try reader.unsigned()
                    let isCubic = first & 1 == 1
                    x += Reader.unzigzag(first >> 1)
                    y += try reader.signed()
                    glyph.coordinates.append(x); glyph.coordinates.append(y)
                    if isCubic {
                        for _ in 0..<2 {
                            x += try reader.signed()
                            y += try reader.signed()
                            glyph.coordinates.append(x); glyph.coordinates.append(y)
                        }
                    }
                    glyph.verbs.append(isCubic ? .cubic : .line)
                }
            }
            glyphs.append(glyph)
        }
        guard reader.atEnd else { throw .trailingData }
        return Face(glyphs: glyphs)
    }

    private struct Reader {
        let bytes: [UInt8]
        var offset = 0

        var atEnd: Bool {
            mutating get {
                skipLineBreaks()
                return offset == bytes.count
            }
        }

        mutating func skipLineBreaks() {
            while offset < bytes.count, bytes[offset] == 0x0A || bytes[offset] == 0x20 { offset += 1 }
        }

        /// The base64 alphabet's value of a byte: A–Z 0–25, a–z 26–51, 0–9 52–61, + 62, / 63.
        static func value(_ byte: UInt8) -> Int? {
            switch byte {
            case 0x41...0x5A: Int(byte - 0x41)
            case 0x61...0x7A: Int(byte - 0x61) + 26
            case 0x30...0x39: Int(byte - 0x30) + 52
            case 0x2B: 62
            case 0x2F: 63
            default: nil
            }
        }

        mutating func unsigned() throws(DecodingError) -> Int {
            var result = 0, shift = 0
            while true {
                skipLineBreaks()
                guard offset < bytes.count else { throw .truncated }
                guard let digit = Self.value(bytes[offset]) else { throw .badCharacter(bytes[offset], offset: offset) }
                offset += 1
                result |= (digit & 31) << shift
                shift += 5
                if digit < 32 { return result }
                guard shift < 60 else { throw .truncated }
            }
        }

        mutating func signed() throws(DecodingError) -> Int32 { Self.unzigzag(try unsigned()) }

        static func unzigzag(_ value: Int) -> Int32 {
            Int32(truncatingIfNeeded: value & 1 == 0 ? value >> 1 : -(value >> 1) - 1)
        }
    }
}
