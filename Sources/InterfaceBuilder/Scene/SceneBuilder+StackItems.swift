import LayoutEngine

extension SceneBuilder {
    /// Just above UIKit's ambiguity suppression (priority 25, docs/stack-views.md), below
    /// everything a file writes.
    static let canvasCrossPriority = 26.0

    /// Xcode's canvas keeps an arranged subview that has no size of its own across a
    /// non-filling stack at its saved size there, where UIKit's ambiguity suppression takes
    /// it to 0: woocommerce's and ring's plain 240-pt views centred in vertical stacks
    /// (IB's default width for a new view) are saved 240 wide and flagged nowhere. So such
    /// an item's cross size equals its saved one, just above the suppression, which any
    /// constraint of the file's still overrides.
    func canvasCrossSizes() -> [ObjectConstraint] {
        var out: [ObjectConstraint] = []
        for n in nodes.dropFirst() where n.arranged && n.element["hidden"] != "YES" && n.element.name != "stackView" {
            guard let p = n.parent else { continue }
            let stack = nodes[p].element
            let alignment = stack["alignment"] ?? "fill"
            guard alignment != "fill" else { continue }
            let vertical = stack["axis"] == "vertical"
            let intrinsic = ViewAttributes.intrinsic(n.element, alignmentSize: Size(width: n.saved.width, height: n.saved.height))
            if vertical {
                guard intrinsic?.width == nil else { continue }
                out.append(ObjectConstraint(id: "\(n.docId)-canvas-width", first: "\(n.docId).width",
                                            constant: n.saved.width, priority: Self.canvasCrossPriority))
            } else {
                guard intrinsic?.height == nil else { continue }
                out.append(ObjectConstraint(id: "\(n.docId)-canvas-height", first: "\(n.docId).height",
                                            constant: n.saved.height, priority: Self.canvasCrossPriority))
            }
        }
        return out
    }
}
