import Foundation
import StrictXML
import Testing

/// Seconds `body` takes (wall clock).
func seconds(_ body: () throws -> Void) rethrows -> Double {
    let clock = ContinuousClock()
    let start = clock.now
    try body()
    let elapsed = clock.now - start
    return Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18
}

@Suite("Hostile input")
struct XMLHostileInputTests {
    @Test func billionLaughsIsRefusedAtTheDoctype() {
        var text = "<?xml version=\"1.0\"?>\n<!DOCTYPE lolz [\n <!ENTITY lol \"lol\">\n"
        text += " <!ENTITY lol1 \"" + String(repeating: "&lol;", count: 10) + "\">\n"
        for level in 2...9 {
            text += " <!ENTITY lol\(level) \"" + String(repeating: "&lol\(level - 1);", count: 10) + "\">\n"
        }
        text += "]>\n<lolz>&lol9;</lolz>\n"
        var error: XMLSyntaxError?
        let time = seconds { error = parseXMLError(text) }
        #expect(time < 0.5)
        #expect(error?.message == doctypeMessage)
        #expect(error?.line == 2 && error?.column == 1)
    }

    @Test func externalEntitiesAreRefused() {
        let system = parseXMLError("<?xml version=\"1.0\"?>\n<!DOCTYPE x SYSTEM \"http://example.com/x.dtd\">\n<x/>")
        #expect(system?.message == doctypeMessage)
        #expect(system?.line == 2 && system?.column == 1)
        let file = parseXMLError("<!DOCTYPE foo [<!ENTITY e SYSTEM \"file:///etc/passwd\">]><foo>&e;</foo>")
        #expect(file?.message == doctypeMessage)
        #expect(file?.line == 1 && file?.column == 1)
        let parameter = parseXMLError("<!DOCTYPE foo [<!ENTITY % p SYSTEM \"http://example.com/p.dtd\"> %p;]><foo/>")
        #expect(parameter?.message == doctypeMessage)
        // Without a declaration the reference is simply undefined.
        let bare = parseXMLError("<foo>&e;</foo>")
        #expect(bare?.message == "undefined entity 'e' (only the five XML entities and character references are accepted)")
        #expect(bare?.column == 6)
    }

    @Test func tenThousandLevelsStopAtTheDepthLimit() {
        let text = String(repeating: "<a>", count: 10_000) + String(repeating: "</a>", count: 10_000)
        let error = onSmallStack { parseXMLError(text) }
        #expect(error??.message == "elements nested deeper than 256 levels (XMLLimits.maximumDepth)")
        #expect(error??.line == 1)
        #expect(error??.column == 256 * 3 + 1)
    }

    @Test func aMillionLevelsParseIterativelyOnASmallStack() {
        let depth = 1_000_000
        let limits = XMLLimits(maximumBytes: 64 << 20, maximumDepth: depth, maximumElements: depth + 1)
        let open = Array(String(repeating: "<a>", count: depth).utf8)
        let close = Array(String(repeating: "</a>", count: depth).utf8)
        // The whole document parses: the reader holds a million open elements without recursion,
        // and the test takes the tree apart level by level.
        let parsed: Int? = onSmallStack {
            do {
                let root = try XMLReader.parse(open + close, limits: limits).root
                return dismantle(root)
            } catch {
                return -1
            }
        } ?? nil
        #expect(parsed == depth)
        // One end tag short: the error is thrown with a 999,999-level tree already built, which
        // the reader must also release without recursion.
        let message = onSmallStack { parseXMLError(open + close.dropLast(4), limits: limits)?.message }
        #expect(message == "element '<a>' opened on line 1, column 1 is not closed at the end of the document")
        // The whole tree built, then an error after the root: released without recursion too.
        let after = onSmallStack { parseXMLError(open + close + Array(" x".utf8), limits: limits)?.message }
        #expect((after ?? nil)?.hasPrefix("text after the root element") == true)
        // One level over the limit.
        let over = onSmallStack { parseXMLError(open + Array("<a/>".utf8) + close, limits: limits)?.message }
        #expect(over == "elements nested deeper than 1000000 levels (XMLLimits.maximumDepth)")
    }

    @Test func oversizedInputIsRefusedBeforeScanning() {
        let bytes = [UInt8](repeating: UInt8(ascii: "<"), count: 100 << 20)
        var error: XMLSyntaxError?
        let time = seconds { error = parseXMLError(bytes) }
        #expect(time < 0.1)  // reading 100 MB would take several times as long
        #expect(error?.message == "document is 104857600 bytes, more than the limit of 33554432")
        #expect(error?.line == 1 && error?.column == 1)
    }

