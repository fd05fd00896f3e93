import Testing
@testable import HTTPServer

/// `HTTPResponse.problem`: RFC 9457 documents.
@Suite struct HTTPResponseTests {
    @Test func problemBodyEscapesJSON() {
        let response = HTTPResponse.problem(typeBase: testProblemTypeBase, status: 400, slug: "s", title: "T \"q\"", detail: "line\nbreak\u{1}")
        let text = String(decoding: response.body, as: UTF8.self)
        #expect(text == #"{"type":"https://layoutd.dev/problems/s","title":"T \"q\"","status":400,"detail":"line\nbreak\u0001"}"#)
        #expect(response.headers["Content-Type"] == "application/problem+json")
    }
}
