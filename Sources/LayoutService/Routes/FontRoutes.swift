import HTTPServer
import JSON
import Typesetting

/// GET /v1/fonts (docs/text.md#fonts): the faces this server measures text with, and the
/// digest of the set that scopes every cached answer.
extension LayoutService {
    func fonts(_ request: HTTPRequest) -> HTTPResponse {
        if case .failure(let refusal) = admit(request, .fonts) { return refusal.response }
        let body: [UInt8]
        switch fontList {
        case .success(let bytes): body = bytes
        case .failure(let error):
            return Responses.problem(status: .serviceUnavailable, slug: "fonts-unavailable", title: "Fonts unavailable",
                                     detail: "This server has no fonts to measure text with: \(error.message)")
        }
        // The list changes only with the font set, which the digest names: a client that
        // holds it revalidates and gets a 304.
        let tag = Responses.entityTag(typesetter?.digest ?? "")
        var response: HTTPResponse
        if Responses.ifNoneMatch(request.headers[.ifNoneMatch], matches: tag) {
            response = HTTPResponse(status: .notModified)
        } else {
            response = Responses.json(body)
        }
        response.headers.set("ETag", tag)
        response.headers.set("Cache-Control", "no-cache")
        return response
    }

    /// `{"digest": …, "fonts": [{"postScriptName", "fullName", "family", "style", "weight",
    /// "italic", "source", "systemFont"}, …]}` in the typesetter's order. Paths are left
    /// out: where the files lie is the server's business.
    static func fontListBody(_ typesetter: Typesetter) -> [UInt8] {
        var w = JSONWriter(capacity: 256 * (typesetter.fonts.count + 1))
        w.beginObject()
        w.key(literal: "digest")
        w.string(typesetter.digest)
        w.key(literal: "fonts")
        w.beginArray()
        for font in typesetter.fonts {
            w.beginObject()
            w.key(literal: "postScriptName"); w.string(font.postScriptName)
            w.key(literal: "fullName"); w.string(font.fullName)
            w.key(literal: "family"); w.string(font.family)
            w.key(literal: "style"); w.string(font.style)
            w.key(literal: "weight"); w.integer(font.weight)
            w.key(literal: "italic"); w.bool(font.italic)
            w.key(literal: "source"); w.string(font.source.rawValue)
            w.key(literal: "systemFont"); w.bool(font.isSystemFont)
            w.endObject()
        }
        w.endArray()
        w.endObject()
        return w.bytes
    }
}
