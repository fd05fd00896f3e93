import Cassowary
import Testing
@testable import LayoutEngine

/// Names are spelled out only when a diagnostic needs them (`ConstraintName`); they must
/// come out as docs/requests.md#constraint-names has them, `#2` suffixes included, however
/// the generated and written names collide.
@Suite struct ConstraintNameTests {
    /// A stack `s` of `a`, `b`; `f` placed by a frame at x 5; document constraints whose
    /// names collide with generated ones and with each other.
    private func collidingDocument() -> Document {
        let s = stackView("s", [box("a", 10, 10), box("b", 10, 10)])
        let f = View(id: "f", frame: Rect(x: 5, y: 0, width: 20, height: 20))
        let specs: [ConstraintSpec.Source] = [
            .object(ObjectConstraint(id: "a.hug.h", first: "s.left", second: "root.left")),
            .object(ObjectConstraint(id: "UISV-alignment:s:a:b", first: "s.top", second: "root.top")),
            .expression("f.left == root.left"),
            .expression("f.left == root.left"),
            // The same text as the repeat's suffixed name: it is counted apart, as its own name.
            .object(ObjectConstraint(id: "f.left == root.left#2", first: "s.height", constant: 10)),
            .object(ObjectConstraint(id: "f.frame.x", first: "f.left", second: "root.left", constant: 7)),
        ]
        return Document(root: View(id: "root", children: [s, f]),
                        constraints: specs.enumerated().map { ConstraintSpec(source: $1, index: $0) },
                        sizes: [Size(width: 100, height: 100)])
    }

    @Test func collidingNamesGetTheSuffixesOfAdditionOrder() throws {
        var solver = Solver()
        let system = try SystemBuilder.build(collidingDocument(), limits: .default, solver: &solver)
        #expect(system.constraintNames() == [
            "f.frame.x", "f.frame.y", "f.frame.width", "f.frame.height",
            "a.hug.h", "a.compress.h", "a.hug.v", "a.compress.v", "b.hug.h", "b.compress.h", "b.hug.v", "b.compress.v",
            "UISV-canvas-connection:s:a", "UISV-canvas-connection:s:b", "UISV-spacing:s:a:b",
            "UISV-alignment:s:a:b", "UISV-alignment:s:a:b#2", "UISV-canvas-connection:s:a#2", "UISV-canvas-connection:s:a#3",
            "a.hug.h#2", "UISV-alignment:s:a:b#3", "f.left == root.left", "f.left == root.left#2",
            "f.left == root.left#2", "f.frame.x#2",
        ])
    }

    @Test func diagnosticsNameRefusalsAndConflictsWithTheirSuffixes() throws {
        let layout = try layOut(collidingDocument())
        let refusals = layout.diagnostics.compactMap { d -> String? in
            if case .unsatisfiable(_, _, let message) = d { return message }
            return nil
        }
        #expect(refusals == [
            "Unable to simultaneously satisfy constraints. Breaking f.left == root.left, which conflicts with f.frame.x.",
            "Unable to simultaneously satisfy constraints. Breaking f.left == root.left#2, which conflicts with f.frame.x.",
            "Unable to simultaneously satisfy constraints. Breaking f.frame.x#2, which conflicts with f.frame.x.",
        ])
    }
}
