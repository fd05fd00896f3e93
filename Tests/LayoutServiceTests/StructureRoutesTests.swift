import Foundation
@testable import HTTPServer
import LayoutPipeline
@testable import LayoutService
import Testing
import Support

/// GET /v1/structures/{structure}/layout?sizes=… answers byte for byte what POSTing the
/// document with those sizes does: the same bytes, hash, ETag and cache entry.
@Suite struct StructureRoutesTests {
    static let examples: [URL] = {
        let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("../../examples")
        return ((try? FileManager.default.contentsOfDirectory(at: folder, includingPropertiesForKeys: nil)) ?? [])
            .filter { $0.pathExtension == "json" }.sorted { $0.path < $1.path }
    }()

    static let json = [("Content-Type", "application/json")]

    /// The document's JSON object with `sizes` set (or taken out), spelled anew.
    static func document(_ text: String, sizes: [[Double]]?) throws -> String {
        var object = try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
        object["sizes"] = sizes.map { $0.map { ["width": $0[0], "height": $0[1]] } }
        return String(decoding: try JSONSerialization.data(withJSONObject: object, options: [.sortedKeys]), as: UTF8.self)
    }

    static func structure(of response: HTTPResponse?) throws -> String {
        let body = try #require(response).body
        let object = try #require(try JSONSerialization.jsonObject(with: Data(body)) as? [String: Any])
        return try #require(object["structure"] as? String)
    }

