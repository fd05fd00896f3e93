/// How the body of a request is delimited (RFC 9112 section 6.3).
enum BodyFraming: Sendable, Equatable {
    case none
    case length(Int)
    case chunked

    /// Refuses every shape a front proxy could read differently from us: both framings at
    /// once, several or malformed lengths, codings we do not implement, chunked not last.
    static func of(_ head: RequestHead, maxBodyBytes: Int) throws(HTTPError) -> BodyFraming {
        let transferEncodings = head.headers.values(.transferEncoding)
        let lengths = head.headers.values(.contentLength)
        if !transferEncodings.isEmpty {
            if head.versionMinor == 0 {
                throw .badRequest("invalid-transfer-encoding", "Transfer-Encoding is not defined for HTTP/1.0 (RFC 9112 section 6.1).")
            }
            if !lengths.isEmpty {
                throw .badRequest("conflicting-framing", "The request has both Content-Length and Transfer-Encoding.")
            }
            let codings = head.headers.tokens(.transferEncoding).map { coding in
                String(coding.prefix { $0 != ";" }).trimmingOWS()
            }
            let chunkedCount = codings.filter { $0 == "chunked" }.count
            if codings.isEmpty || (chunkedCount > 0 && (chunkedCount > 1 || codings.last != "chunked")) {
                throw .badRequest("invalid-transfer-encoding", "chunked must be the last transfer coding, and appear once.")
            }
            if let other = codings.first(where: { $0 != "chunked" }) {
                throw HTTPError(status: .notImplemented, slug: "unsupported-transfer-encoding", title: "Transfer coding not implemented",
                                detail: "The transfer coding \"\(other)\" is not supported; only chunked is.")
            }
            return .chunked
        }
        guard let text = lengths.first else { return .none }
        if lengths.count > 1 {
            throw .badRequest("invalid-content-length", "The request has \(lengths.count) Content-Length fields.")
        }
        guard !text.isEmpty, text.utf8.allSatisfy({ $0 >= 0x30 && $0 <= 0x39 }) else {
            throw .badRequest("invalid-content-length", "Content-Length must be digits only.")
        }
        var length = 0
        for digit in text.utf8 {
            let (times10, overflow1) = length.multipliedReportingOverflow(by: 10)
            let (sum, overflow2) = times10.addingReportingOverflow(Int(digit - 0x30))
            if overflow1 || overflow2 || sum > maxBodyBytes { throw .bodyTooLarge(limit: maxBodyBytes) }
            length = sum
        }
        return length == 0 ? .none : .length(length)
    }
}
