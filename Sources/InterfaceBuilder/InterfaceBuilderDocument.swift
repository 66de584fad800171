import Foundation
import LayoutEngine
import StrictXML

/// A `.storyboard` or `.xib` document as Xcode 12 and later write it (interface-builder.md §1),
/// read and checked, with its scenes listed. `importScene(_:traits:)` turns one scene into the
/// same model the JSON spec and the Swift API build, for one trait environment, since the
/// document's size-class variations decide which constraints and views exist (§5).
public struct InterfaceBuilderDocument: Sendable {
    public enum Kind: String, Sendable {
        /// `com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB`: `<scenes>`.
        case storyboard
        /// `com.apple.InterfaceBuilder3.CocoaTouch.XIB`: top-level `<objects>`.
        case xib
    }

    /// The name errors and warnings give the document: the path it was read from, as given, or
    /// the name its reader chose (a path relative to a package root, so recorded warnings are
    /// the same in every checkout).
    public let file: String
    /// Where it was read from: storyboard references are looked for beside it.
    let location: String
    public let kind: Kind
    /// The scenes that have something to lay out, in document order.
    public let scenes: [InterfaceBuilderScene]
    /// The "View as" device the stored frames were drawn for (§1.3), when the document names one.
    public let designDevice: DesignDevice?
    /// `useSafeAreas="YES"`: scenes use safe-area guides rather than the legacy top and bottom guides.
    public let usesSafeAreas: Bool
    /// `toolsVersion`: the version of Interface Builder that last saved the document, which says
    /// which Xcode drew its stored frames (`XcodeRelease`).
    public let toolsVersion: String?
    /// `initialViewController`: a storyboard's entry scene (its controller's id).
    public let initialViewControllerID: String?

    let root: XMLElement
    /// Elements deep (`XMLElement.nestingDepth`): the importer walks them recursively.
    let depth: Int
    let index: ElementIndex
    let resources: DocumentResources

    /// The largest document read: real ones are under 1 MB (the corpus's largest is 216 KB), so
    /// anything much larger is refused before it is parsed.
    public static let maximumFileSize = 16 << 20

    /// Reads a file. A missing file, a folder or one over `maximumFileSize` is an error naming it.
    /// `name`: what errors and warnings call it (default: `path`).
    public init(contentsOf path: String, name: String? = nil) throws(InterfaceBuilderError) {
        do {
            try self.init(bytes: Self.readFile(path), file: name ?? path, location: path)
        } catch {
            throw InterfaceBuilderError(file: name ?? path, line: error.line, element: error.element, message: error.message)
        }
    }

    /// A document's bytes; `file` names it in errors and warnings, and its folder is where
    /// storyboard references are looked for.
    public init(bytes: [UInt8], file: String) throws(InterfaceBuilderError) {
        try self.init(bytes: bytes, file: file, location: file)
    }

    init(bytes: [UInt8], file: String, location: String) throws(InterfaceBuilderError) {
        guard bytes.count <= Self.maximumFileSize else {
            throw InterfaceBuilderError(file: file, message: "\(bytes.count) bytes is more than the \(Self.maximumFileSize >> 20) MiB an Interface Builder document may have here")
        }
        var limits = XMLLimits.default
        limits.maximumBytes = Self.maximumFileSize
        let document: XMLDocument
        do { document = try XMLReader.parse(bytes, limits: limits) } catch {
            throw InterfaceBuilderError(file: file, line: error.line, message: "not well-formed XML: \(error.message) (column \(error.column))")
        }
        let root = document.root
        guard root.name == "document" else {
            throw InterfaceBuilderError(file: file, at: root, "the root element is <\(root.name)>, expected <document> (an Interface Builder document)")
        }
        let type = root[attribute: "type"] ?? ""
        switch type {
        case "com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB": kind = .storyboard
        case "com.apple.InterfaceBuilder3.CocoaTouch.XIB": kind = .xib
        default:
            throw InterfaceBuilderError(file: file, at: root, "type \"\(type)\" is not an iOS storyboard or xib (com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB or …CocoaTouch.XIB)")
        }
        // §1.1: every Xcode 5+ document is version 3.0; older formats differ in structure.
        guard root[attribute: "version"] == "3.0" else {
            throw InterfaceBuilderError(file: file, at: root, "version \"\(root[attribute: "version"] ?? "")\" is not 3.0, the format Xcode 5 and later write")
        }
        let runtime = root[attribute: "targetRuntime"] ?? ""
        guard runtime == "iOS.CocoaTouch" || runtime == "AppleTV" else {
            throw InterfaceBuilderError(file: file, at: root, "targetRuntime \"\(runtime)\" is not iOS.CocoaTouch or AppleTV")
        }
        self.file = file
        self.location = location
        self.root = root
        self.depth = root.nestingDepth
        self.usesSafeAreas = root[attribute: "useSafeAreas"] == "YES"
        self.toolsVersion = root[attribute: "toolsVersion"]
        self.initialViewControllerID = root[attribute: "initialViewController"]
        self.designDevice = root.firstChild(named: "device").map(DesignDevice.init)
        self.index = try ElementIndex(root, file: file)
        self.resources = try DocumentResources(root, file: file)
        self.scenes = kind == .storyboard ? Self.storyboardScenes(root) : Self.xibScenes(root)
    }

