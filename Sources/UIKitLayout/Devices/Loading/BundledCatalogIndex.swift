import StrictJSON

/// The bundled data skimmed once (`JSONSkimmer`): the catalog version, and each device's bytes,
/// names and what a matrix chooses by (`DeviceSummary`). Nothing else is parsed until a device
/// is asked for.
struct BundledCatalogIndex: Sendable {
    var version: String
    var devices: [Range<Int>]
    /// Per device: its name, slug and aliases.
    var names: [[String]]
    var summaries: [DeviceSummary]

    static let shared: BundledCatalogIndex = {
        guard let index = read(BundledCatalogData.bytes) else {
            // The data is generated and parsed whole by the tests: failing here is a build defect.
            fatalError("the bundled device catalog (\(BundledCatalogData.file)) is not the JSON the generator writes")
        }
        return index
    }()

    static func read(_ bytes: UnsafeBufferPointer<UInt8>) -> BundledCatalogIndex? {
        let skimmer = JSONSkimmer(bytes: bytes)
        guard let versionStart = skimmer.startOfMember("catalogVersion", inObjectAt: 0),
              let versionEnd = skimmer.endOfValue(from: versionStart),
              let version = string(bytes, skimmer, versionStart ..< versionEnd),
              let devicesStart = skimmer.startOfMember("devices", inObjectAt: 0),
              devicesStart < bytes.count, bytes[devicesStart] == UInt8(ascii: "[") else { return nil }
        var devices: [Range<Int>] = []
        var names: [[String]] = []
        var summaries: [DeviceSummary] = []
        // One pass over the devices: each one's members give its names and where it ends.
        var i = devicesStart + 1
        while true {
            while i < bytes.count, bytes[i] != UInt8(ascii: "{"), bytes[i] != UInt8(ascii: "]") { i += 1 }
            guard i < bytes.count else { return nil }
            if bytes[i] == UInt8(ascii: "]") { break }
            guard let device = skimmer.members(ofObjectAt: i) else { return nil }
            var deviceNames: [String] = []
            for key in ["name", "slug"] {
                guard let range = device.members.first(where: { $0.key == key })?.value, let name = string(bytes, skimmer, range) else { return nil }
                deviceNames.append(name)
            }
            if let range = device.members.first(where: { $0.key == "aliases" })?.value {
                guard let aliases = skimmer.items(ofArrayAt: range.lowerBound) else { return nil }
                for alias in aliases {
                    guard let name = string(bytes, skimmer, alias) else { return nil }
                    deviceNames.append(name)
                }
            }
            guard let summary = summary(device.members, bytes, skimmer) else { return nil }
            devices.append(i ..< device.end)
            names.append(deviceNames)
            summaries.append(summary)
            i = device.end
        }
        return BundledCatalogIndex(version: version, devices: devices, names: names, summaries: summaries)
    }

    /// The device's `idiom`, `legacy` and `latestOS` as `DeviceDecoding` reads them.
    private static func summary(_ members: [(key: String, value: Range<Int>)], _ bytes: UnsafeBufferPointer<UInt8>,
                                _ skimmer: JSONSkimmer) -> DeviceSummary? {
        func value(_ key: String) -> Range<Int>? { members.first { $0.key == key }?.value }
        guard let idiomRange = value("idiom"), let idiomName = string(bytes, skimmer, idiomRange),
              let idiom = UserInterfaceIdiom(rawValue: idiomName) else { return nil }
        var isLegacy = false
        if let range = value("legacy") {
            guard case .bool(let flag)? = parse(bytes, range) else { return nil }
            isLegacy = flag
        }
        var latestOS: OSVersion?
        if let range = value("latestOS") {
            guard let text = string(bytes, skimmer, range), let version = OSVersion(text) else { return nil }
            latestOS = version
        }
        return DeviceSummary(idiom: idiom, isLegacy: isLegacy, latestOS: latestOS)
    }

    private static func string(_ bytes: UnsafeBufferPointer<UInt8>, _ skimmer: JSONSkimmer, _ range: Range<Int>) -> String? {
        if let plain = skimmer.plainString(at: range) { return plain }
        guard case .string(let text)? = parse(bytes, range) else { return nil }
        return text
    }

    private static func parse(_ bytes: UnsafeBufferPointer<UInt8>, _ range: Range<Int>) -> JSONValue? {
        try? JSONParser.parse(Array(bytes[range]))
    }
}
