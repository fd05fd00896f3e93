import HTTPServer

/// The 415s of docs/requests.md#errors, made here only: a body sent with any
/// `Content-Encoding` (`identity` included), or of a type the route does not read.
extension RoutePolicy.Body {
    /// The refusal of `request`'s body, or nil when the route may read it.
    func refusal(of request: HTTPRequest) -> HTTPResponse? {
        switch self {
        case .none:
            return nil
        case .json:
            if request.headers.contains(.contentEncoding) {
                return Self.encodingRefusal("drop the Content-Encoding header and send the document as plain application/json.")
            }
            guard ContentNegotiation.isJSONContentType(request.headers[.contentType]) else {
                return Self.typeRefusal("Send the document with Content-Type: application/json (charset utf-8 only).")
            }
            return nil
        case .xml:
            if request.headers.contains(.contentEncoding) {
                return Self.encodingRefusal("drop the Content-Encoding header.")
            }
            let type = (request.headers[.contentType] ?? "").split(separator: ";").first.map { $0.trimmingOWS().lowercased() } ?? ""
            guard type == "application/xml" || type == "text/xml" else {
                return Self.typeRefusal("Send the .storyboard or .xib file with Content-Type: application/xml (or text/xml).")
            }
            return nil
        }
    }

    private static func encodingRefusal(_ advice: String) -> HTTPResponse {
        Responses.problem(
            status: .unsupportedMediaType, slug: "unsupported-content-encoding", title: "Unsupported content encoding",
            detail: "The request body must be sent without a content coding: " + advice)
    }

    private static func typeRefusal(_ detail: String) -> HTTPResponse {
        Responses.problem(status: .unsupportedMediaType, slug: "unsupported-media-type", title: "Unsupported media type", detail: detail)
    }
}
