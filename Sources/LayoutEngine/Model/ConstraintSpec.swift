/// A constraint as the document spells it, before parsing and resolution.
package struct ConstraintSpec: Sendable, Equatable {
    /// Which of the three spellings (docs/requests.md#constraints) the document used.
    package enum Source: Sendable, Equatable {
        /// The object form. `first` and `second` are "item.attribute" strings as written.
        case object(ObjectConstraint)
        /// `first REL second * m + c @p`, kept verbatim.
        case expression(String)
        /// A Visual Format Language string (starts with `H:` or `V:`), kept verbatim.
        case visualFormat(String)
    }

    /// The constraint as written.
    package var source: Source
    /// Where the constraint sits in the document, for problems that name it.
    package var location: Location

    /// A constraint written as `source` at `location`.
    package init(source: Source, location: Location) {
        self.source = source
        self.location = location
    }

    /// The `index`th constraint of the document's own list.
    package init(source: Source, index: Int) {
        self.init(source: source, location: Location(list: .document, index: index))
    }

    /// Where a constraint sits in the document, in the model's terms: which list holds it
    /// and where in it. The wire layer spells it as its format does (a JSON Pointer such as
    /// "/root/children/2/constraints/0"), and only when a problem names it.
    package struct Location: Sendable, Equatable {
        /// The lists a document keeps constraints in.
        package enum List: Sendable, Equatable {
            /// The document's own `constraints`.
            case document
            /// A view's own `constraints`; the view is found from the root by the index of
            /// each child on the way (the root's own list: no index).
            case view(childPath: [Int])
        }

        package var list: List
        /// The constraint's index in its list.
        package var index: Int

        /// The `index`th constraint of `list`.
        package init(list: List, index: Int) {
            self.list = list
            self.index = index
        }
    }
}

/// How a constraint's two sides compare; the raw value is its spelling in a request.
package enum Relation: String, Sendable, Equatable {
    case equal = "=="
    case lessThanOrEqual = "<="
    case greaterThanOrEqual = ">="
}

/// A constraint in the object form (docs/requests.md#object): `first REL second * multiplier + constant @priority`.
package struct ObjectConstraint: Sendable, Equatable {
    /// The constraint's name in diagnostics; nil gives it its canonical text (docs/requests.md#constraint-names).
    package var id: String?
    /// The left side, "item.attribute" as written.
    package var first: String
    /// How the sides compare.
    package var relation: Relation
    /// The right side's "item.attribute", nil for a constant.
    package var second: String?
    /// Factor on `second` (1 when absent).
    package var multiplier: Double
    /// Added to the right side (0 when absent).
    package var constant: Double
    /// 1...1000; 1000 is required.
    package var priority: Double

    /// A constraint with the defaults of the object form: `==`, no second item, multiplier 1, constant 0, required.
    package init(
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
