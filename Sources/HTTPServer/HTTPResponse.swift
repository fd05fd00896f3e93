/// One answer. The server adds `Content-Length`, `Date` and `Connection`; a `Content-Length`
/// or `Transfer-Encoding` a handler sets is replaced, since the server owns the framing.
/// Headers named `X-Layoutd-Log-<key>` never reach the client: they become the access log's
/// `annotations[<key>]` (key lowercased), so the service can record e.g. the cache tier.
public struct HTTPResponse: Sendable {
    public var status: Int
    public var headers: HTTPHeaders
    public var body: [UInt8]
    /// True when the server may gzip the body for a client that accepts it.
    public var compressible: Bool

    public init(status: Int, headers: HTTPHeaders = HTTPHeaders(), body: [UInt8] = []) {
        self.status = status
        self.headers = headers
        self.body = body
        self.compressible = false
    }

    public static let problemTypeBase = "https://layoutd.dev/problems/"

    /// An RFC 9457 problem document; `type` is `problemTypeBase + slug`.
    public static func problem(status: Int, slug: String, title: String, detail: String) -> HTTPResponse {
        var json = "{\"type\":"
        appendJSONString(problemTypeBase + slug, to: &json)
        json += ",\"title\":"
        appendJSONString(title, to: &json)
        json += ",\"status\":\(status),\"detail\":"
        appendJSONString(detail, to: &json)
        json += "}"
        var headers = HTTPHeaders()
        headers.add("Content-Type", "application/problem+json")
        return HTTPResponse(status: status, headers: headers, body: Array(json.utf8))
    }
}

/// Appends `string` as a quoted JSON string (shared by problem bodies and the access log).
public func appendJSONString(_ string: String, to out: inout String) {
    out += "\""
    for scalar in string.unicodeScalars {
        switch scalar {
        case "\"": out += "\\\""
        case "\\": out += "\\\\"
        case "\n": out += "\\n"
        case "\r": out += "\\r"
        case "\t": out += "\\t"
        default:
            if scalar.value < 0x20 {
                let hex = String(scalar.value, radix: 16)
                out += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
            } else {
                out.unicodeScalars.append(scalar)
            }
        }
    }
    out += "\""
}
