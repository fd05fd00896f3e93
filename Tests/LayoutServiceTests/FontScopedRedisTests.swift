import Foundation
import Glibc
@testable import LayoutService
import Support
import Testing

/// Fonts (docs/text.md#fonts): the font set's digest scopes every Redis key, so two servers with other
/// fonts never share an answer.
@Suite struct FontScopedRedisTests {
    @Test func theServiceKeysRedisByItsFontsDigest() throws {
        let redis = try #require(FakeRedis())
        defer { redis.stop() }
        let client = RouteClient(ServiceConfiguration(workers: 1, redis: RedisURL(host: "127.0.0.1", port: redis.port)))
        defer { client.service.pool.stop() }
        let digest = try #require(client.service.typesetter?.digest)
        let response = client.send("POST", "/v1/layout", headers: [("Content-Type", "application/json")], body: smallDocument)
        #expect(response?.status == 200)
        let hash = RouteClient.json(response)["hash"] ?? ""
        let get = redis.commands.withLock { $0 }.first { $0.first == "GET" }
        #expect(get == ["GET", "layoutd:\(RedisTier.formatVersion):f\(digest):\(hash)"])
    }
}
