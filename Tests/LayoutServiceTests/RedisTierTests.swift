import Testing
@testable import LayoutService
import LayoutPipeline

@Test func redisEntriesMustCarryTheirHash() {
    let hash = "sha256:" + String(repeating: "a", count: 64)
    #expect(RedisTier.answer(Array("{\"hash\":\"\(hash)\",\"layouts\":[]}".utf8), carries: hash))
    #expect(!RedisTier.answer(Array("{\"hash\":\"sha256:bb\",\"layouts\":[]}".utf8), carries: hash))
    #expect(RedisTier.key(hash: hash, scopeTag: nil) == "layoutd:1:" + hash)
    #expect(RedisTier.key(hash: hash, scopeTag: "abcd") == "layoutd:1:abcd:" + hash)
    // Servers with other fonts never share an answer.
    #expect(RedisTier.key(hash: hash, scopeTag: "abcd", fontsTag: "f0123") == "layoutd:1:f0123:abcd:" + hash)
    #expect(RedisTier.key(hash: hash, scopeTag: nil, fontsTag: "f0123") == "layoutd:1:f0123:" + hash)
    #expect(LayoutHash(parsing: hash)?.text == hash)
    #expect(LayoutHash(parsing: "sha256:" + String(repeating: "A", count: 64)) == nil)
}
