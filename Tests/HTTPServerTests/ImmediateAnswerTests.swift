import Support
import Dispatch
import Testing
@testable import HTTPServer

/// Answers a route can give on the event loop itself (`ImmediateHandler`): they go out as
/// a handler's would (framing, gzip, request ID, access log), and a nil hands the request
/// on to the route's handler.
@Suite struct ImmediateAnswerTests {
    final class Calls: @unchecked Sendable {
        private let lock = Locked<Void>()
        private var handled = 0
        private var entries: [AccessLogEntry] = []
        func handle() { lock.withLock { handled += 1 } }
        func log(_ entry: AccessLogEntry) { lock.withLock { entries.append(entry) } }
        var handlerCalls: Int { lock.withLock { handled } }
        var logged: [AccessLogEntry] { lock.withLock { entries } }
    }

    /// /answer answers at once when the query is `now`, else leaves it to the handler.
    func server(_ calls: Calls) throws -> HTTPServer {
        var router = Router()
        let body = Array(repeating: UInt8(ascii: "z"), count: 3000)
        router.add("GET", "/answer", immediate: { request, _ in
            guard request.query == "now" else { return nil }
            var response = HTTPResponse(status: 200, body: body)
            response.compressible = true
            response.gzipped = Gzip.compress(body)
            response.logAnnotations["tier"] = "loop"
            return response
        }) { _, _, respond in
            calls.handle()
            respond(HTTPResponse(status: 200, body: Array("from the handler".utf8)))
        }
        var configuration = ServerConfiguration()
        configuration.port = 0
        let server = HTTPServer(configuration: configuration, router: router)
        server.accessLog = { calls.log($0) }
        try server.start()
        return server
    }

    @Test func anImmediateAnswerIsFramedLoggedAndGzippedLikeAnyOther() throws {
        let calls = Calls()
        let server = try server(calls)
        defer { stop(server) }
        let client = try RawClient(port: server.port)
        try client.send("GET /answer?now HTTP/1.1\r\nHost: x\r\nAccept-Encoding: gzip\r\nX-Request-ID: r-1\r\n\r\n")
        let zipped = try client.readResponse()
        #expect(zipped.status == 200)
        #expect(zipped.headers["Content-Encoding"] == "gzip")
        #expect(zipped.headers["X-Request-ID"] == "r-1")
        #expect(!zipped.headers.contains { $0.0.lowercased().contains("tier") })
        #expect(GzipAndLogTests.gunzip(zipped.body) == Array(repeating: UInt8(ascii: "z"), count: 3000))
        // Without gzip accepted, the plain bytes, on the same kept-alive connection.
        try client.send("GET /answer?now HTTP/1.1\r\nHost: x\r\n\r\n")
        let plain = try client.readResponse()
        #expect(plain.headers["Content-Encoding"] == nil)
        #expect(plain.body.count == 3000)
        #expect(calls.handlerCalls == 0)
        let logged = calls.logged
        #expect(logged.count == 2)
        #expect(logged.first?.annotations == ["tier": "loop"])
        #expect(logged.first?.requestID == "r-1")
    }

    @Test func nilHandsTheRequestToTheHandler() throws {
        let calls = Calls()
        let server = try server(calls)
        defer { stop(server) }
        let client = try RawClient(port: server.port)
        try client.send("GET /answer HTTP/1.1\r\nHost: x\r\n\r\n")
        let response = try client.readResponse()
        #expect(String(decoding: response.body, as: UTF8.self) == "from the handler")
        #expect(calls.handlerCalls == 1)
        #expect(calls.logged.count == 1)
    }

    /// A route that starts its work from the event loop itself (`LoopHandler`, `.pending`)
    /// answers through the responder it took, from its own thread, with no handler queue.
    @Test func aRouteThatTakesTheResponderAnswersThroughIt() throws {
        let calls = Calls()
        var router = Router()
        router.add("GET", "/started", onLoop: { request, _, _, responder in
            let respond = responder()
            DispatchQueue.global().async { respond(HTTPResponse(status: 200, body: Array("from a thread of its own".utf8))) }
            return .pending
        }) { _, _, respond in
            calls.handle()
            respond(HTTPResponse(status: 500))
        }
        var configuration = ServerConfiguration()
        configuration.port = 0
        let server = HTTPServer(configuration: configuration, router: router)
        server.accessLog = { calls.log($0) }
        try server.start()
        defer { stop(server) }
        let client = try RawClient(port: server.port)
        for _ in 0..<3 {
            try client.send("GET /started HTTP/1.1\r\nHost: x\r\n\r\n")
            let response = try client.readResponse()
            #expect(String(decoding: response.body, as: UTF8.self) == "from a thread of its own")
        }
        #expect(calls.handlerCalls == 0)
        #expect(calls.logged.count == 3)
    }
}
