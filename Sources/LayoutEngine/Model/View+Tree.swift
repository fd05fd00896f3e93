extension View {
    /// Calls `visit` on this view and every view below it, depth first, until it returns
    /// false. The pending stack holds sibling lists, not views: a stack of `View` copies
    /// retained every part of every view, on every cold request that counts items or looks
    /// for text.
    package func visitTree(_ visit: (View) -> Bool) {
        guard visit(self) else { return }
        // The root's children first without the stack of pending lists, which is made only
        // when some child has children of its own: counting a small document's items (twice
        // a cold request) then allocates nothing. Same order as a stack started with them.
        var pending: [[View]] = []
        var siblings = children
        while true {
            for i in siblings.indices {
                guard visit(siblings[i]) else { return }
                if !siblings[i].children.isEmpty { pending.append(siblings[i].children) }
            }
            guard let next = pending.popLast() else { return }
            siblings = next
        }
    }
}
