import Testing
@testable import LayoutEngine

/// Stack-view rules real Interface Builder files show (docs/stack-views.md): a nested stack's natural length
/// in fillProportionally, and hidden items parked half a gap out.
@Suite struct StackNaturalLengthTests {
    @Test func aNestedStackAlongTheAxisSharesByItsNaturalLength() throws {
        // inner: b 70 + c 70 + spacing 10 = 150; a 50. D = 200 (outer spacing 0), so at
        // 400 a gets 100 and inner 300; inside, c hugs less and takes 300 − 70 − 10 = 220.
        let inner = stackView("inner", [box("b", 70, 20),
                                        box("c", 70, 20, hugging: AxisPriorities(horizontal: 249, vertical: 250))], spacing: 10)
        let outer = stackView("outer", [box("a", 50, 20), inner], distribution: .fillProportionally)
        let layout = try layOut(document([outer], ["outer.left == root.left", "outer.top == root.top", "outer.width == 400"], size: Size(width: 500, height: 667)))
        expectFrame(layout, "a", x: 0, width: 100)
        expectFrame(layout, "inner", x: 100, width: 300)
        expectFrame(layout, "b", x: 0, width: 70)
        expectFrame(layout, "c", x: 80, width: 220)
        #expect(layout.diagnostics.isEmpty, "\(diagnosticSummary(layout))")
    }

    @Test func aNestedStackAcrossTheAxisTakesItsWidestItemAndItsMargins() throws {
        // inner (vertical, within margins 5 | 5): widest item 90, plus 10 = 100; hidden
        // items do not count. a 100. D = 200: 200 each at 400.
        let inner = stackView("inner", [box("b", 40, 20), box("c", 90, 20), box("h", 300, 20, hidden: true)],
                              axis: .vertical, alignment: .leading, marginsRelative: true,
                              margins: .physical(Insets(top: 0, left: 5, bottom: 0, right: 5)))
        let outer = stackView("outer", [box("a", 100, 20), inner], distribution: .fillProportionally)
        let doc = document([outer], ["outer.left == root.left", "outer.top == root.top", "outer.width == 400"], size: Size(width: 500, height: 667))
        #expect(StackConstraintMaker.naturalLength(inner, horizontal: true) == 100)
        #expect(StackConstraintMaker.naturalLength(inner, horizontal: false) == 40)
        let layout = try layOut(doc)
        expectFrame(layout, "a", x: 0, width: 200)
        expectFrame(layout, "inner", x: 200, width: 200)
    }

    @Test func aHiddenItemParksHalfItsPredecessorsGapOut() throws {
        // a 40, then b hidden, then c: a's custom gap is 20, so b sits at 40 + 10 = 50 and c
        // at 40 + 20 = 60. A hidden item after the last visible one sits flush after it.
        let s = stackView("s", [box("a", 40, 20), box("b", 30, 20, hidden: true), box("c", 50, 20),
                                box("d", 30, 20, hidden: true)],
                          spacing: 8, customSpacing: [(id: "a", spacing: 20)])
        let layout = try layOut(document([s], ["s.left == root.left", "s.top == root.top"]))
        expectFrame(layout, "b", x: 50, width: 0)
        expectFrame(layout, "c", x: 60, width: 50)
        expectFrame(layout, "d", x: 110, width: 0)
        #expect(layout.diagnostics.isEmpty, "\(diagnosticSummary(layout))")
    }
}
