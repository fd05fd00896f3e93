@testable import HTTPServer
@testable import LayoutService
import Testing

private let json = [("Content-Type", "application/json")]

/// Two sizes at 2x: the picture is the first size's, 200 × 100 pt, so 400 × 200 pixels.
private let twoSizes = """
{"root": {"id": "root", "children": [{"id": "box", "appearance": {"backgroundColor": "#ff0000"}}]},
 "constraints": ["H:|-10-[box(50)]", "V:|-10-[box(20)]"],
 "sizes": [{"width": 200, "height": 100}, {"width": 50, "height": 50}], "scale": 2}
"""

private func post(_ client: RouteClient, accept: String?, body: String = twoSizes) -> HTTPResponse? {
    client.send("POST", "/v1/layout", headers: json + (accept.map { [("Accept", $0)] } ?? []), body: body)
}

/// POST /v1/layout and the resize by reference with `Accept: image/png` (issue 48, item 2).
@Suite struct PNGLayoutRoutesTests {
    @Test(arguments: ["image/png", "image/png, application/json;q=0.5", "application/json;q=0.1, image/*;q=0.2, image/svg+xml;q=0"])
    func layoutAnswersThePNGOfTheFirstSize(accept: String) throws {
        let client = RouteClient()
        defer { client.service.pool.stop() }
        let r = try #require(post(client, accept: accept))
        #expect(r.status == 200)
        #expect(r.headers["Content-Type"] == "image/png")
        #expect(Array(r.body.prefix(8)) == PNGHeader.signature)
        #expect(PNGHeader(r) == PNGHeader([137, 80, 78, 71, 13, 10, 26, 10, 0, 0, 0, 13] + Array("IHDR".utf8) + [0, 0, 1, 144, 0, 0, 0, 200]))
        #expect(PNGHeader(r)?.width == 400 && PNGHeader(r)?.height == 200)
        #expect(r.headers["Vary"] == "Accept, Accept-Encoding")
        let hash = try #require(RouteClient.json(post(client, accept: nil))["hash"])
        #expect(r.headers["ETag"] == "\"\(hash).png\"")
        #expect(!r.compressible, "a PNG is deflated already")
    }

    @Test(arguments: [nil, "", "*/*", "application/json", "image/png;q=0.5, application/json", "image/png, application/json",
                      "text/html, */*;q=0.8", "application/*"] as [String?])
    func layoutAnswersJSONForEveryOtherAccept(accept: String?) throws {
        let client = RouteClient()
        defer { client.service.pool.stop() }
        let r = try #require(post(client, accept: accept))
        #expect(r.status == 200)
        #expect(r.headers["Content-Type"] == "application/json")
        #expect(RouteClient.json(r)["hash"]?.hasPrefix("sha256:") == true)
        #expect(r.headers["Vary"] == "Accept, Accept-Encoding")
    }

    @Test(arguments: ["text/html", "image/jpeg", "application/xml, text/plain", "image/png;q=0, application/json;q=0"])
    func layoutRefusesAnAcceptItCannotAnswer(accept: String) throws {
        let client = RouteClient()
        defer { client.service.pool.stop() }
        let r = try #require(post(client, accept: accept))
        #expect(r.status == 406)
        #expect(r.headers["Content-Type"] == "application/problem+json")
        #expect(r.headers["Vary"] == "Accept, Accept-Encoding")
        let problem = RouteClient.json(r)
        #expect(problem["type"] == "https://layoutd.dev/problems/not-acceptable")
        let detail = problem["detail"] ?? ""
        #expect(detail.contains("POST /v1/layout answers application/json, image/svg+xml or image/png"), "\(detail)")
        #expect(detail.contains("Accept: image/png"), "\(detail)")
    }

