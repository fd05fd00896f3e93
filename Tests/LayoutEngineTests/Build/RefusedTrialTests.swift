import Cassowary
@testable import LayoutEngine
import Testing

/// A cold build tries the pins-first order on its solver itself, not on a copy; when that
/// trial refuses a constraint, the contract order runs on a fresh solver with as many
/// variables as the build made (its items' and the stacks' generated guides'). That fresh
/// solver must answer exactly as the contract order from the start does.
@Suite struct RefusedTrialTests {
    func layouts(_ document: Document, _ order: SolvedBuild.Order) throws -> [Layout] {
        var system = try LayoutSystem(document: document, limits: .default, deadline: .never, order: order)
        return try document.sizes.map { size throws(Problem) in try system.layout(for: size) }
    }

    /// An equal-spacing row (its gaps are generated guides: variables made after the
    /// document's items) whose first item's top a document constraint contradicts: the
    /// trial adds the document's constraint first and is refused at the stack's, and the
    /// answer is contract order's, to the bit, at two sizes (the second a resize).
    @Test func refusedTrialAnswersAsContractOrder() throws {
        let row = stackView("row", [box("a", 40, 30), box("b", 60, 30), box("c", 20, 30)],
                            distribution: .equalSpacing, alignment: .fill, spacing: 8)
        var document = document([row], ["H:|[row]|", "row.top == root.top", "a.top == root.top + 10"])
        document.sizes = [Size(width: 375, height: 667), Size(width: 320, height: 568)]
        var solver = Solver()
        let built = try SystemBuilder.build(document, limits: .default, solver: &solver)
        #expect(built.pinsFirstOrder != nil)
        #expect(built.items.count > built.items.documentItemCount, "the row makes gap guides")
        #expect(solver.variableCount == 4 * built.items.count)
        let fast = try layouts(document, .pinsFirst)
        let contract = try layouts(document, .contract)
        #expect(fast == contract)
        let refused = fast[0].diagnostics.compactMap { d -> String? in
            if case .unsatisfiable(let name, _, _) = d { return name }
            return nil
        }
        // Contract order adds the stack's constraints first, so the document's is refused;
        // the trial would have refused a stack's.
        #expect(refused == ["a.top == root.top + 10"])
        expectFrame(fast[0], "a", x: 0, y: 0)
        expectFrame(fast[1], "c", x: 300)
    }
}
