/// The markup that is not a tag: the encoding signature and XML declaration, comments,
/// processing instructions, CDATA sections, and the document type declarations that are refused.
extension XMLScanner {
    static let doctypeMessage = "a document type declaration is not accepted (Interface Builder documents have none; entities could expand without bound or reach the network)"

    func doctypeError() -> XMLSyntaxError {
        error(Self.doctypeMessage, at: pos)
    }

    /// Refuses byte order marks and byte patterns of UTF-16 and UTF-32 with a message that says
    /// so, instead of a confusing complaint about a NUL byte.
    func checkEncodingSignature() throws(XMLSyntaxError) {
        guard count >= 2 else { return }
        let b0 = base[0], b1 = base[1]
        if count >= 4, b0 == 0, b1 == 0, base[2] == 0xFE, base[3] == 0xFF {
            throw error("the document is UTF-32 (byte order mark 00 00 FE FF): only UTF-8 is accepted", at: 0)
        }
        if (b0 == 0xFE && b1 == 0xFF) || (b0 == 0xFF && b1 == 0xFE) {
            throw error("the document is UTF-16 (byte order mark \(XMLCharacters.hex(b0)) \(XMLCharacters.hex(b1))): only UTF-8 is accepted", at: 0)
        }
        if (b0 == Byte.lessThan && b1 == 0) || (b0 == 0 && b1 == Byte.lessThan) {
            throw error("the document looks like UTF-16 without a byte order mark: only UTF-8 is accepted", at: 0)
        }
    }

    /// Reads `<?xml version="1.0" encoding="UTF-8" standalone="no"?>` at `pos` (the start of
    /// the document). Only UTF-8 is accepted: these documents are always UTF-8, and anything else
    /// would need a transcoder the reader does not have.
    mutating func readXMLDeclaration() throws(XMLSyntaxError) {
        let open = pos
        pos += 5
        var seen: [String] = []
        while true {
            let hadWhitespace = skipWhitespace()
            guard pos < count else {
                throw error("unterminated XML declaration: no '?>' before the end of the document", at: open)
            }
            if hasPrefix("?>") {
                pos += 2
                break
            }
            guard hadWhitespace else {
                throw unexpected(expected: "whitespace or '?>' in the XML declaration")
            }
            let nameStart = pos
            let name = string(try readName(expected: "version, encoding, standalone or '?>' in the XML declaration"))
            let order = ["version", "encoding", "standalone"]
            guard let rank = order.firstIndex(of: name) else {
                throw error("unknown '\(nameForMessage(at: nameStart))' in the XML declaration (expected version, encoding or standalone)", at: nameStart)
            }
            if seen.isEmpty, name != "version" {
                throw error("the XML declaration must start with the version", at: nameStart)
            }
            if seen.contains(name) {
                throw error("'\(name)' appears twice in the XML declaration", at: nameStart)
            }
            if let last = seen.last, let lastRank = order.firstIndex(of: last), lastRank > rank {
                throw error("'\(name)' must come before '\(last)' in the XML declaration", at: nameStart)
            }
            seen.append(name)
            skipWhitespace()
            guard pos < count, base[pos] == Byte.equals else {
                throw unexpected(expected: "'=' after '\(name)' in the XML declaration")
            }
            pos += 1
            skipWhitespace()
            guard pos < count, base[pos] == Byte.quote || base[pos] == Byte.apostrophe else {
                throw unexpected(expected: "a quoted value for '\(name)' in the XML declaration")
            }
            let quote = base[pos]
            pos += 1
            let valueStart = pos
            // Version numbers, encoding names and yes/no: letters, digits, '.', '_' and '-'.
            while pos < count, pos - valueStart < 64 {
                let byte = base[pos]
                let lower = byte | 0x20
                guard (lower >= 0x61 && lower <= 0x7A) || (byte >= 0x30 && byte <= 0x39)
                        || byte == 0x2E || byte == 0x5F || byte == Byte.hyphen else { break }
                pos += 1
            }
            guard pos < count, base[pos] == quote else {
                if pos >= count {
                    throw error("unterminated XML declaration: no '?>' before the end of the document", at: open)
                }
                throw unexpected(expected: "the closing quote of '\(name)' in the XML declaration")
            }
            let value = string(valueStart..<pos)
            pos += 1
            switch name {
            case "version":
                // VersionNum ::= '1.' [0-9]+ (XML 1.0 Fifth Edition reads any 1.x as 1.0).
                let bytes = Array(value.utf8)
                guard bytes.count >= 3, bytes[0] == 0x31, bytes[1] == 0x2E,
                      bytes[2...].allSatisfy({ $0 >= 0x30 && $0 <= 0x39 }) else {
                    throw error("XML version '\(value)' is not supported (expected 1.0)", at: valueStart)
                }
            case "encoding":
                // Encoding names compare without case (XML 1.0 section 4.3.3).
                guard value.uppercased() == "UTF-8" else {
                    throw error("encoding '\(value)' is not accepted: only UTF-8 documents are read", at: valueStart)
                }
            default:
                guard value == "yes" || value == "no" else {
                    throw error("standalone must be 'yes' or 'no', found '\(value)'", at: valueStart)
                }
            }
        }
        if seen.isEmpty {
            throw error("the XML declaration has no version", at: open)
        }
    }

