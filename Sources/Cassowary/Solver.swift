/// An incremental Cassowary solver (kiwi's algorithm) over sparse rows with integer symbol
/// ids. A value type: copying it copies the whole system.
public struct Solver: Sendable {
    public var interrupt: Interrupt?

    /// The symbol of each variable (Variable.index is the position here), so internal
    /// symbols can be renumbered by a rebuild without changing callers' variables.
    var varSym: [Int32] = []

    // Per symbol (index = symbol id).
    var kinds: [SymbolKind] = []
    var rowOf: [Int32] = []
    /// Rows that may contain the symbol: a superset (entries go stale when a coefficient
    /// cancels or a row is freed); readers check the row and skip duplicates.
    var cols: [[Int32]] = []
    /// The constraint whose marker or error the symbol is, or -1.
    var owner: [Int32] = []
    /// The edit constraint of an external variable, or -1.
    var editOf: [Int32] = []

    var rows: [Row] = []
    var freeRows: [Int32] = []
    var objective = Objective()
    /// The phase-one objective while adding with an artificial variable.
    var artificial = DenseRow()
    var artificialActive = false

    var records: [ConstraintRecord] = []

    // Scratch, kept to avoid allocation per operation.
    var position: [Int32] = []
    var rowStamp: [UInt32] = []
    var stamp: UInt32 = 0
    var infeasibleRows: [Int32] = []
    var trackInfeasible = false
    var journal = Journal()
    var pivotCount = 0
    var rowTouched: [UInt32] = []
    /// Whether a refused add names the constraints it conflicts with, which costs a
    /// feasibility test per kept required constraint. Off in the throwaway solvers that
    /// compute conflicts themselves, and in a caller's trial build.
    public var computeConflicts = true

    public init() {}

    public mutating func makeVariable() -> Variable {
        varSym.append(newSymbol(.external))
        return Variable(index: Int32(varSym.count - 1))
    }

    /// The symbol of a variable of this solver, or -1.
    @inline(__always) func symbol(_ v: Variable) -> Int32 {
        let i = Int(v.index)
        return i >= 0 && i < varSym.count ? varSym[i] : -1
    }

    /// The current value: a basic variable reads its row's constant, a parametric one is 0.
    public func value(of v: Variable) -> Double {
        let s = symbol(v)
        guard s >= 0 else { return 0 }
        let r = rowOf[Int(s)]
        return r >= 0 ? rows[Int(r)].constant : 0
    }

    /// The total weighted error of the live optional constraints (edits included) at each
    /// strength level, highest level first; with `Strength.level`'s default weight of 1,
    /// the level's total |error|. `Strength.weight` puts every constraint at level 0.
    public var levelErrors: [(level: Double, error: Double)] {
        var totals: [(level: Double, error: Double)] = []
        for rec in records where rec.alive && !rec.constraint.strength.isRequired {
            let strength = rec.constraint.strength
            var error = symbolValue(rec.other)
            if rec.constraint.op == .equal { error += symbolValue(rec.marker) }
            if let k = totals.firstIndex(where: { $0.level == strength.level }) {
                totals[k].error += strength.weight * error
            } else {
                totals.append((strength.level, strength.weight * error))
            }
        }
        return totals.sorted { $0.level > $1.level }
    }

    /// A symbol's value: its row's constant when basic, else 0.
    func symbolValue(_ s: Int32) -> Double {
        guard s >= 0 else { return 0 }
        let r = rowOf[Int(s)]
        return r >= 0 ? rows[Int(r)].constant : 0
    }

    /// Number of live rows and their total number of terms: a measure of fill-in.
    public var statistics: (rows: Int, terms: Int) {
        var n = 0, t = 0
        for r in rows where r.basic >= 0 {
            n += 1
            t += r.syms.count
        }
        return (n, t)
    }

