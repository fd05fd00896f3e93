import Testing
import YAML

@Suite struct YAMLParserTests {
    private func parse(_ text: String) throws(YAMLError) -> YAMLNode {
        try YAMLParser.parse(Array(text.utf8))
    }

    private func refusal(_ text: String) -> YAMLError? {
        do {
            _ = try parse(text)
            return nil
        } catch {
            return error
        }
    }

    @Test func scalarsAreTheirTextWithNoTypeResolved() throws {
        let root = try parse("""
            name: layoutd
            count: 12
            ratio: 1.5
            on: true
            nothing: ~
            empty:
            spaced:   several words here  
            """)
        #expect(root["name"]?.string == "layoutd")
        #expect(root["count"]?.string == "12")
        #expect(root["ratio"]?.string == "1.5")
        #expect(root["on"]?.string == "true")
        #expect(root["nothing"]?.string == "~")
        #expect(root["empty"]?.string == "")
        #expect(root["spaced"]?.string == "several words here")
        #expect(root["missing"] == nil)
        #expect(try parse("just a scalar").string == "just a scalar")
    }

    @Test func nestedMappingsAndSequencesKeepDocumentOrder() throws {
        let root = try parse("""
            rules:
              zeta:
                severity: error
              alpha:
                severity: warning
                ignore:
                  - Main.storyboard
                  - Legacy/*.xib
            paths: [a, b]
            """)
        #expect(root.mapping?.map(\.key) == ["rules", "paths"])
        let rules = try #require(root["rules"])
        #expect(rules.mapping?.map(\.key) == ["zeta", "alpha"])
        #expect(rules["zeta"]?["severity"]?.string == "error")
        let ignore = try #require(rules["alpha"]?["ignore"]?.sequence)
        #expect(ignore.compactMap(\.string) == ["Main.storyboard", "Legacy/*.xib"])
        #expect(root["paths"]?.sequence?.count == 2)
        // The accessors answer nil for the other kinds.
        #expect(rules.string == nil && rules.sequence == nil)
        #expect(ignore[0].mapping == nil && ignore[0]["x"] == nil)
    }

    @Test func flowStyleReadsLikeBlockStyle() throws {
        let root = try parse("list: [a, b, [c]]\nmap: {a: 1, b: {c: 2}}\nnone: []\n")
        let list = try #require(root["list"]?.sequence)
        #expect(list.count == 3)
        #expect(list[0].string == "a" && list[1].string == "b")
        #expect(list[2].sequence?.first?.string == "c")
        #expect(root["map"]?["a"]?.string == "1")
        #expect(root["map"]?["b"]?["c"]?.string == "2")
        #expect(root["none"]?.sequence == [])
        let flowRoot = try parse("{x: [1, 2], y: z}")
        #expect(flowRoot["x"]?.sequence?.compactMap(\.string) == ["1", "2"])
        #expect(flowRoot["y"]?.string == "z")
    }

