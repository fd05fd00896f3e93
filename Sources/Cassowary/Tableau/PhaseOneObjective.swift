/// The phase-one objective (the artificial variable's row while an add has no subject),
/// kept dense by symbol id since it touches many columns, with a list of every id that
/// may be nonzero, so scans stay proportional to what matters.
struct PhaseOneObjective {
    var coef: [Double] = []
    var listed: [Bool] = []
    var nz: [Int32] = []
    var constant: Double = 0

    /// Applies `change` to the per-symbol arrays: a new symbol's coefficient is 0.
    mutating func apply(_ change: SymbolCountChange) {
        if case .truncate(let n) = change { nz.removeAll { Int($0) >= n } }
        coef.apply(change, appending: 0)
        listed.apply(change, appending: false)
    }

    mutating func clear() {
        for s in nz {
            coef[Int(s)] = 0
            listed[Int(s)] = false
        }
        nz.removeAll(keepingCapacity: true)
        constant = 0
    }
}
