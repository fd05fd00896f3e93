import Testing
@testable import JSON

/// The one escaper, and the writers built on it.
@Suite struct JSONStringTests {
    @Test func escapesOnlyWhatJSONRequires() {
        let text = "a\"b\\c/\n\r\t\u{8}\u{C}\u{1}\u{1F}\u{7F}é😀"
        #expect(JSONString.quoted(text) == #""a\"b\\c/\n\r\t\b\f\u0001\u001f"# + "\u{7F}é😀\"")
        var bytes: [UInt8] = [UInt8(ascii: "x")]
        JSONString.appendQuoted(text, to: &bytes)
        #expect(bytes == [UInt8(ascii: "x")] + Array(JSONString.quoted(text).utf8))
    }

    /// The check of eight bytes at a time agrees with a byte at a time, for every byte at
    /// every place of strings long enough to be read as words (and their tails).
    @Test func plainCheckAgreesWithEveryByte() {
        for length in [7, 8, 9, 16, 17, 23] {
            for place in 0..<length {
                for byte in UInt8.min...UInt8.max {
                    var text = [UInt8](repeating: UInt8(ascii: "a"), count: length)
                    // Neighbours that borrow and carry: a high byte before, a 0x21 after.
                    if place > 0 { text[place - 1] = 0xC3 }
                    if place + 1 < length { text[place + 1] = 0x21 }
                    text[place] = byte
                    let expected = text.allSatisfy { $0 >= 0x20 && $0 != UInt8(ascii: "\"") && $0 != UInt8(ascii: "\\") }
                    let plain = text.withUnsafeBufferPointer { JSONString.isPlain($0) }
                    #expect(plain == expected, "byte \(byte) at \(place) of \(length)")
                }
            }
        }
    }

    /// The escaper's output reads back as the text it was given.
    @Test func quotedTextReadsBack() throws {
        let text = "\u{0}tab\there \"quoted\" back\\slash é 😀"
        let tape = try JSONReader.read(Array(("[" + JSONString.quoted(text) + "]").utf8))
        #expect(tape.string(1) == text)
    }

    @Test func rawJSONTakesItsPlaceAmongValues() throws {
        var w = JSONWriter()
        w.beginArray()
        w.integer(1)
        w.json(raw: Array(#"{"a":[true,null]}"#.utf8))
        w.string("z")
        w.endArray()
        w.beginObject()
        w.key(literal: "doc")
        w.json(raw: Array("7".utf8))
        w.key(literal: "n")
        w.null()
        w.endObject()
        #expect(String(decoding: w.bytes, as: UTF8.self) == #"[1,{"a":[true,null]},"z"],{"doc":7,"n":null}"#)
    }

    /// `raw(literal:)` appends its run as it is and leaves the comma state it is told: a
    /// value after a run that ends before one gets no comma, one after a run that ends a
    /// value gets one.
    @Test func rawRunsKeepTheCommaState() {
        var w = JSONWriter()
        w.raw(literal: #"{"a":["#, endsValue: false)
        w.integer(1)
        w.integer(2)
        w.raw(literal: #"],"b":{"c":"#, endsValue: false)
        w.null()
        w.raw(literal: "}", endsValue: true)
        w.key(literal: "d")
        w.bool(true)
        w.endObject()
        #expect(String(decoding: w.bytes, as: UTF8.self) == #"{"a":[1,2],"b":{"c":null},"d":true}"#)
    }

    @Test func problemDocumentsHaveTheFixedMembersFirst() {
        let plain = ProblemJSON.write(type: "urn:x:s", title: "T \"q\"", status: 400, detail: "line\nbreak\u{1}")
        #expect(String(decoding: plain, as: UTF8.self) == #"{"type":"urn:x:s","title":"T \"q\"","status":400,"detail":"line\nbreak\u0001"}"#)
        let extra = ProblemJSON.write(type: "t", title: "T", status: 422, detail: "d") { w in
            w.key(literal: "pointer")
            w.string("/a/0")
        }
        #expect(String(decoding: extra, as: UTF8.self) == #"{"type":"t","title":"T","status":422,"detail":"d","pointer":"/a/0"}"#)
        #expect(ProblemJSON.mediaType == "application/problem+json")
    }

    /// Errors about a value say where it is in the text as well as its pointer.
    @Test func valueErrorsCarryTheirPlaceToo() throws {
        let error = try #require(jsonError("{\"a\":\n  [1, 1e999]}"))
        #expect(error.kind == .numberOutOfRange)
        #expect(error.pointer == "/a/1")
        #expect(error.offset == 12)
        #expect(error.line == 2)
        #expect(error.column == 7)
        #expect(error.description == "the number 1e999 is beyond the range of a double at byte 12 (line 2, column 7) at /a/1")
        let syntax = try #require(jsonError("[1,]"))
        #expect(syntax.description == "unexpected ']', expected a value at byte 3 (line 1, column 4)")
    }
}
