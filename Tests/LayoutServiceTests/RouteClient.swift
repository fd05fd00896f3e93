import Support
import Dispatch
@testable import HTTPServer
@testable import LayoutService

/// Calls a service's routes the way the server would, without sockets: what a route
/// answers, before the server adds framing (and the CORS headers of `responseHeaders`).
struct RouteClient {
    let service: LayoutService
    let router: Router

    init(_ configuration: ServiceConfiguration = ServiceConfiguration(workers: 1)) {
        self.init(service: LayoutService(configuration: configuration))
    }

    init(service: LayoutService) {
        self.service = service
        router = service.makeRouter()
    }

    func send(_ method: HTTPMethod, _ path: String, headers: [(String, String)] = [], body: String = "") -> HTTPResponse? {
        send(method, path, headers: headers, bytes: Array(body.utf8))
    }

    /// `send` with a body that need not be text (a fixture file's bytes).
    func send(_ method: HTTPMethod, _ path: String, headers: [(String, String)] = [], bytes: [UInt8]) -> HTTPResponse? {
        let request = HTTPRequest(method: method, target: path, headers: HTTPHeaders(headers), body: bytes)
        guard case .found(let handler, let onLoop, let parameters, _) = router.match(method: method, path: request.path) else { return nil }
        let answer = Locked<HTTPResponse?>(nil)
        let done = DispatchSemaphore(value: 0)
        let respond: Responder = { response in
            answer.withLock { $0 = response }
            done.signal()
        }
        switch onLoop?(request, parameters, .free, { respond }) ?? .handOff {
        case .answer(let response): return response
        case .pending: break
        case .handOff: handler(request, parameters, respond)
        }
        guard done.wait(timeout: .now() + 10) == .success else { return nil }
        return answer.withLock { $0 }
    }

    /// What `onLoop` answers on the event loop itself; nil when it hands the request to the
    /// handler or starts its work on a thread (whose answer is awaited, so the caches are as
    /// that work left them).
    static func answeredOnLoop(_ onLoop: LoopHandler, _ request: HTTPRequest, _ parameters: RouteParameters,
                               loop: LoopState = .free) -> HTTPResponse? {
        let done = DispatchSemaphore(value: 0)
        switch onLoop(request, parameters, loop, { { _ in done.signal() } }) {
        case .answer(let response): return response
        case .handOff: return nil
        case .pending:
            _ = done.wait(timeout: .now() + 10)
            return nil
        }
    }

    static func json(_ response: HTTPResponse?) -> [String: String] {
        guard let response else { return [:] }
        // Problem documents are flat; pick out the string and number members tests read.
        var members: [String: String] = [:]
        let text = String(decoding: response.body, as: UTF8.self)
        for key in ["type", "title", "detail", "hash"] {
            guard let start = text.range(of: "\"\(key)\":\"") else { continue }
            let rest = text[start.upperBound...]
            var value = ""
            var escaped = false
            for c in rest {
                if escaped { value.append(c); escaped = false; continue }
                if c == "\\" { escaped = true; continue }
                if c == "\"" { break }
                value.append(c)
            }
            members[key] = value
        }
        return members
    }
}

let smallDocument = """
{"root": {"id": "root", "children": [{"id": "title", "intrinsicSize": {"width": 120, "height": 21}}]},
 "constraints": ["title.centerX == root.centerX", "title.top == root.top + 8"],
 "sizes": [{"width": 320, "height": 568}]}
"""
