import Testing
@testable import HTTPServer

/// `responseHeaders` reach every answer, including those no handler makes, so a service's
/// CORS headers let a browser read a 404, a 405 or a framing refusal too.
@Suite struct ResponseHeadersTests {
    static let origin = "https://app.example"

    static func server(maxBodyBytes: Int = 1024) throws -> HTTPServer {
        try makeServer {
            $0.maxBodyBytes = maxBodyBytes
            $0.responseHeaders = HTTPHeaders([("Access-Control-Allow-Origin", origin),
                                              ("Access-Control-Expose-Headers", "ETag")])
        }
    }

    @Test(arguments: [
        ("GET /hello HTTP/1.1\r\nHost: x\r\n\r\n", 200),
        ("GET /nope HTTP/1.1\r\nHost: x\r\n\r\n", 404),
        ("DELETE /hello HTTP/1.1\r\nHost: x\r\n\r\n", 405),
        ("POST /echo HTTP/1.1\r\nHost: x\r\nContent-Length: 5\r\nTransfer-Encoding: chunked\r\n\r\n0\r\n\r\n", 400),
        ("POST /echo HTTP/1.1\r\nHost: x\r\nContent-Length: 4096\r\n\r\n", 413),
        ("GET /hello HTTP/1.1\r\n\r\n", 400),
        ("POST /echo HTTP/1.1\r\nHost: x\r\nTransfer-Encoding: gzip\r\n\r\n", 501),
    ])
    func everyAnswerCarriesThem(raw: String, status: Int) throws {
        let server = try Self.server()
        defer { stop(server) }
        let client = try RawClient(port: server.port)
        try client.send(raw)
        let response = try client.readResponse()
        #expect(response.status == status)
        #expect(response.headers.values("Access-Control-Allow-Origin") == [Self.origin])
        #expect(response.headers["Access-Control-Expose-Headers"] == "ETag")
    }

    @Test func aHandlersOwnValueWins() throws {
        var router = testRouter()
        router.add("GET", "/own") { _, _, respond in
            respond(HTTPResponse(status: 200, headers: HTTPHeaders([("Access-Control-Allow-Origin", "*")])))
        }
        let server = try makeServer({ $0.responseHeaders = HTTPHeaders([("Access-Control-Allow-Origin", Self.origin)]) },
                                    router: router)
        defer { stop(server) }
        let client = try RawClient(port: server.port)
        try client.send("GET /own HTTP/1.1\r\nHost: x\r\n\r\n")
        #expect(try client.readResponse().headers.values("Access-Control-Allow-Origin") == ["*"])
    }

    @Test func fieldsThatCouldForgeOthersAreRefusedAtStart() {
        var configuration = ServerConfiguration()
        configuration.port = 0
        configuration.responseHeaders = HTTPHeaders([("X-A", "a\r\nSet-Cookie: b")])
        #expect(throws: ServerStartError.self) { try HTTPServer(configuration: configuration, router: Router()).start() }
    }

    @Test func withoutThemNothingIsAdded() throws {
        let server = try makeServer()
        defer { stop(server) }
        let client = try RawClient(port: server.port)
        try client.send("GET /nope HTTP/1.1\r\nHost: x\r\n\r\n")
        #expect(try client.readResponse().headers["Access-Control-Allow-Origin"] == nil)
    }
}
