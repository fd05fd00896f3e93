import JSON

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
    public var location: Location

    /// JSON Pointer of the constraint in the request ("/constraints/4").
    public var pointer: String { location.pointer }

    public init(source: Source, location: Location) {
        self.source = source
        self.location = location
    }

    public init(source: Source, pointer: String) {
        self.init(source: source, location: Location(pointer: pointer))
    }

    /// Where the constraint sits in the request, kept in two parts and joined only when a
    /// problem names it: most joined pointers are over 15 bytes, a heap allocation each,
    /// and the decoder would otherwise build one per constraint for nothing.
    public struct Location: Sendable, Equatable {
        /// The pointer of the constraint's array ("/constraints",
        /// "/root/children/2/constraints"), shared by its constraints; or, when `index`
        /// is nil, the whole pointer.
        public var base: String
        public var index: Int?

        public init(array: String, index: Int) {
            base = array
            self.index = index
        }

        public init(pointer: String) {
            base = pointer
            index = nil
        }

        public var pointer: String {
            guard let index else { return base }
            return JSONPointer.appending(base, index)
        }

        /// Equal when they point at the same place, however the parts are split.
        public static func == (a: Location, b: Location) -> Bool {
            a.index == b.index && a.base == b.base || a.pointer == b.pointer
        }
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
