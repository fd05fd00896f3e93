import Cassowary

/// Appends the constraints UIStackView generates (docs/stack-views.md) for every stack,
/// in pre-order, between the intrinsic-size constraints and the document's own.
enum StackBuilder {
    /// - Returns: the non-root stacks whose margins guide they arrange in (see `ViewInsets`).
    static func append(items: inout ItemTable, direction: LayoutDirection, solver: inout Solver,
                       out: inout ConstraintList) -> Set<Int> {
        // A copy: generated guides are appended to the table while we walk its views.
        let views = items.views
        var insetViews: Set<Int> = []
        for v in views.indices {
            // Only a stack's View is copied out (a View is large; copying retains its parts).
            guard let properties = views[v].view.stack else { continue }
            let index = views[v].item
            let view = views[v].view
            if properties.layoutMarginsRelativeArrangement && items[index].parent >= 0 && items[index].marginsFollowLayout {
                insetViews.insert(index)
            }
            // The maker takes the list and gives it back, so that appending never copies it.
            var maker = StackConstraintMaker(stack: index, view: view, properties: properties, items: &items,
                                             direction: direction, solver: &solver, out: out)
            out = ConstraintList()
            maker.makeDistribution()
            maker.makeAlignment()
            maker.makeHidden()
            swap(&out, &maker.out)
        }
        return insetViews
    }
}
