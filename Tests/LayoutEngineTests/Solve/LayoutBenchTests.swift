import Cassowary
import Testing
@testable import LayoutEngine

/// Timings for the report, run with
/// `LAYOUTD_BENCH=1 swift test -c release --filter LayoutBenchTests`.
@Suite(.serialized, .enabled(if: Environment.bench, "set LAYOUTD_BENCH=1 to time the engine"))
struct LayoutBenchTests {
    /// N views in a row with equal widths, 8-point gaps, each with an intrinsic height,
    /// and a grid-like second axis: about 5 constraints per view.
    static func chain(_ n: Int) -> Document {
        var children: [View] = []
        var constraints: [ConstraintSpec] = []
        func add(_ text: String) {
            constraints.append(ConstraintSpec(source: .expression(text), pointer: "/constraints/\(constraints.count)"))
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

    @Test(arguments: [100, 1000, 5000])
    func chainColdAndResize(n: Int) throws {
        let document = Self.chain(n)
        let clock = ContinuousClock()
        var system: LayoutSystem?
        var first: Layout?
        let cold = try clock.measure {
            var s = try LayoutSystem(document: document)
            first = try s.layout(for: document.sizes[0])
            system = s
        }
        var s = try #require(system)
        let resizes = 20
        let warm = try clock.measure {
            for k in 0..<resizes {
                _ = try s.layout(for: Size(width: Double(10 * n + k + 1), height: 480))
            }
        }
        #expect(first?.frames.count == n + 1)
        #expect(s.coldBuilds == 1)
        print("BENCH chain-\(n): build+solve+read \(cold), resize+read \(warm / resizes) (\(document.constraints.count) document constraints)")
    }
}

enum Environment {
    static var bench: Bool {
        #if canImport(Glibc)
        return getenvValue("LAYOUTD_BENCH") == "1"
        #else
        return false
        #endif
    }
}

#if canImport(Glibc)
import Glibc
private func getenvValue(_ name: String) -> String? {
    guard let p = getenv(name) else { return nil }
    return String(cString: p)
}
#endif

extension LayoutBenchTests {
    @Test func chainPhases() throws {
        let document = Self.chain(2000)
        let clock = ContinuousClock()
        var solver = Solver()
        var built: BuiltSystem?
        let buildTime = try clock.measure { built = try SystemBuilder.build(document, limits: .default, solver: &solver) }
        let system = try #require(built)
        let addTime = clock.measure {
            let root = system.items[0]
            _ = try? solver.add(Constraint(.variable(root.x), .equal), isGiven: true)
            _ = try? solver.add(Constraint(.variable(root.y), .equal), isGiven: true)
            _ = try? solver.add(Constraint(.variable(root.width) + -20000, .equal), isGiven: true)
            _ = try? solver.add(Constraint(.variable(root.height) + -480, .equal), isGiven: true)
            for c in system.constraints { _ = try? solver.add(c.constraint) }
        }
        var variables: [Variable] = []
        for i in 0..<system.items.count {
            let item = system.items[i]
            variables += [item.x, item.y, item.width, item.height]
        }
        let ambiguityTime = clock.measure { _ = solver.ambiguity(of: variables) }
        print("BENCH chain-2000 phases: build \(buildTime), solver adds \(addTime), ambiguity \(ambiguityTime)")
    }
}

extension LayoutBenchTests {
    @Test func resizePhases() throws {
        let document = Self.chain(1000)
        let clock = ContinuousClock()
        var solver = Solver()
        let system = try SystemBuilder.build(document, limits: .default, solver: &solver)
        let root = system.items[0]
        try solver.add(Constraint(.variable(root.x), .equal), isGiven: true)
        try solver.add(Constraint(.variable(root.y), .equal), isGiven: true)
        let w = try solver.add(Constraint(.variable(root.width) + -10000, .equal), isGiven: true)
        try solver.add(Constraint(.variable(root.height) + -480, .equal), isGiven: true)
        for c in system.constraints { _ = try? solver.add(c.constraint) }
        var variables: [Variable] = []
        for i in 0..<system.items.count {
            let item = system.items[i]
            variables += [item.x, item.y, item.width, item.height]
        }
        let n = 20
        let setTime = try clock.measure {
            for k in 0..<n { try solver.setConstant(w, to: -Double(10001 + k)) }
        }
        let ambiguityTime = clock.measure { for _ in 0..<n { _ = solver.ambiguity(of: variables) } }
        let readTime = try clock.measure {
            for _ in 0..<n {
                _ = try FrameExtractor(items: system.items, solver: solver, scale: nil).extract(size: Size(width: 1, height: 1), unsatisfiable: [])
            }
        }
        print("BENCH chain-1000 per resize: setConstant \(setTime / n), ambiguity \(ambiguityTime / n), read (with ambiguity) \(readTime / n)")
    }
}

extension LayoutBenchTests {
    /// A binary tree of views, each child taking one half of its parent inset by 4.
    static func tree(depth: Int) -> Document {
        var constraints: [ConstraintSpec] = []
        func add(_ text: String) {
            constraints.append(ConstraintSpec(source: .expression(text), pointer: "/constraints/\(constraints.count)"))
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

    @Test(arguments: [10, 11])
    func nestedTree(depth: Int) throws {
        let document = Self.tree(depth: depth)
        let clock = ContinuousClock()
        var system: LayoutSystem?
        let cold = try clock.measure {
            var s = try LayoutSystem(document: document)
            _ = try s.layout(for: document.sizes[0])
            system = s
        }
        var s = try #require(system)
        let warm = try clock.measure {
            for k in 0..<10 { _ = try s.layout(for: Size(width: Double(100_001 + k), height: 1000)) }
        }
        #expect(s.coldBuilds == 1)
        print("BENCH tree-\(depth) (\((1 << (depth + 1)) - 1) views, \(document.constraints.count) constraints): build+solve+read \(cold), resize+read \(warm / 10)")
    }
}

extension LayoutBenchTests {
    /// Worst case for conflict sets: many redundant equal constraints, then many that
    /// contradict them, all on one variable.
    @Test func manyConflicts() throws {
        var constraints: [ConstraintSpec] = []
        for i in 0..<1000 { constraints.append(ConstraintSpec(source: .expression("a.width == 1"), pointer: "/constraints/\(i)")) }
        for i in 0..<1000 { constraints.append(ConstraintSpec(source: .expression("a.width == 2"), pointer: "/constraints/\(1000 + i)")) }
        let document = Document(root: View(id: "root", children: [View(id: "a")]), constraints: constraints,
                                sizes: [Size(width: 100, height: 100)])
        let clock = ContinuousClock()
        var layouts: [Layout] = []
        let time = try clock.measure { layouts = try LayoutSystem.solve(document, deadline: .after(milliseconds: 20_000)) }
        #expect(layouts.first?.diagnostics.count ?? 0 >= 1000)
        print("BENCH 1000 kept + 1000 conflicting on one variable: \(time)")
    }
}
