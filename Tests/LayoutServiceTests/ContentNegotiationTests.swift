import LayoutDocument
@testable import LayoutService
import Testing

@Test(arguments: [
    (nil, Representation.json),
    ("", .json),
    ("*/*", .json),
    ("application/json", .json),
    ("image/svg+xml", .svg),
    ("image/svg+xml, application/json", .json),          // a tie goes to JSON
    ("application/json;q=0.5, image/svg+xml", .svg),
    ("image/*", .svg),
    ("application/*;q=0.9, image/svg+xml;q=0.8", .json),
    ("*/*;q=0.1, image/svg+xml", .svg),
    ("text/html, */*;q=0.8", .json),
    ("image/png", .png),
    ("image/png;q=0.5, application/json", .json),
    ("image/png, application/json", .json),               // a tie goes to JSON
    ("application/json;q=0.5, image/png", .png),
    ("image/svg+xml;q=0.5, image/png", .png),
    ("image/png, image/svg+xml", .svg),                   // and then to SVG, as image/* always got
    ("image/*, image/svg+xml;q=0", .png),
    ("IMAGE/PNG", .png),
] as [(String?, Representation)])
func acceptPicksTheRepresentation(accept: String?, expected: Representation) {
    #expect(ContentNegotiation.representation(accept: accept) == expected)
}

@Test(arguments: ["text/html", "application/xml, text/plain", "application/json;q=0", "*/*;q=0", "image/jpeg", "image/png;q=0"])
func acceptThatAllowsNeither(accept: String) {
    #expect(ContentNegotiation.representation(accept: accept) == nil)
}

/// A route that answers JSON or PNG (the resize by reference, POST /v1/import): SVG is not
/// on offer, so `image/*` gets the PNG and `image/svg+xml` alone is refused.
@Test(arguments: [
    (nil, Representation.json), ("*/*", .json), ("image/png", .png), ("image/*", .png),
    ("image/png;q=0.5, application/json", .json), ("image/svg+xml, image/png;q=0.1", .png),
] as [(String?, Representation)])
func acceptAmongJSONAndPNG(accept: String?, expected: Representation) {
    #expect(RepresentationOffer.importFile.preferred(accept: accept) == expected)
}

@Test(arguments: ["image/svg+xml", "text/html", "application/json;q=0, image/png;q=0"])
func acceptThatAllowsNeitherJSONNorPNG(accept: String) {
    #expect(RepresentationOffer.layoutByReference.preferred(accept: accept) == nil)
}

@Test func specificRangeBeatsWildcard() {
    // */* would allow JSON, but the specific range turns it off (RFC 9110 12.5.1).
    #expect(ContentNegotiation.qualities(accept: "application/json;q=0, */*").json == 0)
}

@Test(arguments: [
    ("application/json", true),
    ("application/json; charset=utf-8", true),
    ("Application/JSON;charset=\"UTF-8\"", true),
    ("application/json; charset=latin1", false),
    ("application/json; boundary=x", false),
    ("text/json", false),
    ("application/jsonp", false),
    ("application/json;", true),
    ("application/json; ", true),
    ("application/json;;charset=utf-8;", true),
    ("application/json;charset=latin1;", false),
    ("application/json;=", false),
] as [(String, Bool)])
func contentType(value: String, ok: Bool) {
    #expect(ContentNegotiation.isJSONContentType(value) == ok)
}

@Test func missingContentTypeIsRefused() {
    #expect(!ContentNegotiation.isJSONContentType(nil))
}
