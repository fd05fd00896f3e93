/// How much an optional constraint's error costs. Errors are compared level by level from
/// the highest `level` down (Cassowary's symbolic weights): no amount of error at a lower
/// level outweighs any at a higher one. Within a level, errors add up times `weight`.
/// `.weight(w)` puts every constraint at level 0, kiwi's plain weighted sum.
package struct Strength: Sendable, Equatable {
    /// The weight of an optional constraint's error within its level; ignored when required.
    package let weight: Double
    /// The optional constraint's level: higher levels are minimised first.
    package let level: Double
    /// A required constraint holds exactly or is refused; it has no error to weigh.
    package let isRequired: Bool

    /// Must hold: `Solver.add` refuses a required constraint that cannot, with the
    /// constraints it conflicts with.
    package static let required = Strength(weight: 0, level: 0, isRequired: true)

    /// An optional strength at level 0: the objective pays `w` per unit of error. `w` must be > 0.
    package static func weight(_ w: Double) -> Strength { Strength(weight: w, level: 0, isRequired: false) }

    /// An optional strength at its own `level` (finite), paying `weight` (> 0) per unit of
    /// error within the level.
    package static func level(_ level: Double, weight: Double = 1) -> Strength {
        Strength(weight: weight, level: level, isRequired: false)
    }
}
