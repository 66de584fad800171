import StrictJSON

/// Every marketed iPhone, iPad and Apple TV model, with the geometry UIKit's layout starts from.
///
/// The bundled catalog is the data file Sources/DeviceCatalogData/device-catalog.json (the facts
/// per model, written by `Scripts/catalog/build_catalog.py` from the sourced reference data, Scripts/catalog/README.md),
/// compiled into the binary; the rules in `Rules/` derive what UIKit derives from those facts.
/// A calibration file can override any value or add models, and an OS version selects the values
/// recorded for that OS (reference decision 8).
///
/// Devices are read when first asked for: making the bundled catalog skims its data once, and
/// `device(named:)` parses only the device it returns.
public struct DeviceCatalog: Sendable {
    /// Identifies the data: a snapshot records it.
    public let version: String
    public let readableWidths: [ContentSizeCategory: Sourced<Double>]
    /// The top and bottom layout margins of a table cell's content view (`TableCellRules`):
    /// `defaultTableCellContentVerticalMargin`, or a calibration's.
    public let tableCellContentVerticalMargin: Sourced<Double>
    /// True when a calibration file set `tableCellContentVerticalMargin` (it then holds on every OS).
    let isTableCellContentVerticalMarginCalibrated: Bool
    /// iPadOS 18's floating tab bar (`FloatingTabBarMetrics.uikit`, or a calibration's `floatingTabBar`).
    public let floatingTabBar: FloatingTabBarMetrics
    /// Sheets' and popovers' numbers (`PresentationMetrics.uikit`, or a calibration's `presentation`).
    public let presentation: PresentationMetrics
    /// The calibration file applied, if any.
    public let calibrationFile: String?

    let storage: CatalogStorage

    /// Every model at its default OS, in catalog order.
    public var devices: [Device] {
        (0 ..< storage.count).map(storage.deviceAtDefaultOS)
    }

    /// Every model's slug, in catalog order, read from the index without resolving a model.
    package var slugs: [String] {
        storage.names.map { $0[1] }
    }

    /// The catalog built into the package.
    public static let bundled: DeviceCatalog = {
        do {
            return try DeviceCatalog(bundledWith: nil)
        } catch {
            // The bundled data is generated and tested; failing here is a build defect.
            fatalError("the bundled device catalog does not load: \(error)")
        }
    }()

    /// The bundled catalog with a calibration file applied.
    public static func bundled(calibration: Calibration) throws(SpecError) -> DeviceCatalog {
        try DeviceCatalog(bundledWith: calibration)
    }

    /// A catalog document in the bundled data's form (Scripts/catalog/README.md, "Schema").
    public init(bytes: [UInt8], file: String, calibration: Calibration? = nil) throws(SpecError) {
        let json: JSONValue
        do { json = try JSONParser.parse(bytes) } catch {
            throw SpecError(file: file, path: error.path, message: error.message, line: error.line, column: error.column)
        }
        try self.init(json: json, file: file, calibration: calibration)
    }

    /// A catalog document, parsed. Its devices are resolved now, so an error in any is thrown here.
    public init(json: JSONValue, file: String, calibration: Calibration? = nil) throws(SpecError) {
        let root = try JSONNode(json, file: file).object()
        // "readableWidths" is accepted from catalogs written before the widths became a rule.
        try root.allowOnly(["catalogVersion", "reference", "readableWidths", "devices"])
        let devices = try root.required("devices").array()
        let names = try devices.map { node throws(SpecError) in try Self.names(of: node) }
        try self.init(
            version: root.required("catalogVersion").string(), readableWidths: root.optional("readableWidths"),
            sources: devices.map { .parsed($0.value) }, names: names, summaries: [], file: file, calibration: calibration, resolveAll: true)
    }

    private init(bundledWith calibration: Calibration?) throws(SpecError) {
        let index = BundledCatalogIndex.shared
        try self.init(
            version: index.version, readableWidths: nil, sources: index.devices.map { .bundled($0) }, names: index.names,
            summaries: index.summaries, file: BundledCatalogData.file, calibration: calibration, resolveAll: false)
    }

