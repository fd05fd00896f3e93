import Support
import Dispatch

extension EventLoop {
    /// Runs the request state machine over whatever input is buffered.
    func process(_ connection: Connection) {
        while true {
            switch connection.phase {
            case .head(var reading):
                guard connection.available > 0, !connection.hasPendingWrite else { return }
                if !reading.started {
                    reading.started = true
                    connection.phase = .head(reading)
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
                    connection.scanner.reset()  // ready for the next head
                    begin(head, on: connection)
                case .failure(let error):
                    fail(connection, error)
                    return
                }
            case .body(var reading):
                guard connection.available > 0 else { return }
                // The body is moved out of the phase while it grows, so its buffer has one
                // owner and grows in place; every way out of this case sets the phase again.
                connection.phase = .lingering
                switch reading.framing {
                case .chunked(var decoder):
                    let maxBody = configuration.maxBodyBytes
                    let limits = self.limits
                    let decoded: Result<Int, HTTPError> = connection.input.withUnsafeBufferPointer { all in
                        let bytes = UnsafeBufferPointer(rebasing: all[connection.inputStart...])
                        do throws(HTTPError) {
                            return .success(try decoder.decode(bytes, into: &reading.body, trailers: &reading.trailers,
                                                               maxBodyBytes: maxBody, limits: limits))
                        } catch {
                            return .failure(error)
                        }
                    }
                    switch decoded {
                    case .success(let consumed):
                        connection.consume(consumed)
                        reading.framing = .chunked(decoder)
                        guard decoder.isDone else {
                            connection.phase = .body(reading)
                            return
                        }
                        dispatch(reading.head, body: reading.body, trailers: reading.trailers, on: connection)
                    case .failure(let error):
                        connection.phase = .body(reading)
                        fail(connection, error)
                        return
                    }
                case .length(let remaining):
                    let take = min(remaining, connection.available)
                    reading.body.append(contentsOf: connection.input[connection.inputStart..<(connection.inputStart + take)])
                    connection.consume(take)
                    guard take == remaining else {
                        reading.framing = .length(remaining: remaining - take)
                        connection.phase = .body(reading)
                        return
                    }
                    dispatch(reading.head, body: reading.body, trailers: reading.trailers, on: connection)
                }
            case .handling, .lingering, .closed:
                return
            }
        }
    }

    private func begin(_ head: RequestHead, on connection: Connection) {
        let framing: BodyFraming
        do throws(HTTPError) {
            framing = try BodyFraming.of(head, maxBodyBytes: configuration.maxBodyBytes)
        } catch {
            fail(connection, error, head: head)
            return
        }
        let tokens = head.headers.tokens(.connection)
        let wantsKeepAlive = head.versionMinor == 0 ? tokens.contains("keep-alive") : !tokens.contains("close")
        connection.keepAlive = connection.keepAlive && wantsKeepAlive

        let expectations = head.headers.values(.expect)
        if !expectations.isEmpty {
            guard expectations.count == 1, expectations[0].asciiLowercased() == "100-continue" else {
                fail(connection, HTTPError(status: .expectationFailed, slug: "expectation-failed", title: "Expectation failed",
                                           detail: "Only Expect: 100-continue is supported."), head: head)
                return
            }
            // RFC 9110 section 10.1.1: no 100 for HTTP/1.0, nor when the body is already coming.
            if framing != .none && head.versionMinor >= 1 && connection.available == 0 {
                connection.output.clear()
                connection.output.head.append(contentsOf: "HTTP/1.1 100 Continue\r\n\r\n".utf8)
                flush(connection)
                if connection.isClosed { return }
            }
        }
        switch framing {
        case .none:
            dispatch(head, body: [], trailers: HTTPHeaders(), on: connection)
        case .length(let length):
            var reading = Connection.BodyReading(head: head, framing: .length(remaining: length))
            reading.body.reserveCapacity(length)
            startBody(reading, on: connection)
        case .chunked:
            startBody(Connection.BodyReading(head: head, framing: .chunked(ChunkedDecoder())), on: connection)
        }
    }

    private func startBody(_ reading: Connection.BodyReading, on connection: Connection) {
        connection.phase = .body(reading)
        if !connection.hasPendingWrite || connection.deadlineReason != .write {
            connection.deadline = now() + MonotonicClock.nanoseconds(seconds: configuration.bodyTimeout)
            connection.deadlineReason = .body
        }
    }

