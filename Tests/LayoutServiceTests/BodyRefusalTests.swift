import HTTPServer
import LayoutDocument
import LayoutEngine
@testable import LayoutService
import Testing

private let json = [("Content-Type", "application/json")]

@Test(arguments: ["identity", "gzip", "", "IDENTITY"])
func anyContentEncodingIsRefused(encoding: String) {
    let client = RouteClient()
    for path in ["/v1/layout", "/v1/hit-test"] {
        let response = client.send("POST", path, headers: json + [("Content-Encoding", encoding)], body: smallDocument)
        #expect(response?.status == 415, "\(path) with Content-Encoding: \(encoding)")
        let problem = RouteClient.json(response)
        #expect(problem["type"] == "https://layoutd.dev/problems/unsupported-content-encoding")
        #expect(problem["detail"]?.contains("without a content coding") == true)
    }
    client.service.pool.stop()
}

@Test func trailingSemicolonInContentTypeIsAccepted() {
    let client = RouteClient()
    let response = client.send("POST", "/v1/layout", headers: [("Content-Type", "application/json;")], body: smallDocument)
    #expect(response?.status == 200)
    client.service.pool.stop()
}

@Test(arguments: ["", "   ", "\r\n"])
func emptyBodySaysSo(body: String) {
    let client = RouteClient()
    for path in ["/v1/layout", "/v1/hit-test"] {
        let response = client.send("POST", path, headers: json, body: body)
        #expect(response?.status == 400)
        let problem = RouteClient.json(response)
        #expect(problem["type"] == "https://layoutd.dev/problems/malformed-json")
        #expect(problem["detail"] == "the request body is empty; send a layout document")
    }
    let svg = client.send("POST", "/v1/layout", headers: json + [("Accept", "image/svg+xml")], body: body)
    #expect(RouteClient.json(svg)["detail"] == "the request body is empty; send a layout document")
    client.service.pool.stop()
}

@Test func malformedJSONSaysItsLineAndColumn() {
    let client = RouteClient()
    // A comma is missing before "sizes": line 2, column 3, byte 23.
    let body = "{\"root\": {\"id\": \"r\"}\n  \"sizes\": []}"
    for path in ["/v1/layout", "/v1/hit-test"] {
        let response = client.send("POST", path, headers: json, body: body)
        #expect(response?.status == 400)
        let text = String(decoding: response?.body ?? [], as: UTF8.self)
        #expect(text.contains(#""detail":"#) && text.contains("at byte 23"), "\(text)")
        #expect(text.hasSuffix(#","line":2,"column":3}"#), "\(path): \(text)")
    }
    client.service.pool.stop()
}
