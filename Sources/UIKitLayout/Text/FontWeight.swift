/// `UIFont.Weight`, by UIKit's names. The engine measures text with Inter (the open font closest to
/// San Francisco, Debian's fonts-inter), whose nine static weights map one to one, in order:
/// Thin, ExtraLight, Light, Regular, Medium, SemiBold, Bold, ExtraBold, Black.
public enum FontWeight: String, Sendable, Hashable, CaseIterable, Codable {
    case ultraLight, thin, light, regular, medium, semibold, bold, heavy, black

    /// UIKit's `UIFont.Weight` raw value (UIFont.h: -0.8 … 0.62), for ordering and for specs
    /// that give a number.
    public var value: Double {
        switch self {
        case .ultraLight: -0.8
        case .thin: -0.6
        case .light: -0.4
        case .regular: 0
        case .medium: 0.23
        case .semibold: 0.3
        case .bold: 0.4
        case .heavy: 0.56
        case .black: 0.62
        }
    }
}