    /// Skips the comment at `<!--`, checking its characters and that it holds no `--`.
    mutating func skipComment() throws(XMLSyntaxError) {
        let open = pos
        pos += 4
        while pos < count {
            let byte = base[pos]
            if byte == Byte.hyphen {
                if pos + 1 < count, base[pos + 1] == Byte.hyphen {
                    guard pos + 2 < count else { break }
                    if base[pos + 2] == Byte.greaterThan {
                        pos += 3
                        return
                    }
                    throw error("'--' is not allowed inside a comment", at: pos)
                }
                pos += 1
            } else if byte >= Byte.space {
                if byte < 0x80 { pos += 1 } else { try skipNonASCII() }
            } else if byte == Byte.lineFeed || byte == Byte.tab || byte == Byte.carriageReturn {
                pos += 1
            } else {
                throw forbiddenByte(at: pos)
            }
        }
        throw error("unterminated comment: no '-->' before the end of the document", at: open)
    }

    /// Skips the processing instruction at `<?`, checking its target and characters.
    mutating func skipProcessingInstruction() throws(XMLSyntaxError) {
        let open = pos
        pos += 2
        let target = try readName(expected: "a processing instruction target after '<?'")
        if target.count == 3, base[target.lowerBound] | 0x20 == 0x78, base[target.lowerBound + 1] | 0x20 == 0x6D,
           base[target.lowerBound + 2] | 0x20 == 0x6C {
            if string(target) == "xml" {
                throw error("the XML declaration is allowed only at the very start of the document", at: open)
            }
            throw error("the processing instruction target '\(string(target))' is reserved", at: open)
        }
        if hasPrefix("?>") {
            pos += 2
            return
        }
        guard pos < count else {
            throw error("unterminated processing instruction: no '?>' before the end of the document", at: open)
        }
        guard skipWhitespace() else {
            throw unexpected(expected: "whitespace or '?>' after the processing instruction target '\(string(target))'")
        }
        while pos < count {
            let byte = base[pos]
            if byte >= Byte.space {
                if byte == Byte.question, pos + 1 < count, base[pos + 1] == Byte.greaterThan {
                    pos += 2
                    return
                }
                if byte < 0x80 { pos += 1 } else { try skipNonASCII() }
            } else if byte == Byte.lineFeed || byte == Byte.tab || byte == Byte.carriageReturn {
                pos += 1
            } else {
                throw forbiddenByte(at: pos)
            }
        }
        throw error("unterminated processing instruction: no '?>' before the end of the document", at: open)
    }

    /// Reads the CDATA section at `<![CDATA[` into the innermost element's character data.
    mutating func readCDATASection() throws(XMLSyntaxError) {
        let open = pos
        pos += 9
        var runStart = pos
        while pos < count {
            let byte = base[pos]
            if byte >= Byte.space {
                if byte == Byte.closeBracket, pos + 2 < count, base[pos + 1] == Byte.closeBracket,
                   base[pos + 2] == Byte.greaterThan {
                    appendText(runStart..<pos)
                    pos += 3
                    return
                }
                if byte < 0x80 { pos += 1 } else { try skipNonASCII() }
            } else if byte == Byte.lineFeed || byte == Byte.tab {
                pos += 1
            } else if byte == Byte.carriageReturn {
                normalizeLineBreak(runStart: &runStart)
            } else {
                throw forbiddenByte(at: pos)
            }
        }
        throw error("unterminated CDATA section: no ']]>' before the end of the document", at: open)
    }

    @inline(__always)
    mutating func appendText(_ range: Range<Int>) {
        if !range.isEmpty {
            text.append(contentsOf: UnsafeBufferPointer(start: base + range.lowerBound, count: range.count))
        }
    }
}
