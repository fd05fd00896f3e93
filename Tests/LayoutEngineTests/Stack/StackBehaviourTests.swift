import LayoutDocument
@testable import LayoutEngine
import TestSupport
import Testing

/// Hidden items, nesting, squeezed stacks, ambiguity, proportional fill, spacing, margins
/// and right-to-left, each against frames worked out by hand from docs/stack-views.md.
@Suite struct StackBehaviourTests {
    /// A horizontal fill stack at the root's top-left that hugs its content: a 40, b 50,
    /// c 60, d 70 wide (all 20 tall), spacing 10, the given ones hidden.
    private func row(hiding hidden: Set<String>) throws -> Layout {
        let widths: [(String, Double)] = [("a", 40), ("b", 50), ("c", 60), ("d", 70)]
        let s = stackView("s", widths.map { box($0.0, $0.1, 20, hidden: hidden.contains($0.0)) }, spacing: 10)
        return try layOut(document([s], ["s.left == root.left", "s.top == root.top"]))
    }

    @Test func aHiddenFirstItemCollapsesWithItsSpacing() throws {
        let layout = try row(hiding: ["a"])
        // b, c, d chained from 0: b 0, c 50 + 10 = 60, d 60 + 60 + 10 = 130; 50 + 60 + 70 + 2·10 = 200.
        expectFrame(layout, "s", x: 0, width: 200, height: 20)
        expectFrame(layout, "b", x: 0, width: 50)
        expectFrame(layout, "c", x: 60, width: 60)
        expectFrame(layout, "d", x: 130, width: 70)
        // a: width 0 (hiding at 999.999 beats compression 750), parked at the leading edge
        // (50), top and bottom with b's (50): y 0, height 20.
        expectFrame(layout, "a", x: 0, y: 0, width: 0, height: 20)
        #expect(layout.diagnostics.isEmpty, "\(diagnosticSummary(layout))")
    }

    @Test func aHiddenMiddleItemCollapsesWithItsSpacing() throws {
        let layout = try row(hiding: ["c"])
        // a 0, b 50, d 50 + 50 + 10 = 110; 40 + 50 + 70 + 2·10 = 180. c parked half a gap
        // after b (docs/stack-views.md#hidden-arranged-subviews, as Xcode's saved frames show): 100 + 10 / 2 = 105.
        expectFrame(layout, "s", width: 180)
        expectFrame(layout, "a", x: 0)
        expectFrame(layout, "b", x: 50)
        expectFrame(layout, "d", x: 110, width: 70)
        expectFrame(layout, "c", x: 105, y: 0, width: 0, height: 20)
        #expect(layout.diagnostics.isEmpty, "\(diagnosticSummary(layout))")
    }

    @Test func aHiddenLastItemCollapsesWithItsSpacing() throws {
        let layout = try row(hiding: ["d"])
        // a 0, b 50, c 110; 40 + 50 + 60 + 2·10 = 170. d parked after c: 110 + 60 = 170.
        expectFrame(layout, "s", width: 170)
        expectFrame(layout, "c", x: 110, width: 60)
        expectFrame(layout, "d", x: 170, width: 0)
        #expect(layout.diagnostics.isEmpty, "\(diagnosticSummary(layout))")
    }

    @Test func showingItemsAgainRestoresTheLayout() throws {
        let shown = try row(hiding: [])
        // 40 + 50 + 60 + 70 + 3·10 = 250; x = 0, 50, 110, 180.
        expectFrame(shown, "s", width: 250)
        for (id, x) in [("a", 0.0), ("b", 50), ("c", 110), ("d", 180)] { expectFrame(shown, id, x: x) }
        _ = try row(hiding: ["b", "c"])
        #expect(try row(hiding: []) == shown)
    }

    @Test func aHiddenItemsRequiredLengthWinsWithoutAConflict() throws {
        let s = stackView("s", [box("a", 40, 20), box("b", nil, 20, hidden: true)])
        let layout = try layOut(document([s], ["s.left == root.left", "s.top == root.top", "b.width == 30"]))
        // b keeps 30 (required beats hiding at 999.999), takes no room: s is a's 40 wide;
        // a is the one visible item, so b parks at the stack's start (docs/stack-views.md).
        expectFrame(layout, "s", width: 40)
        expectFrame(layout, "b", x: 0, width: 30)
        #expect(layout.diagnostics.isEmpty, "\(diagnosticSummary(layout))")
    }

