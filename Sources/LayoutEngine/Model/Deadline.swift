import Support

/// A point on the monotonic clock after which a solve is abandoned (`--solve-timeout-ms`).
public struct Deadline: Sendable, Equatable {
    /// The monotonic-clock reading (`now()`) at which the deadline passes.
    public var nanoseconds: UInt64

    /// A deadline at the monotonic-clock reading `nanoseconds`.
    public init(nanoseconds: UInt64) {
        self.nanoseconds = nanoseconds
    }

    /// The deadline `milliseconds` from now (a negative count means now).
    public static func after(milliseconds: Int) -> Deadline {
        Deadline(nanoseconds: now() &+ UInt64(max(0, milliseconds)) &* 1_000_000)
    }

    /// A deadline that never passes.
    public static let never = Deadline(nanoseconds: .max)

    /// Whether the clock has reached the deadline; checked before each layout and while solving.
    public var hasPassed: Bool { self != .never && Deadline.now() >= nanoseconds }

    /// The monotonic clock in nanoseconds.
    public static func now() -> UInt64 {
        MonotonicClock.now()
    }
}
