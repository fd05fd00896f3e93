import Cassowary

/// A view or layout guide with its four variables (x, y, width, height in root space).
struct Item: Sendable {
    enum Kind: Sendable { case view, guide, generatedGuide }

    var id: String
    var kind: Kind
    /// A view's superview, a guide's owner; -1 for the root.
    var parent: Int
    /// The view an item measures positions from: itself for a view, its owner for a guide.
    var view: Int
    /// Depth of `view` in the tree (root 0), to find nearest common ancestors.
    var depth: Int
    /// Hidden itself or below a hidden view.
    var effectivelyHidden: Bool
    /// The view's own layout margins (left/right for the layout direction).
    var margins: Insets
    /// Frame = alignment rectangle (what x, y, width, height are) outset by these.
    var alignmentInsets: Insets = .zero
    var insetsMarginsFromSafeArea = true
    var preservesSuperviewMargins = false
    var baselines: Baselines?
    /// A view's first subview and next sibling (back to front), -1 for none: how stacks
    /// walk their arranged subviews without looking ids up.
    var firstChild = -1
    var nextSibling = -1

    /// Whether the view's margins depend on where it lands (the safe area's overlap or the
    /// superview's margins), so its margins guide must be solved again until it settles.
    var marginsFollowLayout: Bool { insetsMarginsFromSafeArea || preservesSuperviewMargins }
    var x: Variable
    var y: Variable
    var width: Variable
    var height: Variable

    /// The alignment rectangle, which constraints act on.
    var rect: LinearRect {
        LinearRect(x: SmallExpression(x), y: SmallExpression(y), width: SmallExpression(width), height: SmallExpression(height))
    }

    /// The frame (the bounds in root space): the alignment rectangle outset.
    var frameRect: LinearRect {
        alignmentInsets == .zero ? rect : rect.inset(alignmentInsets.negated)
    }

    var appearsInFrames: Bool { kind != .generatedGuide }
}

/// Every view and guide, in frames order (pre-order: a view, its guides, its children),
/// with ids resolved to indices.
struct ItemTable: Sendable {
    private(set) var items: [Item] = []
    private(set) var index: [String: Int] = [:]
    /// Every document view with its item index, in pre-order, for the builders that read
    /// frames, intrinsic sizes and owned constraints.
    private(set) var views: [(item: Int, view: View)] = []
    /// The views' `designFrame`s by item, for settling an ambiguous layout (`AnsweredAttributes`).
    private(set) var designFrames: [Int: Rect] = [:]
    let rootId: String
    let safeAreaInsets: Insets
    /// Effective safe-area insets and margins of views whose guides constraints use, from
    /// the last solve (see `ViewInsets`); a view not here has no safe-area overlap yet.
    var viewInsets: [Int: ViewInsets.Effective] = [:]

    init(document: Document, solver: inout Solver) {
        rootId = document.root.id
        safeAreaInsets = document.safeAreaInsets
        // Sized once: grown append by append, the tables of items and views (a View is
        // large) were copied seven times on every cold build of a 100-view screen.
        let count = document.itemCount
        items.reserveCapacity(count)
        index.reserveCapacity(count)
        views.reserveCapacity(count)
        solver.reserveVariables(count * 4)
        appendViews(document.root, direction: document.layoutDirection, solver: &solver)
        documentItemCount = items.count
    }

    var count: Int { items.count }

    /// Every item's x, y, width and height, in item order: what `FrameExtractor` reads off
    /// the solver in one call (`Solver.values(of:into:)`) after every solve.
    func frameVariables() -> [Variable] {
        var out: [Variable] = []
        out.reserveCapacity(4 * items.count)
        items.withUnsafeBufferPointer { items in
            for i in 0..<items.count {
                out.append(items[i].x)
                out.append(items[i].y)
                out.append(items[i].width)
                out.append(items[i].height)
            }
        }
        return out
    }

    /// Every item's id, in item order: what `FrameExtractor` names frames by. Read from the
    /// buffer here once per build, as reading `id` off an `Item` in place copies the whole
    /// item (192 bytes and its references) per frame in optimised builds.
    func ids() -> [String] {
        items.map(\.id)
    }
    /// The document's views and guides (`Document.itemCount`), before generated guides.
    private(set) var documentItemCount = 0
    subscript(i: Int) -> Item { items[i] }

