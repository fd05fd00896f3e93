/// Which variables can move across the optimal face.
///
/// At an optimal tableau every nonbasic symbol with a nonzero reduced cost is pinned at zero
/// in every optimal solution, so the optimal face is the tableau with only the zero-cost
/// nonbasics ("movable") free. A variable is ambiguous when some direction over movable
/// symbols changes it while every restricted row that is already at zero (degenerate)
/// stays >= 0. One movable symbol alone usually decides it; only when every single
/// direction is blocked by degenerate rows is the cone consulted.
///
/// The cone is a product of components (movable symbols linked through degenerate rows),
/// so a variable is ambiguous exactly when its change is non-constant over the cone of one
/// component it touches. Each component's cone is reduced once per call to its linear hull
/// (`ConeSpan`: one LP and an elimination), which then decides every variable that
/// reaches the component by a substitution; a call's scratch arrays are allocated once,
/// not per variable.
extension Solver {
    static let reducedCostTolerance = 1e-7
    static let degenerateTolerance = 1e-9

    /// For each variable, whether it can take more than one value across the optimal
    /// solutions (UIKit's `hasAmbiguousLayout`, per attribute); a variable this solver did
    /// not make reads false. Does not change the solver.
    ///
    /// Cost: one scan of each variable's row and of the columns it reaches, memoised across
    /// the call; one LP per component that some variable reaches with every single
    /// direction blocked by degenerate rows.
    package func ambiguity(of variables: [Variable]) -> [Bool] {
        ambiguity(of: variables, relativeTo: [])
    }

    /// For each variable, whether its value relative to `references[i]` (`variables[i] -
    /// references[i]`; the variable alone where `references` has no entry or nil) can take
    /// more than one value across the optimal solutions. A frame's x is its view's x minus
    /// the superview's: a view moved only with its superview is not ambiguous itself.
    package func ambiguity(of variables: [Variable], relativeTo references: [Variable?]) -> [Bool] {
        // With no movable symbol the optimal face is a point: every expansion below would
        // collect no term and answer false. Small documents are often so (a cell's views
        // pinned, their sizes met by costed errors), and for them the context's five
        // per-symbol arrays were most of the analysis (a 1-view document: ~4.9k
        // instructions of a cold solve's ~74k in the engine).
        guard hasMovableSymbol() else { return [Bool](filled: false, count: variables.count) }
        var context = AmbiguityContext(symbols: symbols.count, rows: tableau.rows.count)
        var out: [Bool] = []
        out.reserveCapacity(variables.count)
        for (i, v) in variables.enumerated() {
            if i < references.count, let reference = references[i] {
                out.append(isAmbiguous(symbol(v), relativeTo: symbol(reference), &context))
            } else {
                out.append(isAmbiguous(symbol(v), &context))
            }
        }
        return out
    }

    /// `ambiguity(of:)`, answered from `memo` when nothing it depends on has changed since
    /// the memo was filled: the tableau's structure (only constants moved, as a resize
    /// without pivots moves them) and which restricted rows sit at zero. Exactly the answer
    /// `ambiguity(of:)` would give; a resize that pivots or changes a degenerate row pays
    /// for a full analysis. Cost of a hit: two counters compared (the constant moves keep
    /// `Counters.tightnessVersion`), and the arrays asked about, which are the memo's own
    /// when the caller keeps them (`==` then compares the buffers, not the elements).
    package func ambiguity(of variables: [Variable], memo: inout AmbiguityMemo) -> [Bool] {
        ambiguity(of: variables, relativeTo: [], memo: &memo)
    }

    /// `ambiguity(of:relativeTo:)`, answered from `memo` as `ambiguity(of:memo:)` is.
    package func ambiguity(of variables: [Variable], relativeTo references: [Variable?], memo: inout AmbiguityMemo) -> [Bool] {
        if memo.version == counters.structureVersion && memo.tightnessVersion == counters.tightnessVersion
            && memo.variables == variables && memo.references == references {
            memo.hits += 1
            return memo.answer
        }
        let answer = ambiguity(of: variables, relativeTo: references)
        memo.version = counters.structureVersion
        memo.tightnessVersion = counters.tightnessVersion
        memo.variables = variables
        memo.references = references
        memo.answer = answer
        return answer
    }

    /// Whether some symbol is movable (`isMovable`): nonbasic, not a dummy, of zero
    /// reduced cost. Stops at the first; a scan of the symbol entries otherwise.
    func hasMovableSymbol() -> Bool {
        for s in 0..<Int32(symbols.count) where isMovable(s) { return true }
        return false
    }