    @Test func everyExampleResizedByReferenceIsItsPostAtThoseSizes() throws {
        #expect(Self.examples.count >= 10)
        let client = RouteClient()
        defer { client.service.pool.stop() }
        for file in Self.examples {
            let text = try String(contentsOf: file, encoding: .utf8)
            let posted = try #require(client.send("POST", "/v1/layout", headers: Self.json, body: text))
            let structure = try Self.structure(of: posted)
            #expect(structure.hasPrefix("sha256:") && structure.count == 71)
            for sizes in [[[390.0, 844.0], [844, 390]], [[320.5, 480]], [[0, 0]]] {
                let query = sizes.map { "\(Self.spelled($0[0]))x\(Self.spelled($0[1]))" }.joined(separator: ",")
                let byReference = try #require(client.send("GET", "/v1/structures/\(structure)/layout?sizes=\(query)"))
                let again = try #require(client.send("POST", "/v1/layout", headers: Self.json,
                                                     body: try Self.document(text, sizes: sizes)))
                #expect(byReference.status == .ok, "\(file.lastPathComponent) \(query)")
                #expect(byReference.body == again.body, "\(file.lastPathComponent) \(query)")
                #expect(byReference.headers["ETag"] == again.headers["ETag"])
                #expect(try Self.structure(of: again) == structure)
            }
        }
    }

    /// A resize by reference at query spellings read straight into sizes (`SizesQuery.read`),
    /// left to the full way by the held structure (past 1e9) or read as JSON text (17 digits,
    /// 65 sizes, past 1e9 by 20 digits) answers what POSTing the document with the query's
    /// own JSON text as its `sizes` does: status, bytes and ETag, refusals included.
    @Test func queriesReadPlainlyOrNotAnswerAsThePost() throws {
        let client = RouteClient()
        defer { client.service.pool.stop() }
        func post(sizes: String) -> String {
            #"{"root":{"id":"root","children":[{"id":"a","intrinsicSize":{"width":120,"height":21}}]},"#
                + #""constraints":["a.centerX == root.centerX","a.top == root.top + 8"],"sizes":"# + sizes + "}"
        }
        let structure = try Self.structure(of: client.send("POST", "/v1/layout", headers: Self.json,
                                                           body: post(sizes: #"[{"width":390,"height":844}]"#)))
        let queries = ["390.5x844.25", "0x0", "0.0x0.000", "1000000000x1", "0.1x0.2,1.005x99.995", "390x844,390x844",
                       "10%2E5x10", "1000000000.5x1", "213.33333333333334x1", "12345678901234567890x1",
                       Array(repeating: "10x10", count: 64).joined(separator: ","),
                       Array(repeating: "10x10", count: 65).joined(separator: ",")]
        var refused = 0
        for query in queries {
            let value = try #require(SizesQuery.json(query: "sizes=" + query))
            let byReference = try #require(client.send("GET", "/v1/structures/\(structure)/layout?sizes=\(query)"))
            let posted = try #require(client.send("POST", "/v1/layout", headers: Self.json,
                                                  body: post(sizes: String(decoding: value, as: UTF8.self))))
            #expect(byReference.status == posted.status, "\(query)")
            #expect(byReference.body == posted.body, "\(query)")
            #expect(byReference.headers["ETag"] == posted.headers["ETag"], "\(query)")
            if posted.status != .ok { refused += 1 }
        }
        #expect(refused == 3, "past 1e9 twice and 65 sizes are refused")
    }

    static func spelled(_ value: Double) -> String {
        value == value.rounded() ? String(Int(value)) : String(value)
    }

    /// A document without `sizes` (laid out at its root's frame) is held too: its resizes
    /// put `sizes` where JCS sorts it.
    @Test func aDocumentWithoutSizesIsResizedAsIfItHadThem() throws {
        let client = RouteClient()
        defer { client.service.pool.stop() }
        let framed = #"{"root": {"id": "root", "frame": {"x": 0, "y": 0, "width": 100, "height": 50}, "children": [{"id": "a"}]}, "constraints": ["a.width == root.width / 2", "a.height == 10", "a.leading == root.leading", "a.top == root.top"], "scale": 2}"#
        let posted = try #require(client.send("POST", "/v1/layout", headers: Self.json, body: framed))
        let structure = try Self.structure(of: posted)
        let byReference = try #require(client.send("GET", "/v1/structures/\(structure)/layout?sizes=300x200"))
        let again = try #require(client.send("POST", "/v1/layout", headers: Self.json, body: try Self.document(framed, sizes: [[300, 200]])))
        #expect(byReference.status == .ok)
        #expect(byReference.body == again.body)
    }

    @Test func refusalsAreThePostsOrTheRoutesOwn() throws {
        let client = RouteClient()
        defer { client.service.pool.stop() }
        let text = smallDocument
        let structure = try Self.structure(of: client.send("POST", "/v1/layout", headers: Self.json, body: text))
        // Not held here: the client POSTs again.
        let unknown = "sha256:" + String(repeating: "0", count: 64)
        let notHeld = client.send("GET", "/v1/structures/\(unknown)/layout?sizes=1x1")
        #expect(notHeld?.status == .notFound)
        #expect(RouteClient.json(notHeld)["type"] == "https://layoutd.dev/problems/structure-not-held")
        #expect(client.send("GET", "/v1/structures/nonsense/layout?sizes=1x1")?.status == .notFound)
        for bad in ["", "?sizes=", "?sizes=1", "?sizes=1x", "?sizes=x1", "?sizes=-1x1", "?sizes=1e3x1", "?sizes=1x1,",
                    "?sizes=01x1", "?sizes=1.x1", "?sizes=1x1x1", "?sizes=%zz", "?other=1x1", "?sizes=1x1%",
                    "?sizes=1x1%2", "?sizes=1+x1", "?sizes", "?sizes=x&sizes=1x1", "?Sizes=1x1", "?sizes%3D1x1"] {
            let response = client.send("GET", "/v1/structures/\(structure)/layout\(bad)")
            #expect(response?.status == .badRequest, "\(bad)")
            #expect(RouteClient.json(response)["type"] == "https://layoutd.dev/problems/invalid-sizes", "\(bad)")
        }
        // Escaped commas are commas; the first pair named sizes is the one read, others ignored.
        #expect(client.send("GET", "/v1/structures/\(structure)/layout?sizes=10x10%2C20x20")?.status == .ok)
        for good in ["?a=b&sizes=10x10", "?sizes=10x10&sizes=x", "?&&sizes=10%2e5x10&", "?sizes=%31%30x10"] {
            #expect(client.send("GET", "/v1/structures/\(structure)/layout\(good)")?.status == .ok, "\(good)")
        }
        // Sizes the reader refuses are refused as a POST of them is, with its problem.
        let many = Array(repeating: [10.0, 10.0], count: 65)
        let query = Array(repeating: "10x10", count: 65).joined(separator: ",")
        let byReference = try #require(client.send("GET", "/v1/structures/\(structure)/layout?sizes=\(query)"))
        let posted = try #require(client.send("POST", "/v1/layout", headers: Self.json, body: try Self.document(text, sizes: many)))
        #expect(byReference.status == .unprocessableContent)
        #expect(byReference.body == posted.body)
    }

    @Test func aClientHoldingTheAnswerGets304AndMemoryAnswersOnTheEventLoop() throws {
        let client = RouteClient()
        defer { client.service.pool.stop() }
        let structure = try Self.structure(of: client.send("POST", "/v1/layout", headers: Self.json, body: smallDocument))
        let path = "/v1/structures/\(structure)/layout?sizes=200x300"
        let first = try #require(client.send("GET", path))
        #expect(first.headers["X-Cache"] == "miss")
        let tag = try #require(first.headers["ETag"])
        #expect(client.send("GET", path, headers: [("If-None-Match", tag)])?.status == .notModified)
        guard case .found(_, let immediate?, let parameters, _) = client.router.match(method: "GET", path: "/v1/structures/\(structure)/layout") else {
            Issue.record("the route has no immediate answer")
            return
        }
        let held = try #require(RouteClient.answeredOnLoop(immediate, HTTPRequest(method: "GET", target: path), parameters))
        #expect(held.status == .ok && held.headers["X-Cache"] == "hit" && held.body == first.body)
        #expect(held.headers["Vary"] == "Accept, Accept-Encoding")
        // A size never asked of this small structure is solved on the event loop, on its
        // warm system (`InlineSolves`).
        let resized = try #require(RouteClient.answeredOnLoop(immediate, HTTPRequest(method: "GET", target: "/v1/structures/\(structure)/layout?sizes=201x300"), parameters))
        #expect(resized.headers["X-Cache"] == "miss")
        let posted = client.send("POST", "/v1/layout", headers: Self.json, body: try Self.document(smallDocument, sizes: [[201, 300]]))
        #expect(resized.body == posted?.body)
    }

    /// Keys scope held structures as they scope answers.
    @Test func anotherKeysStructureIsNotHeldForYou() throws {
        let client = RouteClient(ServiceConfiguration(workers: 1, apiKeys: ["a", "b"]))
        defer { client.service.pool.stop() }
        let posted = client.send("POST", "/v1/layout", headers: Self.json + [("Authorization", "Bearer a")], body: smallDocument)
        let structure = try Self.structure(of: posted)
        let path = "/v1/structures/\(structure)/layout?sizes=10x10"
        #expect(client.send("GET", path)?.status == .unauthorized)
        #expect(client.send("GET", path, headers: [("Authorization", "Bearer b")])?.status == .notFound)
        #expect(client.send("GET", path, headers: [("Authorization", "Bearer a")])?.status == .ok)
    }
}

