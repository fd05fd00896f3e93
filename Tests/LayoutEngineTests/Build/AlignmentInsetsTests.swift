@testable import LayoutEngine
import TestSupport
import Testing

/// `alignmentInsets` (docs/requests.md#alignment-insets): constraints place the alignment
/// rectangle; the frame answered is that rectangle outset by the insets.
@Suite struct AlignmentInsetsTests {
    @Test func constraintsActOnTheAlignmentRectangle() throws {
        // A slider's insets (0, 2, 1, 2). Its alignment rectangle is (10, 10, 100, 30), so
        // its frame is (8, 10, 104, 31). Its subview `b` lines up with the alignment
        // rectangle's leading edge, 2 pt inside the frame; `m` with its leading margin,
        // 8 pt inside the frame (margins belong to the bounds). `s` sits 4 below the
        // alignment rectangle's bottom: 10 + 30 + 4 = 44.
        let (_, layouts) = try solveJSON("""
            {"root": {"id": "root", "children": [
               {"id": "slider", "kind": "control", "alignmentInsets": {"top": 0, "left": 2, "bottom": 1, "right": 2},
                "children": [{"id": "b"}, {"id": "m"}]},
               {"id": "s"}]},
             "sizes": [{"width": 200, "height": 100}],
             "constraints": ["slider.leading == root.leading + 10", "slider.top == root.top + 10",
                             "slider.width == 100", "slider.height == 30",
                             "b.leading == slider.leading", "b.top == slider.top", "b.width == 5", "b.height == 5",
                             "m.leading == slider.leadingMargin", "m.top == slider.top", "m.width == 5", "m.height == 5",
                             "s.top == slider.bottom + 4", "s.leading == slider.leading", "s.width == 1", "s.height == 1"]}
            """)
        let layout = layouts[0]
        #expect(layout.frame("slider") == rect(8, 10, 104, 31))
        #expect(layout.frame("b") == rect(2, 0, 5, 5))
        #expect(layout.frame("m") == rect(8, 0, 5, 5))
        #expect(layout.frame("s") == rect(10, 44, 1, 1))
    }

    @Test func aFixedFrameIsAnsweredAsGiven() throws {
        // The frame is the frame: its alignment rectangle is (5 + 2, 5, 50 − 4, 20 − 1),
        // which `d` lines up with.
        let (_, layouts) = try solveJSON("""
            {"root": {"id": "root", "children": [
               {"id": "c", "frame": {"x": 5, "y": 5, "width": 50, "height": 20},
                "alignmentInsets": {"left": 2, "bottom": 1, "right": 2}},
               {"id": "d"}]},
             "sizes": [{"width": 200, "height": 100}],
             "constraints": ["d.leading == c.leading", "d.trailing == c.trailing", "d.top == c.bottom", "d.height == 1"]}
            """)
        #expect(layouts[0].frame("c") == rect(5, 5, 50, 20))
        #expect(layouts[0].frame("d") == rect(7, 24, 46, 1))
    }

    @Test func intrinsicSizesAreTheAlignmentRectangles() throws {
        // A switch (0, 0, 0, 2) of intrinsic size 51 × 31: its frame is 53 wide.
        let (_, layouts) = try solveJSON("""
            {"root": {"id": "root", "children": [
               {"id": "toggle", "kind": "control", "intrinsicSize": {"width": 51, "height": 31},
                "alignmentInsets": {"right": 2}}]},
             "sizes": [{"width": 200, "height": 100}],
             "constraints": ["toggle.trailing == root.trailing - 16", "toggle.top == root.top"]}
            """)
        // Alignment rectangle 200 − 16 − 51 = 133 to 184; the frame reaches 186.
        #expect(layouts[0].frame("toggle") == rect(133, 0, 53, 31))
    }

    /// Hit tests use the answered frames, so the outset part is touchable.
    @Test func hitTestsUseTheOutsetFrame() throws {
        let (document, layouts) = try solveJSON("""
            {"root": {"id": "root", "children": [
               {"id": "toggle", "kind": "control", "frame": {"x": 10, "y": 10, "width": 53, "height": 31},
                "alignmentInsets": {"right": 2}}]},
             "sizes": [{"width": 200, "height": 100}]}
            """)
        let tester = HitTester(document: document, layout: layouts[0])
        // x 62 is in the 2 pt outside the alignment rectangle (10...61) but inside the frame.
        #expect(tester.hit(Point(x: 62, y: 20)).view == "toggle")
        #expect(tester.hit(Point(x: 63, y: 20)).view == "root")
    }

    @Test func theRootTakesNone() {
        let p = problemOf("""
            {"root": {"id": "root", "alignmentInsets": {"top": 1}}, "sizes": [{"width": 1, "height": 1}]}
            """)
        #expect(p?.kind == .invalidValue)
        #expect(p?.pointer == "/root/alignmentInsets")
        let unknown = problemOf("""
            {"root": {"id": "root", "children": [{"id": "a", "alignmentInsets": {"leading": 1}}]},
             "sizes": [{"width": 1, "height": 1}]}
            """)
        #expect(unknown?.kind == .unknownMember)
    }
}
