import Foundation
import Glibc
@testable import LayoutService
import Support
import Testing

/// A loopback listener that speaks just enough RESP for `RedisTier`: it records every
/// command's arguments, answers GET with nil and anything else with +OK.
private final class FakeRedis: @unchecked Sendable {
    let port: Int
    let commands = Locked<[[String]]>([])
    private let listener: Int32

    init?() {
        let listener = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        guard listener >= 0 else { return nil }
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = 0
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        var length = socklen_t(MemoryLayout<sockaddr_in>.size)
        let bound = withUnsafeMutablePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { pointer in
                bind(listener, pointer, length) == 0 && listen(listener, 4) == 0
                    && getsockname(listener, pointer, &length) == 0
            }
        }
        guard bound else { Glibc.close(listener); return nil }
        self.listener = listener
        port = Int(UInt16(bigEndian: address.sin_port))
        Thread.detachNewThread { [self] in serve() }
    }

    func stop() { shutdown(listener, Int32(SHUT_RDWR)); Glibc.close(listener) }

    private func serve() {
        while true {
            let connection = accept(listener, nil, nil)
            guard connection >= 0 else { return }
            Thread.detachNewThread { [self] in talk(connection) }
        }
    }

    private func talk(_ connection: Int32) {
        defer { Glibc.close(connection) }
        var buffer: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 65536)
        while true {
            let n = chunk.withUnsafeMutableBytes { recv(connection, $0.baseAddress, $0.count, 0) }
            guard n > 0 else { return }
            buffer += chunk[0..<n]
            while let (arguments, used) = Self.command(in: buffer) {
                buffer.removeFirst(used)
                commands.withLock { $0.append(arguments) }
                let reply = arguments.first == "GET" ? "$-1\r\n" : "+OK\r\n"
                _ = Array(reply.utf8).withUnsafeBytes { send(connection, $0.baseAddress, $0.count, Int32(MSG_NOSIGNAL)) }
            }
        }
    }

    /// One whole `*N` array of bulk strings at the start of `bytes`, and its length.
    private static func command(in bytes: [UInt8]) -> ([String], Int)? {
        var i = 0
        func line() -> Int? {
            guard i < bytes.count, let end = bytes[i...].firstIndex(of: UInt8(ascii: "\r")), end + 1 < bytes.count,
                  let value = Int(String(decoding: bytes[(i + 1)..<end], as: UTF8.self)) else { return nil }
            i = end + 2
            return value
        }
        guard let count = line() else { return nil }
        var arguments: [String] = []
        for _ in 0..<count {
            guard let length = line(), i + length + 2 <= bytes.count else { return nil }
            arguments.append(String(decoding: bytes[i..<(i + length)], as: UTF8.self))
            i += length + 2
        }
        return (arguments, i)
    }
}

/// Fonts (docs/text.md#fonts): the font set's digest scopes every Redis key, so two servers with other
/// fonts never share an answer.
@Suite struct FontScopedRedisTests {
    @Test func theServiceKeysRedisByItsFontsDigest() throws {
        let redis = try #require(FakeRedis())
        defer { redis.stop() }
        let client = RouteClient(ServiceConfiguration(workers: 1, redis: RedisURL(host: "127.0.0.1", port: redis.port)))
        defer { client.service.pool.stop() }
        let digest = try #require(client.service.typesetter?.digest)
        let response = client.send("POST", "/v1/layout", headers: [("Content-Type", "application/json")], body: smallDocument)
        #expect(response?.status == 200)
        let hash = RouteClient.json(response)["hash"] ?? ""
        let get = redis.commands.withLock { $0 }.first { $0.first == "GET" }
        #expect(get == ["GET", "layoutd:1:f\(digest):\(hash)"])
    }
}
