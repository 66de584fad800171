#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Runs a test's body on a thread with a small stack (a quarter of the 512 KB Swift Testing and
/// Dispatch threads have), so a recursion that would need a deep stack overflows here, in every
/// build, rather than only under AddressSanitizer's larger frames.
public enum SmallStack {
    public static let bytes = 128 << 10

    public static func run<R>(_ body: () -> R) -> R {
        withoutActuallyEscaping(body) { body in
            var result: R?
            let work = Work { result = body() }
            var attributes = pthread_attr_t()
            pthread_attr_init(&attributes)
            defer { pthread_attr_destroy(&attributes) }
            pthread_attr_setstacksize(&attributes, bytes)
            #if canImport(Darwin)
            var thread: pthread_t?
            #else
            var thread = pthread_t()
            #endif
            let context = Unmanaged.passRetained(work).toOpaque()
            let started = pthread_create(&thread, &attributes, { context in
                Unmanaged<Work>.fromOpaque(context!).takeRetainedValue().run()
                return nil
            }, context)
            precondition(started == 0, "no thread for the test (\(started))")
            #if canImport(Darwin)
            pthread_join(thread!, nil)
            #else
            pthread_join(thread, nil)
            #endif
            return result!
        }
    }

    private final class Work {
        let run: () -> Void
        init(_ run: @escaping () -> Void) { self.run = run }
    }
}
