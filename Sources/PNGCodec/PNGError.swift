/// Why a PNG could not be read or written. Every failure of libpng or zlib ends up here: none of
/// them can crash the process or unwind through Swift.
public enum PNGError: Error, Sendable, Equatable, CustomStringConvertible {
    /// The data does not start with the PNG signature.
    case notPNG
    /// The header declares a size over the caller's `PNGLimits`; nothing image-sized was allocated.
    case tooLarge(width: Int, height: Int)
    /// The data is a damaged or invalid PNG; the message is libpng's or zlib's.
    case corrupt(String)
    /// A valid PNG this codec cannot hold (for example, out of memory).
    case unsupported(String)
    /// The image or its text cannot be written as PNG.
    case encoding(String)

    public var description: String {
        switch self {
        case .notPNG: "not a PNG file (the signature is missing)"
        case let .tooLarge(width, height): "PNG is \(width) × \(height) pixels, over the decoding limits"
        case let .corrupt(message): "corrupt PNG: \(message)"
        case let .unsupported(message): "unsupported PNG: \(message)"
        case let .encoding(message): "cannot encode PNG: \(message)"
        }
    }
}
