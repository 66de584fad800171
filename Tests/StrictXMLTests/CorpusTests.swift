import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif
import StrictXML
import Testing

/// The tree XMLParser (libxml2) reports, in the shape of ours, built by a delegate.
final class PeerTreeBuilder: NSObject, XMLParserDelegate {
    final class Node {
        var name: String
        var attributes: [String: String]
        var line: Int
        var children: [Node] = []
        var text = ""

        init(name: String, attributes: [String: String], line: Int) {
            self.name = name
            self.attributes = attributes
            self.line = line
        }
    }

    var stack: [Node] = []
    var root: Node?

    func parser(_ parser: XMLParser, didStartElement elementName: String, namespaceURI: String?,
                qualifiedName qName: String?, attributes attributeDict: [String: String] = [:]) {
        let node = Node(name: elementName, attributes: attributeDict, line: parser.lineNumber)
        stack.last?.children.append(node)
        stack.append(node)
    }

    func parser(_ parser: XMLParser, didEndElement elementName: String, namespaceURI: String?, qualifiedName qName: String?) {
        let node = stack.removeLast()
        if stack.isEmpty { root = node }
    }

    func parser(_ parser: XMLParser, foundCharacters string: String) {
        stack.last?.text += string
    }

    func parser(_ parser: XMLParser, foundCDATA CDATABlock: Data) {
        stack.last?.text += String(decoding: CDATABlock, as: UTF8.self)
    }
}

@Suite("Interface Builder corpus", .enabled(if: IBCorpus.isPresent, Comment(rawValue: IBCorpus.absentMessage)))
struct XMLCorpusTests {
    /// Every real storyboard and xib in ../shared/corpus/ib parses to the same tree as
    /// XMLParser's: names, attributes, character data, element counts, and the line of each
    /// start tag (libxml2 reports the line where the tag ends; Interface Builder writes every
    /// start tag on one line).
    @Test func corpusMatchesXMLParser() throws {
        let files = IBCorpus.files
        #expect(files.count >= 10)
        for file in files {
            let data = try Data(contentsOf: file)
            let name = file.lastPathComponent
            let root: StrictXML.XMLElement
            do {
                root = try XMLReader.parse([UInt8](data)).root
            } catch {
                Issue.record("\(name): \(error)")
                continue
            }
            #expect(root.name == "document", "\(name)")

            let parser = XMLParser(data: data)
            let builder = PeerTreeBuilder()
            parser.delegate = builder
            guard parser.parse(), let peerRoot = builder.root else {
                Issue.record("\(name): XMLParser failed: \(String(describing: parser.parserError))")
                continue
            }
            var ours = 0
            var pending: [(StrictXML.XMLElement, PeerTreeBuilder.Node)] = [(root, peerRoot)]
            var mismatches: [String] = []
            while let (element, node) = pending.popLast() {
                ours += 1
                if element.name != node.name { mismatches.append("line \(element.line): name \(element.name) vs \(node.name)") }
                let attributes = Dictionary(element.attributes.map { ($0.name, $0.value) }, uniquingKeysWith: { a, _ in a })
                if attributes != node.attributes { mismatches.append("line \(element.line) <\(element.name)>: attributes differ") }
                if element.text != node.text { mismatches.append("line \(element.line) <\(element.name)>: text \(element.text.debugDescription) vs \(node.text.debugDescription)") }
                if element.line != node.line { mismatches.append("<\(element.name)>: line \(element.line) vs \(node.line)") }
                if element.children.count != node.children.count {
                    mismatches.append("line \(element.line) <\(element.name)>: \(element.children.count) children vs \(node.children.count)")
                    continue
                }
                pending.append(contentsOf: zip(element.children, node.children).map { ($0, $1) })
            }
            #expect(mismatches.isEmpty, "\(name): \(mismatches.prefix(5))")

            // And a count made without any parser: '<' followed by a name character.
            let bytes = [UInt8](data)
            var tags = 0
            for i in 0..<(bytes.count - 1) where bytes[i] == UInt8(ascii: "<") {
                let next = bytes[i + 1]
                if next >= 0x80 || next == UInt8(ascii: "_") || next == UInt8(ascii: ":") || (next | 0x20 >= 0x61 && next | 0x20 <= 0x7A) {
                    tags += 1
                }
            }
            #expect(ours == tags, "\(name): \(ours) elements, \(tags) start tags")
        }
    }

    /// Every corpus file with its line ends changed to CRLF gives the same tree but for line
    /// ends, and the same positions.
    @Test func corpusWithCRLFLineEnds() throws {
        for file in IBCorpus.files {
            let bytes = [UInt8](try Data(contentsOf: file))
            var crlf: [UInt8] = []
            crlf.reserveCapacity(bytes.count * 11 / 10)
            for byte in bytes {
                if byte == 0x0A { crlf.append(0x0D) }
                crlf.append(byte)
            }
            let plain = try XMLReader.parse(bytes).root
            let converted = try XMLReader.parse(crlf).root
            #expect(plain == converted, "\(file.lastPathComponent)")
        }
    }
}