    private init(
        version: String, readableWidths widthsNode: JSONNode?, sources: [CatalogStorage.Source], names: [[String]],
        summaries: [DeviceSummary], file: String, calibration: Calibration?, resolveAll: Bool
    ) throws(SpecError) {
        calibrationFile = calibration?.file
        self.version = version + (calibration.map { "+calibration(\($0.file))" } ?? "")
        readableWidths = try Self.readableWidths(document: widthsNode, file: file, calibration: calibration)
        tableCellContentVerticalMargin = try Self.tableCellContentVerticalMargin(calibration: calibration)
        isTableCellContentVerticalMarginCalibrated = calibration?.tableCellContentVerticalMargin != nil
        floatingTabBar = try Self.floatingTabBar(calibration: calibration)
        presentation = try Self.presentation(calibration: calibration)

        var sources = sources
        var names = names
        for (value, path) in calibration?.addedDevices ?? [] {
            sources.append(.parsed(value))
            names.append(try Self.names(of: JSONNode(value, path: path, file: calibration!.file)))
        }
        var overlays: [Int: CalibrationOverlay] = [:]
        for (name, overlay, path) in calibration?.devices ?? [] {
            guard let index = Self.index(of: name, in: names) else {
                throw SpecError(file: calibration!.file, path: path, message: "unknown device \(Suggestions.quoted(name))\(Self.nearestHint(name, names))")
            }
            overlays[index] = CalibrationOverlay(value: overlay, path: path, file: calibration!.file)
        }

        // Resolve now what can fail: a parsed document's devices, and those a calibration touches
        // or adds. The bundled data's other devices wait until they are asked for.
        var resolved: [Int: Device] = [:]
        let eager = resolveAll ? Array(sources.indices) : Array(overlays.keys).sorted() + Array(names.count - (calibration?.addedDevices.count ?? 0) ..< names.count)
        for index in eager {
            let device = try DeviceResolution.resolve(
                CatalogStorage.rawDevice(sources[index], index: index), index: index, os: nil, overlay: overlays[index], file: file)
            resolved[index] = device
            names[index] = [device.name, device.slug] + device.aliases  // a calibration may rename
        }
        storage = CatalogStorage(file: file, sources: sources, names: names, summaries: summaries, overlays: overlays, resolved: resolved)

        // Names, slugs and aliases must identify one model each.
        var seen: [String: String] = [:]
        for deviceNames in names {
            for key in Set(deviceNames.map { $0.lowercased() }) {
                if let other = seen[key], other != deviceNames[0] {
                    throw SpecError(file: calibration?.file ?? file, path: nil, message: "the name \"\(key)\" is used by both \(other) and \(deviceNames[0])")
                }
                seen[key] = deviceNames[0]
            }
        }
    }

    /// Reference decision 7's table (`ReadableWidthRule`), with a document's and then a calibration's
    /// values merged over it.
    private static func readableWidths(document: JSONNode?, file: String, calibration: Calibration?) throws(SpecError) -> [ContentSizeCategory: Sourced<Double>] {
        let table = ReadableWidthRule.table
        guard document != nil || calibration?.readableWidths != nil else { return table }
        let path = JSONPath.root.appending("readableWidths")
        var widthsJSON = DerivedValuesJSON.readableWidths(table)
        var widthsFile = file
        if let document {
            widthsJSON = try JSONMerge.merge(widthsJSON, document.value, path: path, file: file, strict: true, markCalibratedFrom: nil)
        }
        if let calibration, let overlay = calibration.readableWidths {
            widthsFile = calibration.file
            widthsJSON = try JSONMerge.merge(widthsJSON, .object(overlay), path: path,
                                             file: calibration.file, strict: true, markCalibratedFrom: calibration.file)
        }
        let widthsNode = try JSONNode(widthsJSON, path: path, file: widthsFile).object()
        try widthsNode.allowOnly(ContentSizeCategory.allCases.map(\.rawValue))
        var widths: [ContentSizeCategory: Sourced<Double>] = [:]
        for category in ContentSizeCategory.allCases {
            widths[category] = try DeviceDecoding.sourcedNumber(widthsNode.required(category.rawValue), positive: true)
        }
        return widths
    }

    /// 11 pt: the content view margins of a `UITableViewCell` as read in Xcode's view debugger
    /// on iOS 11 (Shopify/FunctionalTableData, `CollectionCell.swift`: "the same layoutMargins
    /// that UITableViewCell has … top: 11 … bottom: 11"). One measurement, not in the reference:
    /// low confidence, and a calibration file's `tableCellContentVerticalMargin` replaces it.
    public static let defaultTableCellContentVerticalMargin = Sourced(
        11.0, confidence: "low",
        note: "UITableViewCell content view's top and bottom layout margins, from a view-debugger reading on iOS 11 (Shopify/FunctionalTableData CollectionCell.swift); not in the reference")

    private static func tableCellContentVerticalMargin(calibration: Calibration?) throws(SpecError) -> Sourced<Double> {
        guard let node = calibration?.tableCellContentVerticalMargin else { return defaultTableCellContentVerticalMargin }
        if case .object = node.value { return try DeviceDecoding.sourcedNumber(node) }
        return Sourced(try node.nonNegativeNumber(), confidence: "calibrated", note: "set by calibration file \(calibration!.file)")
    }

