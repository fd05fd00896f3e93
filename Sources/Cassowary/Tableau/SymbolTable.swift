/// What the solver knows of each symbol (index = symbol id): its entry (kind, the row where
/// it is basic, the constraint it belongs to), the rows that may hold it; and the symbol
/// behind each variable.
struct SymbolTable {
    /// The symbol of each variable (Variable.index is the position here), so internal
    /// symbols can be renumbered by a rebuild without changing callers' variables.
    var varSym: [Int32] = []
    var entries: [SymbolEntry] = []
    /// Rows that may contain the symbol (see `Columns`).
    var cols = Columns()

    /// The number of symbols.
    var count: Int { entries.count }

    /// Applies `change` to every per-symbol array here; a new symbol is of `newKind`, in
    /// no row and no column, of no constraint.
    @inline(__always)
    mutating func apply(_ change: SymbolCountChange, newKind: SymbolKind = .external) {
        entries.apply(change, appending: SymbolEntry(kind: newKind))
        cols.apply(change)
    }
}

extension Solver {
    /// A new symbol of `kind`, with an empty column, no row and a zero cost.
    mutating func newSymbol(_ kind: SymbolKind) -> Int32 {
        let id = Int32(symbols.count)
        changeSymbolCount(.appendOne, newKind: kind)
        return id
    }

    /// Applies `change` to every per-symbol array of the solver: the symbol table's, the
    /// scratch's and the objectives'. The one place that lists their owners.
    @inline(__always)
    mutating func changeSymbolCount(_ change: SymbolCountChange, newKind: SymbolKind = .external) {
        symbols.apply(change, newKind: newKind)
        scratch.apply(change)
        tableau.apply(change)
    }
}
