import ArgumentParser
import LayoutEngine

/// `layout-snapshot devices`: the catalog.
struct DevicesCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "devices",
        abstract: "List the device catalog: every model, its aliases and its geometry per orientation."
    )

    @Option(help: "json or text.")
    var format: ComputeCommand.Format = .text

    @Option(help: "Only the devices of a matrix: all-phones, all-ipads, all-devices, distinct-geometries.")
    var matrix: String?

    @Option(help: "The OS whose values to list, e.g. 18 or 26.5.")
    var os: String?

    @Option(help: "A calibration JSON file overriding catalog values.")
    var calibration: String?

    func run() throws {
        try reportingInputErrors {
            let catalog = try InputFiles.catalog(calibration: calibration)
            var version: OSVersion?
            if let os {
                guard let parsed = OSVersion(os) else { throw CLIError("--os: expected a version such as 18 or 26.5, got \"\(os)\"") }
                version = parsed
            }
            var devices = try catalog.devices(os: version)
            if let matrix {
                guard let named = DeviceMatrix(name: matrix) else {
                    throw CLIError("--matrix: unknown matrix \"\(matrix)\"; expected \(DeviceMatrix.allCases.map(\.rawValue).joined(separator: ", "))")
                }
                devices = named.devices(in: devices)
            }
            switch format {
            case .json:
                Console.out(JSONWriter.write(CatalogJSON.encode(devices, catalogVersion: catalog.version)))
            case .text:
                Console.out("catalog \(catalog.version): \(devices.count) devices\n")
                for d in devices {
                    let size = "\(GeometryText.n(d.portraitSize.width))×\(GeometryText.n(d.portraitSize.height)) @\(GeometryText.n(d.scale.value))x"
                    let insets = d.supportedOrientations.map { o in "\(o.rawValue) \(GeometryText.insets(d.orientations[o]!.safeAreaInsets.value))" }
                    Console.out("\(d.name) [\(d.slug)] \(d.idiom.rawValue) \(size) OS \(d.os)" + (d.aliases.isEmpty ? "" : " aka \(d.aliases.joined(separator: ", "))") + "\n    safe area " + insets.joined(separator: " · ") + "\n")
                }
            }
        }
    }
}
