import Support
import HTTPServer
import LayoutDocument
import LayoutEngine
import LayoutPipeline

/// POST /v1/layout and GET, HEAD /v1/layout/{hash} (docs/requests.md): a document's answer,
/// from the cheapest place that has it. A body seen before is answered on the event loop
/// (`repeatedLayout`); anything else is scanned and hashed on a solver worker, looked up in
/// memory, then in Redis (on the Redis queue, never a solver thread), and else laid out.
extension LayoutService {
    /// POST /v1/layout, on a handler queue: the policy's checks, the picture when the client
    /// prefers SVG or PNG, else the answer (`answerLayout`).
    func layout(_ request: HTTPRequest, respond: @escaping Responder) {
        guard let scope = admitted(request, .layout, else: respond) else { return }
        guard let representation = RepresentationOffer.layout.preferred(accept: request.headers[.accept]) else {
            return respond(RepresentationOffer.layout.notAcceptable)
        }
        // Before the body index, which finds JSON answers only.
        if let format = representation.pictureFormat {
            return submit(respond) { [self] in respond(picture(request.body, scope: scope, as: format)) }
        }

        let caches = caches(scope: scope)
        let pipeline = pipeline(caches)
        if let (hash, answer) = pipeline.repeatedAnswer(request.body) {
            return respond(answerResponse(gzipping(answer, hash: hash, in: caches, for: request), hash: hash, status: .hit))
        }
        submit(respond) { [self] in
            answerLayout(request.body, pipeline: pipeline, respond: respond)
        }
    }

    /// POST /v1/layout on the event loop: the policy's checks and a body seen before are
    /// answered at once; a solve (or a picture) goes from here straight to a solver thread.
    /// Only a repeated answer whose gzip is still to be made goes to `layout` on a handler
    /// queue, which makes it once.
    func layoutOnLoop(_ request: HTTPRequest, loop: LoopState, responder: () -> Responder) -> LoopOutcome {
        let scope: Int
        switch admit(request, .layout) {
        case .success(let s): scope = s
        case .failure(let refusal): return .answer(refusal.response)
        }
        guard let representation = RepresentationOffer.layout.preferred(accept: request.headers[.accept]) else {
            return .answer(RepresentationOffer.layout.notAcceptable)
        }
        // Before the body index, which finds JSON answers only.
        if let format = representation.pictureFormat {
            let respond = responder()
            submit(respond) { [self] in respond(picture(request.body, scope: scope, as: format)) }
            return .pending
        }
        let caches = caches(scope: scope)
        let pipeline = pipeline(caches)
        if let (hash, answer) = pipeline.repeatedAnswer(request.body) {
            if answer.gzipped == nil && wantsGzip(answer, request) { return .handOff }
            return .answer(answerResponse(answer, hash: hash, status: .hit))
        }
        if !loop.othersWaiting, let answer = answeredInline(request.body, pipeline: pipeline, caches: caches) {
            // A small answer made here: its gzip, if the client takes it, is the server's.
            return .answer(answer)
        }
        let respond = responder()
        submit(respond) { [self] in
            answerLayout(request.body, pipeline: pipeline, respond: respond)
        }
        return .pending
    }

    /// Runs on a pool worker: scan and hash, look the hash up in memory, then in Redis (on
    /// the Redis queue, so no solver thread waits on the network), else lay the document
    /// out on a worker again. The model is decoded only when the answer is not cached, and
    /// only in part (sizes and hit-test input) when a warm system of the same structure is
    /// idle.
    func answerLayout(_ body: [UInt8], pipeline: Pipeline, respond: @escaping Responder) {
        let started = Deadline.now()
        let request: ScannedRequest
        do {
            request = try pipeline.scan(body)
        } catch {
            return respond(solveProblem(error))
        }
        answerLayout(request, pipeline: pipeline, started: started, respond: respond)
    }

    /// `answerLayout` from the hash on: a request read already (or a held structure at new
    /// sizes, `StructureRoutes`).
    func answerLayout(_ request: ScannedRequest, pipeline: Pipeline, started: UInt64, respond: @escaping Responder) {
        let deadline = Deadline.after(milliseconds: configuration.solveTimeoutMilliseconds)
        do {
            if let answer = try pipeline.cachedAnswer(request) {
                return respond(answerResponse(answer, hash: request.hash, status: .hit))
            }
        } catch {
            return respond(solveProblem(error))
        }
        let solve: @Sendable () -> Void = { [self] in
            do throws(Problem) {
                let bytes = try pipeline.make(.answer, of: request, deadline: deadline)
                metrics.recordSolve(seconds: Double(Deadline.now() - started) / 1e9)
                respond(answerResponse(bytes, hash: request.hash, status: .miss))
            } catch {
                respond(solveProblem(error))
            }
        }
        guard redis != nil else { return solve() }
        redisReads.async { [self] in
            do throws(Problem) {
                guard let answer = try pipeline.sharedAnswer(request) else {
                    // Admitted once already: back on a worker without a second admission.
                    return pool.resume(solve)
                }
                respond(answerResponse(answer, hash: request.hash, status: .hitRedis))
            } catch {
                respond(solveProblem(error))
            }
        }
    }

    /// GET /v1/layout/{hash}: the answer, a 304, or a refusal. nil when the answer is not in
    /// memory and Redis, not asked (`onEventLoop`: the event loop must not wait on the
    /// network), might hold it, or when its gzip is still to be made; the route then asks
    /// again on a thread.
    func cachedLayout(_ request: HTTPRequest, hash: String, onEventLoop: Bool) -> HTTPResponse? {
        // The cache holds JSON only, so an Accept that rules JSON out cannot be served,
        // even by an SVG-accepting client: it would get the wrong representation.
        let scope: Int
        switch admit(request, .cachedLayout) {
        case .success(let s): scope = s
        case .failure(let refusal): return refusal.response
        }
        // Still a 404 (docs/server.md#routes), but one that says the hash cannot be right, so
        // the client fixes its URL instead of re-posting the document.
        guard let parsed = LayoutHash(parsing: hash) else {
            return Responses.problem(
                status: .notFound, slug: "not-cached", title: "Not cached",
                detail: "\(hash) is not a layout hash: a hash is sha256: followed by 64 lowercase hex digits, "
                    + "as in an answer's hash member.")
        }
        let caches = caches(scope: scope)
        var status = CacheStatus.hit
        // The event loop's lookup is the one counted; the thread's repeats it.
        var found = onEventLoop ? caches.answer(hash: parsed) : caches.heldAnswer(.layout(parsed))
        if found == nil, caches.hasSharedTier {
            guard !onEventLoop else { return nil }
            if let shared = caches.sharedAnswer(hash: parsed) {
                found = CachedAnswer(bytes: shared)
                status = .hitRedis
            }
        }
        guard let answer = found else { return notCached(hash) }
        let tag = Responses.entityTag(parsed)
        if Responses.ifNoneMatch(request.headers[.ifNoneMatch], matches: tag) {
            var response = HTTPResponse(status: .notModified)
            response.headers.set("ETag", tag)
            response.headers.set("X-Cache", status.rawValue)
            return response
        }
        if answer.gzipped == nil && onEventLoop && wantsGzip(answer, request) {
            return nil  // the gzip is made once, on a thread
        }
        return answerResponse(gzipping(answer, hash: parsed, in: caches, for: request), hash: parsed, status: status)
    }

    func notCached(_ hash: String) -> HTTPResponse {
        Responses.problem(
            status: .notFound, slug: "not-cached", title: "Not cached",
            detail: "No answer with hash \(hash) is cached here; POST the document to /v1/layout.")
    }
}
