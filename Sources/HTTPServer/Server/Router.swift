import Support
/// How a handler answers: call it once with the response, from any thread.
package typealias Responder = @Sendable (HTTPResponse) -> Void
/// Called off the event loop; must call `respond` exactly once (from any thread, any time
/// later). Extra calls are ignored.
package typealias Handler = @Sendable (HTTPRequest, _ parameters: RouteParameters, _ respond: @escaping Responder) -> Void
/// Called on the event loop's own thread, before any hand-off: the answer when it is ready
/// at once (an answer already cached), else nil and the request goes on to the `Handler`.
/// It must never block or do more than a lookup's work: every connection of that loop waits
/// while it runs.
package typealias ImmediateHandler = @Sendable (HTTPRequest, _ parameters: RouteParameters) -> HTTPResponse?
/// Called on the event loop's own thread, before any hand-off, as an `ImmediateHandler` is,
/// for a route that may also start its work itself: on a thread of its choosing (a solver
/// pool's), skipping the hop through a handler queue. `responder` makes the request's
/// responder; a route that takes it answers `.pending` and must answer through it exactly
/// once. It must never block, nor do more than a lookup's work on the loop itself unless
/// `loop` says no other connection is waiting for it.
package typealias LoopHandler = @Sendable (HTTPRequest, _ parameters: RouteParameters, _ loop: LoopState,
                                            _ responder: () -> Responder) -> LoopOutcome

/// What a route running on the event loop may know of the loop.
package struct LoopState: Sendable {
    /// Other connections of this loop have work waiting (more events of this epoll round,
    /// or answers to deliver): whatever the route does on the loop, they wait for.
    package var othersWaiting: Bool

    package init(othersWaiting: Bool) { self.othersWaiting = othersWaiting }

    /// A loop with nothing else to do.
    package static let free = LoopState(othersWaiting: false)
}

/// What a `LoopHandler` did with a request.
package enum LoopOutcome: Sendable {
    /// Answered at once.
    case answer(HTTPResponse)
    /// Not answered: the route's handler gets the request on a handler queue.
    case handOff
    /// Its work goes on elsewhere, and answers through the responder the route took.
    case pending
}

