#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A point on the monotonic clock after which a solve is abandoned (`--solve-timeout-ms`).
public struct Deadline: Sendable, Equatable {
    public var nanoseconds: UInt64

    public init(nanoseconds: UInt64) {
        self.nanoseconds = nanoseconds
    }

    public static func after(milliseconds: Int) -> Deadline {
        Deadline(nanoseconds: now() &+ UInt64(max(0, milliseconds)) &* 1_000_000)
    }

    public static let never = Deadline(nanoseconds: .max)

    public var hasPassed: Bool { self != .never && Deadline.now() >= nanoseconds }

    public static func now() -> UInt64 {
        var ts = timespec()
        clock_gettime(CLOCK_MONOTONIC, &ts)
        return UInt64(ts.tv_sec) &* 1_000_000_000 &+ UInt64(ts.tv_nsec)
    }
}
