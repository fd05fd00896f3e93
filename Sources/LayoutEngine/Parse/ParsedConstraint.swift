/// `item.attribute` as written in a constraint.
struct AttributeRef: Sendable, Equatable {
    var item: String
    var attribute: Attribute
    /// Scalar offset of the item inside the string it came from (0 for object members).
    var offset: Int

    var text: String { item + "." + attribute.rawValue }
}

/// Where the parts of a constraint string sit (scalar offsets), so that an error found
/// only when the constraint is resolved can still point into the string
/// (docs/requests.md#errors). All nil for the object spelling, whose members have pointers of their own, and for
/// parts a string leaves implicit (a VFL standard spacing, a default priority).
struct PartOffsets: Sendable, Equatable {
    /// The second item's attribute: what a position paired with a size (or x with y, or
    /// leading with left) is refused for.
    var secondAttribute: Int?
    /// The multiplier's number (after `*` or `/`).
    var multiplier: Int?
    /// The constant's number; for `- c` the number after the sign.
    var constant: Int?
    /// The priority's number (after `@`).
    var priority: Int?
}

/// One constraint in any spelling, parsed but not yet resolved against the document.
/// `first REL second * multiplier + constant @priority`, or `first REL constant` when
/// `second` is nil.
struct ParsedConstraint: Sendable, Equatable {
    var first: AttributeRef
    var relation: Relation
    var second: AttributeRef?
    var multiplier: Double = 1
    var constant: Double = 0
    var priority: Double = 1000
    var offsets = PartOffsets()
}