/// Method + path pattern → handler. Patterns are literal segments and `{name}` segments,
/// each `{name}` matching one non-empty segment. A parameter's value is percent-decoded
/// (RFC 3986: browsers' `encodeURIComponent` sends `sha256:…` as `sha256%3A…`); one whose
/// escapes are malformed or not UTF-8 is passed on as sent. Literal segments match as sent.
package struct Router: Sendable {
    struct Route: Sendable {
        var method: HTTPMethod
        /// As declared ("/v1/layout/{hash}"): the route's name in metrics and logs.
        var pattern: String
        var segments: [Segment]
        var handler: Handler
        var onLoop: LoopHandler?
    }

    enum Segment: Sendable, Equatable {
        /// The segment's bytes, compared as sent.
        case literal([UInt8])
        case parameter(String)
    }

    /// What routing decided; `route` is the declared pattern of the first route whose path
    /// matched (whatever its method), the request's bounded name in metrics and logs.
    enum Match {
        case found(Handler, LoopHandler?, RouteParameters, route: String?)
        case notFound
        case methodNotAllowed(allow: [HTTPMethod], route: String)
    }

    private var routes: [Route] = []
    /// Called for OPTIONS on any path (CORS preflight), if set; else OPTIONS gets 404/405 as usual.
    package var options: Handler?

    /// A router with no routes: every request gets 404 until `add` is called.
    package init() {}

    /// `pattern` like "/v1/items/{id}"; GET routes also answer HEAD (the server drops the body).
    /// `immediate`, when given, is tried first on the event loop (see `ImmediateHandler`).
    package mutating func add(_ method: HTTPMethod, _ pattern: String, immediate: ImmediateHandler? = nil,
                             _ handler: @escaping Handler) {
        var onLoop: LoopHandler?
        if let immediate {
            onLoop = { @Sendable request, parameters, _, _ in
                immediate(request, parameters).map(LoopOutcome.answer) ?? .handOff
            }
        }
        add(method, pattern, onLoop: onLoop, handler)
    }

    /// `add` for a route whose `onLoop` may start its work itself (see `LoopHandler`).
    package mutating func add(_ method: HTTPMethod, _ pattern: String, onLoop: LoopHandler?,
                             _ handler: @escaping Handler) {
        let segments = pattern.split(separator: "/", omittingEmptySubsequences: false).dropFirst().map { part -> Segment in
            if part.hasPrefix("{") && part.hasSuffix("}") && part.count > 2 {
                return .parameter(String(part.dropFirst().dropLast()))
            }
            return .literal(Array(part.utf8))
        }
        routes.append(Route(method: method, pattern: pattern, segments: Array(segments), handler: handler, onLoop: onLoop))
    }

    func match(method: HTTPMethod, path: String) -> Match {
        // Walked by bytes, with nothing made until a route matches: a path is matched on
        // every request, and splitting it cost more than the rest of a cached answer's routing.
        var path = path
        return path.withUTF8 { match(method: method, bytes: $0) }
    }

    private func match(method: HTTPMethod, bytes: UnsafeBufferPointer<UInt8>) -> Match {
        var allow: [HTTPMethod] = []
        var named: String?
        for route in routes where Self.matches(route.segments, bytes) {
            if route.method == method || (method == .head && route.method == .get) {
                return .found(route.handler, route.onLoop, Self.parameters(route.segments, bytes), route: named ?? route.pattern)
            }
            if named == nil { named = route.pattern }
            if !allow.contains(route.method) { allow.append(route.method) }
            if route.method == .get && !allow.contains(.head) { allow.append(.head) }
        }
        if method == .options, let options {
            return .found(options, nil, [:], route: named)
        }
        guard let named else { return .notFound }
        if options != nil && !allow.contains(.options) { allow.append(.options) }
        return .methodNotAllowed(allow: allow, route: named)
    }

    /// The declared pattern of the first route `path` matches, whatever the method: a
    /// bounded name for metrics and logs, never a client's raw path; nil for no route.
    /// Routing itself gives an answered request's name (`Match`); this is for a request
    /// refused before it was routed.
    package func pattern(matching path: String) -> String? {
        var path = path
        return path.withUTF8 { bytes in
            for route in routes where Self.matches(route.segments, bytes) { return route.pattern }
            return nil
        }
    }

    private static func matches(_ segments: [Segment], _ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        walk(segments, bytes) { _, _ in }
    }

    /// The values of a matching path's `{name}` segments, percent-decoded.
    private static func parameters(_ segments: [Segment], _ bytes: UnsafeBufferPointer<UInt8>) -> RouteParameters {
        var parameters = RouteParameters()
        _ = walk(segments, bytes) { name, part in
            let text = String(decoding: part, as: UTF8.self)
            // Most parameters hold no escape: checked on the bytes, they skip the decoder.
            parameters[name] = part.contains(UInt8(ascii: "%")) ? PercentDecoding.decode(text) ?? text : text
        }
        return parameters
    }

    /// Whether the path's segments match, handing each `{name}` segment to `parameter`.
    private static func walk(_ segments: [Segment], _ bytes: UnsafeBufferPointer<UInt8>,
                             _ parameter: (String, UnsafeBufferPointer<UInt8>) -> Void) -> Bool {
        guard bytes.first == UInt8(ascii: "/") else { return false }
        var i = 1
        for (n, segment) in segments.enumerated() {
            let end = bytes[i...].firstIndex(of: UInt8(ascii: "/")) ?? bytes.count
            let part = UnsafeBufferPointer(rebasing: bytes[i..<end])
            switch segment {
            case .literal(let literal): if !literal.elementsEqual(part) { return false }
            case .parameter(let name):
                if part.isEmpty { return false }
                parameter(name, part)
            }
            let last = n == segments.count - 1
            if last { return end == bytes.count }
            guard end != bytes.count else { return false }
            i = end + 1
        }
        return segments.isEmpty && i == bytes.count
    }

}
