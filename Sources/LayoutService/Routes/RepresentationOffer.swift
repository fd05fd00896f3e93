import HTTPServer

/// What one route can answer, and its 406 when the Accept header rules all of it out. A
/// route that negotiates (POST /v1/layout, the resize by reference, POST /v1/import) names
/// its offer here; a JSON-only route says so in its `RoutePolicy`.
struct RepresentationOffer: Sendable {
    /// What the route answers in, in `Representation`'s tie order.
    let representations: [Representation]
    /// The 406 problem: which types the route answers, so the client knows what to ask.
    let notAcceptable: HTTPResponse

    /// `route` is how the 406's detail names the route ("POST /v1/layout").
    init(_ representations: [Representation], route: String) {
        self.representations = Representation.allCases.filter(representations.contains)
        notAcceptable = Responses.problem(
            status: .notAcceptable, slug: "not-acceptable", title: "Not acceptable",
            detail: "\(route) answers \(Self.spelled(self.representations.map(\.mediaType))); the Accept header rules out "
                + "every one of them. Send Accept: application/json for the answer"
                + (self.representations.contains(.png) ? ", or Accept: image/png for its picture." : "."))
    }

    /// The representation the request's Accept header prefers, or nil (406).
    func preferred(accept: String?) -> Representation? {
        ContentNegotiation.representation(accept: accept, offered: representations)
    }

    /// POST /v1/layout: the answer, the SVG of its frames, or the PNG of what the device shows.
    static let layout = RepresentationOffer([.json, .svg, .png], route: "POST /v1/layout")
    /// GET /v1/structures/{structure}/layout: the answer, or the PNG of its first size.
    static let layoutByReference = RepresentationOffer([.json, .png], route: "GET /v1/structures/{structure}/layout")
    /// POST /v1/import: the import answer, or the PNG of the file's first scene.
    static let importFile = RepresentationOffer([.json, .png], route: "POST /v1/import")

    /// "a", "a or b", "a, b or c".
    private static func spelled(_ types: [String]) -> String {
        guard let last = types.last else { return "nothing" }
        let rest = types.dropLast()
        return rest.isEmpty ? last : rest.joined(separator: ", ") + " or " + last
    }
}
