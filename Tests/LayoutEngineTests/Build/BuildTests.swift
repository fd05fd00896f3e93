import Cassowary
@testable import LayoutEngine
import TestSupport
import Testing

/// A document with a container `s` (children `b`, `c`, a guide `g`) and a sibling `a`.
private func sampleDocument(_ constraints: [String], direction: LayoutDirection = .leftToRight,
                            safeArea: Insets = .zero) -> Document {
    let root = View(id: "root", children: [
        View(id: "a", intrinsicSize: IntrinsicSize(width: 40, height: nil), huggingPriority: AxisPriorities(horizontal: 251, vertical: 250)),
        View(id: "s", children: [View(id: "b"), View(id: "c", frame: Rect(x: 1, y: 2, width: 3, height: 4))],
             layoutGuides: [LayoutGuide(id: "g")],
             layoutMargins: .directional(DirectionalInsets(top: 1, leading: 2, bottom: 3, trailing: 4))),
    ])
    return Document(root: root,
                    constraints: constraints.enumerated().map { i, text in
                        ConstraintSpec(source: text.hasPrefix("H:") || text.hasPrefix("V:") ? .visualFormat(text) : .expression(text),
                                       index: i)
                    },
                    sizes: [Size(width: 320, height: 480)], safeAreaInsets: safeArea, layoutDirection: direction)
}

/// Builds and returns the document's own constraints with their expressions spelled as
/// `{"b.y": 1, ...}` so tests do not depend on variable numbering.
private func built(_ document: Document, limits: Limits = .default) throws(Problem) -> (BuiltSystem, [(String, [String: Double], Double, RelationalOperator, Strength)]) {
    var solver = Solver()
    let system = try SystemBuilder.build(document, limits: limits, solver: &solver)
    var names: [Int32: String] = [:]
    for i in 0..<system.items.count {
        let item = system.items[i]
        names[item.x.index] = item.id + ".x"
        names[item.y.index] = item.id + ".y"
        names[item.width.index] = item.id + ".w"
        names[item.height.index] = item.id + ".h"
    }
    let rows = zip(system.constraintNames(), system.constraints).map { name, c in
        var terms: [String: Double] = [:]
        for t in c.expression.terms { terms[names[t.variable.index] ?? "?", default: 0] += t.coefficient }
        return (name, terms, c.expression.constant, c.op, c.strength)
    }
    return (system, rows)
}

/// The problem building `document` raises, nil when it builds.
private func buildProblem(_ document: Document) -> Problem? {
    problem { _ = try built(document) }
}

