import Cassowary

/// Hidden arranged subviews: out of the chain, squeezed to length 0 at 999.999 (so a user's
/// required length wins without a conflict) and parked weakly half a gap after the previous
/// visible item, so they have a position without pushing anything.
extension StackConstraintMaker {
    mutating func makeHidden() {
        for h in hidden {
            add(.hiding, h.member,
                StackDimension.size(along.length(h.member.rect), .equal, .constant(0), priority: 999.999))
        }
        for h in hidden {
            let start = along.start(h.member.rect)
            // With one visible item, a hidden one that no visible item follows sits at the
            // stack's start, where Xcode's saved frames put it (docs/stack-views.md).
            if let previous = h.previous, h.visibleFollows || visible.count != 1 {
                // Half a gap out when a visible item follows (where Xcode's saved frames
                // put it), flush after the last visible one otherwise.
                let offset = h.visibleFollows ? previous.gapAfter / 2 : 0
                add(.spacingHidden, previous, h.member,
                    along.position(start, .equal, along.end(previous.rect), plus: offset, priority: 50))
            } else {
                add(.spacingHidden, h.member, along.position(start, .equal, along.start(edge), priority: 50))
            }
        }
        guard let first = visible.first else {
            // Nothing visible to align with: park on the stack's own edge.
            for h in hidden {
                let item = h.member.rect
                add(.alignment, h.member, across.position(across.start(item), .equal, across.start(edge), priority: 50))
                if properties.alignment == .fill {
                    add(.alignment, h.member, across.position(across.end(item), .equal, across.end(edge), priority: 50))
                }
            }
            return
        }
        for h in hidden {
            let item = h.member
            if properties.alignment == .fill {
                add(.alignment, first, item, across.position(across.start(item.rect), .equal, across.start(first.rect), priority: 50))
                add(.alignment, first, item, across.position(across.end(item.rect), .equal, across.end(first.rect), priority: 50))
            } else {
                add(.alignment, first, item, across.position(aligned(item), .equal, aligned(first), priority: 50))
            }
        }
    }
}