    @Test func withTwoVisibleItemsAHiddenLastOneParksFlushAfterTheLast() throws {
        let s = stackView("s", [box("a", 40, 20), box("b", 50, 20), box("c", 30, 20, hidden: true)])
        let layout = try layOut(document([s], ["s.left == root.left", "s.top == root.top"]))
        expectFrame(layout, "c", x: 90, width: 0)
        let one = try layOut(document([stackView("s", [box("a", 40, 20), box("c", 30, 20, hidden: true)])],
                                      ["s.left == root.left", "s.top == root.top"]))
        expectFrame(one, "c", x: 0, width: 0)
    }

    @Test func aStackWithEveryItemHiddenParksThemOnItsEdges() throws {
        // Fill alignment: top and bottom on the stack's at 50; no intrinsic height, so 40.
        let fill = stackView("s", [box("a", 40, nil, hidden: true), box("b", 50, nil, hidden: true)])
        let layout = try layOut(document([fill], ["s.left == root.left + 10", "s.top == root.top + 20",
                                                  "s.width == 100", "s.height == 40"]))
        expectFrame(layout, "a", x: 0, y: 0, width: 0, height: 40)
        expectFrame(layout, "b", x: 0, y: 0, width: 0, height: 40)
        // Center alignment: only the top (50); heights stay intrinsic.
        let center = stackView("t", [box("c", 40, 20, hidden: true), box("d", 50, 30, hidden: true)], alignment: .center)
        let other = try layOut(document([center], ["t.left == root.left", "t.top == root.top", "t.width == 100", "t.height == 40"]))
        expectFrame(other, "c", x: 0, y: 0, width: 0, height: 20)
        expectFrame(other, "d", x: 0, y: 0, width: 0, height: 30)
        #expect(layout.diagnostics.isEmpty && other.diagnostics.isEmpty)
    }

    @Test func nestedStacksThreeDeepSizeAHuggingCard() throws {
        // card > outer (vertical, leading, spacing 8) > [title 120×21,
        //   row (horizontal, center, spacing 4) > [icon 24×24, col (vertical, spacing 2) > [l1 80×17, l2 100×15]]]
        let col = stackView("col", [box("l1", 80, 17), box("l2", 100, 15)], axis: .vertical, spacing: 2)
        let row = stackView("row", [box("icon", 24, 24), col], alignment: .center, spacing: 4)
        let outer = stackView("outer", [box("title", 120, 21), row], axis: .vertical, alignment: .leading, spacing: 8)
        let card = View(id: "card", children: [outer])
        let layout = try layOut(document([card], [
            "card.left == root.left + 20", "card.top == root.top + 40",
            "outer.leading == card.leading + 12", "outer.top == card.top + 12",
            "card.trailing == outer.trailing + 12", "card.bottom == outer.bottom + 12",
        ]))
        // col: fill alignment gives l1 and l2 one width: l2's compression (750) beats l1's
        // hugging (250): 100. Height 17 + 2 + 15 = 34.
        expectFrame(layout, "col", x: 24 + 4, y: 0, width: 100, height: 34)
        expectFrame(layout, "l1", x: 0, y: 0, width: 100, height: 17)
        expectFrame(layout, "l2", x: 0, y: 19, width: 100, height: 15)
        // row: 24 + 4 + 100 = 128 wide, as tall as its tallest (34); icon centred: (34 − 24)/2 = 5.
        expectFrame(layout, "row", x: 0, y: 21 + 8, width: 128, height: 34)
        expectFrame(layout, "icon", x: 0, y: 5, width: 24, height: 24)
        // outer: 21 + 8 + 34 = 63 tall, max(120, 128) = 128 wide; card adds 12 each side.
        expectFrame(layout, "title", x: 0, y: 0, width: 120, height: 21)
        expectFrame(layout, "outer", x: 12, y: 12, width: 128, height: 63)
        expectFrame(layout, "card", x: 20, y: 40, width: 152, height: 87)
        #expect(layout.diagnostics.isEmpty, "\(diagnosticSummary(layout))")
    }

