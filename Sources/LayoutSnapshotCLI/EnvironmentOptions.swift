import ArgumentParser
import LayoutEngine

/// The options that choose where a layout is computed; they override the spec's `environment`.
struct EnvironmentOptions: ParsableArguments {
    @Option(help: "A device by name, slug or alias (see `layout-snapshot devices`).")
    var device: String?

    @Option(help: "A named matrix instead of one device: all-phones, all-ipads, all-devices, distinct-geometries.")
    var matrix: String?

    @Option(help: "portrait, portraitUpsideDown, landscapeLeft, landscapeRight or landscape (= landscapeLeft); with --matrix also `all` (the default there: every orientation each device supports).")
    var orientation: String?

    @Option(help: "A UIContentSizeCategory: extraSmall … extraExtraExtraLarge, accessibilityMedium … (default large).")
    var contentSizeCategory: String?

    @Option(help: "leftToRight or rightToLeft.")
    var layoutDirection: String?

    @OptionGroup var catalogOptions: CatalogOptions

    /// One computation target.
    struct Target {
        var device: Device
        var orientation: InterfaceOrientation
    }

    /// Everything a run over a spec needs: the catalog, the spec, and one environment per target.
    struct Run {
        var catalog: DeviceCatalog
        var spec: LayoutSpec
        var targets: [Target]
        var environments: [LayoutEnvironment]
    }

    /// Reads the spec and resolves the options against it.
    func run(spec path: String) throws -> Run {
        let catalog = try catalogOptions.catalog()
        let spec = try SpecReader.read(bytes: InputFiles.bytes(of: path), file: path)
        let targets = try targets(catalog: catalog, spec: spec.environment, specFile: path)
        let category = try contentSize(spec: spec.environment)
        let direction = try direction(spec: spec.environment)
        let environments = targets.map {
            LayoutEnvironment(device: $0.device, orientation: $0.orientation, contentSizeCategory: category,
                              layoutDirection: direction, catalog: catalog)
        }
        return Run(catalog: catalog, spec: spec, targets: targets, environments: environments)
    }

    func contentSize(spec: SpecEnvironment) throws -> ContentSizeCategory {
        guard let contentSizeCategory else { return spec.contentSizeCategory ?? .large }
        guard let category = ContentSizeCategory(name: contentSizeCategory) else {
            throw CLIError("--content-size-category: unknown category \"\(contentSizeCategory)\"; expected one of \(ContentSizeCategory.allCases.map(\.rawValue).joined(separator: ", "))")
        }
        return category
    }

    func direction(spec: SpecEnvironment) throws -> UserInterfaceLayoutDirection {
        guard let layoutDirection else { return spec.layoutDirection ?? .leftToRight }
        guard let direction = UserInterfaceLayoutDirection(rawValue: layoutDirection) else {
            throw CLIError("--layout-direction: expected leftToRight or rightToLeft, got \"\(layoutDirection)\"")
        }
        return direction
    }

    /// The devices and orientations to compute, from the options and the spec.
    func targets(catalog: DeviceCatalog, spec: SpecEnvironment, specFile: String) throws -> [Target] {
        let os = try catalogOptions.osVersion(default: spec.os)
        let flagOrientation = try orientation.map { name throws -> InterfaceOrientation? in
            if name == "all" { return nil }
            guard let o = InterfaceOrientation(specName: name) else {
                throw CLIError("--orientation: unknown orientation \"\(name)\"; expected \(InterfaceOrientation.specNames.joined(separator: ", ")) or all")
            }
            return o
        }

        if let matrix {
            // A matrix covers every orientation unless --orientation narrows it; the spec's own
            // orientation is for single runs.
            let requestedOrientation = flagOrientation ?? nil
            guard device == nil else { throw CLIError("--device and --matrix: give one or the other") }
            let devices = try CatalogOptions.matrix(named: matrix).devices(in: try catalog.devices(os: os))
            var targets: [Target] = []
            for device in devices {
                // A fixed orientation skips the devices without it (an Apple TV has no portrait).
                let orientations = requestedOrientation.map { o in device.orientations[o] == nil ? [] : [o] } ?? device.supportedOrientations
                targets += orientations.map { Target(device: device, orientation: $0) }
            }
            return targets
        }
        guard let name = device ?? spec.device else {
            throw CLIError("\(specFile): no device: give --device or --matrix, or set environment.device in the spec")
        }
        // Errors name where the value came from: the option, or the spec's JSON path.
        let deviceSource = device != nil ? "--device" : "\(specFile): $.environment.device"
        let device: Device
        do { device = try catalog.device(named: name, os: os) } catch { throw CLIError("\(deviceSource): \(error)") }
        if orientation == "all" {
            return device.supportedOrientations.map { Target(device: device, orientation: $0) }
        }
        let orientationSource = flagOrientation != nil ? "--orientation" : "\(specFile): $.environment.orientation"
        let o = (flagOrientation ?? nil) ?? spec.orientation ?? device.supportedOrientations[0]
        guard device.orientations[o] != nil else {
            throw CLIError("\(orientationSource): \(device.name) does not support \(o.rawValue); it supports \(device.supportedOrientations.map(\.rawValue).joined(separator: ", "))")
        }
        return [Target(device: device, orientation: o)]
    }
}
