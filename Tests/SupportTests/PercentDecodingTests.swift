import Testing
import Support

@Suite struct PercentDecodingTests {
    @Test func escapesDecodeInEitherCase() {
        #expect(PercentDecoding.decode("sha256%3Aab") == "sha256:ab")
        #expect(PercentDecoding.decode("a%2fb%20c") == "a/b c")
        #expect(PercentDecoding.decode("%C3%A9") == "é")
        #expect(PercentDecoding.decode("plain") == "plain")
        #expect(PercentDecoding.decode("") == "")
    }

    /// RFC 3986 allows `%` only before two hex digits: anything else fails, never a guess.
    @Test func malformedEscapesFail() {
        for text in ["100%", "%", "%z1", "%1z", "%zz", "a%2", "%%41"] {
            #expect(PercentDecoding.decode(text) == nil, "\(text)")
        }
    }

    @Test func bytesThatAreNotUTF8Fail() {
        #expect(PercentDecoding.decode("%FF") == nil)
        #expect(PercentDecoding.decode("%C3") == nil)
    }

    @Test func plusIsASpaceOnlyInQueryForm() {
        #expect(PercentDecoding.decode("a+b") == "a+b")
        #expect(PercentDecoding.decode("a+b", plusIsSpace: true) == "a b")
        #expect(PercentDecoding.decode("a%2Bb", plusIsSpace: true) == "a+b")
        #expect(PercentDecoding.decode("ipad11%3Alandscape+x", plusIsSpace: true) == "ipad11:landscape x")
    }

    @Test func substringsDecodeToo() {
        let path = "/v1/layout/sha256%3A00"
        #expect(PercentDecoding.decode(path.split(separator: "/").last ?? "") == "sha256:00")
    }
}
