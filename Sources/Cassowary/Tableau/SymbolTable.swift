/// What the solver knows of each symbol (index = symbol id): its kind, the row where it is
/// basic, the rows that may hold it, the constraint it belongs to; and the symbol behind
/// each variable.
struct SymbolTable {
    /// The symbol of each variable (Variable.index is the position here), so internal
    /// symbols can be renumbered by a rebuild without changing callers' variables.
    var varSym: [Int32] = []
    var kinds: [SymbolKind] = []
    /// The row where the symbol is basic, or -1.
    var rowOf: [Int32] = []
    /// Rows that may contain the symbol (see `Columns`).
    var cols = Columns()
    /// The constraint whose marker or error the symbol is, or -1.
    var owner: [Int32] = []
    /// The edit constraint of an external variable, or -1.
    var editOf: [Int32] = []

    /// The number of symbols.
    var count: Int { kinds.count }

    /// Applies `change` to every per-symbol array here; a new symbol is of `newKind`, in
    /// no row and no column, of no constraint.
    @inline(__always)
    mutating func apply(_ change: SymbolCountChange, newKind: SymbolKind = .external) {
        kinds.apply(change, appending: newKind)
        rowOf.apply(change, appending: -1)
        cols.apply(change)
        owner.apply(change, appending: -1)
        editOf.apply(change, appending: -1)
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
