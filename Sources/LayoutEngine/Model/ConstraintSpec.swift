import Support

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
    /// Where the constraint sits in the request, for problems that name it.
    package var location: Location

    /// JSON Pointer of the constraint in the request ("/constraints/4").
    package var pointer: String { location.pointer }

    /// A constraint written as `source` at `location`.
    package init(source: Source, location: Location) {
        self.source = source
        self.location = location
    }

    /// A constraint written as `source` at the JSON Pointer `pointer`.
    package init(source: Source, pointer: String) {
        self.init(source: source, location: Location(pointer: pointer))
    }

    /// Where the constraint sits in the request, kept in two parts and joined only when a
    /// problem names it: most joined pointers are over 15 bytes, a heap allocation each,
    /// and the decoder would otherwise build one per constraint for nothing.
    package struct Location: Sendable, Equatable {
        /// The pointer of the constraint's array ("/constraints",
        /// "/root/children/2/constraints"), shared by its constraints; or, when `index`
        /// is nil, the whole pointer.
        package var base: String
        /// The constraint's index in that array; nil when `base` is the whole pointer.
        package var index: Int?

        /// The `index`th constraint of the array at pointer `array`.
        package init(array: String, index: Int) {
            base = array
            self.index = index
        }

        /// A location given as one whole JSON Pointer.
        package init(pointer: String) {
            base = pointer
            index = nil
        }

        /// The joined JSON Pointer ("/constraints/4").
        package var pointer: String {
            guard let index else { return base }
            return JSONPointer.appending(base, index)
        }

        /// Equal when they point at the same place, however the parts are split.
        package static func == (a: Location, b: Location) -> Bool {
            a.index == b.index && a.base == b.base || a.pointer == b.pointer
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
