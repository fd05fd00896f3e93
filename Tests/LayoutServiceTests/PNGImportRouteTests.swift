import Foundation
@testable import HTTPServer
import InterfaceBuilder
@testable import LayoutService
import Testing

private let xml = [("Content-Type", "application/xml")]

/// Tests/RenderTests/Fixtures/Tabs.storyboard: a tab bar controller over a navigation
/// controller on a 3x phone (retina6_12, 393 × 852 pt), with colours and bars.
private func tabs(file: String = #filePath) throws -> [UInt8] {
    let folder = file.split(separator: "/", omittingEmptySubsequences: false).dropLast(2).joined(separator: "/")
    let data = try #require(FileManager.default.contents(atPath: folder + "/RenderTests/Fixtures/Tabs.storyboard"))
    return [UInt8](data)
}

private func post(_ client: RouteClient, _ body: [UInt8], accept: String?, target: String = "/v1/import") -> HTTPResponse? {
    client.send("POST", target, headers: xml + (accept.map { [("Accept", $0)] } ?? []), bytes: body)
}

/// POST /v1/import with `Accept: image/png`, and its JSON answer's `appearance` (issue 48, item 2).
@Suite struct PNGImportRouteTests {
    /// The picture is the first scene's at the file's device, with its bars, byte for byte
    /// what `layoutd render` writes for it (without catalogs, as none come with a body).
    @Test func importAnswersThePictureOfTheFirstSceneAsRenderDrawsIt() throws {
        let client = RouteClient()
        defer { client.service.pool.stop() }
        let bytes = try tabs()
        let r = try #require(post(client, bytes, accept: "image/png"))
        #expect(r.status == 200)
        #expect(r.headers["Content-Type"] == "image/png")
        #expect(r.headers["Vary"] == "Accept, Accept-Encoding")
        let header = try #require(PNGHeader(r))
        #expect(header == PNGHeader([137, 80, 78, 71, 13, 10, 26, 10, 0, 0, 0, 13] + Array("IHDR".utf8) + [0, 0, 4, 155, 0, 0, 9, 252]),
                "393 × 852 pt at 3x: \(header)")
        let rendered = try #require(try SceneRenderer.render(bytes, options: SceneRenderer.Options()).first)
        #expect(rendered.problem == nil)
        #expect(header.width == rendered.width && header.height == rendered.height)
        #expect(r.body == rendered.bytes, "the picture layoutd render draws of the first scene")
    }

    @Test func pictureAndAnswerOfOneFileNeverShareACacheEntry() throws {
        let client = RouteClient()
        defer { client.service.pool.stop() }
        let bytes = try tabs()
        let first = try #require(post(client, bytes, accept: nil))
        #expect(first.headers["Content-Type"] == "application/json" && first.headers["X-Cache"] == "miss")
        let picture = try #require(post(client, bytes, accept: "image/png"))
        #expect(picture.headers["Content-Type"] == "image/png" && picture.headers["X-Cache"] == "miss")
        let again = try #require(post(client, bytes, accept: "application/json"))
        #expect(again.headers["Content-Type"] == "application/json" && again.headers["X-Cache"] == "hit" && again.body == first.body)
        let kept = try #require(post(client, bytes, accept: "image/png"))
        #expect(kept.headers["Content-Type"] == "image/png" && kept.headers["X-Cache"] == "hit" && kept.body == picture.body)
    }

    @Test(arguments: [("image/png;q=0.5, application/json", "application/json"), ("*/*", "application/json"),
                      ("image/*", "image/png"), ("application/json;q=0.2, image/png;q=0.3", "image/png")])
    func importHonoursQValues(accept: String, type: String) throws {
        let client = RouteClient()
        defer { client.service.pool.stop() }
        let r = try #require(post(client, try tabs(), accept: accept))
        #expect(r.status == 200 && r.headers["Content-Type"] == type)
    }

    /// No SVG here, and the 406 says what the route answers.
    @Test(arguments: ["image/svg+xml", "text/html"])
    func importRefusesAnAcceptItCannotAnswer(accept: String) throws {
        let client = RouteClient()
        defer { client.service.pool.stop() }
        let r = try #require(post(client, try tabs(), accept: accept))
        #expect(r.status == 406 && r.headers["Content-Type"] == "application/problem+json")
        #expect(RouteClient.json(r)["detail"]?.hasPrefix("POST /v1/import answers application/json or image/png") == true)
        // Lint answers JSON only, as before.
        let lint = try #require(post(client, try tabs(), accept: "image/png", target: "/v1/lint"))
        #expect(lint.status == 406)
    }

    /// A refused file is the same problem document whatever was asked.
    @Test func refusedFileAnswersProblemJSONWhenPNGIsAsked() throws {
        let client = RouteClient()
        defer { client.service.pool.stop() }
        let body = Array("<document type=\"com.apple.InterfaceBuilder3.Cocoa.XIB\"/>".utf8)
        let png = try #require(post(client, body, accept: "image/png"))
        let plain = try #require(post(client, body, accept: nil))
        #expect(png.status == 422 && png.headers["Content-Type"] == "application/problem+json")
        #expect(RouteClient.json(png)["type"] == "https://layoutd.dev/problems/unsupported-document")
        #expect(png.body == plain.body)
    }

    /// A file with no scene has nothing to draw: a 422 that says so, and how to see why.
    @Test func fileWithoutSceneSaysThereIsNothingToDraw() throws {
        let client = RouteClient()
        defer { client.service.pool.stop() }
        let body = Array("""
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="22505" targetRuntime="iOS.CocoaTouch" useAutolayout="YES" useSafeAreas="YES">
            <device id="retina6_12" orientation="portrait" appearance="light"/>
            <scenes/>
        </document>
        """.utf8)
        let r = try #require(post(client, body, accept: "image/png"))
        #expect(r.status == 422 && r.headers["Content-Type"] == "application/problem+json")
        #expect(RouteClient.json(r)["type"] == "https://layoutd.dev/problems/no-scene")
        #expect(RouteClient.json(r)["detail"]?.contains("Accept: application/json") == true)
    }

    /// The JSON answer is the document `layoutd import -` prints: every view with its
    /// `appearance`, read without catalogs.
    @Test(arguments: [nil, "measured"] as [String?])
    func importAnswerCarriesEachViewsAppearanceAsTheCommandLineWritesIt(text: String?) throws {
        let client = RouteClient()
        defer { client.service.pool.stop() }
        let bytes = try tabs()
        let r = try #require(post(client, bytes, accept: nil, target: "/v1/import" + (text.map { "?text=\($0)" } ?? "")))
        #expect(r.status == 200)
        let sizes = text.flatMap(TextSizes.init(rawValue:)) ?? .saved
        let expected = ImportAnswerWriter.write(try Importer.importFile(bytes, text: sizes, appearance: AppearanceOptions()))
        #expect(r.body == expected)
        let body = String(decoding: r.body, as: UTF8.self)
        #expect(body.contains("\"appearance\":{\"backgroundColor\":\"#"), "\(body.prefix(600))")
    }
}
