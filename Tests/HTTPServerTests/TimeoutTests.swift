import Support
import Glibc
import Testing
@testable import HTTPServer

/// Small configured timeouts; each test waits well past the limit but well under the
/// client's own 5 s read timeout, so a server that never times out fails the test.
@Suite struct TimeoutTests {
    @Test func slowHeaderGets408AndClose() throws {
        let server = try makeServer { $0.headerTimeout = 0.3 }
        defer { stop(server) }
        let client = try RawClient(port: server.port)
        let start = MonotonicClock.now()
        try client.send("GET /hello HTTP/1.1\r\nHost: x\r\n")
        let response = try client.readResponse()
        #expect(response.status == 408)
        #expect(response.text.contains("request-timeout"))
        #expect(try client.isClosed())
        // 0.3 s limit, swept every 30 ms (a tenth of the shortest timeout): well under 2 s.
        #expect(elapsed(since: start) >= 0.3)
        #expect(elapsed(since: start) < 2)
    }

    @Test func silentNewConnectionIsClosedAfterHeaderTimeout() throws {
        let server = try makeServer { $0.headerTimeout = 0.3 }
        defer { stop(server) }
        let client = try RawClient(port: server.port)
        let start = MonotonicClock.now()
        #expect(try client.isClosed())
        #expect(elapsed(since: start) >= 0.3)
        #expect(elapsed(since: start) < 2)
    }

    @Test func slowBodyGets408() throws {
        let server = try makeServer { $0.bodyTimeout = 0.3 }
        defer { stop(server) }
        let client = try RawClient(port: server.port)
        try client.send("POST /echo HTTP/1.1\r\nHost: x\r\nContent-Length: 10\r\n\r\nabc")
        let response = try client.readResponse()
        #expect(response.status == 408)
        #expect(try client.isClosed())
    }

    @Test func bodyTimeoutIsAWholeBodyBudget() throws {
        let server = try makeServer { $0.bodyTimeout = 0.4 }
        defer { stop(server) }
        let client = try RawClient(port: server.port)
        // A byte every 0.1 s keeps arriving, but 10 bytes need 1 s > 0.4 s.
        try client.send("POST /echo HTTP/1.1\r\nHost: x\r\nContent-Length: 10\r\n\r\n")
        var refused = false
        for _ in 0..<10 {
            usleep(100_000)
            do { try client.send("a") } catch { refused = true; break }
        }
        let response = try client.readResponse()
        #expect(response.status == 408)
        _ = refused
    }

    @Test func idleKeepAliveConnectionIsClosed() throws {
        let server = try makeServer { $0.idleTimeout = 0.3 }
        defer { stop(server) }
        let client = try RawClient(port: server.port)
        // Timed from before the request: the server's idle clock starts when it has sent the
        // answer, which the client reads a moment later (measured from the read, the close
        // came 0.2998 s after it once).
        let start = MonotonicClock.now()
        try client.send("GET /hello HTTP/1.1\r\nHost: x\r\n\r\n")
        #expect(try client.readResponse().status == 200)
        #expect(try client.isClosed())
        #expect(elapsed(since: start) >= 0.3)
        #expect(elapsed(since: start) < 2)
    }

    @Test func activeConnectionOutlivesIdleTimeout() throws {
        let server = try makeServer { $0.idleTimeout = 0.3 }
        defer { stop(server) }
        let client = try RawClient(port: server.port)
        // Five requests 0.15 s apart: 0.75 s in all, no single idle gap reaching 0.3 s.
        for _ in 0..<5 {
            try client.send("GET /hello HTTP/1.1\r\nHost: x\r\n\r\n")
            #expect(try client.readResponse().status == 200)
            usleep(150_000)
        }
    }
}
