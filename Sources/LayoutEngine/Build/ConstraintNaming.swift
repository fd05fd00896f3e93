/// Constraint names of SPEC.md section 4: canonical text for unnamed document constraints,
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

/// Numbers in names: rounded to 6 decimals (half away from zero), shortest form, no
/// exponent, `-0` as `0` — the same spelling answers use (SPEC.md section 4).
enum CanonicalNumber {
    static func text(_ v: Double) -> String {
        guard v.isFinite else { return v.isNaN ? "nan" : (v > 0 ? "inf" : "-inf") }
        let magnitude = v.magnitude
        guard magnitude < 9e15 else {
            // Beyond 2^53 there are no decimals left to round; print the integer digits.
            var digits = ""
            var rest = magnitude.rounded()
            repeat {
                let d = rest.truncatingRemainder(dividingBy: 10)
                digits.insert(Character(String(Int(d))), at: digits.startIndex)
                rest = ((rest - d) / 10).rounded()
            } while rest >= 1
            return (v < 0 ? "-" : "") + digits
        }
        var whole = magnitude.rounded(.towardZero)
        var micros = ((magnitude - whole) * 1_000_000).rounded(.toNearestOrAwayFromZero)
        if micros >= 1_000_000 {
            whole += 1
            micros -= 1_000_000
        }
        var text = String(UInt64(whole))
        if micros > 0 {
            var fraction = String(UInt64(micros))
            fraction = String(repeating: "0", count: 6 - fraction.count) + fraction
            while fraction.hasSuffix("0") { fraction.removeLast() }
            text += "." + fraction
        }
        if v < 0 && text != "0" { text = "-" + text }
        return text
    }
}