    func isMovable(_ s: Int32) -> Bool {
        let i = Int(s)
        return symbols.entries[i].rowOf < 0 && symbols.entries[i].kind != .dummy
            && tableau.objective.isNegligible(s, tolerance: Solver.reducedCostTolerance)
    }

    /// `isMovable(s)`, remembered in `movable` (0 unknown, 1 yes, 2 no) for the rest of one
    /// analysis, during which neither the basis nor the objective changes: a free symbol
    /// (a chain's width, a superview's origin) sits in many of the rows it expands.
    @inline(__always) func isMovable(_ s: Int32, _ movable: inout [UInt8]) -> Bool {
        let i = Int(s)
        if movable[i] == 0 { movable[i] = isMovable(s) ? 1 : 2 }
        return movable[i] == 1
    }

    func isTight(_ r: Int) -> Bool {
        let basic = tableau.rows[r].basic
        guard basic >= 0 else { return false }
        return Solver.isTight(symbols.entries[Int(basic)].kind, tableau.rows[r].constant)
    }

    /// Whether a row whose basic is of `kind` and whose constant is `constant` is a
    /// restricted row at zero (degenerate): the one test `isTight` and the constant moves
    /// that keep `Counters.tightnessVersion` share.
    @inline(__always) static func isTight(_ kind: SymbolKind, _ constant: Double) -> Bool {
        (kind == .slack || kind == .error) && constant <= degenerateTolerance
    }

    /// Whether moving `s` alone (up, and down for a free symbol) keeps degenerate rows >= 0.
    func canMoveAlone(_ s: Int32, up: Bool) -> Bool {
        for r in symbols.cols.rows(s) where isTight(Int(r)) {
            let c = coefficient(of: s, inRow: Int(r))
            if up ? c < -coefficientEpsilon : c > coefficientEpsilon { return false }
        }
        return true
    }

    /// Whether movable `s` alone is a direction of the cone: up, or down for a free symbol.
    @inline(__always) func movesAlone(_ s: Int32, _ memo: inout [UInt8]) -> Bool {
        canMoveAlone(s, up: true, &memo) || (symbols.entries[Int(s)].kind == .external && canMoveAlone(s, up: false, &memo))
    }

    func canMoveAlone(_ s: Int32, up: Bool, _ memo: inout [UInt8]) -> Bool {
        let slot = 2 * Int(s) + (up ? 0 : 1)
        if memo[slot] == 0 { memo[slot] = canMoveAlone(s, up: up) ? 1 : 2 }
        return memo[slot] == 1
    }

    func isAmbiguous(_ v: Int32, _ context: inout AmbiguityContext) -> Bool {
        guard v >= 0 else { return false }
        // The variable's value as a combination of nonbasic symbols. A term that moves
        // alone answers at once (the rest of the row need not be read); only when every
        // term is blocked are they all needed, for the cones.
        context.terms.removeAll(keepingCapacity: true)
        if expand(v, times: 1, into: &context, stopAtMovingTerm: true) { return true }
        return termsMove(&context)
    }

    /// Whether `v - reference` can take more than one value across the optimal solutions:
    /// the value of `v` relative to `reference`, as a frame is relative to its superview.
    func isAmbiguous(_ v: Int32, relativeTo reference: Int32, _ context: inout AmbiguityContext) -> Bool {
        guard v >= 0 else { return false }
        guard reference >= 0, reference != v else { return isAmbiguous(v, &context) }
        context.terms.removeAll(keepingCapacity: true)
        _ = expand(v, times: 1, into: &context, stopAtMovingTerm: false)
        _ = expand(reference, times: -1, into: &context, stopAtMovingTerm: false)
        // Symbols both expansions share cancel where their coefficients do. The merge is
        // kept in the context: an array made per call was a heap block per attribute.
        context.merged.removeAll(keepingCapacity: true)
        for (s, c) in context.terms {
            if let k = context.merged.firstIndex(where: { $0.0 == s }) {
                context.merged[k].1 += c
            } else {
                context.merged.append((s, c))
            }
        }
        context.terms.removeAll(keepingCapacity: true)
        for (s, c) in context.merged where abs(c) > coefficientEpsilon {
            if movesAlone(s, &context.memo) { return true }
            context.terms.append((s, c))
        }
        return termsMove(&context)
    }

