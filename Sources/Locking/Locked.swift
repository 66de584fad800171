#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// A value shared between threads behind a pthread mutex.
///
/// In place of Synchronization's `Mutex`: on Linux that one waits with raw futex calls inside the
/// standard library, which ThreadSanitizer cannot see, so `Scripts/sanitize.sh thread` reported
/// every access it guards as a data race (issue 14; reproduced with four threads incrementing a
/// `Mutex<[Int: Int]>`). ThreadSanitizer intercepts `pthread_mutex_lock`, so with this lock a
/// report is a real race. Uncontended, both cost the same one atomic instruction each way.
package final class Locked<Value>: @unchecked Sendable {
    // Usable from inline code: `withLock` is inlined into the modules that call it, so its
    // generic body is specialised there rather than run through witness tables.
    @usableFromInline var value: Value
    @usableFromInline let mutex = UnsafeMutablePointer<pthread_mutex_t>.allocate(capacity: 1)

    package init(_ value: Value) {
        self.value = value
        pthread_mutex_init(mutex, nil)
    }

    deinit {
        pthread_mutex_destroy(mutex)
        mutex.deallocate()
    }

    @inlinable
    package func withLock<R, E: Error>(_ body: (inout Value) throws(E) -> R) throws(E) -> R {
        pthread_mutex_lock(mutex)
        defer { pthread_mutex_unlock(mutex) }
        return try body(&value)
    }
}
