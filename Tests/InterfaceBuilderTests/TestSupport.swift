import Foundation
import InterfaceBuilder
import LayoutEngine
import Testing

/// The project's own documents (Fixtures/) and the shared corpus of real ones, found from this
/// file's path so the tests do not depend on the working directory.
enum Documents {
    static let packageRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    static let fixtures = packageRoot.appendingPathComponent("Tests/InterfaceBuilderTests/Fixtures")
    /// `../shared/corpus/ib`: real public documents, read from there and never committed.
    static let corpus = packageRoot.deletingLastPathComponent().appendingPathComponent("shared/corpus/ib")

    static var corpusIsPresent: Bool { FileManager.default.fileExists(atPath: corpus.path) }
    static let corpusAbsent = Comment(rawValue: "Interface Builder corpus not found at \(corpus.path): these corpus tests are skipped")

    /// A hand-written storyboard of one scene on `device` (an Xcode 16 document), whose
    /// controller element is `controller`; it starts on the document's fifth line.
    static func storyboard(device: String = "retina4_7", file: String, controller: String) throws -> InterfaceBuilderDocument {
        let text = #"""
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="23094" targetRuntime="iOS.CocoaTouch" useAutolayout="YES" useSafeAreas="YES">
            <device id="\#(device)" orientation="portrait" appearance="light"/>
            <scenes><scene sceneID="scn"><objects>
            \#(controller)
            </objects></scene></scenes></document>
            """#
        return try InterfaceBuilderDocument(bytes: Array(text.utf8), file: file)
    }

    static func fixture(_ name: String) throws -> InterfaceBuilderDocument {
        try InterfaceBuilderDocument(contentsOf: fixtures.appendingPathComponent(name).path)
    }

    /// The corpus's documents, and those of its `robustness/` folder (documents the tool could
    /// once not read or finish), as paths relative to `corpus`.
    static var corpusFiles: [String] {
        func documents(_ folder: String) -> [String] {
            let url = folder.isEmpty ? corpus : corpus.appendingPathComponent(folder)
            guard let names = try? FileManager.default.contentsOfDirectory(atPath: url.path) else { return [] }
            return names.filter { $0.hasSuffix(".storyboard") || $0.hasSuffix(".xib") }.map { folder.isEmpty ? $0 : "\(folder)/\($0)" }
        }
        return (documents("") + documents("robustness")).sorted()
    }
}

/// A device and orientation of the bundled catalog as the engine's environment.
func environment(_ device: String, _ orientation: InterfaceOrientation = .portrait) throws -> LayoutEnvironment {
    LayoutEnvironment(device: try DeviceCatalog.bundled.device(named: device), orientation: orientation)
}

extension InterfaceBuilderDocument {
    /// A scene laid out in one environment, its variations resolved for that environment's traits.
    func layout(_ scene: String? = nil, on environment: LayoutEnvironment, options: ImportOptions = ImportOptions()) throws -> ComputedLayout {
        let chosen = try scene.map { try self.scene($0) } ?? defaultScene()
        return try layout(of: chosen, in: environment, options: options)
    }
}

extension ComputedLayout {
    /// The frame of the view whose id starts with the document id `ibID` (model ids are
    /// `<document id>.<readable name>`).
    func frame(_ ibID: String) -> Rect? { view(ibID)?.frame }

    func view(_ ibID: String) -> ComputedView? {
        views.first { $0.id == ibID || $0.id.hasPrefix(ibID + ".") }
    }

    func warning(about id: String) -> Diagnostic? { diagnostics.first { $0.id == id } }
}
