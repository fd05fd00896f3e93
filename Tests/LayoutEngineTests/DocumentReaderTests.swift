import Testing
@testable import LayoutEngine

/// Decodes `text` or fails the test with the problem.
func decode(_ text: String, limits: Limits = .default) throws -> Document {
    try DocumentReader.read(Array(text.utf8), limits: limits).document
}

/// The problem reading `text` raises, or nil when it reads fine.
func problem(_ text: String, limits: Limits = .default) -> Problem? {
    do {
        _ = try DocumentReader.read(Array(text.utf8), limits: limits)
        return nil
    } catch {
        return error
    }
}

@Suite struct DocumentReaderTests {
    static let specExample = """
    {
      "root": {
        "id": "root",
        "children": [
          {"id": "title", "kind": "label", "intrinsicSize": {"width": 900, "height": 21}},
          {"id": "panel", "kind": "stack", "axis": "vertical", "distribution": "equalSpacing",
           "alignment": "center", "spacing": 8,
           "children": [{"id": "a", "intrinsicSize": {"width": 50, "height": 50}},
                        {"id": "b", "hidden": true, "intrinsicSize": {"width": 50, "height": 50}}]}
        ],
        "layoutGuides": [{"id": "spacer1"}]
      },
      "constraints": [
        "title.width == root.width - 200",
        "title.centerX == root.centerX",
        {"id": "t", "first": "title.top", "relation": "==", "second": "root.safeArea.top", "constant": 8},
        "H:|-16-[panel]",
        "panel.bottom == root.bottom - 48 @750"
      ],
      "sizes": [{"width": 320, "height": 568}, {"width": 320, "height": 480}],
      "safeAreaInsets": {"top": 20, "left": 0, "bottom": 0, "right": 0},
      "layoutDirection": "leftToRight",
      "scale": 2
    }
    """

    @Test func decodesTheSpecExample() throws {
        let d = try decode(Self.specExample)
        #expect(d.root.id == "root")
        #expect(d.root.pointer == "/root")
        #expect(d.root.children.map(\.id) == ["title", "panel"])
        #expect(d.root.layoutGuides == [LayoutGuide(id: "spacer1", pointer: "/root/layoutGuides/0")])
        let title = d.root.children[0]
        #expect(title.kind == .label)
        #expect(title.userInteractionEnabled == false)  // labels default to false
        #expect(title.intrinsicSize == IntrinsicSize(width: 900, height: 21))
        #expect(title.pointer == "/root/children/0")
        let panel = d.root.children[1]
        #expect(panel.kind == .stack)
        #expect(panel.stack == StackProperties(axis: .vertical, distribution: .equalSpacing, alignment: .center, spacing: 8))
        #expect(panel.children[1].hidden)
        #expect(panel.children[1].pointer == "/root/children/1/children/1")
        #expect(d.constraints.count == 5)
        #expect(d.constraints[0] == ConstraintSpec(source: .expression("title.width == root.width - 200"), pointer: "/constraints/0"))
        #expect(d.constraints[2] == ConstraintSpec(
            source: .object(ObjectConstraint(id: "t", first: "title.top", relation: .equal, second: "root.safeArea.top", constant: 8)),
            pointer: "/constraints/2"))
        #expect(d.constraints[3].source == .visualFormat("H:|-16-[panel]"))
        #expect(d.sizes == [Size(width: 320, height: 568), Size(width: 320, height: 480)])
        #expect(d.safeAreaInsets == Insets(top: 20, left: 0, bottom: 0, right: 0))
        #expect(d.layoutDirection == .leftToRight)
        #expect(d.scale == 2)
        #expect(d.points.isEmpty && d.touches.isEmpty)
    }
}
