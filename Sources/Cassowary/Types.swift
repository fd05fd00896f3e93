/// A solver variable. `index` is the solver's internal symbol id, stable for the solver's life.
public struct Variable: Hashable, Sendable {
    public let index: Int32
    init(index: Int32) { self.index = index }
}

public struct Term: Sendable {
    public var variable: Variable
    public var coefficient: Double
    public init(_ variable: Variable, _ coefficient: Double = 1) {
        self.variable = variable
        self.coefficient = coefficient
    }
}

/// sum(terms) + constant
public struct Expression: Sendable {
    public var terms: [Term]
    public var constant: Double
    public init(_ terms: [Term] = [], constant: Double = 0) {
        self.terms = terms
        self.constant = constant
    }
}

public enum RelationalOperator: Sendable {
    case lessThanOrEqual, equal, greaterThanOrEqual
}

/// How much an optional constraint's error costs. Errors are compared level by level from
/// the highest `level` down (Cassowary's symbolic weights): no amount of error at a lower
/// level outweighs any at a higher one. Within a level, errors add up times `weight`.
/// `.weight(w)` puts every constraint at level 0, kiwi's plain weighted sum.
public struct Strength: Sendable, Equatable {
    /// The weight of an optional constraint's error within its level; ignored when required.
    public let weight: Double
    /// The optional constraint's level: higher levels are minimised first.
    public let level: Double
    public let isRequired: Bool

    public static let required = Strength(weight: 0, level: 0, isRequired: true)

    /// An optional strength at level 0: the objective pays `w` per unit of error. `w` must be > 0.
    public static func weight(_ w: Double) -> Strength { Strength(weight: w, level: 0, isRequired: false) }

    /// An optional strength at its own `level` (finite), paying `weight` (> 0) per unit of
    /// error within the level.
    public static func level(_ level: Double, weight: Double = 1) -> Strength {
        Strength(weight: weight, level: level, isRequired: false)
    }
}

/// `expression OP 0`
public struct Constraint: Sendable {
    public var expression: Expression
    public var op: RelationalOperator
    public var strength: Strength
    public init(_ expression: Expression, _ op: RelationalOperator, _ strength: Strength = .required) {
        self.expression = expression
        self.op = op
        self.strength = strength
    }
}

/// Names a constraint added to one solver. Indices grow in addition order and are never reused.
public struct ConstraintHandle: Hashable, Sendable, Comparable {
    public let index: Int32
    init(index: Int32) { self.index = index }
    public static func < (a: ConstraintHandle, b: ConstraintHandle) -> Bool { a.index < b.index }
}

public enum SolverError: Error, Sendable, Equatable {
    /// A required constraint could not hold; nothing changed. `conflicts`: the kept required
    /// constraints (givens excluded) it conflicts with, in addition order (docs/requests.md#conflicts).
    case unsatisfiable(conflicts: [ConstraintHandle])
    /// The interrupt check said stop; the solver state is undefined, discard it.
    case interrupted
    /// The handle does not name a live constraint of this solver.
    case unknownConstraint
    /// The variable has no edit constraint (call addEditVariable first).
    case unknownEditVariable
    /// The variable already has an edit constraint.
    case duplicateEditVariable
    /// Edit variables must have an optional strength, as in kiwi.
    case nonRequiredEditStrength
    /// The variable was not made by this solver.
    case unknownVariable
    /// A weight must be finite and > 0, a level finite, every coefficient and constant finite.
    case invalidNumber
    /// An optional objective could decrease without bound; cannot happen with error terms
    /// weighted >= 0, so this reports a solver bug.
    case unbounded
}

/// Polled every `every` pivots; when `shouldStop` returns true the operation throws
/// `.interrupted`.
public struct Interrupt: Sendable {
    public let every: Int
    public let shouldStop: @Sendable () -> Bool
    public init(every pivots: Int = 256, _ shouldStop: @escaping @Sendable () -> Bool) {
        self.every = max(1, pivots)
        self.shouldStop = shouldStop
    }
}
