import LayoutEngine

/// Constraints in their three spellings (docs/requests.md#constraints). Strings are classified, not
/// parsed: a string starting with `H:` or `V:` is Visual Format Language, any other an
/// expression.
extension DocumentDecoder {
    /// - Parameter list: which list the array is, shared by its constraints' `ConstraintSpec.Location`.
    mutating func decodeConstraints(_ v: Int, list: ConstraintSpec.Location.List) throws(Problem) -> [ConstraintSpec] {
        try expect(v, .array)
        var specs: [ConstraintSpec] = []
        specs.reserveCapacity(Int(tape.nodes[v].count))
        constraintArrayCount = Int(tape.nodes[v].count)
        // A loop, not `forEachElement`'s closure, which copied the decoder (see
        // `decodeObjectConstraint`).
        for (i, e) in tape.elements(of: v) {
            // Each spelling yields at least one constraint, so the raw count is a floor of
            // the count after VFL expansion and can fail early.
            constraintCount += 1
            if constraintCount > limits.maxConstraints {
                throw Problem(.tooManyConstraints, "at most \(limits.maxConstraints) constraints are allowed", pointer: self.pointer(e))
            }
            switch tape.kind(e) {
            case .string:
                let text = tape.string(e)
                let isVFL = isVisualFormat(e)
                specs.append(ConstraintSpec(
                    source: isVFL ? .visualFormat(text) : .expression(text), location: .init(list: list, index: i)))
            case .object:
                specs.append(ConstraintSpec(
                    source: .object(try decodeObjectConstraint(e)), location: .init(list: list, index: i)))
            default:
                throw Problem(
                    .wrongType, "expected a constraint (an object or a string), found \(tape.kind(e).name)", pointer: self.pointer(e))
            }
        }
        return specs
    }

    /// Starts with `H:` or `V:`, judged on the bytes (`String.hasPrefix` compares
    /// Unicode-aware, which cost more than decoding the rest of the constraint).
    func isVisualFormat(_ v: Int) -> Bool {
        let node = tape.nodes[v]
        guard node.length >= 2 else { return false }
        let s = Int(node.start)
        guard (tape.strings[s] == UInt8(ascii: "H") || tape.strings[s] == UInt8(ascii: "V"))
            && tape.strings[s + 1] == UInt8(ascii: ":") else { return false }
        // A combining mark after the colon makes a different first two characters.
        if node.length > 2 && tape.strings[s + 2] >= 0x80 {
            let text = tape.string(v)
            return text.hasPrefix("H:") || text.hasPrefix("V:")
        }
        return true
    }

    /// `first` and `relation` are required (a relation is too easy to get wrong to guess);
    /// `second` may be left out or null (a constant constraint).
    mutating func decodeObjectConstraint(_ v: Int) throws(Problem) -> ObjectConstraint {
        var id: String?
        var first: String?
        var relation: Relation?
        var second: String?
        var multiplier = 1.0
        var constant = 0.0
        var priorityValue = 1000.0
        // A loop, not `forEachMember`'s closure: the closure's every call of a method of
        // `self` copied the decoder (its tape, limits and sets, retained and released), 18
        // copies for a document of 8 constraints.
        for (k, m) in tape.members(of: v) {
            let name = MemberName.lookup(tape, k)
            switch name {
            case .id:
                let value = try string(m)
                guard !value.isEmpty else {
                    throw Problem(.invalidId, "a constraint id cannot be empty", pointer: pointer(m))
                }
                if constraintIds.isEmpty {
                    // Room for an id per constraint of this array, made at the first id:
                    // growing the set as ids come is most of its cost, and a document
                    // without ids makes none. Not `reserveCapacity`, which is not
                    // specialized and looks type metadata up on every call.
                    constraintIds = Set(minimumCapacity: constraintArrayCount)
                }
                guard constraintIds.insert(value).inserted else {
                    throw Problem(.duplicateId, "the constraint id \"\(value)\" is already used", pointer: pointer(m))
                }
                id = value
            case .first:
                first = try string(m)
            case .relation:
                // The three spellings without building a String (decodeEnum would).
                if tape.stringEquals(m, "==") {
                    relation = .equal
                } else if tape.stringEquals(m, ">=") {
                    relation = .greaterThanOrEqual
                } else if tape.stringEquals(m, "<=") {
                    relation = .lessThanOrEqual
                } else {
                    relation = try decodeEnum(m, pointer: pointer(m), [Relation.equal, .lessThanOrEqual, .greaterThanOrEqual])
                }
            case .second:
                second = tape.kind(m) == .null ? nil : try string(m)
            case .multiplier:
                multiplier = try number(m)
            case .constant:
                constant = try number(m)
            case .priority:
                priorityValue = try priority(m)
            default:
                throw unknownMember(tape.string(k), pointer: pointer(k), expected: "id, first, relation, second, multiplier, constant, priority")
            }
        }
        guard let first else { throw missing("first", in: pointer(v)) }
        guard let relation else { throw missing("relation", in: pointer(v)) }
        return ObjectConstraint(
            id: id, first: first, relation: relation, second: second, multiplier: multiplier,
            constant: constant, priority: priorityValue)
    }
}
