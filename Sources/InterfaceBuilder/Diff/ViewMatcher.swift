import LayoutEngine

/// The views of one scene in two versions, matched by id, and what changed between them.
struct ViewMatcher {
    /// What a version says about one view.
    struct Seen {
        var frame: Rect
        var superview: String?
        var hidden: Bool
        /// Hidden itself or below a hidden view: nothing of it is on screen.
        var hiddenInTree: Bool
        var name: OutlineName
    }

    var old: [String: Seen] = [:]
    var new: [String: Seen] = [:]
    /// The new version's views in pre-order, then the old version's that are gone.
    var order: [String] = []

    init(before: FileDiff.Side?, after: FileDiff.Side?) {
        if let after { new = Self.seen(after, order: &order) }
        var gone: [String] = []
        if let before { old = Self.seen(before, order: &gone) }
        order += gone.filter { new[$0] == nil }
    }

    static func seen(_ side: FileDiff.Side, order: inout [String]) -> [String: Seen] {
        var frames: [String: Rect] = [:]
        for f in side.layout.frames { frames[f.id] = f.rect }
        var out: [String: Seen] = [:]
        func walk(_ v: View, superview: String?, hiddenAbove: Bool) {
            let hidden = hiddenAbove || v.hidden
            out[v.id] = Seen(frame: frames[v.id] ?? Rect(x: 0, y: 0, width: 0, height: 0), superview: superview, hidden: v.hidden,
                             hiddenInTree: hidden, name: side.scene.outlineNames[v.id] ?? OutlineName(v.id))
            order.append(v.id)
            for c in v.children { walk(c, superview: v.id, hiddenAbove: hidden) }
        }
        walk(side.scene.document.root, superview: nil, hiddenAbove: false)
        return out
    }

    /// Frames are on the pixel grid; anything closer than this is the same place.
    static let tolerance = 1e-3

    func changes(scene: String, sceneName: String, device: String) -> [ViewChange] {
        var out: [ViewChange] = []
        for id in order {
            let a = old[id], b = new[id]
            func add(_ kind: ViewChange.Kind) {
                out.append(ViewChange(scene: scene, sceneName: sceneName, device: device, view: id,
                                      viewName: (b ?? a)?.name ?? OutlineName(id), change: kind, before: a?.frame, after: b?.frame))
            }
            guard let a else { add(.appeared); continue }
            guard let b else { add(.disappeared); continue }
            if a.hidden != b.hidden {
                // Shown or hidden says it: a hidden view's frame is not on screen (an
                // arranged subview's collapses), and a shown one's is its `after`.
                add(b.hidden ? .hidden : .shown)
                continue
            }
            // Not on screen in one version: its own `hidden` or an ancestor's change says so.
            if a.hiddenInTree || b.hiddenInTree { continue }
            let moved = a.superview != b.superview || abs(a.frame.x - b.frame.x) > Self.tolerance || abs(a.frame.y - b.frame.y) > Self.tolerance
            let resized = abs(a.frame.width - b.frame.width) > Self.tolerance || abs(a.frame.height - b.frame.height) > Self.tolerance
            if moved { add(.moved) }
            if resized { add(.resized) }
        }
        return out
    }
}
