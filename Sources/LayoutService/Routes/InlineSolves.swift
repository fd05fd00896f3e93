import Support
import HTTPServer
import LayoutEngine
import LayoutPipeline

/// Solves small enough to run on the event loop itself, as a cache hit does. Handing a
/// request to a solver thread costs two wake-ups (the worker's, then the loop's, each a
/// futex and a context switch on both sides): for a document of a few views that is most of
/// what the request costs, more than reading and solving it (issue 49; BENCHMARKS.md). So a
/// small request is answered where it was read, and anything bigger, or anything that may
/// wait (the shared tier), still goes to a worker, which the event loop must never become.
///
/// Only when no other connection of the loop is waiting (`LoopState.othersWaiting`): under
/// load the loop's time is theirs, and a thread's solve lets it read and answer them
/// meanwhile (measured: with 16 connections, solving on the loop cost more CPU per request
/// than handing off, as the loop's rounds batched fewer requests). And the bounds keep a
/// connection that arrives meanwhile waiting no longer than a few cache hits would: a document of at most `documentBytes` has a handful of views, and a warm resize
/// of a structure of at most `warmItems` views and guides moves a system already solved,
/// whether asked by reference or POSTed in full and read by its shape (`RequestShape`).
/// Should one still take longer (a small system can be a hard one), it stops at
/// `deadlineMilliseconds` and goes to a worker, which solves it again under the full
/// deadline, so the loop is never held for long.
enum InlineSolves {
    /// An inline solve past this gives up the loop for a worker.
    static let deadlineMilliseconds = 5
    /// A request body this small is read, solved and answered on the event loop.
    static let documentBytes = 1024
    /// A resize (by reference, or POSTed and read by its shape) of a structure with at most
    /// this many views and guides, whose warm system is idle, is solved on the event loop.
    static let warmItems = 128
}

extension LayoutService {
    /// A request's answer made on the event loop: from memory, else laid out here. Never
    /// asks the shared tier (which waits on the network): callers use it only without one.
    /// Nil when the work is not small after all: with `warmOnly`, a structure that would be
    /// built cold; any solve past `InlineSolves.deadlineMilliseconds`.
    func answerNow(_ request: ScannedRequest, pipeline: Pipeline, started: UInt64, warmOnly: Bool = false) -> HTTPResponse? {
        let inlineIsTheDeadline = InlineSolves.deadlineMilliseconds < configuration.solveTimeoutMilliseconds
        let deadline = Deadline.after(milliseconds: min(InlineSolves.deadlineMilliseconds, configuration.solveTimeoutMilliseconds))
        do throws(Problem) {
            if let answer = try pipeline.cachedAnswer(request) {
                return answerResponse(answer, hash: request.hash, status: .hit)
            }
            let made = warmOnly ? try pipeline.makeIfWarm(.answer, of: request, deadline: deadline)
                : try pipeline.make(.answer, of: request, deadline: deadline)
            guard let bytes = made else { return nil }
            metrics.recordSolve(seconds: Double(Deadline.now() - started) / 1e9)
            return answerResponse(bytes, hash: request.hash, status: .miss)
        } catch {
            if error.kind == .solveTimeout && inlineIsTheDeadline { return nil }
            return solveProblem(error)
        }
    }

    /// A small POSTed document answered on the event loop, or a resize POSTed in full of a
    /// small structure whose warm system is idle (read by its shape: only its sizes, as a
    /// resize by reference is); nil when it is neither, a shared tier may hold its answer,
    /// or its solve took too long for the loop (`answerNow`): a worker then answers it.
    func answeredInline(_ body: [UInt8], pipeline: Pipeline, caches: ScopedCaches) -> HTTPResponse? {
        guard !caches.hasSharedTier else { return nil }
        let started = Deadline.now()
        guard body.count <= InlineSolves.documentBytes else {
            // The same bounds as a resize by reference's: a warm system of a structure of at
            // most `warmItems` views and guides. A bigger body is never read in full here.
            guard let shaped = pipeline.scanByShape(body),
                  shaped.itemCount.map({ $0 <= InlineSolves.warmItems }) == true else { return nil }
            return answerNow(shaped, pipeline: pipeline, started: started, warmOnly: true)
        }
        do throws(Problem) {
            return answerNow(try pipeline.scan(body), pipeline: pipeline, started: started)
        } catch {
            return solveProblem(error)
        }
    }
}
