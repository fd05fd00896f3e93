import Cassowary

/// The constraints a build makes, in order of addition, each with what its name is made
/// of (`ConstraintName`); the names themselves are spelled out only on demand.
struct ConstraintList: Sendable {
    private(set) var constraints: [Constraint] = []
    private(set) var names: [ConstraintName] = []
    /// Per constraint: whether the solver takes it together with a neighbour.
    private(set) var pairing: [Pairing] = []
    /// The names of document constraints, which `ConstraintName.document` points into.
    private(set) var documentNames: [DocumentConstraintName] = []

    var count: Int { constraints.count }

    /// Room for `n` constraints in all: a cold build of a 100-view screen grew its lists
    /// ten times, each growth a copy of every constraint made so far.
    mutating func reserveCapacity(_ n: Int) {
        constraints.reserveCapacity(n)
        names.reserveCapacity(n)
        pairing.reserveCapacity(n)
    }

    /// A view axis's hugging (`e <= 0`) and compression resistance (`e >= 0`) on one
    /// expression, both optional, go to the solver as one equality whose error costs the
    /// hugging priority above and the compression resistance below
    /// (`Constraint.strengthBelow`): the same optimum at half the rows and symbols (where
    /// `SystemBuilder` pairs them). They keep two places here, so names and addition order
    /// stay the contract's.
    enum Pairing: UInt8, Sendable {
        case single
        /// Added with the next constraint, as one.
        case first
        /// Added with the previous one.
        case second
    }

    mutating func append(_ constraint: consuming Constraint, _ name: ConstraintName) {
        constraints.append(constraint)
        names.append(name)
        pairing.append(.single)
    }

    /// Appends `atMost` and `atLeast` (`e <= 0` and `e >= 0` on one expression, both
    /// optional), to be added to the solver as one (see `Pairing`).
    mutating func appendPair(_ atMost: consuming Constraint, _ atMostName: ConstraintName,
                             _ atLeast: consuming Constraint, _ atLeastName: ConstraintName) {
        constraints.append(atMost)
        constraints.append(atLeast)
        names.append(atMostName)
        names.append(atLeastName)
        pairing.append(.first)
        pairing.append(.second)
    }

    mutating func append(_ constraint: consuming Constraint, document name: DocumentConstraintName) {
        constraints.append(constraint)
        names.append(ConstraintName(.document, documentNames.count))
        documentNames.append(name)
        pairing.append(.single)
    }

    /// What the solver is given for constraint `i`: nil for the second of a pair (its first
    /// carries it), the pair's one equality for the first, else the constraint itself.
    func solverConstraint(_ i: Int) -> Constraint? {
        switch pairing[i] {
        case .single: return constraints[i]
        case .second: return nil
        case .first:
            let atMost = constraints[i]
            return Constraint(atMost.expression, .equal, atMost.strength, below: constraints[i + 1].strength)
        }
    }

    /// Turns every optional constraint's level into kiwi's weight (`"priorities": "weights"`).
    mutating func useWeights() {
        for i in constraints.indices where !constraints[i].strength.isRequired {
            constraints[i].strength = .weight(constraints[i].strength.level)
        }
    }

    /// Every constraint's unique name (docs/requests.md#constraint-names), in order: the
    /// second use of a name is `name#2`, and so on.
    func nameStrings(items: ItemTable) -> [String] {
        var registry = NameRegistry()
        return names.map { registry.unique($0.text(items: items, documentNames: documentNames)) }
    }
}
