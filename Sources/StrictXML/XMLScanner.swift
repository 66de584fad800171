/// The reader's state while it goes through one document, and the document's structure: prolog,
/// start and end tags, attributes, the epilog. Character data, markup other than tags, UTF-8 and
/// errors are in the other `XMLScanner+…` files.
///
/// Open elements live on `frames`, an explicit stack; finished elements wait on `elements` for
/// their parent to close, and character data on `text`, the same way. An element is built once,
/// when it closes, from the tail of those two arrays, so nothing is copied twice and nothing is
/// recursive.
struct XMLScanner {
    /// One open element.
    struct Frame {
        var name: String
        /// The name's bytes in the input, for comparing the end tag without making a string.
        var nameStart: Int
        var nameEnd: Int
        var attributes: [XMLAttribute]
        /// Where this element's children start in `elements` and its character data in `text`.
        var childStart: Int
        var textStart: Int
        var line: Int
        var column: Int
    }

    let base: UnsafePointer<UInt8>
    let count: Int
    /// `byteClasses`, held here so the hot loops need no global access.
    let classes: UnsafePointer<UInt8>
    let limits: XMLLimits
    /// Offset of the first byte after the byte order mark, if any.
    let textStart: Int
    var pos: Int

    var frames: [Frame] = []
    var elements: [XMLElement] = []
    var text: [UInt8] = []
    /// The start tag being read: its attributes, and their names' byte ranges for the duplicate
    /// check (a set once there are many).
    var attributeScratch: [XMLAttribute] = []
    var attributeNames: [Range<Int>] = []
    var attributeNameSet: Set<ByteString> = []
    /// An attribute value being decoded (only values with references or line breaks).
    var valueScratch: [UInt8] = []
    var elementCount = 0

    /// Where the last element's position was worked out: positions are found by counting from
    /// there to the next start tag, so the whole document is counted once.
    var cursorOffset: Int
    var cursorLine = 1
    var cursorColumn = 1

    /// `input` must not be empty.
    init(input: UnsafeBufferPointer<UInt8>, limits: XMLLimits) {
        base = input.baseAddress!
        classes = byteClasses
        count = input.count
        self.limits = limits
        if count >= 3, base[0] == 0xEF, base[1] == 0xBB, base[2] == 0xBF {
            textStart = 3
        } else {
            textStart = 0
        }
        pos = textStart
        cursorOffset = textStart
    }

    // MARK: Document

    mutating func parseDocument() throws(XMLSyntaxError) -> XMLDocument {
        try checkEncodingSignature()
        if hasPrefix("<?xml"), pos + 5 >= count || !isNameByte(base[pos + 5]) {
            try readXMLDeclaration()
        }
        try readMisc(afterRoot: false)
        // The root waits on `elements` while the rest is checked, so that an error there
        // releases it the way every other error does (see `XMLReader.parseResult`).
        elements.append(try readRootElement())
        try readMisc(afterRoot: true)
        return XMLDocument(root: elements.removeLast())
    }

