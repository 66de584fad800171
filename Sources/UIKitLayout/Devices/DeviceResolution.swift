import StrictJSON

/// One device of the catalog at an OS: its data, the OS variants recorded for that OS (reference
/// reference decision 8), a calibration file's facts, the rules, then the calibration file's derived
/// values (DevicesAndCalibration.md, "Calibration").
enum DeviceResolution {
    static func resolve(
        _ rawDevice: JSONValue, index: Int, os requested: OSVersion?, overlay: CalibrationOverlay?, file: String
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
            // What a matrix chooses a model by holds on every OS (`DeviceSummary`, read without
            // resolving the model): no variant may change it.
            let overrides = try variant.required("overrides")
            if case .object(let keys) = overrides.value, let key = keys.keys.first(where: ["idiom", "legacy", "latestOS"].contains) {
                throw overrides.error("an OS variant cannot change \(Suggestions.quoted(key)): it holds on every OS")
            }
            guard try osRange(variant.required("os")).contains(os) else { continue }
            merged = try JSONMerge.merge(merged, overrides.value, path: variantNode.path.appending("overrides"),
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
        var derived: [(orientation: String, value: JSONValue)] = []
        if let overlay {
            let parts = overlay.split(over: merged)
            merged = try JSONMerge.merge(merged, parts.facts, path: overlay.path, file: overlay.file, strict: true, markCalibratedFrom: overlay.file)
            decodeFile = overlay.file + " (merged into the catalog)"
            decodePath = overlay.path
            derived = parts.derived
        }
        var device = try DeviceDecoding.device(JSONNode(merged, path: decodePath, file: decodeFile), os: os,
                                               appliedVariants: applied, osWarning: warning,
                                               navigationBarSafeAreaTop: portraitSafeAreaTop(of: rawDevice))
        if let overlay {
            for (key, value) in derived {
                let orientationPath = overlay.path.appending("orientations").appending(key)
                guard let orientation = InterfaceOrientation(rawValue: key), let metrics = device.orientations[orientation] else {
                    throw SpecError(file: overlay.file, path: orientationPath, message: "\(device.name) has no \(key) orientation")
                }
                let calibrated = try JSONMerge.merge(DerivedValuesJSON.orientation(metrics), value, path: orientationPath,
                                                     file: overlay.file, strict: true, markCalibratedFrom: overlay.file)
                device.orientations[orientation] = try DeviceDecoding.metrics(JSONNode(calibrated, path: orientationPath, file: decodeFile))
            }
        }
        return device
    }

    /// The portrait safe-area top of the device's own data: the values its navigation-bar origin
    /// was measured with (`navigationBarOriginYPortrait`, rules a4).
    static func portraitSafeAreaTop(of rawDevice: JSONValue) -> Double? {
        guard case .object(let device) = rawDevice, case .object(let orientations)? = device["orientations"],
              case .object(let portrait)? = orientations["portrait"], case .object(let insets)? = portrait["safeAreaInsets"],
              case .object(let value)? = insets["value"] else { return nil }
        guard case .number(let top)? = value["top"] else { return 0 }  // an absent edge is 0
        return top
    }

    static func osRange(_ node: JSONNode) throws(SpecError) -> OSRange {
        let object = try node.object()
        try object.allowOnly(["from", "through"])
        let fromNode = try object.required("from"), throughNode = try object.required("through")
        guard let from = OSVersion(try fromNode.string()) else { throw fromNode.mismatch("an OS version") }
        guard let through = OSVersion(try throughNode.string()) else { throw throughNode.mismatch("an OS version") }
        return OSRange(from: from, through: through)
    }
}
