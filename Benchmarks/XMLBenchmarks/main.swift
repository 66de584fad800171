import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif
import StrictXML

// StrictXML against the platform's XML parser (FoundationXML's XMLParser, libxml2's SAX parser
// underneath) on the same files, in the same run, in the same process. Figures go into notes with
// the command that produced them; nothing here is a test.
//
//   swift build -c release --product XMLBenchmarks
//   .build/release/XMLBenchmarks [-n 7] [FILES...]
//   .build/release/XMLBenchmarks --profile N FILE     N parses with XMLReader alone (for perf record)
//
// Default files: every .storyboard and .xib in ../shared/corpus/ib beside the package. For each
// file, the median of n runs of
//   (a) ours:  XMLReader.parse, building the XMLDocument tree;
//   (b) tree:  XMLParser with a delegate that builds an equivalent tree (name, attribute
//              dictionary, children, text);
//   (c) plain: XMLParser with an empty delegate (the parse alone: the floor for any tree builder
//              on top of it).
// A run repeats each parse enough times to last a few milliseconds on small files and reports the
// time of one parse. Times are CPU time of this process (single-threaded work; steadier than wall
// time on a shared machine).

/// CPU time of this process, in ms.
func cpuMilliseconds() -> Double {
    var time = timespec()
    clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &time)
    return Double(time.tv_sec) * 1e3 + Double(time.tv_nsec) / 1e6
}

func median(_ values: [Double]) -> Double {
    let sorted = values.sorted()
    return sorted.count % 2 == 1 ? sorted[sorted.count / 2] : (sorted[sorted.count / 2 - 1] + sorted[sorted.count / 2]) / 2
}

func fail(_ message: String) -> Never {
    FileHandle.standardError.write(Data((message + "\n").utf8))
    exit(2)
}

/// The tree XMLParser's delegate builds: what XMLDocument holds, in classes.
final class Node {
    let name: String
    let attributes: [String: String]
    var children: [Node] = []
    var text = ""

    init(name: String, attributes: [String: String]) {
        self.name = name
        self.attributes = attributes
    }

    var elementCount: Int {
        var total = 0
        var pending = [self]
        while let node = pending.popLast() {
            total += 1
            pending.append(contentsOf: node.children)
        }
        return total
    }
}

final class TreeBuilder: NSObject, XMLParserDelegate {
    var stack: [Node] = []
    var root: Node?

