import HTTPServer
import LayoutEngine

extension LayoutService {
    /// The prefix of the response headers through which routes tell the access log what
    /// it cannot see (the cache tier that answered); the server strips them.
    public static let logAnnotationPrefix = "X-Layoutd-Log-"

    /// The access log annotation a route sets through `logAnnotationPrefix`.
    static let cacheAnnotation = logAnnotationPrefix + "Cache"

    /// What the HTTP server must know of this service, so that its own refusals (404,
    /// 405, 413, ...) read like the routes' answers: the problem `type` base, the CORS
    /// fields, the log side channel, and the name its queues go by.
    public func configure(_ server: inout ServerConfiguration) {
        server.problemTypeBase = ProblemDocument.typeBase
        server.responseHeaders = corsHeaders
        server.logAnnotationPrefix = Self.logAnnotationPrefix
        server.name = "layoutd"
    }
}
