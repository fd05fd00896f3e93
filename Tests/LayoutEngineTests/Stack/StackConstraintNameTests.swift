import Cassowary
import Testing
@testable import LayoutEngine

/// The generated constraints' names and where stacks sit in the order of addition.
@Suite struct StackConstraintNameTests {
    @Test func namesFollowTheContractOrderKindByKind() throws {
        // Horizontal, equalSpacing, center, spacing 4: a, hidden h, b, c.
        let s = stackView("s", [box("a", 10, 10), box("h", 10, 10, hidden: true), box("b", 10, 10), box("c", 10, 10)],
                          distribution: .equalSpacing, alignment: .center, spacing: 4)
        let names = try stackConstraintNames(document([s], []))
        #expect(names == [
            // along: canvas, spacing, gap guides (edges, then equal lengths), canvas-fit
            "UISV-canvas-connection:s:a", "UISV-canvas-connection:s:c",
            "UISV-spacing:s:a:b", "UISV-spacing:s:b:c",
            "UISV-distributing:s:a:s.gap.0", "UISV-distributing:s:s.gap.0:b",
            "UISV-distributing:s:b:s.gap.1", "UISV-distributing:s:s.gap.1:c",
            "UISV-fill-equally:s:s.gap.0:s.gap.1",
            "UISV-canvas-fit:s",
            // across: spanner, suppression, item-to-first, boundaries, canvas
            "UISV-spanning-fit:s:s.spanner",
            "UISV-ambiguity-suppression:s:a", "UISV-ambiguity-suppression:s:b", "UISV-ambiguity-suppression:s:c",
            "UISV-alignment:s:a:b", "UISV-alignment:s:a:c",
            "UISV-spanning-boundary:s:s.spanner:a", "UISV-spanning-boundary:s:s.spanner:a#2",
            "UISV-spanning-boundary:s:s.spanner:b", "UISV-spanning-boundary:s:s.spanner:b#2",
            "UISV-spanning-boundary:s:s.spanner:c", "UISV-spanning-boundary:s:s.spanner:c#2",
            "UISV-canvas-connection:s:s.spanner", "UISV-canvas-connection:s:s.spanner#2",
            "UISV-canvas-connection:s:a#2",
            // hidden: hiding, parking after the previous visible item, item-to-first at 50
            "UISV-hiding:s:h", "UISV-spacing-hidden:s:a:h", "UISV-alignment:s:a:h",
        ])
    }

    @Test func stacksComeInPreOrderBetweenIntrinsicSizesAndTheDocumentsConstraints() throws {
        let inner = stackView("inner", [box("x", 5, 5)], axis: .vertical)
        let outer = stackView("outer", [inner, box("y", 5, 5)])
        var solver = Solver()
        let system = try SystemBuilder.build(document([outer], ["outer.top == root.top"]), limits: .default, solver: &solver)
        let names = system.constraintNames()
        #expect(names == [
            "x.hug.h", "x.compress.h", "x.hug.v", "x.compress.v", "y.hug.h", "y.compress.h", "y.hug.v", "y.compress.v",
            "UISV-canvas-connection:outer:inner", "UISV-canvas-connection:outer:y", "UISV-spacing:outer:inner:y",
            "UISV-alignment:outer:inner:y", "UISV-alignment:outer:inner:y#2",
            "UISV-canvas-connection:outer:inner#2", "UISV-canvas-connection:outer:inner#3",
            // one item: leading and trailing canvas along, top and bottom across
            "UISV-canvas-connection:inner:x", "UISV-canvas-connection:inner:x#2",
            "UISV-canvas-connection:inner:x#3", "UISV-canvas-connection:inner:x#4",
            "outer.top == root.top",
        ])
    }

    @Test func generatedGuidesNeverAppearInFrames() throws {
        let s = stackView("s", [box("a", 10, 10), box("b", 10, 10)], distribution: .equalCentering, alignment: .leading)
        let layout = try layOut(document([s], ["s.left == root.left", "s.top == root.top"]))
        #expect(layout.frames.map(\.id) == ["root", "s", "a", "b"])
    }

    @Test func emptyStacksBuildOnlyCanvasFit() throws {
        let spacing = stackView("e", [], distribution: .equalSpacing, alignment: .center)
        let fill = stackView("f", [])
        // A fill stack with nothing visible gets the fit too (docs/stack-views.md: Xcode's
        // saved frames give such a stack no length, where the contract leaves it free).
        #expect(try stackConstraintNames(document([spacing, fill], [])) == ["UISV-canvas-fit:e", "UISV-canvas-fit:f"])
    }

    /// Every arranged subview hidden: the stack is 0 long along its axis and its length is
    /// not ambiguous, and a required length still wins over the fit. (Where the hidden items
    /// sit across the axis is another matter: contract.)
    @Test func aStackWhoseItemsAreAllHiddenCollapses() throws {
        let s = stackView("s", [box("a", 40, 20, hidden: true), box("b", 40, 30, hidden: true)], axis: .vertical)
        let layout = try layOut(document([s], ["s.left == root.left", "s.top == root.top + 10", "s.width == 100"]))
        #expect(layout.frames.first { $0.id == "s" }?.rect == Rect(x: 0, y: 10, width: 100, height: 0))
        #expect(!layout.diagnostics.contains { if case .ambiguous("s", _, _) = $0 { true } else { false } }, "\(layout.diagnostics)")
        let sized = try layOut(document([s], ["s.left == root.left", "s.top == root.top", "s.width == 100", "s.height == 60"]))
        #expect(sized.frames.first { $0.id == "s" }?.rect.height == 60)
    }

    @Test func oneItemWithoutSpannerSitsInsideTheEdgesAndTheStackHugsIt() throws {
        let s = stackView("s", [box("a", 30, 20)], alignment: .center)
        #expect(try stackConstraintNames(document([s], [])) == [
            "UISV-canvas-connection:s:a", "UISV-canvas-connection:s:a#2",
            "UISV-ambiguity-suppression:s:a",
            "UISV-canvas-connection:s:a#3", "UISV-canvas-connection:s:a#4", "UISV-canvas-connection:s:a#5",
            "UISV-canvas-fit:s",
        ])
        // Free stack at (10, 20): canvas-fit (49) pulls its height to a's 20, and a's center
        // is the stack's: a.y = (20 − 20) / 2 = 0.
        let layout = try layOut(document([s], ["s.left == root.left + 10", "s.top == root.top + 20"]))
        expectFrame(layout, "s", x: 10, y: 20, width: 30, height: 20)
        expectFrame(layout, "a", x: 0, y: 0, width: 30, height: 20)
        #expect(layout.diagnostics.isEmpty)
    }
}
