import Testing
@testable import JSON

/// A JSON syntax error says where it is as an editor would (line and column) besides the
/// byte offset in its detail.
@Suite struct JSONErrorPositionTests {
    @Test func aSyntaxErrorHasItsLineAndColumn() throws {
        // After the stray comma a member name is due; "}" is there: line 3, column 15, byte 28.
        let text = "{\n  \"root\": {\n    \"id\": \"r\",}\n}"
        let p = try #require(jsonError(text))
        #expect(p.kind == .malformed)
        #expect(p.offset == 28, "\(p)")
        #expect(p.line == 3)
        #expect(p.column == 15)
    }

    @Test func columnsCountScalarsAndCRLFEndsOneLine() throws {
        // "é" is two bytes but one column; the error is the bare word after it.
        let p = try #require(jsonError("{\"é\": nope}"))
        #expect(p.line == 1)
        #expect(p.column == 7)
        #expect(p.offset == 7, "\(p)")
        let crlf = try #require(jsonError("[1,\r\n 2,\r\n x]"))
        #expect(crlf.line == 3)
        #expect(crlf.column == 2)
    }

    @Test func theEndOfInputIsJustAfterTheLastByte() throws {
        let p = try #require(jsonError("{\"a\": [1,\n2"))
        #expect(p.line == 2)
        #expect(p.column == 2)
    }

    @Test func positionMatchesAnIndependentCountForEveryPrefix() {
        let text = "{\n\t\"ä\": [1,\r\n  \"€\"],\n\"b\": {}}"
        let bytes = Array(text.utf8)
        bytes.withUnsafeBufferPointer { buffer in
            for offset in 0...bytes.count {
                // Count again from the decoded scalars (a String's characters would join
                // CR and LF): lines before, scalars since the last LF.
                let before = String(decoding: bytes.prefix(offset), as: UTF8.self).unicodeScalars
                let lines = before.split(separator: "\n", omittingEmptySubsequences: false)
                let expected = TextPosition(line: lines.count, column: (lines.last?.count ?? 0) + 1)
                let startsScalar = offset == bytes.count || bytes[offset] & 0xC0 != 0x80
                if startsScalar {
                    #expect(TextPosition(of: offset, in: buffer) == expected, "offset \(offset)")
                }
            }
        }
    }
}
