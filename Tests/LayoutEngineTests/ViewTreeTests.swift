import Testing
@testable import LayoutEngine

/// `View.visitTree` visits a tree in the order of a stack of sibling lists started with the
/// root's children (the order item counts and the text search have always used), root first,
/// and stops at the first view `visit` refuses.
@Test func visitTreeKeepsItsOrderAndStops() {
    var generator = SystemRandomNumberGenerator()
    var next = 0
    func tree(_ depth: Int) -> View {
        next += 1
        var view = View(id: "v\(next)")
        guard depth > 0 else { return view }
        for _ in 0..<Int.random(in: 0...3, using: &generator) { view.children.append(tree(depth - 1)) }
        return view
    }
    func reference(_ root: View) -> [String] {
        var out = [root.id]
        var pending = [root.children]
        while let siblings = pending.popLast() {
            for s in siblings {
                out.append(s.id)
                if !s.children.isEmpty { pending.append(s.children) }
            }
        }
        return out
    }
    for _ in 0..<200 {
        next = 0
        let root = tree(Int.random(in: 0...4, using: &generator))
        var seen: [String] = []
        root.visitTree { seen.append($0.id); return true }
        #expect(seen == reference(root))
        let stop = Int.random(in: 1...seen.count, using: &generator)
        var visited = 0
        root.visitTree { _ in visited += 1; return visited < stop }
        #expect(visited == stop)
    }
}
