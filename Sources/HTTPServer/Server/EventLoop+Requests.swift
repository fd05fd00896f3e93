import Support
import Dispatch

extension EventLoop {
    /// Runs the request state machine over whatever input is buffered.
    func process(_ connection: Connection) {
        while true {
            switch connection.phase {
            case .head:
                guard connection.available > 0, !connection.hasPendingWrite else { return }
                if !connection.requestStarted {
                    connection.requestStarted = true
                    if connection.deadlineReason != .header || connection.requestCount > 0 {
                        connection.deadline = now() + MonotonicClock.nanoseconds(seconds: configuration.headerTimeout)
                        connection.deadlineReason = .header
                    }
                }
                let limits = self.limits
                // Consumed only after the closure: mutating `input` inside it would copy the buffer.
                let scanned: Result<(RequestHead, Int)?, HTTPError> = connection.input.withUnsafeBufferPointer { all in
                    let bytes = UnsafeBufferPointer(rebasing: all[connection.inputStart...])
                    do throws(HTTPError) {
                        guard let length = try connection.scanner.scan(bytes, limits) else { return .success(nil) }
                        let head = try connection.scanner.parse(UnsafeBufferPointer(rebasing: bytes[0..<length]))
                        return .success((head, length))
                    } catch {
                        return .failure(error)
                    }
                }
                switch scanned {
                case .success(nil):
                    return
                case .success(let (head, length)?):
                    connection.consume(length)
                    begin(head, on: connection)
                case .failure(let error):
                    fail(connection, error)
                    return
                }
            case .body:
                guard connection.available > 0 else { return }
                if connection.framing == .chunked {
                    let maxBody = configuration.maxBodyBytes
                    let limits = self.limits
                    let decoded: Result<Int, HTTPError> = connection.input.withUnsafeBufferPointer { all in
                        let bytes = UnsafeBufferPointer(rebasing: all[connection.inputStart...])
                        do throws(HTTPError) {
                            return .success(try connection.chunked.decode(bytes, into: &connection.body, trailers: &connection.trailers,
                                                                          maxBodyBytes: maxBody, limits: limits))
                        } catch {
                            return .failure(error)
                        }
                    }
                    switch decoded {
                    case .success(let consumed):
                        connection.consume(consumed)
                        guard connection.chunked.isDone else { return }
                        dispatch(connection)
                    case .failure(let error):
                        fail(connection, error)
                        return
                    }
                } else {
                    let take = min(connection.bodyRemaining, connection.available)
                    connection.body.append(contentsOf: connection.input[connection.inputStart..<(connection.inputStart + take)])
                    connection.consume(take)
                    connection.bodyRemaining -= take
                    guard connection.bodyRemaining == 0 else { return }
                    dispatch(connection)
                }
            case .handling, .lingering, .closed:
                return
            }
        }
    }

    private func begin(_ head: RequestHead, on connection: Connection) {
        connection.head = head
        let framing: BodyFraming
        do throws(HTTPError) {
            framing = try BodyFraming.of(head, maxBodyBytes: configuration.maxBodyBytes)
        } catch {
            fail(connection, error)
            return
        }
        let tokens = head.headers.tokens(.connection)
        let wantsKeepAlive = head.versionMinor == 0 ? tokens.contains("keep-alive") : !tokens.contains("close")
        connection.keepAlive = connection.keepAlive && wantsKeepAlive
        connection.framing = framing

        let expectations = head.headers.values(.expect)
        if !expectations.isEmpty {
            guard expectations.count == 1, expectations[0].asciiLowercased() == "100-continue" else {
                fail(connection, HTTPError(status: .expectationFailed, slug: "expectation-failed", title: "Expectation failed",
                                           detail: "Only Expect: 100-continue is supported."))
                return
            }
            // RFC 9110 section 10.1.1: no 100 for HTTP/1.0, nor when the body is already coming.
            if framing != .none && head.versionMinor >= 1 && connection.available == 0 {
                connection.pendingHead = Array("HTTP/1.1 100 Continue\r\n\r\n".utf8)
                connection.pendingBody = []
                connection.pendingWritten = 0
                connection.pendingIsFinal = false
                flush(connection)
                if connection.phase == .closed { return }
            }
        }
        switch framing {
        case .none:
            dispatch(connection)
        case .length(let length):
            connection.body.reserveCapacity(length)
            connection.bodyRemaining = length
            startBody(connection)
        case .chunked:
            startBody(connection)
        }
    }

