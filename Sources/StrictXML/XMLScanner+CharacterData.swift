/// Character data and attribute values, with their references, line-end normalisation and
/// character checks. Runs of plain bytes are copied (or turned into a string) whole; only
/// references and line breaks are handled byte by byte.
extension XMLScanner {
    /// Reads character data up to the next `<` (or the end of the input) into the innermost
    /// element's `text`.
    mutating func readCharacterData() throws(XMLSyntaxError) {
        var runStart = pos
        while pos < count {
            let byte = base[pos]
            if classes[Int(byte)] & ByteClass.text != 0 {
                pos += 1
                continue
            }
            if byte >= Byte.space {
                if byte < 0x80 {
                    if byte == Byte.lessThan { break }
                    if byte == Byte.ampersand {
                        appendText(runStart..<pos)
                        let scalar = try readReference()
                        XMLCharacters.appendUTF8(scalar, to: &text)
                        runStart = pos
                        continue
                    }
                    if byte == Byte.closeBracket, pos + 2 < count, base[pos + 1] == Byte.closeBracket,
                       base[pos + 2] == Byte.greaterThan {
                        throw error("']]>' is not allowed in text (it only ends a CDATA section; write '>' as &gt;)", at: pos)
                    }
                    pos += 1
                } else {
                    try skipNonASCII()
                }
            } else if byte == Byte.carriageReturn {
                normalizeLineBreak(runStart: &runStart)
            } else {
                throw forbiddenByte(at: pos)
            }
        }
        appendText(runStart..<pos)
    }

    /// Reads the quoted attribute value at `pos` (at the quote) and returns it normalised as
    /// XML 1.0 section 3.3.3 requires for CDATA attributes: each literal tab, line feed, carriage
    /// return or "\r\n" becomes one space, references are replaced (a `&#10;` stays a line feed).
    /// Values without references or line breaks, nearly all of them, become a string straight
    /// from the input.
    mutating func readAttributeValue(nameRange: Range<Int>) throws(XMLSyntaxError) -> String {
        let quote = base[pos]
        let open = pos
        pos += 1
        let valueStart = pos
        let maximum = limits.maximumAttributeValueLength
        // The value may not run past `scanEnd`; reaching it without the closing quote means the
        // value is too long (or unterminated, at the end of the input).
        let scanEnd = valueStart + max(0, min(count - valueStart, maximum))
        var decoded = false
        while pos < scanEnd {
            let byte = base[pos]
            if classes[Int(byte)] & ByteClass.value != 0 {
                pos += 1
            } else if byte == quote {
                let value = string(valueStart..<pos)
                pos += 1
                return value
            } else if byte == Byte.quote || byte == Byte.apostrophe {
                pos += 1
            } else if byte >= 0x80 {
                try skipNonASCII()
            } else {
                break
            }
        }
        var runStart = valueStart
        if pos < scanEnd {
            decoded = true
            valueScratch.removeAll(keepingCapacity: true)
            while pos < scanEnd {
                let byte = base[pos]
                if byte >= Byte.space && byte < 0x80 {
                    if byte == quote {
                        appendValue(runStart..<pos)
                        pos += 1
                        return String(decoding: valueScratch, as: UTF8.self)
                    }
                    if byte == Byte.ampersand {
                        appendValue(runStart..<pos)
                        let scalar = try readReference()
                        XMLCharacters.appendUTF8(scalar, to: &valueScratch)
                        runStart = pos
                        continue
                    }
                    if byte == Byte.lessThan {
                        throw error("'<' is not allowed in attribute values (write it as &lt;)", at: pos)
                    }
                    pos += 1
                } else if byte >= 0x80 {
                    try skipNonASCII()
                } else if byte == Byte.tab || byte == Byte.lineFeed || byte == Byte.carriageReturn {
                    appendValue(runStart..<pos)
                    valueScratch.append(Byte.space)
                    pos += 1
                    if byte == Byte.carriageReturn, pos < count, base[pos] == Byte.lineFeed { pos += 1 }
                    runStart = pos
                } else {
                    throw forbiddenByte(at: pos)
                }
            }
        }
        // At or past `scanEnd`: the closing quote exactly there ends a value of the longest
        // length allowed; anything else is the end of the input or a value over the limit.
        if pos == scanEnd, pos < count, base[pos] == quote {
            if decoded {
                appendValue(runStart..<pos)
                pos += 1
                return String(decoding: valueScratch, as: UTF8.self)
            }
            let value = string(valueStart..<pos)
            pos += 1
            return value
        }
        if pos >= count {
            throw error("unterminated value of the attribute '\(string(nameRange))': no closing \(quote == Byte.quote ? "'\"'" : "\"'\"") before the end of the document", at: open)
        }
        throw error("the value of the attribute '\(string(nameRange))' is longer than \(maximum) bytes (XMLLimits.maximumAttributeValueLength)", at: nameRange.lowerBound)
    }

