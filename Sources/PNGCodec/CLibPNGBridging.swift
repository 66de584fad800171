import CLibPNG

// Small conversions between the C shim's status structs and Swift.

extension clibpng_error {
    static var empty: clibpng_error { clibpng_error() }

    /// The NUL-terminated message buffer as a String.
    var text: String {
        withUnsafeBytes(of: message) { raw in
            let bytes = raw.bindMemory(to: UInt8.self)
            let end = bytes.firstIndex(of: 0) ?? bytes.count
            return String(decoding: bytes[..<end], as: UTF8.self)
        }
    }
}

extension PNGError {
    /// Maps a shim status to the Swift error; `width`/`height` only matter for CLIBPNG_TOO_LARGE.
    init(status: Int32, error: clibpng_error, width: UInt32 = 0, height: UInt32 = 0) {
        switch status {
        case Int32(CLIBPNG_NOT_PNG): self = .notPNG
        case Int32(CLIBPNG_TOO_LARGE): self = .tooLarge(width: Int(width), height: Int(height))
        case Int32(CLIBPNG_UNSUPPORTED): self = .unsupported(error.text)
        case Int32(CLIBPNG_ENCODING): self = .encoding(error.text)
        default: self = .corrupt(error.text)
        }
    }
}

/// Latin-1 bytes (tEXt, zTXt, keywords) as a String: each byte is the code point of the same value.
func latin1String<C: Collection>(_ bytes: C) -> String where C.Element == UInt8 {
    if bytes.allSatisfy({ $0 < 0x80 }) { return String(decoding: bytes, as: UTF8.self) }
    var scalars = String.UnicodeScalarView()
    scalars.append(contentsOf: bytes.lazy.map { Unicode.Scalar($0) })
    return String(scalars)
}
