import Cassowary

/// The constraints a build makes, in order of addition, each with what its name is made
/// of (`ConstraintName`); the names themselves are spelled out only on demand.
struct ConstraintList: Sendable {
    private(set) var constraints: [Constraint] = []
    private(set) var names: [ConstraintName] = []
    /// The names of document constraints, which `ConstraintName.document` points into.
    private(set) var documentNames: [DocumentConstraintName] = []

    var count: Int { constraints.count }

    mutating func append(_ constraint: Constraint, _ name: ConstraintName) {
        constraints.append(constraint)
        names.append(name)
    }

    mutating func append(_ constraint: Constraint, document name: DocumentConstraintName) {
        constraints.append(constraint)
        names.append(ConstraintName(.document, documentNames.count))
        documentNames.append(name)
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