    @Test func compressionResistanceDecidesWhoShrinksWhenItemsCannotFit() throws {
        let s = stackView("s", [
            box("a", 120, 20), box("b", 100, 20, compression: AxisPriorities(horizontal: 760, vertical: 750)),
        ], spacing: 10)
        let layout = try layOut(document([s], ["s.left == root.left", "s.top == root.top", "s.width == 200"]))
        // 120 + 10 + 100 = 230 > 200: the 30 comes off a (750 < b's 760): a 90, b at 100.
        expectFrame(layout, "a", x: 0, width: 90)
        expectFrame(layout, "b", x: 100, width: 100)
        #expect(layout.diagnostics.isEmpty, "\(diagnosticSummary(layout))")
    }

    private func squeezed(_ distribution: StackProperties.Distribution, width: Double, _ items: [View],
                          priorities: PriorityMode = .levels) throws -> Layout {
        let s = stackView("s", items, distribution: distribution, spacing: 10)
        var d = document([s], ["s.left == root.left", "s.top == root.top", "s.width == \(Int(width))"])
        d.priorities = priorities
        return try layOut(d)
    }

    private let shortItems = [
        box("a", 40, 20), box("b", 60, 20), box("c", 50, 20, compression: AxisPriorities(horizontal: 740, vertical: 750)),
    ]

    @Test func equalSpacingWithTooLittleRoomKeepsTheMinimumSpacingAndCompresses() throws {
        let layout = try squeezed(.equalSpacing, width: 150, shortItems)
        // 40 + 60 + 50 + 2·10 = 170 > 150: spacing stays at its minimum 10 (required) and c
        // (compression 740, the lowest) gives up 20: a 0, b 50, c 120 wide 30.
        expectFrame(layout, "a", x: 0, width: 40)
        expectFrame(layout, "b", x: 50, width: 60)
        expectFrame(layout, "c", x: 120, width: 30)
        #expect(layout.diagnostics.isEmpty, "\(diagnosticSummary(layout))")
    }

    @Test func equalCenteringWithTooLittleRoomKeepsCompressionBeforeCentering() throws {
        let layout = try squeezed(.equalCentering, width: 150, shortItems)
        // Again 20 must come off, spacing at 10. Levels, highest first: a's compression
        // (750) keeps a at 40; c's (740) gives up the 20; centering (149) is what is left:
        // a 40, b at 50, c at 120 wide 30.
        expectFrame(layout, "a", x: 0, width: 40)
        expectFrame(layout, "b", x: 50, width: 60)
        expectFrame(layout, "c", x: 120, width: 30)
        #expect(layout.diagnostics.isEmpty, "\(diagnosticSummary(layout))")
    }

    @Test func equalCenteringWithTooLittleRoomWeighsCenteringAgainstCompression() throws {
        let layout = try squeezed(.equalCentering, width: 150, shortItems, priorities: .weights)
        // Take x off a and 20 − x off c: centers (40 − x)/2, 80 − x, 135 − x/2; gaps
        // 60 − x/2 and 55 + x/2, equal at x = 5. With weights, the cost
        // 750x + 740(20 − x) + 149·|5 − x| falls until x = 5 (10 − 149 < 0) and rises
        // after (10 + 149 > 0): a 35, b at 45, c at 115 wide 35.
        expectFrame(layout, "a", x: 0, width: 35)
        expectFrame(layout, "b", x: 45, width: 60)
        expectFrame(layout, "c", x: 115, width: 35)
        #expect(layout.diagnostics.isEmpty, "\(diagnosticSummary(layout))")
    }

    @Test func equalCenteringGivesWayBeforeCompressionWhenShort() throws {
        let layout = try squeezed(.equalCentering, width: 180, [box("a", 40, 20), box("b", 100, 20), box("c", 20, 20)])
        // Equal centers would put b's center at (20 + 170)/2 = 95, b.x = 45, only 5 after a.
        // Spacing ≥ 10 is required and the centering only 149: 40 + 10 + 100 + 10 + 20 = 180
        // exactly, so b.x = 50, c.x = 160, and the centers (20, 100, 170) are unequal.
        expectFrame(layout, "b", x: 50, width: 100)
        expectFrame(layout, "c", x: 160, width: 20)
        #expect(layout.diagnostics.isEmpty, "\(diagnosticSummary(layout))")
    }