    private func startBody(_ connection: Connection) {
        connection.phase = .body
        if !connection.hasPendingWrite || connection.deadlineReason != .write {
            connection.deadline = now() + MonotonicClock.nanoseconds(seconds: configuration.bodyTimeout)
            connection.deadlineReason = .body
        }
    }

    private func dispatch(_ connection: Connection) {
        guard let head = connection.head else { return }
        connection.phase = .handling
        if !connection.hasPendingWrite {
            connection.deadline = 0
        }
        connection.requestCount += 1
        var request = HTTPRequest(method: head.method, target: head.target, versionMinor: head.versionMinor,
                                  headers: head.headers, body: connection.body, trailers: connection.trailers,
                                  remoteAddress: connection.remoteAddress)
        connection.body = []
        request.requestID = requestID(for: head)
        let match = router.match(method: head.method, path: request.path)
        var context = responseContext(for: request)
        switch match {
        case .found(_, _, _, let route): context.route = route
        case .methodNotAllowed(_, let route): context.route = route
        case .notFound: break
        }
        switch match {
        case .found(let handler, let immediate, let parameters, _):
            if let immediate, let response = immediate(request, parameters) {
                deliver(context.finish(response), to: connection)
                return
            }
            let respond = makeResponder(for: connection, context: context)
            let request = request
            nextQueue().async { handler(request, parameters, respond) }
        case .notFound:
            let response = HTTPResponse.problem(typeBase: configuration.problemTypeBase, status: .notFound, slug: "not-found", title: "Not found",
                                                detail: "Nothing is served at \(request.path).")
            let respond = makeResponder(for: connection, context: context)
            nextQueue().async { respond(response) }
        case .methodNotAllowed(let allow, _):
            var response = HTTPResponse.problem(typeBase: configuration.problemTypeBase, status: .methodNotAllowed, slug: "method-not-allowed", title: "Method not allowed",
                                                detail: "\(head.method) is not allowed on \(request.path); allowed: \(allow.map(\.name).joined(separator: ", ")).")
            response.headers.add("Allow", allow.map(\.name).joined(separator: ", "))
            let answer = response
            let respond = makeResponder(for: connection, context: context)
            nextQueue().async { respond(answer) }
        }
    }

    /// Refuses the request being read and closes the connection after the answer.
    func fail(_ connection: Connection, _ error: HTTPError) {
        connection.keepAlive = false
        connection.refused = true
        connection.phase = .handling
        let response = error.response(typeBase: configuration.problemTypeBase)
        if let log = server.accessLog {
            let entry = AccessLogEntry(requestID: connection.head.map { requestID(for: $0) } ?? nextGeneratedID(),
                                       method: connection.head?.method ?? .other("-"), target: connection.head?.target ?? "-",
                                       status: response.status, bytes: response.body.count, durationSeconds: 0,
                                       remoteAddress: connection.remoteAddress, annotations: [:],
                                       route: connection.head.flatMap { router.pattern(matching: splitTarget($0.target).0) })
            nextQueue().async { log(entry) }
        }
        deliver(response, to: connection)
    }

    /// Frames a final answer and starts writing it.
    func deliver(_ response: HTTPResponse, to connection: Connection) {
        var response = response
        response.headers.addMissing(configuration.responseHeaders)
        let handlerWantsClose = response.headers.tokens("Connection").contains("close")
        response.headers.remove("Connection")
        response.headers.remove("Content-Length")
        response.headers.remove("Transfer-Encoding")
        let close = !connection.keepAlive || handlerWantsClose || draining || connection.peerClosed
        let status = response.status
        let isHEAD = connection.head?.method == .head
        let bodyless = !status.allowsContent
        let contentLength: Int? = bodyless ? nil : response.body.count
        let connectionValue: String? = close ? "close" : (connection.head?.versionMinor == 0 ? "keep-alive" : nil)
        let date = dateCache.current()
        if connection.hasPendingWrite, connection.pendingWritten < connection.pendingHead.count {
            // An interim 100 Continue is still partly unsent; it must go first.
            var head = Array(connection.pendingHead[connection.pendingWritten...])
            ResponseHead.write(response, contentLength: contentLength, connection: connectionValue, date: date, to: &head)
            connection.pendingHead = head
        } else {
            // The connection's buffer from its last response, emptied and written again.
            connection.pendingHead.removeAll(keepingCapacity: true)
            ResponseHead.write(response, contentLength: contentLength, connection: connectionValue, date: date,
                               to: &connection.pendingHead)
        }
        connection.pendingBody = (isHEAD || bodyless) ? [] : response.body
        connection.pendingWritten = 0
        connection.pendingIsFinal = true
        connection.closeAfterWrite = close
        connection.keepAlive = !close
        flush(connection)
    }
}
