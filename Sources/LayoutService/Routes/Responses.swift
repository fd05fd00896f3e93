import HTTPServer
import JSON
import LayoutEngine
import LayoutPipeline

/// Building answers the same way on every route: problem+json errors, JSON bodies, and
/// the headers every answer carries.
enum Responses {
    static func problem(_ problem: Problem) -> HTTPResponse {
        var headers = HTTPHeaders()
        headers.add("Content-Type", ProblemJSON.mediaType)
        return HTTPResponse(status: ProblemDocument.status(of: problem.kind), headers: headers, body: ProblemDocument.bytes(problem))
    }

    static func problem(status: HTTPStatus, slug: String, title: String, detail: String) -> HTTPResponse {
        HTTPResponse.problem(typeBase: ProblemDocument.typeBase, status: status, slug: slug, title: title, detail: detail)
    }

    static func json(_ body: [UInt8], status: HTTPStatus = .ok) -> HTTPResponse {
        var headers = HTTPHeaders()
        headers.add("Content-Type", "application/json")
        var response = HTTPResponse(status: status, headers: headers, body: body)
        response.compressible = true
        return response
    }

    static func text(_ body: String, contentType: String) -> HTTPResponse {
        var headers = HTTPHeaders()
        headers.add("Content-Type", contentType)
        var response = HTTPResponse(status: .ok, headers: headers, body: Array(body.utf8))
        response.compressible = true
        return response
    }

    static func entityTag(_ hash: LayoutHash) -> String { "\"\(hash.text)\"" }

    /// The ETag of anything else named by a string (the font set's digest, a picture).
    static func entityTag(_ name: String) -> String { "\"\(name)\"" }

    /// True when an If-None-Match list names `tag` (weak comparison, RFC 9110 13.1.2).
    static func ifNoneMatch(_ header: String?, matches tag: String) -> Bool {
        guard let header else { return false }
        for candidate in header.split(separator: ",") {
            var value = candidate.trimmingOWS()
            if value == "*" { return true }
            if value.hasPrefix("W/") { value = String(value.dropFirst(2)) }
            if value == tag { return true }
        }
        return false
    }
}
