import Foundation
import StrictXML
import Testing

struct XMLErrorCase: Sendable, CustomTestStringConvertible {
    var input: [UInt8]
    var line: Int
    var column: Int
    var message: String
    var limits: XMLLimits

    init(_ text: String, _ line: Int, _ column: Int, _ message: String, limits: XMLLimits = .default) {
        self.init(bytes: Array(text.utf8), line, column, message, limits: limits)
    }

    init(bytes: [UInt8], _ line: Int, _ column: Int, _ message: String, limits: XMLLimits = .default) {
        self.input = bytes
        self.line = line
        self.column = column
        self.message = message
        self.limits = limits
    }

    var testDescription: String {
        let text = String(decoding: input.prefix(40), as: UTF8.self)
        return "\(text.debugDescription) -> \(message)"
    }
}

let doctypeMessage = "a document type declaration is not accepted (Interface Builder documents have none; entities could expand without bound or reach the network)"

@Suite("Syntax errors")
struct XMLSyntaxErrorTests {
    static let cases: [XMLErrorCase] = [
        // No root, text and elements outside the root.
        XMLErrorCase("", 1, 1, "the document is empty: expected a root element"),
        XMLErrorCase(" \n ", 2, 2, "the document is empty: expected a root element"),
        XMLErrorCase("<?xml version=\"1.0\"?>\n<!-- c -->\n", 3, 1, "no root element: the document has only a prolog"),
        XMLErrorCase("hello <a/>", 1, 1, "text before the root element"),
        XMLErrorCase("<a/>\nhello", 2, 1, "text after the root element (a document has one root element and only comments, processing instructions and whitespace after it)"),
        XMLErrorCase("<a/>&amp;", 1, 5, "text after the root element (a document has one root element and only comments, processing instructions and whitespace after it)"),
        XMLErrorCase("<a></a>\n  <b/>", 2, 3, "a second root element '<b>' after the root element (a document has exactly one)"),
        XMLErrorCase("<a/><!x>", 1, 5, "expected a comment ('<!--') after '<!'"),
        XMLErrorCase("<a/></a>", 1, 5, "end tag '</a>' after the root element was closed"),
        XMLErrorCase("</a>", 1, 1, "end tag '</a>' before any start tag"),
        XMLErrorCase("<a/><![CDATA[x]]>", 1, 5, "a CDATA section after the root element"),
        XMLErrorCase("<a/><", 1, 5, "'<' after the root element must start a comment or a processing instruction"),
        // Tags.
        XMLErrorCase("<a>\n  <b>\n</a>", 3, 1, "end tag '</a>' does not match the start tag '<b>' on line 2, column 3"),
        XMLErrorCase("<a><b></c></a>", 1, 7, "end tag '</c>' does not match the start tag '<b>' on line 1, column 4"),
        XMLErrorCase("<a>\n<b>text", 2, 8, "element '<b>' opened on line 2, column 1 is not closed at the end of the document"),
        XMLErrorCase("<a>", 1, 4, "element '<a>' opened on line 1, column 1 is not closed at the end of the document"),
        XMLErrorCase("<a><", 1, 5, "element '<a>' opened on line 1, column 1 is not closed at the end of the document"),
        XMLErrorCase("< a/>", 1, 2, "expected an element name after '<', found ' '"),
        XMLErrorCase("<a>< b/></a>", 1, 5, "expected an element name after '<', found ' '"),
        XMLErrorCase("<1a/>", 1, 2, "expected an element name after '<', found '1'"),
        XMLErrorCase("<a></ a>", 1, 6, "expected an element name after '</', found ' '"),
        XMLErrorCase("<a></a b>", 1, 8, "expected '>' to end the end tag '</a', found 'b'"),
        XMLErrorCase("<a x=\"1\"", 1, 1, "unterminated start tag '<a': no '>' before the end of the document"),
        XMLErrorCase("<a x=\"1\"y=\"2\"/>", 1, 9, "expected whitespace before the attribute, found 'y'"),
        XMLErrorCase("<a x=\"1\"=/>", 1, 9, "expected whitespace, '>' or '/>' in the start tag '<a', found '='"),
        XMLErrorCase("<a =\"1\"/>", 1, 4, "expected an attribute name, '>' or '/>' in the start tag '<a', found '='"),
        XMLErrorCase("<a x/>", 1, 5, "expected '=' after the attribute name 'x', found '/'"),
        XMLErrorCase("<a x=1/>", 1, 6, "expected a quoted value for the attribute 'x', found '1'"),
        XMLErrorCase("<a / >", 1, 5, "expected '>' after '/' in the start tag '<a', found ' '"),
        XMLErrorCase("<a x=\"1 y=\"2\"/>", 1, 12, "expected whitespace, '>' or '/>' in the start tag '<a', found '2'"),
        XMLErrorCase("<a x=\"1/>", 1, 6, "unterminated value of the attribute 'x': no closing '\"' before the end of the document"),
        XMLErrorCase("<a x='1/>", 1, 6, "unterminated value of the attribute 'x': no closing \"'\" before the end of the document"),
        // Attributes.
        XMLErrorCase("<a x=\"1\"\n   x='2'/>", 2, 4, "duplicate attribute 'x'"),
        XMLErrorCase("<a " + (0..<40).map { "k\($0)=\"\($0)\"" }.joined(separator: " ") + " k17=\"again\"/>", 1, 344, "duplicate attribute 'k17'"),
        XMLErrorCase("<a x=\"a<b\"/>", 1, 8, "'<' is not allowed in attribute values (write it as &lt;)"),
        XMLErrorCase("<a x=\"a&amp;<\"/>", 1, 13, "'<' is not allowed in attribute values (write it as &lt;)"),
        // References.
        XMLErrorCase("<a>&foo;</a>", 1, 4, "undefined entity 'foo' (only the five XML entities and character references are accepted)"),
        XMLErrorCase("<a x=\"&nbsp;\"/>", 1, 7, "undefined entity 'nbsp' (only the five XML entities and character references are accepted)"),
        XMLErrorCase("<a>&AMP;</a>", 1, 4, "undefined entity 'AMP' (only the five XML entities and character references are accepted)"),
        XMLErrorCase("<a>\n Tom & Jerry</a>", 2, 6, "'&' must start an entity or character reference (write a literal '&' as &amp;)"),
        XMLErrorCase("<a>&amp</a>", 1, 4, "entity reference '&amp' has no ';'"),
        XMLErrorCase("<a>&#;</a>", 1, 4, "malformed character reference: expected digits and ';' after '&#'"),
        XMLErrorCase("<a>&#x;</a>", 1, 4, "malformed character reference: expected hexadecimal digits and ';' after '&#x'"),
        XMLErrorCase("<a>&#12a;</a>", 1, 4, "malformed character reference: expected digits and ';' after '&#'"),
        XMLErrorCase("<a>&#X41;</a>", 1, 4, "malformed character reference: expected digits and ';' after '&#'"),
        XMLErrorCase("<a>&#0;</a>", 1, 4, "character reference '&#0;' is not a character XML allows"),
        XMLErrorCase("<a x='&#x1;'/>", 1, 7, "character reference '&#x1;' is not a character XML allows"),
        XMLErrorCase("<a>&#xD800;</a>", 1, 4, "character reference '&#xD800;' is not a character XML allows"),
        XMLErrorCase("<a>&#xFFFE;</a>", 1, 4, "character reference '&#xFFFE;' is not a character XML allows"),
        XMLErrorCase("<a>&#x110000;</a>", 1, 4, "character reference '&#x110000;' is not a character XML allows"),
        XMLErrorCase("<a>&#99999999999999999999999;</a>", 1, 4, "character reference '&#999999999999999999…' is not a character XML allows"),
        // Text.
        XMLErrorCase("<a>x]]>y</a>", 1, 5, "']]>' is not allowed in text (it only ends a CDATA section; write '>' as &gt;)"),
        // Comments, processing instructions, CDATA.
        XMLErrorCase("<a><!-- a -- b --></a>", 1, 11, "'--' is not allowed inside a comment"),
        XMLErrorCase("<a><!-- a ---></a>", 1, 11, "'--' is not allowed inside a comment"),
        XMLErrorCase("<a>\n<!-- never closed </a>", 2, 1, "unterminated comment: no '-->' before the end of the document"),
        XMLErrorCase("<a><!-x--></a>", 1, 4, "expected a comment ('<!--') or a CDATA section ('<![CDATA[') after '<!'"),
        XMLErrorCase("<a><![CDATA[x]]</a>", 1, 4, "unterminated CDATA section: no ']]>' before the end of the document"),
        XMLErrorCase("<a><?pi never closed</a>", 1, 4, "unterminated processing instruction: no '?>' before the end of the document"),
        XMLErrorCase("<a><?pi\u{1}?></a>", 1, 8, "control character U+0001 is not allowed in XML"),
        XMLErrorCase("<a><? pi?></a>", 1, 6, "expected a processing instruction target after '<?', found ' '"),
        XMLErrorCase("<a><?XmL x?></a>", 1, 4, "the processing instruction target 'XmL' is reserved"),
        XMLErrorCase("\n<?xml version=\"1.0\"?><a/>", 2, 1, "the XML declaration is allowed only at the very start of the document"),
        XMLErrorCase("<a><?xml version=\"1.0\"?></a>", 1, 4, "the XML declaration is allowed only at the very start of the document"),
        // The XML declaration and encodings.
        XMLErrorCase("<?xml encoding=\"UTF-8\"?><a/>", 1, 7, "the XML declaration must start with the version"),
        XMLErrorCase("<?xml?><a/>", 1, 1, "the XML declaration has no version"),
        XMLErrorCase("<?xml version=\"2.0\"?><a/>", 1, 16, "XML version '2.0' is not supported (expected 1.0)"),
        XMLErrorCase("<?xml version=\"1.0\" encoding=\"ISO-8859-1\"?><a/>", 1, 31, "encoding 'ISO-8859-1' is not accepted: only UTF-8 documents are read"),
        XMLErrorCase("<?xml version=\"1.0\" encoding=\"UTF-16\"?><a/>", 1, 31, "encoding 'UTF-16' is not accepted: only UTF-8 documents are read"),
        XMLErrorCase("<?xml version=\"1.0\" encoding=\"utf8\"?><a/>", 1, 31, "encoding 'utf8' is not accepted: only UTF-8 documents are read"),
        XMLErrorCase("<?xml version=\"1.0\" standalone=\"yes\" encoding=\"UTF-8\"?><a/>", 1, 38, "'encoding' must come before 'standalone' in the XML declaration"),
        XMLErrorCase("<?xml version=\"1.0\" version=\"1.0\"?><a/>", 1, 21, "'version' appears twice in the XML declaration"),
        XMLErrorCase("<?xml version=\"1.0\" foo=\"1\"?><a/>", 1, 21, "unknown 'foo' in the XML declaration (expected version, encoding or standalone)"),
        XMLErrorCase("<?xml version=\"1.0\" standalone=\"maybe\"?><a/>", 1, 33, "standalone must be 'yes' or 'no', found 'maybe'"),
        XMLErrorCase("<?xml version=\"1.0\"encoding=\"UTF-8\"?><a/>", 1, 20, "expected whitespace or '?>' in the XML declaration, found 'e'"),
        XMLErrorCase("<?xml version=\"1.0\"", 1, 1, "unterminated XML declaration: no '?>' before the end of the document"),
        XMLErrorCase("<?xml", 1, 1, "unterminated XML declaration: no '?>' before the end of the document"),
        XMLErrorCase("<?xml-stylesheet", 1, 1, "unterminated processing instruction: no '?>' before the end of the document"),
        XMLErrorCase(bytes: [0xFE, 0xFF, 0x00, 0x3C, 0x00, 0x61, 0x00, 0x2F, 0x00, 0x3E], 1, 1, "the document is UTF-16 (byte order mark FE FF): only UTF-8 is accepted"),
        XMLErrorCase(bytes: [0xFF, 0xFE, 0x3C, 0x00, 0x61, 0x00, 0x2F, 0x00, 0x3E, 0x00], 1, 1, "the document is UTF-16 (byte order mark FF FE): only UTF-8 is accepted"),
        XMLErrorCase(bytes: [0x3C, 0x00, 0x61, 0x00, 0x2F, 0x00, 0x3E, 0x00], 1, 1, "the document looks like UTF-16 without a byte order mark: only UTF-8 is accepted"),
        XMLErrorCase(bytes: [0x00, 0x00, 0xFE, 0xFF, 0x00, 0x00, 0x00, 0x3C], 1, 1, "the document is UTF-32 (byte order mark 00 00 FE FF): only UTF-8 is accepted"),
        // Document type declarations, wherever they are.
        XMLErrorCase("<!DOCTYPE a><a/>", 1, 1, doctypeMessage),
        XMLErrorCase("<?xml version=\"1.0\"?>\n<!DOCTYPE a [<!ENTITY e \"x\">]>\n<a>&e;</a>", 2, 1, doctypeMessage),
        XMLErrorCase("<a>\n  <!DOCTYPE a></a>", 2, 3, doctypeMessage),
        XMLErrorCase("<a/><!DOCTYPE a>", 1, 5, doctypeMessage),
        // Characters XML forbids, and bytes that are not UTF-8.
        XMLErrorCase("<a>\u{0}</a>", 1, 4, "NUL character (byte 0x00) is not allowed in XML (binary data?)"),
        XMLErrorCase("<a x=\"\u{0}\"/>", 1, 7, "NUL character (byte 0x00) is not allowed in XML (binary data?)"),
        XMLErrorCase("<a>\u{1B}[0m</a>", 1, 4, "control character U+001B is not allowed in XML"),
        XMLErrorCase("<a x=\"\u{8}\"/>", 1, 7, "control character U+0008 is not allowed in XML"),
        XMLErrorCase("<a><!--\u{C}--></a>", 1, 8, "control character U+000C is not allowed in XML"),
        XMLErrorCase("<a>\u{FFFE}</a>", 1, 4, "character U+FFFE is not allowed in XML"),
        XMLErrorCase("<a x=\"\u{FFFF}\"/>", 1, 7, "character U+FFFF is not allowed in XML"),
        XMLErrorCase("\u{0}\u{0}<a/>", 1, 1, "NUL character (byte 0x00) is not allowed in XML (binary data?)"),
        XMLErrorCase("\u{0}<\u{0}a\u{0}/\u{0}>", 1, 1, "the document looks like UTF-16 without a byte order mark: only UTF-8 is accepted"),
        XMLErrorCase(bytes: Array("<a>caf".utf8) + [0xE9] + Array("</a>".utf8), 1, 7, "not UTF-8 text: invalid byte 0xE9 at offset 6"),
        XMLErrorCase(bytes: Array("<a x=\"".utf8) + [0xC0, 0x80] + Array("\"/>".utf8), 1, 7, "not UTF-8 text: invalid byte 0xC0 at offset 6"),
        XMLErrorCase(bytes: Array("<a>\n".utf8) + [0xED, 0xA0, 0x80] + Array("</a>".utf8), 2, 1, "not UTF-8 text: invalid byte 0xED at offset 4"),
        XMLErrorCase(bytes: Array("<a".utf8) + [0xFF] + Array("/>".utf8), 1, 3, "not UTF-8 text: invalid byte 0xFF at offset 2"),
        XMLErrorCase(bytes: [0x3C] + [0xF4, 0x90, 0x80, 0x80] + Array("/>".utf8), 1, 2, "not UTF-8 text: invalid byte 0xF4 at offset 1"),
        XMLErrorCase(bytes: Array("<a><!--".utf8) + [0x80] + Array("--></a>".utf8), 1, 8, "not UTF-8 text: invalid byte 0x80 at offset 7"),
        XMLErrorCase(bytes: Array("<a>".utf8) + [0xE2, 0x82], 1, 4, "not UTF-8 text: invalid byte 0xE2 at offset 3"),
        XMLErrorCase("<a><→/></a>", 1, 5, "expected an element name after '<', found '→' (U+2192)"),
        // Positions: CRLF, lone CR, BOM and multi-byte characters.
        XMLErrorCase("<a>\r\n\r\n  &x;</a>", 3, 3, "undefined entity 'x' (only the five XML entities and character references are accepted)"),
        XMLErrorCase("<a>\r\r&x;</a>", 3, 1, "undefined entity 'x' (only the five XML entities and character references are accepted)"),
        XMLErrorCase("\u{FEFF}<a>&x;</a>", 1, 4, "undefined entity 'x' (only the five XML entities and character references are accepted)"),
        XMLErrorCase("<a>é中😀&x;</a>", 1, 7, "undefined entity 'x' (only the five XML entities and character references are accepted)"),
        // Limits.
        XMLErrorCase("<a><b><c/></b></a>", 1, 7, "elements nested deeper than 2 levels (XMLLimits.maximumDepth)", limits: XMLLimits(maximumDepth: 2)),
        XMLErrorCase("<a><b/><c/><d/></a>", 1, 12, "more than 3 elements (XMLLimits.maximumElements)", limits: XMLLimits(maximumElements: 3)),
        XMLErrorCase("<a x='1' y='2' z='3'/>", 1, 16, "element 'a' has more than 2 attributes (XMLLimits.maximumAttributes)", limits: XMLLimits(maximumAttributes: 2)),
        XMLErrorCase("<a>\n<abcde/></a>", 2, 2, "name longer than 4 bytes (XMLLimits.maximumNameLength)", limits: XMLLimits(maximumNameLength: 4)),
        XMLErrorCase("<a abcdé='1'/>", 1, 4, "name longer than 5 bytes (XMLLimits.maximumNameLength)", limits: XMLLimits(maximumNameLength: 5)),
        XMLErrorCase("<a x='123456789'/>", 1, 4, "the value of the attribute 'x' is longer than 8 bytes (XMLLimits.maximumAttributeValueLength)", limits: XMLLimits(maximumAttributeValueLength: 8)),
        XMLErrorCase("<a x='1&amp;3456789'/>", 1, 4, "the value of the attribute 'x' is longer than 8 bytes (XMLLimits.maximumAttributeValueLength)", limits: XMLLimits(maximumAttributeValueLength: 8)),
        XMLErrorCase("<a x='1234567", 1, 4, "the value of the attribute 'x' is longer than 4 bytes (XMLLimits.maximumAttributeValueLength)", limits: XMLLimits(maximumAttributeValueLength: 4)),
        XMLErrorCase("<a/>     ", 1, 1, "document is 9 bytes, more than the limit of 8", limits: XMLLimits(maximumBytes: 8)),
    ]

    @Test(arguments: cases)
    func reportsPositionAndMessage(_ expected: XMLErrorCase) {
        guard let error = parseXMLError(expected.input, limits: expected.limits) else { return }
        #expect(error.message == expected.message)
        #expect(error.line == expected.line)
        #expect(error.column == expected.column)
    }

    @Test func descriptionNamesThePosition() {
        let error = parseXMLError("<a>\n\n  <b>&foo;</b></a>")
        #expect(error?.description == "line 3, column 6: undefined entity 'foo' (only the five XML entities and character references are accepted)")
    }
}