@Suite struct BuildTests {
    @Test func generatedConstraintsComeFirstInOrderWithTheirNames() throws {
        let (_, rows) = try built(sampleDocument(["a.width == 10", "a.width == 10"]))
        #expect(rows.map(\.0) == [
            "c.frame.x", "c.frame.y", "c.frame.width", "c.frame.height",
            "a.hug.h", "a.compress.h",
            "a.width == 10", "a.width == 10#2",
        ])
        // c.frame.x: c.x == s.x + 1  →  c.x − s.x − 1 == 0
        #expect(rows[0].1 == ["c.x": 1, "s.x": -1])
        #expect(rows[0].2 == -1)
        // a.hug.h: a.w <= 40 at 251; a.compress.h: a.w >= 40 at 750; each priority its level.
        #expect(rows[4].3 == .lessThanOrEqual && rows[4].4 == .level(251) && rows[4].2 == -40)
        #expect(rows[5].3 == .greaterThanOrEqual && rows[5].4 == .level(750))
    }

    /// An optional hugging/compression pair keeps its two names and places, and goes to the
    /// solver as one equality priced by each; a required half keeps the pair apart.
    @Test func optionalIntrinsicPairsGoToTheSolverAsOne() throws {
        let (system, _) = try built(sampleDocument([]))
        let hug = try #require(system.constraintNames().firstIndex(of: "a.hug.h"))
        #expect(system.list.pairing[hug] == .first && system.list.pairing[hug + 1] == .second)
        #expect(system.list.solverConstraint(hug + 1) == nil)
        let one = try #require(system.list.solverConstraint(hug))
        #expect(one.op == .equal && one.strength == .level(251) && one.strengthBelow == .level(750))
        #expect(one.expression.constant == -40)

        var document = sampleDocument([])
        document.root.children[0].compressionResistance = AxisPriorities(horizontal: 1000, vertical: 750)
        let (required, rows) = try built(document)
        let i = try #require(rows.firstIndex { $0.0 == "a.hug.h" })
        #expect(required.list.pairing[i] == .single && required.list.pairing[i + 1] == .single)
        #expect(required.list.solverConstraint(i + 1)?.strength == .required)
    }

    /// A stack whose length a stack around it ties (a row in a fill-aligned column) trades
    /// its views' sizes along its axis by priority: those pairs stay two rows; across its
    /// axis, and in a row nothing ties, they are one.
    @Test func tradedIntrinsicSizesStayTwoRows() throws {
        func label(_ id: String) -> View {
            View(id: id, kind: .label, intrinsicSize: IntrinsicSize(width: 40, height: 20))
        }
        func document(columnAlignment: StackProperties.Alignment) -> Document {
            let row = View(id: "row", children: [label("a"), label("b")], stack: StackProperties(axis: .horizontal))
            let column = View(id: "column", children: [row],
                              stack: StackProperties(axis: .vertical, alignment: columnAlignment))
            return Document(root: View(id: "root", children: [column]), sizes: [Size(width: 320, height: 480)])
        }
        let (tied, tiedRows) = try built(document(columnAlignment: .fill))
        let (free, freeRows) = try built(document(columnAlignment: .leading))
        for (system, rows, widthsPaired) in [(tied, tiedRows, false), (free, freeRows, true)] {
            for id in ["a", "b"] {
                let h = try #require(rows.firstIndex { $0.0 == id + ".hug.h" })
                let v = try #require(rows.firstIndex { $0.0 == id + ".hug.v" })
                #expect(system.list.pairing[h] == (widthsPaired ? .first : .single))
                #expect(system.list.pairing[v] == .first)
            }
        }
    }

    @Test func positionsAreMeasuredInTheNearestCommonAncestor() throws {
        // (b.y − s.y) == 0.5 · ((s.y + s.h/2) − s.y)  →  b.y − s.y − 0.25·s.h == 0
        let (_, rows) = try built(sampleDocument(["b.top == s.centerY * 0.5"]))
        let row = try #require(rows.last)
        #expect(row.1 == ["b.y": 1, "s.y": -1, "s.h": -0.25])
        #expect(row.2 == 0)
        // Siblings b and c: the ancestor is s; with multiplier 2:
        // (b.y − s.y) == 2 · (c.y − s.y) + 3  →  b.y + s.y − 2·c.y − 3 == 0
        let (_, rows2) = try built(sampleDocument(["b.top == c.top * 2 + 3"]))
        let row2 = try #require(rows2.last)
        #expect(row2.1 == ["b.y": 1, "c.y": -2, "s.y": 1])
        #expect(row2.2 == -3)
        // Multiplier 1: the ancestor's origin cancels.
        let (_, rows3) = try built(sampleDocument(["b.top == a.bottom + 5"]))
        #expect(rows3.last?.1 == ["b.y": 1, "a.y": -1, "a.h": -1])
    }

    @Test func rightToLeftMirrorsLeadingAndTrailing() throws {
        // b.leading >= c.trailing + 8 in RTL: b.right <= c.left − 8
        //   → (b.x + b.w) − c.x + 8 <= 0
        let (_, rows) = try built(sampleDocument(["b.leading >= c.trailing + 8"], direction: .rightToLeft))
        let row = try #require(rows.last)
        #expect(row.0 == "b.leading >= c.trailing + 8")
        #expect(row.1 == ["b.x": 1, "b.w": 1, "c.x": -1])
        #expect(row.2 == 8)
        #expect(row.3 == .lessThanOrEqual)
        // Left-to-right: b.x − (c.x + c.w) − 8 >= 0
        let (_, ltr) = try built(sampleDocument(["b.leading >= c.trailing + 8"]))
        #expect(ltr.last?.1 == ["b.x": 1, "c.x": -1, "c.w": -1])
        #expect(ltr.last?.3 == .greaterThanOrEqual)
    }

    @Test func marginsGuidesAndSafeArea() throws {
        // s has directional margins leading 2, trailing 4; in RTL its left margin is 4.
        let (_, rtl) = try built(sampleDocument(["b.left == s.leftMargin", "b.trailing == s.trailingMargin"], direction: .rightToLeft))
        // b.left == s.margins.left = s.x + 4 (trailing margin is on the left in RTL)
        #expect(rtl[rtl.count - 2].1 == ["b.x": 1, "s.x": -1])
        #expect(rtl[rtl.count - 2].2 == -4)
        // b.trailing → b.left == s.margins.left → b.x − s.x − 4 == 0
        #expect(rtl.last?.1 == ["b.x": 1, "s.x": -1])
        #expect(rtl.last?.2 == -4)
        // Root margins guide = safe area (top 44) inset by the root's margins (8):
        // g.top == root.topMargin → (g.y − root.y) − (root.y + 44 + 8 − root.y) → g.y − root.y − 52
        let (_, rows) = try built(sampleDocument(["g.top == root.topMargin", "a.bottom == root.safeArea.bottom"],
                                                 safeArea: Insets(top: 44, left: 0, bottom: 34, right: 0)))
        #expect(rows[rows.count - 2].1 == ["g.y": 1, "root.y": -1])
        #expect(rows[rows.count - 2].2 == -52)
        // a.y + a.h == root.y + 44 + (root.h − 44 − 34) → a.y + a.h − root.y − root.h + 34 == 0
        #expect(rows.last?.1 == ["a.y": 1, "a.h": 1, "root.y": -1, "root.h": -1])
        #expect(rows.last?.2 == 34)
    }

    @Test func refusals() {
        let cases: [(String, ProblemKind)] = [
            ("a.top == 10", .invalidConstraint),                  // position to a constant
            ("a.top == b.top * 0", .invalidConstraint),           // multiplier 0
            ("a.top == b.height", .invalidConstraint),            // position with a size
            ("a.left == b.top", .invalidConstraint),              // x with y
            ("a.leading == b.left", .invalidConstraint),          // leading with left
            ("a.leading == b.leading * 2", .invalidConstraint),   // multiplier on leading
            ("g.leftMargin == a.left", .invalidConstraint),       // margins on a guide
            ("g.firstBaseline == a.top", .invalidConstraint),     // baseline on a guide
            ("s.margins.topMargin == a.top", .invalidConstraint),
            ("a.width == 10 @1001", .invalidConstraint),
            ("a.width == 10 @0.5", .invalidConstraint),
            ("x.width == 10", .unknownItem),
            ("g.margins.top == a.top", .unknownItem),             // guides have no margins guide
            ("g.safeArea.top == a.top", .unknownItem),            // views have safe areas, guides do not
            ("a.width == b.width / 0", .invalidConstraint),
            ("a.width == b.hieght", .invalidAttribute),
            ("H:[a]-[b]", .invalidConstraint),                    // different superviews
            ("H:|[root]", .invalidConstraint),
            ("H:[a]-[zz]", .unknownItem),
        ]
        for (text, kind) in cases {
            let p = buildProblem(sampleDocument([text]))
            #expect(p?.kind == kind, "\(text)")
            #expect(p?.pointer == "/constraints/0", "\(text)")
        }
        #expect(buildProblem(sampleDocument(["a.width == 10 @1000", "a.width >= b.height * 2"])) == nil)
        #expect(buildProblem(sampleDocument(["a.firstBaseline == b.lastBaseline"])) == nil)
        #expect(buildProblem(sampleDocument(["a.width == 10", "a.width == 1"])) == nil)
    }

    @Test func errorsInStringsCarryTheirOffset() {
        let p = buildProblem(sampleDocument(["a.width == 1", "b.top == zz.top"]))
        #expect(p?.kind == .unknownItem)
        #expect(p?.pointer == "/constraints/1")
        #expect(p?.location.offset == 9)
    }

    @Test func objectConstraintsPointAtTheirMembers() throws {
        var doc = sampleDocument([])
        doc.constraints = [
            ConstraintSpec(source: .object(ObjectConstraint(id: "t", first: "b.top", second: "s.top", constant: 8)), index: 0),
            ConstraintSpec(source: .object(ObjectConstraint(first: "b.width", constant: -2.5, priority: 999.5)), index: 1),
        ]
        let (_, rows) = try built(doc)
        #expect(rows.suffix(2).map(\.0) == ["t", "b.width == -2.5 @999.5"])
        doc.constraints.append(ConstraintSpec(source: .object(ObjectConstraint(first: "b.top", second: "q.top")), index: 2))
        let p = buildProblem(doc)
        #expect(p?.kind == .unknownItem)
        #expect(p?.pointer == "/constraints/2/second")
    }

    @Test func visualFormatUsesTheSuperviewIdAndCanonicalNames() throws {
        let (_, rows) = try built(sampleDocument(["H:|-[b]-8-[c(>=20@750)]|", "V:[b(==c)]"]))
        #expect(rows.suffix(5).map(\.0) == [
            "b.leading == s.leading + 20", "c.leading == b.trailing + 8", "c.width >= 20 @750",
            "s.trailing == c.trailing", "b.height == c.height",
        ])
    }

    @Test func constraintLimitCountsVisualFormatExpansion() {
        var limits = Limits.default
        limits.maxConstraints = 3
        let p = try? built(sampleDocument(["a.width == 1", "H:|[b][c]|"]), limits: limits)
        #expect(p == nil)
        do {
            _ = try built(sampleDocument(["a.width == 1", "H:|[b][c]|"]), limits: limits)
        } catch {
            #expect(error.kind == .tooManyConstraints)
            #expect(error.pointer == "/constraints/1")
        }
        #expect((try? built(sampleDocument(["a.width == 1", "H:|[b]"]), limits: limits)) != nil)
    }

    @Test func canonicalNumbers() {
        #expect(AnswerNumber.text(0.6666666) == "0.666667")
        #expect(AnswerNumber.text(-0.0000004) == "0")
        #expect(AnswerNumber.text(2) == "2")
        #expect(AnswerNumber.text(1.5e-6) == "0.000002")
        #expect(AnswerNumber.text(-12.25) == "-12.25")
        #expect(AnswerNumber.text(0.9999996) == "1")
    }
}
