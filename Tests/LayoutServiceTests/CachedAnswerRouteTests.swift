import Foundation
@testable import HTTPServer
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
    for method: HTTPMethod in ["GET", "HEAD"] {
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

/// The route's immediate answer (the one the event loop sends without a hand-off): a body
/// seen before, with gzip only once the gzip is made and kept; and a small document solved
/// there (`InlineSolves`), while a larger one goes to a worker.
@Test func repeatedBodiesAreAnsweredOnTheEventLoopWithTheirKeptGzip() throws {
    let client = RouteClient()
    guard case .found(_, let immediate?, _, _) = client.router.match(method: "POST", path: "/v1/layout") else {
        Issue.record("POST /v1/layout has no immediate answer")
        return
    }
    let gzip = json + [("Accept-Encoding", "gzip")]
    func request(_ headers: [(String, String)]) -> HTTPRequest {
        HTTPRequest(method: "POST", target: "/v1/layout", headers: HTTPHeaders(headers), body: Array(smallDocument.utf8))
    }
    // While other connections wait on the loop, even a small document goes to a worker.
    let busy = HTTPRequest(method: "POST", target: "/v1/layout", headers: HTTPHeaders(json),
                           body: Array(smallDocument.replacingOccurrences(of: "+ 8", with: "+ 9").utf8))
    #expect(RouteClient.answeredOnLoop(immediate, busy, [:], loop: LoopState(othersWaiting: true)) == nil)
    let solvedHere = try #require(RouteClient.answeredOnLoop(immediate, request(json), [:]), "a small document is solved on a free loop")
    #expect(solvedHere.headers["X-Cache"] == "miss")
    let bigger = HTTPRequest(method: "POST", target: "/v1/layout", headers: HTTPHeaders(json), body: Array(largeDocument().utf8))
    #expect(bigger.body.count > InlineSolves.documentBytes)
    #expect(RouteClient.answeredOnLoop(immediate, bigger, [:]) == nil, "a larger one is solved on a worker")
    let hash = cachedHash(client)
    let plain = try #require(RouteClient.answeredOnLoop(immediate, request(json), [:]))
    #expect(plain.status == 200)
    #expect(plain.headers["X-Cache"] == "hit")
    #expect(plain.headers["ETag"] == "\"\(hash)\"")
    #expect(plain.headers["Vary"] == "Accept, Accept-Encoding")
    #expect(RouteClient.json(plain)["hash"] == hash)
    // A refusal needs nothing but the request: answered here too, with the common fields.
    let refused = try #require(RouteClient.answeredOnLoop(immediate, request([("Content-Type", "text/plain")]), [:]))
    #expect(refused.status == .unsupportedMediaType && refused.headers["Vary"] == "Accept, Accept-Encoding")
    // A picture is drawn on a worker.
    #expect(RouteClient.answeredOnLoop(immediate, request(json + [("Accept", "image/svg+xml")]), [:]) == nil)
    // An answer under gzip's minimum goes out plain anyway: answered here, no gzip made.
    #expect(plain.body.count < Gzip.defaultMinimumBytes)
    let small = try #require(RouteClient.answeredOnLoop(immediate, request(gzip), [:]))
    #expect(small.gzipped == nil && small.body == plain.body)
    // A larger one: the first gzip-accepting hit makes the gzip on a thread; then it is kept.
    let large = largeDocument()
    func largeRequest() -> HTTPRequest {
        HTTPRequest(method: "POST", target: "/v1/layout", headers: HTTPHeaders(gzip), body: Array(large.utf8))
    }
    let first = try #require(client.send("POST", "/v1/layout", headers: json, body: large))
    #expect(first.body.count >= Gzip.defaultMinimumBytes)
    #expect(RouteClient.answeredOnLoop(immediate, largeRequest(), [:]) == nil)
    let zipped = try #require(client.send("POST", "/v1/layout", headers: gzip, body: large))
    #expect(zipped.gzipped != nil)
    let kept = try #require(RouteClient.answeredOnLoop(immediate, largeRequest(), [:]))
    #expect(kept.gzipped == zipped.gzipped)
    #expect(kept.body == first.body)
    client.service.pool.stop()
}

/// A resize POSTed in full of a small structure held warm is read by its shape and solved on
/// a free loop, as its resize by reference would be; the same bytes as a worker's answer.
@Test func postedResizesOfSmallWarmStructuresAreSolvedOnTheEventLoop() throws {
    let client = RouteClient()
    defer { client.service.pool.stop() }
    guard case .found(_, let immediate?, _, _) = client.router.match(method: "POST", path: "/v1/layout") else {
        Issue.record("POST /v1/layout has no immediate answer")
        return
    }
    let large = largeDocument()
    #expect(large.utf8.count > InlineSolves.documentBytes)
    _ = try #require(client.send("POST", "/v1/layout", headers: json, body: large))
    func resized(_ width: Int) -> HTTPRequest {
        HTTPRequest(method: "POST", target: "/v1/layout", headers: HTTPHeaders(json),
                    body: Array(large.replacingOccurrences(of: #""width": 400"#, with: #""width": \#(width)"#).utf8))
    }
    // While other connections wait on the loop, a worker solves it.
    #expect(RouteClient.answeredOnLoop(immediate, resized(401), [:], loop: LoopState(othersWaiting: true)) == nil)
    let here = try #require(RouteClient.answeredOnLoop(immediate, resized(402), [:]), "a resize read by its shape is solved on a free loop")
    #expect(here.status == 200 && here.headers["X-Cache"] == "miss")
    let fresh = RouteClient()
    defer { fresh.service.pool.stop() }
    let cold = try #require(fresh.send("POST", "/v1/layout", headers: json, body: String(decoding: resized(402).body, as: UTF8.self)))
    #expect(here.body == cold.body)
}

/// A document whose answer is over a kilobyte: a row of 40 fixed views.
private func largeDocument() -> String {
    let children = (0..<40).map { #"{"id": "view\#($0)", "frame": {"x": \#($0), "y": 0, "width": 10, "height": 10}}"# }
    return #"{"root": {"id": "root", "children": ["# + children.joined(separator: ", ") + #"]}, "sizes": [{"width": 400, "height": 100}]}"#
}

/// GET /v1/layout/{hash} is answered on the event loop when memory has it, and a hash it
/// has not is plainly not cached there too (no Redis tier to ask).
@Test func cachedAnswersByHashAreAnsweredOnTheEventLoop() throws {
    let client = RouteClient()
    let hash = cachedHash(client)
    guard case .found(_, let immediate?, let parameters, _) = client.router.match(method: "GET", path: "/v1/layout/\(hash)") else {
        Issue.record("GET /v1/layout/{hash} has no immediate answer")
        return
    }
    let found = try #require(RouteClient.answeredOnLoop(immediate, HTTPRequest(method: "GET", target: "/v1/layout/\(hash)"), parameters))
    #expect(found.status == 200)
    #expect(found.headers["X-Cache"] == "hit")
    let unknown = "sha256:" + String(repeating: "0", count: 64)
    let missing = try #require(RouteClient.answeredOnLoop(immediate, HTTPRequest(method: "GET", target: "/v1/layout/\(unknown)"), ["hash": unknown]))
    #expect(missing.status == 404)
    client.service.pool.stop()
}