    /// Hands the whole request to its route: an immediate answer is delivered at once, a
    /// handler gets it on a handler queue.
    private func dispatch(_ head: RequestHead, body: [UInt8], trailers: HTTPHeaders, on connection: Connection) {
        connection.phase = .handling(Connection.Exchange(head: head))
        if !connection.hasPendingWrite {
            connection.deadline = 0
        }
        connection.requestCount += 1
        var request = HTTPRequest(method: head.method, target: head.target, versionMinor: head.versionMinor,
                                  headers: head.headers, body: body, trailers: trailers,
                                  remoteAddress: connection.remoteAddress)
        request.requestID = requestID(for: head)
        let match = router.match(method: head.method, path: request.path)
        var context = responseContext(for: request)
        switch match {
        case .found(_, _, _, let route): context.route = route
        case .methodNotAllowed(_, let route): context.route = route
        case .notFound: break
        }
        switch match {
        case .found(let handler, let onLoop, let parameters, _):
            if let onLoop {
                var taken: Responder?
                let outcome = onLoop(request, parameters, LoopState(othersWaiting: othersWaiting)) {
                    let respond = makeResponder(for: connection, context: context)
                    taken = respond
                    return respond
                }
                switch outcome {
                case .answer(let response):
                    deliver(context.finish(response), to: connection)
                    return
                case .pending:
                    return
                case .handOff:
                    if let taken {
                        // A route that took the responder and still hands off: its handler
                        // answers through that one, so the exchange has one responder.
                        let request = request
                        nextQueue().async { handler(request, parameters, taken) }
                        return
                    }
                }
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

    /// Refuses the request being read and closes the connection after the answer. `head`,
    /// when the request's head is read but not yet in the phase, names it in the log.
    func fail(_ connection: Connection, _ error: HTTPError, head: RequestHead? = nil) {
        let head = head ?? connection.currentHead
        connection.keepAlive = false
        connection.phase = .handling(Connection.Exchange(head: head, refused: true))
        let response = error.response(typeBase: configuration.problemTypeBase)
        if let log = server.accessLog {
            let entry = AccessLogEntry(requestID: head.map { requestID(for: $0) } ?? nextGeneratedID(),
                                       method: head?.method ?? .other("-"), target: head?.target ?? "-",
                                       status: response.status, bytes: response.body.count, durationSeconds: 0,
                                       remoteAddress: connection.remoteAddress, annotations: [:],
                                       route: head.flatMap { router.pattern(matching: splitTarget($0.target).0) })
            nextQueue().async { log(entry) }
        }
        deliver(response, to: connection)
    }

    /// Frames a final answer and starts writing it. Only the exchange's first answer is
    /// written; the connection is then the answer's until it is out.
    func deliver(_ response: HTTPResponse, to connection: Connection) {
        guard case .handling(var exchange) = connection.phase, !exchange.answered else { return }
        exchange.answered = true
        connection.phase = .handling(exchange)
        var response = response
        response.headers.addMissing(configuration.responseHeaders)
        let handlerWantsClose = response.headers.tokens("Connection").contains("close")
        response.headers.remove("Connection")
        response.headers.remove("Content-Length")
        response.headers.remove("Transfer-Encoding")
        let close = !connection.keepAlive || handlerWantsClose || draining || connection.peerClosed
        let status = response.status
        let isHEAD = exchange.head?.method == .head
        let bodyless = !status.allowsContent
        let contentLength: Int? = bodyless ? nil : response.body.count
        let connectionValue: String? = close ? "close" : (exchange.head?.versionMinor == 0 ? "keep-alive" : nil)
        let date = dateCache.current()
        if connection.hasPendingWrite, connection.output.written < connection.output.head.count {
            // An interim 100 Continue is still partly unsent; it must go first.
            var head = Array(connection.output.head[connection.output.written...])
            ResponseHead.write(response, contentLength: contentLength, connection: connectionValue, date: date, to: &head)
            connection.output.head = head
        } else {
            // The connection's buffer from its last response, emptied and written again.
            connection.output.head.removeAll(keepingCapacity: true)
            ResponseHead.write(response, contentLength: contentLength, connection: connectionValue, date: date,
                               to: &connection.output.head)
        }
        connection.output.body = (isHEAD || bodyless) ? [] : response.body
        connection.output.written = 0
        connection.keepAlive = !close
        flush(connection)
    }
}
