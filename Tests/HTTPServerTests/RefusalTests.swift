import Testing
@testable import HTTPServer

/// Each malformed or ambiguous request gets its status, a problem+json body, and a closed
/// connection (nothing after a framing error can be trusted).
@Suite struct RefusalTests {
    struct Case: CustomTestStringConvertible, Sendable {
        var name: String
        var raw: String
        var status: Int
        var slug: String
        var testDescription: String { name }
    }

    static let cases: [Case] = [
        Case(name: "CL and TE", raw: "POST /echo HTTP/1.1\r\nHost: x\r\nContent-Length: 5\r\nTransfer-Encoding: chunked\r\n\r\n0\r\n\r\n", status: 400, slug: "conflicting-framing"),
        Case(name: "TE then CL", raw: "POST /echo HTTP/1.1\r\nHost: x\r\nTransfer-Encoding: chunked\r\nContent-Length: 5\r\n\r\n0\r\n\r\n", status: 400, slug: "conflicting-framing"),
        Case(name: "chunked not last", raw: "POST /echo HTTP/1.1\r\nHost: x\r\nTransfer-Encoding: chunked, identity\r\n\r\n0\r\n\r\n", status: 400, slug: "invalid-transfer-encoding"),
        Case(name: "chunked twice", raw: "POST /echo HTTP/1.1\r\nHost: x\r\nTransfer-Encoding: chunked\r\nTransfer-Encoding: chunked\r\n\r\n0\r\n\r\n", status: 400, slug: "invalid-transfer-encoding"),
        Case(name: "xchunked", raw: "POST /echo HTTP/1.1\r\nHost: x\r\nTransfer-Encoding: xchunked\r\n\r\n0\r\n\r\n", status: 501, slug: "unsupported-transfer-encoding"),
        Case(name: "gzip, chunked", raw: "POST /echo HTTP/1.1\r\nHost: x\r\nTransfer-Encoding: gzip, chunked\r\n\r\n0\r\n\r\n", status: 501, slug: "unsupported-transfer-encoding"),
        Case(name: "identity", raw: "POST /echo HTTP/1.1\r\nHost: x\r\nTransfer-Encoding: identity\r\n\r\n", status: 501, slug: "unsupported-transfer-encoding"),
        Case(name: "TE on HTTP/1.0", raw: "POST /echo HTTP/1.0\r\nTransfer-Encoding: chunked\r\n\r\n0\r\n\r\n", status: 400, slug: "invalid-transfer-encoding"),
        Case(name: "duplicate CL", raw: "POST /echo HTTP/1.1\r\nHost: x\r\nContent-Length: 3\r\nContent-Length: 3\r\n\r\nabc", status: 400, slug: "invalid-content-length"),
        Case(name: "CL list", raw: "POST /echo HTTP/1.1\r\nHost: x\r\nContent-Length: 3, 3\r\n\r\nabc", status: 400, slug: "invalid-content-length"),
        Case(name: "CL with plus sign", raw: "POST /echo HTTP/1.1\r\nHost: x\r\nContent-Length: +3\r\n\r\nabc", status: 400, slug: "invalid-content-length"),
        Case(name: "CL negative", raw: "POST /echo HTTP/1.1\r\nHost: x\r\nContent-Length: -1\r\n\r\n", status: 400, slug: "invalid-content-length"),
        Case(name: "CL with inner space", raw: "POST /echo HTTP/1.1\r\nHost: x\r\nContent-Length: 1 2\r\n\r\nabc", status: 400, slug: "invalid-content-length"),
        Case(name: "CL hex", raw: "POST /echo HTTP/1.1\r\nHost: x\r\nContent-Length: 0x3\r\n\r\nabc", status: 400, slug: "invalid-content-length"),
        Case(name: "chunk size not hex", raw: "POST /echo HTTP/1.1\r\nHost: x\r\nTransfer-Encoding: chunked\r\n\r\nzz\r\nabc\r\n0\r\n\r\n", status: 400, slug: "invalid-chunk"),
        Case(name: "chunk size 0x prefix", raw: "POST /echo HTTP/1.1\r\nHost: x\r\nTransfer-Encoding: chunked\r\n\r\n0x3\r\nabc\r\n0\r\n\r\n", status: 400, slug: "invalid-chunk"),
        Case(name: "chunk size negative", raw: "POST /echo HTTP/1.1\r\nHost: x\r\nTransfer-Encoding: chunked\r\n\r\n-3\r\nabc\r\n0\r\n\r\n", status: 400, slug: "invalid-chunk"),
        Case(name: "chunk size empty", raw: "POST /echo HTTP/1.1\r\nHost: x\r\nTransfer-Encoding: chunked\r\n\r\n\r\nabc\r\n0\r\n\r\n", status: 400, slug: "invalid-chunk"),
        Case(name: "chunk data longer than size", raw: "POST /echo HTTP/1.1\r\nHost: x\r\nTransfer-Encoding: chunked\r\n\r\n2\r\nabc\r\n0\r\n\r\n", status: 400, slug: "invalid-chunk"),
        Case(name: "chunk size overflowing", raw: "POST /echo HTTP/1.1\r\nHost: x\r\nTransfer-Encoding: chunked\r\n\r\nffffffffffffffffffff\r\nabc\r\n0\r\n\r\n", status: 413, slug: "body-too-large"),
        Case(name: "chunk over body limit", raw: "POST /echo HTTP/1.1\r\nHost: x\r\nTransfer-Encoding: chunked\r\n\r\n401\r\n", status: 413, slug: "body-too-large"),
        Case(name: "CL over body limit", raw: "POST /echo HTTP/1.1\r\nHost: x\r\nContent-Length: 1025\r\n\r\n", status: 413, slug: "body-too-large"),
        Case(name: "CL overflowing Int", raw: "POST /echo HTTP/1.1\r\nHost: x\r\nContent-Length: 99999999999999999999999\r\n\r\n", status: 413, slug: "body-too-large"),
        Case(name: "obs-fold", raw: "GET /hello HTTP/1.1\r\nHost: x\r\nX-A: one\r\n two\r\n\r\n", status: 400, slug: "obsolete-line-folding"),
        Case(name: "space before colon", raw: "GET /hello HTTP/1.1\r\nHost: x\r\nX-A : one\r\n\r\n", status: 400, slug: "invalid-header"),
        Case(name: "bad header name", raw: "GET /hello HTTP/1.1\r\nHost: x\r\nX(A): one\r\n\r\n", status: 400, slug: "invalid-header"),
        Case(name: "empty header name", raw: "GET /hello HTTP/1.1\r\nHost: x\r\n: one\r\n\r\n", status: 400, slug: "invalid-header"),
        Case(name: "no colon", raw: "GET /hello HTTP/1.1\r\nHost: x\r\nJustText\r\n\r\n", status: 400, slug: "invalid-header"),
        Case(name: "NUL in value", raw: "GET /hello HTTP/1.1\r\nHost: x\r\nX-A: a\u{0}b\r\n\r\n", status: 400, slug: "invalid-header"),
        Case(name: "bare CR in value", raw: "GET /hello HTTP/1.1\r\nHost: x\r\nX-A: a\rb\r\n\r\n", status: 400, slug: "invalid-header"),
        Case(name: "bare LF line ending", raw: "GET /hello HTTP/1.1\nHost: x\n\n", status: 400, slug: "bare-lf"),
        Case(name: "bare LF in headers", raw: "GET /hello HTTP/1.1\r\nHost: x\nX-A: b\r\n\r\n", status: 400, slug: "bare-lf"),
        Case(name: "missing Host", raw: "GET /hello HTTP/1.1\r\n\r\n", status: 400, slug: "missing-host"),
        Case(name: "two Hosts", raw: "GET /hello HTTP/1.1\r\nHost: a\r\nHost: b\r\n\r\n", status: 400, slug: "invalid-host"),
        Case(name: "double space in request line", raw: "GET  /hello HTTP/1.1\r\nHost: x\r\n\r\n", status: 400, slug: "malformed-request-line"),
        Case(name: "lowercase version", raw: "GET /hello http/1.1\r\nHost: x\r\n\r\n", status: 400, slug: "malformed-request-line"),
        Case(name: "relative target", raw: "GET hello HTTP/1.1\r\nHost: x\r\n\r\n", status: 400, slug: "malformed-request-line"),
        Case(name: "method not a token", raw: "G(T /hello HTTP/1.1\r\nHost: x\r\n\r\n", status: 400, slug: "malformed-request-line"),
        Case(name: "HTTP/2.0", raw: "GET /hello HTTP/2.0\r\nHost: x\r\n\r\n", status: 505, slug: "http-version-not-supported"),
        Case(name: "Expect other than 100-continue", raw: "POST /echo HTTP/1.1\r\nHost: x\r\nExpect: teapot\r\nContent-Length: 1\r\n\r\na", status: 417, slug: "expectation-failed"),
    ]

