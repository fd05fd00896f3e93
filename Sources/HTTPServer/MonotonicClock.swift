import Glibc

/// Monotonic nanoseconds, for deadlines.
@inline(__always) func monotonicNanoseconds() -> UInt64 {
    var now = timespec()
    clock_gettime(CLOCK_MONOTONIC, &now)
    return UInt64(now.tv_sec) * 1_000_000_000 + UInt64(now.tv_nsec)
}

/// `seconds` as nanoseconds for deadlines; 0 for zero or negative spans.
func nanoseconds(_ seconds: Double) -> UInt64 {
    seconds <= 0 ? 0 : UInt64(seconds * 1_000_000_000)
}
