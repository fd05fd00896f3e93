import Foundation
import Testing
@testable import LayoutEngine

/// Long lists and rows of stack views, the shapes scripts/bench-engine times
/// (tools/bench/families.py), at sizes a debug build solves quickly: what they must answer.
struct StackListTests {
    /// A vertical list stack of `rows` horizontal rows (icon, label, chevron), pinned to
    /// the root's sides and top: 4 views per row.
    static func list(rows: Int, rowAlignment: StackProperties.Alignment = .center) -> Document {
        var children: [View] = []
        for i in 0..<rows {
            children.append(stackView("row\(i)", [
                box("icon\(i)", 40, 40),
                box("label\(i)", 200, 21, hugging: AxisPriorities(horizontal: 249, vertical: 250)),
                box("chevron\(i)", 12, 20),
            ], alignment: rowAlignment, spacing: 8))
        }
        let list = stackView("list", children, axis: .vertical, spacing: 8)
        return document([list], ["H:|[list]|", "list.top == root.top"],
                        size: Size(width: 375, height: Double(rows) * 48))
    }

    @Test(arguments: [5, 25])
    func listOfRows(_ rows: Int) throws {
        let document = Self.list(rows: rows)
        let layout = try layOut(document)
        // Row i at y = 48i (40 tall + 8 spacing): the last row proves the whole chain solved.
        expectFrame(layout, "row\(rows - 1)", y: Double(rows - 1) * 48, height: 40)
        #expect(layout.diagnostics.isEmpty)
        var system = try LayoutSystem(document: document)
        let wider = try system.layout(for: Size(width: 414, height: Double(rows) * 48))
        expectFrame(wider, "row\(rows - 1)", y: Double(rows - 1) * 48, width: 414, height: 40)
    }

    /// The same list with fill-aligned rows: every item's height is tied to its row's.
    @Test(arguments: [5, 25])
    func listOfFillRows(_ rows: Int) throws {
        let layout = try layOut(Self.list(rows: rows, rowAlignment: .fill))
        expectFrame(layout, "row\(rows - 1)", y: Double(rows - 1) * 48, height: 40)
    }
    static let rowFamilies: [(StackProperties.Distribution, StackProperties.Alignment, Int)] = [
        (.fill, .fill, 10), (.fill, .fill, 40), (.equalSpacing, .center, 10), (.equalSpacing, .center, 40),
        (.fillEqually, .fill, 40),
    ]

    /// One row of `items` 20×20 buttons across a root 30 points per item wide. Tying many
    /// items to the first (fill alignment's equal tops and bottoms, equalSpacing's equal
    /// gaps) is where the solver spends its time.
    @Test(arguments: rowFamilies)
    func oneLongRow(_ distribution: StackProperties.Distribution, _ alignment: StackProperties.Alignment, _ items: Int) throws {
        let row = stackView("row", (0..<items).map { box("b\($0)", 20, 20) }, distribution: distribution,
                            alignment: alignment, spacing: 2)
        let document = document([row], ["H:|[row]|", "row.top == root.top"], size: Size(width: Double(30 * items), height: 100))
        let layout: Layout? = try layOut(document)
        // fill: the last item takes the slack (tied hugging: ambiguous), so check its trailing
        // edge only; equalSpacing: items at 20, the last flush with the end: x = 30n − 20.
        let solved = try #require(layout)
        let last = try #require(frameTable(solved)["b\(items - 1)"])
        #expect(abs(last.x + last.width - Double(30 * items)) <= 1e-6)
    }
}
