import HTTPServer

/// The fields the service's answers carry beyond their own, defined here and nowhere else:
/// every `/v1/` answer, refusals included, says `Vary: Accept, Accept-Encoding` (an answer
/// depends on both) and carries the CORS fields of `--cors-origin`; a 401 names the scheme
/// (`WWW-Authenticate`); a preflight answers CORS's questions. The route table applies
/// them to every `/v1/` answer in one place (`RouteTable.swift`), and cached answers have
/// them in their header block already (`AnswerHeaders`).
struct CommonHeaders: Sendable {
    /// `Access-Control-Allow-Origin` and `Access-Control-Expose-Headers`. The server adds
    /// them too to the refusals it makes before any route runs (404, 405, 400, 413, ...),
    /// as its `responseHeaders`, so a browser can read every answer.
    let cors: HTTPHeaders
    private let corsOrigin: String

    init(corsOrigin: String) {
        self.corsOrigin = corsOrigin
        cors = HTTPHeaders([("Access-Control-Allow-Origin", corsOrigin),
                            ("Access-Control-Expose-Headers", "ETag, X-Cache, Retry-After")])
    }

    /// Sets `Vary` and the CORS fields, each where it stands if it is there already (an
    /// answer's written block then stays as it was written).
    func add(to headers: inout HTTPHeaders) {
        headers.set("Vary", "Accept, Accept-Encoding")
        for (name, value) in cors { headers.set(name, value) }
    }

    /// `response` with the fields of `add(to:)`.
    func applied(to response: HTTPResponse) -> HTTPResponse {
        var response = response
        add(to: &response.headers)
        return response
    }

    /// What a 401 says about how to authenticate (RFC 6750).
    static let authenticate = (name: "WWW-Authenticate", value: "Bearer realm=\"layoutd\"")

    /// `OPTIONS` on any path: 204 with what a browser may send, for ten minutes.
    func preflight() -> HTTPResponse {
        var response = HTTPResponse(status: .noContent)
        response.headers.set("Access-Control-Allow-Origin", corsOrigin)
        response.headers.set("Access-Control-Allow-Methods", "GET, HEAD, POST, OPTIONS")
        response.headers.set("Access-Control-Allow-Headers", "Authorization, Content-Type, Accept, If-None-Match")
        response.headers.set("Access-Control-Max-Age", "600")
        if corsOrigin != "*" { response.headers.add("Vary", "Origin") }
        return response
    }
}
