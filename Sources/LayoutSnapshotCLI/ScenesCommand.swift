import ArgumentParser
import InterfaceBuilder

/// `layout-snapshot scenes FILE.storyboard`: the scenes `compute` and `render` lay out, one per
/// line, by the name their files and `--scene` use.
struct ScenesCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "scenes",
        abstract: "List the scenes of a .storyboard (or the top-level views of a .xib) that compute and render lay out."
    )

    @Argument(help: "A .storyboard or .xib file.")
    var file: String

    @Flag(help: "Names only, one per line (for scripts: for s in $(layout-snapshot scenes F --names); …).")
    var names = false

    func run() throws {
        guard InputFile.isInterfaceBuilder(file) else { throw CLIError("\(file): expected a .storyboard or .xib file") }
        let document: InterfaceBuilderDocument
        do { document = try InterfaceBuilderDocument(contentsOf: file) } catch { throw CLIError(error.description) }
        for scene in document.scenes {
            if names { Console.out(scene.name + "\n"); continue }
            var details = ["<\(scene.elementName) id=\"\(scene.controllerID)\"> line \(scene.line)"]
            if let identifier = scene.identifier { details.append("identifier \(identifier)") }
            if let custom = scene.customClass { details.append("class \(custom)") }
            if let title = scene.title { details.append("title \"\(title)\"") }
            if scene.controllerID == document.initialViewControllerID { details.append("initial") }
            Console.out("\(scene.name): \(details.joined(separator: ", "))\n")
        }
    }
}