    /// A guide the engine makes (stack gaps and spanners): solved, never answered.
    mutating func addGeneratedGuide(id: String, owner: Int, solver: inout Solver) -> Int {
        let ownerItem = items[owner]
        let v = solver.makeRect()
        items.append(Item(
            id: id, kind: .generatedGuide, parent: owner, view: owner, depth: ownerItem.depth,
            effectivelyHidden: ownerItem.effectivelyHidden, margins: .zero, baselines: nil,
            x: v.x, y: v.y, width: v.width, height: v.height))
        return items.count - 1
    }

    /// Pre-order with an explicit stack: hierarchies may be deeper than a worker thread's
    /// stack allows recursion for (the depth limit is configurable). The stack holds
    /// positions (a superview's place in `views`, a child's among its subviews), not
    /// Views: a View is large, and each copy retains its parts; this copies each once.
    private mutating func appendViews(_ root: View, direction: LayoutDirection, solver: inout Solver) {
        var lastChild: [Int] = []  // by item: the subview appended last, -1 for none
        appendView(root, parent: -1, depth: 0, hidden: root.hidden, direction: direction, lastChild: &lastChild,
                   solver: &solver)
        var pending: [(superview: Int, child: Int)] = []
        for c in views[0].view.children.indices.reversed() { pending.append((0, c)) }
        while let (superview, c) = pending.popLast() {
            let parent = views[superview].item
            let view = views[superview].view.children[c]
            appendView(view, parent: parent, depth: items[parent].depth + 1,
                       hidden: items[parent].effectivelyHidden || view.hidden, direction: direction,
                       lastChild: &lastChild, solver: &solver)
            let me = views.count - 1
            for c in views[me].view.children.indices.reversed() { pending.append((me, c)) }
        }
    }

    /// Appends a view's item, then its guides' (frames order). Takes the View to keep it in
    /// `views` without another copy.
    private mutating func appendView(_ view: consuming View, parent: Int, depth: Int, hidden: Bool, direction: LayoutDirection,
                                     lastChild: inout [Int], solver: inout Solver) {
        let me = items.count
        if parent >= 0 {
            // Subviews come in order, each after its previous sibling's subtree.
            if lastChild[parent] >= 0 { items[lastChild[parent]].nextSibling = me } else { items[parent].firstChild = me }
            lastChild[parent] = me
        }
        let v = solver.makeRect()
        items.append(Item(
            id: view.id, kind: .view, parent: parent, view: me, depth: depth, effectivelyHidden: hidden,
            margins: view.layoutMargins.resolved(direction),
            alignmentInsets: view.alignmentInsets ?? .zero,
            insetsMarginsFromSafeArea: view.insetsLayoutMarginsFromSafeArea ?? (parent < 0),
            preservesSuperviewMargins: view.preservesSuperviewLayoutMargins, baselines: view.baselines,
            x: v.x, y: v.y, width: v.width, height: v.height))
        index[view.id] = me
        lastChild.append(-1)
        for guide in view.layoutGuides {
            let g = solver.makeRect()
            items.append(Item(
                id: guide.id, kind: .guide, parent: me, view: me, depth: depth, effectivelyHidden: hidden,
                margins: .zero, baselines: nil, x: g.x, y: g.y, width: g.width, height: g.height))
            index[guide.id] = items.count - 1
            lastChild.append(-1)
        }
        if let f = view.designFrame { designFrames[me] = f }
        views.append((me, view))
    }

    /// The view's bounds inset by its safe-area insets: the root's from the document,
    /// any other's from its overlap with the root's unsafe area.
    func safeAreaRect(_ i: Int) -> LinearRect {
        let item = items[i]
        if item.parent < 0 { return item.frameRect.inset(safeAreaInsets) }
        return item.frameRect.inset(viewInsets[i]?.safeArea ?? .zero)
    }

    /// The view's layout-margins guide: its bounds inset by its effective margins.
    func marginsRect(_ i: Int) -> LinearRect {
        let item = items[i]
        if let effective = viewInsets[i] { return item.frameRect.inset(effective.margins) }
        return item.frameRect.inset(ViewInsets.staticMargins(item, rootSafeArea: safeAreaInsets))
    }

    /// The nearest common ancestor view of two items (each taken as the view it measures from).
    func nearestCommonAncestor(_ a: Int, _ b: Int) -> Int {
        var p = items[a].view
        var q = items[b].view
        while items[p].depth > items[q].depth { p = items[p].parent }
        while items[q].depth > items[p].depth { q = items[q].parent }
        while p != q {
            p = items[p].parent
            q = items[q].parent
        }
        return p
    }
}
