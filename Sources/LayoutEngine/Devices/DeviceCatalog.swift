import StrictJSON

/// Every marketed iPhone, iPad and Apple TV model, with the geometry UIKit's layout starts from.
///
/// The bundled catalog is generated from `reference/devices.json` by
/// `Scripts/catalog/build_catalog.py`; a calibration file can override any value or add models,
/// and an OS version selects the values recorded for that OS (reference README decision 8).
public struct DeviceCatalog: Sendable {
    /// Identifies the data: a snapshot records it.
    public let version: String
    public let readableWidths: [ContentSizeCategory: Sourced<Double>]
    /// Every model at its default OS, in catalog order.
    public let devices: [Device]
    /// The calibration file applied, if any.
    public let calibrationFile: String?

    private let rawDevices: [JSONValue]
    private let calibrationOverlays: [Int: (overlay: JSONValue, path: JSONPath)]
    private let sourceFile: String

    /// The catalog built into the package.
    public static let bundled: DeviceCatalog = {
        do {
            return try DeviceCatalog(bytes: Array(BundledCatalog.json.utf8), file: "BundledCatalog.json")
        } catch {
            // The bundled data is generated and tested; failing here is a build defect.
            fatalError("the bundled device catalog does not load: \(error)")
        }
    }()

    /// The bundled catalog with a calibration file applied.
    public static func bundled(calibration: Calibration) throws(SpecError) -> DeviceCatalog {
        try DeviceCatalog(bytes: Array(BundledCatalog.json.utf8), file: "BundledCatalog.json", calibration: calibration)
    }

    public init(bytes: [UInt8], file: String, calibration: Calibration? = nil) throws(SpecError) {
        let json: JSONValue
        do { json = try JSONParser.parse(bytes) } catch {
            throw SpecError(file: file, path: error.path, message: error.message, line: error.line, column: error.column)
        }
        try self.init(json: json, file: file, calibration: calibration)
    }

    public init(json: JSONValue, file: String, calibration: Calibration? = nil) throws(SpecError) {
        let root = try JSONNode(json, file: file).object()
        try root.allowOnly(["catalogVersion", "reference", "readableWidths", "devices"])
        sourceFile = file
        calibrationFile = calibration?.file

        // Readable widths, with the calibration's on top.
        var widthsJSON = try root.required("readableWidths").value
        var widthsFile = file
        if let overlay = calibration?.readableWidths {
            widthsFile = calibration!.file
            widthsJSON = try JSONMerge.merge(widthsJSON, .object(overlay), path: JSONPath.root.appending("readableWidths"),
                                             file: calibration!.file, strict: true, markCalibratedFrom: calibration!.file)
        }
        let widthsNode = try JSONNode(widthsJSON, path: JSONPath.root.appending("readableWidths"), file: widthsFile).object()
        try widthsNode.allowOnly(ContentSizeCategory.allCases.map(\.rawValue))
        var widths: [ContentSizeCategory: Sourced<Double>] = [:]
        for category in ContentSizeCategory.allCases {
            widths[category] = try DeviceDecoding.sourcedNumber(widthsNode.required(category.rawValue), positive: true)
        }
        readableWidths = widths

        var raw = try root.required("devices").array().map(\.value)
        if let calibration {
            raw += calibration.addedDevices.map(\.0)
        }
        rawDevices = raw
        let calibrationVersion = calibration.map { "+calibration(\($0.file))" } ?? ""
        version = try root.required("catalogVersion").string() + calibrationVersion

        // Index names once to resolve calibration targets and, below, lookups.
        let names = try raw.enumerated().map { index, value throws(SpecError) in
            try Self.names(of: JSONNode(value, path: JSONPath.root.appending("devices").appending(index), file: file))
        }
        var overlays: [Int: (JSONValue, JSONPath)] = [:]
        for (name, overlay, path) in calibration?.devices ?? [] {
            guard let index = Self.index(of: name, in: names) else {
                throw SpecError(file: calibration!.file, path: path, message: "unknown device \(Suggestions.quoted(name))\(Self.nearestHint(name, names))")
            }
            overlays[index] = (overlay, path)
        }
        calibrationOverlays = overlays

        var decoded: [Device] = []
        for index in raw.indices {
            decoded.append(try Self.resolve(raw[index], index: index, os: nil, overlay: overlays[index], file: file, calibrationFile: calibration?.file))
        }
        devices = decoded

        // Names, slugs and aliases must identify one model each.
        var seen: [String: String] = [:]
        for device in decoded {
            for key in Set([device.name, device.slug] + device.aliases).map({ $0.lowercased() }) {
                if let other = seen[key], other != device.name {
                    throw SpecError(file: calibration?.file ?? file, path: nil, message: "the name \"\(key)\" is used by both \(other) and \(device.name)")
                }
                seen[key] = device.name
            }
        }
    }

