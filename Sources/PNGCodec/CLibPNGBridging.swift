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
/// Concrete and by index: a verify reads each reference's text chunks, and a debug build (every
/// test's) runs a generic `allSatisfy` and its closure once per byte.
func latin1String(_ bytes: ArraySlice<UInt8>) -> String {
    var ascii = true
    for k in bytes.indices where bytes[k] >= 0x80 {
        ascii = false
        break
    }
    if ascii { return String(decoding: bytes, as: UTF8.self) }
    var scalars = String.UnicodeScalarView()
    for k in bytes.indices { scalars.append(Unicode.Scalar(bytes[k])) }
    return String(scalars)
}
