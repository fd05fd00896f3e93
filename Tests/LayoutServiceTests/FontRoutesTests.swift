import Foundation
@testable import HTTPServer
@testable import LayoutService
import Support
import Testing
import Typesetting

private let inter = "/usr/share/fonts/opentype/inter"

/// GET /v1/fonts (docs/text.md#fonts): what the server measures text with, in the
/// typesetter's order, without the files' paths, named by the digest that scopes its caches.
@Suite struct FontRoutesTests {
    /// The list's members, or nil when the body is not the documented object.
    private func list(_ response: HTTPResponse?) -> (digest: String, fonts: [[String: Any]])? {
        guard let response,
              let object = try? JSONSerialization.jsonObject(with: Data(response.body)) as? [String: Any],
              let digest = object["digest"] as? String,
              let fonts = object["fonts"] as? [[String: Any]] else { return nil }
        return (digest, fonts)
    }

    private func isDigest(_ text: String) -> Bool {
        text.count == 16 && text.allSatisfy { "0123456789abcdef".contains($0) }
    }

    @Test func interStandsInWithItsThirtySixFaces() throws {
        let client = RouteClient()
        defer { client.service.pool.stop() }
        let response = client.send("GET", "/v1/fonts")
        #expect(response?.status == 200)
        #expect(response?.headers["Content-Type"] == "application/json")
        let (digest, fonts) = try #require(list(response))
        let typesetter = try #require(client.service.typesetter)
        #expect(isDigest(digest))
        #expect(digest == typesetter.digest)
        #expect(fonts.count == 36)
        #expect(fonts.allSatisfy { $0["source"] as? String == "standIn" })
        #expect(fonts.map { $0["postScriptName"] as? String } == typesetter.fonts.map(\.postScriptName))
        #expect(fonts.contains { $0["systemFont"] as? Bool == true })
        let keys: Set = ["postScriptName", "fullName", "family", "style", "weight", "italic", "source", "systemFont"]
        #expect(fonts.allSatisfy { Set($0.keys) == keys })
        let regular = try #require(fonts.first { $0["postScriptName"] as? String == "Inter-Regular" })
        #expect(regular["weight"] as? Int == 400)
        #expect(regular["italic"] as? Bool == false)
        #expect(regular["family"] as? String == "Inter")
        // Where the files lie is the server's business.
        let body = String(decoding: response?.body ?? [], as: UTF8.self)
        #expect(!body.contains("/usr/share") && !body.contains("path"))
    }

    /// The list changes only with the font set: its ETag is the digest, revalidated each time.
    @Test func theDigestIsTheETag() throws {
        let client = RouteClient()
        defer { client.service.pool.stop() }
        let digest = try #require(client.service.typesetter?.digest)
        let first = client.send("GET", "/v1/fonts")
        #expect(first?.headers["ETag"] == "\"\(digest)\"")
        #expect(first?.headers["Cache-Control"] == "no-cache")
        #expect(first?.headers["Vary"] == "Accept, Accept-Encoding")
        let again = client.send("GET", "/v1/fonts", headers: [("If-None-Match", "\"\(digest)\"")])
        #expect(again?.status == 304)
        #expect(again?.body.isEmpty == true)
        #expect(again?.headers["ETag"] == "\"\(digest)\"")
        #expect(client.send("GET", "/v1/fonts", headers: [("If-None-Match", "\"0000000000000000\"")])?.status == 200)
    }

    @Test func userFontsFollowTheStandInsWithTheirOwnDigest() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("layoutd-fonts-\(getpid())-\(UInt64.random(in: 0...UInt64.max))")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        try FileManager.default.copyItem(atPath: inter + "/Inter-Bold.otf", toPath: directory.path + "/Bold.otf")

