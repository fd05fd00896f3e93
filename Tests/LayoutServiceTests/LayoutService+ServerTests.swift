import Testing
@testable import HTTPServer
import Support
import LayoutEngine
@testable import LayoutService

/// What the HTTP server knows of the service comes from `LayoutService.configure`: its own
/// refusals (404, 405, 413, ...) name the service's problem types, carry its CORS fields,
/// and its routes tell the access log their cache tier in `logAnnotations`.
@Test func theServiceConfiguresTheServer() throws {
    let client = RouteClient(ServiceConfiguration(workers: 1, corsOrigin: "https://app.example"))
    defer { client.service.pool.stop() }
    var configuration = ServerConfiguration()
    client.service.configure(&configuration)
    #expect(configuration.problemTypeBase == "https://layoutd.dev/problems/")
    #expect(configuration.problemTypeBase == ProblemDocument.typeBase)
    #expect(configuration.name == "layoutd")
    #expect(configuration.responseHeaders["Access-Control-Allow-Origin"] == "https://app.example")
    #expect(configuration.gzipMinimumBytes == client.service.configuration.gzipMinimumBytes)
    // A route's cache annotation is for the log, not a header.
    let answer = try #require(client.send("POST", "/v1/layout", headers: [("Content-Type", "application/json")],
                                          body: #"{"root": {"id": "root"}, "sizes": [{"width": 10, "height": 10}]}"#))
    #expect(answer.logAnnotations["cache"] == "miss")
    #expect(!answer.headers.contains { $0.0.lowercased().hasPrefix("x-layoutd-log") })
}

/// The service records its own request metrics from the server's access log, by the route
/// the server's routing named (the route table's pattern), so a program that embeds it keeps
/// /metrics; the executable's log line gets the same route, and "other" for no route.
@Test func theServicesAccessLogRecordsMetricsByRoute() {
    let service = LayoutService(configuration: ServiceConfiguration(workers: 1))
    defer { service.pool.stop() }
    let router = service.makeRouter()
    let routes = Locked<[String]>([])
    let log = service.accessLog { _, route in routes.withLock { $0.append(route) } }
    for path in ["/v1/layout/sha256:abc", "/etc/passwd", "/healthz"] {
        let route: String?
        switch router.match(method: "GET", path: path) {
        case .found(_, _, _, let named): route = named
        case .methodNotAllowed(_, let named): route = named
        case .notFound: route = nil
        }
        log(AccessLogEntry(requestID: "r", method: "GET", target: path + "?x=1", status: 200, bytes: 0, durationSeconds: 0.001,
                           remoteAddress: "127.0.0.1:1", annotations: [:], route: route))
    }
    #expect(routes.withLock { $0 } == ["/v1/layout/{hash}", "other", "/healthz"])
    let text = service.metrics.render(service.gauges())
    #expect(text.contains("layoutd_requests_total{route=\"/v1/layout/{hash}\",status=\"200\"} 1"))
    #expect(text.contains("layoutd_requests_total{route=\"other\",status=\"200\"} 1"))
}

/// The gzip threshold is the service configuration's, for the server and for the routes'
/// choice to make and keep a cached answer's gzip alike: an answer under it is answered on
/// the event loop, plain, whatever the client accepts.
@Test func theGzipThresholdComesFromTheConfiguration() throws {
    let client = RouteClient(ServiceConfiguration(workers: 1, gzipMinimumBytes: 1 << 20))
    defer { client.service.pool.stop() }
    var server = ServerConfiguration()
    client.service.configure(&server)
    #expect(server.gzipMinimumBytes == 1 << 20)
    let children = (0..<40).map { #"{"id": "view\#($0)", "frame": {"x": \#($0), "y": 0, "width": 10, "height": 10}}"# }
    let body = #"{"root": {"id": "root", "children": ["# + children.joined(separator: ", ") + #"]}, "sizes": [{"width": 400, "height": 100}]}"#
    let json = [("Content-Type", "application/json")]
    let first = try #require(client.send("POST", "/v1/layout", headers: json, body: body))
    #expect(first.body.count >= Gzip.defaultMinimumBytes)  // over the default, under this threshold
    guard case .found(_, let immediate?, _, _) = client.router.match(method: "POST", path: "/v1/layout") else {
        Issue.record("POST /v1/layout has no immediate answer")
        return
    }
    let request = HTTPRequest(method: "POST", target: "/v1/layout",
                              headers: HTTPHeaders(json + [("Accept-Encoding", "gzip")]), body: Array(body.utf8))
    let hit = try #require(RouteClient.answeredOnLoop(immediate, request, [:]))
    #expect(hit.gzipped == nil && hit.body == first.body)
}
