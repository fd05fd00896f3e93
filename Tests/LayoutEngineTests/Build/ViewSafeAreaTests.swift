import LayoutDocument
@testable import LayoutEngine
import TestSupport
import Testing

/// Safe areas of any view and UIKit's margin rules (docs/requests.md#safe-areas-and-margins-of-any-view).
@Suite struct ViewSafeAreaTests {
    /// Root 300 × 600 with 40 on top and 30 below unsafe. `top` spans 10...110, so 30 of
    /// it is unsafe on top; `bottom` spans 500...600, 30 unsafe below; `middle` none.
    private func document(topMembers: String = "", otherMembers: String = "", constraints: [String]) -> String {
        let all = ["top.top == root.top + 10", "top.leading == root.leading", "top.width == 300", "top.height == 100",
                   "bottom.bottom == root.bottom", "bottom.leading == root.leading", "bottom.width == 300", "bottom.height == 100",
                   "middle.top == root.top + 200", "middle.leading == root.leading", "middle.width == 300", "middle.height == 100",
                   "c.leading == top.leading", "c.width == 1", "c.height == 1",
                   "d.leading == bottom.leading", "d.width == 1", "d.height == 1",
                   "e.leading == middle.leading", "e.width == 1", "e.height == 1"] + constraints
        return """
            {"root": {"id": "root", "children": [
               {"id": "top"\(topMembers), "children": [{"id": "c"}]},
               {"id": "bottom"\(otherMembers), "children": [{"id": "d"}]},
               {"id": "middle"\(otherMembers), "children": [{"id": "e"}]}]},
             "sizes": [{"width": 300, "height": 600}],
             "safeAreaInsets": {"top": 40, "bottom": 30},
             "constraints": [\(all.map { "\"\($0)\"" }.joined(separator: ", "))]}
            """
    }

    @Test func aViewsSafeAreaIsItsBoundsLessItsOverlapWithTheUnsafeArea() throws {
        let (_, layouts) = try solveJSON(document(constraints: [
            "c.top == top.safeArea.top", "d.bottom == bottom.safeArea.bottom", "e.top == middle.safeArea.top",
        ]))
        let layout = layouts[0]
        #expect(layout.frame("c") == rect(0, 30, 1, 1))
        #expect(layout.frame("d") == rect(0, 69, 1, 1))  // 100 − 30 − 1
        #expect(layout.frame("e") == rect(0, 0, 1, 1))
        #expect(layout.diagnostics.isEmpty)
    }

    @Test func marginsGrowByTheUnsafePartWhenTheViewInsetsThem() throws {
        let on = #", "insetsLayoutMarginsFromSafeArea": true"#
        let (_, layouts) = try solveJSON(document(topMembers: on, otherMembers: on, constraints: [
            "c.top == top.topMargin", "d.bottom == bottom.bottomMargin", "e.top == middle.topMargin",
        ]))
        let layout = layouts[0]
        #expect(layout.frame("c") == rect(0, 38, 1, 1))  // 8 + 30
        #expect(layout.frame("d") == rect(0, 61, 1, 1))  // 100 − (8 + 30) − 1
        #expect(layout.frame("e") == rect(0, 8, 1, 1))
    }

    /// Without the member a view other than the root keeps the margins guide of
    /// docs/requests.md#safe-area-and-margins (its bounds inset by its margins), and so does one that says false.
    @Test func otherViewsMeasureMarginsFromTheirBoundsUnlessAsked() throws {
        for members in ["", #", "insetsLayoutMarginsFromSafeArea": false"#] {
            let (_, layouts) = try solveJSON(document(topMembers: members, otherMembers: members, constraints: [
                "c.top == top.topMargin", "d.bottom == bottom.bottomMargin",
            ]))
            #expect(layouts[0].frame("c") == rect(0, 8, 1, 1))
            #expect(layouts[0].frame("d") == rect(0, 91, 1, 1))
        }
    }

    /// Margins that cannot move (neither from the safe area nor preserved from the
    /// superview) are constants: resizing needs no second solve and no cold build.
    @Test func plainMarginsAreSolvedOnceAndResizedWarm() throws {
        let json = """
            {"root": {"id": "root", "children": [{"id": "card", "children": [{"id": "more"}]}]},
             "sizes": [{"width": 300, "height": 600}], "safeAreaInsets": {"top": 40},
             "constraints": ["H:|-16-[card]-16-|", "card.top == root.top", "card.height == 100",
                             "more.trailing == card.trailingMargin", "more.top == card.topMargin",
                             "more.width == 10", "more.height == 10"]}
            """
        var system = try LayoutSystem(document: DocumentReader.read(Array(json.utf8)).document)
        for width in [300.0, 320, 400] {
            let layout = try system.layout(for: Size(width: width, height: 600))
            // card spans 16...width − 16; more sits 8 inside its right margin and 8 down,
            // although card overlaps the unsafe top: its margins ignore the safe area.
            #expect(layout.frame("more") == rect(width - 32 - 8 - 10, 8, 10, 10))
        }
        #expect(system.coldBuilds == 1)
    }