    @Test func threeHundredThousandAttributesStopAtTheLimit() {
        var bytes = Array("<a".utf8)
        bytes.reserveCapacity(300_000 * 12)
        for i in 0..<300_000 { bytes += Array(" a\(i)=\"\"".utf8) }
        bytes += Array("/>".utf8)
        var error: XMLSyntaxError?
        let time = seconds { error = parseXMLError(bytes) }
        #expect(time < 1)
        #expect(error?.message == "element 'a' has more than 256 attributes (XMLLimits.maximumAttributes)")
        // " a0=\"\"" ... " a9=\"\"" are 6 bytes, " a10=\"\"" ... " a99=\"\"" 7, " a100=\"\"" ... 8.
        #expect(error?.column == 2 + 10 * 6 + 90 * 7 + 156 * 8 + 2)
    }

    @Test func fiftyMegabyteAttributeValueStopsAtTheValueLimit() {
        var bytes = Array("<a v=\"".utf8)
        bytes += [UInt8](repeating: UInt8(ascii: "x"), count: 50 << 20)
        bytes += Array("\"/>".utf8)
        var error: XMLSyntaxError?
        let time = seconds { error = parseXMLError(bytes, limits: XMLLimits(maximumBytes: 64 << 20)) }
        #expect(time < 1)
        #expect(error?.message == "the value of the attribute 'v' is longer than 1048576 bytes (XMLLimits.maximumAttributeValueLength)")
        #expect(error?.line == 1 && error?.column == 4)
    }

    @Test func tooManyElements() {
        let text = "<r>" + String(repeating: "<c/>", count: 1_000) + "</r>"
        let error = parseXMLError(text, limits: XMLLimits(maximumElements: 1_000))
        #expect(error?.message == "more than 1000 elements (XMLLimits.maximumElements)")
        #expect(error?.column == 4 + 999 * 4)
    }

    @Test func longNamesStopAtTheNameLimit() {
        let name = String(repeating: "n", count: 10 << 20)
        var error: XMLSyntaxError?
        let time = seconds { error = parseXMLError("<\(name)/>", limits: XMLLimits(maximumBytes: 64 << 20)) }
        #expect(time < 1)
        #expect(error?.message == "name longer than 1024 bytes (XMLLimits.maximumNameLength)")
        #expect(error?.column == 2)
    }

    /// Large inputs of each shape stay linear: a megabyte of attributes, many attributes on many
    /// elements (the hashed duplicate check), one long line of elements (positions), long text.
    @Test func largeInputsStayFast() throws {
        let value = String(repeating: "v", count: 4_000)
        let wide = "<a " + (0..<256).map { "k\($0)=\"\(value)\"" }.joined(separator: " ") + "/>"
        let many = "<r>" + String(repeating: "<e " + (0..<200).map { "k\($0)=\"1\"" }.joined(separator: " ") + "/>", count: 1_000) + "</r>"
        let line = "<r>" + String(repeating: "<c/>é", count: 500_000) + "</r>"
        let text = "<r>" + String(repeating: "text &amp; more\r\n", count: 500_000) + "</r>"
        for document in [wide, many, line, text] {
            let bytes = Array(document.utf8)
            var root: StrictXML.XMLElement?
            let time = seconds { root = try? XMLReader.parse(bytes).root }
            #expect(root != nil)
            #expect(time < 2, "\(bytes.count) bytes took \(time) s")
        }
        let root = try parseXML(line)
        #expect(root.children.last?.column == 4 + 5 * 499_999)
    }

    @Test func everyTruncationThrows() throws {
        let bytes = Array(sampleStoryboard.utf8)
        _ = try XMLReader.parse(bytes)
        let end = Array("</document>".utf8)
        let rootEnd = (0...(bytes.count - end.count)).last { Array(bytes[$0..<($0 + end.count)]) == end }! + end.count
        for length in 0..<rootEnd {
            let prefix = Array(bytes[0..<length])
            do {
                _ = try XMLReader.parse(prefix)
                Issue.record("a prefix of \(length) bytes parsed")
            } catch {
                #expect(error.line >= 1 && error.column >= 1)
            }
        }
        #expect(throws: Never.self) { try XMLReader.parse(Array(bytes[0..<rootEnd])) }
    }

    @Test func randomGarbageIsRejected() {
        var rng = SplitMix64(state: 0x00C0_FFEE)
        for _ in 0..<3_000 {
            let length = Int.random(in: 1...256, using: &rng)
            let bytes = (0..<length).map { _ in UInt8.random(in: 0...255, using: &rng) }
            guard let error = parseXMLError(bytes) else { return }
            #expect(error.line >= 1 && error.column >= 1 && !error.message.isEmpty)
        }
    }
}
