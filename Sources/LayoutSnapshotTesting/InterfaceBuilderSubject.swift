import Foundation
import InterfaceBuilder
import LayoutEngine
import LayoutSnapshotCore
import Locking

/// A scene of a `.storyboard` or a top-level view of a `.xib`, as `assertLayoutSnapshot(of:)`
/// lays it out: `.storyboard(path, scene:)` and `.nib(path, view:)`. The document is read once
/// and imported again for each environment, since its size-class variations decide which
/// constraints and views exist there.
///
///     assertLayoutSnapshot(of: .storyboard("App/Base.lproj/Main.storyboard", scene: "Login"), on: .phones)
public struct InterfaceBuilderSubject: LayoutSnapshotSubject, Sendable {
    /// The document's path as resolved: a relative path is taken from the package root above
    /// the test file (the folder with Package.swift), as references are.
    public let path: String
    /// A scene (storyboard identifier, controller class, scene or controller id) or a xib view
    /// (user label, custom class or id); nil: a storyboard's initial scene, else its first, or
    /// a xib's File's Owner view, else its first top-level view.
    public let scene: String?
    public let options: ImportOptions
    /// What warnings and errors call the document: its path from the package root when it is
    /// inside it, so the warnings a reference records are the same in every checkout.
    let name: String
    let expectedKind: InterfaceBuilderDocument.Kind
    private let document = DocumentCache()

    init(path: String, kind: InterfaceBuilderDocument.Kind, scene: String?, options: ImportOptions, filePath: StaticString) {
        let root = SnapshotLocation.packageRoot(above: "\(filePath)") ?? FileManager.default.currentDirectoryPath
        let expanded = (path as NSString).expandingTildeInPath
        let absolute = expanded.hasPrefix("/") ? expanded : (root as NSString).appendingPathComponent(expanded)
        self.path = (absolute as NSString).standardizingPath
        let standardRoot = (root as NSString).standardizingPath + "/"
        self.name = self.path.hasPrefix(standardRoot) ? String(self.path.dropFirst(standardRoot.count)) : self.path
        self.expectedKind = kind
        self.scene = scene
        self.options = options
    }

    public func layoutSnapshot(in environment: LayoutEnvironment) throws -> ComputedLayout {
        let document = try self.document.read(path, name: name)
        guard document.kind == expectedKind else {
            throw InterfaceBuilderError(file: name, message: expectedKind == .xib
                ? "is a storyboard: name it with .storyboard(…), not .nib(…)" : "is a xib: name it with .nib(…), not .storyboard(…)")
        }
        let chosen = try scene.map { name throws(InterfaceBuilderError) in try document.scene(name) } ?? document.defaultScene()
        return try document.layout(of: chosen, in: environment, options: options)
    }
}

extension LayoutSnapshotSubject where Self == InterfaceBuilderSubject {
    /// A storyboard scene; `path` relative to the package root above this test file, or absolute.
    public static func storyboard(_ path: String, scene: String? = nil, options: ImportOptions = ImportOptions(),
                                  filePath: StaticString = #filePath) -> InterfaceBuilderSubject {
        InterfaceBuilderSubject(path: path, kind: .storyboard, scene: scene, options: options, filePath: filePath)
    }

    /// A xib's view (File's Owner's `view`, else its first top-level view, or the one named).
    public static func nib(_ path: String, view: String? = nil, options: ImportOptions = ImportOptions(),
                           filePath: StaticString = #filePath) -> InterfaceBuilderSubject {
        InterfaceBuilderSubject(path: path, kind: .xib, scene: view, options: options, filePath: filePath)
    }
}

/// The document, read on first use and kept for the assertion's other environments.
private final class DocumentCache: Sendable {
    private let stored = Locked<InterfaceBuilderDocument?>(nil)

    func read(_ path: String, name: String) throws(InterfaceBuilderError) -> InterfaceBuilderDocument {
        if let document = stored.withLock({ $0 }) { return document }
        let document = try InterfaceBuilderDocument(contentsOf: path, name: name)
        stored.withLock { $0 = document }
        return document
    }
}
