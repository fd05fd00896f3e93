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

    /// Per symbol, but only as far as the last phase one needed (`cover`): most solvers
    /// never run one, and a per-symbol array grown with every new symbol was an append per
    /// symbol, a reservation, a heap block and its free for nothing (issue 49).
    var slots: [Slot] = []
    var nz: [Int32] = []
    var constant: Double = 0

    /// Applies `change` to the per-symbol arrays: only dropped symbols matter, as `slots`
    /// grows when a phase one starts, not with the symbols.
    mutating func apply(_ change: SymbolCountChange) {
        guard case .truncate(let n) = change else { return }
        nz.removeAll { Int($0) >= n }
        if slots.count > n { slots.removeLast(slots.count - n) }
    }

    /// Slots for `count` symbols, each new one 0, before a phase one reads or writes them.
    mutating func cover(_ count: Int) {
        if slots.count < count { slots.append(contentsOf: repeatElement(Slot(), count: count - slots.count)) }
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
