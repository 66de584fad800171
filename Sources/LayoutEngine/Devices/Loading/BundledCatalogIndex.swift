import StrictJSON

/// The bundled data skimmed once (`JSONSkimmer`): the catalog version, and each device's bytes
/// and names. Nothing else is parsed until a device is asked for.
struct BundledCatalogIndex: Sendable {
    var version: String
    var devices: [Range<Int>]
    /// Per device: its name, slug and aliases.
    var names: [[String]]

    static let shared: BundledCatalogIndex = {
        guard let index = read(BundledCatalogData.bytes) else {
            // The data is generated and parsed whole by the tests: failing here is a build defect.
            fatalError("the bundled device catalog (\(BundledCatalogData.file)) is not the JSON the generator writes")
        }
        return index
    }()

    static func read(_ bytes: UnsafeBufferPointer<UInt8>) -> BundledCatalogIndex? {
        let skimmer = JSONSkimmer(bytes: bytes)
        guard let root = skimmer.members(ofObjectAt: 0)?.members,
              let versionRange = root.first(where: { $0.key == "catalogVersion" })?.value,
              case .string(let version)? = parse(bytes, versionRange),
              let devicesRange = root.first(where: { $0.key == "devices" })?.value,
              let devices = skimmer.items(ofArrayAt: devicesRange.lowerBound) else { return nil }
        var names: [[String]] = []
        names.reserveCapacity(devices.count)
        for device in devices {
            guard let members = skimmer.members(ofObjectAt: device.lowerBound)?.members else { return nil }
            var deviceNames: [String] = []
            for key in ["name", "slug"] {
                guard let range = members.first(where: { $0.key == key })?.value, case .string(let name)? = parse(bytes, range) else { return nil }
                deviceNames.append(name)
            }
            if let range = members.first(where: { $0.key == "aliases" })?.value {
                guard case .array(let aliases)? = parse(bytes, range) else { return nil }
                for alias in aliases {
                    guard case .string(let name) = alias else { return nil }
                    deviceNames.append(name)
                }
            }
            names.append(deviceNames)
        }
        return BundledCatalogIndex(version: version, devices: devices, names: names)
    }

    private static func parse(_ bytes: UnsafeBufferPointer<UInt8>, _ range: Range<Int>) -> JSONValue? {
        try? JSONParser.parse(Array(bytes[range]))
    }
}
