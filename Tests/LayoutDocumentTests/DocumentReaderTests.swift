@testable import LayoutDocument
@testable import LayoutEngine
import TestSupport
import Testing

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
        #expect(d.root.children.map(\.id) == ["title", "panel"])
        #expect(d.root.layoutGuides == [LayoutGuide(id: "spacer1")])
        let title = d.root.children[0]
        #expect(title.kind == .label)
        #expect(title.userInteractionEnabled == false)  // labels default to false
        #expect(title.intrinsicSize == IntrinsicSize(width: 900, height: 21))
        let panel = d.root.children[1]
        #expect(panel.kind == .stack)
        #expect(panel.stack == StackProperties(axis: .vertical, distribution: .equalSpacing, alignment: .center, spacing: 8))
        #expect(panel.children[1].hidden)
        #expect(d.constraints.count == 5)
        #expect(d.constraints[0] == ConstraintSpec(source: .expression("title.width == root.width - 200"), index: 0))
        #expect(d.constraints[2] == ConstraintSpec(
            source: .object(ObjectConstraint(id: "t", first: "title.top", relation: .equal, second: "root.safeArea.top", constant: 8)),
            index: 2))
        #expect(d.constraints[3].source == .visualFormat("H:|-16-[panel]"))
        #expect(d.sizes == [Size(width: 320, height: 568), Size(width: 320, height: 480)])
        #expect(d.safeAreaInsets == Insets(top: 20, left: 0, bottom: 0, right: 0))
        #expect(d.layoutDirection == .leftToRight)
        #expect(d.scale == 2)
        #expect(d.points.isEmpty && d.touches.isEmpty)
    }

    @Test func defaultsWhenMembersAreLeftOut() throws {
        let d = try decode(#"{"root": {"id": "r", "frame": {"x": 5, "y": 6, "width": 300, "height": 200}}}"#)
        let r = d.root
        #expect(r.kind == .view)
        #expect(r.frame == Rect(x: 5, y: 6, width: 300, height: 200))
        #expect(d.sizes.isEmpty)  // the root frame's size is used
        #expect(r.intrinsicSize == nil)
        #expect(r.huggingPriority == AxisPriorities(horizontal: 250, vertical: 250))
        #expect(r.compressionResistance == AxisPriorities(horizontal: 750, vertical: 750))
        #expect(r.layoutMargins == .physical(Insets(top: 8, left: 8, bottom: 8, right: 8)))
        #expect(r.baselines == nil)
        #expect(!r.hidden && r.alpha == 1 && r.userInteractionEnabled && !r.clipsToBounds)
        #expect(r.stack == nil)
        #expect(d.safeAreaInsets == .zero)
        #expect(d.layoutDirection == .leftToRight)
        #expect(d.scale == nil)
    }

    @Test func decodesEveryViewMember() throws {
        let d = try decode(doc(root: #"""
            "kind": "button", "hidden": true, "alpha": 0.5, "userInteractionEnabled": false,
            "clipsToBounds": true, "intrinsicSize": {"width": null, "height": 44},
            "huggingPriority": {"vertical": 700}, "compressionResistance": {"horizontal": 999.5},
            "directionalLayoutMargins": {"leading": 16, "trailing": 4},
            "baselines": {"first": 12, "last": null},
            "constraints": ["V:|[a]|", {"first": "a.width", "relation": ">=", "second": null, "constant": 44, "priority": 750}],
            "children": [{"id": "a", "kind": "image"}, {"id": "b", "kind": "label", "userInteractionEnabled": true},
                         {"id": "c", "kind": "control"}]
            """#, top: #""safeAreaInsets": {"top": 44}, "layoutDirection": "rightToLeft", "scale": 3.0"#))
        let r = d.root
        #expect(r.kind == .button)
        #expect(r.hidden && r.alpha == 0.5 && !r.userInteractionEnabled && r.clipsToBounds)
        #expect(r.intrinsicSize == IntrinsicSize(width: nil, height: 44))
        #expect(r.huggingPriority == AxisPriorities(horizontal: 250, vertical: 700))  // missing axis keeps 250
        #expect(r.compressionResistance == AxisPriorities(horizontal: 999.5, vertical: 750))
        #expect(r.layoutMargins == .directional(DirectionalInsets(top: 8, leading: 16, bottom: 8, trailing: 4)))
        #expect(r.baselines == Baselines(first: 12, last: nil))
        #expect(r.constraints == [
            ConstraintSpec(source: .visualFormat("V:|[a]|"), location: .init(list: .view(childPath: []), index: 0)),
            ConstraintSpec(
                source: .object(ObjectConstraint(first: "a.width", relation: .greaterThanOrEqual, constant: 44, priority: 750)),
                location: .init(list: .view(childPath: []), index: 1)),
        ])
        #expect(r.children.map(\.userInteractionEnabled) == [false, true, true])  // image, label told so, control
        #expect(d.safeAreaInsets == Insets(top: 44, left: 0, bottom: 0, right: 0))
        #expect(d.layoutDirection == .rightToLeft)
        #expect(d.scale == 3)  // 3.0 is the integer 3: number spelling never matters
    }

    @Test func decodesStackProperties() throws {
        let d = try decode(doc(root: #"""
            "kind": "stack", "alignment": "bottom", "distribution": "fillProportionally", "spacing": -2,
            "customSpacing": {"b": 10, "a": 4}, "layoutMarginsRelativeArrangement": true,
            "children": [{"id": "a"}, {"id": "b"}, {"id": "c"}]
            """#))
        #expect(d.root.stack == StackProperties(
            axis: .horizontal, distribution: .fillProportionally, alignment: .trailing, spacing: -2,
            customSpacing: [("b", 10), ("a", 4)], layoutMarginsRelativeArrangement: true))
        let top = try decode(doc(root: #""kind": "stack", "axis": "vertical", "alignment": "top""#))
        #expect(top.root.stack?.alignment == .leading)
        let baseline = try decode(doc(root: #""kind": "stack", "alignment": "firstBaseline""#))
        #expect(baseline.root.stack?.alignment == .firstBaseline)
    }

    @Test func decodesHitTestInput() throws {
        let d = try decode(doc(top: #""points": [{"x": 1.5, "y": -2}], "touches": [[{"x": 0, "y": 0}, {"y": 3, "x": 4}], [{"x": 9, "y": 9}]]"#))
        #expect(d.points == [Point(x: 1.5, y: -2)])
        #expect(d.touches == [[Point(x: 0, y: 0), Point(x: 4, y: 3)], [Point(x: 9, y: 9)]])
    }

    @Test func canonicalFormIgnoresHitTestInputAndSpelling() throws {
        let a = try DocumentReader.read(Array(doc(top: #""points": [{"x": 1, "y": 2}]"#).utf8))
        let b = try DocumentReader.read(Array(#"{ "sizes":[{"height":5e1,"width":100.0}],"root":{"id":"root"}}"#.utf8))
        #expect(a.canonicalForm == b.canonicalForm)
        #expect(String(decoding: a.canonicalForm, as: UTF8.self) == #"{"root":{"id":"root"},"sizes":[{"height":50,"width":100}]}"#)
        let c = try DocumentReader.read(Array(doc(top: #""scale": 2"#).utf8))
        #expect(c.canonicalForm != a.canonicalForm)
    }
}