    /// The root's margins guide sits in its safe area unless told otherwise.
    @Test func theRootsMarginsFromItsSafeArea() throws {
        let json = """
            {"root": {"id": "root", "insetsLayoutMarginsFromSafeArea": false, "children": [{"id": "a"}]},
             "sizes": [{"width": 100, "height": 100}], "safeAreaInsets": {"top": 20},
             "constraints": ["a.top == root.topMargin", "a.leading == root.leading", "a.width == 1", "a.height == 1"]}
            """
        #expect(try solveJSON(json).1[0].frame("a") == rect(0, 8, 1, 1))
        let inside = json.replacingOccurrences(of: #""insetsLayoutMarginsFromSafeArea": false, "#, with: "")
        #expect(try solveJSON(inside).1[0].frame("a") == rect(0, 28, 1, 1))
    }

    @Test func preservesSuperviewLayoutMargins() throws {
        // Root margins: left 40, right 8. `p` spans x 10...210: its left margin is at least
        // 40 − 10 = 30, its right stays 8 (8 − 90 is less). With the rule off: 8 and 8.
        let json = """
            {"root": {"id": "root", "layoutMargins": {"left": 40}, "children": [
               {"id": "p", "preservesSuperviewLayoutMargins": true, "children": [{"id": "q"}]}]},
             "sizes": [{"width": 300, "height": 300}],
             "constraints": ["p.leading == root.leading + 10", "p.top == root.top", "p.width == 200", "p.height == 100",
                             "q.leading == p.leadingMargin", "q.trailing == p.trailingMargin", "q.top == p.top", "q.height == 1"]}
            """
        #expect(try solveJSON(json).1[0].frame("q") == rect(30, 0, 162, 1))
        let off = json.replacingOccurrences(of: #""preservesSuperviewLayoutMargins": true, "#, with: "")
        #expect(try solveJSON(off).1[0].frame("q") == rect(8, 0, 184, 1))
    }

    /// A stack arranging within its margins follows its margins' safe-area part too.
    @Test func aStackArrangesWithinItsSafeMargins() throws {
        let (_, layouts) = try solveJSON("""
            {"root": {"id": "root", "children": [
               {"id": "s", "kind": "stack", "axis": "vertical", "layoutMarginsRelativeArrangement": true,
                "insetsLayoutMarginsFromSafeArea": true,
                "layoutMargins": {"top": 0, "left": 0, "bottom": 0, "right": 0},
                "children": [{"id": "row", "intrinsicSize": {"width": 10, "height": 10}}]}]},
             "sizes": [{"width": 100, "height": 200}], "safeAreaInsets": {"top": 20},
             "constraints": ["s.top == root.top", "s.leading == root.leading", "s.trailing == root.trailing"]}
            """)
        #expect(layouts[0].frame("s") == rect(0, 0, 100, 30))
        #expect(layouts[0].frame("row") == rect(0, 20, 100, 10))
    }

    /// Resizing re-settles the insets: each layout equals a cold solve at its size.
    @Test func resizesMatchColdSolves() throws {
        let json = """
            {"root": {"id": "root", "children": [{"id": "v", "children": [{"id": "c"}]}]},
             "sizes": [{"width": 100, "height": 100}, {"width": 100, "height": 300}, {"width": 100, "height": 100}],
             "safeAreaInsets": {"top": 50},
             "constraints": ["v.top == root.centerY - 40", "v.leading == root.leading", "v.width == 100", "v.height == 20",
                             "c.top == v.safeArea.top", "c.leading == v.leading", "c.width == 1", "c.height == 1"]}
            """
        let layouts = try solveJSON(json).1
        // At 100 high, v spans 10...30, all of it unsafe: its safe area is empty at its
        // bottom, so c sits at 20. At 300 high, v spans 110...130: no overlap, c at 0.
        #expect(layouts[0].frame("c") == rect(0, 20, 1, 1))
        #expect(layouts[1].frame("c") == rect(0, 0, 1, 1))
        #expect(layouts[2] == layouts[0])
    }

    @Test func guidesHaveNoSafeArea() {
        let p = problemOf("""
            {"root": {"id": "root", "layoutGuides": [{"id": "g"}], "children": [{"id": "a"}]},
             "sizes": [{"width": 1, "height": 1}], "constraints": ["a.top == g.safeArea.top"]}
            """)
        #expect(p?.kind == .unknownItem)
        let type = problemOf("""
            {"root": {"id": "root", "preservesSuperviewLayoutMargins": 1}, "sizes": [{"width": 1, "height": 1}]}
            """)
        #expect(type?.kind == .wrongType)
    }
}
