extension View {
    /// Calls `visit` on this view and every view below it, depth first, until it returns
    /// false. The pending stack holds sibling lists, not views: a stack of `View` copies
    /// retained every part of every view, on every cold request that counts items or looks
    /// for text.
    package func visitTree(_ visit: (View) -> Bool) {
        guard visit(self) else { return }
        var pending = [children]
        while let siblings = pending.popLast() {
            for i in siblings.indices {
                guard visit(siblings[i]) else { return }
                if !siblings[i].children.isEmpty { pending.append(siblings[i].children) }
            }
        }
    }
}
