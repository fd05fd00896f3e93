import LayoutDocument
@testable import LayoutEngine
import TestSupport
import Testing

/// Errors (docs/requests.md#errors): an error inside a string adds `offset`, also for errors found only
/// when the parsed constraint is resolved against the document.
@Suite struct StringErrorOffsetTests {
    static func problem(_ constraints: [String]) -> Problem? {
        StringNumberLimitTests.problem(constraints)
    }

    @Test func resolutionErrorsPointAtThePartAtFault() {
        let cases: [(String, Int)] = [
            ("a.width == 10 @0", 15),                  // the priority
            ("a.width == 10 @1000.5", 15),
            ("a.left == root.top", 15),                // the second item's attribute
            ("a.top == root.height", 14),              // position paired with a size
            ("a.leading == root.left", 18),            // leading paired with left
            ("a.left == 10", 10),                      // the constant a position is tied to
            ("a.left == -10", 10),
            ("a.top == root.top * 0", 20),             // the multiplier 0
            ("a.leading == root.trailing * 0.5", 29),  // a multiplier on leading/trailing
            ("a.leading == root.trailing / 2", 29),
            ("a.width == root.width / 0", 24),         // already had its offset
            ("H:[a(>=50@0)]", 10),                     // VFL priorities
            ("H:|-(8@2000)-[a]", 7),
            ("H:[a]-(>=8@0.5)-[b]", 11),
        ]
        for (text, offset) in cases {
            let p = Self.problem([text])
            #expect(p?.kind == .invalidConstraint, "\(text)")
            #expect(p?.pointer == "/constraints/0", "\(text)")
            #expect(p?.location.offset == offset, "\(text): \(p?.detail ?? "")")
        }
    }

    @Test func objectConstraintsStillPointAtTheirMembers() throws {
        let json = """
            {"root": {"id": "root", "children": [{"id": "a"}]},
             "constraints": [{"first": "a.left", "relation": "==", "constant": 10}],
             "sizes": [{"width": 320, "height": 480}]}
            """
        let document = try DocumentReader.read(Array(json.utf8)).document
        #expect(throws: Problem.self) { try LayoutSystem.solve(document) }
        do {
            _ = try LayoutSystem.solve(document)
        } catch {
            #expect(error.kind == .invalidConstraint)
            #expect(error.pointer == "/constraints/0")
            #expect(error.location.offset == nil)
        }
    }
}
