/// An incremental Cassowary solver (kiwi's algorithm) over sparse rows with integer symbol
/// ids. A value type: copying it copies the whole system.
public struct Solver: Sendable {
    public var interrupt: Interrupt?

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
    var objective = DenseRow()
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
    /// Record indices proving the last refused add infeasible (a Farkas support).
    var lastCertificate: [Int32] = []
    /// False in the throwaway solvers that compute conflicts themselves.
    var computeConflicts = true

    public init() {}

    public mutating func makeVariable() -> Variable {
        Variable(index: newSymbol(.external))
    }

    /// The current value: a basic variable reads its row's constant, a parametric one is 0.
    public func value(of v: Variable) -> Double {
        let s = Int(v.index)
        guard s >= 0, s < rowOf.count else { return 0 }
        let r = rowOf[s]
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
        let s = Int(v.index)
        guard s >= 0, s < kinds.count, kinds[s] == .external else { throw .unknownVariable }
        guard !strength.isRequired else { throw .nonRequiredEditStrength }
        guard strength.weight > 0, strength.weight.isFinite else { throw .invalidNumber }
        guard editOf[s] < 0 else { throw .duplicateEditVariable }
        let c = Constraint(Expression([Term(v)]), .equal, strength)
        let h = try addConstraint(c, isGiven: false, isEdit: true)
        editOf[s] = h
    }

    public mutating func removeEditVariable(_ v: Variable) throws(SolverError) {
        let s = Int(v.index)
        guard s >= 0, s < editOf.count, editOf[s] >= 0 else { throw .unknownEditVariable }
        let h = Int(editOf[s])
        editOf[s] = -1
        try removeConstraint(h)
    }

    public func hasEditVariable(_ v: Variable) -> Bool {
        let s = Int(v.index)
        return s >= 0 && s < editOf.count && editOf[s] >= 0
    }

    /// Moves an edit variable's target; the edit constraint reads `v - value == 0`.
    public mutating func suggestValue(_ v: Variable, _ value: Double) throws(SolverError) {
        let s = Int(v.index)
        guard s >= 0, s < editOf.count, editOf[s] >= 0 else { throw .unknownEditVariable }
        guard value.isFinite else { throw .invalidNumber }
        try changeConstant(Int(editOf[s]), to: -value)
    }

    func validate(_ c: Constraint) throws(SolverError) {
        guard c.expression.constant.isFinite else { throw .invalidNumber }
        if !c.strength.isRequired {
            guard c.strength.weight > 0, c.strength.weight.isFinite else { throw .invalidNumber }
        }
        for t in c.expression.terms {
            let s = Int(t.variable.index)
            guard s >= 0, s < kinds.count, kinds[s] == .external else { throw .unknownVariable }
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