    /// Applies the OS variants for `os`, then the calibration overlay, and decodes.
    private static func resolve(
        _ rawDevice: JSONValue, index: Int, os requested: OSVersion?, overlay: (JSONValue, JSONPath)?,
        file: String, calibrationFile: String?
    ) throws(SpecError) -> Device {
        let path = JSONPath.root.appending("devices").appending(index)
        let node = JSONNode(rawDevice, path: path, file: file)
        let object = try node.object()
        guard let defaultOS = OSVersion(try object.required("defaultOS").string()) else {
            throw try object.required("defaultOS").mismatch("an OS version")
        }
        var os = requested ?? defaultOS
        var merged = rawDevice
        var applied: [String] = []
        var coveredByPrimary = true
        if let primary = object.optional("primaryOS") {
            coveredByPrimary = try osRange(primary).contains(os)
        }
        for variantNode in try object.optional("osVariants")?.array() ?? [] {
            let variant = try variantNode.object()
            try variant.allowOnly(["os", "label", "confidence", "note", "overrides"])
            guard try osRange(variant.required("os")).contains(os) else { continue }
            merged = try JSONMerge.merge(merged, variant.required("overrides").value, path: variantNode.path.appending("overrides"),
                                         file: file, strict: true, markCalibratedFrom: nil)
            applied.append(try variant.optional("label")?.string() ?? "OS \(os)")
        }
        var warning: String?
        if !coveredByPrimary && applied.isEmpty {
            let name = (try? object.required("name").string()) ?? "this device"
            warning = "no values recorded for OS \(os) on \(name); using the values for OS \(defaultOS)"
            os = defaultOS  // the snapshot records the OS whose values it used (decision 8)
        }
        var decodeFile = file
        var decodePath = path
        if let (overlayValue, overlayPath) = overlay, let calibrationFile {
            merged = try JSONMerge.merge(merged, overlayValue, path: overlayPath, file: calibrationFile, strict: true, markCalibratedFrom: calibrationFile)
            decodeFile = calibrationFile + " (merged into the catalog)"
            decodePath = overlayPath
        }
        return try DeviceDecoding.device(JSONNode(merged, path: decodePath, file: decodeFile), os: os,
                                         appliedVariants: applied, osWarning: warning)
    }

    private static func osRange(_ node: JSONNode) throws(SpecError) -> OSRange {
        let object = try node.object()
        try object.allowOnly(["from", "through"])
        let fromNode = try object.required("from"), throughNode = try object.required("through")
        guard let from = OSVersion(try fromNode.string()) else { throw fromNode.mismatch("an OS version") }
        guard let through = OSVersion(try throughNode.string()) else { throw throughNode.mismatch("an OS version") }
        return OSRange(from: from, through: through)
    }

    private static func names(of node: JSONNode) throws(SpecError) -> [String] {
        let object = try node.object()
        var names = [try object.required("name").string(), try object.required("slug").string()]
        names += try object.optional("aliases")?.array().map { n throws(SpecError) in try n.string() } ?? []
        return names
    }

    /// Case-insensitive, and also ignoring spaces, dashes and punctuation.
    private static func index(of query: String, in names: [[String]]) -> Int? {
        let lowered = query.lowercased()
        if let exact = names.firstIndex(where: { $0.contains { $0.lowercased() == lowered } }) { return exact }
        let squashed = squash(query)
        guard !squashed.isEmpty else { return nil }
        return names.firstIndex(where: { $0.contains { squash($0) == squashed } })
    }

    private static func squash(_ s: String) -> String {
        String(s.lowercased().unicodeScalars.filter { ("a"..."z").contains($0) || ("0"..."9").contains($0) }.map(Character.init))
    }

    private static func nearestHint(_ query: String, _ names: [[String]]) -> String {
        let near = Suggestions.nearest(to: query, in: names.map { $0[0] }, limit: 4)
        guard !near.isEmpty else { return "; `layout-snapshot devices` lists them" }
        return "; nearest: " + near.joined(separator: ", ")
    }

    /// The model named `query` (name, slug or alias, case-insensitively) at `os` (its default
    /// when nil).
    public func device(named query: String, os: OSVersion? = nil) throws(DeviceLookupError) -> Device {
        let names = devices.map { [$0.name, $0.slug] + $0.aliases }
        guard let index = Self.index(of: query, in: names) else {
            throw DeviceLookupError(query: query, nearest: Suggestions.nearest(to: query, in: devices.map(\.name), limit: 4))
        }
        guard let os, os != devices[index].defaultOS else { return devices[index] }
        do {
            return try Self.resolve(rawDevices[index], index: index, os: os, overlay: calibrationOverlays[index],
                                    file: sourceFile, calibrationFile: calibrationFile)
        } catch {
            throw DeviceLookupError(query: query, nearest: [], underlying: error.description)
        }
    }

    /// Every model at `os` (each at its default when nil).
    public func devices(os: OSVersion?) throws(DeviceLookupError) -> [Device] {
        guard os != nil else { return devices }
        var result: [Device] = []
        for device in devices { result.append(try self.device(named: device.name, os: os)) }
        return result
    }

    public func readableWidth(for category: ContentSizeCategory) -> Double {
        readableWidths[category]!.value
    }
}

/// An unknown device name, with the nearest names.
public struct DeviceLookupError: Error, Sendable, Equatable, CustomStringConvertible {
    public var query: String
    public var nearest: [String]
    public var underlying: String?

    public var description: String {
        if let underlying { return underlying }
        let hint = nearest.isEmpty ? "`layout-snapshot devices` lists them" : "nearest: " + nearest.joined(separator: ", ")
        return "unknown device \(Suggestions.quoted(query)); \(hint)"
    }
}
