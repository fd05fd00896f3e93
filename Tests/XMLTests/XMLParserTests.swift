import Testing
import XML

@Suite struct XMLParserTests {
    private func parse(_ text: String) throws(XMLError) -> XMLElement {
        try XMLParser.parse(Array(text.utf8))
    }

    private func refusal(_ text: String) -> XMLError? {
        do {
            _ = try parse(text)
            return nil
        } catch {
            return error
        }
    }

    @Test func readsElementsAttributesInOrderAndPositions() throws {
        let root = try parse("""
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="t" version="3.0">
                <objects>
                  <view id="a" b="2" a="1"/>
                  <label id="l" text="x &amp; &lt;y&gt; &#65;"></label>
                </objects>
            </document>
            """)
        #expect(root.name == "document")
        #expect(root.line == 2 && root.column == 1)
        #expect(root.attributes.map(\.name) == ["type", "version"])
        let objects = try #require(root.child("objects"))
        #expect(objects.line == 3 && objects.column == 5)
        let view = try #require(objects.child("view"))
        #expect(view.attributes.map(\.name) == ["id", "b", "a"])
        #expect(view.line == 4 && view.column == 7)
        #expect(objects.children("label").first?["text"] == "x & <y> A")
        #expect(objects.children.count == 2)
    }

    @Test func malformedXMLGivesLineColumnAndLibxml2Message() {
        let e = refusal("<document>\n  <view id=\"a\">\n</document>\n")
        #expect(e?.kind == .malformed)
        #expect(e?.line == 3)
        #expect((e?.column ?? 0) >= 1)
        #expect(e?.message.contains("mismatch") == true)
    }

    @Test func truncatedAndEmptyAndBinaryInputAreRefused() {
        #expect(refusal("<document><view id=\"a")?.kind == .malformed)
        #expect(refusal("")?.kind == .malformed)
        #expect(refusal("   ")?.kind == .malformed)
        let garbage = (0..<512).map { UInt8(truncatingIfNeeded: $0 &* 7919 &+ 13) }
        #expect(throws: XMLError.self) { try XMLParser.parse(garbage) }
    }

    @Test func doctypeIsRefusedEvenWithoutEntities() {
        let e = refusal("<?xml version=\"1.0\"?>\n<!DOCTYPE document>\n<document/>")
        #expect(e?.kind == .doctype)
        #expect(e?.line == 2)
    }

    @Test func billionLaughsIsRefusedBeforeAnyExpansion() {
        var text = "<?xml version=\"1.0\"?>\n<!DOCTYPE lolz [\n<!ENTITY lol \"lol\">\n"
        for i in 1...9 { text += "<!ENTITY lol\(i) \"" + String(repeating: "&lol\(i - 1 == 0 ? "" : String(i - 1));", count: 10) + "\">\n" }
        text += "]>\n<lolz>&lol9;</lolz>"
        #expect(refusal(text)?.kind == .doctype)
    }

    @Test func externalEntityIsRefused() {
        let e = refusal("<?xml version=\"1.0\"?>\n<!DOCTYPE d [<!ENTITY x SYSTEM \"file:///etc/passwd\">]>\n<d>&x;</d>")
        #expect(e?.kind == .doctype)
    }

    @Test func undeclaredEntityReferenceIsRefused() {
        let e = refusal("<d a=\"&x;\"/>")
        #expect(e?.kind == .entity || e?.kind == .malformed)
        #expect(e != nil)
    }

    @Test func nestingIsBoundedAt256() throws {
        let ok = String(repeating: "<a>", count: 256) + String(repeating: "</a>", count: 256)
        var element = try parse(ok)
        var depth = 1
        while let c = element.children.first { element = c; depth += 1 }
        #expect(depth == 256)
        let deep = String(repeating: "<a>", count: 257) + String(repeating: "</a>", count: 257)
        #expect(refusal(deep)?.kind == .tooDeep)
        let veryDeep = String(repeating: "<a>", count: 100_000)
        #expect(refusal(veryDeep)?.kind == .tooDeep)
    }

    @Test func textAndCommentsAreDropped() throws {
        let root = try parse("<a><!-- c --><b/>text<![CDATA[x]]><?pi y?><c/></a>")
        #expect(root.children.map(\.name) == ["b", "c"])
    }

    @Test func aLargeDocumentParsesAndKeepsEveryElement() throws {
        var text = "<document><objects>"
        for i in 0..<5_000 { text += "<view id=\"v\(i)\" x=\"1\"><rect key=\"frame\" x=\"0\" y=\"0\" width=\"10\" height=\"10\"/></view>\n" }
        text += "</objects></document>"
        let root = try parse(text)
        let views = try #require(root.child("objects")).children
        #expect(views.count == 5_000)
        #expect(views[4_999]["id"] == "v4999")
        #expect(views[4_999].line == 5_000)
    }
}

@Suite struct XMLEncodingTests {
    @Test func otherEncodingsThanUTF8AreRefused() {
        let text = "<?xml version=\"1.0\" encoding=\"UTF-7\"?>\n<document a=\"x\"/>"
        #expect(throws: XMLError.self) { try XMLParser.parse(Array(text.utf8)) }
        let latin1 = "<?xml version=\"1.0\" encoding=\"ISO-8859-1\"?>\n<document a=\"x\"/>"
        #expect(throws: XMLError.self) { try XMLParser.parse(Array(latin1.utf8)) }
    }
}

@Suite struct XMLSkippingTests {
    @Test func skippedElementsLeaveTheTreeButNotTheChecks() throws {
        let text = "<a><color x=\"1\"><b/></color><c/><color/></a>"
        let root = try XMLParser.parse(Array(text.utf8), skipping: ["color"])
        #expect(root.children.map(\.name) == ["c"])
        #expect(throws: XMLError.self) { try XMLParser.parse(Array("<a><color><b></color></a>".utf8), skipping: ["color"]) }
        let deep = "<a><color>" + String(repeating: "<b>", count: 300) + String(repeating: "</b>", count: 300) + "</color></a>"
        #expect((try? XMLParser.parse(Array(deep.utf8), skipping: ["color"])) == nil)
    }
}