/// In a cluster (servers sharing Redis), a structure one server was sent is found by
/// another through the shared tier; one no server holds is answered 404.
@Suite struct SharedStructureTests {
    @Test func anotherServersStructureIsFoundInTheSharedTier() throws {
        let redis = try #require(FakeRedis())
        defer { redis.stop() }
        let configuration = ServiceConfiguration(workers: 1, redis: RedisURL(host: "127.0.0.1", port: redis.port))
        let first = RouteClient(configuration), second = RouteClient(configuration)
        defer { first.service.pool.stop(); second.service.pool.stop() }
        let posted = first.send("POST", "/v1/layout", headers: StructureRoutesTests.json, body: smallDocument)
        let structure = try StructureRoutesTests.structure(of: posted)
        #expect(redis.waitForSet(keyContaining: "structure:" + structure))
        let byReference = try #require(second.send("GET", "/v1/structures/\(structure)/layout?sizes=640x480"))
        let again = try #require(first.send("POST", "/v1/layout", headers: StructureRoutesTests.json,
                                            body: try StructureRoutesTests.document(smallDocument, sizes: [[640, 480]])))
        #expect(byReference.status == .ok)
        #expect(byReference.body == again.body)
        // The second server holds it now, from memory.
        #expect(second.send("GET", "/v1/structures/\(structure)/layout?sizes=641x480")?.status == .ok)
        let unknown = "sha256:" + String(repeating: "1", count: 64)
        #expect(second.send("GET", "/v1/structures/\(unknown)/layout?sizes=1x1")?.status == .notFound)
    }
}

/// An answer always names a structure the server holds: a document answered from a cache
/// after its structure left the held structures is held again, so its resize by reference
/// works instead of answering 404 to every POST the client retries with.
@Test func aCachedAnswersStructureIsHeldAgain() throws {
    let client = RouteClient(ServiceConfiguration(workers: 1, cacheBytes: 256 << 10))
    defer { client.service.pool.stop() }
    func document(_ i: Int) -> String {
        #"{"root": {"id": "root", "children": [{"id": "a"}]}, "constraints": ["a.width == \#(i)", "a.height == 10", "a.leading == root.leading", "a.top == root.top"], "sizes": [{"width": 320, "height": 480}]}"#
    }
    let first = try StructureRoutesTests.structure(of: client.send("POST", "/v1/layout", headers: StructureRoutesTests.json, body: document(0)))
    for i in 1...40 { _ = client.send("POST", "/v1/layout", headers: StructureRoutesTests.json, body: document(i)) }
    #expect(client.service.heldStructures.count < 41, "the held structures' bound let some go")
    #expect(client.send("GET", "/v1/structures/\(first)/layout?sizes=10x10")?.status == .notFound)
    let again = client.send("POST", "/v1/layout", headers: StructureRoutesTests.json, body: document(0))
    #expect(again?.headers["X-Cache"] == "hit")
    #expect(client.send("GET", "/v1/structures/\(first)/layout?sizes=10x10")?.status == .ok)
}
