/// How a handler answers: call it once with the response, from any thread.
public typealias Responder = @Sendable (HTTPResponse) -> Void
/// Called off the event loop; must call `respond` exactly once (from any thread, any time
/// later). Extra calls are ignored.
public typealias Handler = @Sendable (HTTPRequest, _ parameters: [String: String], _ respond: @escaping Responder) -> Void

/// Method + path pattern → handler. Patterns are literal segments and `{name}` segments,
/// each `{name}` matching one non-empty segment. A parameter's value is percent-decoded
/// (RFC 3986: browsers' `encodeURIComponent` sends `sha256:…` as `sha256%3A…`); one whose
/// escapes are malformed or not UTF-8 is passed on as sent. Literal segments match as sent.
public struct Router: Sendable {
    struct Route: Sendable {
        var method: String
        var segments: [Segment]
        var handler: Handler
    }

    enum Segment: Sendable, Equatable {
        case literal(String)
        case parameter(String)
    }

    enum Match {
        case found(Handler, [String: String])
        case notFound
        case methodNotAllowed(allow: [String])
    }

    private var routes: [Route] = []
    /// Called for OPTIONS on any path (CORS preflight), if set; else OPTIONS gets 404/405 as usual.
    public var options: Handler?

    /// A router with no routes: every request gets 404 until `add` is called.
    public init() {}

    /// `pattern` like "/v1/items/{id}"; GET routes also answer HEAD (the server drops the body).
    public mutating func add(_ method: String, _ pattern: String, _ handler: @escaping Handler) {
        let segments = pattern.split(separator: "/", omittingEmptySubsequences: false).dropFirst().map { part -> Segment in
            if part.hasPrefix("{") && part.hasSuffix("}") && part.count > 2 {
                return .parameter(String(part.dropFirst().dropLast()))
            }
            return .literal(String(part))
        }
        routes.append(Route(method: method, segments: Array(segments), handler: handler))
    }

    func match(method: String, path: String) -> Match {
        let parts = path.split(separator: "/", omittingEmptySubsequences: false).dropFirst()
        var allow: [String] = []
        for route in routes {
            guard let parameters = Router.bind(route.segments, to: parts) else { continue }
            if route.method == method || (method == "HEAD" && route.method == "GET") {
                return .found(route.handler, parameters)
            }
            if !allow.contains(route.method) { allow.append(route.method) }
            if route.method == "GET" && !allow.contains("HEAD") { allow.append("HEAD") }
        }
        if method == "OPTIONS", let options {
            return .found(options, [:])
        }
        if allow.isEmpty { return .notFound }
        if options != nil && !allow.contains("OPTIONS") { allow.append("OPTIONS") }
        return .methodNotAllowed(allow: allow)
    }

    private static func bind(_ segments: [Segment], to parts: ArraySlice<Substring>) -> [String: String]? {
        guard segments.count == parts.count else { return nil }
        var parameters: [String: String] = [:]
        for (segment, part) in zip(segments, parts) {
            switch segment {
            case .literal(let literal):
                if literal != part { return nil }
            case .parameter(let name):
                if part.isEmpty { return nil }
                parameters[name] = percentDecoded(part) ?? String(part)
            }
        }
        return parameters
    }

    /// `text` with each `%XX` replaced by its byte; nil when an escape is malformed or the
    /// bytes are not UTF-8. Text without `%` is returned at once.
    static func percentDecoded(_ text: Substring) -> String? {
        guard text.utf8.contains(UInt8(ascii: "%")) else { return String(text) }
        var bytes: [UInt8] = []
        bytes.reserveCapacity(text.utf8.count)
        var iterator = text.utf8.makeIterator()
        while let byte = iterator.next() {
            guard byte == UInt8(ascii: "%") else {
                bytes.append(byte)
                continue
            }
            guard let high = iterator.next().flatMap(hexValue), let low = iterator.next().flatMap(hexValue) else {
                return nil
            }
            bytes.append(high << 4 | low)
        }
        return String(validating: bytes, as: UTF8.self)
    }

    private static func hexValue(_ byte: UInt8) -> UInt8? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): return byte - UInt8(ascii: "0")
        case UInt8(ascii: "a")...UInt8(ascii: "f"): return byte - UInt8(ascii: "a") + 10
        case UInt8(ascii: "A")...UInt8(ascii: "F"): return byte - UInt8(ascii: "A") + 10
        default: return nil
        }
    }
}
