import JSON

/// Constraint names of docs/requests.md#constraint-names: canonical text for unnamed document constraints,
/// `#2`, `#3` on repeats in addition order.
enum ConstraintNaming {
    /// `first.attr REL second.attr * m + c @p` with the parts that are defaults left out.
    static func canonical(_ c: ParsedConstraint) -> String {
        var text = c.first.text + " " + c.relation.rawValue + " "
        if let second = c.second {
            text += second.text
            if c.multiplier != 1 { text += " * " + CanonicalNumber.text(c.multiplier) }
            if c.constant > 0 {
                text += " + " + CanonicalNumber.text(c.constant)
            } else if c.constant < 0 {
                text += " - " + CanonicalNumber.text(-c.constant)
            }
        } else {
            text += CanonicalNumber.text(c.constant)
        }
        if c.priority != 1000 { text += " @" + CanonicalNumber.text(c.priority) }
        return text
    }
}

/// Hands out unique names: the second use of a name becomes `name#2`, and so on.
struct NameRegistry: Sendable {
    private var uses: [String: Int] = [:]

    mutating func unique(_ name: String) -> String {
        let n = (uses[name] ?? 0) + 1
        uses[name] = n
        return n == 1 ? name : name + "#" + String(n)
    }
}

/// Numbers in names are spelled as answers spell them (docs/requests.md#constraint-names), so one
/// function owns that spelling.
enum CanonicalNumber {
    static func text(_ v: Double) -> String { NumberFormat.decimal(v) }
}
