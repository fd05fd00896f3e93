import JSON
import LayoutEngine
import Support

/// Typed access to tape values, each failure a problem with the value's pointer.
extension DocumentDecoder {
    /// The pointer of node `v`, worked out only when a problem is raised: values are
    /// decoded with their node index, not their pointer. Building a pointer per view and
    /// constraint (most over 15 bytes, a heap allocation each), and then closures that
    /// would build one (each captured and copied the decoder, its arrays retained and
    /// released), cost more than the rest of decoding them.
    func pointer(_ v: Int) -> String {
        tape.pointer(to: v)
    }

    func expect(_ v: Int, _ kind: JSONNode.Kind) throws(Problem) {
        let found = tape.kind(v)
        if found == kind || (kind == .true && found == .false) { return }
        throw wrongType(v, kind, pointer: pointer(v))
    }

    func wrongType(_ v: Int, _ kind: JSONNode.Kind, pointer: String) -> Problem {
        Problem(.wrongType, "expected \(kind.name), found \(tape.kind(v).name)", pointer: pointer)
    }

    func number(_ v: Int) throws(Problem) -> Double {
        try expect(v, .number)
        let value = tape.nodes[v].number
        // Every number of the model comes through here, so this is the one range check.
        guard value.magnitude <= limits.maxMagnitude else {
            let bound = NumberFormat.es6(limits.maxMagnitude)
            throw Problem(
                .invalidValue, "\(NumberFormat.es6(value)) is out of range; numbers must lie between -\(bound) and \(bound)",
                pointer: pointer(v))
        }
        return value
    }

    func nonNegative(_ v: Int) throws(Problem) -> Double {
        let value = try number(v)
        guard value >= 0 else {
            throw Problem(.invalidValue, "expected a size of 0 or more, not \(NumberFormat.es6(value))", pointer: pointer(v))
        }
        return value
    }

    /// A number or `null` (nil).
    func optionalNonNegative(_ v: Int) throws(Problem) -> Double? {
        if tape.kind(v) == .null { return nil }
        guard tape.kind(v) == .number else {
            throw Problem(.wrongType, "expected a number or null, found \(tape.kind(v).name)", pointer: pointer(v))
        }
        return try nonNegative(v)
    }

    /// A layout priority: 1 to 1000, fractions allowed (docs/requests.md#priorities).
    func priority(_ v: Int) throws(Problem) -> Double {
        let value = try number(v)
        guard value >= 1 && value <= 1000 else {
            throw Problem(.invalidValue, "a priority must be between 1 and 1000, not \(NumberFormat.es6(value))", pointer: pointer(v))
        }
        return value
    }

    func bool(_ v: Int) throws(Problem) -> Bool {
        try expect(v, .true)
        return tape.kind(v) == .true
    }

    func string(_ v: Int) throws(Problem) -> String {
        try expect(v, .string)
        return tape.string(v)
    }

    /// One of `cases`, by raw value (passed in because the model's enums are not all
    /// CaseIterable).
    func decodeEnum<E: RawRepresentable>(_ v: Int, pointer: @autoclosure () -> String, _ cases: @autoclosure () -> [E]) throws(Problem) -> E
    where E.RawValue == String {
        let text = try string(v)
        guard let value = E(rawValue: text) else {
            let allowed = cases().map { "\"\($0.rawValue)\"" }.joined(separator: ", ")
            throw Problem(.invalidValue, "\"\(text)\" is not one of \(allowed)", pointer: pointer())
        }
        return value
    }

