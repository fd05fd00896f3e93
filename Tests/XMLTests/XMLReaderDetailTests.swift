import Testing
import XML

/// What the reader's shortcuts must keep exact: tag positions found past other `<`
/// (comments, CDATA, processing instructions), attribute and child lookups among names of
/// the same length, names through the name cache, and the two libxml2 yardsticks.
@Suite struct XMLReaderDetailTests {
    @Test func positionsSkipTheLessThanSignsOfCommentsCDATAAndInstructions() throws {
        let text = "<document>\n  <!-- a < b <c --> <a x=\"1\"\n     y=\"2\"/><?pi 1 < 2?><b/>\n  <![CDATA[ 1 < 2 ]]>\n\t<c ab=\"1\" ba=\"2\" abc=\"3\"/></document>\n"
        let root = try XMLParser.parse(Array(text.utf8))
        #expect(root.children.map(\.name) == ["a", "b", "c"])
        #expect(root.children.map(\.line) == [2, 3, 5])
        #expect(root.children.map(\.column) == [21, 25, 2])
    }

    @Test func lookupsTellApartNamesOfTheSameLength() throws {
        let text = #"<r><c ab="1" ba="2" abc="3"/><cd key="x"/><dc key="y"/><cd key="z"/></r>"#
        let root = try XMLParser.parse(Array(text.utf8))
        let c = try #require(root.child("c"))
        #expect(c["ab"] == "1" && c["ba"] == "2" && c["abc"] == "3" && c["a"] == nil && c["bb"] == nil)
        #expect(root.child("dc")?["key"] == "y")
        #expect(root.child("cd", key: "z")?["key"] == "z")
        #expect(root.children("cd").count == 2)
        #expect(root.child("dd") == nil)
    }

    @Test func manyDistinctNamesKeepTheirOwnStrings() throws {
        // More names than the cache in front of the name table has slots, so slots are shared.
        let names = (0..<700).map { "n\($0)" }
        let text = "<r>" + names.map { "<\($0) \($0)a=\"\($0)\"/>" }.joined() + names.reversed().map { "<\($0)/>" }.joined() + "</r>"
        let root = try XMLParser.parse(Array(text.utf8))
        #expect(root.children.map(\.name) == names + names.reversed())
        for (i, name) in names.enumerated() {
            #expect(root.children[i][name + "a"] == name)
        }
    }

    @Test func theLibxml2YardsticksTellWellFormedFromMalformed() {
        let good = Array("<document><view id=\"a\"/></document>".utf8)
        let bad = Array("<document><view id=\"a\"></document>".utf8)
        #expect(XMLParser.libxml2TreeParse(good))
        #expect(XMLParser.libxml2SAXParse(good))
        #expect(!XMLParser.libxml2TreeParse(bad))
        #expect(!XMLParser.libxml2SAXParse(bad))
    }
}