    @Test func fillWithEqualHuggingIsReportedAmbiguous() throws {
        let s = stackView("s", [box("a", 40, 20), box("b", 60, 20)], spacing: 10)
        let layout = try layOut(document([s], ["s.left == root.left", "s.top == root.top", "s.width == 300"]))
        // 300 − 10 = 290 for two items that both hug at 250: any split costs the same.
        #expect(diagnosticSummary(layout) == ["ambiguous a width", "ambiguous b x,width"])
        // One lower hugging priority settles it: a 40, b 250.
        let settled = stackView("s", [box("a", 40, 20), box("b", 60, 20, hugging: AxisPriorities(horizontal: 249, vertical: 250))],
                                spacing: 10)
        let fixed = try layOut(document([settled], ["s.left == root.left", "s.top == root.top", "s.width == 300"]))
        expectFrame(fixed, "b", x: 50, width: 250)
        #expect(fixed.diagnostics.isEmpty)
    }

    @Test func fillProportionallyGivesTheRestToTheLastItemWhenHuggingTies() throws {
        let s = stackView("s", [box("a", 50, 20), box("b", 100, 20)], distribution: .fillProportionally, spacing: 10)
        let layout = try layOut(document([s], ["s.left == root.left", "s.top == root.top", "s.width == 300"]))
        // D = 50 + 100 + 10 = 160: a 50/160·300 = 93.75 (999), b 100/160·300 = 187.5 (998);
        // 93.75 + 10 + 187.5 = 291.25, the 8.75 left goes to b (998 + 250 < 999 + 250): 196.25.
        expectFrame(layout, "a", x: 0, width: 93.75)
        expectFrame(layout, "b", x: 103.75, width: 196.25)
        #expect(layout.diagnostics.isEmpty, "\(diagnosticSummary(layout))")
    }

    @Test func fillProportionallyWithoutIntrinsicLengthsFillsEqually() throws {
        let s = stackView("s", [box("a", nil, 20), box("b", nil, 20)], distribution: .fillProportionally, spacing: 10)
        let doc = document([s], ["s.left == root.left", "s.top == root.top", "s.width == 210"])
        #expect(try stackConstraintNames(doc).contains("UISV-fill-equally:s:a:b"))
        // (210 − 10) / 2 = 100 each.
        let layout = try layOut(doc)
        expectFrame(layout, "a", x: 0, width: 100)
        expectFrame(layout, "b", x: 110, width: 100)
    }

    @Test func customSpacingFollowsItsItem() throws {
        let s = stackView("s", [box("a", 40, 20), box("b", 50, 20), box("c", 60, 20)], spacing: 10,
                          customSpacing: [(id: "a", spacing: 30)])
        let layout = try layOut(document([s], ["s.left == root.left", "s.top == root.top"]))
        // b at 40 + 30 = 70, c at 70 + 50 + 10 = 130; width 190.
        expectFrame(layout, "b", x: 70)
        expectFrame(layout, "c", x: 130)
        expectFrame(layout, "s", width: 190)
    }

    @Test func rightToLeftRunsAHorizontalStackFromTheRight() throws {
        let s = stackView("s", [box("a", 40, 20), box("b", 50, 20)], spacing: 10, customSpacing: [(id: "a", spacing: 20)])
        let layout = try layOut(document([s], ["s.leading == root.leading + 16", "s.top == root.top"], direction: .rightToLeft))
        // Width 40 + 20 + 50 = 110; leading is the right edge: s.x = 375 − 16 − 110 = 249.
        // a first from the right: 110 − 40 = 70; b 20 further left: 70 − 20 − 50 = 0.
        expectFrame(layout, "s", x: 249, width: 110)
        expectFrame(layout, "a", x: 70)
        expectFrame(layout, "b", x: 0)
        #expect(layout.diagnostics.isEmpty, "\(diagnosticSummary(layout))")
    }

    @Test func rightToLeftAlignsAVerticalStacksLeadingItemsRight() throws {
        let s = stackView("s", [box("a", 40, 20), box("b", 60, 20)], axis: .vertical, alignment: .leading)
        let layout = try layOut(document([s], ["s.trailing == root.trailing - 10", "s.top == root.top"], direction: .rightToLeft))
        // Trailing is the left edge: s.x = 10; 60 wide (b); leading items flush right: a.x = 60 − 40.
        expectFrame(layout, "s", x: 10, width: 60, height: 40)
        expectFrame(layout, "a", x: 20, y: 0)
        expectFrame(layout, "b", x: 0, y: 20)
        #expect(layout.diagnostics.isEmpty, "\(diagnosticSummary(layout))")
    }

