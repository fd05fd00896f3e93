import Support
import Dispatch
import Glibc
@testable import HTTPServer
import TestSupport

/// The problem type base the tests configure (a service's own).
let testProblemTypeBase = "https://layoutd.dev/problems/"

/// Starts a server on a free port with test-sized limits and the routes tests use.
func makeServer(_ adjust: (inout ServerConfiguration) -> Void = { _ in }, router: Router = testRouter()) throws -> HTTPServer {
    var configuration = ServerConfiguration()
    configuration.port = 0
    configuration.eventLoops = 2
    configuration.problemTypeBase = testProblemTypeBase
    adjust(&configuration)
    let server = HTTPServer(configuration: configuration, router: router)
    try server.start()
    return server
}

/// /hello: fixed text. /echo (POST): the body back, trailers as X-Trailer-<name>.
/// /slow: answers after 0.5 s, raising `slowStarted` (when given) as its handler starts.
/// /items/{id}: the parameter. /big: 4000 compressible bytes.
func testRouter(slowStarted: Signal? = nil) -> Router {
    var router = Router()
    router.add("GET", "/hello") { _, _, respond in
        var headers = HTTPHeaders()
        headers.add("Content-Type", "text/plain")
        respond(HTTPResponse(status: 200, headers: headers, body: Array("hello".utf8)))
    }
    router.add("POST", "/echo") { request, _, respond in
        var headers = HTTPHeaders()
        for (name, value) in request.trailers { headers.add("X-Trailer-\(name)", value) }
        headers.add("X-Method", request.method.name)
        respond(HTTPResponse(status: 200, headers: headers, body: request.body))
    }
    router.add("GET", "/slow") { request, _, respond in
        slowStarted?.raise()
        DispatchQueue.global().asyncAfter(deadline: .now() + 0.5) {
            respond(HTTPResponse(status: 200, body: Array("slow \(request.query ?? "")".utf8)))
        }
    }
    router.add("GET", "/items/{id}") { _, parameters, respond in
        respond(HTTPResponse(status: 200, body: Array((parameters["id"] ?? "?").utf8)))
    }
    router.add("GET", "/big") { _, _, respond in
        var response = HTTPResponse(status: 200, body: Array(repeating: UInt8(ascii: "a"), count: 4000))
        response.compressible = true
        response.logAnnotations["tier"] = "memory"
        respond(response)
    }
    return router
}

/// Waits for shutdown to finish (bounded) so tests do not leak loops.
func stop(_ server: HTTPServer) {
    let done = DispatchSemaphore(value: 0)
    server.shutdown(gracePeriod: 2) { done.signal() }
    _ = done.wait(timeout: .now() + 5)
}

func elapsed(since start: UInt64) -> Double {
    Double(MonotonicClock.now() - start) / 1e9
}
