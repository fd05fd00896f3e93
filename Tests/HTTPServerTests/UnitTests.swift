import Testing
@testable import HTTPServer

@Suite struct HeadersAndRouterTests {
    @Test func headersAreCaseInsensitiveAndOrdered() {
        var headers = HTTPHeaders([("Content-Type", "a"), ("X-A", "1"), ("x-a", "2")])
        #expect(headers["content-type"] == "a")
        #expect(headers.values("X-A") == ["1", "2"])
        headers.set("X-a", "3")
        #expect(headers.values("x-A") == ["3"])
        #expect(headers.map { $0.0 } == ["Content-Type", "X-a"])
        headers.add("Connection", "keep-alive, Close")
        #expect(headers.tokens("connection") == ["keep-alive", "close"])
        headers.remove("CONTENT-TYPE")
        #expect(headers["Content-Type"] == nil)
    }

    @Test func routerMatchesParametersAndReportsAllow() {
        var router = Router()
        router.add("POST", "/v1/layout") { _, _, _ in }
        router.add("GET", "/v1/layout/{hash}") { _, _, _ in }
        if case .found(_, let parameters) = router.match(method: "GET", path: "/v1/layout/abc") {
            #expect(parameters == ["hash": "abc"])
        } else {
            Issue.record("GET /v1/layout/abc should match")
        }
        if case .found = router.match(method: "HEAD", path: "/v1/layout/abc") {} else {
            Issue.record("HEAD should reach the GET route")
        }
        if case .methodNotAllowed(let allow) = router.match(method: "GET", path: "/v1/layout") {
            #expect(allow == ["POST"])
        } else {
            Issue.record("GET /v1/layout should be 405")
        }
        // Parameters are percent-decoded (a browser's encodeURIComponent); bad escapes and
        // bytes that are not UTF-8 are passed on as sent.
        let sent = ["sha256%3Aab": "sha256:ab", "a%2fb%20c": "a/b c", "%C3%A9": "é", "100%": "100%", "%zz": "%zz", "%FF": "%FF"]
        for (segment, expected) in sent {
            if case .found(_, let parameters) = router.match(method: "GET", path: "/v1/layout/" + segment) {
                #expect(parameters == ["hash": expected], "\(segment)")
            } else {
                Issue.record("GET /v1/layout/\(segment) should match")
            }
        }
        if case .notFound = router.match(method: "GET", path: "/v1/layout/") {} else {
            Issue.record("an empty parameter segment should not match")
        }
        if case .notFound = router.match(method: "GET", path: "/v1/layout/a/b") {} else {
            Issue.record("extra segments should not match")
        }
        router.options = { _, _, _ in }
        if case .found = router.match(method: "OPTIONS", path: "/anything") {} else {
            Issue.record("OPTIONS should reach the options handler on any path")
        }
        if case .methodNotAllowed(let allow) = router.match(method: "DELETE", path: "/v1/layout/x") {
            #expect(allow == ["GET", "HEAD", "OPTIONS"])
        } else {
            Issue.record("DELETE should be 405")
        }
    }

    @Test func targetSplitsIntoPathAndQuery() {
        #expect(splitTarget("/a/b?x=1&y") == ("/a/b", "x=1&y"))
        #expect(splitTarget("/a") == ("/a", nil))
        #expect(splitTarget("/a?") == ("/a", ""))
        #expect(splitTarget("http://h:1/p?q") == ("/p", "q"))
        #expect(splitTarget("http://h") == ("/", nil))
        #expect(splitTarget("http://h?q") == ("/", "q"))
    }

    @Test func problemBodyEscapesJSON() {
        let response = HTTPResponse.problem(typeBase: testProblemTypeBase, status: 400, slug: "s", title: "T \"q\"", detail: "line\nbreak\u{1}")
        let text = String(decoding: response.body, as: UTF8.self)
        #expect(text == #"{"type":"https://layoutd.dev/problems/s","title":"T \"q\"","status":400,"detail":"line\nbreak\u0001"}"#)
        #expect(response.headers["Content-Type"] == "application/problem+json")
    }

    @Test func dateIsIMFFixdate() {
        // 784111777 s after the epoch is RFC 9110's own example date.
        #expect(String(decoding: HTTPDateCache.format(784_111_777), as: UTF8.self) == "Sun, 06 Nov 1994 08:49:37 GMT")
    }

    @Test func contentLengthFramingRules() throws {
        func head(_ fields: [(String, String)], minor: Int = 1) -> RequestHead {
            RequestHead(method: "POST", target: "/", versionMinor: minor, headers: HTTPHeaders(fields))
        }
        #expect(try BodyFraming.of(head([("Content-Length", "0")]), maxBodyBytes: 10) == .none)
        #expect(try BodyFraming.of(head([("Content-Length", "007")]), maxBodyBytes: 10) == .length(7))
        #expect(try BodyFraming.of(head([("Transfer-Encoding", "Chunked")]), maxBodyBytes: 10) == .chunked)
        #expect(throws: HTTPError.self) { try BodyFraming.of(head([("Content-Length", "")]), maxBodyBytes: 10) }
        #expect(throws: HTTPError.self) { try BodyFraming.of(head([("Content-Length", "11")]), maxBodyBytes: 10) }
    }
}
