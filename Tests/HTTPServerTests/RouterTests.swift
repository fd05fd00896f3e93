import Testing
@testable import HTTPServer

/// `Router`: patterns, percent-decoded parameters, 404/405 and OPTIONS.
@Suite struct RouterTests {
    @Test func routerMatchesParametersAndReportsAllow() {
        var router = Router()
        router.add("POST", "/v1/layout") { _, _, _ in }
        router.add("GET", "/v1/layout/{hash}") { _, _, _ in }
        if case .found(_, _, let parameters, _) = router.match(method: "GET", path: "/v1/layout/abc") {
            #expect(parameters == ["hash": "abc"])
        } else {
            Issue.record("GET /v1/layout/abc should match")
        }
        if case .found = router.match(method: "HEAD", path: "/v1/layout/abc") {} else {
            Issue.record("HEAD should reach the GET route")
        }
        if case .methodNotAllowed(let allow, _) = router.match(method: "GET", path: "/v1/layout") {
            #expect(allow == ["POST"])
        } else {
            Issue.record("GET /v1/layout should be 405")
        }
        // Parameters are percent-decoded (a browser's encodeURIComponent); bad escapes and
        // bytes that are not UTF-8 are passed on as sent.
        let sent = ["sha256%3Aab": "sha256:ab", "a%2fb%20c": "a/b c", "%C3%A9": "é", "100%": "100%", "%zz": "%zz", "%FF": "%FF"]
        for (segment, expected) in sent {
            if case .found(_, _, let parameters, _) = router.match(method: "GET", path: "/v1/layout/" + segment) {
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
        if case .methodNotAllowed(let allow, _) = router.match(method: "DELETE", path: "/v1/layout/x") {
            #expect(allow == ["GET", "HEAD", "OPTIONS"])
        } else {
            Issue.record("DELETE should be 405")
        }
    }

    /// The name metrics and logs give a path: the declared pattern, whatever the method.
    @Test(arguments: [
        ("/v1/layout", "/v1/layout"), ("/v1/layout/sha256:ab", "/v1/layout/{hash}"), ("/v1/layout/", nil),
        ("/v1/layout/a/b", nil), ("/v1/layoutx", nil), ("/", "/"), ("", nil), ("//", nil), ("/v1", nil),
    ] as [(String, String?)])
    func aPathIsNamedByItsRoutesPattern(path: String, pattern: String?) {
        var router = Router()
        router.add("POST", "/v1/layout") { _, _, _ in }
        router.add("GET", "/v1/layout/{hash}") { _, _, _ in }
        router.add("GET", "/") { _, _, _ in }
        #expect(router.pattern(matching: path) == pattern)
        // Routing itself names the route the same way, whatever the method.
        for method: HTTPMethod in ["GET", "POST", "DELETE"] {
            switch router.match(method: method, path: path) {
            case .notFound: #expect(pattern == nil)
            case .found(_, _, _, let route): #expect(route == pattern)
            case .methodNotAllowed(_, let route): #expect(route == pattern)
            }
        }
    }
}
