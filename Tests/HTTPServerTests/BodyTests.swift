import Testing
@testable import HTTPServer

@Suite struct BodyTests {
    @Test func contentLengthBodyArrivesInPieces() throws {
        let server = try makeServer()
        defer { stop(server) }
        let client = try RawClient(port: server.port)
        try client.send("POST /echo HTTP/1.1\r\nHost: x\r\nContent-Length: 11\r\n\r\nhello")
        try client.send(" world")
        let response = try client.readResponse()
        #expect(response.status == 200)
        #expect(response.text == "hello world")
    }

    @Test func chunkedBodyWithExtensionsAndTrailers() throws {
        let server = try makeServer()
        defer { stop(server) }
        let client = try RawClient(port: server.port)
        // 5 + 6 (hex 6) + 0x0A (10) bytes = "hello" + " world" + ", chunked!"
        try client.send("POST /echo HTTP/1.1\r\nHost: x\r\nTransfer-Encoding: chunked\r\n\r\n"
            + "5;name=value\r\nhello\r\n"
            + "6 ; quoted=\"a b\"\r\n world\r\n"
            + "A\r\n, chunked!\r\n"
            + "0\r\nChecksum: abc\r\nX-Other: 1\r\n\r\n")
        let response = try client.readResponse()
        #expect(response.text == "hello world, chunked!")
        #expect(response.headers["X-Trailer-Checksum"] == "abc")
        #expect(response.headers["X-Trailer-X-Other"] == "1")
        // The connection is still in step: a second request works.
        try client.send("GET /hello HTTP/1.1\r\nHost: x\r\n\r\n")
        #expect(try client.readResponse().text == "hello")
    }

    @Test func chunkedBodyByteByByte() throws {
        let server = try makeServer()
        defer { stop(server) }
        let client = try RawClient(port: server.port)
        let raw = "POST /echo HTTP/1.1\r\nHost: x\r\nTransfer-Encoding: chunked\r\n\r\n3\r\nabc\r\n0\r\n\r\n"
        for byte in raw.utf8 { try client.send([byte]) }
        #expect(try client.readResponse().text == "abc")
    }

    @Test func bodyAtLimitIsAccepted() throws {
        let server = try makeServer { $0.maxBodyBytes = 1024 }
        defer { stop(server) }
        let client = try RawClient(port: server.port)
        // Two chunks of 0x200 = 512 bytes: exactly 1024.
        let half = String(repeating: "z", count: 512)
        try client.send("POST /echo HTTP/1.1\r\nHost: x\r\nTransfer-Encoding: chunked\r\n\r\n200\r\n\(half)\r\n200\r\n\(half)\r\n0\r\n\r\n")
        #expect(try client.readResponse().body.count == 1024)
        try client.send("POST /echo HTTP/1.1\r\nHost: x\r\nContent-Length: 1024\r\n\r\n\(half)\(half)")
        #expect(try client.readResponse().body.count == 1024)
    }

    @Test func chunkedTotalOverLimitIs413() throws {
        let server = try makeServer { $0.maxBodyBytes = 1024 }
        defer { stop(server) }
        let client = try RawClient(port: server.port)
        // 0x200 + 0x201 = 1025 > 1024: refused at the second size line, before its data.
        let half = String(repeating: "z", count: 512)
        try client.send("POST /echo HTTP/1.1\r\nHost: x\r\nTransfer-Encoding: chunked\r\n\r\n200\r\n\(half)\r\n201\r\n")
        #expect(try client.readResponse().status == 413)
        #expect(try client.isClosed())
    }

    @Test func expectContinueGets100ThenAnswer() throws {
        let server = try makeServer()
        defer { stop(server) }
        let client = try RawClient(port: server.port)
        try client.send("POST /echo HTTP/1.1\r\nHost: x\r\nContent-Length: 4\r\nExpect: 100-continue\r\n\r\n")
        let interim = try client.readResponse()
        #expect(interim.status == 100)
        try client.send("ping")
        let final = try client.readResponse()
        #expect(final.status == 200)
        #expect(final.text == "ping")
    }

    @Test func expectContinueOverLimitGets413AtOnce() throws {
        let server = try makeServer { $0.maxBodyBytes = 1024 }
        defer { stop(server) }
        let client = try RawClient(port: server.port)
        try client.send("POST /echo HTTP/1.1\r\nHost: x\r\nContent-Length: 5000\r\nExpect: 100-continue\r\n\r\n")
        let response = try client.readResponse()
        #expect(response.status == 413)
        #expect(response.text.contains("body-too-large"))
        #expect(try client.isClosed())
    }

    @Test func pipelinedRequestsAnsweredInOrder() throws {
        let server = try makeServer()
        defer { stop(server) }
        let client = try RawClient(port: server.port)
        // The slow one first: its answer must still come first.
        try client.send("GET /slow?1 HTTP/1.1\r\nHost: x\r\n\r\n"
            + "POST /echo HTTP/1.1\r\nHost: x\r\nContent-Length: 3\r\n\r\nabc"
            + "GET /items/7 HTTP/1.1\r\nHost: x\r\n\r\n"
            + "POST /echo HTTP/1.1\r\nHost: x\r\nTransfer-Encoding: chunked\r\n\r\n2\r\nde\r\n0\r\n\r\n"
            + "HEAD /hello HTTP/1.1\r\nHost: x\r\n\r\n"
            + "GET /hello HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n")
        #expect(try client.readResponse().text == "slow 1")
        #expect(try client.readResponse().text == "abc")
        #expect(try client.readResponse().text == "7")
        #expect(try client.readResponse().text == "de")
        #expect(try client.readResponse(head: true).headers["Content-Length"] == "5")
        let last = try client.readResponse()
        #expect(last.text == "hello")
        #expect(last.headers["Connection"] == "close")
        #expect(try client.isClosed())
    }

    @Test func leadingEmptyLinesAreIgnored() throws {
        let server = try makeServer()
        defer { stop(server) }
        let client = try RawClient(port: server.port)
        try client.send("\r\n\r\nGET /hello HTTP/1.1\r\nHost: x\r\n\r\n")
        #expect(try client.readResponse().text == "hello")
    }

    @Test func absoluteFormTargetRoutesByPath() throws {
        let server = try makeServer()
        defer { stop(server) }
        let client = try RawClient(port: server.port)
        try client.send("GET http://example.com/items/9?q=1 HTTP/1.1\r\nHost: example.com\r\n\r\n")
        #expect(try client.readResponse().text == "9")
    }
}
