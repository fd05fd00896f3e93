import CLinux
#if canImport(Glibc)
import Glibc
#endif

/// Starts a detached pthread: the solver pool's workers, without Foundation's `Thread`.
package enum DetachedThread {
    /// Why a thread could not be started: the `errno` of `pthread_create`.
    package struct StartFailure: Error, Equatable {
        package var code: Int32
    }

    /// Runs `body` on a new detached thread of `stackSize` bytes, named `name` (cut to the 15
    /// bytes Linux keeps) for debuggers and `top -H`.
    /// - Throws: `StartFailure` when the system refuses another thread.
    package static func start(name: String, stackSize: Int, _ body: @escaping @Sendable () -> Void) throws(StartFailure) {
        final class Box: @unchecked Sendable {
            let name: [CChar]
            let body: @Sendable () -> Void
            init(name: [CChar], body: @escaping @Sendable () -> Void) {
                self.name = name
                self.body = body
            }
        }
        var attributes = pthread_attr_t()
        pthread_attr_init(&attributes)
        defer { pthread_attr_destroy(&attributes) }
        pthread_attr_setstacksize(&attributes, stackSize)
        pthread_attr_setdetachstate(&attributes, Int32(PTHREAD_CREATE_DETACHED))
        let cName = Array(name.utf8.prefix(15)).map { CChar(bitPattern: $0) } + [0]
        let box = Unmanaged.passRetained(Box(name: cName, body: body)).toOpaque()
        var thread = pthread_t()
        let status = pthread_create(&thread, &attributes, { raw in
            guard let raw else { return nil }
            let box = Unmanaged<Box>.fromOpaque(raw).takeRetainedValue()
            _ = box.name.withUnsafeBufferPointer { name in name.baseAddress.map { pthread_setname_np(pthread_self(), $0) } }
            box.body()
            return nil
        }, box)
        if status != 0 {
            Unmanaged<Box>.fromOpaque(box).release()
            throw StartFailure(code: status)
        }
    }
}
