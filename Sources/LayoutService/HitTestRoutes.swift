import HTTPServer
import LayoutEngine

/// POST /v1/hit-test and GET / (docs/requests.md#hit-testing-and-touch-tracking and docs/requests.md#the-picture-and-the-playground).
///
/// Hit testing admits, authorises and refuses bodies exactly as POST /v1/layout does, but
/// its answer depends on `points` and `touches`, which the hash leaves out, so it is never
/// cached and carries no ETag.
extension LayoutService {
    func hitTest(_ request: HTTPRequest, respond: @escaping Responder) {
        if case .failure(let refusal) = authorize(request) { return respond(refusal.response) }
        if let refusal = bodyRefusal(request) { return respond(refusal) }
        guard ContentNegotiation.qualities(accept: request.headers["Accept"]).json > 0 else {
            return respond(Responses.problem(
                status: 406, slug: "not-acceptable", title: "Not acceptable",
                detail: "Hit-test answers are application/json only; the Accept header rules it out."))
        }
        let admitted = pool.submit { [self] in respond(solveHitTest(request.body)) }
        if !admitted { respond(queueFullResponse()) }
    }

    /// Runs on a pool worker: read, solve every size, hit-test against the first.
    private func solveHitTest(_ body: [UInt8]) -> HTTPResponse {
        let started = Deadline.now()
        let deadline = Deadline.after(milliseconds: configuration.solveTimeoutMilliseconds)
        do {
            let hashed = try DocumentSolver.read(body, limits: configuration.limits)
            let layouts = try LayoutSystem.solve(hashed.document, limits: configuration.limits, deadline: deadline)
            metrics.recordSolve(seconds: Double(Deadline.now() - started) / 1e9)
            guard let first = layouts.first else {
                return Responses.problem(Problem(.missingSize, "the document gives no root size", pointer: "/sizes"))
            }
            let result = HitTester(document: hashed.document, layout: first)
                .run(points: hashed.document.points, touches: hashed.document.touches)
            return Responses.json(HitTestAnswerWriter.write(Answer(hash: hashed.hash, layouts: layouts), result))
        } catch {
            return solveProblem(error)
        }
    }

    /// The playground (Resources/playground.html), embedded at build time.
    static var playgroundPage: [UInt8] { PackageResources.playground_html }

    /// GET /: the page, with a policy that keeps it to this server (it promises no
    /// outside network) while allowing its own inline script and style.
    static func playgroundResponse() -> HTTPResponse {
        var headers = HTTPHeaders()
        headers.add("Content-Type", "text/html; charset=utf-8")
        headers.add("Cache-Control", "no-cache")
        headers.add("Content-Security-Policy",
                    "default-src 'none'; script-src 'unsafe-inline'; style-src 'unsafe-inline'; "
                    + "connect-src 'self'; img-src 'self' data:; form-action 'none'; base-uri 'none'")
        headers.add("X-Content-Type-Options", "nosniff")
        var response = HTTPResponse(status: 200, headers: headers, body: playgroundPage)
        response.compressible = true
        return response
    }
}
