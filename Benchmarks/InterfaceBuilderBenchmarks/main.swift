import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif
import InterfaceBuilder
import LayoutEngine

// Interface Builder import speed (not a test): for each document, the median of n runs of
//   read      bytes → InterfaceBuilderDocument (XML parse, checks, id index, scene list)
//   import    every scene into the model for one device's traits
//   layout    every imported scene computed on that device
// beside, in the same run, the platform's plain XML parser on the same bytes: Foundation's
// XMLParser (libxml2's SAX parser) with an empty delegate, the floor any reader built on it pays.
//
//   swift build -c release --product InterfaceBuilderBenchmarks
//   .build/release/InterfaceBuilderBenchmarks [-n 9] [--device "iPhone 15 Pro"] [FILES…]
// Default files: every .storyboard and .xib in ../shared/corpus/ib (the largest is 216 KB, 17 scenes).

var runs = 9
var deviceName = "iPhone 15 Pro"
var files: [String] = []
var arguments = CommandLine.arguments.dropFirst()
while let argument = arguments.popFirst() {
    switch argument {
    case "-n": runs = Int(arguments.popFirst() ?? "") ?? runs
    case "--device": deviceName = arguments.popFirst() ?? deviceName
    default: files.append(argument)
    }
}
if files.isEmpty {
    let corpus = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("shared/corpus/ib")
    let names = (try? FileManager.default.contentsOfDirectory(atPath: corpus.path)) ?? []
    files = names.filter { $0.hasSuffix(".storyboard") || $0.hasSuffix(".xib") }.sorted().map { corpus.appendingPathComponent($0).path }
}
guard !files.isEmpty else { print("no documents: give FILES or put the corpus at ../shared/corpus/ib"); exit(2) }

let device = try DeviceCatalog.bundled.device(named: deviceName)
let environment = LayoutEnvironment(device: device, orientation: .portrait)
let traits = environment.traits(environment.metrics!)

func milliseconds(_ body: () throws -> Void) rethrows -> Double {
    let start = DispatchTime.now().uptimeNanoseconds
    try body()
    return Double(DispatchTime.now().uptimeNanoseconds - start) / 1e6
}

func median(_ values: [Double]) -> Double { values.sorted()[values.count / 2] }

final class EmptyDelegate: NSObject, XMLParserDelegate {}

print("device: \(device.name) portrait; median of \(runs) runs; ms")
print("document                                   KB  scenes  XMLParser   read  import  layout   total  total/XMLParser")
for path in files {
    let bytes = [UInt8](try Data(contentsOf: URL(fileURLWithPath: path)))
    let data = Data(bytes)
    var plain: [Double] = [], read: [Double] = [], imported: [Double] = [], laidOut: [Double] = []
    var scenes = 0
    for _ in 0..<runs {
        plain.append(milliseconds {
            let parser = XMLParser(data: data)
            let delegate = EmptyDelegate()
            parser.delegate = delegate
            _ = parser.parse()
        })
        var document: InterfaceBuilderDocument!
        read.append(try milliseconds { document = try InterfaceBuilderDocument(bytes: bytes, file: path) })
        var models: [ImportedScene] = []
        imported.append(try milliseconds { models = try document.scenes.map { try document.importScene($0, traits: traits) } })
        laidOut.append(try milliseconds { for model in models { _ = try model.compute(in: environment) } })
        scenes = models.count
    }
    let total = median(zip(zip(read, imported), laidOut).map { $0.0 + $0.1 + $1 })
    let name = (path as NSString).lastPathComponent.split(separator: "__").last.map(String.init) ?? path
    let padded = name.count >= 40 ? name : name + String(repeating: " ", count: 40 - name.count)
    print(padded + String(format: " %5.0f  %6d  %9.2f  %5.2f  %6.2f  %6.2f  %6.2f  %6.1f×",
                 Double(bytes.count) / 1024, scenes, median(plain), median(read), median(imported), median(laidOut), total, total / median(plain)))
}
