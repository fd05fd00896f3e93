import Support
import Glibc
import Testing
@testable import HTTPServer
import TestSupport

@Suite struct RobustnessTests {
    static let pieces = ["GET ", "POST ", "/echo", "/hello", " HTTP/1.1", " HTTP/1.0", "\r\n", "\n", "\r", ": ", ":",
                         "Host: x", "Content-Length: ", "Transfer-Encoding: chunked", "0", "5", "ff", "-", " ", "\t",
                         "\r\n\r\n", ";ext", "abc", "\u{0}", "\u{7F}", "é", "Expect: 100-continue", ","]

    @Test func randomInputNeverHangsOrBreaksTheServer() throws {
        // Timeouts far above what a prompt answer takes, so "answered at once" and "waited
        // for a timeout" stay apart even on a loaded machine or under a sanitizer.
        let server = try makeServer { $0.headerTimeout = 4; $0.bodyTimeout = 4; $0.maxBodyBytes = 4096 }
        defer { stop(server) }
        var random = SplitMix64(seed: 20261129)
        for _ in 0..<300 {
            var bytes: [UInt8] = []
            for _ in 0..<random.below(40) {
                if random.below(4) == 0 {
                    bytes.append(UInt8(truncatingIfNeeded: random.next()))
                } else {
                    bytes.append(contentsOf: Self.pieces[random.below(Self.pieces.count)].utf8)
                }
            }
            let one = MonotonicClock.now()
            defer {
                #expect(elapsed(since: one) < 2, "waited for a timeout after \(String(decoding: bytes, as: UTF8.self).debugDescription)")
            }
            let client = try RawClient(port: server.port, timeout: 8)
            try? client.send(bytes)
            shutdown(client.fd, Int32(SHUT_WR))  // no more is coming: the server must answer or close now
            // Whatever came back must be whole HTTP responses, and the server must close.
            let reply = try client.readToClose()
            if !reply.isEmpty {
                #expect(reply.starts(with: Array("HTTP/1.1 ".utf8)))
            }
        }
        let check = try RawClient(port: server.port)
        try check.send("GET /hello HTTP/1.1\r\nHost: x\r\n\r\n")
        #expect(try check.readResponse().text == "hello")
    }

    @Test func partialRequestWithFINInOnePacketClosesAtOnce() throws {
        // Data and FIN in one edge-triggered event: the FIN is noticed in that event, not
        // left to the header timeout as if the event were only a short read.
        let server = try makeServer { $0.headerTimeout = 5 }
        defer { stop(server) }
        for partial in ["GET /hello HTTP/1.1\r\nHo", " HTTP/1.0", "w <"] {
            let client = try RawClient(port: server.port)
            // Accepted and idle first, so data and FIN arrive as one event: an answered
            // request shows the server has the connection, waiting for the next.
            try client.send("GET /hello HTTP/1.1\r\nHost: x\r\n\r\n")
            #expect(try client.readResponse().text == "hello")
            try client.send(partial)
            shutdown(client.fd, Int32(SHUT_WR))
            let start = MonotonicClock.now()
            #expect(try client.readToClose().isEmpty)
            #expect(elapsed(since: start) < 1)
        }
    }

    @Test func largeBodiesBothWays() throws {
        let server = try makeServer { $0.maxBodyBytes = 4 << 20 }
        defer { stop(server) }
        let client = try RawClient(port: server.port)
        // 3 MiB of a repeating 0...250 pattern, sent by length, echoed back intact.
        let body = (0..<(3 << 20)).map { UInt8($0 % 251) }
        try client.send(Array("POST /echo HTTP/1.1\r\nHost: x\r\nContent-Length: \(body.count)\r\n\r\n".utf8) + body)
        let response = try client.readResponse()
        #expect(response.body == body)
        // The same as 48 chunks of 64 KiB (0x10000).
        var chunked = Array("POST /echo HTTP/1.1\r\nHost: x\r\nTransfer-Encoding: chunked\r\n\r\n".utf8)
        for index in stride(from: 0, to: body.count, by: 1 << 16) {
            chunked += Array("10000\r\n".utf8) + body[index..<(index + (1 << 16))] + Array("\r\n".utf8)
        }
        chunked += Array("0\r\n\r\n".utf8)
        try client.send(chunked)
        #expect(try client.readResponse().body == body)
    }

    @Test func peerHalfCloseAfterRequestStillGetsAnswer() throws {
        let server = try makeServer()
        defer { stop(server) }
        let client = try RawClient(port: server.port)
        try client.send("GET /slow HTTP/1.1\r\nHost: x\r\n\r\n")
        shutdown(client.fd, Int32(SHUT_WR))
        let response = try client.readResponse()
        #expect(response.status == 200)
        #expect(response.headers["Connection"] == "close")
        #expect(try client.isClosed())
    }
}