    func parser(_ parser: XMLParser, didStartElement elementName: String, namespaceURI: String?,
                qualifiedName qName: String?, attributes attributeDict: [String: String] = [:]) {
        let node = Node(name: elementName, attributes: attributeDict)
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

final class EmptyDelegate: NSObject, XMLParserDelegate {}

func elementCount(_ root: StrictXML.XMLElement) -> Int {
    var total = 0
    var pending = [root]
    while let element = pending.popLast() {
        total += 1
        pending.append(contentsOf: element.children)
    }
    return total
}

// MARK: - Arguments

var arguments = Array(CommandLine.arguments.dropFirst())
var runs = 7
if let flag = arguments.firstIndex(of: "-n") {
    guard flag + 1 < arguments.count, let n = Int(arguments[flag + 1]), n > 0 else { fail("-n needs a positive count") }
    runs = n
    arguments.removeSubrange(flag...(flag + 1))
}
// "--profile N FILE": N parses of FILE with XMLReader alone, nothing printed (for perf record).
if let flag = arguments.firstIndex(of: "--profile") {
    guard flag + 2 < arguments.count, let n = Int(arguments[flag + 1]),
          let data = FileManager.default.contents(atPath: arguments[flag + 2]) else { fail("usage: XMLBenchmarks --profile N FILE") }
    let bytes = [UInt8](data)
    for _ in 0..<n { precondition((try? XMLReader.parse(bytes)) != nil) }
    exit(0)
}
if let unknown = arguments.first(where: { $0.hasPrefix("-") }) {
    fail("usage: XMLBenchmarks [-n N] [FILES...] (unknown option \(unknown))")
}
var files = arguments
if files.isEmpty {
    // Benchmarks/XMLBenchmarks/main.swift is three levels below the package root.
    let packageRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    let corpus = packageRoot.deletingLastPathComponent().appendingPathComponent("shared/corpus/ib")
    let names = (try? FileManager.default.contentsOfDirectory(atPath: corpus.path)) ?? []
    files = names.filter { $0.hasSuffix(".storyboard") || $0.hasSuffix(".xib") }.sorted().map { corpus.appendingPathComponent($0).path }
    if files.isEmpty { fail("no files given and no .storyboard or .xib in \(corpus.path)") }
}

// MARK: - Runs

func pad(_ text: String, _ width: Int, left: Bool = false) -> String {
    let count = text.count
    guard count < width else { return text }
    let padding = String(repeating: " ", count: width - count)
    return left ? text + padding : padding + text
}

func ms(_ value: Double) -> String { String(format: "%.3f", value) }

print("XMLBenchmarks: median of \(runs) runs, CPU ms per parse; ours = StrictXML.XMLReader.parse, tree = XMLParser + tree-building delegate, plain = XMLParser + empty delegate")
print([pad("file", 64, left: true), pad("bytes", 8), pad("elements", 8), pad("ours", 8), pad("tree", 8), pad("plain", 8),
       pad("ours/tree", 9), pad("ours/plain", 10)].joined(separator: " "))
var totals = (ours: 0.0, tree: 0.0, plain: 0.0, bytes: 0)
var failed = false
for file in files {
    guard let data = FileManager.default.contents(atPath: file) else {
        FileHandle.standardError.write(Data("\(file): cannot read\n".utf8))
        failed = true
        continue
    }
    let bytes = [UInt8](data)
    // Check both parsers accept the file and agree on its elements before timing anything.
    let ourCount: Int
    do {
        ourCount = elementCount(try XMLReader.parse(bytes, limits: XMLLimits(maximumBytes: max(bytes.count, XMLLimits.default.maximumBytes))).root)
    } catch {
        FileHandle.standardError.write(Data("\(file): \(error)\n".utf8))
        failed = true
        continue
    }
    let check = XMLParser(data: data)
    let builder = TreeBuilder()
    check.delegate = builder
    guard check.parse(), let root = builder.root else {
        FileHandle.standardError.write(Data("\(file): XMLParser failed: \(String(describing: check.parserError))\n".utf8))
        failed = true
        continue
    }
    if root.elementCount != ourCount {
        FileHandle.standardError.write(Data("\(file): element counts differ: ours \(ourCount), XMLParser \(root.elementCount)\n".utf8))
        failed = true
    }

    // Enough repetitions for a run of a few ms on the smallest files.
    let repetitions = max(1, 400_000 / max(bytes.count, 1))
    var ours: [Double] = [], tree: [Double] = [], plain: [Double] = []
    for _ in 0..<runs {
        var start = cpuMilliseconds()
        for _ in 0..<repetitions {
            let document = try? XMLReader.parse(bytes)
            precondition(document != nil)
        }
        ours.append((cpuMilliseconds() - start) / Double(repetitions))

        start = cpuMilliseconds()
        for _ in 0..<repetitions {
            let parser = XMLParser(data: data)
            let delegate = TreeBuilder()
            parser.delegate = delegate
            precondition(parser.parse() && delegate.root != nil)
        }
        tree.append((cpuMilliseconds() - start) / Double(repetitions))

        start = cpuMilliseconds()
        for _ in 0..<repetitions {
            let parser = XMLParser(data: data)
            let delegate = EmptyDelegate()
            parser.delegate = delegate
            precondition(parser.parse())
        }
        plain.append((cpuMilliseconds() - start) / Double(repetitions))
    }
    let (a, b, c) = (median(ours), median(tree), median(plain))
    totals.ours += a
    totals.tree += b
    totals.plain += c
    totals.bytes += bytes.count
    print([pad((file as NSString).lastPathComponent, 64, left: true), pad(String(bytes.count), 8), pad(String(ourCount), 8),
           pad(ms(a), 8), pad(ms(b), 8), pad(ms(c), 8), pad(String(format: "%.2f", a / b), 9), pad(String(format: "%.2f", a / c), 10)]
        .joined(separator: " "))
}
if totals.bytes > 0 {
    print([pad("total", 64, left: true), pad(String(totals.bytes), 8), pad("", 8), pad(ms(totals.ours), 8), pad(ms(totals.tree), 8),
           pad(ms(totals.plain), 8), pad(String(format: "%.2f", totals.ours / totals.tree), 9),
           pad(String(format: "%.2f", totals.ours / totals.plain), 10)].joined(separator: " "))
    print(String(format: "throughput: ours %.0f MB/s, tree %.0f MB/s, plain %.0f MB/s",
                 Double(totals.bytes) / totals.ours / 1e3, Double(totals.bytes) / totals.tree / 1e3, Double(totals.bytes) / totals.plain / 1e3))
}
if failed { exit(1) }