    /// The floating tab bars' numbers: UIKit's, each replaced by a calibration's `floatingTabBar`
    /// `height`, `navigationBarExtension`, `capsuleSideMargin`, `capsuleHeight`,
    /// `capsuleBottomMargin` or `sidebarWidth` (a number, or a sourced value).
    private static func floatingTabBar(calibration: Calibration?) throws(SpecError) -> FloatingTabBarMetrics {
        var metrics = FloatingTabBarMetrics.uikit
        guard let node = calibration?.floatingTabBar else { return metrics }
        let object = try node.object()
        try object.allowOnly(["height", "navigationBarExtension", "capsuleSideMargin", "capsuleHeight", "capsuleBottomMargin", "sidebarWidth"])
        func value(_ key: String) throws(SpecError) -> Sourced<Double>? {
            guard let n = object.optional(key) else { return nil }
            if case .object = n.value { return try DeviceDecoding.sourcedNumber(n) }
            return Sourced(try n.nonNegativeNumber(), confidence: "calibrated", note: "set by calibration file \(calibration!.file)")
        }
        if let height = try value("height") { metrics.height = height }
        if let extension_ = try value("navigationBarExtension") { metrics.navigationBarExtension = extension_ }
        if let side = try value("capsuleSideMargin") { metrics.capsuleSideMargin = side }
        if let height = try value("capsuleHeight") { metrics.capsuleHeight = height }
        if let bottom = try value("capsuleBottomMargin") { metrics.capsuleBottomMargin = bottom }
        if let width = try value("sidebarWidth") { metrics.sidebarWidth = width }
        return metrics
    }

    /// Sheets' and popovers' numbers: UIKit's, each replaced by a calibration's `presentation`
    /// key of the same name (`PresentationMetrics.calibrationKeys`; a number, or a sourced value).
    private static func presentation(calibration: Calibration?) throws(SpecError) -> PresentationMetrics {
        var metrics = PresentationMetrics.uikit
        guard let node = calibration?.presentation else { return metrics }
        let object = try node.object()
        try object.allowOnly(PresentationMetrics.calibrationKeys.map(\.key))
        for (key, path) in PresentationMetrics.calibrationKeys {
            guard let n = object.optional(key) else { continue }
            if case .object = n.value {
                metrics[keyPath: path] = try DeviceDecoding.sourcedNumber(n)
            } else {
                metrics[keyPath: path] = Sourced(try n.nonNegativeNumber(), confidence: "calibrated", note: "set by calibration file \(calibration!.file)")
            }
            let value = metrics[keyPath: path].value
            guard value.isFinite, value >= 0, value <= LayoutEngine.maximumMagnitude else {
                throw n.error("\(key) must be a number of points from 0 to \(Int(LayoutEngine.maximumMagnitude)), got \(value)")
            }
            if key.contains("Fraction"), !(value > 0 && value <= 1) {
                throw n.error("\(key) is the share of the largest detent a medium sheet shows: above 0 and at most 1, got \(value)")
            }
        }
        return metrics
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
        guard let index = Self.index(of: query, in: storage.names) else {
            throw DeviceLookupError(query: query, nearest: Suggestions.nearest(to: query, in: storage.names.map { $0[0] }, limit: 4))
        }
        return try device(at: index, os: os)
    }

    /// Every model at `os` (each at its default when nil).
    public func devices(os: OSVersion?) throws(DeviceLookupError) -> [Device] {
        guard os != nil else { return devices }
        var result: [Device] = []
        for index in 0 ..< storage.count { result.append(try device(at: index, os: os)) }
        return result
    }

    /// The devices of `matrix` at `os` (each at its default when nil), as
    /// `matrix.devices(in: devices(os: os))` gives them, resolving only the models the matrix
    /// may hold (`DeviceMatrix.admits`): the current phones are a third of the catalog.
    public func devices(in matrix: DeviceMatrix, os: OSVersion? = nil) throws(DeviceLookupError) -> [Device] {
        var candidates: [Device] = []
        for index in 0 ..< storage.count where matrix.admits(storage.summary(at: index)) {
            candidates.append(try device(at: index, os: os))
        }
        return matrix.devices(in: candidates)
    }

    private func device(at index: Int, os: OSVersion?) throws(DeviceLookupError) -> Device {
        let atDefault = storage.deviceAtDefaultOS(index)
        guard let os, os != atDefault.defaultOS else { return atDefault }
        do {
            return try storage.device(at: index, os: os)
        } catch {
            throw DeviceLookupError(query: atDefault.name, nearest: [], underlying: error.description)
        }
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
