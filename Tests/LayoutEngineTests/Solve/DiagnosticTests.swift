import Testing
@testable import LayoutEngine

@Suite struct DiagnosticTests {
    @Test func allFourKindsInSpecOrder() throws {
        let document = Document(
            root: View(id: "root", children: [
                View(id: "a"), View(id: "b", children: [View(id: "c")]),
            ], layoutGuides: [LayoutGuide(id: "g")]),
            constraints: [
                "a.left == root.left + 10", "a.top == root.top", "a.width == -5", "a.height == 10", "a.height == 20",
                "b.left == root.left", "b.top == root.top", "b.width == 10", "b.height == 10",
                "c.left == b.left + 5", "c.top == b.top", "c.width == 10", "c.height == 10",
                "g.left == root.left", "g.width == 1", "g.height == 1",
            ].enumerated().map { ConstraintSpec(source: .expression($1), index: $0) },
            sizes: [Size(width: 100, height: 100)])
        let layout = try #require(try LayoutSystem.solve(document).first)
        // c spans 5...15 inside b's 10 points; a is −5 wide (standardized 5...10, inside); g's y is free.
        #expect(diagnosticSummary(layout) == [
            "unsatisfiable a.height == 20 | a.height == 10",
            "ambiguous g y",
            "outside c b",
            "negative a width",
        ])
        let messages = layout.diagnostics.map(\.message)
        #expect(messages[0] == "Unable to simultaneously satisfy constraints. Breaking a.height == 20, which conflicts with a.height == 10.")
        #expect(messages[1] == "Vertical position is ambiguous for g.")
        #expect(messages[2] == "c extends outside b; touches there never reach it")
        #expect(messages[3].hasPrefix("a has a negative width -5"))
    }

    /// Ambiguity is of the frame, which is in the superview's space: a subview pinned to a
    /// superview whose x is free moves with it but is not ambiguous itself (UIKit flags only
    /// the superview). A subview pinned to the root across its free superview is.
    @Test func ambiguityIsRelativeToTheSuperview() throws {
        let document = Document(
            root: View(id: "root", children: [
                View(id: "box", children: [View(id: "inner"), View(id: "across")]),
            ]),
            constraints: [
                "box.top == root.top", "box.width == 50", "box.height == 50",
                "inner.left == box.left + 5", "inner.top == box.top", "inner.width == 10", "inner.height == 10",
                "across.left == root.left + 5", "across.top == box.top", "across.width == 10", "across.height == 10",
            ].enumerated().map { ConstraintSpec(source: .expression($1), index: $0) },
            sizes: [Size(width: 100, height: 100)])
        let layout = try #require(try LayoutSystem.solve(document).first)
        #expect(diagnosticSummary(layout).filter { $0.hasPrefix("ambiguous") } == ["ambiguous box x", "ambiguous across x"])
    }

    @Test func ambiguityMessagesNameEveryAttribute() {
        guard case .ambiguous(_, _, let m) = Diagnostics.ambiguous("v", [.x, .y, .width, .height]) else {
            Issue.record("not ambiguous")
            return
        }
        #expect(m == "Horizontal position, vertical position, width and height are ambiguous for v.")
    }

    @Test func aConflictWithOnlyTheRootSizeNamesNoOtherConstraint() throws {
        // root.width is given (320); the root size is never named or listed.
        let document = Document(root: View(id: "root", children: [View(id: "a")]),
                                constraints: [ConstraintSpec(source: .expression("root.width == 100"), index: 0)],
                                sizes: [Size(width: 320, height: 480)])
        let layout = try #require(try LayoutSystem.solve(document).first)
        #expect(diagnosticSummary(layout).first == "unsatisfiable root.width == 100 | ")
        expectFrame(layout, "root", width: 320)
    }

    @Test func baselinesDefaultToTheEdgesAndFollowTheirOffsets() throws {
        let document = Document(
            root: View(id: "root", children: [
                View(id: "label", baselines: Baselines(first: 15, last: 35)),
                View(id: "plain"), View(id: "other"),
            ]),
            constraints: [
                "label.top == root.top + 10", "label.height == 40", "label.left == root.left", "label.width == 50",
                // first baseline 10 + 15 = 25; plain's last baseline is its bottom: y = 25 − 5.
                "plain.lastBaseline == label.firstBaseline", "plain.height == 5", "plain.left == root.left", "plain.width == 5",
                // label's last baseline 10 + 35 = 45; other's first baseline is its top.
                "other.firstBaseline == label.lastBaseline", "other.height == 5", "other.left == root.left", "other.width == 5",
            ].enumerated().map { ConstraintSpec(source: .expression($1), index: $0) },
            sizes: [Size(width: 100, height: 100)])
        let layout = try #require(try LayoutSystem.solve(document).first)
        expectFrame(layout, "plain", y: 20)
        expectFrame(layout, "other", y: 45)
        #expect(layout.diagnostics.isEmpty)
    }
}
