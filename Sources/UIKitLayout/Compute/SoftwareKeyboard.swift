/// The software keyboard a layout is computed with: the environment's `keyboard` axis
/// (LAYOUT-SPEC.md, "The keyboard (additions)"; Docs/Keyboard.md). The keyboard is
/// docked at the bottom of the screen and spans its width; it covers views but changes no safe
/// area, as in UIKit. Only `keyboardLayoutGuide` follows it.
public enum SoftwareKeyboard: Hashable, Sendable, CustomStringConvertible {
    /// No keyboard on screen (the default): every keyboard guide is the safe area's bottom.
    case hidden
    /// The docked keyboard with its suggestion bar, at the catalog's height for the device and
    /// orientation (`DeviceMetrics.keyboardHeight`, which a calibration file can set).
    case shown
    /// A docked keyboard this many points high, from the screen's bottom edge up (a keyboard
    /// without its suggestion bar, another language, a measurement of your own).
    case height(Double)

    /// `hidden`, `shown`, `height 300`: for messages and captions.
    public var description: String {
        switch self {
        case .hidden: "hidden"
        case .shown: "shown"
        case .height(let h): "height \(NumberText.format(h))"
        }
    }
}