    @Test(arguments: cases)
    func refusedAndClosed(_ refusal: Case) throws {
        let server = try makeServer { $0.maxBodyBytes = 1024 }
        defer { stop(server) }
        let client = try RawClient(port: server.port)
        try client.send(refusal.raw)
        let response = try client.readResponse()
        #expect(response.status == refusal.status)
        #expect(response.headers["Content-Type"] == "application/problem+json")
        #expect(response.headers["Connection"] == "close")
        #expect(response.text.contains("\"type\":\"https://layoutd.dev/problems/\(refusal.slug)\""))
        #expect(response.text.contains("\"status\":\(refusal.status)"))
        #expect(try client.isClosed())
    }

    @Test func requestLineOverLimitIs414() throws {
        let server = try makeServer { $0.maxRequestLineBytes = 100 }
        defer { stop(server) }
        let client = try RawClient(port: server.port)
        // Never terminated: the refusal must come as soon as the limit passes.
        try client.send("GET /" + String(repeating: "a", count: 200))
        let response = try client.readResponse()
        #expect(response.status == 414)
        #expect(try client.isClosed())
    }

    @Test func headerBytesOverLimitIs431() throws {
        let server = try makeServer { $0.maxHeaderBytes = 200 }
        defer { stop(server) }
        let client = try RawClient(port: server.port)
        // "X-A: " + 190 bytes + CRLF = 197, plus "Host: x\r\n" (9) = 206 > 200.
        try client.send("GET /hello HTTP/1.1\r\nHost: x\r\nX-A: " + String(repeating: "b", count: 190) + "\r\n\r\n")
        #expect(try client.readResponse().status == 431)
        #expect(try client.isClosed())
    }

