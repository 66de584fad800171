import ArgumentParser
import LayoutEngine
import StrictJSON

/// `layout-snapshot devices`: the catalog.
struct DevicesCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "devices",
        abstract: "List the device catalog: every model, its aliases and its geometry per orientation."
    )

    @Option(help: "json or text.")
    var format: OutputFormat = .text

    @Option(help: "Only the devices of a matrix.")
    var matrix: DeviceMatrix?

    @OptionGroup var catalogOptions: CatalogOptions

    func run() throws {
        let catalog = try catalogOptions.catalog()
        let os = try catalogOptions.osVersion()
        let devices = try matrix.map { m throws in try catalog.devices(in: m, os: os) } ?? catalog.devices(os: os)
        switch format {
        case .json:
            Console.out(JSONWriter.write(CatalogJSON.encode(devices, catalogVersion: catalog.version)))
        case .text:
            Console.out("catalog \(catalog.version): \(devices.count) devices\n")
            for d in devices {
                let size = "\(GeometryText.n(d.portraitSize.width))×\(GeometryText.n(d.portraitSize.height)) @\(GeometryText.n(d.scale.value))x"
                let insets = d.supportedOrientations.map { o in "\(o.rawValue) \(GeometryText.insets(d.orientations[o]!.safeAreaInsets.value))" }
                Console.out("\(d.name) [\(d.slug)] \(d.idiom.rawValue) \(size) OS \(d.os)" + (d.isLegacy ? " legacy (in no matrix)" : "") + (d.aliases.isEmpty ? "" : " aka \(d.aliases.joined(separator: ", "))") + "\n    safe area " + insets.joined(separator: " · ") + "\n")
            }
        }
    }
}
