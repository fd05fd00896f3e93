import HTTPServer

/// The routes of docs/server.md#routes, and the one place the fields every `/v1/` answer
/// carries are applied (`CommonHeaders`): each `/v1/` route is added through `addV1`, whose
/// handlers' every answer, refusals included, goes through it.
extension LayoutService {
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
        // Answers held in memory go out from the event loop, with no hand-off to a thread; a
        // solve goes from the loop straight to a solver thread.
        addV1(&router, .post, "/v1/layout", onLoop: { [self] request, _, loop, responder in
            layoutOnLoop(request, loop: loop, responder: responder)
        }) { [self] request, _, respond in
            layout(request, respond: respond)
        }
        addV1(&router, .get, "/v1/layout/{hash}", immediate: { [self] request, parameters in
            cachedLayout(request, hash: parameters["hash"] ?? "", onEventLoop: true)
        }) { [self] request, parameters, respond in
            respond(cachedLayout(request, hash: parameters["hash"] ?? "", onEventLoop: false)
                ?? notCached(parameters["hash"] ?? ""))
        }
        addV1(&router, .get, "/v1/structures/{structure}/layout", onLoop: { [self] request, parameters, loop, responder in
            referencedLayout(request, structure: parameters["structure"] ?? "", loop: loop, responder: responder)
        }) { [self] request, parameters, respond in
            layoutByReference(request, structure: parameters["structure"] ?? "", respond: respond)
        }
        addV1(&router, .get, "/v1/fonts") { [self] request, _, respond in respond(fonts(request)) }
        addV1(&router, .post, "/v1/hit-test") { [self] request, _, respond in hitTest(request, respond: respond) }
        addV1(&router, .post, "/v1/import") { [self] request, _, respond in importFile(request, respond: respond) }
        addV1(&router, .post, "/v1/lint") { [self] request, _, respond in lint(request, respond: respond) }
        router.add(.get, "/") { _, _, respond in respond(LayoutService.playgroundResponse()) }
        router.options = { [commonHeaders] _, _, respond in respond(commonHeaders.preflight()) }
        return router
    }

    /// Adds a `/v1/` route whose every answer, from `immediate`, `onLoop` or through
    /// `handler`'s `respond`, carries the common fields.
    private func addV1(_ router: inout Router, _ method: HTTPMethod, _ pattern: String,
                       immediate: ImmediateHandler? = nil, _ handler: @escaping Handler) {
        // One closure on the loop, not a chain: a cached answer's route is run on every hit.
        let common = commonHeaders
        var onLoop: LoopHandler?
        if let immediate {
            onLoop = { request, parameters, _, _ in
                guard let response = immediate(request, parameters) else { return .handOff }
                return .answer(common.applied(to: response))
            }
        }
        router.add(method, pattern, onLoop: onLoop) { request, parameters, respond in
            handler(request, parameters) { respond(common.applied(to: $0)) }
        }
    }

    private func addV1(_ router: inout Router, _ method: HTTPMethod, _ pattern: String,
                       onLoop: LoopHandler?, _ handler: @escaping Handler) {
        let common = commonHeaders
        var withHeaders: LoopHandler?
        if let onLoop {
            withHeaders = { request, parameters, loop, responder in
                let outcome = onLoop(request, parameters, loop) {
                    let respond = responder()
                    return { respond(common.applied(to: $0)) }
                }
                guard case .answer(let response) = outcome else { return outcome }
                return .answer(common.applied(to: response))
            }
        }
        router.add(method, pattern, onLoop: withHeaders) { request, parameters, respond in
            handler(request, parameters) { respond(common.applied(to: $0)) }
        }
    }

    /// `GET /readyz`: 503 while draining or while the solver queue is full.
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
}
