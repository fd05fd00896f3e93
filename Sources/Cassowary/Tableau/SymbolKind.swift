/// Internal kinds of tableau symbols. Externals are unrestricted; slacks and errors are >= 0;
/// dummies are fixed at 0 (they mark required equalities) and never enter the basis.
enum SymbolKind: UInt8 {
    case external, slack, error, dummy
}

extension Solver {
    /// A new symbol of `kind`, with an empty column, no row and a zero cost; every
    /// per-symbol array grows here so they stay the same length.
    mutating func newSymbol(_ kind: SymbolKind) -> Int32 {
        let id = Int32(kinds.count)
        kinds.append(kind)
        rowOf.append(-1)
        cols.appendSymbol()
        owner.append(-1)
        editOf.append(-1)
        position.append(-1)
        objective.grow(to: kinds.count)
        artificial.grow(to: kinds.count)
        return id
    }
}
