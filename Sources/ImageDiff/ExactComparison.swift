#if canImport(Darwin)
import Darwin
#elseif canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif
import RasterImage

extension ImageDiff {
    /// Byte equality at memory speed (sizes and pixels). libc's memcmp is vectorised and stops
    /// at the first difference; nothing written here beats it for a full read.
    public static func exactlyEqual(_ a: Image, _ b: Image) -> Bool {
        guard a.width == b.width, a.height == b.height else { return false }
        return a.pixels.withUnsafeBytes { ra in
            b.pixels.withUnsafeBytes { rb in
                guard ra.count == rb.count else { return false }
                if ra.count == 0 { return true }
                // The same buffer (an image compared with itself or an unmodified copy): equal
                // without reading it.
                if ra.baseAddress == rb.baseAddress { return true }
                return memcmp(ra.baseAddress!, rb.baseAddress!, ra.count) == 0
            }
        }
    }
}
