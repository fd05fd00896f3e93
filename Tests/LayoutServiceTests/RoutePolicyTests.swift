import Testing
@testable import HTTPServer
@testable import LayoutService

/// Every route checks in one order: the key (401), the body's type (415), the answer's
/// type (406). A client missing all three learns first that its key is wrong.
@Suite struct RoutePolicyTests {
    @Test(arguments: [
        ("POST", "/v1/layout", "application/json"), ("POST", "/v1/hit-test", "application/json"),
        ("POST", "/v1/import", "application/xml"), ("POST", "/v1/lint", "application/xml"),
        ("GET", "/v1/layout/sha256:" + String(repeating: "0", count: 64), ""), ("GET", "/v1/fonts", ""),
    ])
    func theKeyIsCheckedFirstThenTheBodyThenTheAnswer(method: String, path: String, bodyType: String) {
        let client = RouteClient(ServiceConfiguration(workers: 1, apiKeys: ["k"]))
        defer { client.service.pool.stop() }
        // text/html: a type no route answers (image/png is a picture on layout and import).
        let wrongEverything = [("Content-Type", "text/plain"), ("Accept", "text/html")]
        #expect(client.send(HTTPMethod(method), path, headers: wrongEverything, body: "x")?.status == 401)
        let keyed = [("Authorization", "Bearer k")]
        if !bodyType.isEmpty {
            #expect(client.send(HTTPMethod(method), path, headers: keyed + wrongEverything, body: "x")?.status == 415)
        }
        let rightBody = bodyType.isEmpty ? [] : [("Content-Type", bodyType)]
        #expect(client.send(HTTPMethod(method), path, headers: keyed + rightBody + [("Accept", "text/html")], body: "x")?.status == 406,
                "\(path): the answer's type last")
    }
}
