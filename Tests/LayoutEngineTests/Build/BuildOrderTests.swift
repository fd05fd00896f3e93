import Cassowary
import Foundation
import LayoutDocument
@testable import LayoutEngine
import TestSupport
import Testing

/// Cold builds feed the solver the document's constraints before the stacks' when every
/// required constraint can hold, and docs/requests.md#order-of-addition otherwise: the answers
/// must be those of the contract order either way.
@Suite struct BuildOrderTests {
    func layouts(_ document: Document, _ order: SolvedBuild.Order) throws -> [Layout] {
        var system = try LayoutSystem(document: document, limits: .default, deadline: .never, order: order)
        return try document.sizes.map { size throws(Problem) in try system.layout(for: size) }
    }

    /// Same diagnostics, and the same frame for every item not reported ambiguous (an
    /// ambiguous attribute's value is not part of the contract), to 1e-9: another pivot
    /// order may round the last bits differently, far below the answer's 6 decimals.
    func expectSameAnswers(_ document: Document, _ label: String) throws {
        let fast = try layouts(document, .pinsFirst)
        let contract = try layouts(document, .contract)
        for (a, b) in zip(fast, contract) {
            #expect(a.diagnostics == b.diagnostics, "\(label) at \(a.size)")
            var ambiguous: Set<String> = []
            for case .ambiguous(let item, _, _) in b.diagnostics { ambiguous.insert(item) }
            #expect(a.frames.map(\.id) == b.frames.map(\.id))
            for (x, y) in zip(a.frames, b.frames) where !ambiguous.contains(y.id) {
                let p = x.rect, q = y.rect
                let close = [p.x - q.x, p.y - q.y, p.width - q.width, p.height - q.height].allSatisfy { abs($0) <= 1e-9 }
                #expect(close, "\(label) at \(a.size): \(x) vs \(y)")
            }
        }
    }

    @Test func examplesSolveAlikeInEitherOrder() throws {
        let dir = examplesDirectory
        let files = try FileManager.default.contentsOfDirectory(atPath: dir.path).filter { $0.hasSuffix(".json") }
        #expect(files.filter { $0.hasPrefix("stack-") }.count >= 4)
        for file in files {
            try expectSameAnswers(exampleDocument(file), file)
        }
    }

    @Test(arguments: [StackProperties.Distribution.fill, .fillEqually, .fillProportionally, .equalSpacing, .equalCentering])
    func stackFamiliesSolveAlikeInEitherOrder(_ distribution: StackProperties.Distribution) throws {
        let alignments: [StackProperties.Alignment] = [.fill, .leading, .center, .trailing, .firstBaseline, .lastBaseline]
        for alignment in alignments {
            for axis in [StackProperties.Axis.horizontal, .vertical] {
                if axis == .vertical && (alignment == .firstBaseline || alignment == .lastBaseline) { continue }
                let items = [
                    box("a", 40, 30, baselines: Baselines(first: 20, last: 25)),
                    box("b", 120, 21, hugging: AxisPriorities(horizontal: 249, vertical: 249), baselines: Baselines(first: 15, last: 15)),
                    box("c", nil, nil, hidden: true),
                    box("d", 12, 44),
                ]
                let row = stackView("row", items, axis: axis, distribution: distribution, alignment: alignment,
                                    spacing: 8, customSpacing: [(id: "a", spacing: 4)])
                let rows = (0..<6).map { i in
                    stackView("r\(i)", [box("i\(i)", 40, 40), box("l\(i)", 200, 21)], alignment: alignment, spacing: 8)
                }
                let list = stackView("list", rows, axis: .vertical, distribution: distribution, spacing: 8)
                var document = document([row, list], ["H:|-[row]-|", "row.top == root.top + 20", "H:|[list]|", "list.top == row.bottom + 8"])
                document.sizes = [Size(width: 375, height: 667), Size(width: 200, height: 300)]
                try expectSameAnswers(document, "\(axis) \(distribution) \(alignment)")
            }
        }
    }

    /// In the fast order, the intrinsic-size constraints a stack ties together (its
    /// arranged subviews' cross axis under fill alignment, its own axis under fillEqually)
    /// come after the stacks' constraints; the others stay first. (One 400-item fill row:
    /// 7.4 s with them first, 0.03 s last.)
    @Test func stackTiedIntrinsicSizesComeLast() throws {
        let row = stackView("row", [box("a", 40, 30), box("b", 60, 30)], alignment: .fill)
        let column = stackView("column", [box("c", 50, 20)], axis: .vertical, alignment: .fill)
        let centered = stackView("centered", [box("d", 10, 10)], alignment: .center)
        let equal = stackView("equal", [box("f", 10, 10)], distribution: .fillEqually, alignment: .center)
        let document = document([row, column, centered, equal, box("e", 5, 5)], ["H:|[row]|", "row.top == root.top"])
        var solver = Solver()
        let built = try SystemBuilder.build(document, limits: .default, solver: &solver)
        let allNames = built.constraintNames()
        let late = Set(built.tiedIntrinsics.map { allNames[$0] })
        #expect(late == [
            "a.hug.v", "a.compress.v", "b.hug.v", "b.compress.v", "c.hug.h", "c.compress.h", "f.hug.h", "f.compress.h",
        ])
        let order = try #require(built.pinsFirstOrder)
        #expect(order.sorted() == Array(0..<built.constraints.count))
        let names = order.map { allNames[$0] }
        let firstStack = try #require(names.firstIndex { $0.hasPrefix("UISV-") })
        #expect(names.suffix(late.count).allSatisfy(late.contains))
        #expect(names.prefix(firstStack).contains("a.hug.h") && names.prefix(firstStack).contains("d.hug.v"))
    }

    /// A document constraint that contradicts a stack's: in contract order the stack's
    /// come first, so the document's is the one refused, also when the cold build tried
    /// the document's first.
    @Test func aRefusalIsDecidedInContractOrder() throws {
        let row = stackView("row", [box("a", 40, 30), box("b", 60, 30)], alignment: .fill)
        let document = document([row], ["H:|[row]|", "row.top == root.top", "a.top == root.top + 10"])
        let fast = try layouts(document, .pinsFirst)
        let contract = try layouts(document, .contract)
        #expect(fast == contract)
        let refused = fast[0].diagnostics.compactMap { d -> String? in
            if case .unsatisfiable(let name, _, _) = d { return name }
            return nil
        }
        #expect(refused == ["a.top == root.top + 10"])
        expectFrame(fast[0], "a", x: 0, y: 0)
    }
}
