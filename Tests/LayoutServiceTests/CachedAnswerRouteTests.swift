import Foundation
import HTTPServer
import LayoutDocument
import LayoutEngine
@testable import LayoutService
import Testing

private let json = [("Content-Type", "application/json")]

/// Posts the small document and returns its hash.
private func cachedHash(_ client: RouteClient) -> String {
    let posted = client.send("POST", "/v1/layout", headers: json, body: smallDocument)
    #expect(posted?.status == 200)
    return RouteClient.json(posted)["hash"] ?? ""
}

@Test(arguments: ["text/html", "application/json;q=0", "image/svg+xml", "image/*", "application/json;q=0, */*"])
func cachedAnswerHonoursAccept(accept: String) {
    let client = RouteClient()
    let hash = cachedHash(client)
    for method in ["GET", "HEAD"] {
        let response = client.send(method, "/v1/layout/\(hash)", headers: [("Accept", accept)])
        #expect(response?.status == 406, "\(method) with Accept: \(accept)")
        #expect(response?.headers["Content-Type"] == "application/problem+json")
    }
    client.service.pool.stop()
}

@Test(arguments: [nil, "*/*", "application/json", "image/svg+xml, application/json;q=0.5", "application/*"])
func cachedAnswerServesJSONWhenAccepted(accept: String?) {
    let client = RouteClient()
    let hash = cachedHash(client)
    let response = client.send("GET", "/v1/layout/\(hash)", headers: accept.map { [("Accept", $0)] } ?? [])
    #expect(response?.status == 200)
    #expect(response?.headers["Content-Type"] == "application/json")
    client.service.pool.stop()
}

@Test(arguments: ["abc", "sha256:ABC", "sha256:" + String(repeating: "A", count: 64),
                  "sha256:" + String(repeating: "0", count: 63), "sha1:" + String(repeating: "0", count: 64)])
func malformedHashSaysWhatAHashLooksLike(hash: String) {
    let client = RouteClient()
    let response = client.send("GET", "/v1/layout/\(hash)")
    #expect(response?.status == 404)
    let detail = RouteClient.json(response)["detail"] ?? ""
    #expect(detail.contains("not a layout hash"), "\(detail)")
    #expect(detail.contains("sha256: followed by 64 lowercase hex digits"), "\(detail)")
    client.service.pool.stop()
}

@Test func wellFormedUnknownHashIsPlainlyNotCached() {
    let client = RouteClient()
    let response = client.send("GET", "/v1/layout/sha256:" + String(repeating: "0", count: 64))
    #expect(response?.status == 404)
    #expect(RouteClient.json(response)["detail"]?.hasPrefix("No answer with hash") == true)
    client.service.pool.stop()
}

/// A browser's `encodeURIComponent(hash)` sends the colon as %3A: the same answer.
@Test func percentEncodedHashFindsTheAnswer() {
    let client = RouteClient()
    let hash = cachedHash(client)
    let encoded = hash.replacingOccurrences(of: ":", with: "%3A")
    #expect(encoded != hash)
    let response = client.send("GET", "/v1/layout/\(encoded)")
    #expect(response?.status == 200)
    #expect(RouteClient.json(response)["hash"] == hash)
    client.service.pool.stop()
}
