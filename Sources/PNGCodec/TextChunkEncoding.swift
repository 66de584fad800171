import CLibPNG

/// Text entries checked and converted to the bytes libpng writes: tEXt (Latin-1) when the text
/// fits Latin-1, otherwise an uncompressed iTXt (UTF-8). Keywords are Latin-1 in both chunks.
///
/// Everything is checked here because libpng would otherwise "repair" a bad keyword (replacing
/// characters, trimming spaces) and the text read back would not equal the text written.
struct TextChunkEncoding {
    private var storage: [UInt8] = []
    private var entries: [(keyword: Int, text: Int, asITXt: Bool)] = []

    init(_ texts: [PNGTextEntry]) throws(PNGError) {
        for entry in texts {
            let keyword = try Self.keywordBytes(entry.keyword)
            guard !entry.text.unicodeScalars.contains("\0") else {
                throw .encoding("text of PNG keyword \"\(entry.keyword)\" contains a NUL character")
            }
            let latin1 = entry.text.unicodeScalars.allSatisfy { $0.value <= 0xFF }
            let keywordOffset = storage.count
            storage += keyword + [0]
            let textOffset = storage.count
            if latin1 {
                storage += entry.text.unicodeScalars.map { UInt8($0.value) }
            } else {
                storage += Array(entry.text.utf8)
            }
            storage.append(0)
            entries.append((keywordOffset, textOffset, !latin1))
        }
    }

    /// PNG keywords: 1–79 printable Latin-1 characters (32–126, 161–255), no leading, trailing or
    /// consecutive spaces.
    static func keywordBytes(_ keyword: String) throws(PNGError) -> [UInt8] {
        let scalars = Array(keyword.unicodeScalars)
        func invalid(_ why: String) -> PNGError { .encoding("invalid PNG text keyword \"\(keyword)\": \(why)") }
        guard (1...79).contains(scalars.count) else { throw invalid("needs 1 to 79 characters, has \(scalars.count)") }
        for scalar in scalars where !((32...126).contains(scalar.value) || (161...255).contains(scalar.value)) {
            throw invalid("character U+\(String(scalar.value, radix: 16, uppercase: true)) is not printable Latin-1")
        }
        guard scalars.first != " ", scalars.last != " " else { throw invalid("leading or trailing space") }
        guard !keyword.contains("  ") else { throw invalid("consecutive spaces") }
        return scalars.map { UInt8($0.value) }
    }

    /// Each entry's chunk type and data, as libpng writes them: tEXt is keyword, NUL, text; an
    /// uncompressed iTXt is keyword, NUL, compression flag 0, method 0, an empty language tag and
    /// an empty translated keyword (each NUL-terminated), text.
    func chunkBodies() -> [(type: String, body: [UInt8])] {
        entries.map { entry in
            let keyword = storage[entry.keyword..<(entry.text - 1)]
            let text = storage[entry.text..<(storage[entry.text...].firstIndex(of: 0)!)]
            return entry.asITXt ? ("iTXt", keyword + [0, 0, 0, 0, 0] + text) : ("tEXt", keyword + [0] + text)
        }
    }

    /// Calls `body` with C entries that point into this value's storage.
    func withCEntries<R>(_ body: (UnsafePointer<clibpng_text_entry>?, Int32) -> R) -> R {
        storage.withUnsafeBufferPointer { bytes in
            let base = UnsafeRawPointer(bytes.baseAddress)?.assumingMemoryBound(to: CChar.self)
            let cEntries = entries.map { entry in
                clibpng_text_entry(keyword: base! + entry.keyword, text: base! + entry.text, as_itxt: entry.asITXt ? 1 : 0)
            }
            return cEntries.withUnsafeBufferPointer { body($0.baseAddress, Int32($0.count)) }
        }
    }
}
