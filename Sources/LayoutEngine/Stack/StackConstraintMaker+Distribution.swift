import Cassowary

/// Along the axis: canvas connection, spacing, and the distribution's own constraints.
extension StackConstraintMaker {
    mutating func makeDistribution() {
        makeChain()
        if distributesSpace || visible.isEmpty {
            // Last, also for an empty stack, which still hugs nothing along its axis. A stack
            // whose arranged subviews are all hidden collapses to no length unless something
            // else sizes it: Xcode saves 8 of the 11 such stacks of the collection's
            // development half 0 long along the axis and flags none of them (the other 3 are
            // sized by their own constraints), where without a fit their length was free
            // and lint called everything under them ambiguous (Blockstream Green's
            // Dialogs.storyboard). The contract (../shared/stack-view.md) gives them no
            // connection along the axis; docs/stack-views.md says why this differs.
            add(.canvasFit, StackDimension.size(along.length(stack), .equal, .constant(0), priority: 49))
        }
    }

    /// Canvas connection, spacing and the distribution's own, when any item is visible.
    private mutating func makeChain() {
        guard let first = visible.first, let last = visible.last else { return }
        add(.canvasConnection, first, along.position(along.start(edge), .equal, along.start(first.rect)))
        add(.canvasConnection, last, along.position(along.end(last.rect), .equal, along.end(edge)))
        // equalSpacing and equalCentering treat spacing as a minimum.
        let relation: Relation = distributesSpace ? .greaterThanOrEqual : .equal
        for (previous, next) in zip(visible, visible.dropFirst()) {
            add(.spacing, previous, next,
                along.position(along.start(next.rect), relation, along.end(previous.rect), plus: previous.gapAfter))
        }
        switch properties.distribution {
        case .fill:
            break
        case .fillEqually:
            makeFillEqually()
        case .fillProportionally:
            makeFillProportionally()
        case .equalSpacing, .equalCentering:
            makeGapGuides()
        }
    }

    private mutating func makeFillEqually() {
        guard let first = visible.first else { return }
        for item in visible.dropFirst() {
            add(.fillEqually, first, item,
                StackDimension.size(along.length(item.rect), .equal, along.length(first.rect)))
        }
    }

    /// Each item takes its share Lᵢ / D of the stack's length, D = Σ Lᵢ + spacing × (count − 1)
    /// (customSpacing left out, as UIKit leaves it out), earlier items at higher priority.
    private mutating func makeFillProportionally() {
        let spacingTotal = properties.spacing * Double(visible.count - 1)
        var total = spacingTotal
        for item in visible { total += item.intrinsicLength }
        guard total > max(spacingTotal, 1) else {
            // Nothing has an intrinsic length to share by.
            makeFillEqually()
            return
        }
        for (index, item) in visible.enumerated() {
            add(.fillProportionally, item,
                StackDimension.size(along.length(item.rect), .equal, along.length(edge),
                                    times: item.intrinsicLength / total, priority: max(999 - Double(index), 751)))
        }
    }

    /// Gap guides between neighbours' facing edges (equalSpacing) or centers
    /// (equalCentering), all as long as the first. equalCentering's equality is weak
    /// (150 falling to 50) so compression resistance wins when space is short.
    private mutating func makeGapGuides() {
        let centering = properties.distribution == .equalCentering
        for (i, guide) in gaps.enumerated() {
            let previous = visible[i]
            let next = visible[i + 1]
            let from = centering ? along.center(previous.rect) : along.end(previous.rect)
            let to = centering ? along.center(next.rect) : along.start(next.rect)
            add(.distributing, previous, guide, along.position(along.start(guide.rect), .equal, from))
            add(.distributing, guide, next, along.position(to, .equal, along.end(guide.rect)))
        }
        guard let first = gaps.first else { return }
        for (i, guide) in gaps.enumerated().dropFirst() {
            let priority = centering ? max(150 - Double(i), 50) : 1000
            add(.fillEqually, first, guide,
                StackDimension.size(along.length(guide.rect), .equal, along.length(first.rect), priority: priority))
        }
    }
}
