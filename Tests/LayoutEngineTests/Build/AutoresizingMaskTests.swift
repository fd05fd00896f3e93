@testable import LayoutEngine
import TestSupport
import Testing

/// `autoresizingMask` (docs/requests.md#fixed-frames-and-autoresizing-masks): the superview's change in length
/// from the reference size is shared among the flexible parts by their reference lengths.
@Suite struct AutoresizingMaskTests {
    private func document(_ frame: String, _ flexible: String, reference: String = #"{"width": 200, "height": 100}"#,
                          sizes: String, constraints: String = "[]") -> String {
        """
        {"root": {"id": "root", "children": [{"id": "a", "frame": \(frame),
           "autoresizingMask": {"flexible": [\(flexible)], "referenceSize": \(reference)}}]},
         "sizes": \(sizes), "constraints": \(constraints)}
        """
    }

    @Test func flexibleParts() throws {
        // Horizontally: left 20 and width 60 flexible (total 80), right 120 fixed. At 320
        // the 120 more are shared 1/4 : 3/4, so x 20 + 30 = 50, width 60 + 90 = 150.
        // Vertically: top 20 and bottom 60 flexible (total 80), height 20 fixed. At 160 the
        // 60 more are shared 1/4 : 3/4, so y 20 + 15 = 35.
        let (_, layouts) = try solveJSON(document(
            #"{"x": 20, "y": 20, "width": 60, "height": 20}"#,
            #""flexibleLeftMargin", "flexibleWidth", "flexibleTopMargin", "flexibleBottomMargin""#,
            sizes: #"[{"width": 320, "height": 160}, {"width": 200, "height": 100}, {"width": 120, "height": 20}]"#))
        #expect(layouts[0].frame("a") == rect(50, 35, 150, 20))
        #expect(layouts[0].diagnostics.isEmpty)
        // At the reference size the frame is as given.
        #expect(layouts[1].frame("a") == rect(20, 20, 60, 20))
        // Smaller: 80 less, so x 20 − 20 = 0, width 60 − 60 = 0; 80 less, y 20 − 20 = 0.
        #expect(layouts[2].frame("a") == rect(0, 0, 0, 20))
    }

    @Test func fixedAndRightMargins() throws {
        // Only the right margin flexible: the frame stays put. Only width: it takes all.
        let pinned = try solveJSON(document(
            #"{"x": 10, "y": 5, "width": 50, "height": 20}"#, #""flexibleRightMargin""#,
            sizes: #"[{"width": 400, "height": 300}]"#)).1
        #expect(pinned[0].frame("a") == rect(10, 5, 50, 20))
        let stretched = try solveJSON(document(
            #"{"x": 10, "y": 5, "width": 50, "height": 20}"#, #""flexibleWidth", "flexibleHeight""#,
            sizes: #"[{"width": 400, "height": 300}]"#)).1
        #expect(stretched[0].frame("a") == rect(10, 5, 250, 220))
    }

    @Test func zeroLengthPartsShareEqually() throws {
        // Left margin 0 and width 0 both flexible: the 120 more split 60 / 60.
        let (_, layouts) = try solveJSON(document(
            #"{"x": 0, "y": 0, "width": 0, "height": 10}"#, #""flexibleLeftMargin", "flexibleWidth""#,
            sizes: #"[{"width": 320, "height": 100}]"#))
        #expect(layouts[0].frame("a") == rect(60, 0, 60, 10))
    }

    @Test func constraintsAreNamedARMPerAxis() throws {
        let (_, layouts) = try solveJSON(document(
            #"{"x": 20, "y": 20, "width": 60, "height": 20}"#, #""flexibleWidth""#,
            sizes: #"[{"width": 320, "height": 100}]"#, constraints: #"["a.width == 10", "a.top == root.top"]"#))
        let conflicts = layouts[0].diagnostics.compactMap { d -> (String, [String])? in
            if case .unsatisfiable(let c, let others, _) = d { return (c, others) }
            return nil
        }
        #expect(conflicts.count == 2)
        #expect(conflicts.first?.0 == "a.width == 10")
        #expect(conflicts.first?.1 == ["ARM-h:a#2"])
        #expect(conflicts.last?.1 == ["ARM-v:a"])
        #expect(layouts[0].frame("a") == rect(20, 20, 180, 20))
    }

    @Test func refusals() {
        let noFrame = problemOf("""
            {"root": {"id": "root", "children": [{"id": "a",
               "autoresizingMask": {"flexible": [], "referenceSize": {"width": 1, "height": 1}}}]},
             "sizes": [{"width": 1, "height": 1}]}
            """)
        #expect(noFrame?.kind == .invalidValue)
        #expect(noFrame?.pointer == "/root/children/0/autoresizingMask")
        let onRoot = problemOf("""
            {"root": {"id": "root", "frame": {"x": 0, "y": 0, "width": 1, "height": 1},
               "autoresizingMask": {"flexible": [], "referenceSize": {"width": 1, "height": 1}}}}
            """)
        #expect(onRoot?.pointer == "/root/autoresizingMask")
        let badFlag = problemOf(document(#"{"x": 0, "y": 0, "width": 1, "height": 1}"#, #""flexibleDepth""#,
                                         sizes: #"[{"width": 1, "height": 1}]"#))
        #expect(badFlag?.kind == .invalidValue)
        #expect(badFlag?.pointer == "/root/children/0/autoresizingMask/flexible/0")
        let twice = problemOf(document(#"{"x": 0, "y": 0, "width": 1, "height": 1}"#, #""flexibleWidth", "flexibleWidth""#,
                                       sizes: #"[{"width": 1, "height": 1}]"#))
        #expect(twice?.pointer == "/root/children/0/autoresizingMask/flexible/1")
        let noReference = problemOf("""
            {"root": {"id": "root", "children": [{"id": "a", "frame": {"x": 0, "y": 0, "width": 1, "height": 1},
               "autoresizingMask": {"flexible": []}}]}, "sizes": [{"width": 1, "height": 1}]}
            """)
        #expect(noReference?.kind == .missingMember)
        #expect(noReference?.pointer == "/root/children/0/autoresizingMask/referenceSize")
        let unknown = problemOf(document(#"{"x": 0, "y": 0, "width": 1, "height": 1}"#, "",
                                         reference: #"{"width": 1, "height": 1, "depth": 1}"#, sizes: #"[{"width": 1, "height": 1}]"#))
        #expect(unknown?.kind == .unknownMember)
    }
}
