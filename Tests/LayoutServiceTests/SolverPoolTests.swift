import Support
import Foundation
import Testing
@testable import LayoutService
import HTTPServer
import TestSupport

@Test func poolRunsEveryAdmittedJob() {
    let pool = SolverPool(workers: 2, queueCapacity: 100)
    let done = Locked(0)  // a pthread lock: TSan sees its hand-offs, unlike Synchronization.Mutex's
    let group = DispatchGroup()
    for _ in 0..<50 {
        group.enter()
        #expect(pool.submit { done.withLock { $0 += 1 }; group.leave() })
    }
    #expect(group.wait(timeout: .now() + 10) == .success)
    #expect(done.withLock { $0 } == 50)
    pool.stop()
}

@Test func poolRefusesWhenWorkersAndQueueAreFull() {
    let pool = SolverPool(workers: 1, queueCapacity: 2)
    let gate = DispatchSemaphore(value: 0)
    let started = DispatchSemaphore(value: 0)
    #expect(pool.submit { started.signal(); gate.wait() })
    #expect(started.wait(timeout: .now() + 5) == .success)
    #expect(pool.busyWorkers == 1)
    #expect(pool.submit { gate.wait() })
    #expect(pool.submit { gate.wait() })
    #expect(pool.queueDepth == 2)
    #expect(pool.isFull)
    #expect(!pool.submit {})
    for _ in 0..<3 { gate.signal() }
    pool.stop()
    #expect(pool.queueDepth == 0)
}

@Test func aZeroQueueStillUsesIdleWorkers() {
    let pool = SolverPool(workers: 2, queueCapacity: 0)
    let gate = DispatchSemaphore(value: 0)
    #expect(pool.submit { gate.wait() })
    #expect(pool.submit { gate.wait() })
    #expect(!pool.submit {})
    gate.signal()
    gate.signal()
    pool.stop()
}

/// A finished job frees what it captured (in the service: a request body and its responder)
/// while the pool runs on: the queue must not keep a started job until it is next compacted.
@Test func aFinishedJobReleasesWhatItCaptured() {
    final class Payload: Sendable {}
    let pool = SolverPool(workers: 1, queueCapacity: 4)
    let ran = DispatchSemaphore(value: 0)
    weak var watched: Payload?
    do {
        let payload = Payload()
        watched = payload
        #expect(pool.submit { withExtendedLifetime(payload) {}; ran.signal() })
    }
    #expect(ran.wait(timeout: .now() + 5) == .success)
    // The worker drops a job before it takes the next: once a second job has run on the one
    // worker, the first has let its payload go.
    let next = Signal()
    #expect(pool.submit { next.raise() })
    #expect(next.wait())
    #expect(watched == nil)
    pool.stop()
}

/// A request back from a Redis lookup was admitted once: it is queued even when the pool
/// would refuse a new one, and still runs after the pool has stopped.
@Test func aResumedJobIsNeverRefused() {
    let pool = SolverPool(workers: 1, queueCapacity: 0)
    let gate = DispatchSemaphore(value: 0)
    let started = DispatchSemaphore(value: 0)
    #expect(pool.submit { started.signal(); gate.wait() })
    #expect(started.wait(timeout: .now() + 5) == .success)
    #expect(pool.isFull)
    let ran = DispatchSemaphore(value: 0)
    pool.resume { ran.signal() }
    #expect(pool.queueDepth == 1)
    gate.signal()
    #expect(ran.wait(timeout: .now() + 5) == .success)
    pool.stop()
    let inline = Locked(false)
    pool.resume { inline.withLock { $0 = true } }
    #expect(inline.withLock { $0 }, "after stop the job runs on the caller's thread")
}
