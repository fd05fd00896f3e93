/// A response's status code (RFC 9110 section 15): a three-digit number, kept apart from
/// the other integers a response carries (lengths, counts) so that one cannot stand in for
/// the other. The codes this server and its services answer with are named; any other
/// code is still a status (an integer literal makes one), and is sent with a generic phrase.
package struct HTTPStatus: Hashable, Comparable, Sendable, ExpressibleByIntegerLiteral, CustomStringConvertible {
    /// The number on the status line.
    package let code: Int

    /// The status with this code.
    package init(code: Int) { self.code = code }
    package init(integerLiteral code: Int) { self.code = code }

    package static let `continue`: HTTPStatus = 100
    package static let ok: HTTPStatus = 200
    package static let noContent: HTTPStatus = 204
    package static let notModified: HTTPStatus = 304
    package static let badRequest: HTTPStatus = 400
    package static let unauthorized: HTTPStatus = 401
    package static let notFound: HTTPStatus = 404
    package static let methodNotAllowed: HTTPStatus = 405
    package static let notAcceptable: HTTPStatus = 406
    package static let requestTimeout: HTTPStatus = 408
    package static let contentTooLarge: HTTPStatus = 413
    package static let uriTooLong: HTTPStatus = 414
    package static let unsupportedMediaType: HTTPStatus = 415
    package static let expectationFailed: HTTPStatus = 417
    package static let unprocessableContent: HTTPStatus = 422
    package static let requestHeaderFieldsTooLarge: HTTPStatus = 431
    package static let internalServerError: HTTPStatus = 500
    package static let notImplemented: HTTPStatus = 501
    package static let serviceUnavailable: HTTPStatus = 503
    package static let httpVersionNotSupported: HTTPStatus = 505

    /// 1xx, 204 and 304 answers have no content (RFC 9110 sections 6.4.1, 15.3.5, 15.4.5):
    /// the server sends neither a body nor a Content-Length for them.
    package var allowsContent: Bool {
        code >= 200 && code != 204 && code != 304
    }

    /// The reason phrase the status line carries (RFC 9110's; clients ignore it).
    package var reasonPhrase: String {
        switch code {
        case 100: return "Continue"
        case 200: return "OK"
        case 201: return "Created"
        case 202: return "Accepted"
        case 204: return "No Content"
        case 206: return "Partial Content"
        case 301: return "Moved Permanently"
        case 302: return "Found"
        case 304: return "Not Modified"
        case 400: return "Bad Request"
        case 401: return "Unauthorized"
        case 403: return "Forbidden"
        case 404: return "Not Found"
        case 405: return "Method Not Allowed"
        case 406: return "Not Acceptable"
        case 408: return "Request Timeout"
        case 409: return "Conflict"
        case 411: return "Length Required"
        case 412: return "Precondition Failed"
        case 413: return "Content Too Large"
        case 414: return "URI Too Long"
        case 415: return "Unsupported Media Type"
        case 417: return "Expectation Failed"
        case 422: return "Unprocessable Content"
        case 429: return "Too Many Requests"
        case 431: return "Request Header Fields Too Large"
        case 500: return "Internal Server Error"
        case 501: return "Not Implemented"
        case 502: return "Bad Gateway"
        case 503: return "Service Unavailable"
        case 504: return "Gateway Timeout"
        case 505: return "HTTP Version Not Supported"
        default: return "Status \(code)"
        }
    }

    package var description: String { String(code) }

    package static func < (a: HTTPStatus, b: HTTPStatus) -> Bool { a.code < b.code }
}
