@testable import LayoutDocument
@testable import LayoutEngine
import TestSupport
import Testing

/// Duplicate ids among many views (the id set grows from its first guess several times).
@Suite struct DocumentReaderIdTests {
    func document(ids: [String]) -> String {
        let children = ids.map { #"{"id": "\#($0)"}"# }.joined(separator: ", ")
        return #"{"root": {"id": "root", "children": [\#(children)]}, "sizes": [{"width": 1, "height": 1}]}"#
    }

    @Test func manyDistinctIdsAreAccepted() throws {
        // Ids alike but for case, length or a last character: all distinct.
        let ids = (0..<600).flatMap { ["v\($0)", "V\($0)", "v\($0)_"] }
        let d = try decode(document(ids: ids))
        #expect(d.root.children.count == 1800)
        #expect(d.root.children.last?.id == "v599_")
    }

    @Test(arguments: [0, 1, 299, 598])
    func aRepeatIsFoundWhereverItsFirstUseIs(first: Int) {
        var ids = (0..<600).map { "item_\($0)" }
        ids.append("item_\(first)")
        let p = problem(document(ids: ids))
        #expect(p?.kind == .duplicateId)
        #expect(p?.pointer == "/root/children/600/id")
        #expect(p?.detail.contains("\"item_\(first)\"") == true)
        // The root's own id counts too.
        #expect(problem(document(ids: ["a", "root"]))?.pointer == "/root/children/1/id")
    }
}
