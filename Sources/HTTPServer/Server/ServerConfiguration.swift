/// Everything the server can be told. Timeouts are in seconds; the defaults are those of
/// docs/server.md#http.
package struct ServerConfiguration: Sendable {
    /// The address to listen on: an IP address or a name the resolver knows.
    package var host = "127.0.0.1"
    /// 0 asks the kernel for a free port (tests); read the real one from `HTTPServer.port`.
    package var port = 8080
    /// Connections open at once; the next ones get a best-effort 503 (plain HTTP) and are closed.
    package var maxConnections = 1024
    /// The largest request content (after de-chunking) accepted; larger gets 413.
    package var maxBodyBytes = 4 << 20
    /// Bytes of header section (all field lines and their CRLFs) after the request line.
    package var maxHeaderBytes = 16 << 10
    /// Header fields per request; more gets 431.
    package var maxHeaderCount = 100
    /// The request line with its CRLF; longer gets 414.
    package var maxRequestLineBytes = 8 << 10
    /// From the first byte of a request (or the connection's opening) to its blank line.
    package var headerTimeout: Double = 10
    /// From the end of the head to the last byte of the body: a whole-body budget, so a
    /// client trickling one byte a second cannot hold a connection forever.
    package var bodyTimeout: Double = 30
    /// Between requests on a kept-alive connection, and for a stalled reader of our answer.
    package var idleTimeout: Double = 60
    /// Serve HTTPS with this certificate and key; nil serves plain HTTP.
    package var tls: TLSConfiguration? = nil
    /// Event-loop threads; 0 means one per core.
    package var eventLoops = 0
    /// Answers whose body is at least this long may be gzipped (when compressible and accepted).
    package var gzipMinimumBytes = Gzip.defaultMinimumBytes
    /// Fields added to every final answer that does not carry them already, including the
    /// refusals the router and the parser make without a handler (404, 405, 400, 413, ...).
    /// The service puts its CORS headers here, so a browser can read those refusals too.
    package var responseHeaders = HTTPHeaders()
    /// What the `type` of the server's own problem documents (404, 405, 413, 503, ...)
    /// starts with; the slug follows. Empty by default, which leaves `type` a bare slug.
    package var problemTypeBase = ""
    /// Names the server's threads and queues (for a debugger or a profile).
    package var name = "server"

    /// The defaults of docs/server.md#http; set the fields to change them.
    package init() {}
}

/// Certificate chain and private key, both PEM files.
package struct TLSConfiguration: Sendable {
    /// The PEM file of the certificate, followed by any intermediates.
    package var certificatePath: String
    /// The PEM file of the certificate's private key.
    package var keyPath: String

    /// Paths to the two PEM files; they are read when the server starts.
    package init(certificatePath: String, keyPath: String) {
        self.certificatePath = certificatePath
        self.keyPath = keyPath
    }
}

/// One line of access log, made when the handler answers (before the bytes are written).
package struct AccessLogEntry: Sendable {
    /// The request's `X-Request-ID` (the client's, or one the server made up).
    package var requestID: String
    /// The request method as sent.
    package var method: HTTPMethod
    /// The request-target as sent.
    package var target: String
    /// The status of the answer.
    package var status: HTTPStatus
    /// Body bytes sent (after gzip; 0 for HEAD).
    package var bytes: Int
    /// From the end of the request head to the handler's answer.
    package var durationSeconds: Double
    /// The peer's address and port.
    package var remoteAddress: String
    /// The response's `logAnnotations`, which the client never sees.
    package var annotations: LogAnnotations
    /// The declared pattern of the route the path matched (`/v1/layout/{hash}`), never the
    /// client's raw path; nil when no route matched. Named by routing itself, so a log or
    /// metric needs no second match.
    package var route: String? = nil
}

/// Why `start()` failed, naming the address so an operator can act.
package struct ServerStartError: Error, Sendable, CustomStringConvertible {
    /// The host the server was told to listen on.
    package var host: String
    /// The port it was told to listen on.
    package var port: Int
    /// What the system said (resolver or socket error text).
    package var reason: String
    /// "cannot listen on host:port: reason".
    package var description: String { "cannot listen on \(host):\(port): \(reason)" }
}