    /// Comments, processing instructions and whitespace before the root element (up to its `<`)
    /// or after it (to the end of the input).
    mutating func readMisc(afterRoot: Bool) throws(XMLSyntaxError) {
        var sawMarkup = pos > textStart  // the XML declaration
        while true {
            skipWhitespace()
            guard pos < count else {
                if afterRoot { return }
                throw error(sawMarkup ? "no root element: the document has only a prolog"
                                      : "the document is empty: expected a root element", at: pos)
            }
            sawMarkup = true
            let byte = base[pos]
            guard byte == Byte.lessThan else {
                guard byte >= Byte.space else { throw forbiddenByte(at: pos) }
                if byte >= 0x80 { try checkCharacter(at: pos) }
                throw error(afterRoot ? "text after the root element (a document has one root element and only comments, processing instructions and whitespace after it)"
                                      : "text before the root element", at: pos)
            }
            let next: UInt8? = pos + 1 < count ? base[pos + 1] : nil
            switch next {
            case Byte.question:
                try skipProcessingInstruction()
            case Byte.exclamation:
                if hasPrefix("<!--") {
                    try skipComment()
                } else if hasPrefix("<!DOCTYPE") {
                    throw doctypeError()
                } else if hasPrefix("<![CDATA[") {
                    throw error("a CDATA section \(afterRoot ? "after" : "before") the root element", at: pos)
                } else {
                    throw error("expected a comment ('<!--') after '<!'", at: pos)
                }
            case Byte.slash:
                let name = nameForMessage(at: pos + 2)
                throw error(afterRoot ? "end tag '</\(name)>' after the root element was closed"
                                      : "end tag '</\(name)>' before any start tag", at: pos)
            default:
                guard afterRoot else { return }
                if let next, isNameStartByte(next) {
                    throw error("a second root element '<\(nameForMessage(at: pos + 1))>' after the root element (a document has exactly one)", at: pos)
                }
                throw error("'<' after the root element must start a comment or a processing instruction", at: pos)
            }
        }
    }

    /// Reads the root element and everything in it, from its `<` to the end of its end tag.
    mutating func readRootElement() throws(XMLSyntaxError) -> XMLElement {
        if let root = try readStartTag() { return root }
        while true {
            try readCharacterData()
            guard pos < count else { throw unclosedElement() }
            // At a '<'.
            let next: UInt8? = pos + 1 < count ? base[pos + 1] : nil
            switch next {
            case Byte.slash:
                if let root = try readEndTag() { return root }
            case Byte.exclamation:
                if hasPrefix("<!--") {
                    try skipComment()
                } else if hasPrefix("<![CDATA[") {
                    try readCDATASection()
                } else if hasPrefix("<!DOCTYPE") {
                    throw doctypeError()
                } else {
                    throw error("expected a comment ('<!--') or a CDATA section ('<![CDATA[') after '<!'", at: pos)
                }
            case Byte.question:
                try skipProcessingInstruction()
            case nil:
                throw unclosedElement()
            default:
                _ = try readStartTag()
            }
        }
    }

    // MARK: Tags

    /// Reads the start tag at the `<` at `pos`. An empty-element tag (`<a/>`) is finished at
    /// once: it becomes the root (returned) or a child of the innermost open element. Any other
    /// start tag opens a frame.
    mutating func readStartTag() throws(XMLSyntaxError) -> XMLElement? {
        let open = pos
        pos += 1
        let nameRange = try readName(expected: "an element name after '<'")
        elementCount += 1
        if elementCount > limits.maximumElements {
            throw error("more than \(limits.maximumElements) elements (XMLLimits.maximumElements)", at: open)
        }
        if frames.count >= limits.maximumDepth {
            throw error("elements nested deeper than \(limits.maximumDepth) levels (XMLLimits.maximumDepth)", at: open)
        }
        let name = string(nameRange)

        attributeScratch.removeAll(keepingCapacity: true)
        attributeNames.removeAll(keepingCapacity: true)
        let isEmpty: Bool
        while true {
            let hadWhitespace = skipWhitespace()
            guard pos < count else {
                throw error("unterminated start tag '<\(name)': no '>' before the end of the document", at: open)
            }
            let byte = base[pos]
            if byte == Byte.greaterThan {
                pos += 1
                isEmpty = false
                break
            }
            if byte == Byte.slash {
                guard pos + 1 < count, base[pos + 1] == Byte.greaterThan else {
                    pos += 1
                    throw unexpected(expected: "'>' after '/' in the start tag '<\(name)'")
                }
                pos += 2
                isEmpty = true
                break
            }
            guard hadWhitespace else {
                if isNameStartByte(byte) {
                    throw error("expected whitespace before the attribute, found '\(shown(byte))'", at: pos)
                }
                throw unexpected(expected: "whitespace, '>' or '/>' in the start tag '<\(name)'")
            }
            guard isNameStartByte(byte) else {
                throw unexpected(expected: "an attribute name, '>' or '/>' in the start tag '<\(name)'")
            }
            try readAttribute(elementName: name)
        }

        let (line, column) = elementLocation(open)
        let attributes = attributeScratch.isEmpty ? [] : Array(attributeScratch)
        if isEmpty {
            let element = XMLElement(name: name, attributes: attributes, children: [], text: "", line: line, column: column)
            if frames.isEmpty { return element }
            elements.append(element)
            return nil
        }
        frames.append(Frame(name: name, nameStart: nameRange.lowerBound, nameEnd: nameRange.upperBound,
                            attributes: attributes, childStart: elements.count, textStart: text.count,
                            line: line, column: column))
        return nil
    }

