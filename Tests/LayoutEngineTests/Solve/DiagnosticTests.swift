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

    /// How far an ambiguous attribute moves over the optimal solutions: two boxes of equal
    /// hugging fill 100 pt with 99.8 pt of intrinsic height, so they tie over 0.2 pt; a box
    /// nothing places vertically moves without bound; a placed one has no extent.
    @Test func ambiguityExtentMeasuresTheOptimalFace() throws {
        let doc = document([box("a", 10, 50), box("b", 10, 49.8), box("free", 10, 10), box("fixed", 10, 10)], [
            "a.left == root.left", "a.top == root.top", "b.left == root.left", "b.top == a.bottom",
            "b.bottom == root.top + 100", "free.left == root.left", "fixed.left == root.left", "fixed.top == root.top",
        ])
        var system = try LayoutSystem(document: doc)
        let layout = try system.layout(for: Size(width: 375, height: 667))
        #expect(diagnosticSummary(layout).filter { $0.hasPrefix("ambiguous") }.sorted()
            == ["ambiguous a height", "ambiguous b y,height", "ambiguous free y"])
        let a = try #require(try system.ambiguityExtent(of: "a"))
        #expect(abs(a - 0.2) < 1e-6)
        let b = try #require(try system.ambiguityExtent(of: "b"))
        #expect(abs(b - 0.2) < 1e-6)
        #expect(try #require(try system.ambiguityExtent(of: "free")) > 1000)
        #expect(try system.ambiguityExtent(of: "fixed") == nil)
        #expect(try system.ambiguityExtent(of: "nowhere") == nil)
    }

    @Test func ambiguityMessagesNameEveryAttribute() {
        guard case .ambiguous(_, _, let m) = Diagnostics.ambiguous("v", [.x, .y, .width, .height]) else {
            Issue.record("not ambiguous")
            return
        }
        #expect(m == "Horizontal position, vertical position, width and height are ambiguous for v.")
    }

    /// The leads spelled once per set of attributes are the words spelled out for each set,
    /// in answer order; a list out of that order (or repeating one) is spelled as it comes.
    @Test func ambiguityLeadsAreTheSpelledWordsOfEverySet() {
        let all = FrameAttribute.allCases
        for mask in 0..<16 {
            let set = all.indices.filter { mask & (1 << $0) != 0 }.map { all[$0] }
            #expect(Diagnostics.ambiguityLead(set) == Diagnostics.spelledLead(set))
        }
        #expect(Diagnostics.ambiguityLead([.width]) == "Width is ambiguous for ")
        #expect(Diagnostics.ambiguityLead([.y, .height]) == "Vertical position and height are ambiguous for ")
        #expect(Diagnostics.ambiguityLead([.height, .x]) == "Height and horizontal position are ambiguous for ")
        #expect(Diagnostics.ambiguityLead([.x, .x]) == "Horizontal position and horizontal position are ambiguous for ")
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
