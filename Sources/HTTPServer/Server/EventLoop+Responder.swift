import Support
/// Makes sure a handler's second call to `respond` is ignored.
final class ResponderOnce: @unchecked Sendable {
    private let lock = Locked<Void>()
    private var used = false

    func claim() -> Bool {
        lock.withLock {
            if used { return false }
            used = true
            return true
        }
    }
}

/// What finishing an answer needs to know of its request: gzip, the request ID and the
/// access log happen wherever the answer is made (a handler's thread, or the loop itself
/// for an immediate answer), so only the framed write is left for the loop.
struct ResponseContext: Sendable {
    var acceptEncoding: String?
    var gzipMinimum: Int
    var log: (@Sendable (AccessLogEntry) -> Void)?
    var started: UInt64
    var method: HTTPMethod
    var target: String
    var remoteAddress: String
    var requestID: String
    /// The route's pattern, for the log entry.
    var route: String? = nil

    /// The response as sent: gzipped if the client takes it, with its X-Request-ID;
    /// logged with its annotations.
    func finish(_ response: HTTPResponse) -> HTTPResponse {
        var response = response
        let annotations = response.logAnnotations
        response.logAnnotations = [:]
        if response.compressible, response.body.count >= gzipMinimum, Gzip.accepted(by: acceptEncoding),
           !response.headers.contains("Content-Encoding"), let compressed = response.gzipped ?? Gzip.compress(response.body) {
            response.body = compressed
            response.headers.add("Content-Encoding", "gzip")
        }
        response.gzipped = nil
        if !response.headers.contains("X-Request-ID") {
            response.headers.add("X-Request-ID", requestID)
        }
        if let log {
            let seconds = Double(MonotonicClock.now() - started) / 1e9
            log(AccessLogEntry(requestID: requestID, method: method, target: target, status: response.status,
                               bytes: method == .head ? 0 : response.body.count, durationSeconds: seconds,
                               remoteAddress: remoteAddress, annotations: annotations, route: route))
        }
        return response
    }
}

extension EventLoop {
    func responseContext(for request: HTTPRequest) -> ResponseContext {
        ResponseContext(acceptEncoding: request.headers[.acceptEncoding], gzipMinimum: configuration.gzipMinimumBytes,
                        log: server.accessLog, started: MonotonicClock.now(),
                        method: request.method, target: request.target, remoteAddress: request.remoteAddress,
                        requestID: request.requestID)
    }

    /// The closure a handler answers through. It runs on the handler's thread, so gzip and
    /// the access log cost the event loop nothing; only the framed write happens on the loop.
    func makeResponder(for connection: Connection, context: ResponseContext) -> Responder {
        let once = ResponderOnce()
        let loop = self
        let fd = connection.fd
        let id = connection.id
        return { response in
            guard once.claim() else { return }
            loop.post(.response(fd: fd, id: id, response: context.finish(response)))
        }
    }

    /// The client's X-Request-ID when it is 1-128 of [A-Za-z0-9._-], else a fresh one.
    func requestID(for head: RequestHead) -> String {
        if let given = head.headers[.requestID], !given.isEmpty, given.utf8.count <= 128,
           given.utf8.allSatisfy({ ($0 >= 0x30 && $0 <= 0x39) || ($0 | 0x20 >= 0x61 && $0 | 0x20 <= 0x7A) || $0 == 0x2E || $0 == 0x5F || $0 == 0x2D }) {
            return given
        }
        return nextGeneratedID()
    }

    func nextGeneratedID() -> String {
        nextRequestNumber += 1
        // Written into one string's storage: an interpolation of three parts costs a
        // measurable share of a cached answer's time (BENCHMARKS.md).
        let prefix = server.requestIDPrefix.utf8
        let number = nextRequestNumber
        let loop = UInt64(index)
        return String(unsafeUninitializedCapacity: prefix.count + 40) { out in
            var n = 0
            for byte in prefix { out[n] = byte; n += 1 }
            out[n] = UInt8(ascii: "-"); n += 1
            n += Self.writeDigits(loop, radix: 10, into: UnsafeMutableBufferPointer(rebasing: out[n...]))
            out[n] = UInt8(ascii: "-"); n += 1
            n += Self.writeDigits(number, radix: 16, into: UnsafeMutableBufferPointer(rebasing: out[n...]))
            return n
        }
    }

    /// Writes a non-negative `value`'s digits (lowercase) at the buffer's start; their count.
    private static func writeDigits(_ value: UInt64, radix: UInt64, into out: UnsafeMutableBufferPointer<UInt8>) -> Int {
        var count = 0
        var rest = value
        repeat {
            count += 1
            rest /= radix
        } while rest > 0
        rest = value
        for i in stride(from: count - 1, through: 0, by: -1) {
            out[i] = Hex.digit(UInt8(rest % radix))
            rest /= radix
        }
        return count
    }
}
