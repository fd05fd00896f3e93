/// The phase-one objective (the artificial variable's row while an add has no subject),
/// kept dense by symbol id since it touches many columns, with a list of every id that
/// may be nonzero, so scans stay proportional to what matters.
struct PhaseOneObjective {
    /// Per symbol: its coefficient and whether it is in `nz`, in one record so a new
    /// symbol is one append, not two.
    struct Slot {
        var coef = 0.0
        var listed = false
    }

    var slots: [Slot] = []
    var nz: [Int32] = []
    var constant: Double = 0

    /// Applies `change` to the per-symbol arrays: a new symbol's coefficient is 0.
    mutating func apply(_ change: SymbolCountChange) {
        if case .truncate(let n) = change { nz.removeAll { Int($0) >= n } }
        slots.apply(change, appending: Slot())
    }

    mutating func clear() {
        for s in nz {
            slots[Int(s)].coef = 0
            slots[Int(s)].listed = false
        }
        nz.removeAll(keepingCapacity: true)
        constant = 0
    }
}
