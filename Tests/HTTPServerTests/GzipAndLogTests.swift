import Support
import CZlib
import Dispatch
import Testing
@testable import HTTPServer

@Suite struct GzipAndLogTests {
    /// Inflates a gzip member with zlib, independently of the server's deflate code path.
    static func gunzip(_ data: [UInt8]) -> [UInt8]? {
        var stream = z_stream()
        guard inflateInit2_(&stream, 15 + 16, ZLIB_VERSION, Int32(MemoryLayout<z_stream>.size)) == Z_OK else { return nil }
        defer { inflateEnd(&stream) }
        var output = [UInt8](repeating: 0, count: 1 << 20)
        let status: Int32 = data.withUnsafeBufferPointer { source in
            output.withUnsafeMutableBufferPointer { target in
                stream.next_in = UnsafeMutablePointer(mutating: source.baseAddress)
                stream.avail_in = uInt(source.count)
                stream.next_out = target.baseAddress
                stream.avail_out = uInt(target.count)
                return inflate(&stream, Z_FINISH)
            }
        }
        guard status == Z_STREAM_END else { return nil }
        return Array(output[0..<Int(stream.total_out)])
    }

    @Test func compressibleAnswerIsGzippedWhenAccepted() throws {
        let server = try makeServer()
        defer { stop(server) }
        let client = try RawClient(port: server.port)
        try client.send("GET /big HTTP/1.1\r\nHost: x\r\nAccept-Encoding: br;q=1, gzip;q=0.5\r\n\r\n")
        let response = try client.readResponse()
        #expect(response.headers["Content-Encoding"] == "gzip")
        // 4000 identical bytes deflate to a few dozen; anything near 4000 means no compression.
        #expect(response.body.count < 200)
        #expect(Self.gunzip(response.body) == Array(repeating: UInt8(ascii: "a"), count: 4000))
        // The log annotation is for the log, never for the client.
        #expect(!response.headers.contains { $0.0.lowercased().contains("tier") })
    }

    @Test func notGzippedWhenRefusedOrSmallOrHead() throws {
        let server = try makeServer()
        defer { stop(server) }
        let client = try RawClient(port: server.port)
        try client.send("GET /big HTTP/1.1\r\nHost: x\r\nAccept-Encoding: gzip;q=0, *\r\n\r\n")
        let refused = try client.readResponse()
        #expect(refused.headers["Content-Encoding"] == nil)
        #expect(refused.body.count == 4000)
        try client.send("GET /big HTTP/1.1\r\nHost: x\r\n\r\n")
        #expect(try client.readResponse().headers["Content-Encoding"] == nil)
        // /hello is 5 bytes and not marked compressible.
        try client.send("GET /hello HTTP/1.1\r\nHost: x\r\nAccept-Encoding: gzip\r\n\r\n")
        #expect(try client.readResponse().headers["Content-Encoding"] == nil)
        // HEAD carries the same headers as GET, so the gzip length, and no body.
        try client.send("HEAD /big HTTP/1.1\r\nHost: x\r\nAccept-Encoding: gzip\r\n\r\n")
        let head = try client.readResponse(head: true)
        #expect(head.headers["Content-Encoding"] == "gzip")
        #expect((Int(head.headers["Content-Length"] ?? "") ?? 4000) < 200)
    }

    @Test func acceptEncodingRules() {
        #expect(Gzip.accepted(by: "gzip"))
        #expect(Gzip.accepted(by: "deflate, GZIP"))
        #expect(Gzip.accepted(by: "*"))
        #expect(Gzip.accepted(by: "x-gzip;q=0.1"))
        #expect(!Gzip.accepted(by: nil))
        #expect(!Gzip.accepted(by: "identity"))
        #expect(!Gzip.accepted(by: "gzip;q=0"))
        #expect(!Gzip.accepted(by: "*, gzip;q=0"))
        #expect(!Gzip.accepted(by: "*;q=0"))
    }

    final class Collected: @unchecked Sendable {
        private let lock = Locked<Void>()
        private var entries: [AccessLogEntry] = []
        func add(_ entry: AccessLogEntry) { lock.withLock { entries.append(entry) } }
        var all: [AccessLogEntry] { lock.withLock { entries } }
    }

    /// A started server on a free port whose access log lines are collected.
    func loggedServer() throws -> (HTTPServer, Collected) {
        var configuration = ServerConfiguration()
        configuration.port = 0
        let server = HTTPServer(configuration: configuration, router: testRouter())
        let collected = Collected()
        server.accessLog = { collected.add($0) }
        try server.start()
        return (server, collected)
    }

    @Test func accessLogRecordsEachAnswer() throws {
        let (server, collected) = try loggedServer()
        defer { stop(server) }
        let client = try RawClient(port: server.port)
        try client.send("GET /big HTTP/1.1\r\nHost: x\r\nX-Request-ID: abc-123\r\n\r\n")
        let big = try client.readResponse()
        #expect(big.headers["X-Request-ID"] == "abc-123")
        try client.send("GET /missing HTTP/1.1\r\nHost: x\r\n\r\n")
        let missing = try client.readResponse()
        #expect(missing.status == 404)
        let generated = missing.headers["X-Request-ID"] ?? ""
        #expect(!generated.isEmpty && generated != "abc-123")
        let entries = collected.all
        #expect(entries.count == 2)
        let first = entries.first { $0.requestID == "abc-123" }
        #expect(first?.status == 200)
        #expect(first?.bytes == 4000)
        #expect(first?.target == "/big")
        #expect(first?.route == "/big") // routing names it; the log needs no second match
        #expect(first?.annotations == ["tier": "memory"])
        #expect(first?.remoteAddress.hasPrefix("127.0.0.1:") == true)
        #expect(entries.contains { $0.status == 404 && $0.requestID == generated && $0.route == nil })
    }

}
