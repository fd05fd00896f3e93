#if canImport(Glibc)
import Glibc
#endif

/// A value behind a pthread mutex. Used instead of Synchronization.Mutex, which spun in its
/// slow path under contention here (a quarter of a cache hit's CPU in `perf`) and whose
/// hand-offs ThreadSanitizer cannot see on Linux.
final class Locked<Value>: @unchecked Sendable {
    private var value: Value
    private let mutex: UnsafeMutablePointer<pthread_mutex_t>

    init(_ value: Value) {
        self.value = value
        mutex = .allocate(capacity: 1)
        pthread_mutex_init(mutex, nil)
    }

    deinit {
        pthread_mutex_destroy(mutex)
        mutex.deallocate()
    }

    @inline(__always)
    func withLock<R>(_ body: (inout Value) throws -> R) rethrows -> R {
        pthread_mutex_lock(mutex)
        defer { pthread_mutex_unlock(mutex) }
        return try body(&value)
    }
}

/// Spreads hot, rarely-read state over several locks, one chosen by the calling thread, so
/// threads recording at once seldom wait for each other.
enum ThreadShard {
    static func index(count: Int) -> Int {
        let id = UInt(bitPattern: Int(bitPattern: pthread_self()))
        // Thread ids are addresses of thread control blocks: drop the aligned low bits.
        return Int((id >> 12) % UInt(count))
    }
}