    /// Reads `name="value"` at `pos`.
    mutating func readAttribute(elementName: String) throws(XMLSyntaxError) {
        let nameStart = pos
        if attributeScratch.count >= limits.maximumAttributes {
            throw error("element '\(elementName)' has more than \(limits.maximumAttributes) attributes (XMLLimits.maximumAttributes)", at: nameStart)
        }
        let nameRange = try readName(expected: "an attribute name")
        try checkDuplicate(nameRange)
        skipWhitespace()
        guard pos < count, base[pos] == Byte.equals else {
            throw unexpected(expected: "'=' after the attribute name '\(string(nameRange))'")
        }
        pos += 1
        skipWhitespace()
        guard pos < count, base[pos] == Byte.quote || base[pos] == Byte.apostrophe else {
            throw unexpected(expected: "a quoted value for the attribute '\(string(nameRange))'")
        }
        let value = try readAttributeValue(nameRange: nameRange)
        attributeScratch.append(XMLAttribute(name: string(nameRange), value: value))
        attributeNames.append(nameRange)
    }

    /// Fails if the start tag being read already has an attribute with the name at `range`.
    /// Names compare by their bytes, as XML compares names by code points (Swift's string
    /// equality would also equate canonically equivalent spellings).
    mutating func checkDuplicate(_ range: Range<Int>) throws(XMLSyntaxError) {
        let length = range.count
        var duplicate = false
        if attributeNames.count < 16 {
            for other in attributeNames where other.count == length
                && memoryEqual(base + other.lowerBound, base + range.lowerBound, length) {
                duplicate = true
                break
            }
        } else {
            if attributeNames.count == 16 {
                attributeNameSet.removeAll(keepingCapacity: true)
                for other in attributeNames { attributeNameSet.insert(ByteString(base: base, range: other)) }
            }
            duplicate = !attributeNameSet.insert(ByteString(base: base, range: range)).inserted
        }
        if duplicate {
            throw error("duplicate attribute '\(string(range))'", at: range.lowerBound)
        }
    }

    /// Reads the end tag at the `<` at `pos` and closes the innermost element: it becomes the
    /// root (returned) or a child of the element around it.
    mutating func readEndTag() throws(XMLSyntaxError) -> XMLElement? {
        let open = pos
        pos += 2
        let nameRange = try readName(expected: "an element name after '</'")
        skipWhitespace()
        guard pos < count, base[pos] == Byte.greaterThan else {
            throw unexpected(expected: "'>' to end the end tag '</\(string(nameRange))'")
        }
        pos += 1
        let frame = frames.removeLast()
        let length = nameRange.count
        guard length == frame.nameEnd - frame.nameStart,
              memoryEqual(base + nameRange.lowerBound, base + frame.nameStart, length) else {
            throw error("end tag '</\(string(nameRange))>' does not match the start tag '<\(frame.name)>' on line \(frame.line), column \(frame.column)", at: open)
        }
        let elementText: String
        if frame.textStart == text.count {
            elementText = ""
        } else {
            elementText = text.withUnsafeBufferPointer { buffer in
                String(decoding: UnsafeBufferPointer(rebasing: buffer[frame.textStart...]), as: UTF8.self)
            }
            text.removeLast(text.count - frame.textStart)
        }
        let children: [XMLElement]
        if frame.childStart == elements.count {
            children = []
        } else {
            children = Array(elements[frame.childStart...])
            elements.removeLast(elements.count - frame.childStart)
        }
        let element = XMLElement(name: frame.name, attributes: frame.attributes, children: children, text: elementText,
                                 line: frame.line, column: frame.column)
        if frames.isEmpty { return element }
        elements.append(element)
        return nil
    }

