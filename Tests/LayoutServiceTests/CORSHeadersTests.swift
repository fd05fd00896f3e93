import Testing
import HTTPServer
@testable import LayoutService

/// The fields the server adds to every answer (ServerConfiguration.responseHeaders) are the
/// same CORS fields the service's own answers carry.
@Test func corsHeadersFollowTheConfiguredOrigin() {
    let client = RouteClient(ServiceConfiguration(workers: 1, corsOrigin: "https://app.example"))
    let cors = client.service.corsHeaders
    #expect(cors["Access-Control-Allow-Origin"] == "https://app.example")
    #expect(cors["Access-Control-Expose-Headers"] == "ETag, X-Cache, Retry-After")
    let refused = client.send("POST", "/v1/layout", headers: [("Content-Type", "text/plain")], body: "{}")
    for (name, value) in cors {
        #expect(refused?.headers[name] == value, "\(name)")
    }
    client.service.pool.stop()
}
