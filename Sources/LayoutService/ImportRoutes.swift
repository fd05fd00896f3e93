import HTTPServer
import InterfaceBuilder
import LayoutEngine

/// POST /v1/import and POST /v1/lint (interface-builder.md section 2): a storyboard or XIB
/// as the body, its scenes as request documents or its lint findings as the answer.
extension LayoutService {
    func importFile(_ request: HTTPRequest, respond: @escaping Responder) {
        if case .failure(let refusal) = authorize(request) { return respond(refusal.response) }
        if let refusal = xmlBodyRefusal(request) { return respond(refusal) }
        let admitted = pool.submit {
            do throws(ImportError) {
                respond(Responses.json(ImportAnswerWriter.write(try Importer.importFile(request.body))))
            } catch {
                respond(Self.importProblem(error))
            }
        }
        if !admitted { respond(queueFullResponse()) }
    }

    func lint(_ request: HTTPRequest, respond: @escaping Responder) {
        if case .failure(let refusal) = authorize(request) { return respond(refusal.response) }
        if let refusal = xmlBodyRefusal(request) { return respond(refusal) }
        let devices: [(id: String, landscape: Bool)]
        do {
            devices = try Linter.parseDevices(Self.queryValue("devices", in: request.query) ?? "")
        } catch {
            return respond(Responses.problem(status: 400, slug: "invalid-devices", title: "Invalid devices parameter", detail: error.detail))
        }
        let deadline = Deadline.after(milliseconds: configuration.solveTimeoutMilliseconds * max(1, devices.count + 1))
        let admitted = pool.submit {
            do throws(ImportError) {
                respond(Responses.json(LintWriter.json(try Linter.lint(request.body, devices: devices, deadline: deadline))))
            } catch {
                respond(Self.importProblem(error))
            }
        }
        if !admitted { respond(queueFullResponse()) }
    }

    /// 415 unless the body is sent as XML without a content coding.
    func xmlBodyRefusal(_ request: HTTPRequest) -> HTTPResponse? {
        if request.headers.contains("Content-Encoding") {
            return Responses.problem(
                status: 415, slug: "unsupported-content-encoding", title: "Unsupported content encoding",
                detail: "The request body must be sent without a content coding: drop the Content-Encoding header.")
        }
        let type = (request.headers["Content-Type"] ?? "").split(separator: ";").first.map { $0.trimmingSpaces().lowercased() } ?? ""
        guard type == "application/xml" || type == "text/xml" else {
            return Responses.problem(
                status: 415, slug: "unsupported-media-type", title: "Unsupported media type",
                detail: "Send the .storyboard or .xib file with Content-Type: application/xml (or text/xml).")
        }
        return nil
    }

    static func importProblem(_ error: ImportError) -> HTTPResponse {
        var headers = HTTPHeaders()
        headers.add("Content-Type", "application/problem+json")
        return HTTPResponse(status: 422, headers: headers, body: error.problemJSON())
    }

    /// The percent-decoded value of `name` in a query string (`+` is a space).
    static func queryValue(_ name: String, in query: String?) -> String? {
        guard let query else { return nil }
        for pair in query.split(separator: "&") {
            let parts = pair.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false)
            guard parts.first.map(String.init) == name else { continue }
            let raw = parts.count > 1 ? String(parts[1]).replacingPluses() : ""
            return percentDecoded(raw)
        }
        return nil
    }
}

/// `%XX` escapes decoded; a malformed escape is kept as written.
private func percentDecoded(_ text: String) -> String {
    let bytes = Array(text.utf8)
    var out: [UInt8] = []
    var i = 0
    func hex(_ b: UInt8) -> UInt8? {
        switch b {
        case 48...57: return b - 48
        case 65...70: return b - 55
        case 97...102: return b - 87
        default: return nil
        }
    }
    while i < bytes.count {
        if bytes[i] == UInt8(ascii: "%"), i + 2 < bytes.count, let h = hex(bytes[i + 1]), let l = hex(bytes[i + 2]) {
            out.append(h << 4 | l)
            i += 3
        } else {
            out.append(bytes[i])
            i += 1
        }
    }
    return String(decoding: out, as: UTF8.self)
}

private extension String {
    func replacingPluses() -> String { String(map { $0 == "+" ? " " : $0 }) }
}
