import Support

/// A point on the monotonic clock after which a solve is abandoned (`--solve-timeout-ms`).
package struct Deadline: Sendable, Equatable {
    /// The monotonic-clock reading (`now()`) at which the deadline passes.
    package var nanoseconds: UInt64

    /// A deadline at the monotonic-clock reading `nanoseconds`.
    package init(nanoseconds: UInt64) {
        self.nanoseconds = nanoseconds
    }

    /// The deadline `milliseconds` from now (a negative count means now).
    package static func after(milliseconds: Int) -> Deadline {
        Deadline(nanoseconds: now() &+ UInt64(max(0, milliseconds)) &* 1_000_000)
    }

    /// A deadline that never passes.
    package static let never = Deadline(nanoseconds: .max)

    /// Whether the clock has reached the deadline; checked before each layout and while solving.
    package var hasPassed: Bool { self != .never && Deadline.now() >= nanoseconds }

    /// The monotonic clock in nanoseconds.
    package static func now() -> UInt64 {
        MonotonicClock.now()
    }
}
