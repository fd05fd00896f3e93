import Support
/// How a handler answers: call it once with the response, from any thread.
public typealias Responder = @Sendable (HTTPResponse) -> Void
/// Called off the event loop; must call `respond` exactly once (from any thread, any time
/// later). Extra calls are ignored.
public typealias Handler = @Sendable (HTTPRequest, _ parameters: [String: String], _ respond: @escaping Responder) -> Void
/// Called on the event loop's own thread, before any hand-off: the answer when it is ready
/// at once (an answer already cached), else nil and the request goes on to the `Handler`.
/// It must never block or do more than a lookup's work: every connection of that loop waits
/// while it runs.
public typealias ImmediateHandler = @Sendable (HTTPRequest, _ parameters: [String: String]) -> HTTPResponse?

/// Method + path pattern → handler. Patterns are literal segments and `{name}` segments,
/// each `{name}` matching one non-empty segment. A parameter's value is percent-decoded
/// (RFC 3986: browsers' `encodeURIComponent` sends `sha256:…` as `sha256%3A…`); one whose
/// escapes are malformed or not UTF-8 is passed on as sent. Literal segments match as sent.
public struct Router: Sendable {
    struct Route: Sendable {
        var method: String
        /// As declared ("/v1/layout/{hash}"): the route's name in metrics and logs.
        var pattern: String
        var segments: [Segment]
        var handler: Handler
        var immediate: ImmediateHandler?
    }

    enum Segment: Sendable, Equatable {
        case literal(String)
        case parameter(String)
    }

    /// What routing decided; `route` is the declared pattern of the first route whose path
    /// matched (whatever its method), the request's bounded name in metrics and logs.
    enum Match {
        case found(Handler, ImmediateHandler?, [String: String], route: String?)
        case notFound
        case methodNotAllowed(allow: [String], route: String)
    }

    private var routes: [Route] = []
    /// Called for OPTIONS on any path (CORS preflight), if set; else OPTIONS gets 404/405 as usual.
    public var options: Handler?

    /// A router with no routes: every request gets 404 until `add` is called.
    public init() {}

    /// `pattern` like "/v1/items/{id}"; GET routes also answer HEAD (the server drops the body).
    /// `immediate`, when given, is tried first on the event loop (see `ImmediateHandler`).
    public mutating func add(_ method: String, _ pattern: String, immediate: ImmediateHandler? = nil,
                             _ handler: @escaping Handler) {
        let segments = pattern.split(separator: "/", omittingEmptySubsequences: false).dropFirst().map { part -> Segment in
            if part.hasPrefix("{") && part.hasSuffix("}") && part.count > 2 {
                return .parameter(String(part.dropFirst().dropLast()))
            }
            return .literal(String(part))
        }
        routes.append(Route(method: method, pattern: pattern, segments: Array(segments), handler: handler, immediate: immediate))
    }

    func match(method: String, path: String) -> Match {
        // Split by bytes: a path is matched on every request, and Character-wise splitting
        // cost more than the rest of a cached answer's routing.
        let parts = path.utf8.split(separator: UInt8(ascii: "/"), omittingEmptySubsequences: false).dropFirst()
        var allow: [String] = []
        var named: String?
        for route in routes {
            guard let parameters = Router.bind(route.segments, to: parts) else { continue }
            if route.method == method || (method == "HEAD" && route.method == "GET") {
                return .found(route.handler, route.immediate, parameters, route: named ?? route.pattern)
            }
            if named == nil { named = route.pattern }
            if !allow.contains(route.method) { allow.append(route.method) }
            if route.method == "GET" && !allow.contains("HEAD") { allow.append("HEAD") }
        }
        if method == "OPTIONS", let options {
            return .found(options, nil, [:], route: named)
        }
        guard let named else { return .notFound }
        if options != nil && !allow.contains("OPTIONS") { allow.append("OPTIONS") }
        return .methodNotAllowed(allow: allow, route: named)
    }

    /// The declared pattern of the first route `path` matches, whatever the method: a
    /// bounded name for metrics and logs, never a client's raw path; nil for no route.
    /// Routing itself gives an answered request's name (`Match`); this is for a request
    /// refused before it was routed.
    public func pattern(matching path: String) -> String? {
        let bytes = path.utf8
        for route in routes where Self.matches(route.segments, bytes) { return route.pattern }
        return nil
    }

    private static func matches(_ segments: [Segment], _ bytes: String.UTF8View) -> Bool {
        var i = bytes.startIndex
        guard i != bytes.endIndex, bytes[i] == UInt8(ascii: "/") else { return false }
        i = bytes.index(after: i)
        for (n, segment) in segments.enumerated() {
            let end = bytes[i...].firstIndex(of: UInt8(ascii: "/")) ?? bytes.endIndex
            let part = bytes[i..<end]
            switch segment {
            case .literal(let literal): if !literal.utf8.elementsEqual(part) { return false }
            case .parameter: if part.isEmpty { return false }
            }
            let last = n == segments.count - 1
            if last { return end == bytes.endIndex }
            guard end != bytes.endIndex else { return false }
            i = bytes.index(after: end)
        }
        return segments.isEmpty && i == bytes.endIndex
    }

    private static func bind(_ segments: [Segment], to parts: ArraySlice<Substring.UTF8View>) -> [String: String]? {
        guard segments.count == parts.count else { return nil }
        var parameters: [String: String] = [:]
        for (segment, part) in zip(segments, parts) {
            switch segment {
            case .literal(let literal):
                if !literal.utf8.elementsEqual(part) { return nil }
            case .parameter(let name):
                if part.isEmpty { return nil }
                let text = Substring(part)
                parameters[name] = PercentDecoding.decode(text) ?? String(text)
            }
        }
        return parameters
    }

}
