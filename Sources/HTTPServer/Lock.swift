import Glibc

/// A pthread mutex. Used instead of `Synchronization.Mutex`, whose hand-offs ThreadSanitizer
/// cannot see on Linux.
final class Lock: @unchecked Sendable {
    private let mutex: UnsafeMutablePointer<pthread_mutex_t>

    init() {
        mutex = .allocate(capacity: 1)
        pthread_mutex_init(mutex, nil)
    }

    deinit {
        pthread_mutex_destroy(mutex)
        mutex.deallocate()
    }

    @inline(__always)
    func withLock<T>(_ body: () throws -> T) rethrows -> T {
        pthread_mutex_lock(mutex)
        defer { pthread_mutex_unlock(mutex) }
        return try body()
    }
}

/// Monotonic nanoseconds, for deadlines.
@inline(__always) func monotonicNanoseconds() -> UInt64 {
    var now = timespec()
    clock_gettime(CLOCK_MONOTONIC, &now)
    return UInt64(now.tv_sec) * 1_000_000_000 + UInt64(now.tv_nsec)
}

func nanoseconds(_ seconds: Double) -> UInt64 {
    seconds <= 0 ? 0 : UInt64(seconds * 1_000_000_000)
}
