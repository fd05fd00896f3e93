import Cassowary
import Testing
@testable import LayoutEngine

/// The shapes scripts/bench-engine times (tools/bench/families.py), at sizes a debug build
/// solves quickly: what they must answer, not how fast.
struct LargeDocumentTests {
    /// N views in a row with equal widths, 8-point gaps, each with an intrinsic height,
    /// and a grid-like second axis: about 5 constraints per view.
    static func chain(_ n: Int) -> Document {
        var children: [View] = []
        var constraints: [ConstraintSpec] = []
        func add(_ text: String) {
            constraints.append(ConstraintSpec(source: .expression(text), index: constraints.count))
        }
        for i in 0..<n {
            children.append(View(id: "v\(i)", intrinsicSize: IntrinsicSize(width: nil, height: 20)))
            add(i == 0 ? "v0.leading == root.leading + 20" : "v\(i).leading == v\(i - 1).trailing + 8")
            if i > 0 { add("v\(i).width == v0.width") }
            add("v\(i).top == root.top + \(i % 7)")
        }
        add("v\(n - 1).trailing == root.trailing - 20")
        return Document(root: View(id: "root", children: children), constraints: constraints,
                        sizes: [Size(width: Double(10 * n), height: 480)])
    }

    @Test(arguments: [100, 400])
    func chainSolvesColdOnceAndResizes(n: Int) throws {
        let document = Self.chain(n)
        var system = try LayoutSystem(document: document)
        let first = try system.layout(for: document.sizes[0])
        #expect(first.frames.count == n + 1)
        for k in 0..<5 {
            let width = Double(10 * n + k + 1)
            let layout = try system.layout(for: Size(width: width, height: 480))
            // n equal widths and n - 1 gaps of 8 between margins of 20.
            let expected = (width - 40 - Double(8 * (n - 1))) / Double(n)
            let last = try #require(layout.frames.first { $0.id == "v\(n - 1)" })
            #expect(abs(last.rect.width - expected) < 0.01)
        }
        #expect(system.coldBuilds == 1, "resizes move the root's givens, never rebuild")
    }
}

extension LargeDocumentTests {
    /// A binary tree of views, each child taking one half of its parent inset by 4.
    static func tree(depth: Int) -> Document {
        var constraints: [ConstraintSpec] = []
        func add(_ text: String) {
            constraints.append(ConstraintSpec(source: .expression(text), index: constraints.count))
        }
        func node(_ id: String, _ level: Int) -> View {
            guard level < depth else { return View(id: id) }
            let l = id + "l", r = id + "r"
            for c in [l, r] {
                add("\(c).top == \(id).top + 4")
                add("\(c).bottom == \(id).bottom - 4")
            }
            add("\(l).leading == \(id).leading + 4")
            add("\(r).leading == \(l).trailing + 4")
            add("\(r).trailing == \(id).trailing - 4")
            add("\(r).width == \(l).width")
            return View(id: id, children: [node(l, level + 1), node(r, level + 1)])
        }
        let root = node("n", 0)
        return Document(root: root, constraints: constraints, sizes: [Size(width: 100_000, height: 1000)])
    }

    @Test(arguments: [4, 7])
    func nestedTreeHalvesEachLevel(depth: Int) throws {
        let document = Self.tree(depth: depth)
        var system = try LayoutSystem(document: document)
        for width in [100_000.0, 100_010] {
            let layout = try system.layout(for: Size(width: width, height: 1000))
            #expect(layout.frames.count == (1 << (depth + 1)) - 1)
            // Each level: width' = (width - 12) / 2 (4 outside each child and between them).
            var expected = width
            for _ in 0..<depth { expected = (expected - 12) / 2 }
            let leaf = try #require(layout.frames.first { $0.id == "n" + String(repeating: "l", count: depth) })
            #expect(abs(leaf.rect.width - expected) < 0.01)
        }
        #expect(system.coldBuilds == 1)
    }
}

extension LargeDocumentTests {
    /// Worst case for conflict sets: many redundant equal constraints, then many that
    /// contradict them, all on one variable.
    @Test func manyConflicts() throws {
        var constraints: [ConstraintSpec] = []
        for i in 0..<100 { constraints.append(ConstraintSpec(source: .expression("a.width == 1"), index: i)) }
        for i in 0..<100 { constraints.append(ConstraintSpec(source: .expression("a.width == 2"), index: 100 + i)) }
        let document = Document(root: View(id: "root", children: [View(id: "a")]), constraints: constraints,
                                sizes: [Size(width: 100, height: 100)])
        let layouts = try LayoutSystem.solve(document, deadline: .after(milliseconds: 20_000))
        let layout = try #require(layouts.first)
        // The first width wins; each of the 100 contradicting ones is refused on its own.
        #expect(layout.diagnostics.count >= 100)
        #expect(layout.frames.first { $0.id == "a" }?.rect.width == 1)
    }
}