        // Loaded by the service from its configuration, and handed in as `layoutd serve` does.
        let configured = RouteClient(ServiceConfiguration(workers: 1, fontDirectories: [directory.path]))
        let handed = RouteClient(service: LayoutService(
            configuration: ServiceConfiguration(workers: 1),
            typesetter: try Typesetter(fontDirectories: [directory.path])))
        let plain = RouteClient()
        defer { for client in [configured, handed, plain] { client.service.pool.stop() } }
        let standIn = try #require(list(plain.send("GET", "/v1/fonts")))
        for client in [configured, handed] {
            let (digest, fonts) = try #require(list(client.send("GET", "/v1/fonts")))
            #expect(isDigest(digest))
            #expect(digest != standIn.digest, "another font set, another cache scope")
            #expect(fonts.count == 37)
            #expect(fonts.prefix(36).allSatisfy { $0["source"] as? String == "standIn" })
            let user = try #require(fonts.last)
            #expect(user["source"] as? String == "user")
            #expect(user["postScriptName"] as? String == "Inter-Bold")
            #expect(user["weight"] as? Int == 700)
        }
    }

    @Test func interItselfAsTheUsersFontsIsListedTwice() throws {
        let client = RouteClient(ServiceConfiguration(workers: 1, fontDirectories: [inter]))
        let plain = RouteClient()
        defer { for client in [client, plain] { client.service.pool.stop() } }
        let (digest, fonts) = try #require(list(client.send("GET", "/v1/fonts")))
        // Inter-Bold by name is found here and substituted there: not the same answers.
        #expect(digest != plain.service.typesetter?.digest)
        #expect(fonts.count == 72)
        #expect(fonts.filter { $0["source"] as? String == "user" }.count == 36)
    }

    /// A service loading its own fonts does not refuse to exist over a bad directory (the
    /// command line refuses to start instead): it warns, and lists what it measures with.
    @Test func aBadDirectoryFallsBackToInterWithAWarning() throws {
        let warnings = Locked<[String]>([])
        let service = LayoutService(configuration: ServiceConfiguration(workers: 1, fontDirectories: ["/nonexistent/fonts"]),
                                    warn: { message in warnings.withLock { $0.append(message) } })
        let client = RouteClient(service: service)
        defer { client.service.pool.stop() }
        #expect(warnings.withLock { $0 }.contains { $0.contains("/nonexistent/fonts") })
        let (_, fonts) = try #require(list(client.send("GET", "/v1/fonts")))
        #expect(fonts.count == 36)
    }

    @Test func withoutInterTheListIsUnavailableAndSaysWhatToInstall() {
        let missing = Result { () throws(FontError) in try Typesetter(standInDirectory: "/nonexistent/inter") }
        let client = RouteClient(service: LayoutService(configuration: ServiceConfiguration(workers: 1), fonts: missing))
        defer { client.service.pool.stop() }
        #expect(client.service.typesetter == nil)
        let response = client.send("GET", "/v1/fonts")
        #expect(response?.status == 503)
        #expect(response?.headers["Content-Type"] == "application/problem+json")
        let problem = RouteClient.json(response)
        #expect(problem["type"] == "https://layoutd.dev/problems/fonts-unavailable")
        #expect(problem["detail"]?.contains("fonts-inter") == true, "\(problem)")
    }

    @Test func theListNeedsTheKeyWhenTheServerHasKeys() throws {
        let client = RouteClient(ServiceConfiguration(workers: 1, apiKeys: ["k"]))
        defer { client.service.pool.stop() }
        let refused = client.send("GET", "/v1/fonts")
        #expect(refused?.status == 401)
        #expect(refused?.headers["WWW-Authenticate"] == "Bearer realm=\"layoutd\"")
        #expect(client.send("GET", "/v1/fonts", headers: [("Authorization", "Bearer wrong")])?.status == 401)
        let admitted = client.send("GET", "/v1/fonts", headers: [("Authorization", "Bearer k")])
        #expect(admitted?.status == 200)
        #expect(list(admitted)?.fonts.count == 36)
    }

    /// The service's typesetter measures the text of what it lays out.
    @Test func aLabelsTextIsMeasuredAndReported() throws {
        let client = RouteClient()
        defer { client.service.pool.stop() }
        let document = """
        {"root": {"id": "root", "children": [{"id": "title", "kind": "label", "text": "Hello, world"}]},
         "constraints": ["title.leading == root.leading + 16", "title.top == root.top + 8"],
         "sizes": [{"width": 320, "height": 568}]}
        """
        let response = client.send("POST", "/v1/layout", headers: [("Content-Type", "application/json")], body: document)
        #expect(response?.status == 200)
        let answer = try #require(try JSONSerialization.jsonObject(with: Data(response?.body ?? [])) as? [String: Any])
        let layout = try #require((answer["layouts"] as? [[String: Any]])?.first)
        let texts = try #require(layout["texts"] as? [String: [String: Any]])
        #expect(texts["title"]?["lines"] as? Int == 1)
        #expect(texts["title"]?["truncated"] as? Bool == false)
        let frame = try #require((layout["frames"] as? [String: [String: Double]])?["title"])
        #expect((frame["width"] ?? 0) > 50 && (frame["height"] ?? 0) > 15, "\(frame)")
    }
}
