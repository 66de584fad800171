import StrictJSON

/// What a calibration file says about one device, and how it meets the rules.
///
/// Its facts (sizes, insets, status bar, home indicator, size classes, and every device-level
/// key) are merged into the device's data before the rules run, so the bars and margins follow
/// them. Its derived values (`navigationBar`, `tabBarHeight`, `toolbarHeight`, `keyboardHeight`,
/// `minimumLayoutMargins`), and everything it says about an orientation the rules derive whole
/// (an iPad's `portraitUpsideDown`), are merged over what the rules give: a value the file sets
/// is kept as set, and only the keys it names change (a bare number replaces the value and is
/// labelled `calibrated`). DevicesAndCalibration.md, "Calibration".
struct CalibrationOverlay: Sendable {
    var value: JSONValue
    var path: JSONPath
    var file: String

    /// The facts to merge into the data, and per orientation what to merge over the rules'
    /// results. `data` is the device after its OS variants.
    func split(over data: JSONValue) -> (facts: JSONValue, derived: [(orientation: String, value: JSONValue)]) {
        guard case .object(var overlay) = value, case .object(let orientations)? = overlay["orientations"] else {
            return (value, [])
        }
        var dataOrientations: [String] = []
        var idiom: String?
        if case .object(let device) = data {
            if case .object(let known)? = device["orientations"] { dataOrientations = known.keys }
            if case .string(let name)? = device["idiom"] { idiom = name }
        }
        var factOrientations = JSONObject()
        var derived: [(orientation: String, value: JSONValue)] = []
        for entry in orientations.entries {
            let derivedWhole = !dataOrientations.contains(entry.key) && entry.key == InterfaceOrientation.portraitUpsideDown.rawValue
                && idiom.flatMap(UserInterfaceIdiom.init(rawValue:)).map(PortraitUpsideDownRule.applies(to:)) == true
            guard dataOrientations.contains(entry.key) || derivedWhole, case .object(let keys) = entry.value else {
                // A new orientation is new data, read whole (and a non-object fails in the merge).
                factOrientations.entries.append(entry)
                continue
            }
            if derivedWhole {
                derived.append((entry.key, entry.value))
                continue
            }
            var facts = JSONObject(), rest = JSONObject()
            for member in keys.entries {
                // Keys that are neither facts nor derived values go with the derived ones, whose
                // merge names every key an orientation has when it reports a typo.
                if DeviceDecoding.factKeys.contains(member.key) { facts.entries.append(member) } else { rest.entries.append(member) }
            }
            if !facts.isEmpty { factOrientations.entries.append(.init(key: entry.key, value: .object(facts))) }
            if !rest.isEmpty { derived.append((entry.key, .object(rest))) }
        }
        overlay["orientations"] = .object(factOrientations)
        return (.object(overlay), derived)
    }
}
