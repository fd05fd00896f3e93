import Testing
@testable import HTTPServer

/// The `Date` field of every answer.
@Suite struct ResponseHeadTests {
    @Test func dateIsIMFFixdate() {
        // 784111777 s after the epoch is RFC 9110's own example date.
        #expect(String(decoding: HTTPDateCache.format(784_111_777), as: UTF8.self) == "Sun, 06 Nov 1994 08:49:37 GMT")
    }
}
