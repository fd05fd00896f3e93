import Testing
@testable import JSON
import TestSupport

/// The error `JSONReader` raises for `bytes`, or nil.
func jsonError(_ bytes: [UInt8], limits: JSONReader.Limits = .default) -> JSONError? {
    do {
        _ = try JSONReader.read(bytes, limits: limits)
        return nil
    } catch {
        return error
    }
}

func jsonError(_ text: String, limits: JSONReader.Limits = .default) -> JSONError? {
    jsonError(Array(text.utf8), limits: limits)
}

func tape(_ text: String) throws -> JSONTape {
    try JSONReader.read(Array(text.utf8))
}

@Suite struct JSONReaderTests {
    /// Each malformed text with the byte offset its error must name.
    static let malformed: [(String, Int)] = [
        ("", 0),                      // nothing at all
        ("   ", 3),                   // only white space
        ("{", 1),                     // unclosed object
        ("[1,]", 3),                  // trailing comma in an array: ']' where a value belongs
        ("{\"a\":1,}", 7),            // trailing comma in an object
        ("[01]", 2),                  // leading zero: reported on the second digit
        ("[-01]", 3),
        ("[1.]", 3),                  // no digit after the point
        ("[.5]", 1),
        ("[+1]", 1),
        ("[-]", 2),
        ("[1e]", 3),
        ("[1e+]", 4),
        ("{a:1}", 1),                 // unquoted name
        ("{'a':1}", 1),
        ("{\"a\" 1}", 5),             // missing colon
        ("[1 2]", 3),                 // missing comma
        ("[1] x", 4),                 // something after the value
        ("[1]//c", 3),                // comments are not JSON
        ("/*c*/[1]", 0),
        ("[\"\\x\"]", 2),             // unknown escape, reported where the escape starts
        ("[\"\\u12\"]", 2),           // short \u
        ("[\"\\u12G4\"]", 2),
        ("[\"a\tb\"]", 3),            // raw control character in a string
        ("[NaN]", 1),
        ("[Infinity]", 1),
        ("[-Infinity]", 2),
        ("[tru]", 1),
        ("[nul", 1),
        ("[true", 5),
        ("\"abc", 4),                 // unterminated string: at the end of input
        ("[\"\\uD800\"]", 2),         // lone high surrogate
        ("[\"\\uDC00\"]", 2),         // lone low surrogate
        ("[\"\\uD800\\u0041\"]", 2),  // high surrogate followed by a non-surrogate
        ("{\"a\":1}}", 7),
        ("[1,,2]", 3),
    ]

    @Test(arguments: malformed)
    func refusesMalformedText(_ text: String, _ offset: Int) {
        let p = jsonError(text)
        #expect(p?.kind == .malformed, "\(text)")
        #expect(p?.offset == offset, "\(text): \(p?.description ?? "no problem")")
        #expect(p?.pointer == nil)
    }

    /// Byte sequences that are not UTF-8, inside a string, with the offset of the bad byte.
    static let invalidUTF8: [([UInt8], Int)] = [
        ([0x22, 0xC0, 0x80, 0x22], 1),              // overlong NUL
        ([0x22, 0xE0, 0x80, 0xAF, 0x22], 1),        // overlong '/'
        ([0x22, 0xED, 0xA0, 0x80, 0x22], 1),        // an encoded surrogate (U+D800)
        ([0x22, 0xF4, 0x90, 0x80, 0x80, 0x22], 1),  // above U+10FFFF
        ([0x22, 0xF5, 0x80, 0x80, 0x80, 0x22], 1),
        ([0x22, 0x80, 0x22], 1),                    // a lone continuation byte
        ([0x22, 0xE2, 0x82, 0x22], 1),              // truncated € (E2 82 AC)
        ([0x22, 0xE2, 0x82], 1),                    // truncated at the end of input
        ([0xEF, 0xBB, 0xBF, 0x5B, 0x5D], 0),        // a byte order mark is not JSON text
    ]

    @Test(arguments: invalidUTF8)
    func refusesInvalidUTF8(_ bytes: [UInt8], _ offset: Int) {
        let p = jsonError(bytes)
        #expect(p?.kind == .malformed)
        #expect(p?.offset == offset, "\(p?.description ?? "no problem")")
    }

    @Test func acceptsEveryValueShape() throws {
        let t = try tape(" { \"a\" : [ 1 , -2.5e3 , true , false , null , \"s\" , { } , [ ] ] } \n")
        #expect(t.nodes.map(\.kind) == [.object, .string, .array, .number, .number, .true, .false, .null, .string, .object, .array])
        #expect(t.nodes[0].count == 1)
        #expect(t.nodes[2].count == 8)
        #expect(t.nodes[4].number == -2500)
        #expect(t.string(8) == "s")
        #expect(t.end(0) == 11)
        #expect(t.end(2) == 11)
    }

