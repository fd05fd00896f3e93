import Cassowary
import LayoutDocument
@testable import LayoutEngine
import TestSupport
import Testing

private func doc(_ children: [View], _ constraints: [String], sizes: [Size] = [Size(width: 320, height: 480)],
                 scale: Int? = nil, rootFrame: Rect? = nil) -> Document {
    Document(root: View(id: "root", children: children, frame: rootFrame),
             constraints: constraints.enumerated().map { i, t in
                 ConstraintSpec(source: t.hasPrefix("H:") || t.hasPrefix("V:") ? .visualFormat(t) : .expression(t),
                                index: i)
             },
             sizes: sizes, scale: scale)
}

@Suite struct LayoutSystemTests {
    @Test func warmResizesEqualColdSolves() throws {
        let document = try exampleDocument("spacer-guides.json")
        let sizes = [Size(width: 320, height: 568), Size(width: 320, height: 480), Size(width: 500, height: 900),
                     Size(width: 0, height: 0), Size(width: 320, height: 568)]
        var system = try LayoutSystem(document: document)
        for size in sizes {
            let warm = try system.layout(for: size)
            var single = document
            single.sizes = [size]
            let cold = try #require(try LayoutSystem.solve(single).first)
            #expect(warm.size == size)
            for (w, c) in zip(warm.frames, cold.frames) {
                #expect(w.id == c.id)
                #expect(abs(w.rect.x - c.rect.x) <= 1e-9 && abs(w.rect.y - c.rect.y) <= 1e-9, "\(w.id) at \(size)")
                #expect(abs(w.rect.width - c.rect.width) <= 1e-9 && abs(w.rect.height - c.rect.height) <= 1e-9)
            }
            #expect(warm.diagnostics == cold.diagnostics)
        }
        // 0x0 squeezes the spacers negative (required) but stays feasible: one build only.
        #expect(system.coldBuilds == 1)
    }

    @Test func aResizeThatBreaksARequiredConstraintRebuildsCold() throws {
        // a.width == 100 and a.width <= root.width − 50 agree at 320 but not at 120.
        let document = doc([View(id: "a")], ["a.left == root.left", "a.top == root.top", "a.height == 10",
                                             "a.width == 100", "a.width <= root.width - 50"])
        var system = try LayoutSystem(document: document)
        let wide = try system.layout(for: Size(width: 320, height: 480))
        #expect(wide.diagnostics.isEmpty)
        let narrow = try system.layout(for: Size(width: 120, height: 480))
        #expect(system.coldBuilds == 2)
        // Cold at 120: the later constraint is the one broken; a keeps its 100.
        #expect(diagnosticSummary(narrow) == ["unsatisfiable a.width <= root.width - 50 | a.width == 100"])
        expectFrame(narrow, "a", width: 100)
        // Back to 320: a refused constraint might now hold, so it is cold again and clean.
        let again = try system.layout(for: Size(width: 320, height: 480))
        #expect(system.coldBuilds == 3)
        #expect(again.diagnostics.isEmpty)
        expectFrame(again, "root", x: 0, y: 0, width: 320, height: 480)
    }

    @Test func scaleRoundsRootSpaceEdgesBeforeFramesAreDerived() throws {
        // parent.minX = 10.3 → floor(10.3·2 + 0.5)/2 = 10.5; maxX 10.3 + 20.3 = 30.6 → 30.5.
        // child.minX = 10.3 + 0.2 = 10.5 → 10.5; maxX 10.5 + 0.7 = 11.2 → floor(22.9)/2 = 11.
        // child frame x = 10.5 − 10.5 = 0, width = 11 − 10.5 = 0.5.
        let document = doc([View(id: "p", children: [View(id: "c")])], [
            "p.left == root.left + 10.3", "p.width == 20.3", "p.top == root.top + 0.26", "p.height == 1",
            "c.left == p.left + 0.2", "c.width == 0.7", "c.top == p.top", "c.height == 1",
        ], scale: 2)
        let layout = try #require(try LayoutSystem.solve(document).first)
        expectFrame(layout, "p", x: 10.5, y: 0.5, width: 20, height: 1)  // minY floor(0.52 + 0.5)/2 = 0.5; maxY floor(2.52+0.5)/2 = 1.5
        expectFrame(layout, "c", x: 0, y: 0, width: 0.5, height: 1)
        // Without scale, frames keep the solver's values.
        var unscaled = document
        unscaled.scale = nil
        let raw = try #require(try LayoutSystem.solve(unscaled).first)
        expectFrame(raw, "p", x: 10.3, y: 0.26, width: 20.3)
        expectFrame(raw, "c", x: 0.2, width: 0.7)
    }

