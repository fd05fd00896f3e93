import Testing
@testable import HTTPServer

/// `HTTPHeaders`: names compared ignoring ASCII case, order kept.
@Suite struct HTTPHeadersTests {
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
}
