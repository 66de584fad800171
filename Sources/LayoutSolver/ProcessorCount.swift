#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// The processors online, for the solver's worker count (at least 1, at most 8: a layout's
/// biggest parts are few, and each worker keeps a copy of the values).
package enum ProcessorCount {
    package static let online: Int = {
        #if canImport(Glibc) || canImport(Musl) || canImport(Darwin)
        let n = Int(sysconf(Int32(_SC_NPROCESSORS_ONLN)))
        #else
        let n = 1
        #endif
        return max(1, min(n, 8))
    }()
}