    /// `[A-Za-z_][A-Za-z0-9_-]*`, at most 128 characters (docs/requests.md#views).
    func identifier(_ v: Int) throws(Problem) -> String {
        try expect(v, .string)
        if isPlainIdentifier(v) { return tape.string(v) }
        // Not an id: the String-based checks below find and word the first fault.
        let text = tape.string(v)
        let utf8 = text.utf8
        guard let first = utf8.first else {
            throw Problem(.invalidId, "an id cannot be empty", pointer: pointer(v))
        }
        func isLetter(_ b: UInt8) -> Bool {
            (b >= UInt8(ascii: "a") && b <= UInt8(ascii: "z")) || (b >= UInt8(ascii: "A") && b <= UInt8(ascii: "Z"))
                || b == UInt8(ascii: "_")
        }
        if !isLetter(first) {
            throw Problem(
                .invalidId, "an id starts with a letter or '_': \"\(text)\"", pointer: pointer(v), offset: 0)
        }
        for (i, b) in utf8.enumerated().dropFirst() {
            let ok = isLetter(b) || (b >= UInt8(ascii: "0") && b <= UInt8(ascii: "9")) || b == UInt8(ascii: "-")
            if !ok {
                // ASCII up to here, so the byte index is the scalar offset.
                throw Problem(
                    .invalidId, "an id holds only letters, digits, '_' and '-': \"\(text)\"",
                    pointer: pointer(v), offset: i)
            }
        }
        // Only ASCII passed the loop above, so bytes are characters.
        guard utf8.count <= 128 else {
            throw Problem(.invalidId, "an id has at most 128 characters; this one has \(utf8.count)", pointer: pointer(v))
        }
        return text
    }

    /// Whether the string node `v` is a valid id, checked on the tape's bytes (the
    /// rules of `identifier`, which only runs its String checks to explain a refusal).
    func isPlainIdentifier(_ v: Int) -> Bool {
        let node = tape.nodes[v]
        guard node.length >= 1 && node.length <= 128 else { return false }
        return tape.strings.withUnsafeBufferPointer { s in
            let start = Int(node.start)
            for i in start..<(start + Int(node.length)) {
                let b = s[i]
                let letter = (b | 0x20) >= UInt8(ascii: "a") && (b | 0x20) <= UInt8(ascii: "z") || b == UInt8(ascii: "_")
                if letter { continue }
                if i == start { return false }
                guard (b >= UInt8(ascii: "0") && b <= UInt8(ascii: "9")) || b == UInt8(ascii: "-") else { return false }
            }
            return true
        }
    }

    func unknownMember(_ name: String, pointer: String, expected: String) -> Problem {
        Problem(.unknownMember, "unknown member \"\(name)\"; expected one of \(expected)", pointer: pointer)
    }

    func missing(_ name: String, in pointer: String) -> Problem {
        Problem(.missingMember, "missing required member \"\(name)\"", pointer: JSONPointer.appending(pointer, name))
    }

    /// `{top, left, bottom, right}`, each optional (missing sides take `default`).
    /// - Parameter pointer: `v`'s.
    func decodeInsets(_ v: Int, pointer: @autoclosure () -> String, default d: Double) throws(Problem) -> Insets {
        guard tape.kind(v) == .object else { throw wrongType(v, .object, pointer: pointer()) }
        var insets = Insets(top: d, left: d, bottom: d, right: d)
        try tape.forEachMember(v) { (k, m) throws(Problem) in
            let name = MemberName.lookup(tape, k)
            switch name {
            case .top: insets.top = try number(m)
            case .left: insets.left = try number(m)
            case .bottom: insets.bottom = try number(m)
            case .right: insets.right = try number(m)
            default: throw unknownMember(tape.string(k), pointer: self.pointer(k), expected: "top, left, bottom, right")
            }
        }
        return insets
    }

    func decodeDirectionalInsets(_ v: Int, default d: Double) throws(Problem) -> DirectionalInsets {
        try expect(v, .object)
        var insets = DirectionalInsets(top: d, leading: d, bottom: d, trailing: d)
        try tape.forEachMember(v) { (k, m) throws(Problem) in
            let name = MemberName.lookup(tape, k)
            switch name {
            case .top: insets.top = try number(m)
            case .leading: insets.leading = try number(m)
            case .bottom: insets.bottom = try number(m)
            case .trailing: insets.trailing = try number(m)
            default: throw unknownMember(tape.string(k), pointer: pointer(k), expected: "top, leading, bottom, trailing")
            }
        }
        return insets
    }
}
