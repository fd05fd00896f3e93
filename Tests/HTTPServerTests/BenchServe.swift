import Dispatch
import Glibc
import Testing
@testable import HTTPServer

/// Not a test: `scripts/bench-http` runs this (release build, LAYOUTD_BENCH_SERVE=1) to get
/// a server answering GET /healthz on LAYOUTD_BENCH_PORT until it is killed. It stays here
/// because the package may not gain an executable for it; it is disabled in normal runs.
@Suite struct BenchServe {
    static let enabled = getenv("LAYOUTD_BENCH_SERVE").map { String(cString: $0) } == "1"

    @Test(.enabled(if: BenchServe.enabled, "only for scripts/bench-http"))
    func serveHealthzUntilKilled() throws {
        let port = getenv("LAYOUTD_BENCH_PORT").flatMap { Int(String(cString: $0)) } ?? 18180
        var router = Router()
        let body = Array("{\"status\":\"ok\"}\n".utf8)
        router.add("GET", "/healthz") { _, _, respond in
            var headers = HTTPHeaders()
            headers.add("Content-Type", "application/json")
            respond(HTTPResponse(status: 200, headers: headers, body: body))
        }
        var configuration = ServerConfiguration()
        configuration.port = port
        let server = HTTPServer(configuration: configuration, router: router)
        try server.start()
        print("bench server on 127.0.0.1:\(server.port)")
        while true { sleep(3600) }
    }
}
