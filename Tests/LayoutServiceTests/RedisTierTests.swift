import Testing
@testable import LayoutService
import LayoutPipeline

@Test func redisEntriesMustCarryTheirHash() throws {
    let text = "sha256:" + String(repeating: "a", count: 64)
    let hash = try #require(LayoutHash(parsing: text))
    #expect(RedisTier.answer(Array("{\"hash\":\"\(text)\",\"layouts\":[]}".utf8), carries: hash))
    #expect(!RedisTier.answer(Array("{\"hash\":\"sha256:bb\",\"layouts\":[]}".utf8), carries: hash))
    #expect(RedisTier.key(hash: hash, scopeTag: nil) == "layoutd:2:" + text)
    #expect(RedisTier.key(hash: hash, scopeTag: "abcd") == "layoutd:2:abcd:" + text)
    // Servers with other fonts never share an answer.
    #expect(RedisTier.key(hash: hash, scopeTag: "abcd", fontsTag: "f0123") == "layoutd:2:f0123:abcd:" + text)
    #expect(RedisTier.key(hash: hash, scopeTag: nil, fontsTag: "f0123") == "layoutd:2:f0123:" + text)
    #expect(hash.text == text)
    #expect(LayoutHash(parsing: "sha256:" + String(repeating: "A", count: 64)) == nil)
}
