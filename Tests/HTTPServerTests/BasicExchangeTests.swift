import Testing
@testable import HTTPServer

@Suite struct BasicExchangeTests {
    @Test func getAnswersWithLengthDateAndKeepsAlive() throws {
        let server = try makeServer()
        defer { stop(server) }
        let client = try RawClient(port: server.port)
        try client.send("GET /hello HTTP/1.1\r\nHost: x\r\n\r\n")
        let first = try client.readResponse()
        #expect(first.status == 200)
        #expect(first.text == "hello")
        #expect(first.headers["Content-Length"] == "5")
        #expect(first.headers["Date"]?.hasSuffix(" GMT") == true)
        #expect(first.headers["Connection"] == nil)
        // Same connection, second request: keep-alive is the HTTP/1.1 default.
        try client.send("GET /items/42 HTTP/1.1\r\nHost: x\r\n\r\n")
        let second = try client.readResponse()
        #expect(second.text == "42")
    }

    @Test func headHasGetHeadersAndNoBody() throws {
        let server = try makeServer()
        defer { stop(server) }
        let client = try RawClient(port: server.port)
        try client.send("HEAD /hello HTTP/1.1\r\nHost: x\r\n\r\n")
        let response = try client.readResponse(head: true)
        #expect(response.status == 200)
        #expect(response.headers["Content-Length"] == "5")
        #expect(response.headers["Content-Type"] == "text/plain")
        // No body bytes: the next answer on the connection starts right away.
        try client.send("GET /hello HTTP/1.1\r\nHost: x\r\n\r\n")
        #expect(try client.readResponse().text == "hello")
    }

    @Test func unknownPathIs404Problem() throws {
        let server = try makeServer()
        defer { stop(server) }
        let client = try RawClient(port: server.port)
        try client.send("GET /nope HTTP/1.1\r\nHost: x\r\n\r\n")
        let response = try client.readResponse()
        #expect(response.status == 404)
        #expect(response.headers["Content-Type"] == "application/problem+json")
        #expect(response.text.contains("\"type\":\"https://layoutd.dev/problems/not-found\""))
        #expect(response.text.contains("\"status\":404"))
    }

    /// The server's own problems name the type base the service configured, nothing else.
    @Test func problemTypeBaseIsConfigured() throws {
        let server = try makeServer { $0.problemTypeBase = "urn:example:problem:" }
        defer { stop(server) }
        let client = try RawClient(port: server.port)
        try client.send("GET /nope HTTP/1.1\r\nHost: x\r\n\r\n")
        let response = try client.readResponse()
        #expect(response.text.hasPrefix(#"{"type":"urn:example:problem:not-found","title":"Not found","status":404,"#))
    }

    @Test func wrongMethodIs405WithAllow() throws {
        let server = try makeServer()
        defer { stop(server) }
        let client = try RawClient(port: server.port)
        try client.send("DELETE /hello HTTP/1.1\r\nHost: x\r\n\r\n")
        let response = try client.readResponse()
        #expect(response.status == 405)
        #expect(response.headers["Allow"] == "GET, HEAD")
        #expect(response.text.contains("method-not-allowed"))
        // A routing refusal is not a framing error: the connection stays usable.
        try client.send("GET /hello HTTP/1.1\r\nHost: x\r\n\r\n")
        #expect(try client.readResponse().status == 200)
    }

    @Test func http10ClosesUnlessKeepAliveAsked() throws {
        let server = try makeServer()
        defer { stop(server) }
        let plain = try RawClient(port: server.port)
        try plain.send("GET /hello HTTP/1.0\r\n\r\n")
        let response = try plain.readResponse()
        #expect(response.status == 200)
        #expect(response.headers["Connection"] == "close")
        #expect(try plain.isClosed())

        let kept = try RawClient(port: server.port)
        try kept.send("GET /hello HTTP/1.0\r\nConnection: keep-alive\r\n\r\n")
        #expect(try kept.readResponse().headers["Connection"] == "keep-alive")
        try kept.send("GET /hello HTTP/1.0\r\n\r\n")
        #expect(try kept.readResponse().text == "hello")
        #expect(try kept.isClosed())
    }

    @Test func connectionCloseIsHonoured() throws {
        let server = try makeServer()
        defer { stop(server) }
        let client = try RawClient(port: server.port)
        try client.send("GET /hello HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n")
        let response = try client.readResponse()
        #expect(response.headers["Connection"] == "close")
        #expect(try client.isClosed())
    }
}
