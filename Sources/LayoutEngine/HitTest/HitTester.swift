/// UIKit's hitTest(_:with:) and UIControl touch tracking over one solved layout
/// (docs/requests.md#hit-testing-and-touch-tracking).
///
/// The rules, in UIKit's order: a view that is hidden, has alpha below 0.01 or has
/// userInteractionEnabled false is skipped with its whole subtree; a point outside the
/// view's bounds (x ≤ px < x + width, y ≤ py < y + height) is not passed to its subviews,
/// even to subviews that stick out and even when clipsToBounds is false; subviews are
/// asked front-most (last) first; if none answers, the view itself is hit. Layout guides
/// are never hit, and a zero-sized view contains no point.
package struct HitTester: Sendable {
    /// The layout flattened into root space.
    package let geometry: RootSpaceGeometry

    /// A tester over `layout`, one of `document`'s solved layouts.
    package init(document: Document, layout: Layout) {
        geometry = RootSpaceGeometry(document: document, layout: layout)
    }

    /// A tester over a layout already flattened into root space.
    package init(geometry: RootSpaceGeometry) {
        self.geometry = geometry
    }

    /// The document's `points` and `touches` against this layout.
    package func run(points: [Point], touches: [[Point]]) -> HitTestResult {
        HitTestResult(hits: points.map(hit), touches: touches.map(track))
    }

    /// Index into `geometry.views` of the view hit at `point` (root space), or nil.
    package func hitIndex(_ point: Point) -> Int? {
        geometry.views.isEmpty ? nil : hitTest(0, point)
    }

    /// The view hit at `point` (root space), its path from the root and the point in its own space.
    package func hit(_ point: Point) -> Hit {
        guard let index = hitIndex(point) else {
            return Hit(point: point, view: nil, path: [], location: nil)
        }
        let node = geometry.views[index]
        return Hit(point: point, view: node.id, path: geometry.path(to: index),
                   location: Point(x: point.x - node.rect.x, y: point.y - node.rect.y))
    }

    /// The control hit by the first point tracks every later point, inside it or not, as
    /// UIControl keeps receiving continueTracking after the finger leaves it.
    package func track(_ path: [Point]) -> TouchTrack {
        guard let first = path.first, let hitIndex = hitIndex(first),
              let controlIndex = nearestControl(from: hitIndex) else {
            return TouchTrack(control: nil, events: [])
        }
        let rect = geometry.views[controlIndex].rect
        func event(_ phase: TouchEvent.Phase, _ p: Point) -> TouchEvent {
            let location = Point(x: p.x - rect.x, y: p.y - rect.y)
            let inside = location.x >= 0 && location.x < rect.width && location.y >= 0 && location.y < rect.height
            return TouchEvent(phase: phase, location: location, inside: inside)
        }
        var events: [TouchEvent] = []
        events.reserveCapacity(max(2, path.count))
        events.append(event(.began, first))
        if path.count > 2 {
            for p in path[1..<(path.count - 1)] { events.append(event(.moved, p)) }
        }
        // A one-point path is a tap: it begins and ends at the same place.
        events.append(event(.ended, path[path.count - 1]))
        return TouchTrack(control: geometry.views[controlIndex].id, events: events)
    }

    /// The nearest ancestor-or-self whose kind is button or control.
    private func nearestControl(from index: Int) -> Int? {
        var i = index
        while i >= 0 {
            if geometry.views[i].kind.isControl { return i }
            i = geometry.views[i].parent
        }
        return nil
    }

    private func hitTest(_ index: Int, _ p: Point) -> Int? {
        let node = geometry.views[index]
        guard node.receivesTouches, contains(node.rect, p) else { return nil }
        var child = node.lastChild
        while child >= 0 {
            if let hit = hitTest(child, p) { return hit }
            child = geometry.views[child].previousSibling
        }
        return index
    }

    /// Half-open on both axes, so a zero or negative size contains nothing and two views
    /// that share an edge never both contain a point on it.
    private func contains(_ r: Rect, _ p: Point) -> Bool {
        r.x <= p.x && p.x < r.x + r.width && r.y <= p.y && p.y < r.y + r.height
    }
}