    /// The picture is kept under its own key: a JSON request after it gets JSON, and a PNG
    /// request after the JSON answer gets the picture, from memory the second time.
    @Test func pngAndJSONOfOneBodyNeverShareACacheEntry() throws {
        let client = RouteClient()
        defer { client.service.pool.stop() }
        let first = try #require(post(client, accept: "application/json"))
        #expect(first.headers["Content-Type"] == "application/json" && first.headers["X-Cache"] == "miss")
        let picture = try #require(post(client, accept: "image/png"))
        #expect(picture.headers["Content-Type"] == "image/png" && picture.headers["X-Cache"] == "miss")
        #expect(PNGHeader(picture) != nil)
        let again = try #require(post(client, accept: "application/json"))
        #expect(again.headers["Content-Type"] == "application/json" && again.headers["X-Cache"] == "hit")
        #expect(again.body == first.body)
        let keptPicture = try #require(post(client, accept: "image/png"))
        #expect(keptPicture.headers["Content-Type"] == "image/png" && keptPicture.headers["X-Cache"] == "hit")
        #expect(keptPicture.body == picture.body)
        #expect(keptPicture.headers["ETag"] != again.headers["ETag"])
        // GET /v1/layout/{hash} is the JSON answer's, whatever was drawn.
        let hash = try #require(RouteClient.json(first)["hash"])
        let cached = try #require(client.send("GET", "/v1/layout/\(hash)"))
        #expect(cached.headers["Content-Type"] == "application/json" && cached.body == first.body)
    }

    /// A refused document, or one that cannot be laid out, answers the problem JSON it
    /// answers today, never an image.
    @Test(arguments: [
        ("{\"root\": {\"id\": \"root\"}, \"sizes\": [{\"width\": 10, \"height\": 10}], \"colour\": 1}", 422, "unknown-member"),
        ("{\"root\": {\"id\": \"root\"}, \"constraints\": [\"root.widht == 3\"], \"sizes\": [{\"width\": 10, \"height\": 10}]}", 422, "invalid-attribute"),
        ("{\"root\": {\"id\": \"root\"}}", 422, "missing-size"),
        ("{\"root\": ", 400, "malformed-json"),
    ] as [(String, Int, String)])
    func refusedDocumentAnswersProblemJSONWhenPNGIsAsked(body: String, status: Int, slug: String) throws {
        let client = RouteClient()
        defer { client.service.pool.stop() }
        let png = try #require(post(client, accept: "image/png", body: body))
        let plain = try #require(post(client, accept: nil, body: body))
        #expect(png.status.code == status)
        #expect(png.headers["Content-Type"] == "application/problem+json")
        #expect(RouteClient.json(png)["type"] == "https://layoutd.dev/problems/\(slug)")
        #expect(png.body == plain.body, "the same problem as for JSON")
        #expect(PNGHeader(png) == nil)
    }

    @Test func resizeByReferenceAnswersThePNGOfItsFirstSize() throws {
        let client = RouteClient()
        defer { client.service.pool.stop() }
        let posted = try #require(post(client, accept: nil))
        let text = String(decoding: posted.body, as: UTF8.self)
        let structure = try #require(text.range(of: "\"structure\":\"").map { text[$0.upperBound...].prefix(71) })
        let path = "/v1/structures/\(structure)/layout?sizes=100x50,30x30"
        let picture = try #require(client.send("GET", path, headers: [("Accept", "image/png")]))
        #expect(picture.status == 200 && picture.headers["Content-Type"] == "image/png")
        #expect(PNGHeader(picture) == PNGHeader([137, 80, 78, 71, 13, 10, 26, 10, 0, 0, 0, 13] + Array("IHDR".utf8) + [0, 0, 0, 200, 0, 0, 0, 100]))
        #expect(picture.headers["Vary"] == "Accept, Accept-Encoding")
        let tag = try #require(picture.headers["ETag"])
        #expect(tag.hasSuffix(".png\""))
        // The same resize as JSON is the answer, and the picture is kept under its tag.
        let answer = try #require(client.send("GET", path))
        #expect(answer.status == 200 && answer.headers["Content-Type"] == "application/json")
        #expect(answer.headers["ETag"] != tag)
        let kept = try #require(client.send("GET", path, headers: [("Accept", "image/png")]))
        #expect(kept.headers["X-Cache"] == "hit" && kept.body == picture.body)
        let unchanged = try #require(client.send("GET", path, headers: [("Accept", "image/png"), ("If-None-Match", tag)]))
        #expect(unchanged.status == 304 && unchanged.headers["ETag"] == tag)
        // The route draws no SVG, and says what it does answer.
        for accept in ["image/svg+xml", "text/html"] {
            let refused = try #require(client.send("GET", path, headers: [("Accept", accept)]))
            #expect(refused.status == 406, "\(accept)")
            #expect(RouteClient.json(refused)["detail"]?.contains("answers application/json or image/png") == true)
        }
    }
}
