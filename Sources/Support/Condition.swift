#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A pthread mutex with one condition variable: for threads that sleep until another
/// changes shared state (the solver pool's workers). Foundation's `NSCondition` does the
/// same, but would bring Foundation into the service for one type.
///
/// `wait()` may return spuriously, so callers wait in a loop on their own predicate.
package final class Condition: @unchecked Sendable {
    @usableFromInline let mutex: UnsafeMutablePointer<pthread_mutex_t>
    @usableFromInline let condition: UnsafeMutablePointer<pthread_cond_t>

    /// An unlocked condition.
    package init() {
        mutex = .allocate(capacity: 1)
        condition = .allocate(capacity: 1)
        pthread_mutex_init(mutex, nil)
        pthread_cond_init(condition, nil)
    }

    deinit {
        pthread_cond_destroy(condition)
        pthread_mutex_destroy(mutex)
        condition.deallocate()
        mutex.deallocate()
    }

    /// Takes the mutex, waiting for it if another thread holds it.
    @inlinable @inline(__always)
    package func lock() { pthread_mutex_lock(mutex) }

    /// Releases the mutex; the caller must hold it.
    @inlinable @inline(__always)
    package func unlock() { pthread_mutex_unlock(mutex) }

    /// Releases the mutex and sleeps until signalled, then takes the mutex again. The caller
    /// must hold it.
    @inlinable @inline(__always)
    package func wait() { pthread_cond_wait(condition, mutex) }

    /// `wait()`, but for at most `seconds`: false when the time ran out first. Spurious
    /// wake-ups return true too, so callers still loop on their own predicate.
    package func wait(seconds: Double) -> Bool {
        var deadline = timespec()
        clock_gettime(CLOCK_REALTIME, &deadline)  // the clock pthread_cond_timedwait counts by default
        let nanoseconds = Int(deadline.tv_nsec) + Int(seconds * 1e9)
        deadline.tv_sec += nanoseconds / 1_000_000_000
        deadline.tv_nsec = nanoseconds % 1_000_000_000
        return pthread_cond_timedwait(condition, mutex, &deadline) == 0
    }

    /// Wakes one waiting thread, if any.
    @inlinable @inline(__always)
    package func signal() { pthread_cond_signal(condition) }

    /// Wakes every waiting thread.
    @inlinable @inline(__always)
    package func broadcast() { pthread_cond_broadcast(condition) }

    /// Runs `body` holding the mutex.
    /// - Throws: whatever `body` throws, after the mutex is released.
    @inlinable @inline(__always)
    package func withLock<R>(_ body: () throws -> R) rethrows -> R {
        pthread_mutex_lock(mutex)
        defer { pthread_mutex_unlock(mutex) }
        return try body()
    }
}
