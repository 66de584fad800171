/// One bar's heights by idiom and orientation, as uikit-rules.md a5 tables them: the bar alone,
/// without the status bar above it or the home-indicator part below it. The navigation bar, the
/// tab bar and the toolbar differ only in these numbers, their confidences and their notes.
struct BarHeightTable {
    struct Entry {
        var value: Double
        var confidence: String
        var note: String
    }

    /// iPads with a home button (and every iPad where the table does not tell them apart).
    var homeButtonPad: Entry
    var fullScreenPad: Entry
    var phonePortrait: Entry
    /// iPhone landscape by horizontal size class: the size class is an input, so its
    /// confidence caps the value's.
    var phoneLandscapeRegular: Entry
    var phoneLandscapeCompact: Entry

    func height(_ device: DeviceRuleContext, _ orientation: InterfaceOrientation, _ facts: OrientationFacts) -> Sourced<Double?> {
        switch device.idiom {
        case .tv:
            return Sourced(nil, confidence: "unsourced", note: TVBarNote.text)
        case .pad:
            let entry = device.hasHomeButton ? homeButtonPad : fullScreenPad
            return Sourced(entry.value, confidence: entry.confidence, note: entry.note)
        case .phone:
            guard orientation.isLandscape else {
                return Sourced(phonePortrait.value, confidence: phonePortrait.confidence, note: phonePortrait.note)
            }
            let entry = facts.horizontalSizeClass == .regular ? phoneLandscapeRegular : phoneLandscapeCompact
            return Sourced(entry.value, confidence: ConfidenceLabel.lower(entry.confidence, facts.sizeClassConfidence), note: entry.note)
        }
    }
}

/// tvOS bars: no source gives their geometry (uikit-rules.md covers iOS and iPadOS only).
enum TVBarNote {
    static let text = "no source for tvOS bar geometry; calibrate"
}
