import Support
import Dispatch
import Glibc
import Testing
import TestSupport
@testable import HTTPServer

@Suite struct ConcurrencyTests {
    @Test func twoHundredConcurrentConnections() throws {
        let server = try makeServer()
        defer { stop(server) }
        // Open all first, so they are simultaneously connected, then ask on each.
        let clients = try (0..<200).map { _ in try RawClient(port: server.port) }
        for (index, client) in clients.enumerated() {
            try client.send("GET /items/\(index) HTTP/1.1\r\nHost: x\r\n\r\n")
        }
        for (index, client) in clients.enumerated() {
            #expect(try client.readResponse().text == "\(index)")
        }
        // Every one answered and kept alive: all 200 are open at once. (The clients must
        // live to here: an optimized build may free them after their last use, and their
        // closing would be counted.)
        withExtendedLifetime(clients) {
            #expect(server.openConnections == 200)
        }
    }

    @Test func stalledClientDoesNotDelayAnother() throws {
        let server = try makeServer { $0.eventLoops = 1 }  // one loop: both share it
        defer { stop(server) }
        let stalled = try RawClient(port: server.port)
        try stalled.send("POST /echo HTTP/1.1\r\nHost: x\r\nContent-Length: 100000\r\n\r\nonly a little")
        let halfHead = try RawClient(port: server.port)
        try halfHead.send("GET /hello HTTP/1.1\r\nHo")
        let quick = try RawClient(port: server.port)
        let start = MonotonicClock.now()
        for _ in 0..<20 {
            try quick.send("GET /hello HTTP/1.1\r\nHost: x\r\n\r\n")
            #expect(try quick.readResponse().text == "hello")
        }
        #expect(elapsed(since: start) < 1)
    }

    @Test func clientThatNeverReadsDoesNotBlockOthers() throws {
        var router = testRouter()
        let answered = Signal()
        router.add("GET", "/huge") { _, _, respond in
            respond(HTTPResponse(status: 200, body: [UInt8](repeating: 0x61, count: 8 << 20)))
            answered.raise()
        }
        let server = try makeServer({ $0.eventLoops = 1 }, router: router)
        defer { stop(server) }
        let hog = try RawClient(port: server.port)
        try hog.send("GET /huge HTTP/1.1\r\nHost: x\r\n\r\n")  // 8 MiB it never reads
        #expect(answered.wait())  // the loop has the 8 MiB to write before the next request
        let quick = try RawClient(port: server.port)
        let start = MonotonicClock.now()
        try quick.send("GET /hello HTTP/1.1\r\nHost: x\r\n\r\n")
        #expect(try quick.readResponse().text == "hello")
        #expect(elapsed(since: start) < 1)
    }

    @Test func slowHandlerDoesNotDelayOtherConnections() throws {
        let server = try makeServer { $0.eventLoops = 1 }
        defer { stop(server) }
        let slow = try RawClient(port: server.port)
        try slow.send("GET /slow HTTP/1.1\r\nHost: x\r\n\r\n")
        let quick = try RawClient(port: server.port)
        let start = MonotonicClock.now()
        try quick.send("GET /hello HTTP/1.1\r\nHost: x\r\n\r\n")
        #expect(try quick.readResponse().text == "hello")
        #expect(elapsed(since: start) < 0.4)  // /slow takes 0.5 s
        #expect(try slow.readResponse().status == 200)
    }

    @Test func blockingHandlerDoesNotStallLaterRequests() throws {
        var router = testRouter()
        let blocking = Signal(), release = Signal()
        router.add("GET", "/block") { _, _, respond in
            // A handler that blocks its thread, as a synchronous cache lookup may: until the
            // test has seen the later requests answered (or for 5 s at most).
            blocking.raise()
            release.wait()
            respond(HTTPResponse(status: 200, body: Array("unblocked".utf8)))
        }
        let server = try makeServer({ $0.eventLoops = 1 }, router: router)
        defer { stop(server) }
        // Both connections are open and answered first: requests the loop reads in one epoll
        // round share a handler queue (`EventLoop.handlerQueues`: a blocked handler delays at
        // most the few read with it), and this shows that the rounds after it do not wait.
        let blocked = try RawClient(port: server.port)
        let quick = try RawClient(port: server.port)
        for client in [blocked, quick] {
            try client.send("GET /hello HTTP/1.1\r\nHost: x\r\n\r\n")
            #expect(try client.readResponse().text == "hello")
        }
        try blocked.send("GET /block HTTP/1.1\r\nHost: x\r\n\r\n")
        #expect(blocking.wait())
        let start = MonotonicClock.now()
        for _ in 0..<10 {
            try quick.send("GET /hello HTTP/1.1\r\nHost: x\r\n\r\n")
            #expect(try quick.readResponse().text == "hello")
        }
        #expect(elapsed(since: start) < 0.5)
        #expect(!release.isRaised)
        release.raise()
        #expect(try blocked.readResponse().text == "unblocked")
    }

    @Test func connectionsOverTheCapGet503() throws {
        let server = try makeServer { $0.maxConnections = 3 }
        defer { stop(server) }
        let held = try (0..<3).map { _ in try RawClient(port: server.port) }
        for client in held {
            try client.send("GET /hello HTTP/1.1\r\nHost: x\r\n\r\n")
            #expect(try client.readResponse().status == 200)
        }
        // The held clients must stay open while the extra one connects: an optimized build
        // may free them after their last use above.
        try withExtendedLifetime(held) {
            let extra = try RawClient(port: server.port)
            let refused = try extra.readResponse()
            #expect(refused.status == 503)
            #expect(refused.text.contains("too-many-connections"))
            #expect(try extra.isClosed())
            #expect(server.openConnections == 3)
        }
    }

    @Test func respondingTwiceIsHarmless() throws {
        var router = Router()
        router.add("GET", "/twice") { _, _, respond in
            respond(HTTPResponse(status: 200, body: Array("first".utf8)))
            respond(HTTPResponse(status: 500, body: Array("second".utf8)))
        }
        router.add("GET", "/hello") { _, _, respond in respond(HTTPResponse(status: 200, body: Array("hello".utf8))) }
        let server = try makeServer(router: router)
        defer { stop(server) }
        let client = try RawClient(port: server.port)
        try client.send("GET /twice HTTP/1.1\r\nHost: x\r\n\r\nGET /hello HTTP/1.1\r\nHost: x\r\n\r\n")
        #expect(try client.readResponse().text == "first")
        #expect(try client.readResponse().text == "hello")
    }
}
