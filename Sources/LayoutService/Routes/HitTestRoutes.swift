import HTTPServer
import LayoutDocument
import LayoutEngine
import LayoutPipeline

/// POST /v1/hit-test and GET / (docs/requests.md#hit-testing-and-touch-tracking and docs/requests.md#the-picture-and-the-playground).
///
/// Hit testing admits, authorises and refuses bodies exactly as POST /v1/layout does, but
/// its answer depends on `points` and `touches`, which the hash leaves out, so it is never
/// cached and carries no ETag.
extension LayoutService {
    func hitTest(_ request: HTTPRequest, respond: @escaping Responder) {
        guard let scope = admitted(request, .hitTest, else: respond) else { return }
        submit(respond) { [self] in respond(solveHitTest(request.body, scope: scope)) }
    }

    /// Runs on a pool worker: every size laid out (on a warm system of the document's
    /// structure when one is idle), the points and touches hit-tested against the first.
    private func solveHitTest(_ body: [UInt8], scope: Int) -> HTTPResponse {
        let started = Deadline.now()
        let deadline = Deadline.after(milliseconds: configuration.solveTimeoutMilliseconds)
        do {
            let pipeline = pipeline(scope: scope)
            let answer = try pipeline.make(.hitTest, of: try pipeline.scan(body), deadline: deadline)
            metrics.recordSolve(seconds: Double(Deadline.now() - started) / 1e9)
            return Responses.json(answer)
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
        var response = HTTPResponse(status: .ok, headers: headers, body: playgroundPage)
        response.compressible = true
        return response
    }
}
