#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The one monotonic clock every layer reads (solve deadlines, connection timeouts, request
/// durations), in nanoseconds: wall-clock steps never move a deadline.
package enum MonotonicClock {
    /// Nanoseconds since an arbitrary fixed point.
    @inlinable @inline(__always)
    package static func now() -> UInt64 {
        var ts = timespec()
        clock_gettime(CLOCK_MONOTONIC, &ts)
        return UInt64(ts.tv_sec) &* 1_000_000_000 &+ UInt64(ts.tv_nsec)
    }

    /// `seconds` as nanoseconds for deadlines; 0 for zero, negative or NaN spans, and
    /// `UInt64.max` for spans too long to count (a deadline that never passes).
    package static func nanoseconds(seconds: Double) -> UInt64 {
        guard seconds > 0 else { return 0 }
        let value = seconds * 1_000_000_000
        return value >= 18_446_744_073_709_549_568 ? .max : UInt64(value)
    }
}
