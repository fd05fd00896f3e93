/// An incremental Cassowary solver (kiwi's algorithm) over sparse rows with integer symbol
/// ids, with strength levels compared lexicographically (see `Strength`). A value type:
/// copying it copies the whole system, so a caller can keep a solved system and try
/// changes on a copy.
///
/// Every operation either completes or throws with the solver as it was, except
/// `.interrupted`, after which the solver must be discarded.
package struct Solver: Sendable {
    /// Checked every `Interrupt.every` pivots by every operation; nil never stops.
    package var interrupt: Interrupt?

    /// The symbols behind the variables and the tableau, with each one's kind, row,
    /// column list and constraint.
    var symbols = SymbolTable()
    /// The rows and the objectives.
    var tableau = Tableau()
    /// Per added constraint (edit constraints included), in addition order: the index of
    /// its `ConstraintHandle`.
    var records: [ConstraintRecord] = []
    /// What a refused operation must put back.
    var journal = Journal()
    /// Working arrays kept between operations so that none allocates them per call.
    var scratch = Scratch()
    /// The pivots made and the tableau's structure version.
    var counters = Counters()
    /// The rows and coefficients of the last constant shifts along a column (a resize's).
    var columnMemo = ColumnMemo()
    /// What a refusal leaves and tells (see `Mode`); `.reporting` unless the caller wants less.
    package var mode = Mode.reporting

    /// An empty system: no variables, no constraints.
    package init() {}

    /// A new variable, 0 until a constraint moves it. Variables are numbered in creation
    /// order (see `Variable`). Amortised O(1).
    package mutating func makeVariable() -> Variable {
        counters.structureVersion &+= 1
        symbols.varSym.append(newSymbol(.external))
        return Variable(index: Int32(symbols.varSym.count - 1))
    }

    /// Four new variables, numbered in turn (see `makeVariable`): a rectangle's x, y, width
    /// and height: one call through every per-symbol array instead of four.
    package mutating func makeRect() -> (x: Variable, y: Variable, width: Variable, height: Variable) {
        counters.structureVersion &+= 1
        let first = Int32(symbols.count)
        changeSymbolCount(.append(4), newKind: .external)
        let v = Int32(symbols.varSym.count)
        for k: Int32 in 0..<4 { symbols.varSym.append(first + k) }
        return (Variable(index: v), Variable(index: v + 1), Variable(index: v + 2), Variable(index: v + 3))
    }

    /// How many variables this solver has made (`makeVariable`, `makeRect`).
    package var variableCount: Int { symbols.varSym.count }

    /// The symbol of a variable of this solver, or -1.
    @inline(__always) func symbol(_ v: Variable) -> Int32 {
        let i = Int(v.index)
        return i >= 0 && i < symbols.varSym.count ? symbols.varSym[i] : -1
    }

    /// The variable's value in the current solution, O(1): a basic variable reads its row's
    /// constant, a parametric one is 0. An index this solver has not made reads 0.
    package func value(of v: Variable) -> Double {
        let s = symbol(v)
        guard s >= 0 else { return 0 }
        let r = symbols.entries[Int(s)].rowOf
        return r >= 0 ? tableau.rows[Int(r)].constant : 0
    }

    /// The total weighted error of the live optional constraints (edits included) at each
    /// strength level, highest level first; with `Strength.level`'s default weight of 1,
    /// the level's total |error|. `Strength.weight` puts every constraint at level 0.
    package var levelErrors: [(level: Double, error: Double)] {
        var totals: [(level: Double, error: Double)] = []
        func count(_ strength: Strength, _ error: Double) {
            if let k = totals.firstIndex(where: { $0.level == strength.level }) {
                totals[k].error += strength.weight * error
            } else {
                totals.append((strength.level, strength.weight * error))
            }
        }
        for rec in records where rec.alive {
            rec.forEachError { count($1, symbolValue($0)) }
        }
        return totals.sorted { $0.level > $1.level }
    }

    /// A symbol's value: its row's constant when basic, else 0.
    func symbolValue(_ s: Int32) -> Double {
        guard s >= 0 else { return 0 }
        let r = symbols.entries[Int(s)].rowOf
        return r >= 0 ? tableau.rows[Int(r)].constant : 0
    }

    /// Adds `c` and re-optimises; returns the handle that names it for `remove` and
    /// `setConstant`.
    ///
    /// A given (`isGiven`) is a required input such as the root's size rather than a
    /// constraint of the layout: it is never named in a conflict list, it pins its variable
    /// for the conflict search, and it keeps a column of its own so `setConstant` moves it
    /// in place.
    ///
    /// Throws `.invalidNumber` or `.unknownVariable` for a malformed constraint,
    /// `.unsatisfiable` when a required constraint cannot hold (with its conflicts in the
    /// `.reporting` mode), `.interrupted`. Cost: the rows the
    /// new row is substituted into plus the pivots to the new optimum; a refusal with
    /// conflicts adds one build of the constraint's connected component per conflict, plus one.
    @discardableResult
    package mutating func add(_ c: Constraint, isGiven: Bool = false) throws(SolverError) -> ConstraintHandle {
        try validate(c)
        return ConstraintHandle(index: try addConstraint(c, isGiven: isGiven, isEdit: false))
    }

    /// Removes the constraint `h` names and re-optimises; the handle is dead afterwards.
    ///
    /// Throws `.unknownConstraint` when `h` is not live here or names an edit variable's
    /// constraint (use `removeEditVariable`), `.interrupted`. A required equality that was
    /// solved for one of its variables has no column of its own and costs a cold rebuild of
    /// the whole system; everything else costs the pivots to the new optimum.
    package mutating func remove(_ h: ConstraintHandle) throws(SolverError) {
        let i = Int(h.index)
        guard i >= 0, i < records.count, records[i].alive, !records[i].isEdit else {
            throw .unknownConstraint
        }
        try removeConstraint(i)
    }

    /// Sets the expression constant of the constraint `h` names (the constraint reads
    /// `terms + constant OP 0`) and repairs the solution with the dual simplex: the resize
    /// path, no rebuild for a given or any constraint with a column of its own.
    ///
    /// Throws `.unknownConstraint` (as `remove`), `.invalidNumber` for a non-finite
    /// constant, `.unsatisfiable` when a required constraint can no longer hold (the solver
    /// is rolled back exactly, at a cost proportional to what the attempt touched),
    /// `.interrupted`. Cost: the rows holding the constraint's column plus the repairing
    /// pivots; a required equality without a column costs a cold rebuild.
    package mutating func setConstant(_ h: ConstraintHandle, to constant: Double) throws(SolverError) {
        let i = Int(h.index)
        guard i >= 0, i < records.count, records[i].alive, !records[i].isEdit else {
            throw .unknownConstraint
        }
        guard constant.isFinite else { throw .invalidNumber }
        try changeConstant(i, to: constant)
    }

    /// Refuses what the tableau cannot hold: non-finite numbers, a weight <= 0, a variable
    /// this solver has not made.
    func validate(_ c: Constraint) throws(SolverError) {
        guard c.expression.constant.isFinite else { throw .invalidNumber }
        if !c.strength.isRequired {
            guard c.strength.weight > 0, c.strength.weight.isFinite, c.strength.level.isFinite else { throw .invalidNumber }
        }
        if let below = c.strengthBelow {
            guard c.op == .equal, !c.strength.isRequired, !below.isRequired, below.weight > 0,
                  below.weight.isFinite, below.level.isFinite else { throw .invalidNumber }
        }
        // By index, each term read once.
        for k in c.expression.terms.indices {
            let t = c.expression.terms[k]
            guard symbol(t.variable) >= 0 else { throw .unknownVariable }
            guard t.coefficient.isFinite else { throw .invalidNumber }
        }
    }

    /// Counts one pivot and asks the interrupt every `every` pivots.
    @inline(__always) mutating func checkInterrupt() throws(SolverError) {
        counters.pivots &+= 1
        if let interrupt, counters.pivots % interrupt.every == 0, interrupt.shouldStop() {
            throw .interrupted
        }
    }
}
