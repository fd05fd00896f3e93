import Testing
@testable import LayoutEngine

/// Every distribution × alignment on one horizontal stack. The axes are independent here,
/// so each pair's frames combine the distribution's x/width (worked out below) with the
/// alignment's y/height (worked out below).
///
/// The stack: s.left == root.left + 10, s.top == root.top + 20, s.width == 300, height
/// free (it hugs its content across). spacing 10. Items (intrinsic w × h):
///   a 40 × 20, baselines first 15, last (none → bottom 20)
///   b 60 × 30, baselines first 20, last 25
///   c 50 × 40, baselines first (none → top 0), last 35; horizontal hugging 200 (the
///     lowest, so it is the one that stretches in fill)
@Suite struct StackMatrixTests {
    struct Along: Sendable {
        var x: [Double]
        var width: [Double]
    }

    struct Across: Sendable {
        var stackHeight: Double
        var y: [Double]
        var height: [Double]
    }

    static func along(_ d: StackProperties.Distribution) -> Along {
        switch d {
        case .fill:
            // a, b at intrinsic; c (hugging 200 < 250) takes the rest: 300 − 40 − 60 − 2·10 = 180.
            return Along(x: [0, 50, 120], width: [40, 60, 180])
        case .fillEqually:
            // (300 − 2·10) / 3 = 93.333…; x = 0, 93.333 + 10, 2·93.333 + 20.
            let w = 280.0 / 3
            return Along(x: [0, w + 10, 2 * w + 20], width: [w, w, w])
        case .fillProportionally:
            // D = 40 + 60 + 50 + 2·10 = 170; targets 300·40/170, 300·60/170, 300·50/170 sum to
            // 264.706 + 20 < 300: the missing 15.294 goes where it costs least per point:
            // c (proportional 997 + hugging 200) beats b (998 + 250) and a (999 + 250).
            let a = 300.0 * 40 / 170, b = 300.0 * 60 / 170
            let c = 280 - a - b
            return Along(x: [0, a + 10, a + b + 20], width: [a, b, c])
        case .equalSpacing:
            // Items hug at intrinsic (growing c still costs 200/pt; gap guides cost nothing):
            // gaps (300 − 150) / 2 = 75 each: x = 0, 40 + 75, 115 + 60 + 75.
            return Along(x: [0, 115, 250], width: [40, 60, 50])
        case .equalCentering:
            // Centers evenly apart: a's at 20, c's at 300 − 25 = 275, b's at (20 + 275) / 2 =
            // 147.5, so b.x = 147.5 − 30 = 117.5 (spacing 117.5 − 40 ≥ 10, 250 − 177.5 ≥ 10).
            return Along(x: [0, 117.5, 250], width: [40, 60, 50])
        }
    }

    static func across(_ a: StackProperties.Alignment) -> Across {
        switch a {
        case .fill:
            // One shared height h: above 40 every point costs hugging 3·250; below 40 c's
            // compression 750 outweighs a's and b's hugging 2·250: h = 40.
            return Across(stackHeight: 40, y: [0, 0, 0], height: [40, 40, 40])
        case .leading:
            // Tops at the stack's top; the spanner (fit at 51) is as tall as c: 40.
            return Across(stackHeight: 40, y: [0, 0, 0], height: [20, 30, 40])
        case .center:
            // Stack 40 tall (spanner fit), centers at 20: y = 20 − h/2 = 10, 5, 0.
            return Across(stackHeight: 40, y: [10, 5, 0], height: [20, 30, 40])
        case .trailing:
            // Bottoms at 40: y = 40 − h = 20, 10, 0.
            return Across(stackHeight: 40, y: [20, 10, 0], height: [20, 30, 40])
        case .firstBaseline:
            // a.y + 15 == b.y + 20 == c.y + 0: with a.y = t, b.y = t − 5, c.y = t + 15; the
            // spanner runs from min top t − 5 to max bottom t + 15 + 40 = t + 55, so the
            // stack is 60 tall and t − 5 = 0: y = 5, 0, 20.
            return Across(stackHeight: 60, y: [5, 0, 20], height: [20, 30, 40])
        case .lastBaseline:
            // a.y + 20 == b.y + 25 == c.y + 35: a.y = t, b.y = t − 5, c.y = t − 15; spanner
            // from t − 15 to max(t + 20, t + 25, t + 25) = t + 25, 40 tall; t = 15: y = 15, 10, 0.
            return Across(stackHeight: 40, y: [15, 10, 0], height: [20, 30, 40])
        }
    }

    static let pairs: [(StackProperties.Distribution, StackProperties.Alignment)] = {
        let distributions: [StackProperties.Distribution] = [.fill, .fillEqually, .fillProportionally, .equalSpacing, .equalCentering]
        let alignments: [StackProperties.Alignment] = [.fill, .leading, .center, .trailing, .firstBaseline, .lastBaseline]
        return distributions.flatMap { d in alignments.map { (d, $0) } }
    }()