    @Test func headerBytesAtLimitPass() throws {
        let server = try makeServer { $0.maxHeaderBytes = 200 }
        defer { stop(server) }
        let client = try RawClient(port: server.port)
        // "Host: x\r\n" (9) + "X-A: " (5) + 184 + CRLF (2) = 200: exactly the limit.
        try client.send("GET /hello HTTP/1.1\r\nHost: x\r\nX-A: " + String(repeating: "b", count: 184) + "\r\n\r\n")
        #expect(try client.readResponse().status == 200)
    }

    @Test func headerCountOverLimitIs431() throws {
        let server = try makeServer { $0.maxHeaderCount = 5 }
        defer { stop(server) }
        let client = try RawClient(port: server.port)
        let five = (1...4).map { "X-\($0): v\r\n" }.joined()
        try client.send("GET /hello HTTP/1.1\r\nHost: x\r\n" + five + "\r\n")
        #expect(try client.readResponse().status == 200)
        try client.send("GET /hello HTTP/1.1\r\nHost: x\r\n" + five + "X-5: v\r\n\r\n")
        #expect(try client.readResponse().status == 431)
    }

    @Test func unterminatedHeadersHitLimitWithoutBlankLine() throws {
        let server = try makeServer { $0.maxHeaderBytes = 1024 }
        defer { stop(server) }
        let client = try RawClient(port: server.port)
        try client.send("GET /hello HTTP/1.1\r\nHost: x\r\nX-A: " + String(repeating: "b", count: 2000))
        #expect(try client.readResponse().status == 431)
    }
}
