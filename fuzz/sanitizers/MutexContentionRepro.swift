// Not part of any build: the TSan false positive that fuzz/sanitizers/tsan.supp explains.
// Four threads add 1 under one Synchronization.Mutex; the total is exact, yet TSan on Linux
// reports the guarded Int as raced, because the contended hand-off is a futex it cannot see.
import Synchronization
import Dispatch
func run() {
    let done = Mutex(0)
    DispatchQueue.concurrentPerform(iterations: 4) { _ in
        for _ in 0..<200_000 { done.withLock { $0 += 1 } }
    }
    print(done.withLock { $0 })
}
run()
