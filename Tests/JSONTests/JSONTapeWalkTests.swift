import Testing
@testable import JSON

/// `members(of:)` and `elements(of:)` visit what `forEachMember` and `forEachElement` visit,
/// nested containers skipped whole, and nothing for empty containers.
@Suite struct JSONTapeWalkTests {
    @Test func membersAreTheClosuresMembers() throws {
        let t = try tape(#"{"a": 1, "b": {"c": [1, 2]}, "d": [], "e": "x"}"#)
        var expected: [(Int, Int)] = []
        t.forEachMember(t.root) { k, v in expected.append((k, v)) }
        let walked = Array(t.members(of: t.root))
        #expect(walked.map(\.key) == expected.map(\.0))
        #expect(walked.map(\.value) == expected.map(\.1))
        #expect(walked.map { t.string($0.key) } == ["a", "b", "d", "e"])
        #expect(Array(try tape("{}").members(of: 0)).isEmpty)
    }

    @Test func elementsAreTheClosuresElements() throws {
        let t = try tape(#"[{"a": [1, 2]}, 3, [], "s", [[4]]]"#)
        var expected: [(Int, Int)] = []
        t.forEachElement(t.root) { p, v in expected.append((p, v)) }
        let walked = Array(t.elements(of: t.root))
        #expect(walked.map(\.offset) == [0, 1, 2, 3, 4])
        #expect(walked.map(\.offset) == expected.map(\.0))
        #expect(walked.map(\.value) == expected.map(\.1))
        #expect(Array(try tape("[]").elements(of: 0)).isEmpty)
    }
}