    /// Appends `times` × the movable part of `v`'s value (its row, or itself when it is
    /// nonbasic) to `context.terms`; true at once, with `stopAtMovingTerm`, when a term
    /// moves alone.
    private func expand(_ v: Int32, times: Double, into context: inout AmbiguityContext, stopAtMovingTerm: Bool) -> Bool {
        let vi = Int(v)
        if symbols.entries[vi].rowOf >= 0 {
            // Most of a long row's terms are fixed (basic elsewhere, dummies, errors with a
            // cost) and already known so: they are skipped on raw buffers, and only the
            // others are looked at one by one (gen-003: rows of ~100 terms, the checked
            // loop 8 % of a cold solve's instructions).
            let range = tableau.rows[Int(symbols.entries[vi].rowOf)].range
            var k = nextUnfixedTerm(range.lowerBound, range.upperBound, context.movable)
            while k < range.upperBound {
                let term = tableau.pool.terms[k]
                if isMovable(term.sym, &context.movable) {
                    if stopAtMovingTerm, movesAlone(term.sym, &context.memo) { return true }
                    context.terms.append((term.sym, times * term.coef))
                }
                k = nextUnfixedTerm(k + 1, range.upperBound, context.movable)
            }
        } else if isMovable(v, &context.movable) {
            if stopAtMovingTerm, movesAlone(v, &context.memo) { return true }
            context.terms.append((v, times))
        }
        return false
    }

    /// The first index in `from..<end` of the pool whose term's symbol `movable` does not
    /// already mark as fixed (2): a movable one (1) or one not asked about yet (0); `end`
    /// when there is none.
    @inline(__always) private func nextUnfixedTerm(_ from: Int, _ end: Int, _ movable: [UInt8]) -> Int {
        tableau.pool.terms.withUnsafeBufferPointer { t in
            movable.withUnsafeBufferPointer { m in
                var k = from
                while k < end && m[Int(t[k].sym)] == 2 { k += 1 }
                return k
            }
        }
    }

    /// Whether the combination in `context.terms`, each of whose terms is blocked alone,
    /// changes on the cone of some component it touches.
    private func termsMove(_ context: inout AmbiguityContext) -> Bool {
        if context.terms.isEmpty { return false }
        let terms = context.terms
        var done: [Int32] = []
        for (s, _) in terms {
            let component = self.component(of: s, &context)
            if done.contains(component) { continue }
            done.append(component)
            guard let span = context.components[Int(component)] else { continue }
            context.part.removeAll(keepingCapacity: true)
            for (t, c) in terms where context.componentOf[Int(t)] == component {
                context.part.append((context.local[Int(t)], c))
            }
            if span.moves(context.part, &context.acc, &context.touched) { return true }
        }
        return false
    }

    /// The component holding movable symbol `s`, built on first use: every movable symbol
    /// reachable through degenerate rows, with the linear hull of its cone. Only called once
    /// every term is blocked alone, so a component of one symbol is the cone {0}: no hull
    /// (this is every view whose intrinsic size is met exactly, the common case).
    func component(of s: Int32, _ context: inout AmbiguityContext) -> Int32 {
        let existing = context.componentOf[Int(s)]
        if existing >= 0 { return existing }
        let id = Int32(context.components.count)
        context.queue.removeAll(keepingCapacity: true)
        context.tightRows.removeAll(keepingCapacity: true)
        context.queue.append(s)
        context.componentOf[Int(s)] = id
        var head = 0
        while head < context.queue.count {
            let q = context.queue[head]
            head += 1
            for r in symbols.cols.rows(q) where !context.rowSeen[Int(r)] && isTight(Int(r)) {
                context.rowSeen[Int(r)] = true
                context.tightRows.append(r)
                // The terms the memo already marks fixed skipped on raw buffers, as `expand`
                // does: the others, in the same order, decide the same component.
                let range = tableau.rows[Int(r)].range
                var k = nextUnfixedTerm(range.lowerBound, range.upperBound, context.movable)
                while k < range.upperBound {
                    let t = tableau.pool.terms[k].sym
                    if isMovable(t, &context.movable) && context.componentOf[Int(t)] < 0 {
                        context.componentOf[Int(t)] = id
                        context.queue.append(t)
                    }
                    k = nextUnfixedTerm(k + 1, range.upperBound, context.movable)
                }
            }
        }
        guard context.queue.count > 1 else {
            context.components.append(nil)
            return id
        }
        for (k, q) in context.queue.enumerated() { context.local[Int(q)] = Int32(k) }
        if context.acc.count < context.queue.count {
            context.acc = [Double](filled: 0, count: context.queue.count)
        }
        context.components.append(coneSpan(&context))
        return id
    }
}
