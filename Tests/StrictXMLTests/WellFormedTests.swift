import Foundation
import StrictXML
import Testing

@Suite("Well-formed documents")
struct XMLWellFormedTests {
    @Test func elementsAttributesAndText() throws {
        let root = try parseXML(#"<a x="1" y='two'><b>hello</b><c/><b k="v"/></a>"#)
        #expect(root.name == "a")
        #expect(root.attributes == [XMLAttribute(name: "x", value: "1"), XMLAttribute(name: "y", value: "two")])
        #expect(root[attribute: "x"] == "1")
        #expect(root[attribute: "y"] == "two")
        #expect(root[attribute: "z"] == nil)
        #expect(root.children.map(\.name) == ["b", "c", "b"])
        #expect(root.children[0].text == "hello")
        #expect(root.children[1].attributes.isEmpty && root.children[1].children.isEmpty && root.children[1].text.isEmpty)
        #expect(root.children(named: "b").count == 2)
        #expect(root.children(named: "b")[1][attribute: "k"] == "v")
        #expect(root.firstChild(named: "c")?.name == "c")
        #expect(root.firstChild(named: "d") == nil)
        #expect(root.text == "")
    }

    @Test func attributeOrderIsDocumentOrder() throws {
        let root = try parseXML(#"<a z="1" a="2" m="3"/>"#)
        #expect(root.attributes.map(\.name) == ["z", "a", "m"])
    }

    @Test func textIsAllCharacterDataDirectlyInside() throws {
        let root = try parseXML("<a>one<b>inner</b> two <c/>three</a>")
        #expect(root.text == "one two three")
        #expect(root.children[0].text == "inner")
        // Whitespace between children is character data too.
        let indented = try parseXML("<a>\n  <b/>\n</a>")
        #expect(indented.text == "\n  \n")
    }

    @Test func commentsAndProcessingInstructionsAreSkipped() throws {
        let root = try parseXML("""
            <?xml version="1.0"?>
            <!-- before --><?app data?><?xml-stylesheet href="style.css"?>
            <a><!-- inside - with a dash --><?pi x?>t<!---->u<?empty?></a>
            <!-- after --><?after?>

            """)
        #expect(root.name == "a")
        #expect(root.children.isEmpty)
        #expect(root.text == "tu")
    }

    @Test func cdataSections() throws {
        let root = try parseXML("<a>x<![CDATA[ <b>&amp; ]] ]> ]]>y<![CDATA[]]></a>")
        #expect(root.text == "x <b>&amp; ]] ]> y")
        #expect(root.children.isEmpty)
    }

    @Test func characterReferences() throws {
        let root = try parseXML("<a v='&#65;&#x42;&#x0063;&#0000068;'>&#233;&#x4E2D;&#x1F600;&#9;&#xa;&#13;</a>")
        #expect(root[attribute: "v"] == "ABcD")
        #expect(root.text == "é中😀\t\n\r")
    }

    @Test func predefinedEntities() throws {
        let root = try parseXML(#"<a v="&lt;&gt;&amp;&quot;&apos;">&lt;&gt;&amp;&quot;&apos;</a>"#)
        #expect(root[attribute: "v"] == #"<>&"'"#)
        #expect(root.text == #"<>&"'"#)
    }

    @Test func quotesInsideTheOtherQuotes() throws {
        let root = try parseXML(#"<a x='say "hi"' y="it's" z="a>b"/>"#)
        #expect(root[attribute: "x"] == #"say "hi""#)
        #expect(root[attribute: "y"] == "it's")
        #expect(root[attribute: "z"] == "a>b")
    }

    @Test func whitespaceAroundEqualsAndInTags() throws {
        let root = try parseXML("<a\n  x = \"1\"\t y\r\n=\r\n'2'  \n></a  >")
        #expect(root.attributes == [XMLAttribute(name: "x", value: "1"), XMLAttribute(name: "y", value: "2")])
        let empty = try parseXML("<a x=\"1\" />")
        #expect(empty[attribute: "x"] == "1")
    }

    @Test func attributeValueNormalisation() throws {
        // Literal tab, line feed, carriage return and CRLF each become one space; references keep
        // their characters; other spaces are kept as they are (CDATA attributes).
        let root = try parseXML("<a v=\"a\tb\nc\rd\r\ne  f\" r=\"x&#10;y&#9;z&#13;w\" m=\"&#x20; lead\"/>")
        #expect(root[attribute: "v"] == "a b c d e  f")
        #expect(root[attribute: "r"] == "x\ny\tz\rw")
        #expect(root[attribute: "m"] == "  lead")
    }

    @Test func lineEndsAreNormalisedInText() throws {
        let root = try parseXML("<a>one\r\ntwo\rthree\nfour<![CDATA[\r\nfive\r]]></a>")
        #expect(root.text == "one\ntwo\nthree\nfour\nfive\n")
    }

    @Test func byteOrderMark() throws {
        let root = try XMLReader.parse([0xEF, 0xBB, 0xBF] + Array("<?xml version=\"1.0\" encoding=\"UTF-8\"?><a/>".utf8)).root
        #expect(root.name == "a")
        #expect(root.line == 1 && root.column == 39)
        let bare = try XMLReader.parse([0xEF, 0xBB, 0xBF] + Array("<a/>".utf8)).root
        #expect(bare.column == 1)
    }

    @Test func xmlDeclarationVariants() throws {
        for declaration in ["<?xml version=\"1.0\"?>", "<?xml version='1.0' encoding='utf-8' standalone='yes'?>",
                            "<?xml version=\"1.0\" standalone=\"no\" ?>", "<?xml version = \"1.0\"\nencoding = \"Utf-8\"?>",
                            "<?xml version=\"1.1\"?>"] {
            #expect(try parseXML(declaration + "\n<a/>").name == "a", "\(declaration)")
        }
    }

    @Test func namesWithColonsDigitsAndUnicode() throws {
        let root = try parseXML("<ns:élément xmlns:ns=\"urn:x\" _a-1.b=\"1\" 中=\"2\"><x·y/></ns:élément>")
        #expect(root.name == "ns:élément")
        #expect(root.attributes.map(\.name) == ["xmlns:ns", "_a-1.b", "中"])
        #expect(root.children[0].name == "x·y")
    }

    @Test func unicodeText() throws {
        let root = try parseXML("<a t=\"é中😀\u{80}\u{7F}\">é中😀</a>")
        #expect(root[attribute: "t"] == "é中😀\u{80}\u{7F}")
        #expect(root.text == "é中😀")
    }

    @Test func lineAndColumnOfElements() throws {
        let root = try parseXML("<a>\n  <b/><c>\r\n\t<d/>é<e/></c>\r<f/>\n</a>")
        let elements = allElements(root)
        #expect(elements.map(\.name) == ["a", "b", "c", "d", "e", "f"])
        #expect(elements.map(\.line) == [1, 2, 2, 3, 3, 4])
        #expect(elements.map(\.column) == [1, 3, 7, 2, 7, 1])
    }

    @Test func sampleStoryboardParses() throws {
        let root = try parseXML(sampleStoryboard)
        #expect(root.name == "document")
        #expect(root[attribute: "toolsVersion"] == "22505")
        #expect(allElements(root).count == 18)
        let label = allElements(root).first { $0.name == "label" }
        #expect(label?[attribute: "text"] == "Café & “Bar”")
        #expect(label?.line == 12)
        #expect(label?.column == 29)
        #expect(label?.firstChild(named: "string")?.text == "Tom <> Jerry")
        let text = root.firstChild(named: "resources")?.firstChild(named: "mutableString")?.text
        #expect(text == "a < b && c")
        #expect(root.firstChild(named: "scenes")?.firstChild(named: "scene")?.line == 6)
    }

    @Test func deepButAllowedNesting() throws {
        let depth = 256
        let text = String(repeating: "<a>", count: depth) + String(repeating: "</a>", count: depth)
        #expect(dismantle(try parseXML(text)) == depth)
    }

    @Test func manySiblings() throws {
        let count = 200_000
        let text = "<r>" + String(repeating: "<c k=\"v\"/>", count: count) + "</r>"
        let root = try parseXML(text)
        #expect(root.children.count == count)
        #expect(root.children.last?.column == 3 + 10 * (count - 1) + 1)
    }

    @Test func longTextRunsAndValues() throws {
        let long = String(repeating: "abcdefgh", count: 125_000)
        let root = try parseXML("<a v=\"\(long)\">\(long)&amp;\(long)</a>")
        #expect(root[attribute: "v"]?.utf8.count == 1_000_000)
        #expect(root.text.utf8.count == 2_000_001)
    }

    @Test func valueOfExactlyTheLimit() throws {
        var limits = XMLLimits.default
        limits.maximumAttributeValueLength = 8
        limits.maximumNameLength = 3
        let root = try parseXML("<abc v=\"12345678\" w=\"1&#10;4\"/>", limits: limits)
        #expect(root[attribute: "v"] == "12345678")
        // The limit counts the value as written: "1&#10;4" is 8 bytes.
        #expect(root[attribute: "w"] == "1\n4")
    }

    @Test func limitsOfIntMaxMeanNoLimit() throws {
        let limits = XMLLimits(maximumBytes: .max, maximumDepth: .max, maximumElements: .max, maximumAttributes: .max,
                               maximumNameLength: .max, maximumAttributeValueLength: .max)
        #expect(try parseXML(sampleStoryboard, limits: limits) == parseXML(sampleStoryboard))
    }

    @Test func limitsDefaults() {
        let limits = XMLLimits.default
        #expect(limits.maximumBytes == 32 << 20)
        #expect(limits.maximumDepth == 256)
        #expect(limits.maximumElements == 2_000_000)
        #expect(limits.maximumAttributes == 256)
        #expect(limits.maximumNameLength == 1024)
        #expect(limits.maximumAttributeValueLength == 1 << 20)
    }

    @Test func errorDescription() {
        let error = XMLSyntaxError(line: 3, column: 14, message: "undefined entity 'foo'")
        #expect(error.description == "line 3, column 14: undefined entity 'foo'")
    }
}
