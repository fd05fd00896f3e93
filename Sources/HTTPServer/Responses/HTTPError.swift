/// A request the server refuses before any handler sees it. Every such refusal closes the
/// connection afterwards: once framing is in doubt, nothing later on the wire can be trusted.
struct HTTPError: Error, Sendable, Equatable {
    var status: HTTPStatus
    var slug: String
    var title: String
    var detail: String

    static func badRequest(_ slug: String, _ detail: String) -> HTTPError {
        HTTPError(status: .badRequest, slug: slug, title: "Bad request", detail: detail)
    }

    static func headersTooLarge(_ detail: String) -> HTTPError {
        HTTPError(status: .requestHeaderFieldsTooLarge, slug: "headers-too-large", title: "Request header fields too large", detail: detail)
    }

    static func bodyTooLarge(limit: Int) -> HTTPError {
        HTTPError(status: .contentTooLarge, slug: "body-too-large", title: "Request body too large",
                  detail: "The body is over the limit of \(limit) bytes.")
    }

    /// The refusal as a problem document whose `type` is `typeBase + slug`.
    func response(typeBase: String) -> HTTPResponse {
        .problem(typeBase: typeBase, status: status, slug: slug, title: title, detail: detail)
    }
}