    @Test(arguments: pairs)
    func framesMatchTheHandWorkedValues(_ distribution: StackProperties.Distribution, _ alignment: StackProperties.Alignment) throws {
        let s = stackView("s", [
            box("a", 40, 20, baselines: Baselines(first: 15, last: nil)),
            box("b", 60, 30, baselines: Baselines(first: 20, last: 25)),
            box("c", 50, 40, hugging: AxisPriorities(horizontal: 200, vertical: 250), baselines: Baselines(first: nil, last: 35)),
        ], distribution: distribution, alignment: alignment, spacing: 10)
        let layout = try layOut(document([s], ["s.left == root.left + 10", "s.top == root.top + 20", "s.width == 300"]))
        let h = Self.along(distribution)
        let v = Self.across(alignment)
        expectFrame(layout, "s", x: 10, y: 20, width: 300, height: v.stackHeight)
        for (i, id) in ["a", "b", "c"].enumerated() {
            expectFrame(layout, id, x: h.x[i], y: v.y[i], width: h.width[i], height: v.height[i])
        }
        #expect(layout.diagnostics.isEmpty, "\(diagnosticSummary(layout))")
    }

    /// The same pairs down a vertical stack, whose axis is y: distribution on y/height,
    /// alignment on x/width (baselines are for horizontal stacks only). Items are the
    /// horizontal ones turned: a 20 × 40, b 30 × 60, c 40 × 50, c's vertical hugging 200.
    @Test(arguments: pairs.filter { $0.1 != .firstBaseline && $0.1 != .lastBaseline })
    func verticalStacksSwapTheAxes(_ distribution: StackProperties.Distribution, _ alignment: StackProperties.Alignment) throws {
        let s = stackView("s", [
            box("a", 20, 40), box("b", 30, 60), box("c", 40, 50, hugging: AxisPriorities(horizontal: 250, vertical: 200)),
        ], axis: .vertical, distribution: distribution, alignment: alignment, spacing: 10)
        let layout = try layOut(document([s], ["s.left == root.left + 10", "s.top == root.top + 20", "s.height == 300"]))
        let v = Self.along(distribution)
        let h = Self.across(alignment)
        expectFrame(layout, "s", x: 10, y: 20, width: h.stackHeight, height: 300)
        for (i, id) in ["a", "b", "c"].enumerated() {
            expectFrame(layout, id, x: h.y[i], y: v.x[i], width: h.height[i], height: v.width[i])
        }
        #expect(layout.diagnostics.isEmpty, "\(diagnosticSummary(layout))")
    }
    /// Right-to-left mirrors every pair: the stack is pinned by its left edge so it stays
    /// put, and each item's x becomes 300 − x − width (a horizontal stack runs from the
    /// right); y and height are untouched.
    @Test(arguments: pairs)
    func rightToLeftMirrorsEveryPair(_ distribution: StackProperties.Distribution, _ alignment: StackProperties.Alignment) throws {
        let s = stackView("s", [
            box("a", 40, 20, baselines: Baselines(first: 15, last: nil)),
            box("b", 60, 30, baselines: Baselines(first: 20, last: 25)),
            box("c", 50, 40, hugging: AxisPriorities(horizontal: 200, vertical: 250), baselines: Baselines(first: nil, last: 35)),
        ], distribution: distribution, alignment: alignment, spacing: 10)
        let layout = try layOut(document([s], ["s.left == root.left + 10", "s.top == root.top + 20", "s.width == 300"],
                                         direction: .rightToLeft))
        let h = Self.along(distribution)
        let v = Self.across(alignment)
        for (i, id) in ["a", "b", "c"].enumerated() {
            expectFrame(layout, id, x: 300 - h.x[i] - h.width[i], y: v.y[i], width: h.width[i], height: v.height[i])
        }
        #expect(layout.diagnostics.isEmpty, "\(diagnosticSummary(layout))")
    }

    /// A vertical stack's alignment runs across x, so right-to-left mirrors its leading and
    /// trailing: x becomes stackWidth − x − width. Only the along (y) values stay.
    @Test(arguments: [StackProperties.Alignment.fill, .leading, .center, .trailing])
    func rightToLeftMirrorsAVerticalStacksAlignment(_ alignment: StackProperties.Alignment) throws {
        let s = stackView("s", [
            box("a", 20, 40), box("b", 30, 60), box("c", 40, 50, hugging: AxisPriorities(horizontal: 250, vertical: 200)),
        ], axis: .vertical, distribution: .equalCentering, alignment: alignment, spacing: 10)
        let layout = try layOut(document([s], ["s.left == root.left + 10", "s.top == root.top + 20", "s.height == 300"],
                                         direction: .rightToLeft))
        let v = Self.along(.equalCentering)
        let h = Self.across(alignment)
        for (i, id) in ["a", "b", "c"].enumerated() {
            expectFrame(layout, id, x: h.stackHeight - h.y[i] - h.height[i], y: v.x[i], width: h.height[i], height: v.width[i])
        }
        #expect(layout.diagnostics.isEmpty, "\(diagnosticSummary(layout))")
    }
}
