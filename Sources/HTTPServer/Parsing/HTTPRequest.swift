/// One request as the server received it. `body` is de-chunked; `trailers` holds the fields
/// of a chunked trailer section, kept apart from `headers` as RFC 9112 section 7.1.2 asks.
package struct HTTPRequest: Sendable {
    /// The method as sent (methods are case-sensitive: `get` is not `GET`).
    package var method: HTTPMethod
    /// The request-target exactly as sent.
    package var target: String
    /// The path of the target (for absolute-form targets, the path part of the URI).
    package var path: String
    /// What followed the first `?`, without it; nil when there was no `?`.
    package var query: String?
    /// 0 or 1: the minor version of HTTP/1.x the client spoke.
    package var versionMinor: Int
    /// The header section's fields, in the order sent.
    package var headers: HTTPHeaders
    /// The content: the bytes Content-Length announced, or the chunks joined.
    package var body: [UInt8]
    /// The fields of a chunked trailer section; empty for other framings.
    package var trailers: HTTPHeaders
    /// The peer's address and port, for the access log.
    package var remoteAddress: String
    /// The client's `X-Request-ID` when it is a sane token, else one the server made up.
    package var requestID: String

    /// A request as if parsed from the wire; `path` and `query` are split from `target`.
    package init(
        method: HTTPMethod, target: String, versionMinor: Int = 1, headers: HTTPHeaders = HTTPHeaders(),
        body: [UInt8] = [], trailers: HTTPHeaders = HTTPHeaders(), remoteAddress: String = "",
        requestID: String = ""
    ) {
        self.method = method
        self.target = target
        let (path, query) = splitTarget(target)
        self.path = path
        self.query = query
        self.versionMinor = versionMinor
        self.headers = headers
        self.body = body
        self.trailers = trailers
        self.remoteAddress = remoteAddress
        self.requestID = requestID
    }
}

/// Splits a request-target into path and query. Absolute-form (`http://host/p?q`) yields the
/// path of the URI, as RFC 9112 section 3.2.2 requires a server to accept it.
func splitTarget(_ target: String) -> (String, String?) {
    // Origin form, what nearly every request sends, by bytes and sharing the target's storage.
    let bytes = target.utf8
    if bytes.first == UInt8(ascii: "/") {
        guard let mark = bytes.firstIndex(of: UInt8(ascii: "?")) else { return (target, nil) }
        return (String(target[..<mark]), String(target[bytes.index(after: mark)...]))
    }
    var rest = Substring(target)
    if !rest.hasPrefix("/"), let schemeEnd = rest.firstRange(of: "://") {
        let afterAuthority = rest[schemeEnd.upperBound...]
        if let slash = afterAuthority.firstIndex(where: { $0 == "/" || $0 == "?" }) {
            rest = afterAuthority[slash...]
        } else {
            rest = "/"
        }
        if rest.hasPrefix("?") { rest = "/" + rest }
    }
    if let mark = rest.firstIndex(of: "?") {
        return (String(rest[..<mark]), String(rest[rest.index(after: mark)...]))
    }
    return (String(rest), nil)
}
