import HTTPServer
import LayoutEngine

extension LayoutService {
    /// The access log annotation (`HTTPResponse.logAnnotations`) naming the cache tier
    /// that answered.
    static let cacheAnnotation = "cache"

    /// What the HTTP server must know of this service, so that its own refusals (404,
    /// 405, 413, ...) read like the routes' answers: the problem `type` base, the CORS
    /// fields, and the name its queues go by.
    public func configure(_ server: inout ServerConfiguration) {
        server.problemTypeBase = ProblemDocument.typeBase
        server.responseHeaders = corsHeaders
        server.name = "layoutd"
    }

    /// The server's access log for this service's `router`: records each request in the
    /// service's metrics (its route by the table's pattern, never the raw path), then
    /// passes the entry and its route on to `then` (the executable writes the log line).
    /// A program that embeds the service sets `server.accessLog` to this to keep /metrics.
    public func accessLog(router: Router, then: (@Sendable (AccessLogEntry, _ route: String) -> Void)? = nil) -> @Sendable (AccessLogEntry) -> Void {
        { [metrics] entry in
            let target = entry.target.utf8
            let path = Substring(target[..<(target.firstIndex(of: UInt8(ascii: "?")) ?? target.endIndex)])
            let route = router.pattern(matching: path) ?? "other"
            metrics.recordRequest(route: route, status: entry.status, seconds: entry.durationSeconds)
            then?(entry, route)
        }
    }
}