    @Test func decodesEscapesAndSurrogatePairs() throws {
        let t = try tape(#"["\"\\\/\b\f\n\r\t\u0041\u00e9\u20AC\ud83d\ude00", "😀é"]"#)
        #expect(t.string(1) == "\"\\/\u{8}\u{C}\n\r\tAé€😀")
        #expect(t.string(2) == "😀é")
        // U+1F600 is F0 9F 98 80 in UTF-8, whichever way it was written.
        #expect(Array(t.string(1).utf8.suffix(4)) == [0xF0, 0x9F, 0x98, 0x80])
        let nul = try tape(#"["a\u0000b"]"#)
        #expect(Array(nul.string(1).utf8) == [0x61, 0, 0x62])
    }

    @Test func readsNumbersExactly() throws {
        let t = try tape("[0, -0, 0.1, 1e308, 1.7976931348623157e308, 5e-324, 1e-400, 123456789012345678901234567890, 9007199254740993, 0.30000000000000004, 1E2, 1e+2, 100e-2, -1.5]")
        let n = t.nodes.dropFirst().map(\.number)
        #expect(n[0] == 0 && n[0].sign == .plus)
        #expect(n[1] == 0 && n[1].sign == .minus)  // -0 keeps its sign; JCS prints it as 0
        #expect(n[2] == 0.1)
        #expect(n[3] == 1e308)
        #expect(n[4] == Double.greatestFiniteMagnitude)
        #expect(n[5] == Double.leastNonzeroMagnitude)
        #expect(n[6] == 0)  // underflow is a finite zero, not an error
        #expect(n[7] == 1.2345678901234568e29)
        #expect(n[8] == 9007199254740992)  // 2^53 + 1 rounds to even
        #expect(n[9] == 0.1 + 0.2)
        #expect(n[10] == 100 && n[11] == 100 && n[12] == 1)
        #expect(n[13] == -1.5)
    }

    @Test(arguments: ["[1e309]", "[-1e309]", "[180e306]"])
    func refusesNumbersBeyondADouble(_ text: String) {
        let p = jsonError(text)
        #expect(p?.kind == .numberOutOfRange)
        #expect(p?.pointer == "/0")
    }

    @Test func pointersEscapeTildeAndSlash() {
        let p = jsonError(#"{"a/b": {"m~n": [0, 1e999]}}"#)
        #expect(p?.pointer == "/a~1b/m~0n/1")
    }

    @Test func nestingAtTheLimitIsFineAndOneMoreIsNot() {
        let limits = JSONReader.Limits(maxDepth: 128)
        let ok = String(repeating: "[", count: 128) + String(repeating: "]", count: 128)
        #expect(jsonError(ok, limits: limits) == nil)
        let deep = String(repeating: "[", count: 129) + String(repeating: "]", count: 129)
        let p = jsonError(deep, limits: limits)
        #expect(p?.kind == .nestingTooDeep)
        // The 129th array is element 0 of 128 enclosing arrays.
        #expect(p?.pointer == String(repeating: "/0", count: 128))
        // Objects count the same way: {"a":{"a":…}} three deep with a limit of 2.
        let q = jsonError(#"{"a":{"a":{"a":1}}}"#, limits: JSONReader.Limits(maxDepth: 2))
        #expect(q?.kind == .nestingTooDeep)
        #expect(q?.pointer == "/a/a")
    }

    /// While a container is open its node's `start` holds its parent's index (the reader
    /// chains open containers through the tape); once read, nothing of that is left.
    @Test func containersKeepNoParentLinkOnceRead() throws {
        let tape = try JSONReader.read(Array(#"{"a": [{"b": []}, [[1], {}]], "c": {"d": {"e": [true]}}}"#.utf8))
        let containers = tape.nodes.filter { $0.kind == .object || $0.kind == .array }
        #expect(containers.count == 10)
        for node in containers {
            #expect(node.start == 0 && node.length == 0)
        }
    }

    @Test func hugeNestingDoesNotOverflowTheStack() {
        let deep = String(repeating: "[", count: 200_000)
        #expect(jsonError(deep)?.kind == .nestingTooDeep)
    }

    @Test func duplicateMembersAtAnyDepth() {
        let p = jsonError(#"{"a": {"b": [{"c": 1, "d": 2, "c": 3}]}}"#)
        #expect(p?.kind == .duplicateMember)
        #expect(p?.pointer == "/a/b/0/c")
        // Names compare after unescaping: "\u0063" is "c".
        #expect(jsonError(#"{"c": 1, "\u0063": 2}"#)?.pointer == "/c")
        // Same names in different objects are fine.
        #expect(jsonError(#"{"a": {"x": 1}, "b": {"x": 1}}"#) == nil)
    }

    /// Small objects are checked through a summary of their keys' lengths and last bytes:
    /// keys that share both (or only their summary bit) must still be told apart, and the
    /// first repeat in document order found, as a plain set would.
    @Test func duplicateMembersInSmallObjectsMatchASet() {
        var g = SplitMix64(seed: 41)
        // Same length and last byte in pairs (ab/cb, width/depth), and an empty name.
        let names = ["ab", "cb", "width", "depth", "x", "y", "", "id", "kind", #"a\u0062"#]
        let spelled = ["ab", "cb", "width", "depth", "x", "y", "", "id", "kind", "ab"]
        for _ in 0..<1000 {
            let count = 1 + Int(g.next() % 16)
            let picks = (0..<count).map { _ in Int(g.next() % UInt64(names.count)) }
            var seen: Set<String> = []
            var expected: String?
            for p in picks where expected == nil {
                if !seen.insert(spelled[p]).inserted { expected = "/" + spelled[p] }
            }
            let text = "{" + picks.enumerated().map { #""\#(names[$1])": \#($0)"# }.joined(separator: ",") + "}"
            let p = jsonError(text)
            #expect(p?.pointer == expected, "\(text)")
            #expect(p == nil || p?.kind == .duplicateMember)
        }
    }

    @Test func duplicateMembersInALargeObjectReportTheFirstRepeat() {
        // 40 members k0…k39, then k30 and k7 again: k30 repeats first in document order.
        var members = (0..<40).map { "\"k\($0)\": \($0)" }
        members.append("\"k30\": 0")
        members.append("\"k7\": 0")
        let p = jsonError("{" + members.joined(separator: ",") + "}")
        #expect(p?.kind == .duplicateMember)
        #expect(p?.pointer == "/k30")
        let distinct = "{" + (0..<40).map { "\"k\($0)\": \($0)" }.joined(separator: ",") + "}"
        #expect(jsonError(distinct) == nil)
    }

    @Test func stringLengthCountsUnicodeScalars() {
        let limits = JSONReader.Limits(maxStringLength: 3)
        #expect(jsonError(#"["ééé"]"#, limits: limits) == nil)  // 6 bytes, 3 scalars
        #expect(jsonError(#"["\ud83d\ude00ab"]"#, limits: limits) == nil)  // one pair, one scalar
        let p = jsonError(#"{"k": ["abcd"]}"#, limits: limits)
        #expect(p?.kind == .stringTooLong)
        #expect(p?.pointer == "/k/0")
        let q = jsonError(#"{"long": 1}"#, limits: limits)
        #expect(q?.kind == .stringTooLong)
        #expect(q?.pointer == "/long")
    }

    /// Strings are scanned 8 bytes at a time: specials at every position of a word, and
    /// past it, must still be seen. Random strings round-trip through the reader.
    @Test func stringsRoundTripWhereverTheSpecialsFall() throws {
        var g = SplitMix64(seed: 17)
        let pieces: [(json: String, value: String)] = [
            ("a", "a"), ("Z", "Z"), (" ", " "), ("\\\"", "\""), ("\\\\", "\\"), ("\\n", "\n"),
            ("é", "é"), ("€", "€"), ("😀", "😀"), ("\\u00e9", "é"), ("\\ud83d\\ude00", "😀"), ("~", "~"), ("\u{7F}", "\u{7F}"),
        ]
        for _ in 0..<2000 {
            var json = "\""
            var value = ""
            for _ in 0..<(g.next() % 40) {
                // Mostly plain letters, so whole plain words occur and specials land anywhere.
                let piece = g.next() % 4 == 0 ? pieces[Int(g.next() % UInt64(pieces.count))] : pieces[Int(g.next() % 2)]
                json += piece.json
                value += piece.value
            }
            json += "\""
            let t = try JSONReader.read(Array(json.utf8))
            #expect(t.string(0) == value, "\(json)")
        }
        // A raw control character or a bad byte after a long plain run is still refused.
        for n in 0..<20 {
            let run = String(repeating: "a", count: n)
            #expect(jsonError("\"" + run + "\t\"")?.offset == n + 1)
            #expect(jsonError([0x22] + Array(run.utf8) + [0xFF, 0x22])?.offset == n + 1)
            #expect(jsonError("\"" + run)?.kind == .malformed)
        }
    }

    /// Pointers worked out from node indices (what the document decoder raises problems
    /// with) for every node, against the ones written by hand; a key node gets its member's.
    @Test func pointerToEveryNode() throws {
        let tape = try JSONReader.read(Array(#"{"a": [1, {"b/c": [], "m~n": {"x": null}}], "": "s", "z": {}}"#.utf8))
        let expected = [
            "", "/a", "/a", "/a/0", "/a/1", "/a/1/b~1c", "/a/1/b~1c", "/a/1/m~0n", "/a/1/m~0n",
            "/a/1/m~0n/x", "/a/1/m~0n/x", "/", "/", "/z", "/z",
        ]
        #expect(tape.nodes.count == expected.count)
        #expect((0..<tape.nodes.count).map { tape.pointer(to: $0) } == expected)
        #expect(try JSONReader.read(Array("7".utf8)).pointer(to: 0) == "")
    }
}