    @Test func marginsRelativeArrangementInsetsTheItems() throws {
        let s = stackView("s", [box("a", 40, 20), box("b", 50, 30)], marginsRelative: true,
                          margins: .physical(Insets(top: 5, left: 6, bottom: 7, right: 8)))
        let layout = try layOut(document([s], ["s.left == root.left", "s.top == root.top"]))
        // 6 + 40 + 50 + 8 = 104 wide; fill alignment: one height, b's compression wins: 30;
        // 5 + 30 + 7 = 42 tall. a at (6, 5), b at (46, 5).
        expectFrame(layout, "s", width: 104, height: 42)
        expectFrame(layout, "a", x: 6, y: 5, width: 40, height: 30)
        expectFrame(layout, "b", x: 46, y: 5, width: 50, height: 30)
        // Directional margins in right-to-left: leading 6 is the right, trailing 8 the left.
        let rtl = stackView("s", [box("a", 40, 20), box("b", 50, 30)], marginsRelative: true,
                            margins: .directional(DirectionalInsets(top: 5, leading: 6, bottom: 7, trailing: 8)))
        let mirrored = try layOut(document([rtl], ["s.left == root.left", "s.top == root.top"], direction: .rightToLeft))
        // a from the right: 104 − 6 − 40 = 58; b: 58 − 50 = 8 (= the left margin).
        expectFrame(mirrored, "a", x: 58, y: 5)
        expectFrame(mirrored, "b", x: 8, y: 5)
    }

    @Test func aConflictIsReportedAgainstTheDocumentsConstraintNamingTheStacks() throws {
        let s = stackView("s", [box("a", nil, 20), box("b", nil, 20)], distribution: .fillEqually)
        let layout = try layOut(document([s], ["s.left == root.left", "s.top == root.top", "a.width == 50", "b.width == 100"]))
        #expect(diagnosticSummary(layout) == ["unsatisfiable b.width == 100 | UISV-fill-equally:s:a:b, a.width == 50"])
        // b follows a (fill-equally kept): both 50.
        expectFrame(layout, "b", x: 50, width: 50)
    }
}

@Suite struct StackResizeTests {
    @Test func warmResizesOfStackDocumentsEqualColdSolves() throws {
        let sizes = [Size(width: 320, height: 568), Size(width: 414, height: 736), Size(width: 200, height: 300),
                     Size(width: 320, height: 568)]
        for name in ["stack-toolbar-equal-spacing.json", "stack-rtl-row.json", "stack-form-baselines.json",
                     "stack-expandable-menu-expanded.json"] {
            let document = try exampleDocument(name)
            var system = try LayoutSystem(document: document)
            for size in sizes {
                let warm = try system.layout(for: size)
                var single = document
                single.sizes = [size]
                let cold = try layOut(single)
                #expect(warm.frames.map(\.id) == cold.frames.map(\.id))
                for (w, c) in zip(warm.frames, cold.frames) {
                    #expect(abs(w.rect.x - c.rect.x) <= 1e-9 && abs(w.rect.y - c.rect.y) <= 1e-9, "\(name) \(w.id) at \(size)")
                    #expect(abs(w.rect.width - c.rect.width) <= 1e-9 && abs(w.rect.height - c.rect.height) <= 1e-9,
                            "\(name) \(w.id) at \(size)")
                }
                #expect(warm.diagnostics == cold.diagnostics, "\(name) at \(size)")
            }
        }
    }

    @Test func aRootStackArrangesInsideItsSafeAreaMargins() throws {
        // The root as a vertical stack with layoutMarginsRelativeArrangement: its margins
        // guide is the safe area (top 44) inset by its margins (8): items from y = 52.
        var root = stackView("root", [box("a", nil, 30), box("b", nil, 40)], axis: .vertical, spacing: 4, marginsRelative: true)
        root.id = "root"
        let doc = Document(root: root, sizes: [Size(width: 320, height: 200)], safeAreaInsets: Insets(top: 44, left: 0, bottom: 0, right: 0))
        let layout = try layOut(doc)
        // Fill alignment: 320 − 16 = 304 wide at x 8. Fill distribution: 200 − 44 − 16 − 4 =
        // 136 for two items hugging at 250 (equal: b's 40 + a's 30 = 70, 66 to share):
        // ambiguous, so only the fixed parts are checked.
        expectFrame(layout, "a", x: 8, y: 52, width: 304)
        expectFrame(layout, "b", x: 8, width: 304)
        #expect(diagnosticSummary(layout) == ["ambiguous a height", "ambiguous b y,height"])
    }
}
