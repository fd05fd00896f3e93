import Support

/// A fact one thread makes true and another waits for: a handler has started, a worker is
/// done. Tests wait on it (a condition variable) instead of sleeping for a time that is
/// usually long enough, so they are neither slow nor flaky on a loaded machine.
package final class Signal: @unchecked Sendable {
    private let condition = Condition()
    private var raised = false

    package init() {}

    /// Makes the fact true and wakes every waiter.
    package func raise() {
        condition.withLock {
            raised = true
            condition.broadcast()
        }
    }

    /// Whether it has been raised.
    package var isRaised: Bool { condition.withLock { raised } }

    /// Waits until it is raised; false when `seconds` pass first.
    @discardableResult
    package func wait(seconds: Double = 5) -> Bool {
        let deadline = MonotonicClock.now() + UInt64(seconds * 1e9)
        condition.lock()
        defer { condition.unlock() }
        while !raised {
            let now = MonotonicClock.now()
            guard now < deadline else { return false }
            _ = condition.wait(seconds: Double(deadline - now) / 1e9)
        }
        return true
    }
}
