import StrictJSON

/// A user's calibration file: values measured on a device or simulator that override the
/// catalog's (DevicesAndCalibration.md, "Calibration"). Shape:
///
/// ```json
/// { "readableWidths": { "large": 700 },
///   "devices": { "iPhone 16 Pro": { "orientations": { "landscapeLeft": {
///       "safeAreaInsets": { "top": 20, "bottom": 20 } } } } },
///   "addDevices": [ { …a whole device entry, as in the catalog… } ],
///   "tableCellContentVerticalMargin": 12,
///   "floatingTabBar": { "height": 50, "navigationBarExtension": 14 },
///   "presentation": { "sheetTopOffset": 10, "mediumDetentFraction": 0.5 } }
/// ```
///
/// A device is named by name, slug or alias. Objects merge key by key; a bare value given where
/// the catalog has a sourced value (`{"value", "confidence"}`) replaces its value and marks it
/// `"calibrated"`. A key the catalog does not have is an error naming the nearest one. The bars
/// and margins the rules derive follow the facts a file changes (a size class, a width, an
/// inset), unless the file sets them too: `CalibrationOverlay` says how.
public struct Calibration: Sendable {
    public var file: String
    var readableWidths: JSONObject?
    /// The top and bottom layout margins of table cells' content views (a number, or a sourced value).
    var tableCellContentVerticalMargin: JSONNode?
    /// iPadOS 18's floating tab bar: `height`, `navigationBarExtension`.
    var floatingTabBar: JSONNode?
    /// Sheets' and popovers' numbers: the keys of `PresentationMetrics.calibrationKeys`.
    var presentation: JSONNode?
    var devices: [(name: String, overlay: JSONValue, path: JSONPath)]
    var addedDevices: [(JSONValue, JSONPath)]

    public init(json: JSONValue, file: String) throws(SpecError) {
        self.file = file
        let root = try JSONNode(json, file: file).object()
        try root.allowOnly(["readableWidths", "devices", "addDevices", "tableCellContentVerticalMargin", "floatingTabBar", "presentation"])
        presentation = root.optional("presentation")
        tableCellContentVerticalMargin = root.optional("tableCellContentVerticalMargin")
        floatingTabBar = root.optional("floatingTabBar")
        if let widths = root.optional("readableWidths") {
            guard case .object(let object) = widths.value else { throw widths.mismatch("an object") }
            readableWidths = object
        }
        devices = []
        if let node = root.optional("devices") {
            let object = try node.object()
            for key in object.keys {
                let child = try object.required(key)
                _ = try child.object()
                devices.append((key, child.value, child.path))
            }
        }
        addedDevices = try root.optional("addDevices")?.array().map { ($0.value, $0.path) } ?? []
    }

    /// Parses and reads a calibration file's bytes.
    public init(bytes: [UInt8], file: String) throws(SpecError) {
        let json: JSONValue
        do { json = try JSONParser.parse(bytes) } catch {
            throw SpecError(file: file, path: error.path, message: error.message, line: error.line, column: error.column)
        }
        try self.init(json: json, file: file)
    }
}

/// Deep merge of JSON objects for calibration and OS variants.
enum JSONMerge {
    /// `overlay` merged into `base`. With `strict`, keys the base lacks are errors (except in
    /// `openObjects` keys such as `orientations`, whose new keys are checked by the decoder).
    /// With `markCalibrated`, every sourced value touched gets confidence "calibrated".
    static func merge(
        _ base: JSONValue, _ overlay: JSONValue, path: JSONPath, file: String,
        strict: Bool, markCalibratedFrom calibrationFile: String?
    ) throws(SpecError) -> JSONValue {
        guard case .object(var baseObject) = base else { return overlay }
        // A sourced value given bare: wrap it so it replaces only the value.
        if isSourced(baseObject) {
            var overlayObject: JSONObject
            if case .object(let o) = overlay, o["value"] != nil || o["confidence"] != nil {
                overlayObject = o
            } else {
                overlayObject = JSONObject([.init(key: "value", value: overlay)])
            }
            if let calibrationFile, overlayObject["confidence"] == nil {
                overlayObject["confidence"] = .string("calibrated")
                overlayObject["note"] = .string("set by calibration file \(calibrationFile)")
            }
            for entry in overlayObject.entries {
                let childPath = path.appending(entry.key)
                if entry.key == "value", case .object = baseObject["value"], case .object = entry.value {
                    baseObject["value"] = try merge(baseObject["value"]!, entry.value, path: childPath, file: file, strict: strict, markCalibratedFrom: nil)
                } else {
                    guard ["value", "confidence", "note"].contains(entry.key) else {
                        throw SpecError(file: file, path: childPath, message: "unknown key \(Suggestions.quoted(entry.key)) in a sourced value (expected value, confidence, note)")
                    }
                    baseObject[entry.key] = entry.value
                }
            }
            return .object(baseObject)
        }
        guard case .object(let overlayObject) = overlay else {
            throw SpecError(file: file, path: path, message: "expected an object, got \(JSONNode.describe(overlay))")
        }
        for entry in overlayObject.entries {
            let childPath = path.appending(entry.key)
            if let existing = baseObject[entry.key] {
                baseObject[entry.key] = try merge(existing, entry.value, path: childPath, file: file, strict: strict, markCalibratedFrom: calibrationFile)
            } else if strict, !isOpen(path) {
                throw SpecError(file: file, path: childPath, message: "unknown key \(Suggestions.quoted(entry.key))\(Suggestions.hint(for: entry.key, in: baseObject.keys))")
            } else {
                baseObject[entry.key] = entry.value
            }
        }
        return .object(baseObject)
    }

    static func isSourced(_ object: JSONObject) -> Bool {
        object["value"] != nil && object["confidence"] != nil
    }

    /// Objects whose keys are names chosen by data: a calibration may add an orientation.
    static func isOpen(_ path: JSONPath) -> Bool {
        path.description.hasSuffix(".orientations")
    }
}
