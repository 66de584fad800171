/// The docked software keyboard's height with its suggestion bar, from the screen's bottom edge
/// up (the frame `keyboardFrameEndUserInfoKey` reports, home-indicator area included), by the
/// screen size in the orientation: Docs/Keyboard.md, "Heights". Where no source gives a height the
/// value is nil and a layout that shows the keyboard asks for one (`SoftwareKeyboard.height` or a
/// calibration file's `keyboardHeight`) instead of guessing.
enum KeyboardRule {
    struct Entry {
        /// The screen in the orientation the height is for (a phone's or iPad's, which never share one).
        var screenSize: Size
        var value: Double
        var confidence: String
        var note: String
    }

    /// Logged frames and third-party tables give "medium" ("medium-low" for an iOS 8 log);
    /// sizes no source lists take their neighbour's height as an inference, "low"; `guesses`
    /// fill the rest.
    static let entries: [Entry] = [
        Entry(screenSize: Size(width: 320, height: 568), value: 254, confidence: "medium", note: "Docs/Keyboard.md: third-party table 254, logged 253"),
        Entry(screenSize: Size(width: 568, height: 320), value: 193, confidence: "medium-low", note: "Docs/Keyboard.md: logged on iOS 8"),
        Entry(screenSize: Size(width: 375, height: 667), value: 260, confidence: "medium", note: "Docs/Keyboard.md: third-party table 260, logged 258"),
        Entry(screenSize: Size(width: 414, height: 736), value: 271, confidence: "medium", note: "Docs/Keyboard.md: third-party table and a log"),
        Entry(screenSize: Size(width: 375, height: 812), value: 336, confidence: "medium", note: "Docs/Keyboard.md: third-party tables 336 and 333"),
        Entry(screenSize: Size(width: 390, height: 844), value: 336, confidence: "medium", note: "Docs/Keyboard.md: third-party table"),
        Entry(screenSize: Size(width: 393, height: 852), value: 336, confidence: "medium", note: "Docs/Keyboard.md: one log, keyboard language not stated"),
        Entry(screenSize: Size(width: 402, height: 874), value: 336, confidence: "low", note: "Docs/Keyboard.md: inferred from the 390- and 393-point phones"),
        Entry(screenSize: Size(width: 414, height: 896), value: 346, confidence: "medium", note: "Docs/Keyboard.md: third-party table and a log"),
        Entry(screenSize: Size(width: 428, height: 926), value: 346, confidence: "medium", note: "Docs/Keyboard.md: third-party table"),
        Entry(screenSize: Size(width: 430, height: 932), value: 346, confidence: "low", note: "Docs/Keyboard.md: inferred from the 414- and 428-point phones"),
        Entry(screenSize: Size(width: 440, height: 956), value: 346, confidence: "low", note: "Docs/Keyboard.md: inferred from the 414- and 428-point phones"),
        Entry(screenSize: Size(width: 420, height: 912), value: 346, confidence: "low", note: "Docs/Keyboard.md: inferred from the 414- and 428-point phones"),
        Entry(screenSize: Size(width: 768, height: 1024), value: 313, confidence: "medium", note: "Docs/Keyboard.md: a radar's log, with the shortcut bar"),
        Entry(screenSize: Size(width: 1024, height: 768), value: 398, confidence: "medium", note: "Docs/Keyboard.md: a radar's log and another, with the shortcut bar"),
        // Landscape phones: the key area is 162 points on every home-button phone; with the
        // suggestion bar the one log (iOS 8) gives 193.
        Entry(screenSize: Size(width: 667, height: 375), value: 193, confidence: "low", note: "Docs/Keyboard.md: inferred from the 568-point phones' log"),
        Entry(screenSize: Size(width: 736, height: 414), value: 193, confidence: "low", note: "Docs/Keyboard.md: inferred from the 568-point phones' log"),
    ] + guesses

    /// Where no log or table exists, custom keyboards that imitate Apple's (their key area and
    /// suggestion bar, plus the 21-point home-indicator band of Face ID phones in landscape) give
    /// the nearest figure: marked "unsourced" ("?" in the caption) until someone measures it.
    static let guesses: [Entry] = {
        let phone = "Docs/Keyboard.md: a custom keyboard's size plus the home-indicator band, no log; calibrate"
        let pad = "Docs/Keyboard.md: custom keyboards' sizes, no log; calibrate"
        let faceIDLandscape: [(Double, Double, Double)] = [
            (812, 375, 209), (896, 414, 209), (844, 390, 219), (852, 393, 219), (874, 402, 219), (912, 420, 219),
            (926, 428, 219), (932, 430, 219), (956, 440, 219),
        ]
        let pads: [(Double, Double, Double, Double)] = [  // portrait width, height; portrait and landscape heights
            (744, 1133, 318, 404), (810, 1080, 318, 404), (834, 1112, 318, 404), (820, 1180, 314, 398),
            (834, 1194, 318, 404), (834, 1210, 318, 404), (1024, 1366, 384, 476), (1032, 1376, 384, 476),
        ]
        return faceIDLandscape.map { Entry(screenSize: Size(width: $0.0, height: $0.1), value: $0.2, confidence: "unsourced", note: phone) }
            + pads.flatMap { p in [
                Entry(screenSize: Size(width: p.0, height: p.1), value: p.2, confidence: "unsourced", note: pad),
                Entry(screenSize: Size(width: p.1, height: p.0), value: p.3, confidence: "unsourced", note: pad),
            ] }
    }()

    static let unknownNote = "no source gives this keyboard height; give one (a keyboard height, or keyboardHeight in a calibration file)"

    static func height(_ device: DeviceRuleContext, _ orientation: InterfaceOrientation, _ facts: OrientationFacts) -> Sourced<Double?> {
        guard device.idiom != .tv, let entry = entries.first(where: { $0.screenSize == facts.screenSize }) else {
            return Sourced(nil, confidence: "unsourced", note: unknownNote)
        }
        return Sourced(entry.value, confidence: entry.confidence, note: entry.note)
    }
}
