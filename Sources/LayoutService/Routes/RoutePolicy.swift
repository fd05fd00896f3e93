import HTTPServer
import LayoutEngine

/// What a route checks before it does any work, in one order for every route
/// (docs/server.md#routes): the API key (401), then the body's type and encoding (415),
/// then whether the client takes JSON, or what else the route answers (406); a route that solves then asks for admission
/// to the solver queue (503, `submit`).
struct RoutePolicy: Sendable {
    enum Body: Sendable {
        /// No body is read (GET).
        case none
        /// A request document: `application/json`, no `Content-Encoding`.
        case json
        /// A storyboard or XIB: `application/xml` or `text/xml`, no `Content-Encoding`.
        case xml
    }

    var body: Body
    /// The 406 detail when the route answers JSON only and `Accept` rules JSON out; nil
    /// when the route negotiates itself, through its `RepresentationOffer` (POST /v1/layout,
    /// the resize by reference and POST /v1/import answer a picture too).
    var jsonOnly: String?

    static let layout = RoutePolicy(body: .json)
    static let hitTest = RoutePolicy(body: .json, jsonOnly: "Hit-test answers are application/json only; the Accept header rules it out.")
    static let cachedLayout = RoutePolicy(body: .none, jsonOnly: "Cached answers are application/json only; the Accept header rules it out.")
    static let layoutByReference = RoutePolicy(body: .none)
    static let fonts = RoutePolicy(body: .none, jsonOnly: "The font list is application/json only; the Accept header rules it out.")
    static let importFile = RoutePolicy(body: .xml)
    static let lint = RoutePolicy(body: .xml, jsonOnly: "Lint answers are application/json only; the Accept header rules it out.")
}

extension LayoutService {
    /// A check that failed, and the answer that says so.
    struct Refusal: Error {
        var response: HTTPResponse
    }

    /// The request's cache scope, or the refusal the first failed check of `policy` gives.
    @inline(__always)
    func admit(_ request: HTTPRequest, _ policy: RoutePolicy) -> Result<Int, Refusal> {
        let scope: Int
        switch authorize(request) {
        case .success(let s): scope = s
        case .failure(let refusal): return .failure(refusal)
        }
        if let bodyProblem = policy.body.refusal(of: request) { return .failure(Refusal(response: bodyProblem)) }
        if let detail = policy.jsonOnly, ContentNegotiation.qualities(accept: request.headers[.accept]).json <= 0 {
            return .failure(Refusal(response: Responses.problem(status: .notAcceptable, slug: "not-acceptable", title: "Not acceptable", detail: detail)))
        }
        return .success(scope)
    }

    /// The cache scope of the key presented (`APIKeys`), or the 401.
    func authorize(_ request: HTTPRequest) -> Result<Int, Refusal> {
        if let scope = keys.scope(of: request) { return .success(scope) }
        var response = Responses.problem(
            status: .unauthorized, slug: "unauthorized", title: "Unauthorized",
            detail: "Send Authorization: Bearer <key> with one of this server's API keys.")
        response.headers.set(CommonHeaders.authenticate.name, CommonHeaders.authenticate.value)
        return .failure(Refusal(response: response))
    }

    /// `admit` for a route that answers through a `Responder`: the scope, or nil after the
    /// refusal is sent.
    func admitted(_ request: HTTPRequest, _ policy: RoutePolicy, else respond: Responder) -> Int? {
        switch admit(request, policy) {
        case .success(let scope): return scope
        case .failure(let refusal):
            respond(refusal.response)
            return nil
        }
    }

    /// Runs `work` on a solver worker, or answers 503 when the queue is full.
    func submit(_ respond: @escaping Responder, _ work: @escaping @Sendable () -> Void) {
        if !pool.submit(work) { respond(queueFullResponse()) }
    }

    func queueFullResponse() -> HTTPResponse {
        var response = Responses.problem(
            status: .serviceUnavailable, slug: "queue-full", title: "Solver queue full",
            detail: "Every worker is busy and \(configuration.queueCapacity) solves are waiting; retry shortly.")
        response.headers.set("Retry-After", "1")
        return response
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
}
