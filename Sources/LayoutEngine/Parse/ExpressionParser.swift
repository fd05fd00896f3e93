/// The expression spelling of SPEC.md section 3:
/// `first REL ( c | second [(*|/) m] [(+|-) c] ) [@ p]`, white space optional between tokens.
enum ExpressionParser {
    static func parse(_ text: String) throws(ParseError) -> ParsedConstraint {
        var scanner = Scanner(text)
        scanner.skipSpace()
        let first = try attributeRef(&scanner)
        scanner.skipSpace()
        guard let relation = scanner.relation() else {
            throw ParseError(kind: .expressionSyntax, message: "expected ==, <= or >= after \(first.text)", offset: scanner.position)
        }
        scanner.skipSpace()
        var parsed: ParsedConstraint
        if let c = scanner.current, Scanner.isDigit(c) || c == "-" {
            let constant = try number(&scanner, what: "a constant")
            parsed = ParsedConstraint(first: first, relation: relation, second: nil, constant: constant)
        } else {
            let second = try attributeRef(&scanner)
            parsed = ParsedConstraint(first: first, relation: relation, second: second)
            scanner.skipSpace()
            if let op = scanner.current, op == "*" || op == "/" {
                scanner.position += 1
                scanner.skipSpace()
                let at = scanner.position
                let m = try number(&scanner, what: "a multiplier")
                if op == "/" {
                    guard m != 0 else {
                        throw ParseError(kind: .invalidConstraint, message: "division by 0", offset: at)
                    }
                    // A subnormal divisor is finite and non-zero, yet its reciprocal is not.
                    guard (1 / m).isFinite else {
                        throw ParseError(kind: .invalidConstraint,
                                         message: "dividing by \(scanner.text(at, scanner.position)) gives a multiplier beyond any finite number",
                                         offset: at)
                    }
                    parsed.multiplier = 1 / m
                } else {
                    parsed.multiplier = m
                }
                scanner.skipSpace()
            }
            if let op = scanner.current, op == "+" || op == "-" {
                scanner.position += 1
                scanner.skipSpace()
                let c = try number(&scanner, what: "a constant")
                parsed.constant = op == "-" ? -c : c
            }
        }
        scanner.skipSpace()
        if scanner.consume("@") {
            scanner.skipSpace()
            parsed.priority = try number(&scanner, what: "a priority")
            scanner.skipSpace()
        }
        guard scanner.isAtEnd else {
            throw ParseError(kind: .expressionSyntax, message: "unexpected text", offset: scanner.position)
        }
        return parsed
    }

    /// The object spelling's `first` / `second`: the whole string is one `item.attribute`.
    static func parseAttributeRef(_ text: String) throws(ParseError) -> AttributeRef {
        var scanner = Scanner(text)
        let ref = try attributeRef(&scanner)
        guard scanner.isAtEnd else {
            throw ParseError(kind: .expressionSyntax, message: "unexpected text after \(ref.text)", offset: scanner.position)
        }
        return ref
    }

    /// An item is the longest run of item characters that is followed by `.attribute`
    /// (ids may hold '-', so `a.trailing-8` is `a.trailing` minus 8).
    static func attributeRef(_ scanner: inout Scanner) throws(ParseError) -> AttributeRef {
        let start = scanner.position
        let scalars = scanner.scalars
        guard start < scalars.count, Scanner.isIdCharacter(scalars[start]), scalars[start] != "-" else {
            throw ParseError(kind: .expressionSyntax, message: "expected item.attribute", offset: start)
        }
        var end = start
        while end < scalars.count, Scanner.isItemCharacter(scalars[end]) { end += 1 }
        var best: (dot: Int, attribute: Attribute, end: Int)?
        var lastDot: Int?
        for dot in start..<end where scalars[dot] == "." && dot > start {
            lastDot = dot
            guard let (attribute, attributeEnd) = Attribute.match(scalars, at: dot + 1) else { continue }
            if attributeEnd < scalars.count, Scanner.isIdCharacter(scalars[attributeEnd]), scalars[attributeEnd] != "-" {
                continue
            }
            best = (dot, attribute, attributeEnd)
        }
        guard let found = best else {
            if let dot = lastDot {
                let name = scanner.text(dot + 1, end)
                throw ParseError(kind: .invalidAttribute, message: "'\(name)' is not a layout attribute", offset: dot + 1)
            }
            throw ParseError(kind: .expressionSyntax, message: "expected item.attribute", offset: end)
        }
        scanner.position = found.end
        return AttributeRef(item: scanner.text(start, found.dot), attribute: found.attribute, offset: start)
    }

    static func number(_ scanner: inout Scanner, what: String) throws(ParseError) -> Double {
        let at = scanner.position
        guard let value = scanner.number() else {
            throw ParseError(kind: .expressionSyntax, message: "expected \(what)", offset: at)
        }
        guard value.isFinite else {
            throw ParseError(kind: .invalidConstraint, message: "\(what) is not a finite number", offset: at)
        }
        return value
    }
}
