/// Internal kinds of tableau symbols. Externals are unrestricted; slacks and errors are >= 0;
/// dummies are fixed at 0 (they mark required equalities) and never enter the basis.
enum SymbolKind: UInt8 {
    case external, slack, error, dummy
}

/// A sparse row `basic = constant + sum(coefs[i] * syms[i])`; before it has a basic symbol
/// it reads `0 = constant + sum(...)`. Terms are unordered; ids are symbol ids.
struct Row {
    var basic: Int32
    var constant: Double
    var syms: [Int32]
    var coefs: [Double]
}

/// The phase-one objective kept dense by symbol id (it touches many columns), with a list
/// of every id that may be nonzero, so scans stay proportional to what matters.
struct DenseRow {
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

/// What a failed setConstant must put back. Pivots only modify existing rows, the basis map,
/// column lists and the objective, so saving those before their first change is enough to
/// restore the solver exactly, at a cost proportional to what the operation touched.
struct Journal {
    var active = false
    var epoch: UInt32 = 1
    var savedRows: [(Int32, Row)] = []
    /// Constants moved by the first pass of a setConstant, before any pivot: restored after
    /// the saved rows, which were taken later.
    var savedConstants: [(Int32, Double)] = []
    var savedRowOf: [(Int32, Int32)] = []
    var savedCols: [(Int32, [Int32])] = []
    /// Objective coefficients before a change: symbol, level, old coefficient.
    var savedObjective: [(Int32, Double, Double)] = []

    mutating func begin() {
        active = true
        epoch &+= 1
        if epoch == 0 { epoch = 1 }
        savedRows.removeAll(keepingCapacity: true)
        savedConstants.removeAll(keepingCapacity: true)
        savedRowOf.removeAll(keepingCapacity: true)
        savedCols.removeAll(keepingCapacity: true)
        savedObjective.removeAll(keepingCapacity: true)
    }
}

/// Coefficients smaller than this are treated as zero (kiwi's policy).
let coefficientEpsilon = 1e-8
/// A required system whose least residual exceeds this is infeasible (docs/requests.md#conflicts).
let residualTolerance = 1e-6

@inline(__always) func nearZero(_ x: Double) -> Bool { x < coefficientEpsilon && x > -coefficientEpsilon }
