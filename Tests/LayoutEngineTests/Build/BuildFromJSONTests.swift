import LayoutDocument
@testable import LayoutEngine
import TestSupport
import Testing

/// Problems raised while building carry the pointer the reader gave each constraint.
@Suite struct BuildFromJSONTests {

    @Test func viewOwnedConstraintErrorsPointIntoTheirView() {
        let p = problemOf("""
            {"root": {"id": "root", "children": [{"id": "a", "constraints": ["a.width == 1", "a.top === 3"]}]},
             "sizes": [{"width": 10, "height": 10}]}
            """)
        #expect(p?.kind == .expressionSyntax)
        #expect(p?.pointer == "/root/children/0/constraints/1")
        #expect(p?.location.offset == 8) // "a.top ==" then "=" is where a constant or item should start
        #expect(p?.detail.contains("\"a.top === 3\"") == true)
    }

    @Test func visualFormatErrorsQuoteTheStringAndMarkTheColumn() {
        let p = problemOf("""
            {"root": {"id": "root", "children": [{"id": "a"}]},
             "constraints": ["H:|-[a]-(8-|"], "sizes": [{"width": 10, "height": 10}]}
            """)
        #expect(p?.kind == .visualFormatSyntax)
        #expect(p?.pointer == "/constraints/0")
        #expect(p?.location.offset == 10)
    }

    @Test func objectMembersArePointedAt() {
        let p = problemOf("""
            {"root": {"id": "root", "children": [{"id": "a"}]},
             "constraints": [{"first": "a.top", "relation": "==", "second": "a.widht"}],
             "sizes": [{"width": 10, "height": 10}]}
            """)
        #expect(p?.kind == .invalidAttribute)
        #expect(p?.pointer == "/constraints/0/second")
        #expect(p?.location.offset == 2)
    }

    @Test func namesAcrossViewOwnedAndTopLevelRepeatInAdditionOrder() throws {
        let document = try DocumentReader.read(Array("""
            {"root": {"id": "root", "children": [{"id": "a", "constraints": ["a.width == 100"]}]},
             "constraints": ["a.width == 200", "a.width == 100", "a.width==200", "a.width  ==  200"],
             "sizes": [{"width": 10, "height": 10}]}
            """.utf8)).document
        let layout = try #require(try LayoutSystem.solve(document).first)
        // The view-owned one is added first and kept, its repeat is redundant (kept, but
        // it still takes "#2"); the 200s are broken in order, numbered by their shared
        // canonical text.
        let broken = layout.diagnostics.compactMap { d -> String? in
            if case .unsatisfiable(let name, _, _) = d { return name }
            return nil
        }
        #expect(broken == ["a.width == 200", "a.width == 200#2", "a.width == 200#3"])
        let conflicts = layout.diagnostics.compactMap { d -> [String]? in
            if case .unsatisfiable(_, let others, _) = d { return others }
            return nil
        }
        // Either 100 explains each conflict; the newest-first deletion keeps the oldest.
        #expect(conflicts == [["a.width == 100"], ["a.width == 100"], ["a.width == 100"]])
    }
}
