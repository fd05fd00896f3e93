import Testing
@testable import LayoutService

@Test func redisURLs() throws {
    let full = try RedisURL(parsing: "redis://:s3cret@cache.internal:6380/2")
    #expect(full == RedisURL(host: "cache.internal", port: 6380, database: 2, password: "s3cret"))
    let plain = try RedisURL(parsing: "redis://127.0.0.1")
    #expect(plain.port == 6379 && plain.database == 0 && plain.password == nil)
    for bad in ["http://x", "redis://", "redis://h:0", "redis://h:99999", "redis://h:1/x", "redis://user@h", "redis://user:@h"] {
        #expect(throws: RedisURL.Invalid.self) { try RedisURL(parsing: bad) }
    }
    // A Redis 6 ACL user, and a password with a colon in it.
    let acl = try RedisURL(parsing: "redis://cache-user:pa:ss@h")
    #expect(acl == RedisURL(host: "h", user: "cache-user", password: "pa:ss"))
    // Errors never repeat the password.
    do {
        _ = try RedisURL(parsing: "redis://u:hunter2@h:99999")
        Issue.record("port 99999 should be refused")
    } catch {
        #expect(!error.message.contains("hunter2") && error.message.contains("u:***@h:99999"))
    }
}