    /// A scene by, in this order: its storyboard identifier, its controller's (a xib view's)
    /// custom class, its scene id, its controller's (view's) id, its title or user label, its
    /// name in `scenes`. Two scenes answering to the same name at the first that matches is an
    /// error that lists them.
    public func scene(_ query: String) throws(InterfaceBuilderError) -> InterfaceBuilderScene {
        let fields: [(InterfaceBuilderScene) -> String?] = [\.identifier, \.customClass, { $0.sceneID }, { $0.controllerID }, \.title, { $0.name }]
        for field in fields {
            let found = scenes.filter { field($0) == query }
            if found.count == 1 { return found[0] }
            if found.count > 1 {
                throw InterfaceBuilderError(file: file, message: "\(found.count) scenes match \"\(query)\" (\(found.map(\.name).joined(separator: ", "))): name one by its id")
            }
        }
        // Then the names again without regard to case, as the device names are looked up.
        let folded = scenes.filter { $0.name.lowercased() == query.lowercased() }
        if folded.count == 1 { return folded[0] }
        let names = scenes.map { $0.name }.joined(separator: ", ")
        throw InterfaceBuilderError(file: file, message: "no scene \"\(query)\"; the scenes are: \(names.isEmpty ? "none" : names)")
    }

    /// The scene a document opens on: a storyboard's initial view controller's (§1.1), else its
    /// first; a xib's File's Owner view, else its first top-level view.
    public func defaultScene() throws(InterfaceBuilderError) -> InterfaceBuilderScene {
        if let initial = initialViewControllerID, let scene = scenes.first(where: { $0.controllerID == initial }) { return scene }
        guard let first = scenes.first else {
            throw InterfaceBuilderError(file: file, message: kind == .storyboard ? "no scene with a view controller to lay out" : "no top-level view to lay out")
        }
        return first
    }

    /// The model of one scene for a trait environment (size classes, idiom): variations applied,
    /// containers built from relationship segues, warnings for what only code knows.
    public func importScene(_ scene: InterfaceBuilderScene, traits: TraitCollection,
                            options: ImportOptions = ImportOptions()) throws(InterfaceBuilderError) -> ImportedScene {
        // A view is two elements deep (the view, its `subviews`); deep documents get a deep stack.
        try DeepStack.run(depth: depth / 2) {
            Result { () throws(InterfaceBuilderError) in
                var importer = SceneImporter(document: self, traits: traits, options: options)
                return try importer.importScene(scene)
            }
        }.get()
    }

    /// A scene laid out in one environment: imported for that environment's traits, then
    /// computed on its canvas with the import's warnings among the diagnostics. The engine's
    /// refusal is said of this document and scene.
    public func layout(of scene: InterfaceBuilderScene, in environment: LayoutEnvironment,
                       options: ImportOptions = ImportOptions()) throws(InterfaceBuilderError) -> ComputedLayout {
        guard let metrics = environment.metrics else {
            throw InterfaceBuilderError(file: file, message: "\(environment.device.name) has no \(environment.orientation.rawValue) orientation")
        }
        // The window's traits (a Split View pane is compact where the screen is regular).
        let window = (try? environment.windowGeometry(metrics).metrics) ?? metrics
        let imported = try importScene(scene, traits: environment.traits(window), options: options)
        do { return try imported.compute(in: environment) } catch {
            throw InterfaceBuilderError(file: file, message: "scene \(scene.name): \(error)")
        }
    }

    static func readFile(_ path: String) throws(InterfaceBuilderError) -> [UInt8] {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
            throw InterfaceBuilderError(file: path, message: "no such file")
        }
        guard !isDirectory.boolValue else { throw InterfaceBuilderError(file: path, message: "is a folder, expected a .storyboard or .xib file") }
        if let size = (try? FileManager.default.attributesOfItem(atPath: path))?[.size] as? Int, size > maximumFileSize {
            throw InterfaceBuilderError(file: path, message: "\(size) bytes is more than the \(maximumFileSize >> 20) MiB an Interface Builder document may have here")
        }
        guard let data = FileManager.default.contents(atPath: path) else { throw InterfaceBuilderError(file: path, message: "cannot be read") }
        return [UInt8](data)
    }
}