    @Test func quotedStringsResolveTheirEscapes() throws {
        let root = try parse(#"""
            double: "a \"quoted\" \t tab\nand \u00e9"
            single: 'it''s # not a comment'
            number: "12"
            colon: "a: b"
            """#)
        #expect(root["double"]?.string == "a \"quoted\" \t tab\nand é")
        #expect(root["single"]?.string == "it's # not a comment")
        #expect(root["number"]?.string == "12")
        #expect(root["colon"]?.string == "a: b")
    }

    @Test func commentsAreDropped() throws {
        let root = try parse("""
            # the lint config
            severity: error # trailing comment
            # between entries
            ignore:
              # inside a sequence
              - a.xib  # after an item
            """)
        #expect(root.mapping?.map(\.key) == ["severity", "ignore"])
        #expect(root["severity"]?.string == "error")
        #expect(root["ignore"]?.sequence?.compactMap(\.string) == ["a.xib"])
    }

    @Test func nodesAndKeysCarryOneBasedLineAndColumn() throws {
        let root = try parse("""
            top: 1
            rules:
              ambiguous:
                severity: warning
                files: [x, "y"]
            """)
        #expect(root.line == 1 && root.column == 1)
        let rules = try #require(root.mapping?.last)
        #expect(rules.key == "rules" && rules.line == 2 && rules.column == 1)
        #expect(rules.value.line == 3 && rules.value.column == 3)
        let ambiguous = try #require(rules.value.mapping?.first)
        #expect(ambiguous.line == 3 && ambiguous.column == 3)
        let severityEntry = try #require(ambiguous.value.mapping?.first)
        #expect(severityEntry.line == 4 && severityEntry.column == 5)
        let severity = severityEntry.value
        #expect(severity.string == "warning" && severity.line == 4 && severity.column == 15)
        let files = try #require(ambiguous.value["files"])
        #expect(files.line == 5 && files.column == 12)
        #expect(files.sequence?.map(\.column) == [13, 16])
    }

    @Test func columnsCountCharactersNotBytes() throws {
        let root = try parse("é: ü\nnext: [ä, b]\n")
        #expect(root["é"]?.column == 4)
        #expect(root["next"]?.sequence?.map(\.column) == [8, 11])
    }

    @Test func syntaxErrorsGiveLibyamlsProblemAndPosition() {
        let unclosed = refusal("a: [1, 2\nb: c\n")
        #expect(unclosed?.message.contains("did not find expected ',' or ']'") == true)
        #expect(unclosed?.message.contains("while parsing a flow sequence started at line 1, column 4") == true)
        #expect(unclosed?.line == 2 && unclosed?.column == 2)

        let badIndent = refusal("a: 1\n  b: 2\n")
        #expect(badIndent?.message.contains("mapping values are not allowed in this context") == true)
        #expect(badIndent?.line == 2 && badIndent?.column == 4)

        let tab = refusal("a:\n\t- b\n")
        #expect(tab?.message.contains("found character that cannot start any token") == true)
        #expect(tab?.line == 2 && tab?.column == 1)

        let unterminated = refusal("a: \"open\n")
        #expect(unterminated?.message.contains("found unexpected end of stream") == true)
        #expect(unterminated?.message.contains("while scanning a quoted scalar started at line 1, column 4") == true)
        #expect(unterminated?.line == 2 && unterminated?.column == 1)
    }

    @Test func bytesThatAreNotUTF8AreRefusedWhereTheyStand() {
        let bytes = Array("ok: 1\nbad: x".utf8) + [0xFF] + Array("\n".utf8)
        #expect(throws: YAMLError.self) { try YAMLParser.parse(bytes) }
        do {
            _ = try YAMLParser.parse(bytes)
        } catch {
            #expect(error.message.contains("invalid leading UTF-8 octet (0xff)"))
            #expect(error.line == 2 && error.column == 7)
        }
    }

    @Test func aliasesAreRefusedAnchorsAndTagsIgnored() throws {
        let alias = refusal("base: &b {x: 1}\nother: *b\n")
        #expect(alias?.message.contains("alias *b is not accepted") == true)
        #expect(alias?.line == 2 && alias?.column == 8)
        let laughs = refusal("a: &a [x, x]\nb: &b [*a, *a]\nc: [*b, *b]\n")
        #expect(laughs?.line == 2)

        let root = try parse("a: &anchor !custom {x: !!int 1}\nb: !!str 2\n")
        #expect(root["a"]?["x"]?.string == "1")
        #expect(root["b"]?.string == "2")
    }

    @Test func nestingDeeperThanTheLimitIsRefused() throws {
        let limit = YAMLParser.maxDepth
        let deepest = String(repeating: "[", count: limit) + "x" + String(repeating: "]", count: limit)
        var node = try parse(deepest)
        for _ in 1..<limit { node = try #require(node.sequence?.first) }
        #expect(node.sequence?.first?.string == "x")

        let tooDeep = String(repeating: "[", count: limit + 1) + String(repeating: "]", count: limit + 1)
        let e = refusal(tooDeep)
        #expect(e?.message == "collections are nested more than 64 deep")
        #expect(e?.line == 1 && e?.column == limit + 1)

        var block = ""
        for level in 0...limit { block += String(repeating: " ", count: level * 2) + "k:\n" }
        #expect(refusal(block)?.message == "collections are nested more than 64 deep")
    }

    @Test func moreNodesThanTheLimitAreRefused() throws {
        let items = YAMLParser.maxNodes - 1
        let atLimit = try parse("[" + String(repeating: "a,", count: items) + "]")
        #expect(atLimit.sequence?.count == items)
        let e = refusal("[" + String(repeating: "a,", count: items + 1) + "]")
        #expect(e?.message == "the document has more than 100000 nodes")
    }

    @Test func mappingKeysMustBeScalars() {
        let sequenceKey = refusal("ok: 1\n? [a, b]\n: c\n")
        #expect(sequenceKey?.message == "a mapping key must be a scalar, not a sequence or mapping")
        #expect(sequenceKey?.line == 2 && sequenceKey?.column == 3)
        let mappingKey = refusal("{{a: 1}: b}")
        #expect(mappingKey?.line == 1 && mappingKey?.column == 2)
    }

    @Test func emptyInputIsAnEmptyMapping() throws {
        #expect(try YAMLParser.parse([]) == YAMLNode(.mapping([])))
        #expect(try parse("") == YAMLNode(.mapping([])))
        #expect(try parse("\n\n   \n").mapping == [])
        #expect(try parse("# only a comment\n# and another\n").mapping == [])
        #expect(try parse("---\n") == YAMLNode(.mapping([]), line: 2, column: 1))
        #expect(try parse("--- # nothing yet\n...\n").mapping == [])
        // An explicitly empty string is a value, not an empty document.
        #expect(try parse("''").string == "")
    }

    @Test func onlyTheFirstDocumentIsRead() throws {
        let root = try parse("a: 1\n---\nb: 2\n--- [unclosed\n")
        #expect(root.mapping?.map(\.key) == ["a"])
        #expect(try parse("---\nfirst\n...\n---\nsecond\n").string == "first")
    }

    @Test func treesCompareByValueAndPosition() throws {
        let built = YAMLNode(.mapping([
            YAMLEntry(key: "a", line: 1, column: 1, value: YAMLNode(.sequence([YAMLNode(.scalar("x"), line: 1, column: 5)]), line: 1, column: 4)),
        ]), line: 1, column: 1)
        #expect(try parse("a: [x]") == built)
        #expect(try parse("a:  [x]") != built)
    }
}
