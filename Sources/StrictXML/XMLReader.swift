/// A strict, non-validating XML 1.0 reader for UTF-8 documents, made for Interface Builder's
/// `.storyboard` and `.xib` files, which may come from anywhere.
///
/// It accepts the XML declaration, comments and processing instructions (checked, then dropped),
/// CDATA sections, character references and the five predefined entities, and builds an
/// `XMLDocument` of plain values. It rejects, with the line and column: any document type
/// declaration (so no entity can expand without bound or name a file or URL), any other entity
/// reference, text that is not UTF-8 or holds characters XML 1.0 forbids, malformed markup,
/// mismatched or unclosed tags, duplicate attributes, more than one root, and documents over any
/// of the `XMLLimits`.
///
/// The reader is iterative (an explicit stack of open elements, no recursion), so no input can
/// overflow the thread's stack, and every pass over the input is linear. It reads bytes only:
/// no files, no network, no Foundation.
public enum XMLReader {
    public static func parse(_ bytes: [UInt8], limits: XMLLimits = .default) throws(XMLSyntaxError) -> XMLDocument {
        // The size is checked before anything else, so an oversized input costs nothing to refuse.
        if bytes.count > limits.maximumBytes {
            throw XMLSyntaxError(line: 1, column: 1,
                                 message: "document is \(bytes.count) bytes, more than the limit of \(limits.maximumBytes)")
        }
        if bytes.isEmpty {
            throw XMLSyntaxError(line: 1, column: 1, message: "the document is empty: expected a root element")
        }
        let result = bytes.withUnsafeBufferPointer { buffer in
            parseResult(buffer, limits: limits)
        }
        return try result.get()
    }

    static func parseResult(_ buffer: UnsafeBufferPointer<UInt8>, limits: XMLLimits) -> Result<XMLDocument, XMLSyntaxError> {
        var scanner = XMLScanner(input: buffer, limits: limits)
        do {
            return .success(try scanner.parseDocument())
        } catch {
            // Elements finished before the error may form a very deep tree (a raised depth
            // limit); take them apart here so that dropping them cannot recurse.
            XMLElement.releaseIteratively(&scanner.elements)
            return .failure(error)
        }
    }
}

extension XMLElement {
    /// Empties `elements`, releasing their subtrees one level at a time instead of recursively.
    static func releaseIteratively(_ elements: inout [XMLElement]) {
        var pending = elements
        elements = []
        while var element = pending.popLast() {
            if !element.children.isEmpty {
                pending.append(contentsOf: element.children)
                element.children = []
            }
        }
    }
}
