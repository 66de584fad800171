import Foundation
import InterfaceBuilder
import LayoutEngine

/// What `compute` and `render` lay out: a JSON spec (one layout), or the scenes of a
/// `.storyboard` or `.xib` (one layout each, each into its own files).
struct LayoutInput {
    /// The scene's name (`InterfaceBuilderScene.name`): a subfolder of `--out` when a run has
    /// several scenes; nil for a JSON spec.
    var name: String?
    /// The layout in one environment (an Interface Builder scene is imported again for each
    /// environment: its variations follow the size classes).
    var compute: (LayoutEnvironment) throws -> ComputedLayout
    /// An Interface Builder scene as the canvas shows it on its design device (`designLayout`):
    /// what a run that names no device computes. nil for a JSON spec.
    var designCompute: ((LayoutEnvironment) throws -> ComputedLayout)? = nil
}

/// A file's settings that the options override: the spec's `environment`, or a document's design device.
struct InputFile {
    var inputs: [LayoutInput]
    var environment: SpecEnvironment
    /// The screen the file's frames were written for (a spec's `canvas`); nil for a document,
    /// whose scenes carry their own. Resolved after the devices, so a bad device is named first.
    var canvasSize: () throws -> Size?
    /// Where a missing device could have come from, for the error.
    var deviceHint: String

    static func isInterfaceBuilder(_ path: String) -> Bool {
        let ext = (path as NSString).pathExtension.lowercased()
        return ext == "storyboard" || ext == "xib"
    }

    static func read(_ path: String, scene: String?, catalog: DeviceCatalog) throws -> InputFile {
        guard isInterfaceBuilder(path) else {
            if let scene { throw CLIError("--scene \(scene): \(path) is a JSON spec, which has no scenes (--scene is for .storyboard and .xib files)") }
            let spec = try SpecReader.read(bytes: InputFiles.bytes(of: path), file: path)
            let root = spec.root
            return InputFile(inputs: [LayoutInput(name: nil, compute: { try LayoutEngine.compute(root, in: $0) })],
                             environment: spec.environment, canvasSize: { try spec.canvasSize(in: catalog, file: path) },
                             deviceHint: ", or set environment.device in the spec")
        }
        let document: InterfaceBuilderDocument
        do { document = try InterfaceBuilderDocument(contentsOf: path) } catch { throw CLIError(error.description) }
        let scenes: [InterfaceBuilderScene]
        do throws(InterfaceBuilderError) {
            if let scene { scenes = [try document.scene(scene)] } else { scenes = document.scenes }
        } catch { throw CLIError(error.description) }
        guard !scenes.isEmpty else { throw CLIError("\(path): no scene with a view controller or top-level view to lay out") }
        let inputs = scenes.map { scene in
            LayoutInput(name: scene.name, compute: { environment in
                do throws(InterfaceBuilderError) { return try document.layout(of: scene, in: environment) } catch { throw CLIError(error.description) }
            }, designCompute: { environment in
                do throws(InterfaceBuilderError) { return try document.designLayout(of: scene, in: environment) } catch { throw CLIError(error.description) }
            })
        }
        // The design device is the default device, as Xcode opens the document on it; with no
        // device named, each scene is laid out as the canvas shows it (EnvironmentOptions.run).
        var environment = SpecEnvironment()
        if let design = document.designDevice {
            environment.device = design.catalogName
            environment.orientation = design.orientation == "landscape" ? .landscapeLeft : .portrait
        }
        let hint = document.designDevice.map { " (its design device \($0.id) is not in the catalog)" } ?? " (it names no design device)"
        return InputFile(inputs: inputs, environment: environment, canvasSize: { nil }, deviceHint: hint)
    }
}