    @Test func outsideSuperviewSkipsHiddenViewsAndTheirSubtrees() throws {
        let document = doc([
            View(id: "shown", children: [View(id: "wide")]),
            View(id: "hiddenParent", children: [View(id: "inner")], hidden: true),
            View(id: "hiddenSelf", hidden: true),
        ], [
            "H:|[shown(10)]", "V:|[shown(10)]", "H:|[wide(20)]", "V:|[wide(5)]",
            "H:|[hiddenParent(10)]", "V:|[hiddenParent(10)]", "H:|[inner(20)]", "V:|[inner(5)]",
            "H:[hiddenSelf(10)]|", "V:[hiddenSelf(10)]-(-5)-|",
        ])
        let layout = try #require(try LayoutSystem.solve(document).first)
        // wide is 20 inside a 10-wide view; inner is too but its parent is hidden; hiddenSelf
        // pokes 5 below the root but is hidden.
        #expect(diagnosticSummary(layout) == ["outside wide shown"])
        expectFrame(layout, "hiddenSelf", x: 310, y: 475, width: 10, height: 10)
    }

    @Test func negativeSizesAreReportedAfterOtherDiagnostics() throws {
        let document = doc([View(id: "a"), View(id: "b")], [
            "a.left == root.left + 50", "a.top == root.top + 50", "a.width == -10", "a.height == 20",
            "b.left == root.left", "b.top == root.top", "b.width == 400", "b.height == -1",
        ])
        let layout = try #require(try LayoutSystem.solve(document).first)
        // b is 400 wide in a 320-wide root: outside; both have a negative side.
        #expect(diagnosticSummary(layout) == ["outside b root", "negative a width", "negative b height"])
        expectFrame(layout, "a", x: 50, width: -10)
    }

    @Test func sizesDefaultToTheRootFrame() throws {
        let document = doc([], [], sizes: [], rootFrame: Rect(x: 5, y: 6, width: 200, height: 100))
        let layouts = try LayoutSystem.solve(document)
        #expect(layouts.map(\.size) == [Size(width: 200, height: 100)])
        // The root's origin is always 0,0.
        expectFrame(layouts[0], "root", x: 0, y: 0, width: 200, height: 100)
        do {
            _ = try LayoutSystem.solve(doc([], [], sizes: []))
            Issue.record("solved without a size")
        } catch {
            #expect(error.kind == .missingSize)
            #expect(error.pointer == "/sizes")
        }
    }

    @Test func aPassedDeadlineIsASolveTimeout() {
        let document = doc([View(id: "a")], ["a.width == 10"])
        do {
            _ = try LayoutSystem.solve(document, deadline: Deadline(nanoseconds: 1))
            Issue.record("solved past the deadline")
        } catch {
            #expect(error.kind == .solveTimeout)
        }
    }

    @Test func aCachedSystemTakesEachRequestsDeadline() throws {
        let document = doc([View(id: "a")], ["a.left == root.left", "a.top == root.top", "a.height == 10",
                                             "a.width == root.width * 0.5"])
        var system = try LayoutSystem(document: document)
        system.deadline = Deadline(nanoseconds: 1)
        #expect(throws: Problem.self) { try system.layout(for: Size(width: 100, height: 100)) }
        system.deadline = .never
        let layout = try system.layout(for: Size(width: 100, height: 100))
        expectFrame(layout, "a", width: 50) // 100 · 0.5
    }

