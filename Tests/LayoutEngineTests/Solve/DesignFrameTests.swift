@testable import LayoutEngine
import Testing

/// `View.designFrame` places what the constraints leave free (docs/requests.md#ambiguity):
/// never a constraint, so the ambiguity is still reported, and a warm resize answers what a
/// fresh solve does.
@Suite struct DesignFrameTests {
    /// `free` is pinned at the left with a fixed size; its y is free. Without a design frame
    /// it is answered at 0; with one at y = 40, there; the pinned x does not follow the
    /// design frame's 99.
    private func freeBox(designFrame: Rect?) -> Document {
        var free = box("free", 30, 20)
        free.designFrame = designFrame
        var inner = box("inner", 10, 10)
        inner.designFrame = Rect(x: 5, y: 7, width: 10, height: 10)
        free.children = [inner]
        return document([free], ["free.left == root.left + 10", "inner.left == free.left"])
    }

    private func rectOf(_ id: String, in layout: Layout) throws -> Rect {
        try #require(layout.frames.first { $0.id == id }).rect
    }

    @Test func aFreeAttributeIsAnsweredAtItsDesignFrame() throws {
        let plain = try layOut(freeBox(designFrame: nil))
        #expect(try rectOf("free", in: plain) == Rect(x: 10, y: 0, width: 30, height: 20))
        let drawn = try layOut(freeBox(designFrame: Rect(x: 99, y: 40, width: 30, height: 20)))
        #expect(try rectOf("free", in: drawn) == Rect(x: 10, y: 40, width: 30, height: 20))
        // Relative to its superview: inner's x is pinned (0), its y free (7).
        #expect(try rectOf("inner", in: drawn) == Rect(x: 0, y: 7, width: 10, height: 10))
        #expect(diagnosticSummary(drawn).filter { $0.hasPrefix("ambiguous") }.sorted()
            == diagnosticSummary(plain).filter { $0.hasPrefix("ambiguous") }.sorted())
        #expect(diagnosticSummary(drawn).contains("ambiguous free y"))
    }

    @Test func aWarmResizeAnswersWhatAFreshSolveDoes() throws {
        let doc = freeBox(designFrame: Rect(x: 0, y: 40, width: 30, height: 20))
        var system = try LayoutSystem(document: doc)
        _ = try system.layout(for: Size(width: 375, height: 667))
        let warm = try system.layout(for: Size(width: 667, height: 375))
        var fresh = try LayoutSystem(document: doc)
        #expect(try fresh.layout(for: Size(width: 667, height: 375)) == warm)
        #expect(try rectOf("free", in: warm) == Rect(x: 10, y: 40, width: 30, height: 20))
    }
}
