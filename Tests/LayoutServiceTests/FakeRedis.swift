import Foundation
import Glibc
import Support

/// A loopback listener that speaks just enough RESP for `RedisTier`: it records every
/// command's arguments, keeps what SET stores (its TTL aside), answers GET with it (nil when
/// nothing is stored) and anything else with +OK. `waitForSet` waits (on a condition) for a
/// key to be stored.
final class FakeRedis: @unchecked Sendable {
    let port: Int
    let commands = Locked<[[String]]>([])
    let values = Locked<[String: [UInt8]]>([:])
    private let setKeys = Condition()
    private var keysSet: [String] = []
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

    /// Waits until a key containing `part` has been stored; false after `seconds`.
    func waitForSet(keyContaining part: String, seconds: Double = 5) -> Bool {
        let deadline = MonotonicClock.now() + UInt64(seconds * 1e9)
        setKeys.lock()
        defer { setKeys.unlock() }
        while !keysSet.contains(where: { $0.contains(part) }) {
            let now = MonotonicClock.now()
            guard now < deadline else { return false }
            _ = setKeys.wait(seconds: Double(deadline - now) / 1e9)
        }
        return true
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
            while let (raw, used) = Self.command(in: buffer) {
                buffer.removeFirst(used)
                let arguments = raw.map { String(decoding: $0, as: UTF8.self) }
                commands.withLock { $0.append(arguments) }
                var reply = Array("+OK\r\n".utf8)
                if arguments.first == "GET", arguments.count == 2 {
                    if let value = values.withLock({ $0[arguments[1]] }) {
                        reply = Array("$\(value.count)\r\n".utf8) + value + Array("\r\n".utf8)
                    } else {
                        reply = Array("$-1\r\n".utf8)
                    }
                } else if arguments.first == "SET", raw.count >= 3 {
                    values.withLock { $0[arguments[1]] = raw[2] }
                    setKeys.withLock {
                        keysSet.append(arguments[1])
                        setKeys.broadcast()
                    }
                }
                _ = reply.withUnsafeBytes { send(connection, $0.baseAddress, $0.count, Int32(MSG_NOSIGNAL)) }
            }
        }
    }

    /// One whole `*N` array of bulk strings at the start of `bytes`, and its length.
    private static func command(in bytes: [UInt8]) -> ([[UInt8]], Int)? {
        var i = 0
        func line() -> Int? {
            guard i < bytes.count, let end = bytes[i...].firstIndex(of: UInt8(ascii: "\r")), end + 1 < bytes.count,
                  let value = Int(String(decoding: bytes[(i + 1)..<end], as: UTF8.self)) else { return nil }
            i = end + 2
            return value
        }
        guard let count = line() else { return nil }
        var arguments: [[UInt8]] = []
        for _ in 0..<count {
            guard let length = line(), i + length + 2 <= bytes.count else { return nil }
            arguments.append(Array(bytes[i..<(i + length)]))
            i += length + 2
        }
        return (arguments, i)
    }
}
