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
//   .build/release/InterfaceBuilderBenchmarks --stored-frames [FILES…]
// The second form is not timed: each scene on its document's design device, and how many of the
// frames Xcode stored it lands on within half a point (`storedFrames(of:)`), with the misses.
// Default files: every .storyboard and .xib in ../shared/corpus/ib (the largest is 216 KB, 17 scenes).

var runs = 9
var deviceName = "iPhone 15 Pro"
var files: [String] = []
var storedFramesSurvey = false
var arguments = CommandLine.arguments.dropFirst()
while let argument = arguments.popFirst() {
    switch argument {
    case "-n": runs = Int(arguments.popFirst() ?? "") ?? runs
    case "--device": deviceName = arguments.popFirst() ?? deviceName
    case "--stored-frames": storedFramesSurvey = true
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

if storedFramesSurvey {
    for path in files {
        let document = try InterfaceBuilderDocument(contentsOf: path)
        let name = (path as NSString).lastPathComponent
        guard let design = document.designDevice, let catalogName = design.catalogName else {
            print("\(name): design device \(document.designDevice?.id ?? "none") is not in the catalog"); continue
        }
        let device = try DeviceCatalog.bundled.device(named: catalogName)
        let environment = LayoutEnvironment(device: device, orientation: design.orientation == "landscape" ? .landscapeLeft : .portrait)
        for scene in document.scenes {
            let layout = try document.importScene(scene, traits: environment.traits(environment.metrics!)).compute(in: environment)
            let byID = Dictionary(layout.views.map { (String($0.id.prefix { $0 != "." }), $0) }, uniquingKeysWith: { a, _ in a })
            var matched = 0, total = 0, misses: [String] = []
            for (id, stored) in document.storedFrames(of: scene).sorted(by: { $0.key < $1.key }) {
                guard let view = byID[id] else { continue }
                total += 1
                let f = view.frame
                if [f.minX - stored.minX, f.minY - stored.minY, f.width - stored.width, f.height - stored.height].allSatisfy({ abs($0) <= 0.5 }) {
                    matched += 1
                } else {
                    misses.append("  \(view.id): stored \(stored), computed \(f)")
                }
            }
            guard total > 0 else { continue }
            print("\(name) \(scene.name) on \(catalogName): \(matched) of \(total)")
            misses.forEach { print($0) }
        }
    }
    exit(0)
}

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
