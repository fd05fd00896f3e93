/// One layout's views and guides with their rectangles in the root's space, flattened in
/// pre-order so hit testing and drawing walk plain arrays instead of the recursive model.
///
/// Frames in a `Layout` are in the superview's space (UIView.frame); adding them up the
/// hierarchy gives the root-space rectangle. The frames are already scale-rounded, so the
/// sums are the rounded positions docs/requests.md#rounding says hit tests and the picture use.
package struct RootSpaceGeometry: Sendable {
    /// One view with its frame in both spaces and what hit testing needs.
    package struct ViewNode: Sendable {
        /// The view's id.
        package var id: String
        /// The view's kind (controls track touches).
        package var kind: ViewKind
        /// Index of the superview in `views`; -1 for the root.
        package var parent: Int
        /// The view's frame as answered, in its superview's space.
        package var frame: Rect
        /// The same rectangle in the root's space.
        package var rect: Rect
        /// The view's own `hidden`.
        package var hidden: Bool
        /// Hidden itself or below a hidden view: drawn faint, never hit.
        package var hiddenInTree: Bool
        /// hitTest(_:with:) looks at this view at all: not hidden, alpha ≥ 0.01 and
        /// userInteractionEnabled (UIKit checks these before point(inside:with:)).
        package var receivesTouches: Bool
        /// Children are walked front to back (last to first) when hit testing, so
        /// each node keeps its last child and its previous sibling; -1 for none.
        package var lastChild: Int
        /// The sibling before this one in its superview's children; -1 for none.
        package var previousSibling: Int
        /// Distance from the root (root 0).
        package var depth: Int
    }

    /// One declared layout guide with its root-space rectangle.
    package struct GuideNode: Sendable {
        /// The guide's id.
        package var id: String
        /// Index of the owning view in `views`.
        package var owner: Int
        /// The guide's rectangle in the root's space.
        package var rect: Rect
    }

    /// Views in pre-order; index 0 is the root.
    package private(set) var views: [ViewNode] = []
    /// Declared guides in pre-order of their owners.
    package private(set) var guides: [GuideNode] = []

    /// Pairs each view and guide of `document` with its frame in `layout`. A view or guide
    /// the layout has no frame for (which a layout of this document never lacks) gets a
    /// zero rectangle at its superview's origin, so it is drawn nowhere and never hit.
    package init(document: Document, layout: Layout) {
        var frames: [String: Rect] = [:]
        frames.reserveCapacity(layout.frames.count)
        for frame in layout.frames { frames[frame.id] = frame.rect }
        add(document.root, parent: -1, origin: Point(x: 0, y: 0), hiddenAbove: false, depth: 0, frames: frames)
    }

    /// Ids from the root down to the view at `index`.
    package func path(to index: Int) -> [String] {
        var ids: [String] = []
        var i = index
        while i >= 0 {
            ids.append(views[i].id)
            i = views[i].parent
        }
        return ids.reversed()
    }

    private mutating func add(_ view: View, parent: Int, origin: Point, hiddenAbove: Bool, depth: Int,
                              frames: [String: Rect]) {
        let frame = frames[view.id] ?? Rect(x: 0, y: 0, width: 0, height: 0)
        // The root's origin is 0,0 in its own space whatever its frame says (docs/requests.md#the-root).
        let rect = parent < 0
            ? Rect(x: 0, y: 0, width: frame.width, height: frame.height)
            : Rect(x: origin.x + frame.x, y: origin.y + frame.y, width: frame.width, height: frame.height)
        let index = views.count
        let hiddenInTree = hiddenAbove || view.hidden
        views.append(ViewNode(
            id: view.id, kind: view.kind, parent: parent, frame: frame, rect: rect,
            hidden: view.hidden, hiddenInTree: hiddenInTree,
            receivesTouches: !view.hidden && view.alpha >= 0.01 && view.userInteractionEnabled,
            lastChild: -1, previousSibling: -1, depth: depth))
        for guide in view.layoutGuides {
            let g = frames[guide.id] ?? Rect(x: 0, y: 0, width: 0, height: 0)
            guides.append(GuideNode(
                id: guide.id, owner: index,
                rect: Rect(x: rect.x + g.x, y: rect.y + g.y, width: g.width, height: g.height)))
        }
        var previous = -1
        for child in view.children {
            let childIndex = views.count
            add(child, parent: index, origin: Point(x: rect.x, y: rect.y), hiddenAbove: hiddenInTree,
                depth: depth + 1, frames: frames)
            views[childIndex].previousSibling = previous
            previous = childIndex
        }
        views[index].lastChild = previous
    }
}
