import CHiredis
#if canImport(Glibc)
import Glibc
#endif

/// One blocking hiredis connection with connect and command timeouts. Used by one thread
/// at a time: `RedisTier` checks connections out of its pool.
final class RedisConnection: @unchecked Sendable {
    enum Reply: Equatable {
        case bytes([UInt8])
        case missing
        case status(String)
        case integer(Int)
    }

    struct Failure: Error {
        var message: String
    }

    private let context: UnsafeMutablePointer<redisContext>

    init(_ url: RedisURL, timeoutMilliseconds: Int) throws(Failure) {
        let timeout = timeval(tv_sec: timeoutMilliseconds / 1000, tv_usec: (timeoutMilliseconds % 1000) * 1000)
        guard let context = redisConnectWithTimeout(url.host, Int32(url.port), timeout) else {
            throw Failure(message: "cannot allocate a Redis connection")
        }
        if context.pointee.err != 0 {
            let message = Self.errorText(context)
            redisFree(context)
            throw Failure(message: "cannot connect to \(url.host):\(url.port): \(message)")
        }
        _ = redisSetTimeout(context, timeout)
        self.context = context
        if let password = url.password {
            // With a user, Redis 6's ACL form; without, the default user.
            _ = try command((["AUTH"] + (url.user.map { [$0] } ?? []) + [password]).map { Array($0.utf8) })
        }
        if url.database != 0 {
            _ = try command(["SELECT", String(url.database)].map { Array($0.utf8) })
        }
    }

    deinit {
        redisFree(context)
    }

    /// Sends one command; any error leaves the connection unusable (the caller drops it).
    func command(_ arguments: [[UInt8]]) throws(Failure) -> Reply {
        // hiredis takes argv/argvlen; one contiguous buffer keeps every argument pinned.
        let lengths = arguments.map { $0.count }
        var joined: [UInt8] = Array(arguments.joined())
        joined.append(0)
        let raw: UnsafeMutableRawPointer? = joined.withUnsafeBufferPointer { bytes in
            guard let start = bytes.baseAddress else { return nil }
            let base = UnsafeRawPointer(start).assumingMemoryBound(to: CChar.self)
            var offset = 0
            var argv: [UnsafePointer<CChar>?] = []
            for length in lengths {
                argv.append(base + offset)
                offset += length
            }
            return argv.withUnsafeMutableBufferPointer { argvBuffer in
                lengths.withUnsafeBufferPointer { argvlen in
                    redisCommandArgv(context, Int32(arguments.count), argvBuffer.baseAddress, argvlen.baseAddress)
                }
            }
        }
        guard let raw else {
            throw Failure(message: "Redis: \(Self.errorText(context))")
        }
        let reply = raw.assumingMemoryBound(to: redisReply.self)
        defer { freeReplyObject(raw) }
        switch reply.pointee.type {
        case REDIS_REPLY_STRING:
            let count = Int(reply.pointee.len)
            guard count > 0, let str = reply.pointee.str else { return .bytes([]) }
            return .bytes(UnsafeRawBufferPointer(start: str, count: count).map { $0 })
        case REDIS_REPLY_NIL:
            return .missing
        case REDIS_REPLY_STATUS:
            return .status(reply.pointee.str.map { String(cString: $0) } ?? "")
        case REDIS_REPLY_INTEGER:
            return .integer(Int(reply.pointee.integer))
        case REDIS_REPLY_ERROR:
            throw Failure(message: "Redis: " + (reply.pointee.str.map { String(cString: $0) } ?? "error"))
        default:
            throw Failure(message: "Redis: unexpected reply type \(reply.pointee.type)")
        }
    }

    private static func errorText(_ context: UnsafeMutablePointer<redisContext>) -> String {
        withUnsafeBytes(of: context.pointee.errstr) { raw in
            String(decoding: raw.prefix { $0 != 0 }, as: UTF8.self)
        }
    }
}
