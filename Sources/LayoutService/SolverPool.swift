import Support

/// A fixed set of worker threads fed by a bounded queue. Solves never run on the HTTP
/// event loop, and when every worker is busy and the queue is full a request is turned
/// away at once (503 + Retry-After) instead of piling up.
package final class SolverPool: @unchecked Sendable {
    /// One request's work, run once on a worker.
    package typealias Job = @Sendable () -> Void

    /// Worker threads (at least 1).
    package let workerCount: Int
    /// Jobs that may wait for a worker.
    package let queueCapacity: Int

    private let condition = Condition()
    /// Admitted jobs from `head` on; a started job's slot is emptied at once, so what it
    /// captured (a request's body, its connection's responder) is freed when it finishes,
    /// not when the array is next compacted (up to 64 jobs later).
    private var waiting: [Job?] = []
    private var head = 0
    private var busy = 0
    private var stopping = false
    private var running = 0

    /// Starts `workers` threads (at least 1) that run submitted jobs in order.
    package init(workers: Int, queueCapacity: Int) {
        self.workerCount = max(1, workers)
        self.queueCapacity = max(0, queueCapacity)
        for index in 0..<workerCount {
            running += 1
            do {
                // Deep constraint systems are solved iteratively, but give parsing room anyway.
                try DetachedThread.start(name: "layoutd-solver-\(index)", stackSize: 8 << 20) { [self] in work() }
            } catch {
                // Admission counts on `workerCount` threads; a pool short of them would admit
                // requests nobody runs, so a process that cannot start them stops here.
                fatalError("solver thread \(index) could not be started (errno \(error.code))")
            }
        }
    }

    /// Queues `job`, or returns false when the pool cannot take it now.
    package func submit(_ job: @escaping Job) -> Bool {
        condition.lock()
        defer { condition.unlock() }
        let queued = waiting.count - head
        let idle = workerCount - busy - queued
        guard !stopping, queued < queueCapacity || idle > 0 else { return false }
        waiting.append(job)
        condition.signal()
        return true
    }

    /// Queues the rest of a request that was admitted once and left the workers only to
    /// wait on I/O (a Redis lookup): never refused, so an admitted request is always
    /// answered. Once the pool is stopping it runs on the caller's thread instead.
    package func resume(_ job: @escaping Job) {
        condition.lock()
        if stopping {
            condition.unlock()
            return job()
        }
        waiting.append(job)
        condition.signal()
        condition.unlock()
    }

    /// Jobs admitted but not started.
    package var queueDepth: Int {
        condition.lock()
        defer { condition.unlock() }
        return waiting.count - head
    }

    /// Workers running a job now.
    package var busyWorkers: Int {
        condition.lock()
        defer { condition.unlock() }
        return busy
    }

    /// True when the next `submit` would be refused.
    package var isFull: Bool {
        condition.lock()
        defer { condition.unlock() }
        let queued = waiting.count - head
        return queued >= queueCapacity && workerCount - busy - queued <= 0
    }

    /// Lets queued jobs finish, then ends the threads. Blocks until they are gone.
    package func stop() {
        condition.lock()
        stopping = true
        condition.broadcast()
        while running > 0 { condition.wait() }
        condition.unlock()
    }

    private func work() {
        condition.lock()
        while true {
            while head == waiting.count && !stopping { condition.wait() }
            if head == waiting.count && stopping { break }
            let job = waiting[head]
            waiting[head] = nil
            head += 1
            if head > 64 && head * 2 > waiting.count {
                waiting.removeFirst(head)
                head = 0
            }
            busy += 1
            condition.unlock()
            job?()
            condition.lock()
            busy -= 1
        }
        running -= 1
        condition.broadcast()
        condition.unlock()
    }
}
