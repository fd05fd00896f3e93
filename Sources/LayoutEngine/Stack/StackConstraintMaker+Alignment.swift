import Cassowary

/// Across the axis: alignment, the spanner guide, and the canvas connection.
extension StackConstraintMaker {
    mutating func makeAlignment() {
        guard let first = visible.first else { return }
        if properties.alignment == .fill {
            for item in visible.dropFirst() {
                add(.alignment, first, item, across.position(across.start(item.rect), .equal, across.start(first.rect)))
                add(.alignment, first, item, across.position(across.end(item.rect), .equal, across.end(first.rect)))
            }
            add(.canvasConnection, first, across.position(across.start(edge), .equal, across.start(first.rect)))
            add(.canvasConnection, first, across.position(across.end(first.rect), .equal, across.end(edge)))
            return
        }
        guard let spanner else {
            makeSingleItemAlignment(first)
            return
        }
        add(.spanningFit, spanner, StackDimension.size(across.length(spanner.rect), .equal, .constant(0), priority: 51))
        makeAmbiguitySuppression()
        for item in visible.dropFirst() {
            add(.alignment, first, item, across.position(aligned(item), .equal, aligned(first)))
        }
        for item in visible {
            switch properties.alignment {
            case .leading:
                add(.spanningBoundary, spanner, item,
                    across.position(across.start(spanner.rect), .equal, across.start(item.rect), priority: 999.5))
                add(.spanningBoundary, spanner, item,
                    across.position(across.end(spanner.rect), .greaterThanOrEqual, across.end(item.rect)))
            case .trailing:
                add(.spanningBoundary, spanner, item,
                    across.position(across.end(spanner.rect), .equal, across.end(item.rect), priority: 999.5))
                add(.spanningBoundary, spanner, item,
                    across.position(across.start(spanner.rect), .lessThanOrEqual, across.start(item.rect)))
            default:
                add(.spanningBoundary, spanner, item,
                    across.position(across.start(spanner.rect), .lessThanOrEqual, across.start(item.rect)))
                add(.spanningBoundary, spanner, item,
                    across.position(across.end(spanner.rect), .greaterThanOrEqual, across.end(item.rect)))
            }
        }
        switch properties.alignment {
        case .leading:
            add(.canvasConnection, first, across.position(across.start(edge), .equal, across.start(first.rect)))
            add(.canvasConnection, spanner, across.position(across.end(spanner.rect), .equal, across.end(edge)))
        case .trailing:
            add(.canvasConnection, first, across.position(across.end(edge), .equal, across.end(first.rect)))
            add(.canvasConnection, spanner, across.position(across.start(spanner.rect), .equal, across.start(edge)))
        default:
            add(.canvasConnection, spanner, across.position(across.start(edge), .equal, across.start(spanner.rect)))
            add(.canvasConnection, spanner, across.position(across.end(spanner.rect), .equal, across.end(edge)))
            if properties.alignment == .center {
                add(.canvasConnection, first, across.position(across.center(edge), .equal, across.center(first.rect)))
            }
        }
    }

    /// One visible item and no spanner: the item sits inside the edges, on the aligned one
    /// (its center for center; top for firstBaseline, bottom for lastBaseline, since a lone
    /// item has no other baseline to meet), and the stack hugs it at 49.
    private mutating func makeSingleItemAlignment(_ item: StackMember) {
        makeAmbiguitySuppression()
        add(.canvasConnection, item, across.position(across.start(edge), .lessThanOrEqual, across.start(item.rect)))
        add(.canvasConnection, item, across.position(across.end(edge), .greaterThanOrEqual, across.end(item.rect)))
        let alignedEdges: Constraint
        switch properties.alignment {
        case .center:
            alignedEdges = across.position(across.center(edge), .equal, across.center(item.rect))
        case .trailing, .lastBaseline:
            alignedEdges = across.position(across.end(edge), .equal, across.end(item.rect))
        default:
            alignedEdges = across.position(across.start(edge), .equal, across.start(item.rect))
        }
        add(.canvasConnection, item, alignedEdges)
        add(.canvasFit, StackDimension.size(across.length(stack), .equal, .constant(0), priority: 49))
    }

    /// `item.height == 0` at 25: an item without an intrinsic size across the axis would
    /// otherwise have no size at all; any intrinsic size beats it.
    private mutating func makeAmbiguitySuppression() {
        for item in visible {
            add(.ambiguitySuppression, item, StackDimension.size(across.length(item.rect), .equal, .constant(0), priority: 25))
        }
    }

    /// The position an alignment lines items up on. Baselines are offsets from the top (a
    /// missing first is the top, a missing last the bottom); they exist only across a
    /// horizontal stack, which the reader enforces.
    func aligned(_ item: StackMember) -> SmallExpression {
        switch properties.alignment {
        case .fill, .leading:
            return across.start(item.rect)
        case .trailing:
            return across.end(item.rect)
        case .center:
            return across.center(item.rect)
        case .firstBaseline:
            return item.rect.y + (item.baselines?.first ?? 0)
        case .lastBaseline:
            if let last = item.baselines?.last { return item.rect.y + last }
            return item.rect.y + item.rect.height
        }
    }
}