    @inline(__always)
    mutating func appendValue(_ range: Range<Int>) {
        if !range.isEmpty {
            valueScratch.append(contentsOf: UnsafeBufferPointer(start: base + range.lowerBound, count: range.count))
        }
    }

    /// Reads the reference at the `&` at `pos`: a character reference (`&#233;`, `&#xE9;`,
    /// checked to be a character XML allows) or one of the five predefined entities. Every other
    /// entity is refused, as there is no document type declaration that could define it.
    mutating func readReference() throws(XMLSyntaxError) -> UInt32 {
        let start = pos
        pos += 1
        guard pos < count, base[pos] == Byte.hash || isNameStartByte(base[pos]) else {
            throw error("'&' must start an entity or character reference (write a literal '&' as &amp;)", at: start)
        }
        if base[pos] == Byte.hash {
            pos += 1
            let hexadecimal = pos < count && base[pos] == Byte.lowercaseX
            if hexadecimal { pos += 1 }
            var value: UInt32 = 0
            var digits = 0
            while pos < count {
                let byte = base[pos]
                let digit: UInt32
                if byte >= 0x30 && byte <= 0x39 {
                    digit = UInt32(byte - 0x30)
                } else if hexadecimal, byte | 0x20 >= 0x61, byte | 0x20 <= 0x66 {
                    digit = UInt32(byte | 0x20) - 0x61 + 10
                } else {
                    break
                }
                // Saturates above U+10FFFF: the value is refused below, however many digits follow.
                if value <= 0x10FFFF { value = value * (hexadecimal ? 16 : 10) + digit }
                digits += 1
                pos += 1
            }
            guard digits > 0, pos < count, base[pos] == Byte.semicolon else {
                throw error("malformed character reference: expected \(hexadecimal ? "hexadecimal digits" : "digits") and ';' after '&#\(hexadecimal ? "x" : "")'", at: start)
            }
            pos += 1
            guard XMLCharacters.isChar(value) else {
                let written = pos - start > 24 ? string(start..<start + 20) + "…" : string(start..<pos)
                throw error("character reference '\(written)' is not a character XML allows", at: start)
            }
            return value
        }
        let nameRange = try readName(expected: "an entity name after '&'")
        guard pos < count, base[pos] == Byte.semicolon else {
            throw error("entity reference '&\(string(nameRange))' has no ';'", at: start)
        }
        pos += 1
        let p = base + nameRange.lowerBound
        switch nameRange.count {
        case 2 where p[1] == 0x74:  // lt, gt
            if p[0] == 0x6C { return 0x3C }
            if p[0] == 0x67 { return 0x3E }
        case 3 where p[0] == 0x61 && p[1] == 0x6D && p[2] == 0x70:  // amp
            return 0x26
        case 4 where p[0] == 0x71 && p[1] == 0x75 && p[2] == 0x6F && p[3] == 0x74:  // quot
            return 0x22
        case 4 where p[0] == 0x61 && p[1] == 0x70 && p[2] == 0x6F && p[3] == 0x73:  // apos
            return 0x27
        default:
            break
        }
        throw error("undefined entity '\(string(nameRange))' (only the five XML entities and character references are accepted)", at: start)
    }

    /// "\r\n" and a lone "\r" are read as "\n" (XML 1.0 section 2.11): the text so far is kept,
    /// a line feed added, and the run starts again after the break.
    mutating func normalizeLineBreak(runStart: inout Int) {
        appendText(runStart..<pos)
        text.append(Byte.lineFeed)
        pos += 1
        if pos < count, base[pos] == Byte.lineFeed { pos += 1 }
        runStart = pos
    }
}
