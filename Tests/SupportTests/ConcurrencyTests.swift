import Testing
import Support

/// `Locked`, `Condition`, `DetachedThread` and `MonotonicClock` together: threads hand work
/// over under the condition and count under the lock.
@Suite struct ConcurrencyTests {
    final class Handoff: @unchecked Sendable {
        let condition = Condition()
        var finished = 0
    }

    @Test func threadsCountUnderTheLockAndWakeTheWaiter() throws {
        let counter = Locked(0)
        let handoff = Handoff()
        let threads = 4, increments = 10_000
        for index in 0..<threads {
            try DetachedThread.start(name: "support-test-\(index)-with-a-long-name", stackSize: 1 << 20) {
                for _ in 0..<increments { counter.withLock { $0 += 1 } }
                handoff.condition.withLock {
                    handoff.finished += 1
                    handoff.condition.broadcast()
                }
            }
        }
        handoff.condition.lock()
        while handoff.finished < threads { handoff.condition.wait() }
        handoff.condition.unlock()
        #expect(counter.withLock { $0 } == threads * increments)
    }

    @Test func voidLockRunsItsBody() {
        let lock = Locked<Void>()
        #expect(lock.withLock { 42 } == 42)
    }

    @Test func clockIsMonotonicAndSecondsConvert() {
        let first = MonotonicClock.now()
        let second = MonotonicClock.now()
        #expect(second >= first)
        #expect(MonotonicClock.nanoseconds(seconds: 1.5) == 1_500_000_000)
        #expect(MonotonicClock.nanoseconds(seconds: 0) == 0)
        #expect(MonotonicClock.nanoseconds(seconds: -3) == 0)
        #expect(MonotonicClock.nanoseconds(seconds: .nan) == 0)
        #expect(MonotonicClock.nanoseconds(seconds: .infinity) == .max)
    }
}
