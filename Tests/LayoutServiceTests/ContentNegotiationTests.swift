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
] as [(String?, Representation)])
func acceptPicksTheRepresentation(accept: String?, expected: Representation) {
    #expect(ContentNegotiation.representation(accept: accept) == expected)
}

@Test(arguments: ["text/html", "application/xml, text/plain", "application/json;q=0", "*/*;q=0"])
func acceptThatAllowsNeither(accept: String) {
    #expect(ContentNegotiation.representation(accept: accept) == nil)
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
