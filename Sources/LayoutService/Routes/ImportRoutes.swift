import Support
import HTTPServer
import InterfaceBuilder
import JSON
import LayoutDocument
import LayoutEngine
import LayoutPipeline

/// POST /v1/import and POST /v1/lint (docs/interface-builder.md#commands-and-routes): a storyboard or XIB
/// as the body, its scenes as request documents or its lint findings as the answer.
extension LayoutService {
    /// POST /v1/import: the import answer, every view with its `appearance` as `layoutd
    /// import` writes it (no asset catalogs: the body is the file alone), or with `Accept:
    /// image/png` the picture of its first scene (`importPicture`).
    func importFile(_ request: HTTPRequest, respond: @escaping Responder) {
        guard let scope = admitted(request, .importFile, else: respond) else { return }
        guard let representation = RepresentationOffer.importFile.preferred(accept: request.headers[.accept]) else {
            return respond(RepresentationOffer.importFile.notAcceptable)
        }
        let text: TextSizes
        do {
            let value = try Self.queryValue("text", in: request.query)
            guard let sizes = TextSizes(rawValue: value ?? "saved") else { throw ImportRouteError.text }
            text = sizes
        } catch {
            return respond(Responses.problem(
                status: .badRequest, slug: "invalid-text", title: "Invalid text parameter",
                detail: "The text parameter is saved (keep the sizes Xcode saved) or measured (measure labels, buttons and fields)."))
        }
        let file = AnswerKey.FileDigest(Digest.sha256(request.body))
        if representation == .png { return importPicture(request.body, file: file, text: text, scope: scope, respond: respond) }
        // Same file bytes, same answer.
        let key = AnswerKey.imported(file: file, text: text)
        let caches = caches(scope: scope)
        if let cached = caches.heldAnswer(key) { return respond(Self.cachedJSON(cached.bytes, hit: true)) }
        submit(respond) {
            do throws(ImportError) {
                let answer = ImportAnswerWriter.write(try Importer.importFile(request.body, text: text, appearance: Self.importAppearance))
                caches.keep(answer: answer, key: key)
                respond(Self.cachedJSON(answer, hit: false))
            } catch {
                respond(Self.importProblem(error))
            }
        }
    }

    /// How an imported view looks over HTTP: the light appearance, and no asset catalogs
    /// (none come with the body), as `layoutd import -` reads standard input.
    static let importAppearance = AppearanceOptions(mode: .light, assets: AssetLibrary())

    func lint(_ request: HTTPRequest, respond: @escaping Responder) {
        guard let scope = admitted(request, .lint, else: respond) else { return }
        let devices: [DeviceChoice]
        do {
            let text: String?
            do { text = try Self.queryValue("devices", in: request.query) } catch {
                return respond(Responses.problem(
                    status: .badRequest, slug: "invalid-devices", title: "Invalid devices parameter",
                    detail: "The devices parameter has a % not followed by two hex digits, or escapes that are not UTF-8."))
            }
            devices = try Linter.parseDevices(text ?? "")
        } catch {
            return respond(Responses.problem(status: .badRequest, slug: "invalid-devices", title: "Invalid devices parameter", detail: error.detail))
        }
        var variants: [TextVariant] = []
        do {
            switch try Self.queryValue("pseudoLocalize", in: request.query) {
            case nil, "false": break
            case "true": variants.append(.pseudoLocalized)
            default: throw ImportRouteError.text
            }
            variants += try TextVariant.contentSizes(try Self.queryValue("contentSizes", in: request.query) ?? "")
        } catch {
            return respond(Responses.problem(
                status: .badRequest, slug: "invalid-text-variants", title: "Invalid text variants",
                detail: "pseudoLocalize is true or false, and contentSizes lists UIKit's content size categories (extraSmall … accessibilityExtraExtraExtraLarge), comma-separated."))
        }
        let textVariants = variants
        let key = AnswerKey.lint(file: AnswerKey.FileDigest(Digest.sha256(request.body)),
                                 devices: devices.map(AnswerKey.Placement.init), variants: variants)
        let caches = caches(scope: scope)
        if let cached = caches.heldAnswer(key) { return respond(Self.cachedJSON(cached.bytes, hit: true)) }
        // One request's solve deadline per device, for the whole file: a scene still unsolved
        // at the deadline is a note in the answer, not an error.
        let milliseconds = configuration.solveTimeoutMilliseconds * (devices.count + 1) * (variants.count + 1)
        submit(respond) {
            do throws(ImportError) {
                let deadline = Deadline.after(milliseconds: milliseconds)
                let answer = LintWriter.json(try Linter.lint(request.body, devices: devices, variants: textVariants, deadline: deadline))
                caches.keep(answer: answer, key: key)
                respond(Self.cachedJSON(answer, hit: false))
            } catch {
                respond(Self.importProblem(error))
            }
        }
    }

    private enum ImportRouteError: Error { case text }

    static func cachedJSON(_ body: [UInt8], hit: Bool) -> HTTPResponse {
        let status: CacheStatus = hit ? .hit : .miss
        var response = Responses.json(body)
        response.headers.set("X-Cache", status.rawValue)
        response.logAnnotations[LayoutService.cacheAnnotation] = status.rawValue
        return response
    }

    static func importProblem(_ error: ImportError) -> HTTPResponse {
        var headers = HTTPHeaders()
        headers.add("Content-Type", ProblemJSON.mediaType)
        return HTTPResponse(status: ProblemDocument.importStatus, headers: headers, body: ProblemDocument.bytes(error))
    }

    /// A query value whose percent escapes are malformed (`PercentDecoding`).
    struct MalformedQuery: Error {
        var name: String
    }

    /// The percent-decoded value of `name` in a query string (`+` is a space); nil when absent.
    /// - Throws: `MalformedQuery` when the value has a `%` not followed by two hex digits,
    ///   or decodes to bytes that are not UTF-8.
    static func queryValue(_ name: String, in query: String?) throws(MalformedQuery) -> String? {
        guard let query else { return nil }
        for pair in query.split(separator: "&") {
            let parts = pair.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false)
            guard parts.first.map(String.init) == name else { continue }
            guard parts.count > 1 else { return "" }
            guard let value = PercentDecoding.decode(parts[1], plusIsSpace: true) else { throw MalformedQuery(name: name) }
            return value
        }
        return nil
    }
}

