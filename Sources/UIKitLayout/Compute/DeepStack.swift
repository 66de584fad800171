#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Runs a deep recursion on a thread whose stack fits it.
///
/// The engine's passes (and the spec and Interface Builder readers) walk a hierarchy
/// recursively, a few hundred bytes to a few KB of stack per level. `LayoutEngine.maximumDepth`
/// levels fit the 512 KB of a Swift Testing or Dispatch thread in release and debug builds, but
/// not under AddressSanitizer, whose frames are several times larger (found by
/// `Scripts/sanitize.sh address`, issue 14), and a caller's thread may be smaller still. So a
/// hierarchy deeper than `threshold` levels is walked on a thread of its own with `stackSize`
/// bytes of stack (address space reserved, memory touched only as it is used); shallow ones,
/// every real screen, stay on the caller's thread and pay nothing.
package enum DeepStack {
    /// Levels (controllers and views) below which the caller's stack is used.
    package static let threshold = 48
    /// The stack of the thread deeper hierarchies are walked on: room for 256 levels at 64 KB a
    /// level, far more than any build uses.
    package static let stackSize = 16 << 20

    /// `body`'s result, computed on a thread with a `stackSize` stack when `depth` is past the
    /// threshold and on this thread otherwise. The calling thread waits; task-local values do
    /// not cross to the other thread, so `body` binds again any it reads.
    package static func run<R>(depth: Int, _ body: () -> R) -> R {
        guard depth > threshold else { return body() }
        return withoutActuallyEscaping(body) { body in
            var result: R?
            // The thread is joined before this returns, so the closure and `result` outlive it.
            let work = Work { result = body() }
            var attributes = pthread_attr_t()
            pthread_attr_init(&attributes)
            defer { pthread_attr_destroy(&attributes) }
            pthread_attr_setstacksize(&attributes, stackSize)
            let context = Unmanaged.passRetained(work).toOpaque()
            #if canImport(Darwin)
            var thread: pthread_t?
            #else
            var thread = pthread_t()
            #endif
            let started = pthread_create(&thread, &attributes, { context in
                Unmanaged<Work>.fromOpaque(context!).takeRetainedValue().run()
                return nil
            }, context)
            if started == 0 {
                #if canImport(Darwin)
                pthread_join(thread!, nil)
                #else
                pthread_join(thread, nil)
                #endif
            } else {
                // No thread to be had (out of memory or threads): the caller's stack it is.
                Unmanaged<Work>.fromOpaque(context).release()
                work.run()
            }
            return result!
        }
    }

    /// The work handed to the other thread, which runs it while this one waits in `pthread_join`.
    private final class Work {
        let run: () -> Void
        init(_ run: @escaping () -> Void) { self.run = run }
    }
}