    @Test func deepHierarchiesNeedNoRecursion() throws {
        // 300 nested views, each inset by 1 on the left and top of its superview; built
        // bottom-up so the test itself does not recurse either.
        let depth = 300
        var view = View(id: "v\(depth)")
        for k in stride(from: depth - 1, through: 1, by: -1) { view = View(id: "v\(k)", children: [view]) }
        var constraints: [String] = []
        for k in 1...depth {
            let parent = k == 1 ? "root" : "v\(k - 1)"
            constraints += ["v\(k).left == \(parent).left + 1", "v\(k).top == \(parent).top + 1",
                            "v\(k).right == \(parent).right", "v\(k).bottom == \(parent).bottom"]
        }
        let layout = try #require(try LayoutSystem.solve(doc([view], constraints, sizes: [Size(width: 1000, height: 1000)])).first)
        // The deepest view: 1,1 in its superview, 1000 − 300 on each side.
        expectFrame(layout, "v300", x: 1, y: 1, width: 700, height: 700)
        #expect(layout.frames.count == depth + 1)
        #expect(layout.diagnostics.isEmpty)
    }

    @Test func frameConstraintsAreInTheSuperviewsSpace() throws {
        let document = doc([View(id: "box", children: [View(id: "c", frame: Rect(x: 5, y: 7, width: 30, height: 40))])],
                           ["box.left == root.left + 100", "box.top == root.top + 200", "box.width == 50", "box.height == 60"])
        let layout = try #require(try LayoutSystem.solve(document).first)
        expectFrame(layout, "c", x: 5, y: 7, width: 30, height: 40)
        #expect(layout.diagnostics.isEmpty)
    }

    @Test func priorities() throws {
        // Optional constraints compete: the @700 one holds against three @250 ones (docs/priorities.md).
        let document = doc([View(id: "a")], [
            "a.left == root.left", "a.top == root.top", "a.height == 1",
            "a.width == 10 @700", "a.width == 20 @250", "a.width >= 20 @250", "a.width <= 20 @250",
        ])
        let layout = try #require(try LayoutSystem.solve(document).first)
        // At w = 20 the cost is 700·10 = 7000; at w = 10 it is 250·10 · 2 = 5000 (== and >=),
        // so w = 10.
        expectFrame(layout, "a", width: 10)
        // Intrinsic size: hugging 250 loses to a 251 pull.
        let hugging = doc([View(id: "b", intrinsicSize: IntrinsicSize(width: 50, height: 20))], [
            "b.left == root.left", "b.top == root.top", "b.width == 80 @251",
        ])
        let h = try #require(try LayoutSystem.solve(hugging).first)
        expectFrame(h, "b", width: 80, height: 20)
    }
}

/// A warm system's layouts, frames and diagnostics (ambiguity answered from its memo when a
/// resize moves only constants) equal a cold solve's at every size, for every example
/// document, through small steps (no pivots) and jumps: ambiguous ones too, which are
/// answered at their canonical point (docs/requests.md#determinism).
@Test(arguments: [
    "ambiguous.json", "centerY-multipliers.json", "conflicting.json", "floating-panel.json",
    "margins-notch.json", "priority-levels.json", "rtl-row.json", "spacer-guides.json",
    "stack-expandable-menu-collapsed.json", "stack-expandable-menu-expanded.json",
    "stack-form-baselines.json", "stack-rtl-row.json", "stack-toolbar-equal-spacing.json",
    "titleview-pinned.json", "titleview-zero-size.json",
])
func warmLayoutsEqualColdOnes(example: String) throws {
    let document = try exampleDocument(example)
    let base = try #require(document.layoutSizes.first)
    var system = try LayoutSystem(document: document)
    let steps: [(Double, Double)] = [(0, 0), (1, 0), (2, 0), (2, 1), (120, 40), (121, 40), (-60, -20), (-59, -20), (0, 0)]
    for (dw, dh) in steps {
        let size = Size(width: max(0, base.width + dw), height: max(0, base.height + dh))
        let warm = try system.layout(for: size)
        var single = document
        single.sizes = [size]
        let cold = try #require(try LayoutSystem.solve(single).first)
        #expect(warm.diagnostics == cold.diagnostics, "\(example) at \(size)")
        // As answered: to 6 decimals (docs/requests.md#rounding); the two pivot paths differ
        // in the last bits.
        #expect(answered(warm.frames) == answered(cold.frames), "\(example) at \(size)")
    }
}

private func answered(_ frames: [Frame]) -> [String] {
    func six(_ v: Double) -> Double { (v * 1e6).rounded() / 1e6 + 0 }
    return frames.map { "\($0.id) \(six($0.rect.x)) \(six($0.rect.y)) \(six($0.rect.width)) \(six($0.rect.height))" }
}
