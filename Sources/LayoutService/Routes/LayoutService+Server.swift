import HTTPServer
import LayoutEngine

extension LayoutService {
    /// The access log annotation (`HTTPResponse.logAnnotations`) naming the cache tier
    /// that answered.
    static let cacheAnnotation = "cache"

    /// What the HTTP server must know of this service, so that its own refusals (404,
    /// 405, 413, ...) read like the routes' answers: the problem `type` base, the CORS
    /// fields, and the name its queues go by; and the gzip threshold, which the service's
    /// configuration holds for both (`ServiceConfiguration.gzipMinimumBytes`).
    package func configure(_ server: inout ServerConfiguration) {
        server.problemTypeBase = ProblemDocument.typeBase
        server.responseHeaders = commonHeaders.cors
        server.gzipMinimumBytes = configuration.gzipMinimumBytes
        server.name = "layoutd"
    }

    /// The server's access log for this service: records each request in the service's
    /// metrics by its route (the route table's pattern the server's routing named, never the
    /// raw path; "other" for none), then passes the entry and its route on to `then` (the
    /// executable writes the log line). A program that embeds the service sets
    /// `server.accessLog` to this to keep /metrics.
    package func accessLog(then: (@Sendable (AccessLogEntry, _ route: String) -> Void)? = nil) -> @Sendable (AccessLogEntry) -> Void {
        { [metrics] entry in
            let route = entry.route ?? "other"
            metrics.recordRequest(route: route, status: entry.status, seconds: entry.durationSeconds)
            then?(entry, route)
        }
    }
}
