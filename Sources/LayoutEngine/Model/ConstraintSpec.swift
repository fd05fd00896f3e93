/// A constraint as the document spells it, before parsing and resolution.
public struct ConstraintSpec: Sendable, Equatable {
    public enum Source: Sendable, Equatable {
        /// The object form. `first` and `second` are "item.attribute" strings as written.
        case object(ObjectConstraint)
        /// `first REL second * m + c @p`, kept verbatim.
        case expression(String)
        /// A Visual Format Language string (starts with `H:` or `V:`), kept verbatim.
        case visualFormat(String)
    }

    public var source: Source
    /// JSON Pointer of the constraint in the request ("/constraints/4").
    public var pointer: String

    public init(source: Source, pointer: String) {
        self.source = source
        self.pointer = pointer
    }
}

public enum Relation: String, Sendable, Equatable {
    case equal = "=="
    case lessThanOrEqual = "<="
    case greaterThanOrEqual = ">="
}

public struct ObjectConstraint: Sendable, Equatable {
    public var id: String?
    public var first: String
    public var relation: Relation
    public var second: String?
    public var multiplier: Double
    public var constant: Double
    public var priority: Double

    public init(
        id: String? = nil, first: String, relation: Relation = .equal, second: String? = nil,
        multiplier: Double = 1, constant: Double = 0, priority: Double = 1000
    ) {
        self.id = id
        self.first = first
        self.relation = relation
        self.second = second
        self.multiplier = multiplier
        self.constant = constant
        self.priority = priority
    }
}
