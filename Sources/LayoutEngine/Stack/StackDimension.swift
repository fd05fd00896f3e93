import Cassowary

/// One direction of a stack (along its axis or across it) as docs/stack-views.md#words-used-below words it:
/// "leading"/"trailing" are the start and end of that direction. A horizontal direction in a
/// right-to-left layout starts at the right edge, and every constraint between its positions
/// is mirrored as docs/requests.md#right-to-left mirrors a document's leading/trailing constraints
/// (constant negated, `<=`/`>=` swapped), so generated and written constraints agree.
struct StackDimension: Sendable {
    let horizontal: Bool
    let mirrored: Bool

    init(horizontal: Bool, direction: LayoutDirection) {
        self.horizontal = horizontal
        self.mirrored = horizontal && direction == .rightToLeft
    }

    func length(_ r: LinearRect) -> SmallExpression { horizontal ? r.width : r.height }

    private func origin(_ r: LinearRect) -> SmallExpression { horizontal ? r.x : r.y }

    /// Leading (or top).
    func start(_ r: LinearRect) -> SmallExpression { mirrored ? origin(r) + length(r) : origin(r) }

    /// Trailing (or bottom).
    func end(_ r: LinearRect) -> SmallExpression { mirrored ? origin(r) : origin(r) + length(r) }

    func center(_ r: LinearRect) -> SmallExpression { origin(r) + length(r) * 0.5 }

    /// `a REL b + constant` between two positions of this direction.
    func position(_ a: SmallExpression, _ relation: Relation, _ b: SmallExpression, plus constant: Double = 0,
                  priority: Double = 1000) -> Constraint {
        var relation = relation
        var constant = constant
        if mirrored {
            constant = -constant
            relation = relation.mirrored
        }
        return Constraint(SmallExpression.difference(a, b, plus: constant), relation.solverOperator,
                          SystemBuilder.strength(priority))
    }

    /// `a REL b * multiplier + constant` between two lengths (never mirrored: sizes have
    /// no direction).
    static func size(_ a: SmallExpression, _ relation: Relation, _ b: SmallExpression, times multiplier: Double = 1,
                     plus constant: Double = 0, priority: Double = 1000) -> Constraint {
        Constraint(SmallExpression.difference(a, b, times: multiplier, plus: constant), relation.solverOperator,
                   SystemBuilder.strength(priority))
    }
}

extension Relation {
    var mirrored: Relation {
        switch self {
        case .equal: return .equal
        case .lessThanOrEqual: return .greaterThanOrEqual
        case .greaterThanOrEqual: return .lessThanOrEqual
        }
    }

    var solverOperator: RelationalOperator {
        switch self {
        case .equal: return .equal
        case .lessThanOrEqual: return .lessThanOrEqual
        case .greaterThanOrEqual: return .greaterThanOrEqual
        }
    }
}
