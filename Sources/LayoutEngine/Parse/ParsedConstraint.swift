/// `item.attribute` as written in a constraint.
struct AttributeRef: Sendable, Equatable {
    var item: String
    var attribute: Attribute
    /// Scalar offset of the item inside the string it came from (0 for object members).
    var offset: Int

    var text: String { item + "." + attribute.rawValue }
}

/// One constraint in any spelling, parsed but not yet resolved against the document.
/// `first REL second * multiplier + constant @priority`, or `first REL constant` when
/// `second` is nil.
struct ParsedConstraint: Sendable, Equatable {
    var first: AttributeRef
    var relation: Relation
    var second: AttributeRef?
    var multiplier: Double
    var constant: Double
    var priority: Double

    init(first: AttributeRef, relation: Relation, second: AttributeRef?, multiplier: Double = 1,
         constant: Double = 0, priority: Double = 1000) {
        self.first = first
        self.relation = relation
        self.second = second
        self.multiplier = multiplier
        self.constant = constant
        self.priority = priority
    }
}