    func unclosedElement() -> XMLSyntaxError {
        let frame = frames[frames.count - 1]
        return error("element '<\(frame.name)>' opened on line \(frame.line), column \(frame.column) is not closed at the end of the document", at: count)
    }

    // MARK: Names

    /// Reads a Name at `pos` and returns its byte range, or fails naming what was `expected`.
    mutating func readName(expected: String) throws(XMLSyntaxError) -> Range<Int> {
        let start = pos
        let limit = start + max(0, min(count - start, limits.maximumNameLength))
        guard pos < count else { throw unexpected(expected: expected) }
        let first = base[pos]
        if first < 0x80 {
            guard XMLCharacters.isASCIINameStart(first) else { throw unexpected(expected: expected) }
            pos += 1
        } else {
            let (scalar, length) = decodeScalar(at: pos)
            if length == 0 { throw notUTF8(at: pos) }
            guard XMLCharacters.isNameStart(scalar) else { throw unexpected(expected: expected) }
            pos += length
        }
        while pos < limit {
            let byte = base[pos]
            if classes[Int(byte)] & ByteClass.nameChar != 0 {
                pos += 1
            } else if byte < 0x80 {
                return start..<pos
            } else {
                let (scalar, length) = decodeScalar(at: pos)
                if length == 0 { throw notUTF8(at: pos) }
                guard XMLCharacters.isNameChar(scalar) else { return start..<pos }
                pos += length
            }
        }
        if pos - start > limits.maximumNameLength || isNameChar(at: pos) {
            throw error("name longer than \(limits.maximumNameLength) bytes (XMLLimits.maximumNameLength)", at: start)
        }
        return start..<pos
    }

    /// Whether a NameChar starts at `offset`.
    func isNameChar(at offset: Int) -> Bool {
        guard offset < count else { return false }
        let byte = base[offset]
        if byte < 0x80 { return XMLCharacters.isASCIINameChar(byte) }
        let (scalar, length) = decodeScalar(at: offset)
        return length > 0 && XMLCharacters.isNameChar(scalar)
    }

    /// Whether `byte` can be part of a name (any byte above ASCII could be).
    @inline(__always)
    func isNameByte(_ byte: UInt8) -> Bool {
        byte >= 0x80 || XMLCharacters.isASCIINameChar(byte)
    }

    /// Whether `byte` can start a name (any byte above ASCII could).
    @inline(__always)
    func isNameStartByte(_ byte: UInt8) -> Bool {
        byte >= 0x80 || XMLCharacters.isASCIINameStart(byte)
    }

    // MARK: Bytes

    @inline(__always)
    func string(_ range: Range<Int>) -> String {
        String(decoding: UnsafeBufferPointer(start: base + range.lowerBound, count: range.count), as: UTF8.self)
    }

    /// Whether the input at `pos` starts with `literal` (ASCII).
    func hasPrefix(_ literal: StaticString) -> Bool {
        let length = literal.utf8CodeUnitCount
        guard pos + length <= count else { return false }
        return memoryEqual(base + pos, literal.utf8Start, length)
    }

    /// Skips XML whitespace; whether there was any.
    @inline(__always) @discardableResult
    mutating func skipWhitespace() -> Bool {
        let start = pos
        while pos < count, classes[Int(base[pos])] & ByteClass.whitespace != 0 { pos += 1 }
        return pos > start
    }

