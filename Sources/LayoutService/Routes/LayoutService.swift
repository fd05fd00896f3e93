import Support
import Dispatch
import HTTPServer
import LayoutDocument
import LayoutEngine
import LayoutPipeline
import Typesetting

/// The routes of docs/server.md#routes on top of the engine: admission to the solver pool,
/// caching by hierarchy hash, authorisation, CORS and metrics.
package final class LayoutService: Sendable {
    /// What it was started with.
    package let configuration: ServiceConfiguration
    /// The workers every solve runs on.
    package let pool: SolverPool
    /// The in-process tier of answers.
    package let cache: AnswerCache
    /// Warm solvers by document structure.
    package let structures: StructureCache
    /// Shapes of requests read in full, for their resizes (`RequestShape`).
    let shapes: ShapeCache
    /// The counters `/metrics` prints.
    package let metrics: Metrics
    /// Measures the text of every document this service lays out, and is what `GET /v1/fonts`
    /// lists; nil when no fonts could be loaded (text is then refused with the engine's 422).
    package let typesetter: Typesetter?
    /// The body of `GET /v1/fonts`, written once (the fonts never change), or why there is none.
    let fontList: Result<[UInt8], FontError>
    private let openAPI: [UInt8]
    private let keyBytes: [[UInt8]]
    /// Per scope (index = scope - 1): a digest naming the key's space in Redis.
    private let scopeTags: [String]
    /// The CORS fields every answer carries, made once (every answer, cache hits included,
    /// sets them). `configure(_:)` gives them to the server as `ServerConfiguration.responseHeaders` so that
    /// refusals made before any route runs (404, 405, 400, 413, 415 from the parser) are
    /// readable by a browser too.
    package let corsHeaders: HTTPHeaders
    /// An answer's fields but its ETag, for each cache status, with their response lines
    /// made once: a cached answer copies them as one block (`answerResponse`).
    private let answerHeaders: AnswerHeaders
    private let redis: RedisTier?
    /// Where Redis lookups wait on the network: never a solver thread.
    private let redisReads = DispatchQueue(label: "layoutd.redis.reader", attributes: .concurrent)
    /// Facts only the HTTP server knows; set once it exists.
    private let serverState = Locked<(@Sendable () -> (draining: Bool, connections: Int))?>(nil)

    /// `typesetter` measures every document's text. nil loads one here: with
    /// `configuration.fontDirectories`, else (those failing, with a warning) Inter alone, so
    /// that `GET /v1/fonts` lists what text is really measured with. A program that must
    /// refuse to start on bad fonts, as `layoutd serve` does, loads them itself and passes
    /// them in. `warn` receives operational warnings (a Redis tier that went away, ...).
    package convenience init(configuration: ServiceConfiguration, typesetter: Typesetter? = nil,
                            openAPI: [UInt8] = OpenAPIDocument.bytes,
                            warn: @escaping @Sendable (String) -> Void = { _ in }) {
        let fonts = typesetter.map { .success($0) } ?? Self.loadFonts(configuration.fontDirectories, warn: warn)
        self.init(configuration: configuration, fonts: fonts, openAPI: openAPI, warn: warn)
    }

    /// The service with `fonts`, or with none: then text is left to the engine's standard
    /// measurer (whose 422 names what to install) and `GET /v1/fonts` answers 503.
    init(configuration: ServiceConfiguration, fonts: Result<Typesetter, FontError>,
         openAPI: [UInt8] = OpenAPIDocument.bytes, warn: @escaping @Sendable (String) -> Void = { _ in }) {
        self.configuration = configuration
        self.typesetter = try? fonts.get()
        self.fontList = fonts.map(Self.fontListBody)
        self.pool = SolverPool(workers: configuration.workers, queueCapacity: configuration.queueCapacity)
        // Answers get five eighths of --cache-mb, the bodies that find them again an eighth,
        // warm solvers three sixteenths, and the shapes that let a resize skip reading the
        // whole request the last sixteenth.
        self.cache = AnswerCache(bytes: configuration.cacheBytes / 8 * 5, bodyBytes: configuration.cacheBytes / 8)
        self.structures = StructureCache(
            bytes: configuration.cacheBytes / 16 * 3, systemsPerStructure: configuration.workers)
        self.shapes = ShapeCache(bytes: configuration.cacheBytes / 16)
        let metrics = Metrics()
        self.metrics = metrics
        self.openAPI = openAPI
        self.keyBytes = configuration.apiKeys.map { Array($0.utf8) }
        self.scopeTags = keyBytes.map { String(Hex.string(Digest.sha256($0)).prefix(16)) }
        self.corsHeaders = HTTPHeaders([("Access-Control-Allow-Origin", configuration.corsOrigin),
                                        ("Access-Control-Expose-Headers", "ETag, X-Cache, Retry-After")])
        self.answerHeaders = AnswerHeaders(cors: corsHeaders)
        let fontsDigest = self.typesetter?.digest ?? ""
        self.redis = configuration.redis.map { RedisTier(url: $0, fontsDigest: fontsDigest, metrics: metrics, warn: warn) }
    }

    /// The user's fonts and Inter, else Inter alone, else why not even Inter.
    static func loadFonts(_ directories: [String], warn: @Sendable (String) -> Void) -> Result<Typesetter, FontError> {
        if !directories.isEmpty {
            do throws(FontError) {
                return .success(try Typesetter(fontDirectories: directories))
            } catch {
                warn("fonts not loaded, measuring with Inter alone: \(error.message)")
            }
        }
        if case .failure(let error) = standIn { warn("no fonts loaded, text cannot be measured: \(error.message)") }
        return standIn
    }

    /// Inter alone, loaded once for every service in the process given no fonts of its own
    /// (the files do not change while it runs; the tests make many services).
    private static let standIn = Result { () throws(FontError) in try Typesetter() }

    /// Lets readiness and metrics see the server's draining state and connections.
    package func observe(_ state: @escaping @Sendable () -> (draining: Bool, connections: Int)) {
        serverState.withLock { $0 = state }
    }

    /// The routes of docs/server.md#routes, ready for an `HTTPServer`.
    package func makeRouter() -> Router {
        var router = Router()
        router.add(.get, "/healthz") { _, _, respond in
            respond(Responses.json(Array("{\"status\":\"ok\"}".utf8)))
        }
        router.add(.get, "/readyz") { [self] _, _, respond in respond(readiness()) }
        router.add(.get, "/metrics") { [self] _, _, respond in
            respond(Responses.text(metrics.render(gauges()), contentType: "text/plain; version=0.0.4; charset=utf-8"))
        }
        router.add(.get, "/openapi.yaml") { [self] _, _, respond in
            var response = Responses.json(openAPI)
            response.headers.set("Content-Type", "application/yaml")
            respond(response)
        }
        // Answers held in memory go out from the event loop, with no hand-off to a thread.
        router.add(.post, "/v1/layout", immediate: { [self] request, _ in
            repeatedLayout(request)
        }) { [self] request, _, respond in
            self.layout(request) { respond(self.withCommonHeaders($0)) }
        }
        router.add(.get, "/v1/layout/{hash}", immediate: { [self] request, parameters in
            cachedLayout(request, hash: parameters["hash"] ?? "", onEventLoop: true)
        }) { [self] request, parameters, respond in
            respond(cachedLayout(request, hash: parameters["hash"] ?? "", onEventLoop: false)
                ?? withCommonHeaders(notCached(parameters["hash"] ?? "")))
        }
        router.add(.get, "/v1/fonts") { [self] request, _, respond in
            respond(withCommonHeaders(fonts(request)))
        }
        router.add(.post, "/v1/hit-test") { [self] request, _, respond in
            self.hitTest(request) { respond(self.withCommonHeaders($0)) }
        }
        router.add(.post, "/v1/import") { [self] request, _, respond in
            self.importFile(request) { respond(self.withCommonHeaders($0)) }
        }
        router.add(.post, "/v1/lint") { [self] request, _, respond in
            self.lint(request) { respond(self.withCommonHeaders($0)) }
        }
        router.add(.get, "/") { _, _, respond in respond(LayoutService.playgroundResponse()) }
        router.options = { [self] _, _, respond in respond(preflight()) }
        return router
    }

    // MARK: - Routes

    private func readiness() -> HTTPResponse {
        let draining = serverState.withLock { $0?().draining } ?? false
        if draining {
            return Responses.problem(status: .serviceUnavailable, slug: "draining", title: "Shutting down",
                                     detail: "This instance is draining; send new requests elsewhere.")
        }
        if pool.isFull {
            var response = Responses.problem(status: .serviceUnavailable, slug: "queue-full", title: "Solver queue full",
                                             detail: "Every worker is busy and the queue is full.")
            response.headers.set("Retry-After", "1")
            return response
        }
        return Responses.json(Array("{\"status\":\"ready\"}".utf8))
    }

    private func layout(_ request: HTTPRequest, respond: @escaping Responder) {
        guard let scope = admitted(request, .layout, else: respond) else { return }
        guard let representation = ContentNegotiation.representation(accept: request.headers[.accept]) else {
            return respond(Responses.problem(
                status: .notAcceptable, slug: "not-acceptable", title: "Not acceptable",
                detail: "Answers are application/json or image/svg+xml; the Accept header rules out both."))
        }
        if representation == .svg {
            return submit(respond) { [self] in respond(picture(request.body, scope: scope)) }
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

    /// A request body seen before, answered from memory on the event loop; nil for anything
    /// that needs more (a miss, a refusal, a picture, a gzip not made yet), which `layout`
    /// then answers on a thread.
    private func repeatedLayout(_ request: HTTPRequest) -> HTTPResponse? {
        guard case .success(let scope) = admit(request, .layout),
              ContentNegotiation.representation(accept: request.headers[.accept]) == .json,
              let (hash, answer) = pipeline(caches(scope: scope)).repeatedAnswer(request.body),
              answer.gzipped != nil || !Self.wantsGzip(answer, request) else { return nil }
        return answerResponse(answer, hash: hash, status: .hit)
    }

    /// The cached answer with its gzip, made once and kept, when this client takes gzip.
    private func gzipping(_ answer: CachedAnswer, hash: LayoutHash, in caches: ScopedCaches, for request: HTTPRequest) -> CachedAnswer {
        guard answer.gzipped == nil, Self.wantsGzip(answer, request),
              let gzipped = Gzip.compress(answer.bytes) else { return answer }
        caches.store(gzipped: gzipped, of: answer.bytes, hash: hash)
        return CachedAnswer(bytes: answer.bytes, gzipped: gzipped)
    }

    /// The pipeline of one request, with its key scope's caches, measuring text with the
    /// service's fonts.
    ///
    /// The in-process caches need no font digest in their keys: one service has one font set
    /// for its whole life, so nothing they hold was measured with other fonts. Redis, which
    /// servers share, has the digest in every key (`RedisTier`'s `fontsDigest`).
    func pipeline(scope: Int) -> Pipeline {
        pipeline(caches(scope: scope))
    }

    private func pipeline(_ caches: ScopedCaches) -> Pipeline {
        Pipeline(limits: configuration.limits, caches: caches, measurer: typesetter)
    }

    /// Every cache tier of one key scope, Redis included.
    func caches(scope: Int) -> ScopedCaches {
        ScopedCaches(scope: scope, answers: cache, structures: structures, shapes: shapes, metrics: metrics,
                     redis: redis, scopeTag: scopeTag(scope))
    }

    /// Runs on a pool worker: scan and hash, look the hash up in memory, then in Redis (on
    /// the Redis queue, so no solver thread waits on the network), else lay the document
    /// out on a worker again. The model is decoded only when the answer is not cached, and
    /// only in part (sizes and hit-test input) when a warm system of the same structure is
    /// idle.
    private func answerLayout(_ body: [UInt8], pipeline: Pipeline, respond: @escaping Responder) {
        let started = Deadline.now()
        let deadline = Deadline.after(milliseconds: configuration.solveTimeoutMilliseconds)
        let request: ScannedRequest
        do {
            request = try pipeline.scan(body)
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

    /// GET /v1/layout/{hash}, with the common headers. nil when the answer is not in memory
    /// and Redis, not asked (`onEventLoop`: the event loop must not wait on the network),
    /// might hold it, or when its gzip is still to be made; the route then asks again on a
    /// thread.
    private func cachedLayout(_ request: HTTPRequest, hash: String, onEventLoop: Bool) -> HTTPResponse? {
        // An answer's written header block has the common headers already; setting them
        // again would look each one up for nothing.
        cachedAnswerOrRefusal(request, hash: hash, onEventLoop: onEventLoop).map { response, isAnswer in
            isAnswer ? response : withCommonHeaders(response)
        }
    }

    /// What `cachedLayout` answers, and whether it is the answer itself.
    private func cachedAnswerOrRefusal(_ request: HTTPRequest, hash: String, onEventLoop: Bool) -> (HTTPResponse, Bool)? {
        // The cache holds JSON only, so an Accept that rules JSON out cannot be served,
        // even by an SVG-accepting client: it would get the wrong representation.
        let scope: Int
        switch admit(request, .cachedLayout) {
        case .success(let s): scope = s
        case .failure(let refusal): return (refusal.response, false)
        }
        // Still a 404 (docs/server.md#routes), but one that says the hash cannot be right, so
        // the client fixes its URL instead of re-posting the document.
        guard let parsed = LayoutHash(parsing: hash) else {
            return (Responses.problem(
                status: .notFound, slug: "not-cached", title: "Not cached",
                detail: "\(hash) is not a layout hash: a hash is sha256: followed by 64 lowercase hex digits, "
                    + "as in an answer's hash member."), false)
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
        guard let answer = found else { return (notCached(hash), false) }
        let tag = Responses.entityTag(parsed)
        if Responses.ifNoneMatch(request.headers[.ifNoneMatch], matches: tag) {
            var response = HTTPResponse(status: .notModified)
            response.headers.set("ETag", tag)
            response.headers.set("X-Cache", status.rawValue)
            return (response, false)
        }
        if answer.gzipped == nil && onEventLoop && Self.wantsGzip(answer, request) {
            return nil  // the gzip is made once, on a thread
        }
        return (answerResponse(gzipping(answer, hash: parsed, in: caches, for: request), hash: parsed, status: status), true)
    }

    /// Whether the server would send `answer` gzipped to this client: it takes gzip, and the
    /// answer is large enough to be sent so. A smaller answer needs no gzip made or kept,
    /// so its hits are answered on the event loop whatever the client accepts.
    static func wantsGzip(_ answer: CachedAnswer, _ request: HTTPRequest) -> Bool {
        answer.bytes.count >= Gzip.defaultMinimumBytes && Gzip.accepted(by: request.headers[.acceptEncoding])
    }

    private func notCached(_ hash: String) -> HTTPResponse {
        Responses.problem(
            status: .notFound, slug: "not-cached", title: "Not cached",
            detail: "No answer with hash \(hash) is cached here; POST the document to /v1/layout.")
    }

    private func preflight() -> HTTPResponse {
        var response = HTTPResponse(status: .noContent)
        response.headers.set("Access-Control-Allow-Origin", configuration.corsOrigin)
        response.headers.set("Access-Control-Allow-Methods", "GET, HEAD, POST, OPTIONS")
        response.headers.set("Access-Control-Allow-Headers", "Authorization, Content-Type, Accept, If-None-Match")
        response.headers.set("Access-Control-Max-Age", "600")
        if configuration.corsOrigin != "*" { response.headers.add("Vary", "Origin") }
        return response
    }

    // MARK: - Helpers

    /// 415 for any Content-Encoding or a Content-Type other than JSON; nil when the body may be read.
    func bodyRefusal(_ request: HTTPRequest) -> HTTPResponse? {
        // docs/requests.md#errors: any request Content-Encoding, `identity` included, is a 415.
        if request.headers.contains(.contentEncoding) {
            return Responses.problem(
                status: .unsupportedMediaType, slug: "unsupported-content-encoding", title: "Unsupported content encoding",
                detail: "The request body must be sent without a content coding: drop the Content-Encoding header "
                    + "and send the document as plain application/json.")
        }
        guard ContentNegotiation.isJSONContentType(request.headers[.contentType]) else {
            return Responses.problem(
                status: .unsupportedMediaType, slug: "unsupported-media-type", title: "Unsupported media type",
                detail: "Send the document with Content-Type: application/json (charset utf-8 only).")
        }
        return nil
    }

    /// The answer for a problem raised while reading or solving on a worker. A timeout is
    /// counted and its detail names the deadline, which only the service knows.
    func solveProblem(_ problem: Problem) -> HTTPResponse {
        guard problem.kind == .solveTimeout else { return Responses.problem(problem) }
        metrics.recordSolveTimeout()
        var named = problem
        named.detail = "The solve was stopped at this server's deadline of "
            + "\(configuration.solveTimeoutMilliseconds) ms (--solve-timeout-ms); simplify the document or ask "
            + "the operator for a longer deadline."
        return Responses.problem(named)
    }

    func queueFullResponse() -> HTTPResponse {
        var response = Responses.problem(
            status: .serviceUnavailable, slug: "queue-full", title: "Solver queue full",
            detail: "Every worker is busy and \(configuration.queueCapacity) solves are waiting; retry shortly.")
        response.headers.set("Retry-After", "1")
        return response
    }

    private func answerResponse(_ bytes: [UInt8], hash: LayoutHash, status: CacheStatus) -> HTTPResponse {
        answerResponse(CachedAnswer(bytes: bytes), hash: hash, status: status)
    }

    private func answerResponse(_ answer: CachedAnswer, hash: LayoutHash, status: CacheStatus) -> HTTPResponse {
        // The status's written block holds every field but the ETag, which goes after it.
        var headers = answerHeaders[status]
        headers.add("ETag", Responses.entityTag(hash))
        var response = HTTPResponse(status: .ok, headers: headers, body: answer.bytes)
        response.compressible = true
        response.gzipped = answer.gzipped
        response.logAnnotations[Self.cacheAnnotation] = status.rawValue
        return response
    }

    /// An answer's fields but its ETag, for each cache status, written once.
    struct AnswerHeaders: Sendable {
        private let hit: HTTPHeaders
        private let miss: HTTPHeaders
        private let hitRedis: HTTPHeaders

        init(cors: HTTPHeaders) {
            func written(_ status: CacheStatus) -> HTTPHeaders {
                var headers = Responses.json([]).headers
                headers.add("X-Cache", status.rawValue)
                LayoutService.addCommonHeaders(to: &headers, cors: cors)
                return headers.written()
            }
            hit = written(.hit)
            miss = written(.miss)
            hitRedis = written(.hitRedis)
        }

        subscript(_ status: CacheStatus) -> HTTPHeaders {
            switch status {
            case .hit: return hit
            case .miss: return miss
            case .hitRedis: return hitRedis
            }
        }
    }

    private func withCommonHeaders(_ response: HTTPResponse) -> HTTPResponse {
        var response = response
        Self.addCommonHeaders(to: &response.headers, cors: corsHeaders)
        return response
    }

    fileprivate static func addCommonHeaders(to headers: inout HTTPHeaders, cors: HTTPHeaders) {
        headers.set("Vary", "Accept, Accept-Encoding")
        for (name, value) in cors { headers.set(name, value) }
    }

    private func scopeTag(_ scope: Int) -> String? {
        scope > 0 ? scopeTags[scope - 1] : nil
    }

    struct Refusal: Error {
        var response: HTTPResponse
    }

    /// The cache scope of the key presented: 0 without keys, else the key's position + 1.
    func authorize(_ request: HTTPRequest) -> Result<Int, Refusal> {
        guard !keyBytes.isEmpty else { return .success(0) }
        var presented: [UInt8] = []
        if let header = request.headers[.authorization] {
            let parts = header.split(separator: " ", maxSplits: 1)
            if parts.count == 2, parts[0].lowercased() == "bearer" {
                presented = Array(parts[1].trimmingOWS().utf8)
            }
        }
        var scope = 0
        // Every key is compared, so timing tells nothing about which one matched.
        for (index, key) in keyBytes.enumerated() where Digest.constantTimeEqual(presented, key) {
            scope = index + 1
        }
        if scope > 0 && !presented.isEmpty { return .success(scope) }
        var response = Responses.problem(
            status: .unauthorized, slug: "unauthorized", title: "Unauthorized",
            detail: "Send Authorization: Bearer <key> with one of this server's API keys.")
        response.headers.set("WWW-Authenticate", "Bearer realm=\"layoutd\"")
        return .failure(Refusal(response: response))
    }

    func gauges() -> Metrics.Gauges {
        let server = serverState.withLock { $0?() } ?? (draining: false, connections: 0)
        return Metrics.Gauges(
            queueDepth: pool.queueDepth, busyWorkers: pool.busyWorkers, workers: pool.workerCount,
            queueCapacity: pool.queueCapacity,
            solveTimeoutSeconds: Double(configuration.solveTimeoutMilliseconds) / 1000,
            openConnections: server.connections, cacheEntries: cache.entryCount,
            cacheBytes: cache.byteCount, draining: server.draining)
    }
}
