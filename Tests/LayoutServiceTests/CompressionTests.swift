import Testing
@testable import LayoutService

@Test func compressionRoundTripsAndRefusesGarbage() {
    let answer = Array(String(repeating: "{\"hash\":\"sha256:00\",\"layouts\":[]}", count: 100).utf8)
    guard let packed = Compression.deflate(answer) else {
        Issue.record("deflate failed")
        return
    }
    #expect(packed.count < answer.count)
    #expect(Compression.inflate(packed, limit: 1 << 20) == answer)
    #expect(Compression.inflate(packed, limit: 100) == nil)          // would inflate past the limit
    #expect(Compression.inflate(Array(packed.prefix(10)), limit: 1 << 20) == nil)
    #expect(Compression.inflate([0, 0, 0, 5, 1, 2, 3], limit: 1 << 20) == nil)
}
