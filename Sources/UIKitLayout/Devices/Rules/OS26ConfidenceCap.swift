/// On iOS 26 and later, values the rules derive and the status bar's iOS 13-18 heights are at
/// most `low`: uikit-rules.md's baseline paragraph says iOS 26 (Liquid Glass) is not covered, and
/// no status-bar height in the reference was measured on it (Scripts/catalog/README.md, guess 9).
/// tvOS values are unsourced already. A value labelled `calibrated` (or with a calibration
/// file's own label) is a measurement and keeps its label.
enum OS26ConfidenceCap {
    static let note = "iOS 26+ is not covered by the rules (iOS 13-18); calibrate"

    static func applies(os: OSVersion, idiom: UserInterfaceIdiom) -> Bool {
        os >= OSVersion(major: 26) && idiom != .tv
    }

    static func capped<T>(_ value: Sourced<T>) -> Sourced<T> {
        guard ConfidenceLabel.isReferenceLabel(value.confidence), value.confidence != "unsourced",
              ConfidenceLabel.rank(value.confidence) > ConfidenceLabel.rank("low") else { return value }
        return Sourced(value.value, confidence: "low", note: CatalogNote.join(value.note, note))
    }
}