    // MARK: Positions

    /// Line and column of the start tag at `offset`, counted on from the previous start tag
    /// (start tags come in document order, so every byte is counted once). Sixteen bytes are
    /// looked at together: line breaks are some 1% of an Interface Builder document's bytes.
    mutating func elementLocation(_ offset: Int) -> (line: Int, column: Int) {
        var line = cursorLine
        /// Where the line of `offset` starts, if a line break comes after the cursor.
        var lineStart = -1
        var i = cursorOffset
        let lineFeed = SIMD16<UInt8>(repeating: Byte.lineFeed)
        let carriageReturn = SIMD16<UInt8>(repeating: Byte.carriageReturn)
        while i + 16 <= offset {
            let chunk = UnsafeRawPointer(base + i).loadUnaligned(as: SIMD16<UInt8>.self)
            if any((chunk .== lineFeed) .| (chunk .== carriageReturn)) {
                for j in i..<(i + 16) { countLineBreak(at: j, line: &line, lineStart: &lineStart) }
            }
            i += 16
        }
        while i < offset {
            countLineBreak(at: i, line: &line, lineStart: &lineStart)
            i += 1
        }
        let column = lineStart < 0 ? cursorColumn + scalarCount(cursorOffset..<offset) : 1 + scalarCount(lineStart..<offset)
        cursorOffset = offset
        cursorLine = line
        cursorColumn = column
        return (line, column)
    }

    /// Counts the line break at `offset`, if there is one: "\n", a lone "\r", or the "\r\n"
    /// whose "\n" is there. `offset` is before a start tag's `<`, so `offset + 1` is in the input.
    @inline(__always)
    func countLineBreak(at offset: Int, line: inout Int, lineStart: inout Int) {
        let byte = base[offset]
        if byte == Byte.lineFeed {
            line += 1
            lineStart = offset + 1
        } else if byte == Byte.carriageReturn {
            if base[offset + 1] != Byte.lineFeed { line += 1 }
            lineStart = offset + 1
        }
    }

    /// The number of Unicode scalars in `range` (of well-formed UTF-8): its bytes that are not
    /// continuation bytes, sixteen at a time where all are ASCII.
    @inline(__always)
    func scalarCount(_ range: Range<Int>) -> Int {
        var total = 0
        var i = range.lowerBound
        let high = SIMD16<UInt8>(repeating: 0x80)
        while i + 16 <= range.upperBound {
            let chunk = UnsafeRawPointer(base + i).loadUnaligned(as: SIMD16<UInt8>.self)
            if any(chunk .>= high) {
                for j in i..<(i + 16) { total &+= base[j] & 0xC0 != 0x80 ? 1 : 0 }
            } else {
                total &+= 16
            }
            i += 16
        }
        while i < range.upperBound {
            total &+= base[i] & 0xC0 != 0x80 ? 1 : 0
            i += 1
        }
        return total
    }
}

@inline(__always)
func memoryEqual(_ a: UnsafePointer<UInt8>, _ b: UnsafePointer<UInt8>, _ count: Int) -> Bool {
    var i = 0
    while i < count {
        if a[i] != b[i] { return false }
        i += 1
    }
    return true
}

/// A range of the input, hashed and compared by its bytes: the duplicate-attribute check of
/// elements with many attributes, without making strings.
struct ByteString: Hashable {
    let base: UnsafePointer<UInt8>
    let range: Range<Int>

    static func == (a: ByteString, b: ByteString) -> Bool {
        a.range.count == b.range.count && memoryEqual(a.base + a.range.lowerBound, b.base + b.range.lowerBound, a.range.count)
    }

    func hash(into hasher: inout Hasher) {
        hasher.combine(bytes: UnsafeRawBufferPointer(start: base + range.lowerBound, count: range.count))
    }
}
