import SourceText

/// Errors and where they are: every message names what was expected and what was found, and
/// the position is worked out only when an error is made (the reader keeps none while it goes).
extension XMLScanner {
    @inline(never)
    func error(_ message: String, at offset: Int) -> XMLSyntaxError {
        let (line, column) = location(of: offset)
        return XMLSyntaxError(line: line, column: column, message: message)
    }

    /// Line and column of `offset`, after any byte order mark (`SourceText.location`).
    func location(of offset: Int) -> (line: Int, column: Int) {
        SourceText.location(of: offset, in: UnsafeBufferPointer(start: base, count: count), from: textStart)
    }

    /// "expected <expected>, found <what is at pos>", or the more precise complaint that what is
    /// at `pos` deserves (a forbidden character, bytes that are not UTF-8).
    @inline(never)
    func unexpected(expected: String) -> XMLSyntaxError {
        guard pos < count else {
            return error("expected \(expected), found the end of the document", at: pos)
        }
        let byte = base[pos]
        let found: String
        switch byte {
        case Byte.lineFeed, Byte.carriageReturn:
            found = "a line break"
        case Byte.tab:
            found = "a tab"
        case 0..<Byte.space:
            return forbiddenByte(at: pos)
        case 0x80...:
            let (scalar, length) = decodeScalar(at: pos)
            if length == 0 { return notUTF8(at: pos) }
            if !XMLCharacters.isChar(scalar) { return forbiddenCharacter(scalar, at: pos) }
            let character = String(decoding: UnsafeBufferPointer(start: base + pos, count: length), as: UTF8.self)
            found = "'\(character)' (\(XMLCharacters.codePoint(scalar)))"
        default:
            found = "'\(shown(byte))'"
        }
        return error("expected \(expected), found \(found)", at: pos)
    }

    func shown(_ byte: UInt8) -> String {
        String(UnicodeScalar(byte))
    }

    func notUTF8(at offset: Int) -> XMLSyntaxError {
        error("not UTF-8 text: invalid byte 0x\(XMLCharacters.hex(base[offset])) at offset \(offset)", at: offset)
    }

    /// A control byte XML 1.0 does not allow anywhere (everything below 0x20 but tab, line feed
    /// and carriage return).
    func forbiddenByte(at offset: Int) -> XMLSyntaxError {
        let byte = base[offset]
        if byte == 0 {
            return error("NUL character (byte 0x00) is not allowed in XML (binary data?)", at: offset)
        }
        return error("control character \(XMLCharacters.codePoint(UInt32(byte))) is not allowed in XML", at: offset)
    }

    func forbiddenCharacter(_ scalar: UInt32, at offset: Int) -> XMLSyntaxError {
        error("character \(XMLCharacters.codePoint(scalar)) is not allowed in XML", at: offset)
    }

    /// Fails if the bytes at `offset` (at or above 0x80) are not UTF-8 or not an XML character.
    func checkCharacter(at offset: Int) throws(XMLSyntaxError) {
        let (scalar, length) = decodeScalar(at: offset)
        if length == 0 { throw notUTF8(at: offset) }
        if !XMLCharacters.isChar(scalar) { throw forbiddenCharacter(scalar, at: offset) }
    }

    /// The name at `offset`, shortened, for messages (empty if there is none).
    func nameForMessage(at offset: Int) -> String {
        var end = offset
        while end < count, end - offset < 64, isNameChar(at: end) {
            end += max(1, decodeScalar(at: end).length)
        }
        let name = string(offset..<min(end, count))
        return end - offset >= 64 ? name + "…" : name
    }
}
