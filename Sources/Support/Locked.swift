#if canImport(Glibc)
import Glibc
#endif

/// A value behind a pthread mutex: the one lock of the server and the service. Used instead of
/// `Synchronization.Mutex`, which spins in its slow path under contention (a large share of
/// the server's CPU in `perf`: BENCHMARKS.md, Service) and whose hand-offs ThreadSanitizer
/// cannot see on Linux.
///
/// `Locked<Void>()` is a plain lock around state kept elsewhere.
package final class Locked<Value>: @unchecked Sendable {
    @usableFromInline var value: Value
    @usableFromInline let mutex: UnsafeMutablePointer<pthread_mutex_t>

    /// A lock guarding `value`.
    package init(_ value: Value) {
        self.value = value
        mutex = .allocate(capacity: 1)
        pthread_mutex_init(mutex, nil)
    }

    deinit {
        pthread_mutex_destroy(mutex)
        mutex.deallocate()
    }

    /// Runs `body` on the guarded value while holding the lock, and returns what it returns.
    /// - Throws: whatever `body` throws, after the lock is released.
    @inlinable @inline(__always)
    package func withLock<R>(_ body: (inout Value) throws -> R) rethrows -> R {
        pthread_mutex_lock(mutex)
        defer { pthread_mutex_unlock(mutex) }
        return try body(&value)
    }
}

extension Locked where Value == Void {
    /// A lock around state kept outside it.
    package convenience init() {
        self.init(())
    }

    /// Runs `body` while holding the lock, and returns what it returns.
    /// - Throws: whatever `body` throws, after the lock is released.
    @inlinable @inline(__always)
    package func withLock<R>(_ body: () throws -> R) rethrows -> R {
        pthread_mutex_lock(mutex)
        defer { pthread_mutex_unlock(mutex) }
        return try body()
    }
}
