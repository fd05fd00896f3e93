/// The phase-one objective (the artificial variable's row while an add has no subject),
/// kept dense by symbol id since it touches many columns, with a list of every id that
/// may be nonzero, so scans stay proportional to what matters.
struct PhaseOneObjective {
    var coef: [Double] = []
    var listed: [Bool] = []
    var nz: [Int32] = []
    var constant: Double = 0

    mutating func grow(to count: Int) {
        while coef.count < count {
            coef.append(0)
            listed.append(false)
        }
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