    /// Heap bytes held by the solver's arrays (capacities, headers of 32 bytes), for the
    /// memory-per-constraint figure of the benchmark.
    public var approximateBytes: Int {
        let header = 32
        var total = 0
        for r in rows { total += 24 + 2 * header + r.syms.capacity * 4 + r.coefs.capacity * 8 }
        for c in cols { total += header + c.capacity * 4 }
        total += kinds.capacity + (rowOf.capacity + owner.capacity + editOf.capacity + position.capacity) * 4
        total += objective.approximateBytes
        total += artificial.coef.capacity * 8 + artificial.listed.capacity + artificial.nz.capacity * 4
        total += rows.capacity * MemoryLayout<Row>.stride + cols.capacity * 8
        total += rowStamp.capacity * 4 + rowTouched.capacity * 4 + freeRows.capacity * 4
        for r in records {
            total += MemoryLayout<ConstraintRecord>.stride + header + r.constraint.expression.terms.capacity * 16
        }
        return total
    }

    @discardableResult
    public mutating func add(_ c: Constraint, isGiven: Bool = false) throws(SolverError) -> ConstraintHandle {
        try validate(c)
        return ConstraintHandle(index: try addConstraint(c, isGiven: isGiven, isEdit: false))
    }

    public mutating func remove(_ h: ConstraintHandle) throws(SolverError) {
        let i = Int(h.index)
        guard i >= 0, i < records.count, records[i].alive, !records[i].isEdit else {
            throw .unknownConstraint
        }
        try removeConstraint(i)
    }

    public mutating func setConstant(_ h: ConstraintHandle, to constant: Double) throws(SolverError) {
        let i = Int(h.index)
        guard i >= 0, i < records.count, records[i].alive, !records[i].isEdit else {
            throw .unknownConstraint
        }
        guard constant.isFinite else { throw .invalidNumber }
        try changeConstant(i, to: constant)
    }

    public mutating func addEditVariable(_ v: Variable, strength: Strength) throws(SolverError) {
        let s = Int(symbol(v))
        guard s >= 0 else { throw .unknownVariable }
        guard !strength.isRequired else { throw .nonRequiredEditStrength }
        guard strength.weight > 0, strength.weight.isFinite, strength.level.isFinite else { throw .invalidNumber }
        guard editOf[s] < 0 else { throw .duplicateEditVariable }
        let c = Constraint(Expression([Term(v)]), .equal, strength)
        let h = try addConstraint(c, isGiven: false, isEdit: true)
        editOf[s] = h
    }

    public mutating func removeEditVariable(_ v: Variable) throws(SolverError) {
        let s = Int(symbol(v))
        guard s >= 0, editOf[s] >= 0 else { throw .unknownEditVariable }
        let h = Int(editOf[s])
        editOf[s] = -1
        try removeConstraint(h)
    }

    public func hasEditVariable(_ v: Variable) -> Bool {
        let s = Int(symbol(v))
        return s >= 0 && editOf[s] >= 0
    }

    /// Moves an edit variable's target; the edit constraint reads `v - value == 0`.
    public mutating func suggestValue(_ v: Variable, _ value: Double) throws(SolverError) {
        let s = Int(symbol(v))
        guard s >= 0, editOf[s] >= 0 else { throw .unknownEditVariable }
        guard value.isFinite else { throw .invalidNumber }
        try changeConstant(Int(editOf[s]), to: -value)
    }

    func validate(_ c: Constraint) throws(SolverError) {
        guard c.expression.constant.isFinite else { throw .invalidNumber }
        if !c.strength.isRequired {
            guard c.strength.weight > 0, c.strength.weight.isFinite, c.strength.level.isFinite else { throw .invalidNumber }
        }
        for t in c.expression.terms {
            guard symbol(t.variable) >= 0 else { throw .unknownVariable }
            guard t.coefficient.isFinite else { throw .invalidNumber }
        }
    }

    @inline(__always) mutating func checkInterrupt() throws(SolverError) {
        pivotCount &+= 1
        if let interrupt, pivotCount % interrupt.every == 0, interrupt.shouldStop() {
            throw .interrupted
        }
    }
}
