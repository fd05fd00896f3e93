import Testing
import HTTPServer
import LayoutEngine
@testable import LayoutService

/// What the HTTP server knows of the service comes from `LayoutService.configure`: its own
/// refusals (404, 405, 413, ...) name the service's problem types, carry its CORS fields,
/// and its routes' log annotations are taken off the answer for the access log.
@Test func theServiceConfiguresTheServer() throws {
    let client = RouteClient(ServiceConfiguration(workers: 1, corsOrigin: "https://app.example"))
    defer { client.service.pool.stop() }
    var configuration = ServerConfiguration()
    client.service.configure(&configuration)
    #expect(configuration.problemTypeBase == "https://layoutd.dev/problems/")
    #expect(configuration.problemTypeBase == ProblemDocument.typeBase)
    #expect(configuration.logAnnotationPrefix == "X-Layoutd-Log-")
    #expect(configuration.name == "layoutd")
    #expect(configuration.responseHeaders["Access-Control-Allow-Origin"] == "https://app.example")
    // A route's cache annotation uses the prefix the server strips.
    let answer = try #require(client.send("POST", "/v1/layout", headers: [("Content-Type", "application/json")],
                                          body: #"{"root": {"id": "root"}, "sizes": [{"width": 10, "height": 10}]}"#))
    #expect(answer.headers["X-Layoutd-Log-Cache"] == "miss")
}
