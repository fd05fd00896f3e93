import JSON

/// One answer. The server adds `Content-Length`, `Date` and `Connection`; a `Content-Length`
/// or `Transfer-Encoding` a handler sets is replaced, since the server owns the framing.
/// `logAnnotations` never reach the client: they become the access log's `annotations`, so
/// a service can record e.g. the cache tier.
package struct HTTPResponse: Sendable {
    /// The status (200, 404, ...); the server supplies the reason phrase.
    package var status: HTTPStatus
    /// The fields the handler sets; the server adds its own (see above).
    package var headers: HTTPHeaders
    /// The content; dropped for HEAD, 204 and 304.
    package var body: [UInt8]
    /// True when the server may gzip the body for a client that accepts it.
    package var compressible: Bool
    /// The body already gzipped, when the handler keeps it (a cached answer): sent instead
    /// of compressing again, under the same rules (`compressible`, size, Accept-Encoding).
    package var gzipped: [UInt8]?
    /// What the handler tells the access log that the response does not say (the cache
    /// tier that answered): `AccessLogEntry.annotations`, never sent to the client.
    package var logAnnotations = LogAnnotations()

    /// An answer that is not gzipped; set `compressible` to allow it.
    package init(status: HTTPStatus, headers: HTTPHeaders = HTTPHeaders(), body: [UInt8] = []) {
        self.status = status
        self.headers = headers
        self.body = body
        self.compressible = false
        self.gzipped = nil
    }

    /// An RFC 9457 problem document whose `type` is `typeBase + slug` (the server's own
    /// refusals use `ServerConfiguration.problemTypeBase`).
    package static func problem(typeBase: String, status: HTTPStatus, slug: String, title: String, detail: String) -> HTTPResponse {
        var headers = HTTPHeaders()
        headers.add("Content-Type", ProblemJSON.mediaType)
        let body = ProblemJSON.write(type: typeBase + slug, title: title, status: status.code, detail: detail)
        return HTTPResponse(status: status, headers: headers, body: body)
    }
}
