import Cassowary
import Testing
@testable import LayoutEngine

/// `FrameExtractor` answers frames for the document's items only: generated guides are solved, never answered.
@Suite struct FrameExtractorTests {
    @Test func generatedGuidesAreSolvedButNeverAnswered() throws {
        var solver = Solver()
        var items = ItemTable(document: Document(root: View(id: "root", children: [View(id: "s")])), solver: &solver)
        let gap = items.addGeneratedGuide(id: "UISV-gap-0", owner: 1, solver: &solver)
        let root = items[0], s = items[1], g = items[gap]
        // root 100x50; s at (10, 10) 30x30; the gap guide 5 to the right of s, 7 wide, as tall.
        let rows: [Expression] = [
            .variable(root.x), .variable(root.y), .variable(root.width) + -100, .variable(root.height) + -50,
            .variable(s.x) + -10, .variable(s.y) + -10, .variable(s.width) + -30, .variable(s.height) + -30,
            .variable(g.x) - .variable(s.x) - .variable(s.width) + -5, .variable(g.y) - .variable(s.y),
            .variable(g.width) + -7, .variable(g.height) - .variable(s.height),
        ]
        for e in rows { try solver.add(Constraint(e, .equal)) }
        let layout = try FrameExtractor(items: items, solver: solver, scale: nil, variables: items.frameVariables(), ids: items.ids()).extract(size: Size(width: 100, height: 50), unsatisfiable: [], solver: solver)
        #expect(layout.frames.map(\.id) == ["root", "s"])
        #expect(layout.diagnostics.isEmpty)
        #expect(abs(solver.value(of: g.x) - 45) <= 1e-9) // 10 + 30 + 5 in root space
    }
}
