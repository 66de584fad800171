import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif
import StrictXML
import Testing

/// Counts the elements XMLParser (libxml2) reports: the independent reader the mutation and
/// corpus tests compare with.
final class ElementCounter: NSObject, XMLParserDelegate {
    var count = 0

    func parser(_ parser: XMLParser, didStartElement elementName: String, namespaceURI: String?,
                qualifiedName qName: String?, attributes attributeDict: [String: String] = [:]) {
        count += 1
    }
}

/// Whether XMLParser accepts `bytes`, and how many elements it saw. On Linux `parse()` returns
/// true after some errors, so acceptance is "no error reported". libxml2's namespace errors
/// (codes 200 to 204: an undeclared prefix, a name with a stray colon) do not count: they come
/// from Namespaces in XML, which this reader does not apply (names are kept as written).
/// Only for valid UTF-8: FoundationXML traps on a name that is not.
func foundationParse(_ bytes: [UInt8]) -> (ok: Bool, elements: Int) {
    let parser = XMLParser(data: Data(bytes))
    let counter = ElementCounter()
    parser.delegate = counter
    var ok = parser.parse()
    if let error = parser.parserError as NSError?, !(200...204).contains(error.code) { ok = false }
    return (ok, counter.count)
}

@Suite("Mutations")
struct XMLMutationTests {
    /// Random edits of a small storyboard: every result either parses or throws an
    /// `XMLSyntaxError` with a position inside the input, never crashes. And this reader agrees
    /// with libxml2: whatever it accepts, libxml2 accepts with the same elements, and what it
    /// refuses, libxml2 refuses too, but for the encoding names libxml2 also knows ("UTF8").
    @Test func mutatedDocumentsParseOrThrow() throws {
        var rng = SplitMix64(state: 0x0057_0AB0)
        let original = Array(sampleStoryboard.utf8)
        let alphabet = Array("<>/=\"'&;#x!?-[]CDATA:a1 \t\r\n".utf8) + [0x00, 0x01, 0x80, 0xC3, 0xA9, 0xEF, 0xBF, 0xBE, 0xFF]
        var accepted = 0
        var rejected = 0
        var disagreements: [String] = []
        for iteration in 0..<4_000 {
            var bytes = original
            for _ in 0..<Int.random(in: 1...4, using: &rng) {
                let i = Int.random(in: 0..<bytes.count, using: &rng)
                let byte = alphabet.randomElement(using: &rng)!
                switch Int.random(in: 0..<4, using: &rng) {
                case 0: bytes[i] = byte
                case 1: bytes.insert(byte, at: i)
                case 2: bytes.remove(at: i)
                default:
                    // Move a chunk: duplicates or loses tags.
                    let length = Int.random(in: 1...16, using: &rng)
                    let chunk = Array(bytes[i..<min(bytes.count, i + length)])
                    bytes.insert(contentsOf: chunk, at: Int.random(in: 0..<bytes.count, using: &rng))
                }
            }
            do {
                let root = try XMLReader.parse(bytes).root
                accepted += 1
                let peer = foundationParse(bytes)
                if !peer.ok || peer.elements != allElements(root).count {
                    disagreements.append("#\(iteration): ours accepted \(allElements(root).count) elements, XMLParser ok=\(peer.ok) \(peer.elements)")
                }
            } catch {
                rejected += 1
                if String(validating: bytes, as: UTF8.self) != nil, foundationParse(bytes).ok,
                   !error.message.hasPrefix("encoding '") {
                    disagreements.append("#\(iteration): XMLParser accepted, ours: \(error)")
                }
                let lines = bytes.split(separator: 0x0A, omittingEmptySubsequences: false).count
                    + bytes.filter { $0 == 0x0D }.count
                #expect(error.line >= 1 && error.line <= lines + 1)
                #expect(error.column >= 1 && error.column <= bytes.count + 1)
                #expect(!error.message.isEmpty)
            }
        }
        #expect(disagreements.isEmpty, "\(disagreements.prefix(10))")
        #expect(rejected > 2_000)
        #expect(accepted > 100)
    }
}
